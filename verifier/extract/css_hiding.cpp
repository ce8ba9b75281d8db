// extract/css_hiding.cpp: a small CSS reader, enough for the cascade of
// the few properties that decide what text shows: style sheets and their
// at-rules, declarations, media queries, and the per-element cascade.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/ascii.h"
#include "extract/css_hiding.h"

namespace verifier::extract {
namespace {

// The screen we read for: a desktop browser window, scripts off.
constexpr double kViewportWidth = 1280;
constexpr double kViewportHeight = 720;
constexpr double kFontSize = 16;

// Declared values, per property.
enum DisplayValue : std::uint8_t {
  d_none, d_block, d_inline, d_block_flex, d_inline_flex, d_revert, d_inherit
};
enum VisibilityValue : std::uint8_t { v_hidden, v_visible };

std::string without_comments(std::string_view css) {
  std::string out;
  out.reserve(css.size());
  std::size_t i = 0;
  while (i < css.size()) {
    std::size_t start = css.find("/*", i);
    if (start == std::string_view::npos) break;
    out.append(css.substr(i, start - i));
    std::size_t end = css.find("*/", start + 2);
    i = end == std::string_view::npos ? css.size() : end + 2;
  }
  if (i < css.size()) out.append(css.substr(i));
  return out;
}

// CSS strings ("..." or '...', a backslash escaping the next character),
// skipped as the tokenizer skips them: nothing inside one opens or closes
// a block.
class CssString {
 public:
  // True when the character at `i` opens, continues or closes a string;
  // `i` then stands on its last character (past an escape).
  bool skips(std::string_view css, std::size_t& i) {
    char c = css[i];
    if (quote_) {
      if (c == '\\') ++i;
      else if (c == quote_) quote_ = 0;
      return true;
    }
    if (c != '"' && c != '\'') return false;
    quote_ = c;
    return true;
  }

 private:
  char quote_ = 0;
};

// Index of the '}' matching the '{' at `open` (or the end of the text).
std::size_t block_close(std::string_view css, std::size_t open) {
  int depth = 0;
  CssString string;
  for (std::size_t i = open; i < css.size(); ++i) {
    if (string.skips(css, i)) continue;
    if (css[i] == '{') ++depth;
    else if (css[i] == '}' && --depth == 0) return i;
  }
  return css.size();
}

// Where the next rule starts: past spaces and the "<!--" and "-->" that old
// pages wrap their sheets in (CSS ignores them between rules).
std::size_t rule_start(std::string_view s, std::size_t i) {
  while (i < s.size()) {
    if (is_html_space(s[i])) ++i;
    else if (s.substr(i, 4) == "<!--") i += 4;
    else if (s.substr(i, 3) == "-->") i += 3;
    else break;
  }
  return i;
}

// Where the prelude starting at `i` ends: at the '{' of its block, or the
// ';' that ends an at-rule statement. Strings and bracketed blocks are
// skipped as CSS's tokenizer skips them: a sheet that opens with
// "<![CDATA[" is, to a browser, one invalid rule up to the "]]" closing it.
std::size_t prelude_end(std::string_view s, std::size_t i) {
  bool at_rule = i < s.size() && s[i] == '@';
  int depth = 0;
  CssString string;
  for (; i < s.size(); ++i) {
    if (string.skips(s, i)) continue;
    char c = s[i];
    if (c == '(' || c == '[') {
      ++depth;
    } else if (c == '{') {
      if (depth == 0) return i;
      ++depth;
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      --depth;
    } else if (c == ';' && depth == 0 && at_rule) {
      return i;
    }
  }
  return std::string_view::npos;
}

std::optional<std::uint8_t> display_value(std::string_view v) {
  if (v == "none") return d_none;
  if (v == "revert" || v == "revert-layer") return d_revert;
  if (v == "inherit") return d_inherit;
  bool flex = v.find("flex") != std::string_view::npos || v.find("grid") != std::string_view::npos ||
              v.find("box") != std::string_view::npos;
  bool inline_level = v.starts_with("inline") || v.starts_with("-webkit-inline") ||
                      v.starts_with("-ms-inline") || has_word(v, "inline") || v == "ruby" ||
                      v == "contents" || v == "initial" || v == "unset";
  if (flex) return inline_level ? d_inline_flex : d_block_flex;
  if (inline_level) return d_inline;
  if (v.starts_with("block") || v.starts_with("list-item") || v.starts_with("table") ||
      v.starts_with("flow") || v == "run-in" || v.starts_with("-webkit-"))
    return d_block;
  return std::nullopt;  // invalid: the browser ignores the declaration
}

std::optional<std::uint8_t> visibility_value(std::string_view v) {
  if (v == "hidden" || v == "collapse") return v_hidden;
  if (v == "visible" || v == "initial") return v_visible;
  return std::nullopt;  // inherit, unset: the parent's, as without it
}

void declare(Declared& d, std::optional<std::uint8_t> value, bool important) {
  if (!value) return;
  // Within one block the last declaration wins, unless an earlier one is !important.
  if (d.set && d.important && !important) return;
  d = {*value, important, true};
}

Declarations parse_declarations(std::string_view text) {
  Declarations out;
  std::size_t i = 0;
  while (i <= text.size()) {
    std::size_t end = text.find(';', i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view d = text.substr(i, end - i);
    i = end + 1;
    std::size_t colon = d.find(':');
    if (colon == std::string_view::npos) continue;
    std::string name = ascii_lower(html_trim(d.substr(0, colon)));
    std::string value = ascii_lower(html_trim(d.substr(colon + 1)));
    bool important = false;
    if (auto bang = value.find('!'); bang != std::string::npos) {
      important = html_trim(std::string_view(value).substr(bang + 1)) == "important";
      value = std::string(html_trim(std::string_view(value).substr(0, bang)));
    }
    if (name == "display") declare(out.display, display_value(value), important);
    else if (name == "visibility") declare(out.visibility, visibility_value(value), important);
    else if (name == "float")
      declare(out.floating, value == "left" || value == "right" || value.starts_with("inline-"),
              important);
    else if (name == "position")
      declare(out.position, value == "absolute" || value == "fixed", important);
  }
  return out;
}

bool says_anything(const Declarations& d) {
  return d.display.set || d.visibility.set || d.floating.set || d.position.set;
}

// A number and its unit ("768px", "2dppx", "0": CSS's dimension, or a
// bare number with an empty unit); nullopt when it starts with no number.
struct Dimension {
  double number;
  std::string unit;
};

std::optional<Dimension> dimension(std::string_view v) {
  std::string text(html_trim(v));
  char* end = nullptr;
  double n = std::strtod(text.c_str(), &end);
  if (end == text.c_str()) return std::nullopt;
  return Dimension{n, std::string(html_trim(std::string_view(end)))};
}

// A length in px ("768px", "48em", "0"); nullopt when it is not one.
std::optional<double> length_px(std::string_view v) {
  auto d = dimension(v);
  if (!d) return std::nullopt;
  if (d->unit == "px" || (d->unit.empty() && d->number == 0)) return d->number;
  if (d->unit == "em" || d->unit == "rem") return d->number * kFontSize;
  return std::nullopt;
}

std::optional<double> resolution_dppx(std::string_view v) {
  auto d = dimension(v);
  if (!d) return std::nullopt;
  if (d->unit == "dppx" || d->unit == "x" || d->unit.empty()) return d->number;
  if (d->unit == "dpi") return d->number / 96;
  if (d->unit == "dpcm") return d->number * 2.54 / 96;
  return std::nullopt;
}

bool compare(double actual, std::string_view op, double limit) {
  if (op == ">=") return actual >= limit;
  if (op == "<=") return actual <= limit;
  if (op == ">") return actual > limit;
  if (op == "<") return actual < limit;
  return actual == limit;
}

// "(width >= 600px)" or "(600px <= width)": range syntax.
bool range_feature(std::string_view f) {
  std::size_t at = f.find_first_of("<>=");
  if (at == std::string_view::npos) return false;
  std::size_t op_end = f.find_first_not_of("<>=", at);
  if (op_end == std::string_view::npos) return false;
  std::string_view left = html_trim(f.substr(0, at)), op = f.substr(at, op_end - at);
  std::string_view right = html_trim(f.substr(op_end));
  bool name_left = left == "width" || left == "height";
  std::string_view name = name_left ? left : right;
  auto limit = length_px(name_left ? right : left);
  if (!limit || (name != "width" && name != "height")) return false;
  double actual = name == "width" ? kViewportWidth : kViewportHeight;
  if (name_left) return compare(actual, op, *limit);
  std::string flipped(op);  // "600px <= width" is "width >= 600px"
  for (char& c : flipped) c = c == '<' ? '>' : c == '>' ? '<' : c;
  return compare(actual, flipped, *limit);
}

// A feature without a value: "(color)", "(hover)", or a range "(width >= 600px)".
bool bare_feature_matches(std::string_view f) {
  f = html_trim(f);
  if (f.find_first_of("<>=") != std::string_view::npos) return range_feature(f);
  return f == "color" || f == "hover" || f == "pointer" || f == "any-hover" || f == "any-pointer";
}

// "min-width" is a minimum on "width"; "width" is neither.
struct FeatureName {
  std::string_view name, base;
  bool is_min = false, is_max = false;
};

FeatureName feature_name(std::string_view name) {
  bool is_min = name.starts_with("min-"), is_max = name.starts_with("max-");
  return {name, is_min || is_max ? name.substr(4) : name, is_min, is_max};
}

bool is_size_feature(const FeatureName& f) {
  return f.base == "width" || f.base == "device-width" || f.base == "height" ||
         f.base == "device-height";
}

// The viewport's width or height against a length.
bool size_matches(const FeatureName& f, std::string_view value) {
  auto px = length_px(value);
  if (!px) return false;
  double actual = f.base.find("width") != std::string_view::npos ? kViewportWidth : kViewportHeight;
  if (f.is_min) return actual >= *px;
  if (f.is_max) return actual <= *px;
  return actual == *px;
}

// "resolution" and the prefixed "-webkit-min-device-pixel-ratio", against one pixel a pixel.
bool resolution_matches(const FeatureName& f, std::string_view value) {
  auto dppx = resolution_dppx(value);
  if (!dppx) return false;
  if (f.is_min || f.name.find("min-") != std::string_view::npos) return 1 >= *dppx;
  if (f.is_max || f.name.find("max-") != std::string_view::npos) return 1 <= *dppx;
  return *dppx == 1;
}

// The keyword each discrete feature has on the screen we read for.
constexpr std::pair<std::string_view, std::string_view> kKeywordFeatures[] = {
    {"orientation", "landscape"},
    {"prefers-color-scheme", "light"},
    {"prefers-reduced-motion", "no-preference"},
    {"prefers-contrast", "no-preference"},
    {"hover", "hover"},
    {"any-hover", "hover"},
    {"pointer", "fine"},
    {"any-pointer", "fine"},
    {"scripting", "none"},
    {"display-mode", "browser"}};

bool keyword_matches(std::string_view name, std::string_view value) {
  for (const auto& [feature, ours] : kKeywordFeatures)
    if (name == feature) return value == ours;
  return false;
}

// One "(feature: value)" for the screen we read for; unknown: false.
bool feature_matches(std::string_view f) {
  std::size_t colon = f.find(':');
  if (colon == std::string_view::npos) return bare_feature_matches(f);
  FeatureName name = feature_name(html_trim(f.substr(0, colon)));
  std::string_view value = html_trim(f.substr(colon + 1));
  if (is_size_feature(name)) return size_matches(name, value);
  if (name.base == "resolution" || name.name.ends_with("device-pixel-ratio"))
    return resolution_matches(name, value);
  return keyword_matches(name.name, value);
}

// One query of a media query list: [not|only] [type] [and (feature)]...
bool query_matches(std::string_view q) {
  q = html_trim(q);
  bool negate = false;
  if (q.starts_with("not ")) {
    negate = true;
    q = html_trim(q.substr(4));
  } else if (q.starts_with("only ")) {
    q = html_trim(q.substr(5));
  }
  bool result = true;
  std::size_t i = 0;
  while (i < q.size() && result) {
    if (is_html_space(q[i])) {
      ++i;
    } else if (q[i] == '(') {
      std::size_t close = q.find(')', i);
      if (close == std::string_view::npos) close = q.size();
      result = feature_matches(q.substr(i + 1, close - i - 1));
      i = close + 1;
    } else {
      std::size_t end = i;
      while (end < q.size() && !is_html_space(q[end]) && q[end] != '(') ++end;
      std::string_view word = q.substr(i, end - i);
      if (word != "and" && word != "all" && word != "screen") result = false;
      i = end;
    }
  }
  return result != negate;
}

bool media_matches(std::string_view list) {
  std::string lowered = ascii_lower(html_trim(list));
  if (lowered.empty()) return true;
  std::string_view s = lowered;
  std::size_t i = 0;
  while (i <= s.size()) {
    std::size_t comma = s.find(',', i);
    if (comma == std::string_view::npos) comma = s.size();
    if (query_matches(s.substr(i, comma - i))) return true;
    i = comma + 1;
  }
  return false;
}

// Each name of a class attribute ("nav  md:hidden" is two), in order.
template <class Visit>
void for_each_class(std::string_view classes, Visit visit) {
  std::size_t i = 0;
  while (i < classes.size()) {
    while (i < classes.size() && is_html_space(classes[i])) ++i;
    std::size_t start = i;
    while (i < classes.size() && !is_html_space(classes[i])) ++i;
    if (i > start) visit(classes.substr(start, i - start));
  }
}

// Applies, in cascade order, the declarations one origin level brings.
void overlay(ElementStyle& out, const Declarations& d, bool important) {
  if (d.display.set && d.display.important == important) {
    switch (d.display.value) {
      case d_none: out.display = ElementStyle::Display::none; break;
      case d_block: out.display = ElementStyle::Display::block; break;
      case d_inline: out.display = ElementStyle::Display::inline_level; break;
      case d_block_flex: out.display = ElementStyle::Display::block; break;
      case d_inline_flex: out.display = ElementStyle::Display::inline_level; break;
      case d_inherit: out.display = ElementStyle::Display::inherit; break;
      default: out.display = ElementStyle::Display::unset; break;
    }
    out.blockifies_children = d.display.value == d_block_flex || d.display.value == d_inline_flex;
  }
  if (d.visibility.set && d.visibility.important == important)
    out.visible = d.visibility.value == v_visible;
  if (d.floating.set && d.floating.important == important) out.floats = d.floating.value != 0;
  if (d.position.set && d.position.important == important) out.out_of_flow = d.position.value != 0;
}

}  // namespace

bool declarations_hide(std::string_view declarations) {
  Declarations d = parse_declarations(declarations);
  return (d.display.set && d.display.value == d_none) ||
         (d.visibility.set && d.visibility.value == v_hidden);
}

void PageStyle::add_style_sheet(std::string_view raw, std::string_view media) {
  if (!media_matches(media)) return;
  add_block(without_comments(raw));
}

// The rules of a sheet or of a conditional group rule's block.
void PageStyle::add_block(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    i = rule_start(s, i);
    std::size_t open = prelude_end(s, i);
    if (open == std::string_view::npos) break;
    std::string_view prelude = html_trim(s.substr(i, open - i));
    if (s[open] == ';') {  // @import, @charset: no block
      i = open + 1;
      continue;
    }
    std::size_t close = block_close(s, open);
    std::string_view body = s.substr(open + 1, close - open - 1);
    i = close + 1;
    if (prelude.starts_with("@")) {
      std::string at = ascii_lower(prelude.substr(0, prelude.find_first_of(" \t\n\r\f(")));
      if ((at == "@media" && media_matches(prelude.substr(at.size()))) || at == "@supports" ||
          at == "@layer" || at == "@container")
        add_block(body);
      continue;
    }
    if (prelude.empty()) continue;
    Declarations d = parse_declarations(body);
    if (says_anything(d)) add_rule(prelude, d);
  }
}

void PageStyle::add_rule(std::string_view selectors, const Declarations& declarations) {
  auto list = parse_selector_list(selectors);
  if (!list) return;  // the browser drops a rule with a selector it cannot read
  for (auto& p : *list) index_rule({std::move(p.selector), p.specificity, declarations});
}

// Filed under its rightmost compound's id, else a class, else its tag.
void PageStyle::index_rule(Rule rule) {
  auto at = static_cast<std::uint32_t>(rules_.size());
  const Compound& last = rule.selector.back();
  const SimpleSelector* cls = nullptr;
  const SimpleSelector* tag = nullptr;
  const SimpleSelector* id = nullptr;
  for (const auto& s : last.simples) {
    if (s.kind == SimpleSelector::Kind::id) id = &s;
    if (s.kind == SimpleSelector::Kind::cls && !cls) cls = &s;
    if (s.kind == SimpleSelector::Kind::tag) tag = &s;
    if (s.kind == SimpleSelector::Kind::never) return;  // can never match: not kept
  }
  if (id) by_id_[id->name].push_back(at);
  else if (cls) by_class_[cls->name].push_back(at);
  else if (tag) by_tag_[tag->name].push_back(at);
  else universal_.push_back(at);
  rules_.push_back(std::move(rule));
}

void PageStyle::collect(const Index& index, std::string_view key, const GumboNode* element,
                        std::vector<std::uint32_t>& matched, Budget& budget) const {
  auto it = index.find(key);
  if (it == index.end()) return;
  for (std::uint32_t r : it->second)
    if (matches(rules_[r].selector, element, budget)) matched.push_back(r);
}

// The rules that match an element, in cascade order: by specificity, then
// by their place in the page's sheets.
std::vector<std::uint32_t> PageStyle::matched_rules(const GumboNode* element, Budget& budget) const {
  const GumboVector* attributes = &element->v.element.attributes;
  std::vector<std::uint32_t> matched;
  if (const GumboAttribute* id = gumbo_get_attribute(attributes, "id"))
    collect(by_id_, id->value, element, matched, budget);
  if (const GumboAttribute* cls = gumbo_get_attribute(attributes, "class"))
    for_each_class(cls->value, [&](std::string_view name) {
      collect(by_class_, name, element, matched, budget);
    });
  std::string scratch;
  collect(by_tag_, element_tag(element, scratch), element, matched, budget);
  for (std::uint32_t r : universal_)
    if (matches(rules_[r].selector, element, budget)) matched.push_back(r);
  std::sort(matched.begin(), matched.end(), [&](std::uint32_t a, std::uint32_t b) {
    return rules_[a].specificity != rules_[b].specificity
               ? rules_[a].specificity < rules_[b].specificity
               : a < b;
  });
  matched.erase(std::unique(matched.begin(), matched.end()), matched.end());
  return matched;
}

ElementStyle PageStyle::style_of(const GumboNode* element, Budget& budget) const {
  const GumboAttribute* style = gumbo_get_attribute(&element->v.element.attributes, "style");
  std::optional<Declarations> inline_style;
  if (style && *style->value) inline_style = parse_declarations(style->value);
  std::vector<std::uint32_t> matched;
  if (!rules_.empty()) matched = matched_rules(element, budget);
  ElementStyle out;
  for (bool important : {false, true}) {
    for (std::uint32_t r : matched) overlay(out, rules_[r].declarations, important);
    if (inline_style) overlay(out, *inline_style, important);
  }
  return out;
}

}  // namespace verifier::extract
