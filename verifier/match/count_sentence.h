// match/count_sentence.h: internal to match/ (the scan's readings, see
// facts_words.h): what the sentence around a count says of it, read from the
// text before or after it: an equivalence or a need (no machine's count),
// asked about or guessed at, worked out by a sum, doubted as an estimate,
// what a deployment is (its accelerators),
// split in shares of models or spread over sites (no one system's count),
// and what one unit holds ("each", "are equipped with", a pod's "each").
#pragma once

#include <cstddef>
#include <string_view>

#include "match/facts.h"

namespace verifier::match::internal {

bool equivalent_in_cjk(std::string_view lead);
bool after_a_need(std::string_view lead);
bool asked_or_guessed(std::string_view head);
bool worked_out(std::string_view head);
std::size_t deployment_clause(std::string_view head, std::string_view rest);
bool doubted_as_estimate(std::string_view rest);
bool followed_by_equivalent(std::string_view rest);
bool split_in_shares(std::string_view rest);
bool spread_over_sites(std::string_view rest);
std::string_view past_short_aside(std::string_view rest);
bool after_determiner(std::string_view before);
bool nodes_each_do(const Count& c, std::string_view lafter);
bool equipped(std::string_view rest);
bool each_holds(std::string_view rest);

}  // namespace verifier::match::internal
