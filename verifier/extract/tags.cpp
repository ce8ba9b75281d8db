// extract/tags.cpp: the element-name tables behind tags.h.
#include <algorithm>
#include <array>
#include <string_view>

#include "extract/tags.h"

namespace verifier::extract {
namespace {

template <std::size_t N>
bool in(const std::array<std::string_view, N>& sorted, std::string_view tag) {
  return std::binary_search(sorted.begin(), sorted.end(), tag);
}

constexpr auto kVoid = std::to_array<std::string_view>(
    {"area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img",
     "input", "keygen", "link", "meta", "param", "source", "track", "wbr"});

constexpr auto kOptionalEnd = std::to_array<std::string_view>(
    {"body", "caption", "colgroup", "dd", "dt", "head", "html", "li", "optgroup",
     "option", "p", "rb", "rp", "rt", "rtc", "tbody", "td", "tfoot", "th", "thead", "tr"});

constexpr auto kRawText = std::to_array<std::string_view>(
    {"iframe", "noembed", "noframes", "script", "style", "textarea", "title", "xmp"});

constexpr auto kBlock = std::to_array<std::string_view>(
    {"address", "article", "aside",    "blockquote", "body",   "br",     "caption",
     "center",  "dd",      "details",  "dialog",     "dir",    "div",    "dl",
     "dt",      "fieldset", "figcaption", "figure",  "footer", "form",   "frameset",
     "h1",      "h2",      "h3",       "h4",         "h5",     "h6",     "header",
     "hgroup",  "hr",      "html",     "legend",     "li",     "listing", "main",
     "menu",    "nav",     "ol",       "optgroup",   "option", "p",      "plaintext",
     "pre",     "search",  "section",  "summary",    "table",  "tbody",  "td",
     "tfoot",   "th",      "thead",    "tr",         "ul",     "xmp"});

}  // namespace

bool is_void_element(std::string_view tag) { return in(kVoid, tag); }
bool has_optional_end_tag(std::string_view tag) { return in(kOptionalEnd, tag); }
bool is_raw_text_element(std::string_view tag) { return in(kRawText, tag); }
bool is_block_element(std::string_view tag) { return in(kBlock, tag); }

}  // namespace verifier::extract
