// match/written_words.h: a name or line split into its words as written,
// views into the text (no folding). The one splitting loop; each caller
// says what a word is made of:
//   written_words: runs of word characters of any script (is_word_char), so
//     "Béluga" is one word and "JUWELS-Booster" two (listed_names.cpp,
//     units_across_lines.cpp);
//   runs_of with another test: versions.cpp splits at spaces only, as
//     "ZettaScaler-2.0" gives its version in one word.
#pragma once

#include <string_view>
#include <vector>

namespace verifier::match {

// The maximal runs of characters `in_word` accepts, in order. The text is
// walked a character at a time (UTF-8); invalid bytes read as U+FFFD.
std::vector<std::string_view> runs_of(std::string_view text, bool (*in_word)(char32_t));

// The runs of word characters (letters, digits, marks of any script that
// spaces its words): "Fugaku-NEXT (2030)" is "Fugaku", "NEXT", "2030".
std::vector<std::string_view> written_words(std::string_view text);

}  // namespace verifier::match
