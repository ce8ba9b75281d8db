// match/facts_words.cpp: a passage cut into tokens, once per passage (see
// facts_words.h). Spaces of any script separate words; CJK characters and
// punctuation are tokens of one character.
#include "match/facts_words.h"

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/normalize.h"

namespace verifier::match::internal {
namespace {

bool is_space(char32_t c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == 0xA0 ||
         (c >= 0x2000 && c <= 0x200B) || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool is_cjk(char32_t c) {
  return (c >= 0x3040 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x4DBF) ||
         (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xAC00 && c <= 0xD7AF);
}

// Non-ASCII characters that are marks between words rather than letters
// (U+2028 and U+2029 too: a table row's line break, core/table_text.h).
bool is_punct(char32_t c) {
  return c == 0xD7 /* × */ || (c >= 0x2010 && c <= 0x2029) || (c >= 0x2030 && c <= 0x206F) ||
         (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFF65) || c == 0x20AC ||
         c == 0xA3 || c == 0xA5 || c == 0x2248 /* ≈ */ || (c >= 0xA1 && c <= 0xBF);
}

// Does the character at a byte (c, its first; cp, its code point) make a
// token of its own: an ASCII mark, a non-ASCII mark, a CJK character?
bool alone(unsigned char c, char32_t cp) {
  return c < 0x80 ? !is_ascii_alnum(static_cast<char>(c)) : (is_cjk(cp) || is_punct(cp));
}

// A word from byte i: ASCII letters and digits, and letters of other spaced
// scripts. Its end, and its kind by what it holds.
struct Word {
  std::size_t end;
  Kind kind;
};

Word word_from(std::string_view s, std::size_t i) {
  bool digit = false, letter = false;
  std::size_t j = i;
  while (j < s.size()) {
    auto d = static_cast<unsigned char>(s[j]);
    if (d < 0x80) {
      if (!is_ascii_alnum(static_cast<char>(d))) break;
      (d <= '9' ? digit : letter) = true;
      ++j;
      continue;
    }
    char32_t e = char_at(s, j);
    if (is_space(e) || is_cjk(e) || is_punct(e)) break;
    letter = true;
    j = next_char_start(s, j);
  }
  return {j, digit ? (letter ? Kind::alnum : Kind::digits) : Kind::alpha};
}

}  // namespace

std::vector<Token> tokens_of(std::string_view s) {
  std::vector<Token> out;
  bool space = false;
  std::size_t i = 0;
  while (i < s.size()) {
    auto c = static_cast<unsigned char>(s[i]);
    char32_t cp = c;
    const std::size_t len = next_char_start(s, i) - i;
    if (c >= 0x80) cp = char_at(s, i);
    if (is_space(cp)) {
      space = true;
      i += len;
      continue;
    }
    if (alone(c, cp)) {
      out.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(i + len),
                     c < 0x80 || !is_cjk(cp) ? Kind::punct : Kind::cjk, space, cp});
      space = false;
      i += len;
      continue;
    }
    const auto word = word_from(s, i);
    out.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(word.end), word.kind, space, 0});
    space = false;
    i = word.end;
  }
  return out;
}

}  // namespace verifier::match::internal
