// core/ascii.h: case and space helpers for protocol text (header names,
// media types, robots.txt, CSS keywords), which is ASCII by definition: no
// locale may change what "Content-Type" or "DISPLAY" folds to.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace verifier {

// Bytes of UTF-8 sequences (0x80 and up) are left as they are.
inline char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

inline std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = ascii_lower(c);
  return out;
}

// "Content-Type" ~ "content-type": `a` and `b` equal but for ASCII case.
inline bool ascii_iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
  return true;
}

inline bool ascii_istarts_with(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && ascii_iequals(s.substr(0, prefix.size()), prefix);
}

// The first place at or after `from` where `needle` stands in `hay`, ASCII
// case ignored (as a browser's find-in-page has it), without copying either;
// npos when none.
inline std::size_t ascii_ifind(std::string_view hay, std::string_view needle, std::size_t from = 0) {
  if (needle.size() > hay.size()) return std::string_view::npos;
  for (std::size_t at = from; at + needle.size() <= hay.size(); ++at)
    if (ascii_iequals(hay.substr(at, needle.size()), needle)) return at;
  return std::string_view::npos;
}

// Space as C's isspace has it in the "C" locale.
inline bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

// The WHATWG's "ASCII whitespace" (HTML, CSS, encoding labels): no '\v'.
inline bool is_html_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'; }

inline std::string_view html_trim(std::string_view s) {
  while (!s.empty() && is_html_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_html_space(s.back())) s.remove_suffix(1);
  return s;
}

inline bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }

inline bool is_ascii_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// isalnum in the "C" locale, whatever the process's locale.
inline bool is_ascii_alnum(char c) { return is_ascii_alpha(c) || is_ascii_digit(c); }

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
