// tests/extract/gz_file.cpp: zlib's gzread, in bounded chunks.
#include <array>
#include <fstream>
#include <sstream>

#include <zlib.h>

#include "gz_file.h"

namespace verifier::extract::testing {

std::string read_maybe_gz(const std::filesystem::path& file) {
  if (file.extension() != ".gz") {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  gzFile gz = gzopen(file.c_str(), "rb");
  if (!gz) return {};
  std::string out;
  std::array<char, 65536> buf{};
  constexpr std::size_t kLimit = 256u << 20;  // a corpus page is far smaller
  while (out.size() < kLimit) {
    int n = gzread(gz, buf.data(), static_cast<unsigned>(buf.size()));
    if (n <= 0) break;
    out.append(buf.data(), static_cast<std::size_t>(n));
  }
  gzclose(gz);
  return out;
}

}  // namespace verifier::extract::testing
