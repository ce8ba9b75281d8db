// extract/tags.cpp: the element-name tables behind tags.h.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "extract/tags.h"

namespace verifier::extract {
namespace {

// A sorted table of names, with which first letters its names of each length
// have: most tags a page uses ("div", "span", "a") are in none of the short
// tables and are turned away by one bit, not a search (the parser's input is
// made by asking up to three tables of every tag of the page).
template <std::size_t N>
class Names {
 public:
  constexpr explicit Names(std::array<std::string_view, N> sorted) : sorted_(sorted) {
    // A name of 16 letters or more fails to compile here: starts_ grows first.
    for (auto name : sorted_) starts_[name.size()] |= std::uint32_t{1} << (name[0] - 'a');
  }

  bool has(std::string_view tag) const {
    if (tag.empty() || tag.size() >= starts_.size() || tag[0] < 'a' || tag[0] > 'z') return false;
    if (((starts_[tag.size()] >> (tag[0] - 'a')) & 1) == 0) return false;
    return std::binary_search(sorted_.begin(), sorted_.end(), tag);
  }

 private:
  std::array<std::string_view, N> sorted_;
  std::array<std::uint32_t, 16> starts_{};  // [length]: bit (first letter - 'a')
};

constexpr Names kVoid(std::to_array<std::string_view>(
    {"area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img",
     "input", "keygen", "link", "meta", "param", "source", "track", "wbr"}));

constexpr Names kOptionalEnd(std::to_array<std::string_view>(
    {"body", "caption", "colgroup", "dd", "dt", "head", "html", "li", "optgroup",
     "option", "p", "rb", "rp", "rt", "rtc", "tbody", "td", "tfoot", "th", "thead", "tr"}));

constexpr Names kRawText(std::to_array<std::string_view>(
    {"iframe", "noembed", "noframes", "script", "style", "textarea", "title", "xmp"}));

constexpr Names kBlock(std::to_array<std::string_view>(
    {"address", "article", "aside",    "blockquote", "body",   "br",     "caption",
     "center",  "dd",      "details",  "dialog",     "dir",    "div",    "dl",
     "dt",      "fieldset", "figcaption", "figure",  "footer", "form",   "frameset",
     "h1",      "h2",      "h3",       "h4",         "h5",     "h6",     "header",
     "hgroup",  "hr",      "html",     "legend",     "li",     "listing", "main",
     "menu",    "nav",     "ol",       "optgroup",   "option", "p",      "plaintext",
     "pre",     "search",  "section",  "summary",    "table",  "tbody",  "td",
     "tfoot",   "th",      "thead",    "tr",         "ul",     "xmp"}));

}  // namespace

bool is_void_element(std::string_view tag) { return kVoid.has(tag); }
bool has_optional_end_tag(std::string_view tag) { return kOptionalEnd.has(tag); }
bool is_raw_text_element(std::string_view tag) { return kRawText.has(tag); }
bool is_block_element(std::string_view tag) { return kBlock.has(tag); }

}  // namespace verifier::extract
