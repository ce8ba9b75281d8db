// match/number_words.cpp: the tables of English number words and of CJK
// digits and units (see number_words.h).
#include "match/number_words.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace verifier::match::internal {

namespace {

constexpr std::array<NumberWord, 32> number_words = {{
    {"zero", 0, false},      {"one", 1, false},          {"two", 2, false},
    {"three", 3, false},     {"four", 4, false},         {"five", 5, false},
    {"six", 6, false},       {"seven", 7, false},        {"eight", 8, false},
    {"nine", 9, false},      {"ten", 10, false},         {"eleven", 11, false},
    {"twelve", 12, false},   {"thirteen", 13, false},    {"fourteen", 14, false},
    {"fifteen", 15, false},  {"sixteen", 16, false},     {"seventeen", 17, false},
    {"eighteen", 18, false}, {"nineteen", 19, false},    {"twenty", 20, false},
    {"thirty", 30, false},   {"forty", 40, false},       {"fifty", 50, false},
    {"sixty", 60, false},    {"seventy", 70, false},     {"eighty", 80, false},
    {"ninety", 90, false},   {"hundred", 100, true},     {"thousand", 1000, true},
    {"million", 1000000, true}, {"billion", 1000000000, true},
}};

// The table's entries by length (3 to 9 letters): every word of every
// passage is looked up (Accelerators::may_state, the facts reader's first
// look), nearly all of them no number, so a word is held against the few
// entries of its length and first letter only, not the whole table.
struct Bucket {
  std::array<std::uint8_t, 8> entries{};  // indexes into number_words
  std::size_t count = 0;
};

constexpr std::size_t longest_in_table = 9;  // "seventeen"

constexpr std::array<Bucket, longest_in_table + 1> by_length = [] {
  std::array<Bucket, longest_in_table + 1> b{};
  for (std::size_t i = 0; i < number_words.size(); ++i) {
    auto& bucket = b[number_words[i].word.size()];
    bucket.entries[bucket.count++] = static_cast<std::uint8_t>(i);
  }
  return b;
}();

}  // namespace

// The first letters of number words: other words skip the table.
bool may_be_number_word(char c) {
  return c == 'z' || c == 'o' || c == 't' || c == 'f' || c == 's' || c == 'e' || c == 'n' ||
         c == 'h' || c == 'm' || c == 'b' || c == 'Z' || c == 'O' || c == 'T' || c == 'F' ||
         c == 'S' || c == 'E' || c == 'N' || c == 'H' || c == 'M' || c == 'B';
}

const NumberWord* number_word(std::string_view w) {  // w lower-case
  if (w.size() < 3 || w.size() > longest_in_table || !may_be_number_word(w[0])) return nullptr;
  const auto& bucket = by_length[w.size()];
  for (std::size_t k = 0; k < bucket.count; ++k) {
    const auto& n = number_words[bucket.entries[k]];
    if (n.word[0] == w[0] && n.word == w) return &n;
  }
  return nullptr;
}

std::optional<std::int64_t> cjk_digit(char32_t c) {
  switch (c) {
    case U'〇': case U'零': return 0;
    case U'一': return 1;
    case U'二': case U'两': case U'兩': return 2;
    case U'三': return 3;
    case U'四': return 4;
    case U'五': return 5;
    case U'六': return 6;
    case U'七': return 7;
    case U'八': return 8;
    case U'九': return 9;
    default: return std::nullopt;
  }
}

std::int64_t cjk_unit(char32_t c) {
  switch (c) {
    case U'十': return 10;
    case U'百': return 100;
    case U'千': return 1000;
    case U'万': case U'萬': return 10000;
    case U'億': case U'亿': return 100000000;
    default: return 0;
  }
}

}  // namespace verifier::match::internal
