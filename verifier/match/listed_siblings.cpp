// match/listed_siblings.cpp: an ambiguous name listed beside the name of
// another system of its operator that the page names ("Unlike Summit and
// Titan, ... Frontier"), or heading a line like it, is that operator's
// system too (AliasIndex::Impl::name_listed_siblings).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "match/alias_index_impl.h"
#include "match/context.h"
#include "match/match.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

// "Unlike Summit and Titan, there are no launch nodes on Frontier": a name
// listed beside the name of another system of its operator that the page
// names is that operator's system too; so is one heading a line like the
// next ("Summit here" / "Frontier here").
void AliasIndex::Impl::name_listed_siblings(std::string_view text, std::span<const Occurrence> kept,
                                            std::span<const std::size_t> unplaced, BestNamings& best) const {
  if (unplaced.empty()) return;
  std::vector<std::size_t> named;
  for (const auto& [system, b] : best) named.push_back(system);
  std::sort(named.begin(), named.end());
  for (const std::size_t k : unplaced) {
    const std::size_t system = system_of(kept[k].pattern);
    if (best.contains(system)) continue;
    if (auto sibling = sibling_beside(text, kept, k, named)) {
      Identified why;
      why.context = "listed beside \"" + *sibling + "\", a system of its operator the page names";
      why.identified_by = {"alias: " + std::string(alias_of(kept[k].pattern).text), "listed beside: " + *sibling};
      best[system] = Best{kept[k], std::move(why)};
    }
  }
}

namespace {

// Two names joined as items of one list: a comma, "and", "or" or "&"
// between them ("Summit and Titan", "Summit, Titan"), no more. A slash
// joins two names of one entry ("HPC4/HPC5", the Kurchatov Institute's
// row on the lists), not two systems.
bool joined_as_list(std::string_view gap) {
  constexpr std::size_t most = 8;
  return !gap.empty() && gap.size() <= most && list_joint_before(gap, gap.size()) == 0;
}

// Two names heading lines alike, each closed by the same few words after
// it ("Summit here" / "Frontier here" under a slide's "Questions?"): the
// items of a list written a line each. `gap` runs from the first name's end
// to the second's start, which `rest` follows. A bare name a line (a menu)
// is no such list.
bool lines_alike(std::string_view gap, std::string_view rest) {
  constexpr std::size_t most = 24;  // bytes of the closing words: a few
  if (gap.size() < 2 || gap.back() != '\n') return false;
  const std::string_view tail = gap.substr(0, gap.size() - 1);
  if (tail.size() > most || tail.front() != ' ' || tail.find('\n') != std::string_view::npos) return false;
  if (tail.find_first_not_of(' ') == std::string_view::npos) return false;
  return rest.substr(0, tail.size()) == tail && (rest.size() == tail.size() || rest[tail.size()] == '\n');
}

// Whether two occurrences, `first` wholly before `second`, are listed
// together: as items of one list, or heading lines alike.
bool listed_together(std::string_view text, const Occurrence& first, const Occurrence& second) {
  const std::string_view gap = text.substr(first.end, second.begin - first.end);
  return joined_as_list(gap) || lines_alike(gap, text.substr(second.end));
}

// Of the occurrences at one span (names several systems carry), from
// page[from] on in steps of `step` (1 or -1), the first whose pattern
// `is_sibling` takes, as written; nothing when none is.
template <class IsSibling>
std::optional<std::string> sibling_at(std::string_view text, std::span<const Occurrence> page, std::size_t from,
                                      int step, const IsSibling& is_sibling) {
  const Occurrence& first = page[from];
  for (auto j = static_cast<std::ptrdiff_t>(from); j >= 0 && j < static_cast<std::ptrdiff_t>(page.size());
       j += step) {
    const Occurrence& p = page[static_cast<std::size_t>(j)];
    if (p.begin != first.begin || p.end != first.end) break;
    if (is_sibling(p.pattern)) return std::string(text.substr(p.begin, p.end - p.begin));
  }
  return std::nullopt;
}

}  // namespace

// The name of another system of page[k]'s operator that the page names
// (`named`, sorted), listed right before or after page[k] ("Summit and
// Titan"), as written; nothing when none is.
std::optional<std::string> AliasIndex::Impl::sibling_beside(std::string_view text,
                                                            std::span<const Occurrence> page,
                                                            std::size_t k,
                                                            std::span<const std::size_t> named) const {
  const Occurrence& o = page[k];
  const std::size_t system = system_of(o.pattern);
  const std::uint32_t op = operator_keys[system];
  if (op == 0) return std::nullopt;
  // Another system of its operator that the page names.
  auto is_sibling = [&](std::uint32_t pattern) {
    const std::size_t t = system_of(pattern);
    return t != system && operator_keys[t] == op && std::binary_search(named.begin(), named.end(), t);
  };
  // page is in text order, the longer first at one place: the nearest
  // occurrence wholly before o, then the nearest wholly after it.
  std::size_t j = k;
  while (j > 0 && page[j - 1].end > o.begin) --j;
  if (j > 0 && listed_together(text, page[j - 1], o))
    if (auto found = sibling_at(text, page, j - 1, -1, is_sibling)) return found;
  j = k + 1;
  while (j < page.size() && page[j].begin < o.end) ++j;
  if (j < page.size() && listed_together(text, o, page[j])) return sibling_at(text, page, j, 1, is_sibling);
  return std::nullopt;
}

}  // namespace verifier::match
