// match/note_lead.cpp: back to the page's start for a heading, then on to
// the first heading after the name and the one after that.
#include "match/note_lead.h"

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

}  // namespace verifier::match
