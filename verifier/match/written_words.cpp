// match/written_words.cpp: see written_words.h.
#include "match/written_words.h"

#include <cstddef>

#include "core/utf8.h"
#include "match/normalize.h"

namespace verifier::match {

std::vector<std::string_view> runs_of(std::string_view text, bool (*in_word)(char32_t)) {
  std::vector<std::string_view> words;
  std::size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() && !in_word(char_at(text, at))) at = next_char_start(text, at);
    std::size_t end = at;
    while (end < text.size() && in_word(char_at(text, end))) end = next_char_start(text, end);
    if (end > at) words.push_back(text.substr(at, end - at));
    at = end;
  }
  return words;
}

std::vector<std::string_view> written_words(std::string_view text) { return runs_of(text, is_word_char); }

}  // namespace verifier::match
