// extract/css_hiding.h: what a page's own CSS does to an element's text.
// Takes: the text of the page's <style> elements (with their media=""), and
// an element of gumbo's tree (internal to extract/). Gives: the cascaded
// display, visibility and blockification of that element, as a desktop
// browser's screen (1280 px wide, scripts off) computes them.
// Only the properties that decide whether text shows and where lines break
// are read: display, visibility, float and position. Selectors: type, *,
// #id, .class, [attr] tests, :not/:is/:where, a few structural
// pseudo-classes, and all four combinators; dynamic pseudo-classes
// (:hover, :focus ...) and pseudo-elements never match, as on a page nobody
// has touched. The cascade follows !important, specificity, then order, with
// the style="" attribute above every selector. @media is evaluated for that
// screen (unknown features do not match); @supports is taken as true.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <gumbo.h>

#include "extract/css_selector.h"

namespace verifier::extract {

// What the cascade says about one element; unset fields keep the element's
// default (the user agent's) or inherit (visibility).
struct ElementStyle {
  enum class Display { unset, none, block, inline_level, inherit };  // inherit: the parent's
  Display display = Display::unset;
  bool blockifies_children = false;  // flex and grid containers
  bool floats = false;               // float and absolute position make
  bool out_of_flow = false;          // a box a block, whatever its display
  std::optional<bool> visible;       // visibility, when declared
};

// An inline style="" (or one rule's declarations) that hides.
bool declarations_hide(std::string_view declarations);

struct Declared {
  std::uint8_t value = 0;  // per property: see css_hiding.cpp
  bool important = false;
  bool set = false;
};
struct Declarations {
  Declared display, visibility, floating, position;
};

class PageStyle {
 public:
  // `media` is the <style media=""> attribute ("" for all).
  void add_style_sheet(std::string_view css, std::string_view media = {});
  bool empty() const { return rules_.empty(); }
  // Selector matching is charged to the page's budget; once it is over the
  // style is not the cascade's, and the caller stops reading the page.
  ElementStyle style_of(const GumboNode* element, Budget& budget) const;

 private:
  struct Rule {
    Selector selector;
    std::uint32_t specificity = 0;
    Declarations declarations;
  };
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  using Index = std::unordered_map<std::string, std::vector<std::uint32_t>, Hash, std::equal_to<>>;

  void add_block(std::string_view css);
  void add_rule(std::string_view selectors, const Declarations& declarations);
  void index_rule(Rule rule);
  void collect(const Index& index, std::string_view key, const GumboNode* element,
               std::vector<std::uint32_t>& matched, Budget& budget) const;
  std::vector<std::uint32_t> matched_rules(const GumboNode* element, Budget& budget) const;

  std::vector<Rule> rules_;
  Index by_id_, by_class_, by_tag_;
  std::vector<std::uint32_t> universal_;
};

}  // namespace verifier::extract
