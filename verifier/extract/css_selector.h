// extract/css_selector.h: CSS selectors, parsed and matched against
// elements of gumbo's tree (internal to extract/). Takes: a selector list as
// written in a style sheet. Gives: each selector with its specificity, or
// nothing when the browser would drop the rule (a selector it cannot parse).
// Dynamic pseudo-classes (:hover, :focus, :checked ...), :has() and
// pseudo-elements parse but never match: on a page nobody has touched they
// select nothing the reader sees.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <gumbo.h>

namespace verifier::extract {

class Budget;
struct SimpleSelector;
struct Compound {
  std::vector<SimpleSelector> simples;
  char combinator = 0;  // how it joins the compound on its left: ' ', '>', '+', '~'
};
using Selector = std::vector<Compound>;  // left to right

struct SimpleSelector {
  enum class Kind : std::uint8_t {
    tag, id, cls, attr_exists, attr_equals, attr_word, attr_prefix, attr_suffix,
    attr_contains, attr_dash, is, not_, first_child, last_child, only_child, nth_child,
    root, empty, link, never
  };
  Kind kind = Kind::never;
  std::string name;
  std::string value;
  bool ignore_case = false;    // [attr=value i]
  std::vector<Selector> list;  // arguments of :is, :not
  int step = 0, offset = 0;    // :nth-child(step n + offset)
};

struct ParsedSelector {
  Selector selector;
  std::uint32_t specificity = 0;  // ids << 16 | classes << 8 | types
};

std::optional<std::vector<ParsedSelector>> parse_selector_list(std::string_view text);

// Every compound tested is charged to the budget; once it is over, nothing
// matches (the caller stops reading the page there).
bool matches(const Selector& selector, const GumboNode* element, Budget& budget);

// Whether a space-separated list (a class attribute, a display value) holds
// the word.
bool has_word(std::string_view words, std::string_view word);

// Lower-case tag name of an element, also for tags gumbo does not know.
std::string_view element_tag(const GumboNode* element, std::string& scratch);

}  // namespace verifier::extract
