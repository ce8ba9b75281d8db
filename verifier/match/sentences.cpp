// match/sentences.cpp: the sentence around a place (where one ends, where
// it starts), a Markdown heading, and the list a section holds after a
// name.
#include "match/context.h"

#include <cctype>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

#include "core/table_text.h"
#include "match/table_row.h"

namespace verifier::match {

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

constexpr std::size_t section_most = 2500;  // bytes: a few paragraphs and a list

// The start of the line that holds `at`.
std::size_t line_start(std::string_view text, std::size_t at) {
  const std::size_t nl = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  return nl == std::string_view::npos ? 0 : nl + 1;
}

// The first list after the line that holds `end` in the section that
// starts at `section`, before the next heading: its first item's start
// and its last item's end; nothing when there is none.
std::optional<std::pair<std::size_t, std::size_t>> first_list_after(std::string_view text, std::size_t end,
                                                                    std::size_t section) {
  std::optional<std::pair<std::size_t, std::size_t>> list;
  for (std::size_t e = text.find('\n', end); e != std::string_view::npos && e + 1 - section <= section_most;
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
  return list;
}

}  // namespace

std::optional<std::pair<std::size_t, std::size_t>> list_in_section(std::string_view text, std::size_t begin,
                                                                   std::size_t end) {
  // Back to the section's heading; the title is none. A name in a list
  // item is that item's: the next items are other subjects.
  std::size_t b = line_start(text, begin);
  if (list_item(text, b)) return std::nullopt;
  while (!heading_line(text, b)) {
    if (b == 0 || end - b > section_most) return std::nullopt;
    b = line_start(text, b - 1);
  }
  // On to the first list after the name's block, and the list's end.
  auto list = first_list_after(text, end, b);
  // A list the limit stops inside is longer than the section may be.
  if (list && (list->second - b > section_most ||
               (list->second < text.size() && list_item(text, list->second + 1))))
    return std::nullopt;
  return list;
}

}  // namespace verifier::match
