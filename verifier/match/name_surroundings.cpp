// match/name_surroundings.cpp: what stands around a name and rules it out
// or marks it, whatever its context: the head of a list's row and an older
// machine's, its case, a link (a wiki link's target, an address), a
// compound, a bracket, a partition ("Narval (GPU)") or a product after it.
#include "match/context.h"

#include <utf8proc.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "core/table_text.h"
#include "core/utf8.h"
#include "match/context_words.h"
#include "match/normalize.h"
#include "match/table_row.h"

namespace verifier::match {

// The words of a passage and its blocks, shared with the other files of
// context.h (context_words.h).
using namespace internal;

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
