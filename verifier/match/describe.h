// match/describe.h: whether a page identifies a system by its facts without
// naming it (spec §5, `describes`: "Meta 100k", "Alibaba Cloud in Mexico").
// Takes, once: each system's own terms (operator forms, places: derive.h)
// and parts (accelerator, count); per page: its FoldedPage (context.h) and
// where the systems' anchors (operator forms, or places when the record
// names no operator) occur in it. Gives: each system the page describes,
// with the passage quoted and what identified it.
// The rule: in one passage (a block of the page), the anchor and at least
// two more of: a place of the system, its accelerator model, its
// accelerator count (as stated, rounded or approximated to cover the
// record's count, or as a product such as nodes x GPUs per node); and the
// passage gives no other count for that model (a passage about the
// 200,000-GPU phase does not describe the 100,000-GPU one). A bound ("more
// than 10,000") is no count of the system. Where the block does not
// describe the system, the anchor's own sentence or list item may (a block
// may be a whole list flattened into a line), or the list under its
// Markdown heading after it (context.h, list_in_section), or, for a page's
// lead, the first section after it (note_lead.h). An operator that also makes
// accelerators anchors nothing where its name is on its product ("Nvidia
// H100", "NVIDIA Grace": the maker, not the operator). A fact is the
// anchor's only with no other operator (a maker named anywhere is none),
// and no count of another model, between them; a place inside the words
// of the system's operator (the anchor or any other part of the operator
// written there) is no fact of its own, but in a table's row (a list's site
// column: "Universitaet Erlangen - Regionales Rechenzentrum Erlangen,Germany")
// it is where the row's machine stands. A count may be the passage's
// product of nodes and per-node count, as claims read it (facts.h).
// A table that gives the system its own row (RowsByName, table_row.h)
// describes it in that row only: another row's facts are another system's.
// A spreadsheet's row gives its count in a field beside the model
// (field_count); that field is the row's count, whatever its notes count.
// Anchors join the alias automaton as patterns of their own, so a page is
// still scanned once; the facts of a passage are read only where an anchor
// occurs, once per passage.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/naming.h"
#include "core/record.h"
#include "core/rules.h"
#include "match/automaton.h"
#include "match/derive.h"
#include "match/facts.h"

namespace verifier::match {

class FoldedPage;

enum class Describable : std::uint8_t { yes, no_anchor, too_few_facts };

// "no operator or place to anchor a description", ...: for `aliases`.
std::string_view why_not(Describable d);

class Describer {
 public:
  explicit Describer(const MatchRules& rules);

  // Registers a system (in system order) with its own terms and parts.
  // Gives whether a page could describe it: a record with no anchor, or
  // fewer than two of place, model and count, cannot be.
  Describable add(std::size_t system, const Record& record, const std::vector<ContextTerm>& terms);

  // Whether `name` is an accelerator maker's, in any spelling models.yaml
  // gives ("NVIDIA", "Nvidia Corporation", "英伟达"): on a page about GPUs a
  // maker is named as the maker, and is no other owner of what is near it.
  bool maker(std::string_view name) const;
  bool machine_maker(std::string_view name) const;

  // Once every system is added: adds every anchor to `automaton`, as ids
  // from `first_id` on (the anchors' keys live as long as the Describer).
  void seal(Automaton& automaton, std::uint32_t first_id);
  std::size_t patterns() const { return anchors_.size(); }
  const Accelerators& accelerators() const { return accelerators_; }

  struct AnchorHit {
    std::uint32_t anchor;  // id - first_id
    std::size_t begin;     // in the page text
    std::size_t end;
  };
  // A system the page names, and where its name stands.
  struct NamedAt {
    std::size_t system;
    std::size_t begin;
  };
  // The systems the page describes, except those in `named` (sorted by system).
  std::vector<std::pair<std::size_t, Naming>> describe(FoldedPage& page, std::string_view url,
                                                       const std::vector<AnchorHit>& hits,
                                                       const std::vector<NamedAt>& named) const;

 private:
  struct PartFacts {
    Accelerator accelerator;
    std::int64_t count = 0;  // 0 when the row gives none
  };
  struct SystemFacts {
    std::size_t system = 0;
    std::string name;  // the dataset's name, folded: the first cell of its own row
    std::vector<ContextTerm> places;
    std::vector<PartFacts> parts;
  };
  struct Anchor {
    std::string key;
    std::string text;
    std::string kind;                // "operator" or "site"
    bool maker = false;              // an accelerator maker's name: no other owner
    // A maker of machines (rules `owners`, `maker`): no other owner on its
    // product ("HPE Apollo 6500" in ALCF's page on Polaris).
    bool machine_maker = false;
    std::vector<std::uint32_t> of;   // indices into systems_
  };
  struct Passage;
  struct Operators;
  class SectionList;
  class PageReading;

  // The systems of the anchor at `hit` that its passage, sentence or
  // section's list describes, added to `out` (once each, none of `named`).
  void describe_at(PageReading& reading, std::string_view url, const AnchorHit& hit,
                   const std::vector<NamedAt>& named,
                   std::vector<std::pair<std::size_t, Naming>>& out) const;
  // What identifies `s` near `hit`: its passage's facts, else its
  // sentence's, else its section's list's; fewer than `needed` when none does.
  std::vector<std::string> described_near(PageReading& reading, const SystemFacts& s,
                                          std::uint32_t index, const AnchorHit& hit,
                                          const Passage& passage, SectionList& list,
                                          std::size_t needed) const;

  // A place inside the words of the system's own operator, in any of its
  // parts, is the operator read twice, no fact: "Livermore" of "Lawrence
  // Livermore National Laboratory", "Nagoya" of "Information Technology
  // Center, Nagoya University" whichever part anchors (operators.own_words);
  // in a table's row it is the list's site (operators.site_field).
  // `operators.others` are the spans of other operators on the page: a model
  // or count with one of them between it and the anchor is theirs ("马斯克4个月
  // 建成10万张H100超算集群！xAI算力超越OpenAI": xAI's, not OpenAI's).
  std::vector<std::string> described_by(const SystemFacts& s, FoldedPage& page,
                                        const Passage& passage, const AnchorHit& hit,
                                        const Operators& operators) const;

  // Whether the table's row of `hit` names another machine of the anchor's
  // operator whose count of a model of `s` is another: that row is the
  // machine's entry, not the system's ("Lawrence Livermore National
  // Laboratory; United States | El Capitan — ... AMD Instinct MI300A" is no
  // RZAdams, whose MI300A are fewer; a record without a count may be it).
  bool another_machines_row(PageReading& reading, const SystemFacts& s, const Anchor& anchor,
                            const AnchorHit& hit, const std::vector<NamedAt>& named) const;

  // The count a table's row gives the part in a field of its own, beside
  // its model, under a header of a quantity: "" when none, nullopt when
  // that field says another number.
  std::optional<std::string> field_count(std::string_view text, std::size_t at,
                                         const PartFacts& part) const;
  bool counts_part(std::string_view model_field, const Accelerator& part) const;

  Accelerators accelerators_;
  std::vector<std::vector<std::string>> makers_;  // every maker's spelling, as phrase words
  std::vector<std::vector<std::string>> machine_makers_;  // the same of the makers of machines
  std::vector<SystemFacts> systems_;
  std::vector<Anchor> anchors_;
  std::unordered_map<std::string, std::uint32_t> anchor_ids_;  // until sealed
};

}  // namespace verifier::match
