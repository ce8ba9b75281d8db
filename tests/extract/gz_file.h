// tests/extract/gz_file.h: reads a corpus page in place, gunzipping
// *.gz files (the scrapinghub pages are stored gzipped). Test-side only: the
// extract stage itself reads bodies the fetch stage already decoded.
#pragma once

#include <filesystem>
#include <string>

namespace verifier::extract::testing {

// The file's bytes, decompressed when its name ends in .gz; "" on failure.
std::string read_maybe_gz(const std::filesystem::path& file);

}  // namespace verifier::extract::testing
