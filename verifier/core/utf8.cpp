// core/utf8.cpp: UTF-8 checked by hand, with a fast path over ASCII: a page
// body of megabytes is checked before any decoder sees it.
#include "core/utf8.h"

#include <cstdint>

namespace verifier {

std::size_t utf8_sequence(std::string_view s, std::size_t i) {
  auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) return 1;
  std::size_t n = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 ? 2 : 0;
  if (n == 0 || b > 0xF4 || i + n > s.size()) return 0;
  auto c1 = static_cast<unsigned char>(s[i + 1]);
  if ((c1 & 0xC0) != 0x80) return 0;
  if ((b == 0xE0 && c1 < 0xA0) || (b == 0xED && c1 > 0x9F)) return 0;  // overlong, surrogate
  if ((b == 0xF0 && c1 < 0x90) || (b == 0xF4 && c1 > 0x8F)) return 0;  // overlong, > U+10FFFF
  for (std::size_t k = 2; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  return n;
}

std::size_t first_invalid_utf8(std::string_view bytes) {
  for (std::size_t i = 0; i < bytes.size();) {
    // Fast path over ASCII, eight bytes at a time.
    while (i + 8 <= bytes.size()) {
      std::uint64_t word = 0;
      for (std::size_t k = 0; k < 8; ++k)
        word |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes[i + k])) << (8 * k);
      if (word & 0x8080808080808080ULL) break;
      i += 8;
    }
    if (i >= bytes.size()) break;
    std::size_t n = utf8_sequence(bytes, i);
    if (n == 0) return i;
    i += n;
  }
  return std::string_view::npos;
}

}  // namespace verifier
