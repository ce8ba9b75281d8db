// match/context.cpp: looks for context terms in three places around a match,
// nearest first, each cut out of the page's fold (FoldedPage) as if folded
// on its own, so a region's edges are its own.
#include "match/context.h"

#include <utf8proc.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/context_words.h"
#include "match/normalize.h"
#include "match/ordinary.h"
#include "match/table_row.h"

namespace verifier::match {

// The words of a passage and its blocks, shared with the other files of
// context.h (context_words.h).
using namespace internal;

namespace {

// A block may be a whole table flattened into one line: look no further
// than this many bytes either side of the match within it.
constexpr std::size_t block_reach = 1500;

}  // namespace

namespace internal {

Region same_block(std::string_view text, std::size_t begin, std::size_t end) {
  std::size_t lb = text.rfind('\n', begin == 0 ? 0 : begin - 1);
  lb = (lb == std::string_view::npos || begin == 0) ? 0 : lb + 1;
  std::size_t le = text.find('\n', end);
  if (le == std::string_view::npos) le = text.size();
  lb = std::max(lb, begin > block_reach ? begin - block_reach : 0);
  le = std::min(le, end + block_reach);
  return {lb, le, "in the same block"};
}

}  // namespace internal

namespace {

Region nearby_words(std::string_view text, std::size_t begin, std::size_t end, std::size_t n) {
  std::size_t b = begin;
  // Each step moves back one word: at most n words.
  for (std::size_t w = 0; w < n && b > 0; ++w) {
    while (b > 0 && is_html_space(text[b - 1])) --b;
    while (b > 0 && !is_html_space(text[b - 1])) --b;
  }
  std::size_t e = end;
  for (std::size_t w = 0; w < n && e < text.size(); ++w) {
    while (e < text.size() && is_html_space(text[e])) ++e;
    while (e < text.size() && !is_html_space(text[e])) ++e;
  }
  return {b, e, "nearby"};
}

// The words nearby, within what the block's row lets them reach
// (BlockRow::words_from, words_to): a table's row stays out of the rows
// beside it, whose site and accelerators are another system's.
Region nearby_in_row(std::string_view text, const BlockRow& row, std::size_t begin, std::size_t end,
                     std::size_t n) {
  Region near = nearby_words(text, begin, end, n);
  near.begin = std::max(near.begin, row.words_from);
  near.end = std::min(near.end, row.words_to);
  return near;
}

// The page's first line, where it is a title: a first line longer than any
// title is the page itself run together (a JSON file, a text without line
// breaks), and a word far from the name there is no context of it ("anl" of
// "anl\u00e4sslich" 600 KB from "Akte Aurora"); its own block still counts.
Region title(std::string_view text) {
  constexpr std::size_t title_most = 400;  // bytes
  std::size_t e = text.find('\n');
  if (e == std::string_view::npos) e = text.size();
  return {0, e > title_most ? 0 : e, "in the title"};
}

}  // namespace

std::string_view page_title(std::string_view text) {
  const Region r = title(text);
  return text.substr(r.begin, r.end - r.begin);
}

namespace {

// An ordinary word written as a name: capitalised ("Stability", not "the
// stability of"), and in capitals where the name is ("SIAM", not "Siam").
bool as_name(std::string_view name, std::string_view found) {
  const char32_t c = char_at(found, 0);
  return utf8proc_isupper(static_cast<utf8proc_int32_t>(c)) && (!in_capitals(name) || in_capitals(found));
}

// The first of `terms` that `wanted` accepts and text[from, to) holds on
// word boundaries, at no [b, e) that `skipped` names (the match itself); a
// term `as_name` only as a name is written. Boundaries are those of the
// region: its edges count as the text's.
template <typename Wanted, typename Skipped>
const ContextTerm* first_term(FoldedPage& page, std::size_t from, std::size_t to,
                              const std::vector<ContextTerm>& terms, Wanted&& wanted, Skipped&& skipped) {
  if (to <= from || terms.empty()) return nullptr;
  const std::string_view part = page.text().substr(from, to - from);
  const FoldedSpan folded = page.span(from, to);
  for (const auto& term : terms) {
    if (term.key.empty() || !wanted(term)) continue;
    // Each step moves past one occurrence: bounded by the region's size.
    for (std::size_t at = folded.text.find(term.key); at != std::string::npos;
         at = folded.text.find(term.key, at + 1)) {
      auto [b, e] = original_span(folded, page.text(), at, at + term.key.size());
      if (!skipped(b, e) && on_word_boundaries(part, b - from, e - from) &&
          (!term.as_name || as_name(term.text, page.text().substr(b, e - b))))
        return &term;
    }
  }
  return nullptr;
}

}  // namespace

FoldedPage::FoldedPage(std::string_view text) : text_(text), folding_(text), rows_(text) {}

void FoldedPage::hold(std::size_t from, std::size_t to) {
  // Past what is held, or before it: a fold starts afresh there.
  if (from < held_from_ || from > folding_.at() || held_from_ == folding_.at()) {
    held_from_ = from;
    folding_ = Folding(text_, from);
    held_.text.clear();
    held_.origin.clear();
  }
  folding_.append_until(to, held_);
  // A page of names folded stretch by stretch holds no more than this
  // (folded bytes) before it lets go of what the scan has passed.
  constexpr std::size_t kept_bytes = std::size_t{64} * 1024;
  if (held_.text.size() > kept_bytes && from > held_from_) {
    const auto gone = std::lower_bound(held_.origin.begin(), held_.origin.end(), from) -
                      held_.origin.begin();
    held_.text.erase(0, static_cast<std::size_t>(gone));
    held_.origin.erase(held_.origin.begin(), held_.origin.begin() + gone);
    held_from_ = from;
  }
}

FoldedSpan FoldedPage::span(std::size_t from, std::size_t to) {
  if (to <= from) return {};
  if (held(from, to)) return fold_of(held_, text_, from, to);
  // Where the title ends is looked for only by a region that starts the
  // page: a page of one line is all title, and a passage far into it is not.
  if (from == 0 && !title_ && to == title(text_).end) {
    title_ = normalize(text_.substr(0, to));
    title_end_ = to;
  }
  if (title_ && to <= title_end_) return fold_of(*title_, text_, from, to);
  hold(from, to);
  return fold_of(held_, text_, from, to);
}

std::pair<std::size_t, std::size_t> passage_of(std::string_view text, std::size_t begin,
                                               std::size_t end) {
  Region r = same_block(text, begin, end);
  return {r.begin, r.end};
}

const ContextTerm* find_term(FoldedPage& page, std::size_t from, std::size_t to,
                             const std::vector<ContextTerm>& terms, std::string_view kind,
                             const std::vector<std::pair<std::size_t, std::size_t>>& skip) {
  return first_term(page, from, to, terms, [&](const ContextTerm& t) { return t.kind == kind; },
                    [&](std::size_t b, std::size_t e) {
                      return std::any_of(skip.begin(), skip.end(),
                                         [&](const auto& s) { return b < s.second && e > s.first; });
                    });
}

std::optional<FoundContext> find_context(FoldedPage& page, std::size_t begin, std::size_t end,
                                         const std::vector<ContextTerm>& system_terms,
                                         std::size_t context_words, Tie tie,
                                         const std::function<bool(std::size_t, std::size_t)>& passed_over) {
  const std::string_view text = page.text();
  const Region block = same_block(text, begin, end);
  const BlockRow& table = page.block_row(block.begin, block.end);
  // A table's row is the passage: another row's site is another system's.
  const auto pipe_row = table.pipe_row(begin, end);
  const Region row = pipe_row ? Region{pipe_row->first, pipe_row->second, "in the same row"} : block;
  Region regions[] = {row, pipe_row ? row : nearby_in_row(text, table, begin, end, context_words), title(text)};
  // The block and the words nearby, folded as one stretch: the nearby words
  // may reach into the blocks before.
  if (!system_terms.empty())
    page.hold(std::min(regions[0].begin, regions[1].begin), std::max(regions[0].end, regions[1].end));
  for (const auto& r : regions) {
    // A country counts only beside the name (country_beside), not anywhere near.
    const ContextTerm* hit = first_term(
        page, r.begin, r.end, system_terms,
        [tie](const ContextTerm& t) {
          switch (tie) {
            case Tie::any: return t.kind != "country";
            case Tie::facts_only: return t.kind == "model" || t.kind == "count";
            case Tie::owner: return t.kind == "operator" || t.kind == "site";
          }
          return false;
        },
        [&](std::size_t b, std::size_t e) { return (b < end && e > begin) || (passed_over && passed_over(b, e)); });
    if (hit == nullptr) continue;
    std::string where = r.where;
    if (where == "nearby") where = "within " + std::to_string(context_words) + " words";
    return FoundContext{hit, hit->kind + " \"" + hit->text + "\" " + where};
  }
  return std::nullopt;
}

}  // namespace verifier::match
