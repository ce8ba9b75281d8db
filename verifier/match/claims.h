// match/claims.h: whether a page states the accelerator counts a record
// cites it for (spec §5, "Claims"): "6,128 NVIDIA H200" of a parts row
// against what the page says.
// Takes: the page text (Page::text(): one block a line), the claims of the
// systems that cite the page, and for each system what ties a passage to it
// (ties_of):
//   - the whole page when the page identifies no other system, or only
//     machines of its operator that a model tells apart (one named, the
//     other described by a model the named one has not);
//   - else the passages that carry one of its names, its site, the place
//     that described it or its own operator in any form; never an owner its
//     name only mentions (OpenAI of "CoreWeave Denton GB200s OpenAI/Microsoft");
//   - its site, place, operator and a name another operator's record shares
//     ("Stargate") only in a passage that names no other system the page
//     identifies (a table's row of another machine at the same site) or that
//     writes one of its own names too (its own row);
//   - its operator only in a passage that writes one of its own names where
//     the page identifies another system of that operator (Foxconn's
//     Kaohsiung row is Kaohsiung's, not the Big Innovation Cloud's);
//   - in a table row whose first cell names another system the page
//     identifies and not this one, only the cell that names this one
//     ("NVIDIA Eos Phase 2,...,4,608 DGX H100 GPUs,...,NVIDIA Eos Phase 1":
//     phase 1 is in its "Builds upon" column);
//   - another system's names are its aliases and its record's name (a
//     table row leads with it: "BNY Mellon Supercomputer,...");
//   - never a name inside another system's longer name, a site or place
//     that is only its country (in any of its names), nor a maker's name on
//     its product ("NVIDIA V100" ties nothing to NVIDIA's own machines);
//   - a record the page does not identify: by another phase of it the page
//     describes;
//   - never a count whose sentence (its cell, in a table's row) writes
//     another system's own name (`foreign`: a distinctive alias, or the
//     code that sets a sibling apart, "NM1" beside "D1") and none of this
//     system's names;
//   - never a count whose own phrase gives its machine to the operator of
//     another system the page identifies, one not this system's nor a word
//     of its record's name ("the 25k A100 supercomputer used by OpenAI" in
//     the note of Microsoft's rental for Meta);
//   - on a page whose title (its first line) names it and that names no
//     other system, only describes some in passing: every passage, but
//     from the sentence that carries one of those others' words on;
//   - the section under a heading that names it: "## Puhti", then "There
//     were also 80 GPU nodes, with total of 320 V100 GPUs";
//   - a paragraph that names it and counts none of its accelerators leads
//     into the next one ("...the cluster (Cortex)." then "This will be about
//     100,000 H100 GPUs"), but for one whose last sentence speaks of a node
//     ("The basic design of the node is shown in the following picture:",
//     then its four MI300A), and never into one that carries the operator
//     or place of another system the page describes, not this one's too
//     ("与此同时，xAI也在自行建设10万块H100": xAI's, not Grok 2's).
// Gives: per claim `states`, `contradicts` or `not-stated`, with what the
// page says (`found`) and a quote (`evidence`). Unreadable pages are the
// caller's `unread`.
// The rules, in the words of the contract:
//   - a count belongs to the claim when it counts accelerators (facts.h:
//     not nodes, CPU or CUDA cores), is tied to a model in its passage that
//     supports the claim's part (facts.h `supports`), and stands in a
//     passage tied to the system, with no count of another model between it
//     and the words that tie it ("OpenAI急建10万块GB200超算，马斯克10万块H100":
//     the H100 are Musk's), but for counts of one inventory after the tie,
//     joined only by commas, "and" and nouns ("Jean Zay ... 1,456 NVIDIA H100
//     GPUs, in addition to the 416 NVIDIA A100");
//   - it states the claim when it covers the value: exact, a product of a
//     node count and a per-node count of one passage, or a rounded figure
//     at the page's precision ("12.3k", "24K"; "about 12,000" only where
//     12,288 rounds to it and lies within 10 %; a figure written round, "300"
//     of 296, likewise); a per-node count alone (so every count of a line
//     that one about each unit, ending open, leads into: "Each pod is a
//     nonblocking fabric domain consisting of" then "- 3,072 NVIDIA H100
//     GPUs"; a pod's only where the system's passages count pods, "- 8
//     pods", a pod being the whole system where they count none), a
//     bound ("more than 10,000") or a range ("between 32,626 and 52,083")
//     never does (it is shown in `found`);
//   - it contradicts when it is a total that does not cover the value
//     (an approximation at its written precision: "约10万", about 100,000,
//     contradicts 90,000),
//     a per-node count times the node count before it in its passage
//     included ("a 560-node system. Each node has ... four NVIDIA A100":
//     2,240 contradicts 560 and 4); a claim whose part names no known
//     accelerator is never contradicted;
//   - a count of a whole the passage sets apart from the system, a part of
//     it, is neither: outside the clause of the system's earlier phase where
//     the passage speaks of that phase apart ("The first phase includes ...
//     128 ... systems will feature 256 ... systems, combining 2,048 ...
//     GPUs"), or of a supercloud or fleet beside "a single cluster";
//   - nor is a count in the clause of an earlier phase than the system's
//     (phase 2's row: "The first phase of deployment will be an 18,000 ...
//     GB300 supercomputer": phase 1's);
//   - one count that states wins over any that contradict (a page with
//     both the first phase and the whole machine states the claim).
// Cost: the facts of a passage are read once per page, and only for pages
// cited by a claim.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/claim.h"
#include "core/naming.h"
#include "core/record.h"
#include "core/rules.h"
#include "match/facts.h"
#include "match/match.h"

namespace verifier::match {

// Which passages of a page speak of one system.
struct ClaimTies {
  bool whole_page = true;          // the page identifies no other system
  std::vector<std::string> terms;  // else: passages holding one of these count
  std::vector<std::string> others; // other systems' names: a line holding one
                                   // ends the section under this one's heading
  // Its site, place and operator: they tie a passage that names no other
  // system the page identifies (a table's row of another machine at the
  // same site or of the same operator is that machine's).
  std::vector<std::string> context = {};
  // Its operator where the page identifies another system of that operator
  // too: it ties only a passage that writes one of this system's own names
  // (Epoch's table: a row of another Meta cluster is that cluster's).
  std::vector<std::string> beside_name = {};
  // Its names another phase of it that the page identifies carries too,
  // folded ("RSC-1" of Meta's RSC-1 Phase 1 and Phase 2, "NVIDIA Eos" of
  // Eos Phase 1 and 2): in another system's table row such a name is the
  // machine's, of no phase in particular (Epoch's RSC-2 row: "RSC-1 is ...
  // of 16k GPU size", the full system's), and ties none of the row's cells.
  std::vector<std::string> phase_names = {};
  // The page names no other system, it only describes some in passing:
  // when its title (first line) names this system, the page is this one's
  // but for the sentences that carry those others' words (`asides`: the
  // operators and places that described them). JUPITER.md, "title: JSC
  // JUPITER": its booster's "24,000 H100 GPUs" are JUPITER's; "[[Meta's
  // H100 clusters]] are 24K H100s" is Meta's.
  bool may_be_titled = false;
  std::vector<std::string> asides = {};
  // Those of the asides that are not this system's own words too (its
  // names, its operator in any form, a piece of its site, a place that
  // described it): a paragraph
  // that carries one is the other system's, not led into from one that
  // names this system ("Grok 2目前正在进行微调" then "与此同时，xAI也在自行建设
  // 10万块H100搭建的集群": xAI's own cluster). "Kaohsiung City", a place of
  // Foxconn's machine, is a piece of Taipei-1's site: its row goes on there.
  std::vector<std::string> not_own_asides = {};
  // Other systems' own names: their distinctive aliases (no model or count
  // in them) and the code that sets a sibling's name apart from this one's
  // ("NM1" of Shakti Cloud NM1 beside Shakti Cloud D1). A count whose
  // sentence (in a table's row, within its cell) writes one of them and
  // none of this system's names is that system's: D1's row quotes "Yotta
  // will deploy the first cluster of 16,384 GPUs at NM1".
  std::vector<std::string> foreign = {};
  // The operators of the other systems the page identifies, but for this
  // system's own words and the words of its record's name (Meta of
  // "Microsoft Azure Meta AI Rental", its tenant): a machine a count's
  // phrase gives to one ("the 25k A100 supercomputer used by OpenAI", in
  // the note of Microsoft's rental for Meta) is that operator's.
  std::vector<std::string> other_owners = {};
  // The phase its name gives where that is an earlier one (phase 1, or one
  // whose later phase the page identifies), else 0. A passage that speaks
  // of that phase apart ("The first phase includes ...") gives the phase
  // only what that clause gives: its other figures are the whole machine's
  // ("will feature 256 ... systems, combining 2,048 ... GPUs").
  std::uint8_t earlier_phase = 0;
  // The phase its name gives where that is a later one (2 or more), else 0.
  // What a passage gives an earlier phase in that phase's clause is that
  // phase's, not this one's: Phase 2's row quotes "The first phase of
  // deployment will be an 18,000 NVIDIA GB300 ... supercomputer".
  std::uint8_t later_phase = 0;
  // The models of its record's parts, as facts.h reads them: a count the
  // passage writes of two of them together ("550k GB200s & GB300s" of
  // Colossus 2 Phase 2's GB200 and GB300 parts) is the record's whole, no
  // count of either part.
  std::vector<Accelerator> parts = {};
  // Its record's name: a table row that leads with another record's name
  // is that record's, though the page may not identify it (Epoch's
  // "Microsoft Azure Meta AI Rental" row names the GPT-4 cluster only in a
  // later column; "Paper on Gopher", a record the CSV only describes, names
  // the MLPerf 0.7 submission as its possible duplicate).
  std::string record_name = {};
};

struct ClaimAsk {
  std::string part;
  double value = 0;
  const ClaimTies* ties = nullptr;  // outlives the check
};

class ClaimReader {
 public:
  // `records`: every record of the dataset, whose names mark a table's row
  // as that record's (ClaimTies::record_name); none where only the records
  // asked about on a page are known (a test's page).
  explicit ClaimReader(const AcceleratorTable& table, const std::vector<Record>& records = {});

  // The ties of `system` (an index into `records`) on a page whose
  // identified systems (as AliasIndex::scan gives them) are `identified`. The models
  // that tell machines apart are read as facts.h reads a part.
  ClaimTies ties_of(std::size_t system, const std::vector<Record>& records,
                    const std::vector<std::pair<std::size_t, Naming>>& identified,
                    const AliasIndex& index) const;

  // Every ask decided on one page, in the order asked.
  std::vector<ClaimCheck> check(std::string_view text, const std::vector<ClaimAsk>& asks) const;

 private:
  bool counts_or_models(std::string_view words) const;
  void add_foreign(const AliasInfo& other, const std::vector<AliasInfo>& own,
                   std::vector<std::string>& out) const;

  Accelerators accelerators_;
  std::vector<std::string> record_names_;  // every record's name, folded, sorted
};

}  // namespace verifier::match
