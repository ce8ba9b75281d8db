// core/utf8.h: is this text well-formed UTF-8, and where it stops being.
// Used where bytes come in from outside: a page's body (extract/charset),
// a record or rules file (dataset/), whose text goes on to every report.
// Also the one step from a character to the next, for code that walks text
// a character at a time without decoding it.
#pragma once

#include <cstddef>
#include <string_view>

namespace verifier {

// Length of the well-formed UTF-8 sequence at `i` (1-4), or 0 when none
// starts there: overlong forms, surrogates and values past U+10FFFF are
// not well formed (Unicode's table 3-7).
std::size_t utf8_sequence(std::string_view s, std::size_t i);

// The offset of the first byte that starts no well-formed sequence, or
// std::string_view::npos when all of `bytes` is UTF-8.
std::size_t first_invalid_utf8(std::string_view bytes);

inline bool is_valid_utf8(std::string_view bytes) {
  return first_invalid_utf8(bytes) == std::string_view::npos;
}

// A byte that continues a character (10xxxxxx): no character starts there.
inline bool is_utf8_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Where the character after the one starting at `at` starts (or s.size()):
// "é" of "Béluga" is two bytes, and neither is a character of its own.
inline std::size_t next_char_start(std::string_view s, std::size_t at) {
  ++at;
  while (at < s.size() && is_utf8_continuation(s[at])) ++at;
  return at;
}

}  // namespace verifier
