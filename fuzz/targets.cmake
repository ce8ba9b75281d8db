# fuzz/targets.cmake: the fuzz targets and the stage library each one links.
# Included by fuzz/CMakeLists.txt (libFuzzer build) and by
# tests/regressions/CMakeLists.txt (replaying kept inputs in every build).
set(VERIFIER_FUZZ_TARGETS extract css pdf parser_input charset records rules url match)
set(VERIFIER_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})

set(verifier_fuzz_libs_extract verifier_extract)
set(verifier_fuzz_libs_css verifier_extract)
set(verifier_fuzz_libs_pdf verifier_extract)
set(verifier_fuzz_libs_parser_input verifier_extract)
set(verifier_fuzz_libs_charset verifier_extract)
set(verifier_fuzz_libs_records verifier_dataset)
set(verifier_fuzz_libs_rules verifier_dataset)
set(verifier_fuzz_libs_url verifier_core)
set(verifier_fuzz_libs_match verifier_match)
