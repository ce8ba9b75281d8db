// match/equal_number.cpp: the scan's reading of "an equal number of GPUs"
// (see passage_scan.h; the rule in facts.h): a count written as the same as
// the count just before it, Titan's "18,688 CPUs paired with an equal number
// of GPUs" on Epoch's row.
#include <cstddef>
#include <optional>
#include <string_view>

#include "match/passage_scan.h"

namespace verifier::match::internal {

namespace {

// The text between the count and the phrase that repeats it stays in one
// clause: no sentence's or cell's end, no quotation closed, a few words.
bool one_clause(std::string_view gap) {
  constexpr std::size_t most = 80;  // bytes: a clause, not a paragraph
  return gap.size() <= most && gap.find_first_of(".;:!?\n\"") == std::string_view::npos &&
         gap.find("\xE2\x80\xA9") == std::string_view::npos;  // U+2029, a cell's break
}

}  // namespace

// "an equal number of", "the same number of" at token i: as many as the
// exact count written just before it in its clause, its tokens up to "of" so
// that the noun phrase after them says what it counts. "The same number of
// GPUs as Summit" compares with what follows "as": no count.
std::optional<Scan::Number> Scan::equal_number_at(std::size_t i) const {
  const std::size_t of = i + 3;
  if (!written_ || of + 1 >= t_.size() || !one_of(word(i), {"an", "the"}) ||
      !one_of(word(i + 1), {"equal", "same"}) || word(i + 2) != "number" || word(of) != "of")
    return std::nullopt;
  const auto [end, value] = *written_;
  if (end > t_[i].begin || !one_clause(s_.substr(end, t_[i].begin - end))) return std::nullopt;
  constexpr std::size_t phrase = 6;  // words of the noun phrase after "of"
  for (std::size_t k = of + 1; k < t_.size() && k <= of + phrase; ++k) {
    if (t_[k].kind == Kind::punct) break;
    if (word(k) == "as") return std::nullopt;
  }
  return Number{i, of, value, 0};
}

}  // namespace verifier::match::internal
