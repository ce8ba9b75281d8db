// match/context.cpp: looks for context terms in three places around a match,
// nearest first, each cut out of the page's fold (FoldedPage) as if folded
// on its own, so a region's edges are its own.
#include "match/context.h"

#include <utf8proc.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <tuple>

#include "core/ascii.h"
#include "core/table_text.h"
#include "core/utf8.h"
#include "match/normalize.h"
#include "match/ordinary.h"
#include "match/table_row.h"

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

char32_t first_letter(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    char32_t c = char_at(s, i);
    auto cat = utf8proc_category(static_cast<utf8proc_int32_t>(c));
    if (cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO) return c;
    i = next_char_start(s, i);
  }
  return 0;
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
  constexpr std::size_t kept_bytes = 64 * 1024;
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

bool sentence_ends_at(std::string_view text, std::size_t at) {
  if (at >= text.size()) return false;
  using namespace std::string_view_literals;
  for (std::string_view mark : {"\u3002"sv, "\uFF01"sv, "\uFF1F"sv, row_line_break})  // 。！？, a row's line break
    if (at + 1 >= mark.size() && text.substr(at + 1 - mark.size(), mark.size()) == mark) return true;
  if (at + 1 >= text.size() || text[at + 1] != ' ') return false;
  // A bullet opens a list item as " - " does: "• 8 ExaFLOPs • 64 x CS-3s".
  constexpr std::string_view bullet = "\u2022";
  if (at + 1 >= bullet.size() && text.substr(at + 1 - bullet.size(), bullet.size()) == bullet)
    return true;
  const char c = text[at];
  return c == '.' || c == '!' || c == '?' || (c == '-' && at > 0 && text[at - 1] == ' ');
}

std::size_t sentence_start(std::string_view text, std::size_t from, std::size_t at) {
  while (at > from && !sentence_ends_at(text, at - 1)) --at;
  return at;
}

std::pair<std::size_t, std::size_t> sentence_of(std::string_view text, std::size_t begin,
                                                std::size_t end) {
  auto [pb, pe] = passage_of(text, begin, end);
  std::size_t e = end;
  while (e < pe && !sentence_ends_at(text, e)) ++e;
  return {sentence_start(text, pb, begin), std::min(pe, e + 1)};
}

bool heading_line(std::string_view text, std::size_t at) {
  std::size_t n = 0;
  while (at + n < text.size() && text[at + n] == '#') ++n;
  return n >= 1 && n <= 6 && at + n < text.size() && text[at + n] == ' ';
}

namespace {

// Whether the line at `at` is an item of a list: "- ", "* ", "+ ", "• ",
// or a number and ". " ("1. ").
bool list_item(std::string_view text, std::size_t at) {
  const std::string_view line = text.substr(at, 4);
  if (line.starts_with("- ") || line.starts_with("* ") || line.starts_with("+ ") ||
      text.substr(at).starts_with("\u2022 "))
    return true;
  std::size_t n = 0;
  while (at + n < text.size() && n < 3 && std::isdigit(static_cast<unsigned char>(text[at + n])) != 0) ++n;
  return n > 0 && text.substr(at + n).starts_with(". ");
}

}  // namespace

std::optional<std::pair<std::size_t, std::size_t>> list_in_section(std::string_view text, std::size_t begin,
                                                                   std::size_t end) {
  constexpr std::size_t section_most = 2500;  // bytes: a few paragraphs and a list
  auto line_start = [&](std::size_t at) {
    const std::size_t nl = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
    return nl == std::string_view::npos ? 0 : nl + 1;
  };
  // Back to the section's heading; the title is none. A name in a list
  // item is that item's: the next items are other subjects.
  std::size_t b = line_start(begin);
  if (list_item(text, b)) return std::nullopt;
  while (!heading_line(text, b)) {
    if (b == 0 || end - b > section_most) return std::nullopt;
    b = line_start(b - 1);
  }
  // On to the first list after the name's block, and the list's end.
  std::optional<std::pair<std::size_t, std::size_t>> list;
  for (std::size_t e = text.find('\n', end); e != std::string_view::npos && e + 1 - b <= section_most;
       e = text.find('\n', e + 1)) {
    const std::size_t at = e + 1;
    if (heading_line(text, at)) break;
    const bool item = list_item(text, at);
    if (!item && list) break;
    if (!item) continue;
    std::size_t le = text.find('\n', at);
    if (le == std::string_view::npos) le = text.size();
    if (!list) list = std::pair{at, le};
    list->second = le;
  }
  // A list the limit stops inside is longer than the section may be.
  if (list && (list->second - b > section_most ||
               (list->second < text.size() && list_item(text, list->second + 1))))
    return std::nullopt;
  return list;
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

namespace {

bool upper_initial(std::string_view word) {
  char32_t c = char_at(word, 0);
  return c != 0 && utf8proc_isupper(static_cast<utf8proc_int32_t>(c));
}

// The word that ends at `end` (spaces only before it), or "".
std::pair<std::size_t, std::size_t> word_before(std::string_view text, std::size_t end) {
  std::size_t b = end;
  while (b > 0 && !is_html_space(text[b - 1])) --b;
  return {b, end};
}

std::pair<std::size_t, std::size_t> word_after(std::string_view text, std::size_t begin) {
  std::size_t e = begin;
  while (e < text.size() && !is_html_space(text[e])) ++e;
  return {begin, e};
}

// Whether a phrase is one of the system's own: its key holds an operator,
// site or country term, or lies inside one ("Oak Ridge" in "Oak Ridge
// National Lab", "瑞士" among Switzerland's names).
// The term's kind ("operator", "site", "country"), or nullptr.
const std::string* own_phrase(std::string_view phrase, const std::vector<ContextTerm>& terms) {
  std::string key = normalize_key(phrase);
  if (key.size() < 2) return nullptr;
  for (const auto& t : terms) {
    if (t.kind != "operator" && t.kind != "site" && t.kind != "country") continue;
    if (t.key.size() >= 3 && key.find(t.key) != std::string::npos) return &t.kind;
    if (key.size() >= 3 && t.key.find(key) != std::string::npos) return &t.kind;
  }
  return nullptr;
}

bool connective(std::string_view w) {
  return w == "of" || w == "for" || w == "and" || w == "de" || w == "du" || w == "der" ||
         w == "&";
}

// Up to `most` capitalised words starting at `at` (connectives between
// them allowed: "University of Tokyo"), as the page writes them.
std::string capitalised_from(std::string_view text, std::size_t at, int most) {
  std::size_t end = at;
  std::size_t e = at;
  for (int n = 0; n < most && e < text.size(); ++n) {
    auto [wb, we] = word_after(text, e);
    std::string_view w = text.substr(wb, we - wb);
    if (w.empty()) break;
    bool stops = w.back() == ',' || w.back() == ';' || w.back() == ':' || w.back() == ')' ||
                 w.back() == '.';
    if (upper_initial(w)) end = stops ? we - 1 : we;
    else if (!connective(w) || end == at) break;
    if (stops || we >= text.size() || text[we] != ' ') break;
    e = we + 1;
  }
  return std::string(text.substr(at, end - at));
}

}  // namespace

namespace {

// Words that carry a country to the name it gives a system: "the Swiss
// system Alps", "the Italian system called Leonardo", "the third USA
// exascale computer, El Capitan", "the USA Aurora exascale system". A
// computer word is no context of its own (file systems and products stand
// beside them too), and a country without one says nothing ("the Swiss
// Alps" are mountains).
bool computer_word(std::string_view key) {
  static constexpr std::string_view words[] = {
      "system",   "systems",   "supercomputer", "supercomputers", "computer", "computers",
      "machine",  "cluster",   "exascale",      "preexascale",    "petascale"};
  return std::find(std::begin(words), std::end(words), key) != std::end(words);
}

// Quotes and brackets around a name, a hashtag before it and a trade mark
// after it leave the name where the sentence has it: "Oracle's “Frontier”"
// and "Frontier™ at Vantage" give it to their owner as the bare name does.
constexpr std::array<std::string_view, 12> opening_marks = {
    "\"", "'", "(", "[", "#", "\u201C", "\u2018", "\u201E", "\u00AB", "\u2039", "\u300C", "\u300E"};
constexpr std::array<std::string_view, 12> closing_marks = {
    "\"", "'", ")", "]", "\u201D", "\u2019", "\u00BB", "\u203A", "\u300D", "\u300F", "\u2122", "\u00AE"};

// Where the name at `begin` starts with the mark opening it, if any.
std::size_t before_opening_mark(std::string_view text, std::size_t begin) {
  const std::string_view before = text.substr(0, begin);
  for (std::string_view m : opening_marks)
    if (before.ends_with(m)) return begin - m.size();
  return begin;
}

// The end of a reference glued to the name that ends at `end` ("Frontier[3]",
// as copied from an encyclopedia), or `end` where there is none.
std::size_t after_reference(std::string_view text, std::size_t end) {
  if (end >= text.size() || text[end] != '[') return end;
  std::size_t e = end + 1;
  while (e < text.size() && e - end <= 4 && is_ascii_digit(text[e])) ++e;
  return e > end + 1 && e < text.size() && text[e] == ']' ? e + 1 : end;
}

// Where the name that ends at `end` ends with the marks closing it
// ("Frontier”™", "Frontier[3]"); a possessive's apostrophe is one, so
// "Frontier's at" gives nothing after it.
std::size_t after_closing_marks(std::string_view text, std::size_t end) {
  for (int n = 0; n < 2; ++n) {
    auto it = std::find_if(closing_marks.begin(), closing_marks.end(),
                           [&](std::string_view m) { return text.substr(end).starts_with(m); });
    if (it == closing_marks.end()) break;
    end += it->size();
  }
  return after_reference(text, end);
}

// Past a computer word right after the name: "the Frontier supercomputer
// at Vantage" is Vantage's as "Frontier at Vantage" is.
std::size_t after_computer_word(std::string_view text, std::size_t end) {
  if (end >= text.size() || text[end] != ' ') return end;
  std::size_t we = end + 1;
  while (we < text.size() && is_ascii_alpha(text[we])) ++we;
  return computer_word(ascii_lower(text.substr(end + 1, we - end - 1))) ? we : end;
}

bool starts_sentence(std::string_view text, std::size_t word_begin) {
  std::size_t b = word_begin;
  while (b > 0 && text[b - 1] == ' ') --b;
  if (b == 0 || text[b - 1] == '\n') return true;
  char c = text[b - 1];
  return c == '.' || c == '!' || c == '?' || c == ':' || c == '"' || c == '(' || c == '-';
}

}  // namespace

std::optional<GivenOwner> owner_given(std::string_view text, std::size_t name_begin, std::size_t name_end,
                                      const std::vector<ContextTerm>& system_terms) {
  const std::size_t begin = before_opening_mark(text, name_begin);
  const std::size_t end = after_closing_marks(text, name_end);
  auto given = [&](std::string_view owner) {
    const std::string* kind = own_phrase(owner, system_terms);
    return GivenOwner{std::string(owner), kind != nullptr, kind ? *kind : "operator"};
  };
  // "波兰的Helios" (Poland's Helios): 的 marks the owner in Chinese.
  constexpr std::string_view de = "\u7684";
  if (begin > de.size() && text.substr(0, begin).ends_with(de)) {
    std::size_t b = begin - de.size();
    // Back over at most eight characters of the owner, to a space or mark.
    for (int n = 0; n < 8 && b > 0 && is_spaceless(char_before(text, b)); ++n)
      b -= char_before(text, b) < 0x10000 ? 3 : 4;
    std::string_view owner = text.substr(b, begin - de.size() - b);
    if (!owner.empty()) return given(owner);
  }
  if (begin >= 2 && text[begin - 1] == ' ') {
    std::string_view before = text.substr(0, begin - 1);
    std::size_t mark = before.ends_with("'s") ? 2 : before.ends_with("\u2019s") ? 4 : 0;
    if (mark != 0) {
      auto [wb, we] = word_before(before, before.size() - mark);
      // "Oak Ridge's": up to three more capitalised words before the last.
      for (int n = 0; n < 3 && wb >= 2 && text[wb - 1] == ' '; ++n) {
        auto [pb, pe] = word_before(text, wb - 1);
        if (pe == pb || !upper_initial(text.substr(pb, pe - pb)) || starts_sentence(text, wb)) break;
        wb = pb;
      }
      std::string_view owner = text.substr(wb, we - wb);
      if (upper_initial(owner)) return given(owner);
    }
  }
  if (const std::size_t e = after_computer_word(text, end); e < text.size() && text[e] == ' ') {
    auto [wb, we] = word_after(text, e + 1);
    std::string_view link = text.substr(wb, we - wb);
    if ((link == "at" || link == "of") && we < text.size() && text[we] == ' ') {
      std::size_t at = we + 1;
      if (text.substr(at).starts_with("the ")) at += 4;
      std::string owner = capitalised_from(text, at, 6);
      bool has_digit = std::any_of(owner.begin(), owner.end(), [](char c) { return is_ascii_digit(c); });
      if (!owner.empty() && !has_digit) return given(owner);
    }
  }
  // "Dojo, Tesla's ambitious, custom-built AI supercomputer": an apposition
  // that gives the name its own owner. Another owner there says nothing: a
  // comma joins the items of a list too ("Frontier, Google's TPU pods").
  if (end + 1 < text.size() && text[end] == ',' && text[end + 1] == ' ') {
    const std::size_t at = end + 2;
    auto [wb, we] = word_after(text, at);
    std::string_view word = text.substr(wb, we - wb);
    const std::size_t mark = word.ends_with("'s") ? 2 : word.ends_with("\u2019s") ? 4 : 0;
    if (mark != 0 && upper_initial(word)) {
      auto owner = given(word.substr(0, word.size() - mark));
      if (owner.own) return owner;
    }
  }
  return std::nullopt;
}

namespace {

// A lower-case word of five letters or more that title case would have
// capitalised: "The Hollywood Reporter, LLC is a subsidiary of Prometheus
// Global Media" is a sentence of proper nouns, not a heading. Prepositions
// and conjunctions stay lower case in most headline styles.
bool prose_word(std::string_view word) {
  while (!word.empty() && static_cast<unsigned char>(word.back()) < 0x80 &&
         !is_ascii_alnum(word.back()))
    word.remove_suffix(1);
  if (word.size() < 5) return false;
  static constexpr std::array<std::string_view, 26> kept_lower = {
      "about",  "above",  "across", "after",  "against", "along",   "among",   "around", "before",
      "behind", "below",  "beside", "between", "beyond", "during", "except",  "inside", "since",
      "through", "toward", "towards", "under", "until",  "versus", "within",  "without"};
  return std::find(kept_lower.begin(), kept_lower.end(), word) == kept_lower.end();
}

// A heading in title case ("ORNL Unveils Frontier At ISC"), the page's
// title included when it is written so: capitals there
// say nothing about proper names. Words of four letters or more counted,
// the name itself not, and four in five capitalised (a sentence with a few
// proper nouns is no heading); a long capitalised block is a menu or a
// table row, where the neighbours of a name are other names ("Aurora
// Polaris Sophia"), and no heading either.
bool title_case_block(std::string_view text, std::size_t begin, std::size_t end) {
  constexpr int heading_words = 25;
  Region block = same_block(text, begin, end);
  // A row of values joins its fields without spaces, so it has few words
  // and most of them capitalised, yet it is no heading: "Leonardo SpA,Atos"
  // is the company, in the site field of davinci-1's row.
  if (values_separator(text, block.begin, block.end) != 0) return false;
  int all_words = 0;
  int words = 0;
  int capitalised = 0;
  std::size_t at = block.begin;
  // Each step moves past one word of the block.
  while (at < block.end) {
    while (at < block.end && is_html_space(text[at])) ++at;
    auto [wb, we] = word_after(text, at);
    we = std::min(we, block.end);
    all_words += we > wb ? 1 : 0;
    const bool the_name = wb >= begin && we <= end;
    if (we - wb >= 4 && !the_name && first_letter(text.substr(wb, 1)) != 0) {
      ++words;
      const bool upper = upper_initial(text.substr(wb, we - wb));
      capitalised += upper ? 1 : 0;
      if (!upper && prose_word(text.substr(wb, we - wb))) return false;
    }
    at = we;
  }
  return all_words <= heading_words && words >= 3 && capitalised * 10 >= words * 8;
}

std::size_t block_words(std::string_view text, std::size_t at) {
  Region block = same_block(text, at, at);
  std::size_t words = 0;
  bool in_word = false;
  for (std::size_t i = block.begin; i < block.end; ++i) {
    bool space = is_html_space(text[i]);
    words += !space && !in_word ? 1 : 0;
    in_word = !space;
  }
  return words;
}

// A name alone in its block between short blocks: an entry of a menu or a
// list of links ("Aurora / Polaris / Sophia / Crux"), which names every
// system of the site on every page of it.
bool menu_entry(std::string_view text, std::size_t begin, std::size_t end) {
  // Short in words and in bytes: a sentence of a script written without
  // spaces is one "word" long.
  auto short_block = [&](std::size_t at) {
    Region r = same_block(text, at, at);
    return r.end - r.begin <= 40 && block_words(text, at) <= 4;
  };
  Region block = same_block(text, begin, end);
  if (block.begin < 2 || block.end + 1 >= text.size()) return false;
  return short_block(begin) && short_block(block.begin - 2) && short_block(block.end + 1);
}

std::string bare_key(std::string_view word) {
  while (!word.empty() && !is_word_char(char_at(word, 0)) && !is_spaceless(char_at(word, 0)))
    word.remove_prefix(1);
  // "Booster</td>": markup left in a text page is no part of the word, nor
  // is the next field of a row of values ("HiPerGator AI,\"NVIDIA DGX A100").
  word = word.substr(0, word.find_first_of("<,"));
  return normalize_key(word);
}

bool own_word(const std::string& key, const std::vector<ContextTerm>& terms,
              const std::vector<std::string_view>& alias_keys,
              const std::vector<std::string>& name_words) {
  if (key.empty()) return true;
  if (std::find(name_words.begin(), name_words.end(), key) != name_words.end()) return true;
  for (const auto& a : alias_keys)
    if (a.find(key) != std::string::npos) return true;
  for (const auto& t : terms)
    if (t.key.find(key) != std::string::npos) return true;
  return false;
}

}  // namespace

namespace {

// "GR00T N1 2B,Eagle 2,Gemma2 9B": a field of a row of values (`sep`, its
// separator) that adds a small number to the name holds another's name (a
// model, a later generation: "Colossus 2" is no Colossus); "Aurora
// 9,264,128" is a count. Prose is no field: "Frontier 2, the sequel".
bool numbered_field_after(std::string_view text, std::size_t end, char sep) {
  if (sep == 0 || end + 1 >= text.size() || text[end] != ' ') return false;
  std::size_t at = end + 1;
  while (at < text.size() && at - end <= 3 && is_ascii_digit(text[at])) ++at;
  const std::size_t digits = at - end - 1;
  if (digits == 0 || digits > 2) return false;
  if (at == text.size() || text[at] == '\n' || text[at] == '"') return true;
  return text[at] == sep && (at + 1 == text.size() || !is_ascii_digit(text[at + 1]));
}

// The letters and digits a word starts with ("Instrument" of
// "Instrument,\"BullSequana"); bytes of other scripts count as letters.
std::size_t word_chars(std::string_view word) {
  std::size_t n = 0;
  while (n < word.size() && (static_cast<unsigned char>(word[n]) >= 0x80 || is_ascii_alpha(word[n]) ||
                             is_ascii_digit(word[n])))
    ++n;
  return n;
}

// The capitalised words joined by single spaces to [begin, end), the name
// with them: "JUPITER Exascale Transition Instrument". At most eight words
// each side; a word that ends in a mark ends the phrase there.
Region capitalised_phrase(std::string_view text, std::size_t begin, std::size_t end) {
  constexpr int most = 8;
  Region phrase{begin, end, "phrase"};
  for (int n = 0; n < most && phrase.begin >= 2 && text[phrase.begin - 1] == ' '; ++n) {
    auto [wb, we] = word_before(text, phrase.begin - 1);
    if (we == wb || word_chars(text.substr(wb, we - wb)) != we - wb || !upper_initial(text.substr(wb, 1))) break;
    phrase.begin = wb;
  }
  for (int n = 0; n < most && phrase.end + 1 < text.size() && text[phrase.end] == ' '; ++n) {
    auto [wb, we] = word_after(text, phrase.end + 1);
    const std::size_t chars = word_chars(text.substr(wb, we - wb));
    if (chars == 0 || !upper_initial(text.substr(wb, 1))) break;
    phrase.end = wb + chars;
    if (chars != we - wb) break;
  }
  return phrase;
}

// The acronym written just before a phrase ("JETI - ", "JETI: ") or just
// after it (" (JETI)"), or "".
std::string_view acronym_beside(std::string_view text, Region phrase) {
  const std::string_view after = text.substr(phrase.end);
  if (after.starts_with(" (")) {
    const std::size_t close = after.find(')');
    if (close == std::string_view::npos) return "";
    const std::string_view inner = after.substr(2, close - 2);
    return word_chars(inner) == inner.size() ? inner : "";
  }
  if (phrase.begin < 2 || text[phrase.begin - 1] != ' ') return "";
  auto [wb, we] = word_before(text, phrase.begin - 1);
  std::string_view token = text.substr(wb, we - wb);
  if ((token == "-" || token == "\u2013") && wb >= 2 && text[wb - 1] == ' ') {
    std::tie(wb, we) = word_before(text, wb - 1);
    token = text.substr(wb, we - wb);
  } else if (token.ends_with(':')) {
    token.remove_suffix(1);
  } else {
    return "";
  }
  // "9,JETI": the row's earlier field is no part of it.
  std::size_t start = token.size();
  while (start > 0 && word_chars(token.substr(start - 1)) > 0) --start;
  return token.substr(start);
}

// Whether the name and the capitalised words joined to it spell, by their
// initials, an acronym written beside them: "JETI - JUPITER Exascale
// Transition Instrument", "... Instrument (JETI)". Those words are one
// proper name of their own, whatever words it holds, computer words too;
// but one word at least not the system's own (`own`): "JUWELS Booster
// Module (JBM)" is still the system. The phrase may start at any of its
// words up to the name's first: "The JUPITER ... (JETI)" leaves out the
// sentence's first word.
template <typename Own>
bool acronym_expansion(std::string_view text, std::size_t begin, std::size_t end, const Own& own) {
  const Region phrase = capitalised_phrase(text, begin, end);
  if (phrase.begin == begin && phrase.end == end) return false;
  std::string initials;
  std::vector<std::size_t> starts;
  bool foreign_after = false;  // a word after the name not the system's own
  std::size_t foreign_before = std::string_view::npos;  // the last such word before it
  std::size_t at = phrase.begin;
  // Each step moves past one word of the phrase.
  while (at < phrase.end) {
    auto [wb, we] = word_after(text, at);
    we = std::min(we, phrase.end);
    if (!is_ascii_alpha(text[wb])) return false;
    initials += static_cast<char>(std::toupper(static_cast<unsigned char>(text[wb])));
    starts.push_back(wb);
    if ((wb < begin || wb >= end) && !own(text.substr(wb, we - wb))) {
      if (wb < begin)
        foreign_before = wb;
      else
        foreign_after = true;
    }
    at = we;
    while (at < phrase.end && is_html_space(text[at])) ++at;
  }
  for (std::size_t k = 0; k < starts.size() && starts[k] <= begin; ++k) {
    const bool foreign = foreign_after || (foreign_before != std::string_view::npos && foreign_before >= starts[k]);
    if (foreign && initials.size() - k >= 2 &&
        acronym_beside(text, Region{starts[k], phrase.end, "phrase"}) == std::string_view(initials).substr(k))
      return true;
  }
  return false;
}

}  // namespace

NameUse name_use(FoldedPage& page, std::size_t begin, std::size_t end,
                 const std::vector<ContextTerm>& system_terms,
                 const std::vector<std::string_view>& own_alias_keys,
                 const std::vector<std::string>& name_word_keys) {
  const std::string_view text = page.text();
  auto joined = [&](std::size_t wb, std::size_t we) {
    std::string_view w = text.substr(wb, we - wb);
    return upper_initial(w) &&
           !own_word(bare_key(w), system_terms, own_alias_keys, name_word_keys);
  };
  bool before = false;
  if (begin >= 2 && text[begin - 1] == ' ' && !is_html_space(text[begin - 2])) {
    auto [wb, we] = word_before(text, begin - 1);
    // "HyperCLOVA 204B,Amazon Titan": a row of values joins its fields
    // without a space, and the field's own first word is the neighbour. So
    // does prose that drops the space after a comma ("on it,Amazon Titan").
    const std::size_t field = text.substr(wb, we - wb).rfind(',');
    if (field != std::string_view::npos && wb + field + 1 < we) wb += field + 1;
    char last = text[we - 1];
    // A possessive is an owner, weighed by owner_given(), not part of the name.
    std::string_view word = text.substr(wb, we - wb);
    bool separated = last == ',' || last == ';' || last == ':' || last == ')' || last == '.' ||
                     word.ends_with("'s") || word.ends_with("\u2019s");
    before = !separated && !starts_sentence(text, wb) && joined(wb, we);
  }
  bool after = false;
  if (end + 1 < text.size() && text[end] == ' ' && !is_html_space(text[end + 1])) {
    auto [wb, we] = word_after(text, end + 1);
    after = joined(wb, we);
  }
  auto own = [&](std::string_view w) { return own_word(bare_key(w), system_terms, own_alias_keys, name_word_keys); };
  if (acronym_expansion(text, begin, end, own)) return NameUse::longer_name;
  if (!before && !after) {
    const Region block = same_block(text, begin, end);
    if (numbered_field_after(text, end, page.block_row(block.begin, block.end).values_separator))
      return NameUse::longer_name;
    return menu_entry(text, begin, end) ? NameUse::menu : NameUse::name;
  }
  return title_case_block(text, begin, end) ? NameUse::heading : NameUse::longer_name;
}

bool only_own_words(std::string_view words, const std::vector<ContextTerm>& system_terms,
                    const std::vector<std::string>& name_word_keys) {
  std::size_t at = 0;
  // Each step moves past one word.
  while (at < words.size()) {
    while (at < words.size() && is_html_space(words[at])) ++at;
    auto [wb, we] = word_after(words, at);
    if (we == wb) break;
    std::string key = bare_key(words.substr(wb, we - wb));
    bool number = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
      return is_ascii_digit(c) || c == '.';
    });
    if (number || !own_word(key, system_terms, {}, name_word_keys)) return false;
    at = we;
  }
  return true;
}

namespace {

// "and", "or", "&", in any case ("Summit And Titan" in a title).
bool joining_word(std::string_view word) {
  return ascii_iequals(word, "and") || ascii_iequals(word, "or") || word == "&";
}

}  // namespace

std::size_t list_joint_before(std::string_view text, std::size_t at) {
  auto skip_spaces = [&](std::size_t i) {
    while (i > 0 && text[i - 1] == ' ') --i;
    return i;
  };
  std::size_t i = skip_spaces(at);
  const auto [wb, we] = word_before(text, i);
  if (joining_word(text.substr(wb, we - wb))) i = skip_spaces(wb);
  else if (i == 0 || text[i - 1] != ',') return at;
  // "Frontier, Aurora, and El Capitan": a comma before the word too.
  return i > 0 && text[i - 1] == ',' ? skip_spaces(i - 1) : i;
}

namespace {

}  // namespace

bool computer_word_in_sentence(std::string_view text, std::size_t begin, std::size_t end) {
  const auto [sb, se] = sentence_of(text, begin, end);
  for (std::size_t at = sb; at < se;) {
    auto [wb, we] = word_after(text, at);
    if (computer_word(bare_key(text.substr(wb, std::min(we, se) - wb)))) return true;
    at = we + 1;
  }
  return false;
}

namespace {

bool naming_word(std::string_view key) {
  return key == "called" || key == "named" || key == "codenamed" || key == "dubbed";
}

bool ends_clause(std::string_view word) {
  const char c = word.empty() ? ' ' : word.back();
  return c == '.' || c == ';' || c == ':' || c == '!' || c == '?' || c == ',' || c == ')';
}

// "the US exascale systems Frontier, Aurora and El Capitan": where the name
// at `begin` ends a list of capitalised names (list_joint_before), where
// the list begins, so that what carries a country to its first name
// carries it to each; else `begin`.
std::size_t list_start(std::string_view text, std::size_t begin) {
  auto skip_spaces = [&](std::size_t at) {
    while (at > 0 && text[at - 1] == ' ') --at;
    return at;
  };
  std::size_t at = list_joint_before(text, begin);
  if (at == begin) return begin;
  constexpr int most_words = 8;  // a few names of a few words
  std::size_t start = begin;
  for (int n = 0; n < most_words && at > 0; ++n) {
    auto [wb, we] = word_before(text, at);
    std::string_view word = text.substr(wb, we - wb);
    if (!word.empty() && word.back() == ',') word.remove_suffix(1);
    if (word.empty() || !upper_initial(word)) break;
    start = wb;
    at = skip_spaces(wb);
  }
  return start;
}

// Whether `word` is the system's country or its demonym ("Swiss").
bool own_country_word(std::string_view word, const std::vector<ContextTerm>& system_terms) {
  std::string key = bare_key(word);
  while (!key.empty() && !is_word_char(char_before(key, key.size()))) key.pop_back();
  // "USA", "UK": a short name only whole and capitalised.
  const bool whole = key.size() >= 2 && upper_initial(word);
  if (key.size() < 4 && !whole) return false;
  return std::any_of(system_terms.begin(), system_terms.end(), [&](const ContextTerm& t) {
    return t.kind == "country" && (key.size() >= 4 ? t.key.starts_with(key) : t.key == key);
  });
}

// "Jupiter, the German supercomputer,": an apposition after the name that
// gives it the system's country as a computer, as "the German supercomputer
// Jupiter" does before it ("Alps, the Swiss painter" is a person).
bool country_in_apposition(std::string_view text, std::size_t end, const std::vector<ContextTerm>& system_terms) {
  if (end >= text.size() || text[end] != ',') return false;
  // The word after `at`, past its spaces: its end, and its text.
  auto next_word = [&](std::size_t at) {
    while (at < text.size() && text[at] == ' ') ++at;
    const auto [wb, we] = word_after(text, at);
    return std::pair{we, text.substr(wb, we - wb)};
  };
  auto [at, word] = next_word(end + 1);
  const std::string article = bare_key(word);
  if (article == "the" || article == "a" || article == "an") std::tie(at, word) = next_word(at);
  if (word.empty() || ends_clause(word) || !own_country_word(word, system_terms)) return false;
  // Computer words, the last closing the noun phrase: "the Italian computer
  // scientist", "the American machine learning company" are no computers.
  bool computer = false;
  constexpr int most_words = 3;  // "exascale supercomputer system"
  for (int n = 0; n < most_words; ++n) {
    std::tie(at, word) = next_word(at);
    if (!computer_word(bare_key(word))) break;
    computer = true;
    if (ends_clause(word)) return true;
  }
  if (!computer) return false;
  static constexpr std::string_view after[] = {"at", "in", "on", "of", "for", "with", "by", "from", "that", "which", "and"};
  return word.empty() || std::find(std::begin(after), std::end(after), bare_key(word)) != std::end(after);
}

}  // namespace

bool country_beside(std::string_view text, std::size_t begin, std::size_t end,
                    const std::vector<ContextTerm>& system_terms) {
  auto is_country = [&](std::string_view word) { return own_country_word(word, system_terms); };
  auto [nb, ne] = word_after(text, end < text.size() && text[end] == ' ' ? end + 1 : end);
  bool carried = ne > nb && computer_word(bare_key(text.substr(nb, ne - nb)));
  std::size_t b = list_start(text, begin);
  while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '(' || text[b - 1] == ',')) --b;
  // Back over the words that carry the country to the name, a few at most.
  constexpr int carriers = 4;
  for (int n = 0; n <= carriers && b > 0; ++n) {
    auto [pb, pe] = word_before(text, b);
    if (pe == pb) break;
    std::string_view word = text.substr(pb, pe - pb);
    if (n > 0 && ends_clause(word)) break;
    if (is_country(word)) return carried;
    const std::string key = bare_key(word);
    if (!computer_word(key) && !naming_word(key)) break;
    carried = carried || computer_word(key);
    b = pb;
    while (b > 0 && text[b - 1] == ' ') --b;
  }
  if (country_in_apposition(text, end, system_terms)) return true;
  // After the name the country closes its clause: "Alps (Switzerland)",
  // "Alps, Switzerland."; "Leonardo, Italian painter" is a person.
  std::size_t e = end;
  while (e < text.size() && (text[e] == ' ' || text[e] == ',' || text[e] == '(')) ++e;
  constexpr std::size_t longest_country = 48;  // bytes: "United States of America"
  std::size_t stop = e;
  while (stop < text.size() && stop - e < longest_country &&
         std::string_view(")],.;:\n").find(text[stop]) == std::string_view::npos)
    ++stop;
  if (stop == e || stop - e >= longest_country) return false;
  const std::string key = normalize_key(text.substr(e, stop - e));
  return std::any_of(system_terms.begin(), system_terms.end(),
                     [&](const ContextTerm& t) { return t.kind == "country" && t.key == key; });
}

namespace {

// A spaced dash at `at` (" - ", " – ", " — "), on one line: its end, or npos.
std::size_t spaced_dash_end(std::string_view text, std::size_t at) {
  if (at >= text.size() || (text[at] != ' ' && text[at] != '\t')) return std::string_view::npos;
  while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
  std::size_t after = at;
  if (text.substr(at).starts_with("-")) after = at + 1;
  else if (text.substr(at).starts_with("\u2013") || text.substr(at).starts_with("\u2014")) after = at + 3;
  else return std::string_view::npos;
  if (after >= text.size() || (text[after] != ' ' && text[after] != '\t')) return std::string_view::npos;
  return after;
}

}  // namespace

bool heads_list_row(FoldedPage& page, std::size_t begin, std::size_t end) {
  const std::string_view text = page.text();
  if (spaced_dash_end(text, end) != std::string_view::npos) return true;
  if (begin == 0 || end >= text.size() || text[begin - 1] != text[end]) return false;
  const Region block = same_block(text, begin, end);
  const char sep = page.block_row(block.begin, block.end).values_separator;
  return sep != 0 && text[end] == sep;
}

bool older_machine_row(std::string_view text, std::size_t end, int first_year) {
  if (first_year <= 0) return false;
  std::size_t at = spaced_dash_end(text, end);
  if (at == std::string_view::npos) return false;
  constexpr int row_words = 40;
  // Each step moves past one word of the row, at most row_words of them.
  // A row's cells may stand one a line (the year the next cell): the look
  // runs on across lines and stops at the next row's title.
  for (int w = 0; w < row_words && at < text.size(); ++w) {
    while (at < text.size() && is_html_space(text[at])) ++at;
    std::size_t e = at;
    while (e < text.size() && !is_html_space(text[e])) ++e;
    std::string_view word = text.substr(at, e - at);
    if (word.size() == 4 && all_ascii_digits(word)) {
      const int year = std::stoi(std::string(word));
      if (year >= 1990 && year <= 2035) return year + 1 < first_year;
    }
    if (spaced_dash_end(text, e) != std::string_view::npos) return false;  // the next row's title
    at = e;
  }
  return false;
}

bool case_fits(std::string_view alias, std::string_view found) {
  char32_t a = first_letter(alias);
  char32_t f = first_letter(found);
  if (a == 0 || f == 0) return true;
  bool alias_capital = utf8proc_isupper(static_cast<utf8proc_int32_t>(a));
  bool found_lower = utf8proc_islower(static_cast<utf8proc_int32_t>(f));
  return !(alias_capital && found_lower);
}

namespace {

// A wiki cross-reference, Obsidian's or MediaWiki's: the link's target is
// the title of another note the page points to ("See [[Frontier#Network
// architecture]]", the "Frontier (supercomputer)" of "[[Frontier
// (supercomputer)|Frontier]]"), or a file it embeds ("![[TACC Horizon
// specs.jpg]]"), not the page naming the system. A link that shows the
// name as the sentence's word (the text after "|"; a bare link followed by
// a computer word: "the follow-on to the [[Frontera]] system"; one with an
// ending glued to it: "5x [[Eagle]]s") reads as the name itself. Both brackets on the same
// line, a short way off.
bool in_wiki_link(std::string_view text, std::size_t begin, std::size_t end) {
  constexpr std::size_t reach = 200;
  const std::size_t from = begin > reach ? begin - reach : 0;
  std::string_view before = text.substr(from, begin - from);
  const std::size_t open = before.rfind("[[");
  if (open == std::string_view::npos) return false;
  const bool embed = open > 0 && before[open - 1] == '!';
  before.remove_prefix(open + 2);
  if (before.find("]]") != std::string_view::npos || before.find('\n') != std::string_view::npos)
    return false;
  std::string_view after = text.substr(end, std::min(reach, text.size() - end));
  const std::size_t close = after.find("]]");
  if (close == std::string_view::npos) return false;
  after = after.substr(0, close);
  if (after.find('\n') != std::string_view::npos || after.find("[[") != std::string_view::npos)
    return false;
  if (embed || !after.empty()) return true;
  if (before.ends_with('|')) return false;  // the text shown in the sentence
  // A bare link is the title of the note it points to ("supported by
  // [[Grace]]": the CPU's note); it reads as the name only where a computer
  // word follows ("the follow-on to the [[Frontera]] system").
  if (!before.empty()) return true;
  std::size_t next = end + close + 2;
  // "5x [[Eagle]]s": an ending glued to the link inflects it as the
  // sentence's own word, as the text after "|" is.
  if (is_word_char(char_at(text, next))) return false;
  while (next < text.size() && text[next] == ' ') ++next;
  auto [wb, we] = word_after(text, next);
  return !(we > wb && computer_word(bare_key(text.substr(wb, we - wb))));
}

}  // namespace

namespace {

// The part of `before` (the token before a name at `begin`) that lies in the
// name's own field: a row of values glues its fields with no space, so the
// token holds the fields before the name ("system/179397.html,system,179397,"
// of scrap500's "...,179397,Summit,..."), and an address in one of them is
// no address around the name. The row is read within reach of the name, as
// a block is (a JSON page run into one line is not read whole each time).
std::string_view own_field(std::string_view text, std::size_t begin, std::string_view before) {
  if (before.find_first_of(",:") == std::string_view::npos) return before;
  constexpr std::size_t reach = 1500;
  std::size_t from = text.rfind('\n', begin);
  from = from == std::string_view::npos ? 0 : from + 1;
  from = std::max(from, begin > reach ? begin - reach : 0);
  const std::size_t to = std::min(text.find('\n', begin), std::min(text.size(), begin + reach));
  const char sep = values_separator(text, from, to);
  if (sep == 0) return before;
  const std::size_t last = before.rfind(sep);
  return last == std::string_view::npos ? before : before.substr(last + 1);
}

}  // namespace

bool in_link(std::string_view text, std::size_t begin, std::size_t end) {
  if (in_wiki_link(text, begin, end)) return true;
  // Only what stands before the name in its token says whether the name is
  // inside an address: "[Snellius](https://...)" names Snellius, then links.
  auto [wb, we] = word_before(text, begin);
  const std::string_view before = own_field(text, begin, text.substr(wb, we - wb));
  return before.find("://") != std::string_view::npos ||
         before.find("www.") != std::string_view::npos ||
         (before.find('/') != std::string_view::npos && before.find('.') != std::string_view::npos);
}

bool in_compound(std::string_view text, std::size_t begin, std::size_t end) {
  auto is_hyphen = [](char32_t c) { return c == '-' || c == 0x2010 || c == 0x2011; };
  // "pre-[[Horizon]]": a wiki link's brackets do not part the compound.
  if (text.substr(0, begin).ends_with("[[")) begin -= 2;
  if (text.substr(end).starts_with("]]")) end += 2;
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

bool split_by_bracket(std::string_view found, std::string_view alias) {
  constexpr std::string_view brackets = "()[]{}";
  return found.find_first_of(brackets) != std::string_view::npos &&
         alias.find_first_of(brackets) == std::string_view::npos;
}

bool hyphen_partition_after(std::string_view text, std::size_t end,
                     const std::vector<std::string>& name_word_keys) {
  if (end >= text.size() || text[end] != '-') return false;
  std::size_t e = end + 1;
  // Name words are ASCII: a word of any other letter is none of them.
  while (e < text.size() && static_cast<unsigned char>(text[e]) < 0x80 && is_word_char(char_at(text, e))) ++e;
  if (e == end + 1) return false;
  const std::string key = normalize_key(text.substr(end + 1, e - end - 1));
  return std::find(name_word_keys.begin(), name_word_keys.end(), key) != name_word_keys.end();
}

bool followed_by_product(std::string_view text, std::size_t end,
                         const std::vector<std::string>& product_keys) {
  if (product_keys.empty()) return false;
  std::size_t b = end;
  while (b < text.size() && (text[b] == ' ' || text[b] == '\t')) ++b;
  std::size_t e = b;
  // A word: up to the next space, at most 40 bytes.
  while (e < text.size() && e - b < 40 && !is_html_space(text[e])) ++e;
  if (e == b) return false;
  std::string word = normalize_key(text.substr(b, e - b));
  // A processor's specification follows a product, not a system: "Grace
  // 72C 3.1GHz", "Xeon 8480C".
  std::size_t digits = 0;
  while (digits < word.size() && is_ascii_digit(word[digits])) ++digits;
  if (digits > 0 && (word.substr(digits) == "c" || word.find("ghz") != std::string::npos)) return true;
  return std::find(product_keys.begin(), product_keys.end(), word) != product_keys.end();
}

std::size_t partition_after(std::string_view text, std::size_t end) {
  std::size_t at = end;
  if (at < text.size() && text[at] == ' ') ++at;
  // The lists also bracket it: "Narval (GPU)", "Rorqual (GPU)".
  const bool bracketed = at < text.size() && text[at] == '(';
  if (bracketed) ++at;
  for (std::string_view word : {"GPU", "CPU"}) {
    if (!text.substr(at).starts_with(word)) continue;
    const std::size_t after = at + word.size();
    if (bracketed ? char_at(text, after) == ')' : !is_word_char(char_at(text, after)))
      return after + (bracketed ? 1 : 0) - end;
  }
  return 0;
}

}  // namespace verifier::match
