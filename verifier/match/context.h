// match/context.h: whether an ordinary-word name (Frontier, Alps, HPC4) is
// used as the name of this system where the page has it.
// Takes: the page text (Page::text(): the title on the first line, then one
// layout block a line), the span of the match, the system's context terms
// (operator, site, their other spellings) and the rules' computer words.
// Gives: a note of the context that counted ("operator "ORNL" in the same
// block"), or nothing. Context counts in the same block (line; a table row
// is one block), within `context_words` words either side, or in the title.
// The system's own terms are looked for before the computer words, and the
// nearest place first.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/derive.h"

namespace verifier::match {

std::optional<std::string> find_context(std::string_view text, std::size_t begin,
                                        std::size_t end,
                                        const std::vector<ContextTerm>& system_terms,
                                        const std::vector<ContextTerm>& computer_words,
                                        std::size_t context_words);

// The case rule: a capitalised name ("Frontier") is not matched by the same
// word in lower case ("the frontier of AI"). Compares the first letters.
bool case_fits(std::string_view alias, std::string_view found);

// Whether the match is one part of a hyphenated compound ("SX-Aurora",
// "Frontier-class"): an ordinary word there is a product or an adjective,
// not a system's name. A spaced dash ("Frontier - HPE Cray") is no joint.
bool in_compound(std::string_view text, std::size_t begin, std::size_t end);

// Whether the word right after the match is one of `product_keys` (folded):
// "AMD Polaris GPU", "Titan RTX" name products, not systems.
bool followed_by_product(std::string_view text, std::size_t end,
                         const std::vector<std::string>& product_keys);

}  // namespace verifier::match
