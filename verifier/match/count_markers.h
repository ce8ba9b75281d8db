// match/count_markers.h: internal to match/ (the scan's readings, see
// facts_words.h): the marker of a count's form written before it, an
// approximation ("about", "~", 約) or a bound ("more than", "up to", ">",
// 以上 after it being the scan's), and what carries a bound to the next count
// of its phrase ("up to 4,096 instances with 32,768 GPUs", "all 16k GPUs").
// written_step, the page's own rounding, is facts.h's.
#pragma once

#include <cstddef>
#include <string_view>

#include "match/facts.h"

namespace verifier::match::internal {

struct Marker {
  std::string_view text;
  CountForm form;
  bool strict;  // "more than" excludes the value, "less than" too
};

const Marker* marker_before(std::string_view head, std::size_t& at);
bool joined_in_phrase(std::string_view gap);
bool after_all(std::string_view head);

}  // namespace verifier::match::internal
