// match/of_the_whole.cpp: a count the passage sets apart from the system,
// a part of it, is the whole's: outside its phase's clause, in the clause of
// an earlier phase, of the full system a phase is of, of a larger whole than
// one cluster, a sum over sites its cell gives, or written of two of the
// record's models together.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "match/claims_impl.h"
#include "match/context.h"
#include "match/count_sentence.h"
#include "match/facts.h"
#include "match/table_row.h"

namespace verifier::match::internal {
namespace {

// The first of `phase` (sorted) that [b, e) holds, if any.
const Span* said_within(const std::vector<Span>& phase, std::size_t b, std::size_t e) {
  auto hit = std::find_if(phase.begin(), phase.end(),
                          [&](const Span& s) { return b <= s.first && s.second <= e; });
  return hit == phase.end() ? nullptr : &*hit;
}

// Is the count in the clause of a phase the passage writes at one of
// `phase`: its sentence writes the phase, and no kind of count the clause
// gave after it is given again before the count (the phase's figures end
// where another whole's begin: "... 128 Nvidia HGX H100 systems will feature
// 256 Nvidia HGX H100 systems, combining 2,048 ... GPUs").
bool in_phase_clause(const Count& c, const std::vector<Span>& phase, const Facts& f,
                     std::string_view passage) {
  const auto [b, e] = count_sentence(c, passage);
  const Span* said = said_within(phase, b, e);
  if (!said) return false;
  std::vector<Counted> counted;
  for (const Count& o : f.counts) {
    if (o.begin < said->second || o.begin >= c.begin || o.per_unit || o.product() ||
        o.thing == Counted::unknown)
      continue;
    if (std::find(counted.begin(), counted.end(), o.thing) != counted.end()) return false;
    counted.push_back(o.thing);
  }
  return c.product() || std::find(counted.begin(), counted.end(), c.thing) == counted.end();
}

// Is the count outside the clause of the system's phase, where the passage
// (a table row's cell) speaks of that phase apart (TiedPassage::phase)? The phase's figures are
// those of its own sentence, up to where a kind of count it gave is given
// again: "The first phase includes ... 128 Nvidia HGX H100 systems will
// feature 256 Nvidia HGX H100 systems, combining 2,048 ... GPUs" gives the
// full system's 2,048.
bool outside_its_phase(const Count& c, const TiedPassage& t, std::string_view passage) {
  if (t.phase.empty()) return false;
  // A table row's cells each speak of the row's system: only the count's own
  // cell may set its phase apart (the row's note "would put it at ~4k GPUs"
  // is the record's, whatever its quote says of the "initial phase").
  Span scope{0, passage.size()};
  for (const auto& cell : row_cells(passage, 0))
    if (cell.first <= c.begin && c.end <= cell.second) scope = cell;
  if (!said_within(t.phase, scope.first, scope.second)) return false;
  return !in_phase_clause(c, t.phase, t.passage->facts, passage);
}

// Is the count in the clause of a phase before the system's, a later one
// (TiedPassage::before)? Phase 2's row: "The first phase of deployment will
// be an 18,000 NVIDIA GB300 ... supercomputer" gives phase 1's figure.
bool of_an_earlier_phase(const Count& c, const TiedPassage& t, std::string_view passage) {
  return !t.before.empty() && in_phase_clause(c, t.before, t.passage->facts, passage);
}

// Is the count, of an earlier phase's passage, in a sentence that speaks of
// the full system before it (TiedPassage::full)? Eos Phase 1's row: "In its
// full configuration, Eos will span 18 32-DGX H100 Pods, ... 4,608 H100
// GPUs" gives the whole machine's.
bool of_the_full_system(const Count& c, const TiedPassage& t, std::string_view passage) {
  if (t.full.empty()) return false;
  const std::size_t from = count_sentence(c, passage).first;
  return std::any_of(t.full.begin(), t.full.end(),
                     [&](const Span& s) { return from <= s.first && s.second <= c.begin; });
}

// Does the count's clause speak of a whole larger than one cluster, which
// the passage speaks of before ("With up to 16,384 H100 80G cards operating
// in a single cluster" "by June the supercloud will be comprised of 20,000
// Nvidia H100")? A quote mark or a semicolon ends a clause too.
bool of_a_larger_whole(const Count& c, std::string_view passage) {
  static constexpr std::string_view wholes[] = {"supercloud", "fleet"};
  const std::string lower = ascii_lower(passage.substr(0, c.begin));
  const std::size_t mark = lower.find_last_of("\";");
  const std::size_t clause =
      std::max(mark == std::string::npos ? 0 : mark + 1, sentence_start(lower, 0, lower.size()));
  const std::string_view words = std::string_view(lower).substr(clause);
  if (std::none_of(std::begin(wholes), std::end(wholes),
                   [&](std::string_view w) { return words.find(w) != std::string_view::npos; }))
    return false;
  const std::string_view before = std::string_view(lower).substr(0, clause);
  return before.find("single cluster") != std::string_view::npos ||
         before.find("one cluster") != std::string_view::npos;
}

// Is the count, in a table row's cell, a sum over several sites that
// another sentence of its cell gives (Saturn V Phase 3's quotes: "four DGX
// SuperPODS - or 1,120 A100s" and, in the next, "It sits in four different
// locations")? Its own sentence's is facts.h's (spread_over_sites).
bool spread_by_its_cell(const Count& c, std::string_view passage) {
  for (const auto& [b, e] : row_cells(passage, 0)) {
    if (b > c.begin || c.end > e) continue;
    for (std::size_t s = b; s < e;) {
      std::size_t end = s;
      while (end < e && !sentence_ends_at(passage, end)) ++end;
      if (internal::spread_over_sites(passage.substr(s, end - s))) return true;
      s = end + 1;
    }
  }
  return false;
}

}  // namespace

// A count of a whole that the passage sets apart from the system, a part
// of it, is neither stated nor contradicted by the part: it is the whole's.
bool of_the_whole(const Count& c, const TiedPassage& t, std::string_view passage) {
  return outside_its_phase(c, t, passage) || of_an_earlier_phase(c, t, passage) ||
         of_the_full_system(c, t, passage) || of_a_larger_whole(c, passage) ||
         spread_by_its_cell(c, passage);
}

// Is the count written of two of the record's models together, its model
// joined to the next by a slash, "&", "and" or "+" ("550k GB200/GB300",
// "550k GB200s & GB300s" of Colossus 2 Phase 2's GB200 and GB300 parts)? It
// is the record's whole, neither part's. A model the record has not ("约10万个
// H100/H200" of Cortex's H100) leaves the count the first model's.
bool of_the_parts_together(const Count& c, const Facts& f, std::string_view passage,
                           const std::vector<Accelerator>& parts) {
  auto a_part = [&](const Accelerator& a) {
    return std::any_of(parts.begin(), parts.end(),
                       [&](const Accelerator& p) { return supports(a, p); });
  };
  if (!c.model || parts.size() < 2 || !a_part(f.mentions[*c.model].accelerator)) return false;
  const Mention& first = f.mentions[*c.model];
  for (const Mention& next : f.mentions) {
    if (next.begin < first.end || next.accelerator == first.accelerator) continue;
    std::string gap = ascii_lower(passage.substr(first.end, next.begin - first.end));
    if (gap.starts_with('s')) gap.erase(0, 1);  // "GB200s & GB300s"
    std::erase(gap, ' ');
    return (gap == "/" || gap == "&" || gap == "and" || gap == "+") && a_part(next.accelerator);
  }
  return false;
}

}  // namespace verifier::match::internal
