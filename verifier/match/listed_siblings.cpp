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
  // Of the occurrences at one span (names several systems carry), one of
  // its operator's that the page names.
  auto sibling_at = [&](std::size_t from, int step) -> std::optional<std::string> {
    const Occurrence& first = page[from];
    for (auto j = static_cast<std::ptrdiff_t>(from);
         j >= 0 && j < static_cast<std::ptrdiff_t>(page.size()); j += step) {
      const Occurrence& p = page[static_cast<std::size_t>(j)];
      if (p.begin != first.begin || p.end != first.end) break;
      const std::size_t t = system_of(p.pattern);
      if (t != system && operator_keys[t] == op && std::binary_search(named.begin(), named.end(), t))
        return std::string(text.substr(p.begin, p.end - p.begin));
    }
    return std::nullopt;
  };
  // page is in text order, the longer first at one place: the nearest
  // occurrence wholly before o, then the nearest wholly after it.
  std::size_t j = k;
  while (j > 0 && page[j - 1].end > o.begin) --j;
  if (j > 0) {
    const std::string_view gap = text.substr(page[j - 1].end, o.begin - page[j - 1].end);
    if (joined_as_list(gap) || lines_alike(gap, text.substr(o.end)))
      if (auto found = sibling_at(j - 1, -1)) return found;
  }
  j = k + 1;
  while (j < page.size() && page[j].begin < o.end) ++j;
  if (j < page.size()) {
    const std::string_view gap = text.substr(o.end, page[j].begin - o.end);
    if (joined_as_list(gap) || lines_alike(gap, text.substr(page[j].end))) return sibling_at(j, 1);
  }
  return std::nullopt;
}

}  // namespace verifier::match
