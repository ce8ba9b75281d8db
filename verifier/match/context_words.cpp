// match/context_words.cpp: the words around a name as the files of
// context.h read them: the word before and after a place, a capitalised
// word, a word's first letter and its bare key, a computer word, and where
// a sentence starts.
#include <utf8proc.h>

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/context_words.h"
#include "match/normalize.h"

namespace verifier::match::internal {

char32_t first_letter(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    char32_t c = char_at(s, i);
    auto cat = utf8proc_category(static_cast<utf8proc_int32_t>(c));
    if (cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO) return c;
    i = next_char_start(s, i);
  }
  return 0;
}

bool upper_initial(std::string_view word) {
  char32_t c = char_at(word, 0);
  return c != 0 && utf8proc_isupper(static_cast<utf8proc_int32_t>(c));
}

// The word that ends at `end` (spaces only before it), or "".
std::pair<std::size_t, std::size_t> word_before(std::string_view text, std::size_t end) {
  std::size_t b = end;
  while (b > 0 && !is_html_space(text[b - 1])) --b;
  return {b, end};
}

std::pair<std::size_t, std::size_t> word_after(std::string_view text, std::size_t begin) {
  std::size_t e = begin;
  while (e < text.size() && !is_html_space(text[e])) ++e;
  return {begin, e};
}

// Words that carry a country to the name it gives a system: "the Swiss
// system Alps", "the Italian system called Leonardo", "the third USA
// exascale computer, El Capitan", "the USA Aurora exascale system". A
// computer word is no context of its own (file systems and products stand
// beside them too), and a country without one says nothing ("the Swiss
// Alps" are mountains).
bool computer_word(std::string_view key) {
  static constexpr std::string_view words[] = {
      "system",   "systems",   "supercomputer", "supercomputers", "computer", "computers",
      "machine",  "cluster",   "exascale",      "preexascale",    "petascale"};
  return std::find(std::begin(words), std::end(words), key) != std::end(words);
}

bool starts_sentence(std::string_view text, std::size_t word_begin) {
  std::size_t b = word_begin;
  while (b > 0 && text[b - 1] == ' ') --b;
  if (b == 0 || text[b - 1] == '\n') return true;
  char c = text[b - 1];
  return c == '.' || c == '!' || c == '?' || c == ':' || c == '"' || c == '(' || c == '-';
}

std::string bare_key(std::string_view word) {
  while (!word.empty() && !is_word_char(char_at(word, 0)) && !is_spaceless(char_at(word, 0)))
    word.remove_prefix(1);
  // "Booster</td>": markup left in a text page is no part of the word, nor
  // is the next field of a row of values ("HiPerGator AI,\"NVIDIA DGX A100").
  word = word.substr(0, word.find_first_of("<,"));
  return normalize_key(word);
}

}  // namespace verifier::match::internal
