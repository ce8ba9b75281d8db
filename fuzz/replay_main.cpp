// fuzz/replay_main.cpp: a main for a fuzz target without libFuzzer: feeds it
// every file named on the command line (folders: every file inside, sorted)
// once, as libFuzzer replays a crash input. Used by tests/regressions/ so the
// kept inputs run under ctest in the release and sanitizer builds (g++ too).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::vector<std::filesystem::path> inputs(const std::filesystem::path& arg) {
  std::vector<std::filesystem::path> out;
  if (std::filesystem::is_directory(arg)) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(arg))
      if (entry.is_regular_file()) out.push_back(entry.path());
    std::sort(out.begin(), out.end());
  } else if (std::filesystem::exists(arg)) {
    out.push_back(arg);
  }
  return out;
}

void replay(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t count = 0;
  for (int i = 1; i < argc; ++i)
    for (const auto& file : inputs(argv[i])) {
      replay(file);
      ++count;
    }
  std::cout << "replayed " << count << " inputs\n";
  return 0;
}
