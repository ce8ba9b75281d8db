// match/versions.h: which of two systems of one line a passage writes out,
// where their names differ by a versioned word ("JAMSTEC ZettaScaler-2.0
// Gyoukou" and "JAMSTEC ZettaScaler-2.2 Gyoukou" both derive "Gyoukou").
// Takes: a passage (the line of a row, a title) and two names. Gives:
// whether the passage writes the other name's versioned word and none of
// the own name's, so that the shared bare name there is the other's
// ("Gyoukou - ZettaScaler-2.2 HPC system" is 2.2's, not 2.0's). Both names
// must carry a versioned word the other lacks.
// A versioned word holds letters and digits ("ZettaScaler-2.2", "v5p");
// a bare number ("Phase 3", "Colossus 2") is left to the rules of phases
// and generations (match.h), which weigh it otherwise.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace verifier::match {

// The versioned words of `name` that `other` lacks, each as its folded
// words (phrase_words): "ZettaScaler-2.0" -> {"zettascaler", "2", "0"}.
std::vector<std::vector<std::string>> versioned_words_apart(std::string_view name, std::string_view other);

// `passage` writes a versioned word only `other` has and none only `own` has.
bool writes_other_version(std::string_view passage, std::string_view own, std::string_view other);

}  // namespace verifier::match
