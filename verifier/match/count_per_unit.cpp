// match/count_per_unit.cpp: the scan's readings of a count that is what one
// unit holds, never a total (see passage_scan.h; the rules in facts.h): a
// node the sentence speaks of, a unit a count sizes or names, a few named
// with "the", a unit's definition.
#include "match/passage_scan.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

#include "core/ascii.h"
#include "match/count_nouns.h"
#include "match/count_sentence.h"
#include "match/facts_words.h"
#include "match/number_words.h"

namespace verifier::match::internal {

namespace {

// The last clause of `text`, in lower case: past its last stop.
std::string last_clause(std::string_view text) {
  auto clause = ascii_lower(text);
  for (std::string_view stop : {". ", "; ", ": ", "。", "；"})
    if (auto cut = clause.rfind(stop); cut != std::string::npos) clause.erase(0, cut + stop.size());
  return clause;
}

// "各計算ノードには...V100が4基", "每个节点配备8块GPU": each node, in CJK.
bool each_node_in_cjk(std::string_view clause) {
  for (std::string_view each : {"各", "每"}) {
    const auto at = clause.find(each);
    if (at == std::string_view::npos) continue;
    for (std::string_view node : {"ノード", "节点", "節點", "サーバ", "服务器", "台"})
      if (auto n = clause.find(node, at); n != std::string_view::npos && n - at <= 15) return true;
  }
  return false;
}

bool is_lower_letter(char c) { return c >= 'a' && c <= 'z'; }

// A word of a lower-case clause: its bytes [begin, end).
struct ClauseWord {
  std::size_t begin, end;
};

// The clause's next word from byte `from` (empty at the clause's end).
ClauseWord next_word(std::string_view clause, std::size_t from) {
  std::size_t w = from;
  while (w < clause.size() && !is_lower_letter(clause[w])) ++w;
  std::size_t e = w;
  while (e < clause.size() && is_lower_letter(clause[e])) ++e;
  return {w, e};
}

// "560-node" sizes the machine: a word glued by a hyphen (or a letter or a
// digit) to what is before it.
bool glued_before(std::string_view clause, std::size_t w) {
  return w > 0 && (clause[w - 1] == '-' || is_ascii_alnum(clause[w - 1]));
}

bool names_one_unit(std::string_view word) {
  return one_of(word, {"node", "server", "blade", "tray", "board", "host", "rack", "vm"});
}

bool names_units(std::string_view word) {
  return one_of(word, {"nodes", "servers", "blades", "racks", "trays", "boards"});
}

bool says_units_hold(std::string_view word) {
  return one_of(word, {"consist", "consists", "contain", "have", "hold", "feature", "house", "comprise", "carry",
                       "equipped"});
}

// "each" (the clause's word ending at byte e) before what each holds.
bool each_before_holding(std::string_view clause, std::size_t e) {
  return e + 1 < clause.size() && clause[e] == ' ' && is_lower_letter(clause[e + 1]) &&
         each_holds(clause.substr(e));
}

// Units (the clause's plural unit word `word`) that no count before them
// sizes (`uncounted`), or that a determiner opens, "with" what they hold.
bool unsized_units_with(std::string_view clause, ClauseWord word, bool uncounted, bool plural_unit) {
  return (uncounted || (plural_unit && after_determiner(clause.substr(0, word.begin)))) &&
         starts_with(clause.substr(word.end), " with ");
}

}  // namespace

// Does the sentence so far speak of one node? "Each DGX A100 node comprises
// eight NVIDIA A100", "Each node then has 8 GPUs", "A single Frontier node
// contains 4 MI250X": a node word in the singular (not "560-node", which
// sizes the machine) or "each" before the count, in the same sentence.
bool Scan::about_one_node(std::size_t begin) const {
  constexpr std::size_t reach = 160;
  // The node's own count comes first: "Each compute node features four GH200
  // accelerators, resulting in ... 23,752 accelerators" (23,752 is a total).
  const std::size_t from = std::max(begin > reach ? begin - reach : 0, counted_until_);
  const std::string lowered = last_clause(s_.substr(from, begin - from));
  const std::string_view clause(lowered);
  if (each_node_in_cjk(clause)) return true;
  std::string_view previous;
  bool unsized_units = false;  // "The nodes in these systems": no count sizes them
  // "The nodes in total contain 37,632 GPUs": a sum over them, the machine's.
  const bool summed = clause.find("total") != std::string_view::npos || clause.find(" all ") != std::string_view::npos;
  for (std::size_t at = 0; at < clause.size();) {
    const auto w = next_word(clause, at);
    const auto word = clause.substr(w.begin, w.end - w.begin);
    const bool glued_word = glued_before(clause, w.begin);
    // "(four superchips per node) - 24,000 H100 GPUs": "per node" closes the
    // count before it and says nothing of the next one.
    // "starts with a single VM and eight NVIDIA Ampere A100": one VM's.
    if (!glued_word && previous != "per" && names_one_unit(word)) return true;
    // "560 nodes, each with one AMD Milan CPU (32 cores) and four NVIDIA A100
    // GPUs", "The 72 Phase 1 GPU nodes each contain an NVIDIA HGX A100
    // baseboard with 4 GPUs", "72 servers, and each of them is equipped with
    // 8 GPU accelerators": what each holds, since the last count of
    // accelerators ("8xA5000 GPUs each (64 total GPUs)": that "each" closes
    // the count before it).
    if (word == "each" && each_before_holding(clause, w.end)) return true;
    // "The nodes in these systems consist of 4 MI250X GPUs", "The LUMI-G
    // compute nodes are equipped with four AMD MI250X GPUs": nodes no count
    // sizes, and what they hold ("The 24 nodes hold 192 GPUs" is sized: a total).
    if (unsized_units && !summed && says_units_hold(word)) return true;
    previous = word;
    // "Nodes with 1 64-core AMD CPU and 4 AMD MI250X GPUs": nodes no count
    // sizes, described by what they hold (with a count, "2978 nodes with 4
    // MI250X", they are the machine's, and the product reads the total).
    // "84 A100 GPU nodes that are configured identically to the compute
    // nodes with the addition of 3 NVIDIA A100 GPUs": the nodes a
    // determiner opens are unsized too, whatever the clause counted before.
    const bool plural_unit = !glued_word && names_units(word);
    const bool units = plural_unit && clause.find_first_of("0123456789") > w.begin;
    if (unsized_units_with(clause, w, units, plural_unit)) return true;
    unsized_units = unsized_units || units;
    at = w.end;
  }
  return false;
}

// "8-GPU HGX H100 nodes", "HGX H100 8-GPU servers": a count joined by a
// hyphen to its accelerator noun, in a noun phrase ending in a unit.
bool Scan::sized_unit(const Number& n, std::size_t after) const {
  const std::size_t noun = n.last + 2;
  if (!is_punct(n.last + 1, '-') || !glued(n.last + 1) || !glued(noun) || noun >= after ||
      t_[noun].kind != Kind::alpha || noun_kind(word(noun)) != Counted::accelerators)
    return false;
  return t_[after - 1].kind == Kind::alpha && is_unit_of_machine(word(after - 1));
}

// "GB200 NVL72 ... 72 Blackwell GPUs": a product named by its own count of
// accelerators, in the same sentence; the count is what one of them holds.
bool Scan::in_named_unit(const Count& c, const Number& n) const {
  if (c.thing != Counted::accelerators) return false;
  const std::string name = "nvl" + std::to_string(c.value);
  auto named = [&](std::size_t k) {
    return t_[k].kind == Kind::alnum && ascii_lower(text(k)) == name;
  };
  auto stop = [&](std::size_t k) { return is_punct(k, '.') || is_punct(k, ';'); };
  for (std::size_t k = n.first, seen = 0; k > 0 && seen < 16 && !stop(k - 1); --k, ++seen)
    if (named(k - 1)) return true;
  for (std::size_t k = n.last + 1, seen = 0; k < t_.size() && seen < 8 && !stop(k); ++k, ++seen)
    if (named(k)) return true;
  return false;
}

// "four-", "8-": a small number at token k, in digits or a word, hyphened
// to a word at k + 2, or -1.
std::int64_t Scan::hyphened_size(std::size_t k) const {
  if (k + 2 >= t_.size() || !is_punct(k + 1, '-') || !glued(k + 1) || !glued(k + 2) ||
      t_[k + 2].kind != Kind::alpha)
    return -1;
  constexpr std::size_t widest = 2;  // digits: "8-GPU", "16-way"
  if (t_[k].kind == Kind::digits && all_ascii_digits(text(k)) && text(k).size() <= widest)
    return std::stoll(std::string(text(k)));
  if (t_[k].kind != Kind::alpha) return -1;
  const auto* w = number_word(word(k));
  return w && !w->scale ? w->value : -1;
}

// "four-GPU", "8-GPU": the size of a unit at token k, hyphened to a word for
// accelerators, or -1.
std::int64_t Scan::unit_size_at(std::size_t k) const {
  const auto size = hyphened_size(k);
  return size > 0 && noun_kind(word(k + 2)) == Counted::accelerators ? size : -1;
}

// "eight-way", "8-way": how many accelerators a unit joins ("Five eight-way
// A100 GPU nodes"), or -1.
std::int64_t Scan::ways_at(std::size_t k) const {
  const auto size = hyphened_size(k);
  return size > 0 && word(k + 2) == "way" ? size : -1;
}

// "261 four-GPU accelerated compute nodes with: ... 4 Nvidia Tesla V100
// SXM2 GPUs": a count equal to the size of a unit named before it in its
// sentence ("four-GPU ... nodes", as `sized_unit` reads it, or "eight-way
// ... nodes consisting of: Eight NVIDIA A100 GPUs") is what each such unit
// holds. A sentence ends at '.' or ';' before a space, not in "2.5".
std::optional<std::size_t> Scan::sized_by(const Count& c, const Number& n) const {
  if (c.thing != Counted::accelerators || c.value > 16) return std::nullopt;
  auto sizes = [&](std::size_t k) {
    return k + 2 < n.first && (unit_size_at(k) == c.value || ways_at(k) == c.value);
  };
  auto stop = [&](std::size_t k) {
    return (is_punct(k, '.') || is_punct(k, ';')) && k + 1 < t_.size() && t_[k + 1].space_before;
  };
  constexpr std::size_t reach = 64;  // tokens: a spec list's sentence
  for (std::size_t k = n.first, seen = 0; k > 0 && seen < reach && !stop(k - 1); --k, ++seen)
    if (sizes(k - 1)) return k - 1;
  return std::nullopt;
}

// After a noun phrase: "on an MI250X", "in each node", "within a single
// server": the count is what one thing holds. A cluster or a building is no
// one thing ("24,576 GPUs in a single cluster" is that cluster's total).
bool Scan::in_one(std::size_t after) const {
  std::size_t k = after;
  if (k + 2 >= t_.size() || t_[k].kind != Kind::alpha ||
      !one_of(word(k), {"on", "in", "within", "inside"}))
    return false;
  if (t_[++k].kind != Kind::alpha || !one_of(word(k), {"a", "an", "each", "every", "one"}))
    return false;
  if (++k < t_.size() && t_[k].kind == Kind::alpha && word(k) == "single") ++k;
  if (k >= t_.size()) return false;
  if (std::binary_search(mention_first_.begin(), mention_first_.end(), k)) return true;
  return t_[k].kind == Kind::alpha && noun_kind(word(k)) == Counted::nodes;
}

// "The 2 GPUs on an MI250X", "the 8 GCDs contained in the 4 MI250X": a
// few accelerators named with "the" are ones the page has already counted,
// a node's or a device's (a machine's total is no such handful).
bool Scan::the_few(const Count& c) const {
  if (c.thing != Counted::accelerators || c.value > 16 || c.form != CountForm::exact) return false;
  auto head = ascii_lower(s_.substr(c.begin > 5 ? c.begin - 5 : 0, std::min<std::size_t>(c.begin, 5)));
  return head == " the " || (c.begin == 4 && head == "the ");
}

// "with 8 v100 Nvidia GPUS and 768 GB of RAM each": "each" closing the
// clause after the noun phrase says what each unit holds, unless the clause
// names accelerators or units again ("40 nodes and 8 GPUs each": the nodes
// are the machine's, and "each" belongs to the next count).
bool Scan::each_closes_clause(std::size_t after) const {
  constexpr std::size_t reach = 12;  // tokens
  for (std::size_t k = after; k < t_.size() && k < after + reach; ++k) {
    if (t_[k].kind == Kind::punct) return false;
    if (t_[k].kind != Kind::alpha) continue;
    const auto w = word(k);
    if (noun_kind(w) == Counted::accelerators || noun_kind(w) == Counted::nodes) return false;
    if (w == "each") return k + 1 == t_.size() || t_[k + 1].kind == Kind::punct;
  }
  return false;
}

// "1 cloud TPU = 4 TPU chips": a unit's definition counts what one unit is,
// on both sides of the "=" (a product's "766 x 8" is no definition).
bool Scan::defines_unit(const Number& n, std::size_t after) const {
  if (is_punct(after, '=')) return true;
  if (n.first < 2 || !is_punct(n.first - 1, '=')) return false;
  constexpr std::size_t reach = 6;  // tokens back to the one unit
  for (std::size_t k = n.first - 1, seen = 0; k > 0 && seen < reach; --k, ++seen) {
    const Token& t = t_[k - 1];
    if (t.kind == Kind::punct) return false;
    if (t.kind == Kind::digits && text(k - 1) == "1") return true;
    if (t.kind == Kind::alpha && one_of(word(k - 1), {"one", "a", "an", "each"})) return true;
  }
  return false;
}

// "entire chips (2 GPUs)", "the GPU nodes (8 GPUs)": accelerators in brackets
// right after a noun of units or of other accelerators that no count sizes
// are what one of them holds; "960 nodes (7,680 GPUs)" gives the total.
bool Scan::held_by_uncounted(const Count& c, const Number& n, std::size_t after) const {
  if (c.thing != Counted::accelerators || n.first < 2 || !is_punct(n.first - 1, '(') ||
      !is_punct(after, ')') || t_[n.first - 2].kind != Kind::alpha)
    return false;
  const auto unit = word(n.first - 2);
  const auto kind = noun_kind(unit);
  if ((kind != Counted::nodes && kind != Counted::accelerators) || unit == word(after - 1))
    return false;
  constexpr std::size_t reach = 4;  // tokens of the unit's noun phrase
  for (std::size_t k = n.first - 2, seen = 0; k > 0 && seen < reach; --k, ++seen) {
    const Token& t = t_[k - 1];
    if (t.kind == Kind::digits || (t.kind == Kind::alpha && number_word(word(k - 1)))) return false;
    // "a 1,000-TPU (4,000 Cloud TPU Chip) supercomputer": hyphened, sized too.
    if (is_punct(k - 1, '-') && k > 1 && t_[k - 2].kind == Kind::digits) return false;
    if (t.kind != Kind::alpha && t.kind != Kind::alnum) break;
  }
  return true;
}

}  // namespace verifier::match::internal
