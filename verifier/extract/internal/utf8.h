// extract/internal/utf8.h: one code point appended as UTF-8, for the decoders
// written by hand (windows-1252, CSS escapes, JSON strings); the caller has
// already replaced what is not a scalar value. And text cut to a cap without
// splitting a character.
#pragma once

#include <cstddef>
#include <string>

#include "core/utf8.h"

namespace verifier::extract::internal {

inline void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Cuts `text` to at most `cap` bytes at a character boundary; true if cut.
inline bool cap_utf8(std::string& text, std::size_t cap) {
  if (text.size() <= cap) return false;
  std::size_t end = cap;
  while (end > 0 && is_utf8_continuation(text[end])) --end;
  text.resize(end);
  return true;
}

}  // namespace verifier::extract::internal
