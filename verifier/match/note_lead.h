// match/note_lead.h: a note's lead read with its first section. A note on
// one machine opens with who runs it and where ("Alps is a Frankenstein
// [[Cray EX]] supercomputer at CSCS ... CSCS in Lugano") and gives its
// parts under the heading that follows ("## System overview / Its most
// notable partition are its [[GH200]] blades"): the lead, with no heading
// above it, is that first section's subject.
// A page's title says the same of the block that defines its machine:
// "Polaris Machine Overview - ALCF User Guides" gives ALCF the block
// "Polaris is a 560-node ... four NVIDIA A100 GPUs".
// Takes the page text and a name's span; gives the passage from the name's
// line to the end of the first section after it, or the titled block.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace verifier::match {

// The span from the line of [begin, end) to the end of the first Markdown
// section after it ("## ..." to the next heading), when no heading stands
// above [begin, end) and its line begins in the page's first 2,500 bytes
// (it is the page's lead), and the span is short (2,500 bytes at most);
// none else.
std::optional<std::pair<std::size_t, std::size_t>> lead_with_first_section(std::string_view text,
                                                                           std::size_t begin, std::size_t end);

// The block that opens with "<subject> is " (the page's definition of its
// machine), where [begin, end) is in the page's title (its first line) and
// the subject is the title's first word, a capitalised word of three
// letters or more before the name; none else.
std::optional<std::pair<std::size_t, std::size_t>> titled_block(std::string_view text, std::size_t begin);

}  // namespace verifier::match
