// match/facts.h: the facts a passage states about accelerators.
// Takes: one passage of page text (UTF-8, one block of Page::text(), i.e. one
// line) and the accelerator table of rules/models.yaml. Gives: the counts it
// states (each with its span, its text as written, its value, the interval of
// values it covers and its form: exact, rounded, approximate, a bound, or a
// product such as "766 nodes with 8 GPUs each"), what each count counts
// (accelerators, nodes, cores), the accelerator models, families and vendors
// it mentions normalised ("H100 SXM5 80GB" ~ "H100"), and which model each
// count belongs to. Also reads a record's `part` string into the same form and
// says whether a page mention supports a part. No I/O.
//
// Use:
//   Accelerators table(rules.match.accelerators);     // once
//   Facts f = facts_of(passage, table);               // per passage
//   for (const Count& c : f.counts)
//     if (c.thing == Counted::accelerators && c.model && c.covers(12288)) ...
//   Accelerator part = table.read_part("NVIDIA H100 SXM5 80GB");  // model H100
//   supports(f.mentions[*c.model].accelerator, part);
//
// Rules (the reasons are at each rule in the scan's files, named in
// passage_scan.h, and the files of its readings, named in facts_words.h):
// - A count in digits may be grouped in any locale ("24,576", "24 576" with
//   any space, "24.576", "24'576"); a group is exactly three digits, so "1.2"
//   is a decimal. A number glued to letters is part of a name ("H100", "64C",
//   "80GB"); a number followed by a unit (GB, "80-GB", MW, petaflops, %, ...) or after a
//   currency, "version" or '#', a CPU's or server's name ("EPYC 7763",
//   "Apollo 6500"), a year (1900-2099 unless a counted noun follows; before
//   a bare model, "Meta 2017 V100 Cluster", 1990-2030 is a year), a date or
//   an identifier (digits joined by '-' or '/') is no count.
// - Abbreviated and scaled numbers ("12.3k", "100K", "1.5 million", "ten
//   thousand", "2.5万", "一万二千") are `rounded`: they cover the values that
//   round OR truncate to them at the written precision: "12.3k" covers
//   [12250, 12399], "24K" covers [23500, 24999] (pages write "24K" for 24,576).
// - "one" is a count only of what one unit holds ("one NVIDIA GH200 ...
//   per node"); elsewhere it is an article or a pronoun ("one of the").
// - English number words are read with a small table, not ICU's spellout
//   parser: the match stage links no ICU (one outside library per stage), the
//   words that occur in counts are few (zero..ninety, hundred, thousand,
//   million, billion, "a", "and"), and a table costs nothing per word.
// - `approximate` ("about", "around", "~", "some", 約, 约, 近)
//   covers the value +-10 % (and its rounding interval, if wider); bounds
//   cover [value+1, inf) for "more than", "bigger than", [value, inf) for "at
//   least", "10,000+", 以上, and [0, value] for "up to", "as many as",
//   "nearly", "almost", "close to" (a figure the count falls short of), [0,
//   value-1] for "less than", "(just) under"; a sign glued to its number (">1,000", "<1,000")
//   is "more than" or "less than", a spaced ">" a quoted line's mark. A marker holds across the quote marks a note
//   puts round its source's words ("""can scale up to"" 16k"), and a bound's
//   across one filler: "size" ("up to size 4,088"), or an article and a
//   hyphened adjective ("up to an industry-leading 65,536"). "Up to" reaches
//   a count joined to its own by "with" or "and" in its clause ("up to 4,096
//   instances with 32,768 GPUs"), and "all 16k GPUs" is a bound the passage
//   gives that it covers ("up to 16,384 cards"). "Over" right after a word
//   of work done ("training over 512 GPUs", "distributed over", "spread
//   over") is "across", no bound; "has over 500", "on over 10,000" are.
// - "An equal number" or "the same number" of a thing is as many as the
//   exact count written just before it in its clause ("18,688 CPUs paired
//   with an equal number of GPUs" counts 18,688 GPUs); never with an "as"
//   after its noun ("the same number of GPUs as Summit": another's count).
// - A range ("between X and Y", "from X to Y") is one count of form `range`
//   covering [X, Y]; it takes the noun and the model of its second end.
// - A count per node ("8 GPUs each", "Each node then has 8 GPUs": a node in
//   the singular earlier in its sentence; 各計算ノードには...4基), per device
//   ("the 2 GPUs on an MI250X", a few named with "the"), after "each" since
//   the last count ("72 servers, and each of them is equipped with 8 GPU
//   accelerators"), "[per node]", a multiplicity
//   ("4x H100", "4 x NVIDIA V100 GPUs/node"; not "64 x CS-3s", the model in
//   its own plural; a bracket right after a model of a count times a memory
//   size, "DGX-A100 (8×40G)"), what one VM holds ("a single VM and eight A100"), and
//   the per-node factor of a product, is `per_unit`: never
//   a total; so is what nodes no count sizes hold or consist of ("The nodes
//   ... consist of 4 MI250X GPUs", "Nodes with ... 4 AMD
//   MI250X GPUs", "the compute nodes with the addition of 3 GPUs", "entire
//   chips (2 GPUs)": a bracket after units no count sizes), while
//   "per node" closes the count before it only; "each" after a count of
//   nodes opening a clause ("72 nodes each contain") leaves the nodes a
//   total, and "each" before a pod leaves the pod to the pods' rule. So is
//   a count per rack, board or tray ("a rack of 72 GPUs", "trays with 4
//   GPUs"), one hyphened to its noun in a unit's name ("8-GPU HGX H100
//   nodes"; "a 24,576-GPU cluster" is a total), one equal to such a unit's
//   size named before it in its sentence ("261 four-GPU ... nodes with: ...
//   4 Nvidia Tesla V100 SXM2 GPUs"), and one a product's name carries in its
//   sentence ("GB200 NVL72 ... 72 Blackwell GPUs").
//   So is a count "each" closes its clause after ("with 8 v100 GPUS and
//   768 GB of RAM each"), either side of a unit's definition ("1 cloud TPU
//   = 4 TPU chips"; elsewhere in its passage a count of that unit counts
//   units, "1,000 Cloud TPUs", and one whose noun is what it holds the
//   chips, "4,000 Cloud TPU Chip", its unit's name no model), and a handful under a label in a node's spec list
//   ("42 Nodes; GPU：NVIDIA A100 8 units", a product). Units "of" a count
//   are each that big ("7 pods of 4096 TPUs"); "192 of the 768 nodes are
//   equipped with four" multiplies the 192. A count between a capitalised
//   word and a capitalised "Cluster" is a word of a name ("Tesla 10k H100
//   Cluster"), no count.
//   "equivalent to 600,000 H100s", "90,000 H100 equivalents", "相当于9万个
//   H100", "8000块H100等价算力" count nothing (their thing is unknown), nor
//   does a need ("a model that requires four H100 GPUs"), nor one asked
//   about or guessed at in its clause ("whether they had built a 16k
//   cluster", "likely that Oracle has several of these 16k clusters", "Maybe
//   10k A100"; the writer's "guess" over its sentence, "guess six nodes per
//   rack, for a total of ... 2,880 A100 GPUs", and so an assumption or an
//   extrapolation, "assume ... so 330k GB200s"; "10k A100s, but it's unclear
//   if they're just estimating this", its sentence doubting it as an
//   estimate), nor the result of a sum its sentence works out
//   ("(300/1.4)*36=7,714 GB200s=15,428 GPUs"), nor
//   does a count split into shares of models ("12,448 GPUs are 97% Hoppers,
//   3% Amperes"; one share, "are 100% dedicated", splits nothing), nor a sum
//   over several sites ("24,000 H100 GPUs spread across six ... data centers",
//   "divided equally among the six locations": a number of them and a word
//   of places after "across", "among" or "between"); 一个 is the article "a".
// - A Markdown pipe table in one block: a row's count under a header of
//   nodes times what each node of the row holds ("| 2,688 | ... | 4x H100 |")
//   is a product, the row's total; "\|" (a wiki link's pipe) is inside a cell.
// - A row of cells between pipes under a header line of its own ("NODE
//   COMPONENT | DESCRIPTION | PER NODE | AGGREGATE" above "GPUs | Intel Data
//   Center Max 1550 Series | 6 | 63,744"): a count with no noun of its own
//   in a column headed per node is what one node of the row's model holds
//   (`per_unit`), one in a column headed aggregate or total (or per, whole
//   or full system) the machine's count of it; a header with any other word
//   ("Total power") or no header leaves the row as it reads alone.
// - A count under a label ("Nodes: 980 Processors: 2x16 cores") counts what
//   the label names, the capitalised noun and colon after it being the next
//   field's label; a phase with its number and a capitalised word right
//   before a model are words of a noun phrase ("72 Phase 1 GPU nodes", "4x
//   Nvidia RedStone A100-40"). A bare count closing a copula whose subject
//   is a deployment, its clause naming a model or a family, counts those
//   accelerators ("The largest individual deployment for the backend
//   network for Maia is 2,048").
// - A multiplicity after its model ("A100 40GB x480") counts that model: what
//   one unit holds up to 64, the machine's past that. "of the" leads to the
//   chips of the sentence before ("8,000 of the hugely powerful chips"), a
//   comma joins adjectives of one noun phrase ("2,560 direct, liquid-cooled
//   ... Superchips"), and a CPU's superchips are CPUs ("Grace CPU Superchips").
// - A count belongs to a model mention when no other mention sits between
//   them: the one in its own noun phrase ("24,576 H100 GPUs") first, else the
//   nearest one before it ("H100 GPUs: 24,576"), else the nearest one after.
//   In a table's row, a cell that names a model by the end of the count's
//   sentence keeps the count to its own: the nearest before in the cell, else
//   the one after unless another count's or included ("6k GPUs before (2k
//   A100s, 4k H100s)", "10,000 GPUs, including ... B200": none).
// Cost: one pass over the bytes finds number candidates (digits, CJK numerals,
// number words, looked up only for lower-case words of 3 to 9 letters whose
// first letter starts a number word); context (markers, nouns, models) is
// read only around a candidate. A passage with none costs the one pass.
#pragma once

#include <bitset>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/rules.h"

namespace verifier::match {

namespace internal {
class Scan;  // one passage cut into words (passage_scan.h)
}  // namespace internal

// An accelerator as a page or a part names it; the less it says, the more is
// empty: model "H100" (family "Hopper", vendor "NVIDIA"), family-only
// ("Ampere GPUs"), vendor-only ("NVIDIA GPUs"), or nothing known.
struct Accelerator {
  std::string model;
  std::string family;
  std::string vendor;
  bool known() const { return !vendor.empty(); }
  bool operator==(const Accelerator&) const = default;
};

// Does a page's mention support a record's part? A model supports its model
// part and its family-only or vendor-only part; a family mention supports a
// family-only part (and vendor-only part), never a model part.
bool supports(const Accelerator& mention, const Accelerator& part);

struct Mention {
  std::size_t begin = 0, end = 0;   // bytes of the passage
  Accelerator accelerator;
};

// `range`: "between 32,626 and 52,083 APUs", "from 4 to 8 GPUs": an estimate
// or a span, never an exact statement of any value in it.
enum class CountForm { exact, rounded, approximate, at_least, at_most, range };
enum class Counted { unknown, accelerators, nodes, cores, cpus };

// What a noun counts ("gpus", "superchip", "nodes", "epyc"), lower-case;
// unknown for any other word.
Counted noun_kind(std::string_view word);

struct Count {
  static constexpr std::int64_t unbounded = std::numeric_limits<std::int64_t>::max();
  std::size_t begin = 0, end = 0;   // bytes of the passage: the number, its
                                    // markers ("about", "+", 以上) and counter
  std::string text;                 // the passage's bytes [begin, end)
  std::int64_t value = 0;           // as written: "12.3k" is 12300
  std::int64_t low = 0, high = 0;   // the values it covers, inclusive
  CountForm form = CountForm::exact;
  Counted thing = Counted::unknown;
  bool per_unit = false;            // "8 GPUs each", "4 GPUs per node": not a total
  // What one pod holds ("Each pod ... consisting of 3,072 GPUs", "pods of
  // 512 GPUs"): per unit where pods are counted, in its passage (then
  // `per_unit` too) or in another passage that speaks of its system (the
  // claims' reading: Facts::counts_pods).
  bool pod_held = false;
  // A product "766 nodes with 8 GPUs each": the factors as written (empty
  // otherwise); its span runs from the first factor to the second.
  std::string factor_text[2];
  bool product() const { return !factor_text[0].empty(); }
  std::optional<std::size_t> model;  // index into Facts::mentions
  bool covers(std::int64_t v) const { return low <= v && v <= high; }
};

// The written precision of a round number: its trailing zeros, short of its
// first figure (4,600: 100; 6,000: 1,000); the one owner of "the page's own
// rounding" for approximate counts and the products made of them.
std::int64_t written_step(std::int64_t value);

struct Facts {
  std::vector<Count> counts;        // in passage order; products after their factors
  std::vector<Mention> mentions;    // in passage order
  // The passage counts pods ("8 pods", "eight of these pods"): a pod is a
  // unit there, what one holds (`pod_held`) no total.
  bool counts_pods = false;
};

// The accelerator table made ready for scanning (built once, shared by threads).
class Accelerators {
 public:
  explicit Accelerators(const AcceleratorTable& table);

  // The mentions in a passage. A family or vendor word counts only next to a
  // word for accelerators or its vendor ("Hopper GPUs", "NVIDIA Ampere").
  std::vector<Mention> mentions(std::string_view passage) const;
  // A record's part: the first model named, else the family, else the vendor
  // ("More than 10,000 NVIDIA Ampere GPUs" is family Ampere).
  Accelerator read_part(std::string_view part) const;
  // Is `maker`, a vendor's name, the maker's name on a product that `after`
  // (the text right after it) begins with: "Nvidia H100", "[[Grace\|Nvidia
  // Grace]]", "AMD EPYC", "Intel Xeon", "NVIDIA DGX"? Then it names the
  // product, not the company (an operator that also makes accelerators).
  bool product_by(std::string_view maker, std::string_view after) const;
  // Is each unit of this model a whole system (rules/models.yaml `appliance`:
  // Cerebras' CS-2), so that its "systems" are its units?
  bool appliance(const Accelerator& a) const;

  // One spelling of a model, family or vendor, as lower-case words.
  struct Form {
    std::vector<std::string> words;  // "tpu", "v4"
    std::string joined;              // "tpuv4": the words written together
    std::size_t named = 0;           // index into named_
  };
  enum class Level { vendor, family, model };

 private:
  friend class internal::Scan;
  friend Facts facts_of(std::string_view passage, const Accelerators& table, std::string_view header);

  bool may_state(std::string_view passage) const;
  static std::optional<std::size_t> first_two(std::string_view w);  // w not empty
  void mark_first_two(std::string_view form_word);
  bool may_start(std::string_view w) const;  // may w start a form (by its first two bytes)?

  std::vector<Form> forms_;
  std::unordered_map<std::string, std::vector<std::size_t>> by_first_;  // first word or joined
  std::vector<Accelerator> named_;   // what each form names
  std::vector<Level> level_;         // per named_
  std::vector<std::string> appliances_;  // families whose models are whole systems
  bool first_[128][32] = {};         // [first byte][word length]: may start a form
  // [first byte * 128 + second byte (0: none)]: may start a form. The first
  // look's second filter: by length alone, half the words of plain prose
  // ("the", "system") would be looked up in by_first_.
  std::bitset<std::size_t{128} * 128> first_two_;
};

// `header`: where the passage is a row of a table whose header is a line of
// its own (table_row.h's RowHeaders), that line; empty where none.
Facts facts_of(std::string_view passage, const Accelerators& table, std::string_view header);
inline Facts facts_of(std::string_view passage, const Accelerators& table) {
  return facts_of(passage, table, {});
}

// Products a reader makes across one passage, for claims and descriptions
// alike: a node count times a per-node count of the part's model ("24
// NVIDIA DGX A100 nodes. Each DGX A100 node comprises eight NVIDIA A100").
// The product of some pair that equals `value`, if any (a page may give a
// partition's nodes before the whole machine's):
std::optional<Count> passage_product(const Facts& f, const Accelerator& part, std::int64_t value);
// The sum of the passage's products of the part's model, two at least and
// apart, where it equals `value`: a machine's partitions ("261 four-GPU
// nodes ... 4 V100 ... 31 eight-GPU nodes ... 8 V100"); never a contradiction.
std::optional<Count> passage_sum(const Facts& f, const Accelerator& part, std::int64_t value);
// Whether `c` (one of f.counts) is one of those partitions: a group's
// count, contradicting the machine's rather than stating it.
bool partition_of_several(const Count& c, const Facts& f, const Accelerator& part);
// The passage's totals of the part's model as a reader multiplies them: each
// per-node count times the node count nearest before it.
std::vector<Count> passage_totals(const Facts& f, const Accelerator& part);

}  // namespace verifier::match
