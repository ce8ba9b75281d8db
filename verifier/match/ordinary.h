// match/ordinary.h: which names are ordinary words, and so count on a page
// only with context (see context.h).
// Takes: the folded keys of every alias, and the MatchRules (dictionaries,
// ordinary_names). Gives: the subset of those keys that are ordinary: an
// entry of one of the word lists (case-insensitively, proper nouns included:
// Frontier, Polaris, Aurora) or a name listed in rules `ordinary_names`. A
// name of 4 letters or fewer in a script that separates words (Alps, HPC4)
// is ordinary too unless written in capitals (LUMI, ABCI): the index judges
// that from the alias's own spelling with short_spaced_name(). So is a
// derived name whose every word is (words_to_look_up: "alpha ONE").
// The word lists are read once, line by line, and only looked up against
// the aliases' keys, so no list of a million words is ever held in memory.
#pragma once

#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "core/rules.h"

namespace verifier::match {

// The keys are views: the index passes views of its own storage, so a
// hundred thousand keys are not copied just to be looked up.
std::unordered_set<std::string> ordinary_keys(const std::unordered_set<std::string_view>& alias_keys,
                                              const MatchRules& rules);

// The words of a name of two or more, each as the word lists are looked up
// ("alpha ONE" -> alpha, one): a name made only of ordinary words is one
// whatever its case, as "Alpha One" is a product and "the alpha one" no
// name. None when the name is one word or a word has a digit or fewer than
// three letters: initials and numerals ("SATURN V", "JUWELS BM") make a
// name of ordinary words.
std::vector<std::string> words_to_look_up(std::string_view text);

// 4 letters or fewer, digits not counted, and no spaceless-script character.
bool short_spaced_name(std::string_view key);

// Every letter a capital: an acronym (LUMI, ABCI 1.0). With digits it needs
// four letters: "HPC5" reads as a part number as often as a name.
bool in_capitals(std::string_view text);

}  // namespace verifier::match
