// core/ascii.h: case and space helpers for protocol text (header names,
// media types, robots.txt, CSS keywords), which is ASCII by definition: no
// locale may change what "Content-Type" or "DISPLAY" folds to.
#pragma once

#include <string>
#include <string_view>

namespace verifier {

inline std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

inline bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

inline bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }

// "2019" but not "", "２０１９" or "20x9": a year or count as data files write it.
inline bool all_ascii_digits(std::string_view s) {
  for (char c : s)
    if (!is_ascii_digit(c)) return false;
  return !s.empty();
}

inline std::string_view ascii_trim(std::string_view s) {
  while (!s.empty() && is_ascii_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_ascii_space(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace verifier
