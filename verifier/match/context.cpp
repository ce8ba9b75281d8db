// match/context.cpp: looks for context terms in three places around a match,
// nearest first, each folded on its own so offsets stay local.
#include "match/context.h"

#include <utf8proc.h>

#include <algorithm>

#include "match/normalize.h"

namespace verifier::match {
namespace {

// A block may be a whole table flattened into one line: look no further
// than this many bytes either side of the match within it.
constexpr std::size_t block_reach = 1500;

struct Region {
  std::size_t begin;
  std::size_t end;
  const char* where;
};

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

Region same_block(std::string_view text, std::size_t begin, std::size_t end) {
  std::size_t lb = text.rfind('\n', begin == 0 ? 0 : begin - 1);
  lb = (lb == std::string_view::npos || begin == 0) ? 0 : lb + 1;
  std::size_t le = text.find('\n', end);
  if (le == std::string_view::npos) le = text.size();
  lb = std::max(lb, begin > block_reach ? begin - block_reach : 0);
  le = std::min(le, end + block_reach);
  return {lb, le, "in the same block"};
}

Region nearby_words(std::string_view text, std::size_t begin, std::size_t end, std::size_t n) {
  std::size_t b = begin;
  // Each step moves back one word: at most n words.
  for (std::size_t w = 0; w < n && b > 0; ++w) {
    while (b > 0 && is_space(text[b - 1])) --b;
    while (b > 0 && !is_space(text[b - 1])) --b;
  }
  std::size_t e = end;
  for (std::size_t w = 0; w < n && e < text.size(); ++w) {
    while (e < text.size() && is_space(text[e])) ++e;
    while (e < text.size() && !is_space(text[e])) ++e;
  }
  return {b, e, "nearby"};
}

Region title(std::string_view text) {
  std::size_t e = text.find('\n');
  return {0, e == std::string_view::npos ? text.size() : e, "in the title"};
}

// The first term found in the region, outside the match itself.
const ContextTerm* find_in(std::string_view text, Region r, std::size_t begin, std::size_t end,
                           const std::vector<ContextTerm>& terms) {
  if (r.end <= r.begin || terms.empty()) return nullptr;
  std::string_view part = text.substr(r.begin, r.end - r.begin);
  Normalized folded = normalize(part);
  for (const auto& term : terms) {
    if (term.key.empty()) continue;
    std::size_t at = folded.text.find(term.key);
    // Each step moves past one occurrence: bounded by the region's size.
    while (at != std::string::npos) {
      auto [b, e] = original_span(folded, part, at, at + term.key.size());
      bool inside_match = r.begin + b < end && r.begin + e > begin;
      if (!inside_match && on_word_boundaries(part, b, e)) return &term;
      at = folded.text.find(term.key, at + 1);
    }
  }
  return nullptr;
}

char32_t first_letter(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    char32_t c = char_at(s, i);
    auto cat = utf8proc_category(static_cast<utf8proc_int32_t>(c));
    if (cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO) return c;
    ++i;
    while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
  }
  return 0;
}

}  // namespace

std::optional<std::string> find_context(std::string_view text, std::size_t begin,
                                        std::size_t end,
                                        const std::vector<ContextTerm>& system_terms,
                                        const std::vector<ContextTerm>& computer_words,
                                        std::size_t context_words) {
  Region regions[] = {same_block(text, begin, end), nearby_words(text, begin, end, context_words),
                      title(text)};
  for (const auto& r : regions) {
    for (const auto* terms : {&system_terms, &computer_words}) {
      const ContextTerm* hit = find_in(text, r, begin, end, *terms);
      if (hit == nullptr) continue;
      std::string where = r.where;
      if (where == "nearby") where = "within " + std::to_string(context_words) + " words";
      return hit->kind + " \"" + hit->text + "\" " + where;
    }
  }
  return std::nullopt;
}

bool case_fits(std::string_view alias, std::string_view found) {
  char32_t a = first_letter(alias);
  char32_t f = first_letter(found);
  if (a == 0 || f == 0) return true;
  bool alias_capital = utf8proc_isupper(static_cast<utf8proc_int32_t>(a));
  bool found_lower = utf8proc_islower(static_cast<utf8proc_int32_t>(f));
  return !(alias_capital && found_lower);
}

bool in_compound(std::string_view text, std::size_t begin, std::size_t end) {
  auto is_hyphen = [](char32_t c) { return c == '-' || c == 0x2010 || c == 0x2011; };
  char32_t before = char_before(text, begin);
  if (is_hyphen(before)) {
    std::size_t at = begin - (before == '-' ? 1 : 3);
    if (is_word_char(char_before(text, at))) return true;
  }
  char32_t after = char_at(text, end);
  if (is_hyphen(after)) {
    std::size_t at = end + (after == '-' ? 1 : 3);
    if (is_word_char(char_at(text, at))) return true;
  }
  return false;
}

bool followed_by_product(std::string_view text, std::size_t end,
                         const std::vector<std::string>& product_keys) {
  if (product_keys.empty()) return false;
  std::size_t b = end;
  while (b < text.size() && (text[b] == ' ' || text[b] == '\t')) ++b;
  std::size_t e = b;
  // A word: up to the next space, at most 40 bytes.
  while (e < text.size() && e - b < 40 && !is_space(text[e])) ++e;
  if (e == b) return false;
  std::string word = normalize_key(text.substr(b, e - b));
  return std::find(product_keys.begin(), product_keys.end(), word) != product_keys.end();
}

}  // namespace verifier::match
