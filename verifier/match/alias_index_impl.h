// match/alias_index_impl.h: internal to match/, not the stage's public face:
// the AliasIndex's insides (every system's aliases, marks and context as
// the index keeps them, and the types a page's reading passes between its
// steps), shared by alias_index.cpp (building it, and its public API),
// alias_marks.cpp (which names are ambiguous) and the reading of a page:
// page_naming.cpp (its steps, each system's best naming), page_occurrences.cpp
// (the names found), name_in_passage.cpp and name_ties.cpp (an ambiguous
// name's use and ties), ranked_names.cpp (rankings) and listed_siblings.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/record.h"
#include "core/rules.h"
#include "match/automaton.h"
#include "match/context.h"
#include "match/derive.h"
#include "match/describe.h"
#include "match/match.h"

namespace verifier::match {

namespace internal {

// What tied an occurrence of an ambiguous name to its system.
struct Identified {
  std::string context;                     // the note ("operator "ORNL" in the same block")
  std::vector<std::string> identified_by;  // "alias: Frontier", "operator: ORNL"
  bool weak = false;  // in a title-case heading: counts only if the page never
                      // uses the name otherwise
};

// How the passage writes an occurrence of an ambiguous name, where it may
// be this system's name (AliasIndex::Impl::name_in_passage).
struct NameInPassage {
  std::optional<std::string> later;  // "Jureca DC": this system's own later machine's name
  bool partition = false;            // "Helios GPU", not joined with a hyphen ("Topaze-gpu")
  std::optional<GivenOwner> owner;   // "Argonne's Aurora": its own owner given with it
  bool weak = false;                 // in a heading (NameUse::heading)
};

// Which tie an occurrence needs, by how the name is written.
enum class NameForm {
  later_name,  // its own later machine's name ties it outright
  partition,   // its owner near ties a partition
  generation,  // a line's bare name, an older namesake's row head: only its accelerators or count
  place,       // a place or generic word the lists give its site: its site and its accelerators
  with_owner,  // its owner given with the name is context itself
  bare,        // whatever of its context the page holds
};

struct Occurrence {
  std::uint32_t pattern;  // index of the alias, over all systems
  std::size_t begin;      // in the original text
  std::size_t end;
};

// A system's best occurrence on a page so far, and what tied it.
struct Best {
  Occurrence at;
  Identified why;
};

// An alias as the index keeps it: its text and then its key live in one
// arena for all systems, so an alias costs 16 bytes instead of two strings.
// Input files are capped at a few megabytes, far below 2^23 bytes a key.
struct StoredAlias {
  std::uint32_t text_at;  // the key follows the text
  std::uint32_t system;
  std::uint32_t text_length : 31;
  bool spelt : 1;  // the lists' spelling of a word of the record's name (Alias::spelt)
  std::uint32_t key_length : 23;
  bool derived : 1;
  bool ordinary : 1;
  bool shared : 1;
  bool namesake : 1;
  bool version_base : 1;
  bool older_namesake : 1;
  bool country_shared : 1;  // another owner's system of this name is in the system's country
  bool listed : 1;          // the TOP500 lists carry this name at the system's own site, no other
  bool place : 1;           // a place of the record, the lists' name at its site (Alias::place)

  std::uint32_t key_at() const { return text_at + text_length; }
};
static_assert(sizeof(StoredAlias) == 16);

struct AliasView {
  std::string_view text;
  std::string_view key;
  bool derived;
  bool ordinary;
  bool shared;
  bool namesake;
  bool version_base;
  bool older_namesake;
  bool country_shared;
  bool listed;
  bool place;
  bool spelt;

  bool ambiguous() const {
    return ordinary || shared || namesake || version_base || older_namesake || place || spelt;
  }
};

// Whether an occurrence needs the system's own context to name it. An
// ambiguous name does, unless it is an acronym written as one. So does a
// name the record writes in capitals (RAIDEN, LANTA, SATURN V) found in
// another case: "Castor_Raiden" (a user name), "Koh Lanta" (an island), the
// rocket "Saturn V" are other words until the system's context says not.
bool needs_context(const AliasView& alias, std::string_view found);

// The list a page is, by its address ("TOP500_202006.csv") or else by a title
// that names a list and its month ("June 2024 HPCG Results", as the HPCG site
// heads each list, whatever its address): its machines ran by that month.
int list_month_of(std::string_view url, std::string_view text);

// The ranking the occurrence's sentence is about, or nothing: a name the
// lists give this system alone is the listed system there ("For Frontier,
// the fastest supercomputer in the world according to the November 2023
// Top-500 list"); other systems of that name are on no list. The sentence
// names the list, or is about a ranking ("New result from Aurora took
// third spot on the list") on a page whose title names it ("HPCG
// Performance List announced at ISC 2024"): the page is the list's.
struct RankedOn {
  std::string list;  // "TOP500"
  bool by_title;     // the page's title names it, not the sentence
};
std::optional<RankedOn> list_named_with(std::string_view text, const Occurrence& o);

// "Phase 3" at `at` (the word in any case, then its number, spaced or
// hyphened), as a list row writes it after the name ("Snellius Phase 3
// GPU"): the number, 0 when there is none or it does not fit a byte.
std::uint8_t phase_at(std::string_view text, std::size_t at);

}  // namespace internal

struct AliasIndex::Impl {
  explicit Impl(const MatchRules& rules) : describer(rules) {}
  // The index's own types (alias_index_impl.h: internal).
  using Identified = internal::Identified;
  using NameInPassage = internal::NameInPassage;
  using NameForm = internal::NameForm;
  using Occurrence = internal::Occurrence;
  using Best = internal::Best;
  using StoredAlias = internal::StoredAlias;
  using AliasView = internal::AliasView;


  std::string arena;                    // every alias's text and key
  std::vector<StoredAlias> aliases;     // all systems', in system order
  std::vector<std::uint32_t> first_alias;  // per system, and one past the last
  // Systems with the same operator and site share one set of context terms.
  std::vector<std::vector<ContextTerm>> context_sets;
  std::vector<std::uint32_t> context_of;  // per system: index into context_sets
  std::vector<bool> description;          // per system: its name names nothing
  // SystemTerms::operators where they are not the context's operator terms
  // (an owner the name only mentions, a tenant, is context but no operator):
  // a few systems, where a list per system would cost 24 bytes each.
  std::unordered_map<std::uint32_t, std::vector<std::string>> operators_apart;
  // Per system: the year its line of machines first ran (the earliest of
  // the records of one operator that share a name: "Lassen" Phase 2 is the
  // 2018 Lassen upgraded), 0 when unknown.
  std::vector<int> first_year;
  // Per system: its own first month as YYYYMM where first_operational gives
  // one, else its year's first (MM 00); 0 when unknown. Phases of a line
  // keep their own (a list row of June 2020 is no phase of November 2020).
  std::vector<int> began;
  // Per system: the phase its name gives ("SURF Snellius Phase 3"), 0 when none.
  std::vector<std::uint8_t> phase;
  // Per ambiguous alias: the words the lists add to it for this system's
  // own, later machine ("data centric module", "dc" of "JURECA Data
  // Centric Module"; "booster" of "JUPITER Booster"), as keys.
  std::unordered_map<std::uint32_t, std::vector<std::string>> later_names;
  // Per ambiguous alias: the owners of the other machines of its name (the
  // operator and site terms of other operators' records of that name, the
  // lists' sites of its namesakes), accelerator makers left out.
  std::unordered_map<std::uint32_t, std::vector<ContextTerm>> other_owners;
  // A line's bare names ("Dojo" of "Tesla Dojo 1 Phase 1") where the
  // dataset knows one generation of the line at its operator, numbered in
  // the record's own name (mark_sole_generations): its owner given with it
  // ("Tesla's Dojo") names that generation, whose phases share the name.
  std::unordered_set<std::uint32_t> sole_generation;
  // Per line's bare name ("SATURN V" of "NVIDIA SATURN V Volta"): the models
  // of the operator's records whose own name it is ("NVIDIA SATURN V Phase
  // 2", V100), which tie it to those, not to this generation (mark_models_of_bare_line).
  std::unordered_map<std::uint32_t, std::unordered_set<std::string>> models_of_bare_line;
  std::vector<Describable> describable;   // per system
  // Per system: its accelerators' family as an index into `families` plus
  // one, 0 when its parts give none or several ("Ponte Vecchio" of "Intel
  // Data Center GPU Max 1550"); a byte a system.
  std::vector<std::uint8_t> family_of;
  std::vector<std::string> families;
  Describer describer;
  // Per system: its operator's key as an id of `key_ids` (0: none), and
  // while the index is built its country's. Few distinct keys stand behind
  // many systems, so an id costs 4 bytes a system where a key cost 32.
  std::vector<std::uint32_t> operator_keys;
  std::vector<std::uint32_t> country_keys;
  std::unordered_map<std::string, std::uint32_t> key_ids{{"", 0}};
  std::uint32_t key_id(std::string key) {
    return key_ids.try_emplace(std::move(key), static_cast<std::uint32_t>(key_ids.size())).first->second;
  }
  std::vector<std::string> product_keys;
  // Per context set with an accelerator maker among its operator and site
  // terms: those terms without the maker, the ones that tie a name to its
  // owner where a maker is named beside its processors (owner_terms_of).
  std::unordered_map<std::uint32_t, std::vector<ContextTerm>> owners_apart_from_makers;
  std::vector<std::string> name_word_keys;
  // Names the lists give one site and that are no ordinary word ("Fugaku"
  // of "Supercomputer Fugaku"), key -> the name as listed: on a ranking,
  // each is a listed system's name that needs no context.
  std::unordered_map<std::string, std::string> listed_names;
  std::size_t context_words = 30;
  Automaton automaton;

  AliasView alias_of(std::uint32_t p) const {
    const StoredAlias& a = aliases[p];
    std::string_view all(arena);
    return {all.substr(a.text_at, a.text_length), all.substr(a.key_at(), a.key_length),
            a.derived, a.ordinary, a.shared, a.namesake, a.version_base, a.older_namesake,
            a.country_shared, a.listed, a.place, a.spelt};
  }
  std::size_t system_of(std::uint32_t p) const { return aliases[p].system; }
  std::string_view key_of(const StoredAlias& a) const {
    return std::string_view(arena).substr(a.key_at(), a.key_length);
  }

  void store(std::size_t system, SystemTerms terms, const Record& record,
             std::unordered_map<std::string, std::uint32_t>& context_ids);
  void mark_ordinary_and_shared(const MatchRules& rules);
  // mark_ordinary_and_shared's steps.
  std::unordered_set<std::string> ordinary_words(const MatchRules& rules,
                                                 const std::unordered_map<std::string, std::string>& candidates) const;
  void mark_ordinary(const std::unordered_set<std::string>& ordinary);
  void mark_shared(std::span<const std::uint32_t> group);
  std::optional<std::string> listed_name_in(std::string_view text, std::size_t from, std::size_t to,
                                            const Occurrence& o) const;
  void mark_namesakes(const MatchRules& rules);
  void collect_later_names(const ListedLater& listed);
  void add_other_owners(std::uint32_t alias, const std::vector<ContextTerm>& terms);
  bool other_owner_near(FoldedPage& folded, const Occurrence& o) const;
  std::uint8_t family_id(const Record& record);
  std::optional<std::string> own_family_nearest(std::string_view text, const Occurrence& o) const;
  void collect_owners_apart_from_makers();
  const std::vector<ContextTerm>& owner_terms_of(std::size_t system) const;
  std::optional<FoundContext> maker_as_owner(FoldedPage& folded, const Occurrence& o) const;
  void mark_later_line_names(std::span<const std::uint32_t> group);
  void mark_sole_generations(std::span<const std::uint32_t> group);
  std::string_view generation_number(const StoredAlias& a) const;
  void mark_models_of_bare_line(std::span<const std::uint32_t> group);
  const std::vector<ContextTerm>& generation_facts(std::uint32_t pattern, const std::vector<ContextTerm>& own,
                                                  std::vector<ContextTerm>& kept) const;
  bool owner_names_generation(std::string_view text, const Occurrence& o, bool own_owner) const;
  std::vector<Occurrence> occurrences(std::string_view text) const;
  std::vector<Occurrence> longest(std::string_view text, std::vector<Occurrence> found) const;
  bool same_system_called_more_fully(std::string_view text, const Occurrence& longer,
                                     const Occurrence& shorter) const;
  std::vector<std::string_view> alias_keys_of(std::size_t system) const;
  std::optional<Identified> identify(FoldedPage& folded, const Occurrence& o,
                                     std::span<const Occurrence> page, bool& used_otherwise,
                                     bool& lacked_context) const;
  // identify's steps.
  bool longer_name_given_away(std::string_view text, const Occurrence& o,
                              std::span<const Occurrence> page) const;
  std::optional<NameInPassage> name_in_passage(FoldedPage& folded, const Occurrence& o,
                                               bool& used_otherwise) const;
  NameForm form_of(FoldedPage& folded, const Occurrence& o, const NameInPassage& name) const;
  bool tie_by_form(FoldedPage& folded, const Occurrence& o, const NameInPassage& name, NameForm form,
                   Identified& out) const;
  bool tie_by_page(FoldedPage& folded, const Occurrence& o, std::span<const Occurrence> page,
                   Identified& out) const;
  std::optional<std::string> sibling_beside(std::string_view text, std::span<const Occurrence> page,
                                            std::size_t k, std::span<const std::size_t> named) const;
  // The steps of a scan, in order (AliasIndex::scan).
  using BestNamings = std::unordered_map<std::size_t, Best>;  // by system
  bool written_as_name(std::string_view text, const Occurrence& o) const;
  bool named_outright(const BestNamings& best, std::size_t system, const AliasView& alias) const;
  BestNamings best_namings(FoldedPage& folded, std::span<const Occurrence> kept,
                           std::vector<std::size_t>& unplaced) const;
  void name_listed_siblings(std::string_view text, std::span<const Occurrence> kept,
                            std::span<const std::size_t> unplaced, BestNamings& best) const;
  void drop_not_yet_running(BestNamings& best, int month, bool generations_only = false) const;
  bool other_version_at(std::string_view text, std::span<const Occurrence> kept, const Occurrence& o) const;
  bool listed_before_its_generation(std::string_view text, std::span<const Occurrence> kept,
                                    const Occurrence& o) const;
  Naming naming_of(std::string_view text, std::string_view url, Best& best) const;
  std::optional<std::string> ranked_beside(std::string_view text, const Occurrence& o,
                                           std::span<const Occurrence> page) const;
  std::optional<std::string> later_name_after(std::string_view text, const Occurrence& o) const;
  // Against a list's month (YYYYMM): the system surely first ran after it,
  // or surely ran by then; an unknown date is neither.
  bool began_after(std::size_t system, int month) const { return began[system] > month; }
  bool running_by(std::size_t system, int month) const {
    const int b = began[system];
    return b != 0 && (b % 100 == 0 ? b + 12 : b) <= month;  // a year alone: by its December
  }
  // On a list of a month, a name two systems share is the one's that ran
  // then: Selene on the June 2020 list is phase 1, not the phase 2 of
  // November. Gives the systems of `named_by` (system, name's key) to drop;
  // a system alone of its name stays (its recorded date may be late).
  std::vector<std::size_t> not_yet_running(std::span<const std::pair<std::size_t, std::string_view>> named_by,
                                           int month) const {
    std::vector<std::size_t> later;
    for (const auto& named : named_by) {
      if (!began_after(named.first, month)) continue;
      if (std::any_of(named_by.begin(), named_by.end(), [&](const auto& other) {
            return other.first != named.first && other.second == named.second && running_by(other.first, month);
          }))
        later.push_back(named.first);
    }
    return later;
  }
};

}  // namespace verifier::match
