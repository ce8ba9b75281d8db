// extract/css_hiding.cpp: a small CSS reader, enough for hiding rules.
#include <cctype>
#include "core/ascii.h"
#include <optional>
#include <string>
#include <string_view>

#include "extract/css_hiding.h"

namespace verifier::extract {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

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

// Index of the '}' matching the '{' at `open` (or the end of the text).
std::size_t block_close(std::string_view css, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < css.size(); ++i) {
    if (css[i] == '{') ++depth;
    if (css[i] == '}' && --depth == 0) return i;
  }
  return css.size();
}

// nullopt: the declarations say nothing about display or visibility.
std::optional<bool> hiding_of(std::string_view declarations) {
  std::optional<bool> hidden;
  std::size_t i = 0;
  while (i <= declarations.size()) {
    std::size_t end = declarations.find(';', i);
    if (end == std::string_view::npos) end = declarations.size();
    std::string_view d = declarations.substr(i, end - i);
    i = end + 1;
    std::size_t colon = d.find(':');
    if (colon == std::string_view::npos) continue;
    std::string name = ascii_lower(trim(d.substr(0, colon)));
    std::string value = ascii_lower(trim(d.substr(colon + 1)));
    if (auto bang = value.find('!'); bang != std::string::npos) value = trim(value.substr(0, bang));
    if (name == "display") hidden = value == "none";
    else if (name == "visibility") hidden = value == "hidden" || value == "collapse";
  }
  return hidden;
}

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool has_class(std::string_view classes, std::string_view name) {
  std::size_t i = 0;
  while (i < classes.size()) {
    while (i < classes.size() && is_space(classes[i])) ++i;
    std::size_t start = i;
    while (i < classes.size() && !is_space(classes[i])) ++i;
    if (classes.substr(start, i - start) == name) return true;
  }
  return false;
}

}  // namespace

bool declarations_hide(std::string_view declarations) {
  return hiding_of(declarations).value_or(false);
}

void HiddenSelectors::add_style_sheet(std::string_view raw) {
  std::string css = without_comments(raw);
  std::string_view s = css;
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t open = s.find_first_of("{;", i);
    if (open == std::string_view::npos) break;
    std::string_view prelude = trim(s.substr(i, open - i));
    if (s[open] == ';') {  // @import, @charset: no block
      i = open + 1;
      continue;
    }
    std::size_t close = block_close(s, open);
    if (!prelude.empty() && prelude.front() != '@') {
      if (auto hidden = hiding_of(s.substr(open + 1, close - open - 1))) add_rule(prelude, *hidden);
    }
    i = close + 1;
  }
}

// Parses each selector of a list; keeps the simple compounds only.
void HiddenSelectors::add_rule(std::string_view selectors, bool hidden) {
  std::size_t i = 0;
  while (i <= selectors.size()) {
    std::size_t comma = selectors.find(',', i);
    if (comma == std::string_view::npos) comma = selectors.size();
    std::string_view sel = trim(selectors.substr(i, comma - i));
    i = comma + 1;
    Compound c;
    c.hidden = hidden;
    std::size_t k = 0;
    while (k < sel.size() && is_name_char(sel[k])) ++k;
    c.tag = ascii_lower(sel.substr(0, k));
    bool simple = true;
    while (k < sel.size() && simple) {
      char sigil = sel[k++];
      std::size_t start = k;
      while (k < sel.size() && is_name_char(sel[k])) ++k;
      std::string name(sel.substr(start, k - start));
      simple = !name.empty() && (sigil == '.' || (sigil == '#' && c.id.empty()));
      if (sigil == '.') c.classes.push_back(name);
      else c.id = name;
    }
    if (!simple || sel.empty()) continue;
    std::string key = !c.id.empty() ? "#" + c.id
                      : !c.classes.empty() ? "." + c.classes.front() : c.tag;
    by_key_[key].push_back(std::move(c));
  }
}

bool HiddenSelectors::matches(const Compound& c, std::string_view tag, std::string_view id,
                              std::string_view classes) const {
  if (!c.tag.empty() && c.tag != tag) return false;
  if (!c.id.empty() && c.id != id) return false;
  for (const auto& name : c.classes)
    if (!has_class(classes, name)) return false;
  return true;
}

// The last matching rule under one key decides for that key.
bool HiddenSelectors::any_match(const std::string& key, std::string_view tag,
                                std::string_view id, std::string_view classes) const {
  auto it = by_key_.find(key);
  if (it == by_key_.end()) return false;
  std::optional<bool> hidden;
  for (const auto& c : it->second)
    if (matches(c, tag, id, classes)) hidden = c.hidden;
  return hidden.value_or(false);
}

bool HiddenSelectors::hides(std::string_view tag, std::string_view id,
                            std::string_view classes) const {
  if (by_key_.empty()) return false;
  if (!id.empty() && any_match("#" + std::string(id), tag, id, classes)) return true;
  std::size_t i = 0;
  while (i < classes.size()) {
    while (i < classes.size() && is_space(classes[i])) ++i;
    std::size_t start = i;
    while (i < classes.size() && !is_space(classes[i])) ++i;
    if (i > start && any_match("." + std::string(classes.substr(start, i - start)), tag, id, classes))
      return true;
  }
  return any_match(std::string(tag), tag, id, classes);
}

}  // namespace verifier::extract
