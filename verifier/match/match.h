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
//     "Lassen"), marked `derived`, never a bare operator, place, count or
//     model; a record whose name leaves nothing is a description and is
//     not matched by its name; explicit aliases always count;
//   - ordinary.h, context.h: an ambiguous name (an ordinary word of the
//     word lists or rules, 4 letters or fewer; a name a record of another
//     operator shares; a name the TOP500 lists give a system at another
//     site) counts only with this system's own context near it (operator,
//     site, accelerator model or count), never where the passage gives it
//     to another owner ("Oracle's Frontier", "Frontier at Oracle", also in
//     quotes, with a trade mark, or "the Frontier system at Oracle") or,
//     none of this system's owner terms near, names another owner of that
//     name (a list row's site: SK Telecom's Titan is not Amazon's), never as
//     a piece of a longer proper name ("Frontier Airlines"), never in lower
//     case for a capitalised name, in a hyphenated compound ("SX-Aurora")
//     or before a product word ("Polaris GPU", unless "GPU" or "CPU"
//     makes it a partition: "Helios GPU", "ThetaGPU", with its owner near);
//     its country carried to it by a computer word ("the Swiss system
//     Alps") ties it where no other owner's system of that name is in that
//     country; a name the lists give it alone counts in a ranking sentence
//     beside another system's name ("Both LUMI and Leonardo ... HPCG",
//     also one only the lists carry: "Fugaku"), or in one that names the
//     list ("according to the November 2023 Top-500 list"); one listed
//     beside ("Summit and Titan") the name of another system of its
//     operator that the page names is that operator's too;
//     `context` and `identified_by` say what counted;
//   - page_occurrences.cpp, page_naming.cpp: where two systems' names
//     overlap and the longer only adds a number ("Colossus 2" over
//     "Colossus"), the longer wins; on a list of a month (list_date.h), a
//     name two systems share is not the one's that first ran after the
//     list where the other ran by then (Selene on the June 2020 list is
//     phase 1, not November's phase 2);
//     and a name two versions of one operator's line share is not the one's
//     whose line writes only the other's versioned word (versions.h:
//     "Gyoukou - ZettaScaler-2.2" is not ZettaScaler-2.0 Gyoukou);
//   - evidence.h: ~200 characters of the page as it is, the matched words in
//     « », "…" where cut; and a #:~:text= link to the spot.
// scan() is const and keeps no state: pages may be scanned from several
// threads at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/naming.h"
#include "core/record.h"
#include "core/rules.h"

namespace verifier::match {

// The index was asked to stop while it was being built (SIGTERM).
struct Stopped : std::runtime_error {
  Stopped() : std::runtime_error("stopped while the alias index was built") {}
};

struct AliasInfo {
  std::string text;
  bool derived = false;
  bool ordinary = false;  // an ordinary word (word lists, rules, short)
  bool shared = false;    // another operator's record has the same name
  bool namesake = false;  // another owner's system of that name (TOP500)
  bool version_base = false;  // a versioned name without its version ("ABCI")
  bool older_namesake = false;  // an older machine of that name at its site (TOP500)
  bool place = false;  // a place of the record, the lists' name of a machine at its site
  bool spelt = false;  // the lists' spelling of a word the record's name misspells

  bool ambiguous() const {
    return ordinary || shared || namesake || version_base || older_namesake || place || spelt;
  }
  friend bool operator==(const AliasInfo&, const AliasInfo&) = default;
};

class AliasIndex {
 public:
  // Up to `threads` threads derive the systems' names side by side; the
  // index is the same whatever their number. A stop requested through
  // `stop` ends the build between batches of systems, with Stopped.
  AliasIndex(const std::vector<Record>& records, const MatchRules& rules, unsigned threads = 1,
             const std::stop_token& stop = {});
  ~AliasIndex();
  AliasIndex(AliasIndex&&) noexcept;
  AliasIndex& operator=(AliasIndex&&) noexcept;

  // Every system (index into the records given) the text names, each with
  // its best match (an explicit name before a derived one, then the longer
  // name, then the first place), in system order. `url` gives the
  // text-fragment link ("" gives none) and, where it is a TOP500 list's, the
  // list's month (list_date.h: a name two phases share is the one's that ran
  // then).
  std::vector<std::pair<std::size_t, Naming>> scan(std::string_view text,
                                                   std::string_view url) const;

  // The aliases a system is matched by, derived ones included (for `check`
  // and `aliases`), and whether its name is a description that no page can
  // name, only describe ("Meta 100k").
  std::vector<AliasInfo> aliases_of(std::size_t system) const;
  bool description(std::size_t system) const;
  // The system's own operators in every form (derive.h SystemTerms::operators).
  std::vector<std::string> operators_of(std::size_t system) const;
  // The system's country in every name countries.yaml gives it ("United
  // States", "USA", "美国" of "United States of America").
  std::vector<std::string> countries_of(std::size_t system) const;
  // The phase the system's name gives ("SURF Snellius Phase 3": 3), 0 when none.
  std::uint8_t phase_of(std::size_t system) const;
  // Why no page can describe the system ("" when one can): no operator or
  // place, or too few facts.
  std::string_view why_not_describable(std::size_t system) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace verifier::match
