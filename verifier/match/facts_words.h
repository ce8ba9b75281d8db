// match/facts_words.h: internal to match/, not the stage's public face: the
// tokens the scan (passage_scan.h, whose members live in the files it names)
// cuts a passage into (words of ASCII letters and digits, single CJK
// characters, single punctuation marks) and the small word tests every
// reading of a count shares. The readings have their own files:
// count_nouns.h (what a count counts, what is no count), number_words.h,
// count_markers.h (bounds, approximations), count_sentence.h (the sentence
// around a count), passage_products.h (a node count times what each holds).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace verifier::match::internal {

enum class Kind : std::uint8_t { alpha, digits, alnum, cjk, punct };

struct Token {
  std::uint32_t begin, end;
  Kind kind;
  bool space_before;  // whitespace (any kind) between it and the token before
  char32_t cp;        // the character of a cjk or punct token
};

std::vector<Token> tokens_of(std::string_view s);

inline bool one_of(std::string_view w, std::initializer_list<std::string_view> list) {
  return std::find(list.begin(), list.end(), w) != list.end();
}

inline bool ends_with(std::string_view s, std::string_view tail) {
  return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

inline bool starts_with(std::string_view s, std::string_view head) {
  return s.size() >= head.size() && s.substr(0, head.size()) == head;
}

}  // namespace verifier::match::internal
