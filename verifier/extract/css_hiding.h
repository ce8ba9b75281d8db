// extract/css_hiding.h: which elements a page's own CSS hides. Takes: the
// text of the page's <style> elements, and an element's tag, id and classes
// or its inline style. Gives: whether a browser would not show it.
// Only what a reader's screen certainly applies: rules outside any @media or
// @supports block whose selector is one compound of tag, .class and #id
// (no combinators, attributes or pseudo-classes), declaring display:none or
// visibility:hidden. A later rule with the same selector that shows it wins.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace verifier::extract {

// An inline style="" (or one rule's declarations) that hides.
bool declarations_hide(std::string_view declarations);

class HiddenSelectors {
 public:
  void add_style_sheet(std::string_view css);
  bool empty() const { return by_key_.empty(); }

  // `classes` is the class attribute as written.
  bool hides(std::string_view tag, std::string_view id, std::string_view classes) const;

 private:
  struct Compound {
    std::string tag;  // "" for any
    std::string id;
    std::vector<std::string> classes;
    bool hidden = false;
  };
  void add_rule(std::string_view selectors, bool hidden);
  bool matches(const Compound& c, std::string_view tag, std::string_view id,
               std::string_view classes) const;
  bool any_match(const std::string& key, std::string_view tag, std::string_view id,
                 std::string_view classes) const;

  // Indexed by "#id", ".first-class" or the tag, whichever the selector has.
  std::unordered_map<std::string, std::vector<Compound>> by_key_;
};

}  // namespace verifier::extract
