// match/normalize.h: folds text into the form that names are compared in,
// keeping a map back to the original so evidence can quote the page as is.
// Takes: UTF-8 text (a page, an alias). Gives: a Normalized string in which
//   - NFKC compatibility forms, case (full case folding) and marks are folded
//     away (Jülich ~ julich, ＦＵＧＡＫＵ ~ fugaku);
//   - characters that are neither letters nor digits (spaces of any kind,
//     dashes U+2010-2015 and U+2212, quotes, middle dots · ・ ‧, slashes,
//     brackets, commas) leave no byte at all, so all of them compare equal,
//     and so do their absence: MareNostrum5 ~ MareNostrum 5 ~ MareNostrum-5,
//     12,288 ~ 12 288 ~ 12288, TSUBAME4.0 ~ TSUBAME 4.0, 神威·太湖之光 ~
//     神威・太湖之光;
//   - only a decimal point between two digits is kept ('.'), so 4.0 is not 40.
// Dropping separators trades a rare false joint ("Las Sen" ~ "Lassen") for
// every spacing variant at once. Word boundaries are therefore checked on the
// original text at both ends of a match (is_word_char): "Lassen2" and
// "Lassens" are not "Lassen".
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace verifier::match {

struct Normalized {
  std::string text;                   // folded UTF-8, no separators
  std::vector<std::uint32_t> origin;  // per byte of text: offset in the original
                                      // of the character it came from
};

// [begin, end) in the original of the normalised bytes [from, to), to > from.
std::pair<std::size_t, std::size_t> original_span(const Normalized& folded,
                                                  std::string_view original,
                                                  std::size_t from, std::size_t to);

Normalized normalize(std::string_view original);

// The normalised text alone: the key an alias, an owner form or a dictionary
// word is compared by.
std::string normalize_key(std::string_view original);

// A character of a script that writes words without spaces (Han, kana, Thai,
// Lao, Khmer, Myanmar): names in them match as substrings.
bool is_spaceless(char32_t c);

// A letter or digit of a script that separates words with spaces: a name may
// not begin or end next to one.
bool is_word_char(char32_t c);

// The character that starts at `at` and the one that ends at `at`, or 0 at
// the edges of the text; invalid UTF-8 reads as U+FFFD.
char32_t char_at(std::string_view text, std::size_t at);
char32_t char_before(std::string_view text, std::size_t at);

}  // namespace verifier::match
