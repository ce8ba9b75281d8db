// match/count_nouns.h: internal to match/ (the scan's readings, see
// facts_words.h): the words right around a number that say what it counts
// (a noun, a CJK counter, a unit of a machine) or that it is no count (a
// unit of measure, a label, a month, a currency). noun_kind, the public
// one, is facts.h's. The reasons are at each function in count_nouns.cpp.
#pragma once

#include <optional>
#include <string_view>

#include "match/facts.h"

namespace verifier::match::internal {

// what a count counts
bool is_unit_of_machine(std::string_view w);  // w lower-case
bool is_modifier(std::string_view w);
Counted cjk_noun(std::string_view rest);
std::optional<Counted> counter(char32_t c);

// what is not a count
bool is_unit(std::string_view w);  // lower-case word right after a number
bool is_cjk_unit(std::string_view rest);
bool is_label(std::string_view w);
bool is_month(std::string_view w);
bool is_currency(char32_t c);

}  // namespace verifier::match::internal
