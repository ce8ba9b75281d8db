// fuzz/records_fuzz.cpp: the record loader (dataset::load_records) on one
// file of fuzzed YAML. The file is named after its own `id:` line when that
// is a plain slug, so that well-formed seeds (records/*.yaml) load all the way
// through; otherwise "record.yaml". Every error must say something.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "dataset/dataset.h"
#include "fuzz_input.h"
#include "temp_folder.h"

namespace {

bool is_slug(std::string_view s) {
  if (s.empty() || s.size() > 100) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'))
      return false;
  return true;
}

std::string file_name(std::string_view yaml) {
  for (std::string_view line : verifier::fuzz::lines(yaml)) {
    if (line.substr(0, 4) != "id: ") continue;
    std::string_view id = line.substr(4);
    if (auto end = id.find_first_of(" #\r"); end != std::string_view::npos)
      id = id.substr(0, end);
    if (is_slug(id)) return std::string(id) + ".yaml";
  }
  return "record.yaml";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static verifier::fuzz::TempFolder folder;
  std::string_view yaml(reinterpret_cast<const char*>(data), size);
  folder.clear();
  folder.write(file_name(yaml), yaml);
  auto loaded = verifier::dataset::load_records(folder.path());
  for (const auto& error : loaded.errors)
    if (error.message.empty()) std::abort();
  return 0;
}
