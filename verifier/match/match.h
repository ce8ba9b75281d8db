// match/match.h: decides whether a page's text names a system.
// Takes: Records (names, aliases, operator, site) and MatchRules once; then
// page text (never HTML, never the network). Gives: for every system the text
// names, a core Naming with the alias and a quote as evidence. All aliases
// of all systems are compiled once, and each page is scanned once.
//
//   match::AliasIndex index(records, rules.match);          // once a run
//   for (auto& [system, naming] : index.scan(page.text(), url))
//     ...  // naming.alias, naming.derived, naming.evidence, naming.fragment_url
//
// How a page names a system (each rule in its own file):
//   - normalize.h: case, accents, width, dashes, quotes, middle dots and
//     spacing folded away; names start and end on word boundaries, except
//     in scripts written without spaces (富岳), which match as substrings;
//   - derive.h: names derived from the record (owner, places, phase and
//     generic words dropped: "Lawrence Livermore NL Lassen Phase 1" ->
//     "Lassen"), marked `derived`; explicit aliases always count;
//   - ordinary.h, context.h: a name that is an ordinary word (word lists,
//     rules, 4 letters or fewer) counts only with context near it (operator,
//     site, or a computer word; only the system's own context when systems
//     share the name), never in lower case for a capitalised name, never in
//     a hyphenated compound ("SX-Aurora") or before a product word
//     ("Polaris GPU"); `context` says which context counted;
//   - alias_index.cpp: where two systems' names overlap and the longer only
//     adds a number ("Colossus 2" over "Colossus"), the longer wins;
//   - evidence.h: ~200 characters of the page as it is, the matched words in
//     « », "…" where cut; and a #:~:text= link to the spot.
// scan() is const and keeps no state: pages may be scanned from several
// threads at once.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include "core/naming.h"
#include "core/record.h"
#include "core/rules.h"

namespace verifier::match {

class AliasIndex {
 public:
  // Up to `threads` threads derive the systems' names side by side; the
  // index is the same whatever their number.
  AliasIndex(const std::vector<Record>& records, const MatchRules& rules, unsigned threads = 1);
  ~AliasIndex();
  AliasIndex(AliasIndex&&) noexcept;
  AliasIndex& operator=(AliasIndex&&) noexcept;

  // Every system (index into the records given) the text names, each with
  // its best match (an explicit name before a derived one, then the longer
  // name, then the first place), in system order. `url` is used for the
  // text-fragment link only ("" gives none).
  std::vector<std::pair<std::size_t, Naming>> scan(std::string_view text,
                                                   std::string_view url) const;

  // The aliases a system is matched by, derived ones included (for `check`).
  std::vector<std::pair<std::string, bool>> aliases_of(std::size_t system) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace verifier::match
