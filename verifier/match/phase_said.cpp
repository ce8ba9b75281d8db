// match/phase_said.cpp: where a passage writes a phase of a rollout
// ("the first phase", "phase 1", "The 72 Phase 1 GPU nodes") or another
// portion of it (a slot, a stage, a tranche, a shipment or delivery), but
// as a word of a name, and a later phase's "previous" figure and the
// cluster it says "will double"; marked once per passage
// (PagePassages::mark_phase).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "match/claims.h"
#include "match/claims_impl.h"
#include "match/context.h"
#include "match/facts.h"
#include "match/normalize.h"
#include "match/table_row.h"
#include "match/versions.h"

namespace verifier::match::internal {
namespace {

// Is `before`, the word before "phase" (lower-case), the ordinal of phase `n`
// ("the first phase", "2nd phase")?
bool ordinal_of(std::string_view before, std::uint8_t n) {
  static constexpr std::string_view ordinals[][3] = {
      {"first", "1st", "initial"}, {"second", "2nd", ""}, {"third", "3rd", ""}, {"fourth", "4th", ""}};
  if (before.empty() || n > std::size(ordinals)) return false;
  const auto& said = ordinals[n - 1];
  return std::find(std::begin(said), std::end(said), before) != std::end(said);
}

// Is "Phase" at `at` a word of a name: after a capitalised word, but for a
// determiner, or one with a digit ("Memphis Phase 1", "Israel-1 Phase 1";
// not "The 72 Phase 1 GPU nodes"). `before` is the word before, lower-case,
// written at `word`.
bool phase_of_a_name(std::string_view passage, std::size_t at, std::size_t word, std::string_view before) {
  static constexpr std::string_view leads[] = {"the", "its", "this", "our", "their", "in", "of"};
  if (before.empty() || passage[at] != 'P' ||
      std::find(std::begin(leads), std::end(leads), before) != std::end(leads))
    return false;
  return ascii_lower(passage[word]) != passage[word] ||
         (std::any_of(before.begin(), before.end(), is_ascii_digit) && !all_ascii_digits(before));
}

// A rollout's portions other than its phases: its slots, stages and
// tranches, and its deliveries ("their first shipment of 1k H100s").
constexpr std::string_view deliveries[] = {"shipment", "delivery"};
constexpr std::string_view portions[] = {"slot", "stage", "tranche", deliveries[0], deliveries[1]};

// Where the passage writes the n-th of `words`, portions of a rollout other
// than by "phase": its ordinal only ("Yotta's first slot of more than 4,000 GPUs").
void portion_said(std::string_view lower, std::size_t from, std::uint8_t n,
                  std::span<const std::string_view> words, std::vector<Span>& out) {
  for (std::string_view portion : words)
    for (std::size_t at = lower.find(portion, from); at != std::string_view::npos;
         at = lower.find(portion, at + 1)) {
      std::size_t w = at;  // the word before
      while (w > 0 && lower[w - 1] == ' ') --w;
      const std::size_t before_end = w;
      while (w > 0 && is_ascii_alnum(lower[w - 1])) --w;
      const std::size_t end = at + portion.size();
      if (on_word_boundaries(lower, at, end) && ordinal_of(lower.substr(w, before_end - w), n))
        out.emplace_back(w, end);
    }
}

// Where the passage writes phase `n` ("the first phase", "phase 1", "phase
// one", "The 72 Phase 1 GPU nodes"; another portion of a rollout,
// portion_said), but as a word of a name: in prose
// (phase_of_a_name: "xAI Colossus Memphis Phase 1" in a row's column of the
// largest cluster then), or in a table row's first cell, its subject (the
// name "TensorWave MI300X Cluster 1 Phase 1").
std::vector<Span> phase_said(std::string_view passage, std::uint8_t n) {
  static constexpr std::string_view numbers[] = {"one", "two", "three", "four"};
  const std::string lower = ascii_lower(passage);
  const auto cells = row_cells(passage, 0);
  const std::size_t from = leads_with_a_name(cells) ? cells[0].second : 0;
  std::vector<Span> out;
  portion_said(lower, from, n, portions, out);
  for (std::size_t at = lower.find("phase", from); at != std::string::npos; at = lower.find("phase", at + 1)) {
    if (!on_word_boundaries(passage, at, at + 5)) continue;
    std::size_t w = at;  // the word before
    while (w > 0 && lower[w - 1] == ' ') --w;
    const std::size_t before_end = w;
    while (w > 0 && (is_ascii_alnum(lower[w - 1]) || lower[w - 1] == '-')) --w;
    const std::string_view before = std::string_view(lower).substr(w, before_end - w);
    if (ordinal_of(before, n)) {
      out.emplace_back(w, at + 5);
      continue;
    }
    const std::size_t after = past_joiners(lower, at + 5);
    const bool number = version_after(lower, at + 5) == std::to_string(n) ||
                        (n <= std::size(numbers) && lower.substr(after).starts_with(numbers[n - 1]) &&
                         on_word_boundaries(lower, after, after + numbers[n - 1].size()));
    if (number && !phase_of_a_name(passage, at, w, before)) out.emplace_back(at, after);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Where the passage writes the rollout's whole, its full system ("Full
// system = 4608 GPUs", "In its full configuration, Eos will span ...
// 4,608 H100 GPUs"); not what a machine will be "once complete", a
// planned phase's own figure ("Once complete, the entire system will house
// around 120 tiles, holding 3,000 custom D1 chips" of Dojo 1 Phase 1).
std::vector<Span> full_said(std::string_view lower) {
  static constexpr std::string_view wholes[] = {"full system", "full configuration", "full build-out",
                                                "full buildout"};
  std::vector<Span> out;
  for (std::string_view whole : wholes)
    for (std::size_t at = lower.find(whole); at != std::string_view::npos; at = lower.find(whole, at + 1))
      if (on_word_boundaries(lower, at, at + whole.size())) out.emplace_back(at, at + whole.size());
  std::sort(out.begin(), out.end());
  return out;
}

// Does a count stand before `at` in the sentence that holds `at`?
bool counted_before(const Passage& p, std::string_view passage, std::size_t at) {
  return std::any_of(p.facts.counts.begin(), p.facts.counts.end(), [&](const Count& c) {
    const auto [b, e] = count_sentence(c, passage);
    return c.begin < at && b <= at && at < e;
  });
}

// Where a later phase's passage writes "previous" right before a figure, an
// earlier phase's count ("This builds on their previous 2k H100s" in the row
// of Sakura's B200s Phase 2: Phase 1's 2,016); not after a count of its
// sentence, the later phase's own ("6,000 H100 GPUs join the previous 2,000").
void previous_said(const Passage& p, std::string_view passage, std::vector<Span>& out) {
  static constexpr std::string_view previous = "previous";
  const std::string_view lower = p.lowered(passage);
  for (std::size_t at = lower.find(previous); at != std::string_view::npos; at = lower.find(previous, at + 1)) {
    const std::size_t end = at + previous.size();
    std::size_t next = end;
    while (next < lower.size() && lower[next] == ' ') ++next;
    if (next > end && next < lower.size() && is_ascii_digit(lower[next]) && on_word_boundaries(lower, at, end) &&
        !counted_before(p, passage, at))
      out.emplace_back(at, end);
  }
}

// Where a later phase's passage says the cluster will grow ("will double",
// "will grow to", "will expand to"), the cluster before it: its count before
// the verb in its sentence, or, none there ("Moreover, it will double in size
// to 200k"), the sentence before in its cell ("the @xAI team brought our
// Colossus 100k H100 training cluster online" in Colossus Phase 2's row:
// Phase 1's). Marked at the start of that sentence, so a count after the
// verb of a kind counted before it (the 200k it grows to) stays the phase's.
void growth_said(const Passage& p, std::string_view passage, std::vector<Span>& out) {
  static constexpr std::string_view grows[] = {"will double", "will grow to", "will expand to"};
  const std::string_view lower = p.lowered(passage);
  const auto cells = row_cells(passage, 0);
  for (std::string_view grow : grows)
    for (std::size_t at = lower.find(grow); at != std::string_view::npos; at = lower.find(grow, at + 1)) {
      if (!on_word_boundaries(lower, at, at + grow.size())) continue;
      std::size_t from = 0;
      for (const auto& cell : cells)
        if (cell.first <= at && at < cell.second) from = cell.first;
      std::size_t start = sentence_start(passage, from, at);
      if (!counted_before(p, passage, at)) {
        if (start == from) continue;
        start = sentence_start(passage, from, start - 1);
      }
      out.emplace_back(start, start);
    }
}

}  // namespace

// Where each passage writes the system's earlier phase (TiedPassage::phase)
// and the full system it is a phase of (TiedPassage::full), and the phases
// before a later one, by number, as its "previous" figure or as the cluster
// that will grow (TiedPassage::before); for a whole
// machine, its record's name giving no phase, the deliveries it is received
// in, each a portion of it ("their first shipment of 1k H100s": FPT's
// factory has "thousands of NVIDIA GPU H100").
void PagePassages::mark_phase(std::vector<TiedPassage>& passages, const ClaimTies& ties) {
  const bool whole = ties.earlier_phase == 0 && ties.later_phase == 0;
  for (auto& t : passages) {
    const auto passage = text_.substr(t.passage->begin, t.passage->end - t.passage->begin);
    if (whole) {
      for (std::uint8_t n = 1; n <= 4; ++n) portion_said(t.passage->lowered(passage), 0, n, deliveries, t.before);
      std::sort(t.before.begin(), t.before.end());
      continue;
    }
    if (ties.earlier_phase > 0) {
      t.phase = phase_said(passage, ties.earlier_phase);
      t.full = full_said(t.passage->lowered(passage));
    }
    for (std::uint8_t n = 1; n < ties.later_phase; ++n)
      for (const Span& s : phase_said(passage, n)) t.before.push_back(s);
    if (ties.later_phase > 1) {
      previous_said(*t.passage, passage, t.before);
      growth_said(*t.passage, passage, t.before);
    }
    std::sort(t.before.begin(), t.before.end());
  }
}

}  // namespace verifier::match::internal
