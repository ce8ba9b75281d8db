// match/versions.h: how a name writes its version, and which of two systems
// of one line a passage writes out.
// Takes: names and passages. Gives: the joiners after a name ("Dojo 3",
// "phase-2"), a name's trailing number split off ("Grok 2": "grok", "2";
// "ABCI 3.0": "abci", "3") and the number a passage writes after a name, for
// the rules of phases, generations and claims that weigh them; and, where two
// systems' names differ by a versioned word ("JAMSTEC ZettaScaler-2.0
// Gyoukou" and "JAMSTEC ZettaScaler-2.2 Gyoukou" both derive "Gyoukou"),
// whether the passage writes the other name's versioned word and none of
// the own name's, so that the shared bare name there is the other's
// ("Gyoukou - ZettaScaler-2.2 HPC system" is 2.2's, not 2.0's). Both names
// must carry a versioned word the other lacks.
// A versioned word holds letters and digits ("ZettaScaler-2.2", "v5p");
// a bare number ("Phase 3", "Colossus 2") is left to the rules of phases
// and generations (alias_marks.cpp, page_naming.cpp) and of claims, which
// weigh it otherwise.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace verifier::match {

// Where the word after `at` starts, past the spaces and hyphens that join
// it to a name ("Snellius Phase 3", "phase-2", "Dojo 3"): within its line,
// as the next block is no word of the name's.
std::size_t past_joiners(std::string_view text, std::size_t at);

// A name that ends in a number ("Grok 2", "ABCI 3.0", "TSUBAME4"), split
// there: its stem folded, and the number without a ".0".
struct NameVersion {
  std::string stem, version;
};
std::optional<NameVersion> name_version(std::string_view name);

// The number written right after byte `at`, past the joiners ("Grok 3":
// "3"; "ABCI-2.0": "2"), or "".
std::string version_after(std::string_view text, std::size_t at);

// The versioned words of `name` that the name `beside` it lacks, each as its
// folded words (phrase_words): "ZettaScaler-2.0" -> {"zettascaler", "2", "0"}.
std::vector<std::vector<std::string>> versioned_words_apart(std::string_view name, std::string_view beside);

// `passage` writes a versioned word only `other` has and none only `own` has.
bool writes_other_version(std::string_view passage, std::string_view own, std::string_view other);

}  // namespace verifier::match
