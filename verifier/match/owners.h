// match/owners.h: tolerant comparison of organisation and place names, the
// way the dataset writes them: "Lawrence Livermore NL" ~ "Lawrence Livermore
// National Laboratory", "LLNL" ~ the same, "Moscow State Univeristy" ~
// "Moscow State University", "Univ. of Tokyo" ~ "University of Tokyo".
// Takes: two phrases. Gives: whether they name the same organisation, or
// where one occurs inside the other (to cut an owner out of a system name).
// Words are compared folded (normalize_key); two words are alike when equal,
// when one abbreviates the other (a prefix of 3+ letters: Univ, Lab), or when
// they differ by a small edit (1 edit from 5 letters, 2 from 9; a swap of
// two neighbours is one edit). One word may also stand for several by their
// initials (NL = National Laboratory). Filler words (of, the, and, for, Inc,
// Ltd, ...) are ignored.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace verifier::match {

// The folded words of a phrase, filler words left out.
std::vector<std::string> phrase_words(std::string_view phrase);

// An organisation's name as pages, lists and tables shorten it: its
// initials in brackets ("Institute of Information Science (IZUM)": "IZUM",
// also the name in its web addresses, vglogin0005.vega.izum.si); its name
// without a company word or web domain at the end ("Lambda Labs": "Lambda",
// "Reka AI": "Reka", "Corvex.ai": "Corvex"); and every word of University,
// Institute, National, Laboratory, Center, Technology, Corporation
// abbreviated, or one of them alone, with and without "of", "the", "for"
// ("University of Florida" -> "Univ. of Florida", "Univ. Florida").
// Initials and stems keep four letters at least: context is found in any
// case, and "MIT" or "NEC" are words of other languages. None when the name
// has no such form ("Meta Platforms").
std::vector<std::string> short_forms(std::string_view name);

// The one-word capitals a name gives in brackets or between commas
// ("Institute of Information Science (IZUM)": "IZUM"), of `min_letters`
// letters at least; none when the name is that word alone.
std::vector<std::string> initials_of(std::string_view name, std::size_t min_letters);

// `abbreviations`: whether a word may be a prefix of another (Univ ~
// University). Off when cutting owners out of system names, where a prefix
// is more often a different word (Meta ~ MetaScale).
bool same_phrase(const std::vector<std::string>& a, const std::vector<std::string>& b,
                 bool abbreviations = true);

inline bool same_owner(std::string_view a, std::string_view b) {
  return same_phrase(phrase_words(a), phrase_words(b));
}

// The first run [begin, end) of `words` (leftmost, then longest) that is
// the same phrase as `phrase`, if any.
std::optional<std::pair<std::size_t, std::size_t>> find_phrase(
    const std::vector<std::string>& words, const std::vector<std::string>& phrase,
    bool abbreviations = false);

}  // namespace verifier::match
