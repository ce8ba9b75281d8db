// match/page_naming.cpp: reads one page with the index (AliasIndex::scan),
// in one pass: occurrences on word boundaries, the longest name winning
// where two overlap (page_occurrences.cpp), ambiguous names (ordinary words,
// names other records or other owners' systems carry) kept only with the
// system's own context and never where the passage gives the name to
// another owner (name_in_passage.cpp, name_ties.cpp, listed_siblings.cpp),
// a list's systems that had not yet run dropped, and the best occurrence
// per system quoted with what identified it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "match/alias_index_impl.h"
#include "match/context.h"
#include "match/describe.h"
#include "match/evidence.h"
#include "match/list_date.h"
#include "match/match.h"
#include "match/table_row.h"
#include "match/versions.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

namespace {

// Explicit names before derived ones, then the longer name.
std::pair<int, std::size_t> rank(const AliasView& a) { return {a.derived ? 0 : 1, a.key.size()}; }

// The occurrences of `kept` (in text order) that start where `o` does: side
// by side there, `o` among them.
std::span<const Occurrence> starting_with(std::span<const Occurrence> kept, const Occurrence& o) {
  const auto first = std::lower_bound(kept.begin(), kept.end(), o.begin,
                                      [](const Occurrence& q, std::size_t at) { return q.begin < at; });
  auto last = first;
  while (last != kept.end() && last->begin == o.begin) ++last;
  return {first, last};
}

}  // namespace

// Whether the occurrence is the name as the page writes a naming: not in
// a link's address, not split by a bracket the name lacks, and not an
// earlier phase's ("Snellius Phase 1 CPU" names phase 1, not the record
// of phase 3: the page speaks of the machine before that phase was built).
// A later phase is the machine the record's phase grew into, and the
// phases share their name there ("Lassen Phase 2 adds GPU nodes" names
// Lassen).
bool AliasIndex::Impl::written_as_name(std::string_view text, const Occurrence& o) const {
  if (in_link(text, o.begin, o.end)) return false;
  if (split_by_bracket(text.substr(o.begin, o.end - o.begin), alias_of(o.pattern).text)) return false;
  const auto said = phase_at(text, o.end);
  return said == 0 || said >= phase[system_of(o.pattern)];
}

// Whether the page names `system` already by a name of `alias`'s rank or
// better, outside a heading: its other occurrences change nothing (a page
// names Frontier a thousand times).
bool AliasIndex::Impl::named_outright(const BestNamings& best, std::size_t system, const AliasView& alias) const {
  const auto it = best.find(system);
  return it != best.end() && !it->second.why.weak && rank(alias_of(it->second.at.pattern)) >= rank(alias);
}

// Each system's best occurrence among `kept` (text order) and what ties it
// to the system. A name seen only in a heading counts unless the page uses
// it otherwise.
// `unplaced` gets the indexes of `kept` that lacked only their system's
// context (identify).
AliasIndex::Impl::BestNamings AliasIndex::Impl::best_namings(FoldedPage& folded,
                                                             std::span<const Occurrence> kept,
                                                             std::vector<std::size_t>& unplaced) const {
  const std::string_view text = folded.text();
  BestNamings best;
  std::unordered_set<std::size_t> used_otherwise;  // systems whose name the page gives elsewhere
  for (const auto& o : kept) {
    const AliasView alias = alias_of(o.pattern);
    const std::size_t system = system_of(o.pattern);
    if (named_outright(best, system, alias) || !written_as_name(text, o) || other_version_at(text, kept, o) ||
        listed_before_its_generation(text, kept, o))
      continue;
    // A plain name needs no Identified until it is kept: most occurrences
    // on a page are not.
    std::optional<Identified> why = Identified{};
    bool otherwise = false, lacked_context = false;
    if (needs_context(alias, text.substr(o.begin, o.end - o.begin)))
      why = identify(folded, o, kept, otherwise, lacked_context);
    if (otherwise) used_otherwise.insert(system);
    if (lacked_context) unplaced.push_back(static_cast<std::size_t>(&o - kept.data()));
    if (!why || (why->weak && best.contains(system)) || named_outright(best, system, alias)) continue;
    best[system] = Best{o, std::move(*why)};
  }
  for (auto it = best.begin(); it != best.end();)
    it = it->second.why.weak && used_otherwise.contains(it->first) ? best.erase(it) : std::next(it);
  return best;
}

// On a list of a month (YYYYMM), the systems of a shared name that had not
// yet run then (not_yet_running) are not the ones it names. On a system's
// page ranked on lists up to the month (`generations_only`), only of a
// generation's bare name ("ABCI" of ABCI 1.0 and 2.0): an entry's page
// grows with its machine's phases (Lassen's of 2018 is phase 2's too).
void AliasIndex::Impl::drop_not_yet_running(BestNamings& best, int month, bool generations_only) const {
  std::vector<std::pair<std::size_t, std::string_view>> named_by;
  for (const auto& [system, b] : best)
    if (!generations_only || aliases[b.at.pattern].version_base)
      named_by.emplace_back(system, key_of(aliases[b.at.pattern]));
  for (auto system : not_yet_running(named_by, month)) best.erase(system);
}

// "Gyoukou - ZettaScaler-2.2 HPC system": a name two systems of one
// operator share ("Gyoukou" of "ZettaScaler-2.0 Gyoukou" and of
// "ZettaScaler-2.2 Gyoukou") is not this one's where its line writes only
// the other's versioned word (versions.h). Weighed at each occurrence, not
// at the system's first: the lists' 2.0 row before the 2.2 one leaves the
// 2.2 machine named by its own row.
bool AliasIndex::Impl::other_version_at(std::string_view text, std::span<const Occurrence> kept,
                                        const Occurrence& o) const {
  const std::size_t system = system_of(o.pattern);
  const std::uint32_t op = operator_keys[system];
  if (op == 0 || !aliases[o.pattern].derived) return false;
  constexpr std::size_t reach = 300;  // bytes either side: a row, a title
  const std::size_t newline = text.rfind('\n', o.begin);
  const std::size_t line_start = newline == std::string_view::npos ? 0 : newline + 1;
  const std::size_t begin = std::max(line_start, o.begin - std::min(o.begin, reach));
  const std::size_t end = std::min({text.find('\n', o.end), o.end + reach, text.size()});
  const std::string_view line = text.substr(begin, end - begin);
  auto name_of = [&](std::size_t s) { return alias_of(first_alias[s]).text; };
  for (const Occurrence& p : starting_with(kept, o)) {
    const std::size_t other = system_of(p.pattern);
    if (p.end != o.end || other == system || operator_keys[other] != op) continue;
    if (writes_other_version(line, name_of(system), name_of(other))) return true;
  }
  return false;
}

// "179393,50762,AI Bridging Cloud Infrastructure (ABCI),...,5,201811": a
// row of values that gives the list it ran on (list_month_field) dates its
// machine as a list's page does, for a generation's bare name ("ABCI" of
// ABCI 1.0 and 2.0), as a system's Ranking page does (last_ranked_list):
// the entry last listed in November 2018 is ABCI 1.0, not the 2.0 of 2021.
// Weighed at each row: a table of every list's rows holds the later
// generation's too.
bool AliasIndex::Impl::listed_before_its_generation(std::string_view text, std::span<const Occurrence> kept,
                                                    const Occurrence& o) const {
  const std::size_t system = system_of(o.pattern);
  if (!aliases[o.pattern].version_base || began[system] == 0) return false;
  const std::size_t newline = text.rfind('\n', o.begin);
  const std::size_t line = newline == std::string_view::npos ? 0 : newline + 1;
  const std::size_t line_end = std::min(text.find('\n', o.end), text.size());
  const char sep = values_separator(text, line, line_end);
  if (sep == 0) return false;
  const int month = list_month_field(fields_at(text, line, sep));
  if (month == 0 || !began_after(system, month)) return false;
  const std::string_view key = key_of(aliases[o.pattern]);
  for (const Occurrence& p : starting_with(kept, o)) {
    const std::size_t other = system_of(p.pattern);
    if (p.end == o.end && other != system && key_of(aliases[p.pattern]) == key && running_by(other, month))
      return true;
  }
  return false;
}

// The naming a system's best occurrence gives it, quoted from the page.
Naming AliasIndex::Impl::naming_of(std::string_view text, std::string_view url, Best& best) const {
  const AliasView alias = alias_of(best.at.pattern);
  Naming n;
  n.alias = std::string(alias.text);
  n.derived = alias.derived;
  n.evidence = evidence_quote(text, best.at.begin, best.at.end);
  n.context = std::move(best.why.context);
  n.identified_by = std::move(best.why.identified_by);
  if (n.identified_by.empty()) n.identified_by.push_back("alias: " + n.alias);
  n.fragment_url = fragment_link(url, text, best.at.begin, best.at.end);
  return n;
}

std::vector<std::pair<std::size_t, Naming>> AliasIndex::scan(std::string_view text,
                                                             std::string_view url) const {
  std::vector<Occurrence> names;
  std::vector<Describer::AnchorHit> anchors;
  const auto alias_count = static_cast<std::uint32_t>(impl_->aliases.size());
  for (const auto& o : impl_->occurrences(text)) {
    if (o.pattern < alias_count) names.push_back(o);
    else anchors.push_back({o.pattern - alias_count, o.begin, o.end});
  }
  const auto kept = impl_->longest(text, std::move(names));
  // The passages around the names and then the describer's anchors,
  // folded once for the page: each is in text order, as FoldedPage wants.
  FoldedPage folded(text);
  std::vector<std::size_t> unplaced;  // kept[k] that lacked only their system's context
  auto best = impl_->best_namings(folded, kept, unplaced);
  impl_->name_listed_siblings(text, kept, unplaced, best);
  const int month = list_month_of(url, text);
  if (month != 0) impl_->drop_not_yet_running(best, month);
  else if (const int ranked = last_ranked_list(url, text)) impl_->drop_not_yet_running(best, ranked, true);
  std::vector<std::pair<std::size_t, Naming>> out;
  std::vector<Describer::NamedAt> named;
  for (auto& [system, b] : best) {
    out.emplace_back(system, impl_->naming_of(text, url, b));
    named.push_back({system, b.at.begin});
  }
  std::sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return a.system < b.system; });
  // A list holds the machines running when it came out: a row of the June
  // 2020 list describes no system first run in September 2020 (a name is
  // kept alone, its date may be late; facts alone are not that strong).
  for (auto& d : impl_->describer.describe(folded, url, anchors, named))
    if (month == 0 || !impl_->began_after(d.first, month)) out.push_back(std::move(d));
  std::sort(out.begin(), out.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

}  // namespace verifier::match
