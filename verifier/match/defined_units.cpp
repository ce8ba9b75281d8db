// match/defined_units.cpp: the scan's reading of a unit the passage defines
// as N chips ("1 cloud TPU = 4 TPU chips", Epoch's note on Google's
// TensorFlow Research Cloud; see passage_scan.h, the rules in facts.h): a
// count of that unit counts units, not chips, and one whose noun is the chip
// counts the chips, the unit's name in it naming no model.
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/facts_words.h"
#include "match/passage_scan.h"

namespace verifier::match::internal {
namespace {

// A word without its plural "s": "tpus" is "tpu", "chips" "chip".
std::string singular(std::string w) {
  if (w.size() > 1 && w.back() == 's') w.pop_back();
  return w;
}

}  // namespace

// The unit a passage defines, "1 cloud TPU = 4 TPU chips": the unit's last
// word ("tpu") and the noun of what it holds ("chip"), singular; none where
// it defines none.
std::optional<Scan::DefinedUnit> Scan::defined_unit() const {
  // The "=" token is the passage's own "=" byte: without one (nearly every
  // passage with a count), no token need be looked at.
  if (s_.find('=') == std::string_view::npos) return std::nullopt;
  constexpr std::size_t reach = 6;  // words of the unit's name
  auto one = [&](std::size_t k) {
    return (t_[k].kind == Kind::digits && text(k) == "1") ||
           (t_[k].kind == Kind::alpha && one_of(word(k), {"one", "a", "an", "each"}));
  };
  for (std::size_t q = 2; q + 1 < t_.size(); ++q) {
    if (!is_punct(q, '=') || t_[q - 1].kind == Kind::punct || t_[q + 1].kind != Kind::digits) continue;
    std::size_t from = q - 1;  // the unit's first word
    while (from > 1 && q - from < reach && t_[from - 1].kind != Kind::punct && !one(from - 1)) --from;
    if (!one(from - 1)) continue;
    std::size_t k = q + 1;
    while (k + 1 < t_.size() && t_[k + 1].kind == Kind::alpha) ++k;
    if (k == q + 1) continue;
    return DefinedUnit{singular(word(q - 1)), singular(word(k))};
  }
  return std::nullopt;
}

// "a 1,000-TPU (4,000 Cloud TPU Chip) supercomputer", "a cluster of 1,000
// Cloud TPUs" with "1 cloud TPU = 4 TPU chips": the words right after a
// count (past a hyphen) that hold the unit's last word count units where no
// word for what it holds follows, so they are a node count (a product with
// what one holds states the chips); where it follows, they count the chips,
// and the unit's name in them is no mention of a model (the count takes the
// model as one without its own does: the row's TPU v2).
void Scan::defined_units(std::vector<Count>& counts) const {
  const auto unit = defined_unit();
  if (!unit) return;
  constexpr std::size_t reach = 4;  // words of the count's noun phrase
  for (auto& c : counts) {
    if (c.per_unit || c.product() || c.thing != Counted::accelerators) continue;
    auto k = static_cast<std::size_t>(
        std::lower_bound(t_.begin(), t_.end(), c.end,
                         [](const Token& t, std::size_t at) { return t.begin < at; }) -
        t_.begin());
    if (is_punct(k, '-') && glued(k)) ++k;
    std::optional<std::size_t> unit_word;
    bool holds = false;
    for (std::size_t seen = 0; k < t_.size() && seen < reach && t_[k].kind != Kind::punct; ++k, ++seen) {
      const auto w = singular(word(k));
      if (w == unit->last) unit_word = k;
      else if (unit_word && w == unit->holds) holds = true;
    }
    if (!unit_word) continue;
    if (!holds) {
      c.thing = Counted::nodes;
    } else if (c.model && mentions_[*c.model].begin >= c.end &&
               mentions_[*c.model].end <= t_[*unit_word].end) {
      c.model.reset();
    }
  }
}

}  // namespace verifier::match::internal
