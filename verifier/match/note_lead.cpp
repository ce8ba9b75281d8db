// match/note_lead.cpp: back to the page's start for a heading, then on to
// the first heading after the name and the one after that.
#include "match/note_lead.h"

#include <algorithm>
#include <string>

#include "core/ascii.h"
#include "match/context.h"

namespace verifier::match {

std::optional<std::pair<std::size_t, std::size_t>> lead_with_first_section(std::string_view text,
                                                                           std::size_t begin, std::size_t end) {
  constexpr std::size_t most = 2500;  // bytes: a lead and a section of a few lines
  const std::size_t newline = begin == 0 ? std::string_view::npos : text.rfind('\n', begin - 1);
  const std::size_t from = newline == std::string_view::npos ? 0 : newline + 1;
  // A lead opens the page; under a heading, the name is its section's.
  if (from > most) return std::nullopt;
  for (std::size_t at = 0; at < from; at = text.find('\n', at) + 1) {
    if (heading_line(text, at)) return std::nullopt;
    if (text.find('\n', at) == std::string_view::npos) break;
  }
  std::optional<std::size_t> first;
  for (std::size_t e = text.find('\n', end); e != std::string_view::npos && e + 1 - from <= most;
       e = text.find('\n', e + 1)) {
    if (!heading_line(text, e + 1)) continue;
    if (first) return std::pair{from, e};
    first = e + 1;
  }
  if (first && text.size() - from <= most) return std::pair{from, text.size()};
  return std::nullopt;
}

std::optional<std::pair<std::size_t, std::size_t>> titled_block(std::string_view text, std::size_t begin) {
  constexpr std::size_t fewest_letters = 3;
  const std::size_t title_end = text.find('\n');
  if (title_end == std::string_view::npos || begin >= title_end) return std::nullopt;
  std::size_t word_end = 0;
  while (word_end < begin && is_ascii_alnum(text[word_end])) ++word_end;
  if (word_end < fewest_letters || word_end >= begin || text[word_end] != ' ' || text[0] < 'A' ||
      text[0] > 'Z')
    return std::nullopt;
  const std::string opener = std::string(text.substr(0, word_end)) + " is ";
  // Bounded by the text: each step moves to the next line.
  for (std::size_t at = title_end + 1; at < text.size();) {
    const std::size_t line_end = std::min(text.find('\n', at), text.size());
    if (text.substr(at, line_end - at).starts_with(opener)) return std::pair{at, line_end};
    at = line_end + 1;
  }
  return std::nullopt;
}

}  // namespace verifier::match
