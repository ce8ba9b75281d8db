// fuzz/rules_fuzz.cpp: the rules loader (dataset::load_rules). The first
// byte picks which rules file the rest of the input is (fetch.yaml,
// hosts.yaml, ...); the other files are missing, so they keep their
// defaults. Every error must say something.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "dataset/dataset.h"
#include "fuzz_input.h"
#include "temp_folder.h"

namespace {

const char* const kFiles[] = {"fetch.yaml", "hosts.yaml", "pages.yaml", "aliases.yaml",
                              "words.yaml", "history.yaml", "overrides.yaml"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static verifier::fuzz::TempFolder folder;
  verifier::fuzz::Input in(data, size);
  const char* file = kFiles[in.byte() % (sizeof kFiles / sizeof kFiles[0])];
  folder.clear();
  folder.write(file, in.rest());
  auto loaded = verifier::dataset::load_rules(folder.path());
  for (const auto& error : loaded.errors)
    if (error.message.empty()) std::abort();
  return 0;
}
