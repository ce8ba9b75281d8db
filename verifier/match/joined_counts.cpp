// match/joined_counts.cpp: counts the scan reads together after reading
// each (see passage_scan.h; the rules in facts.h): two ends of a range, a
// bound carried over its phrase, pods, products of a node count and what
// each node holds, and a pipe table's rows.
#include "match/passage_scan.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/count_markers.h"
#include "match/facts_words.h"
#include "match/passage_products.h"
#include "match/table_row.h"

namespace verifier::match::internal {

// Does the passage count pods ("a full cluster of eight of these pods",
// "islands of four pods each", "20 NVIDIA H100 GPU Pods")? A count within a
// few words of "pods", in its clause.
bool Scan::counts_pods(const std::vector<Count>& counts) const {
  return std::any_of(counts.begin(), counts.end(), [&](const Count& c) { return of_pods(c); });
}

// The 48 bytes after the count are lowered into a buffer on the stack, not a
// new string: this runs for every count of every passage.
bool Scan::of_pods(const Count& c) const {
  if (c.value < 2) return false;  // "four pods each" counts pods too
  std::array<char, 48> lowered{};
  const auto after = s_.substr(c.end, lowered.size());
  std::transform(after.begin(), after.end(), lowered.begin(), [](char b) { return ascii_lower(b); });
  const std::string_view gap(lowered.data(), after.size());
  const auto at = gap.find("pods");
  if (at == std::string_view::npos || gap.find_first_of(".;:(,") < at) return false;
  const bool word_ends = at + 4 == gap.size() || !is_ascii_alnum(gap[at + 4]);
  return word_ends && at > 0 && gap[at - 1] == ' ' &&
         std::count(gap.begin(), gap.begin() + static_cast<std::ptrdiff_t>(at), ' ') <= 5;
}

// "pods of 512 GPUs, connected into islands of four pods each ... the
// purchase of 20 GPU Pods - each made up of 512": a unit "of" a few pods
// (the fewest the passage gives so) is a machine, and more pods than it holds
// are several, their product a sum over machines as one over sites is: no one
// system's count.
void Scan::pods_over_units(std::vector<Count>& counts) const {
  std::int64_t unit = 0;
  for (const auto& c : counts) {
    auto lead = ascii_lower(s_.substr(c.begin > 8 ? c.begin - 8 : 0, std::min<std::size_t>(c.begin, 8)));
    while (!lead.empty() && lead.back() == ' ') lead.pop_back();
    if (!c.product() && ends_with(lead, " of") && of_pods(c) && (unit == 0 || c.value < unit))
      unit = c.value;
  }
  if (unit == 0) return;
  for (auto& p : counts) {
    if (!p.product()) continue;
    const auto pods = std::find_if(counts.begin(), counts.end(), [&](const Count& c) {
      return !c.product() && c.begin == p.begin && of_pods(c);
    });
    if (pods == counts.end() || pods->value <= unit) continue;
    p.thing = Counted::unknown;
    pods->thing = Counted::unknown;  // nor a reader's factor across the passage
  }
}

// A pod is a whole system where nothing counts pods ("Each TPU v5p pod
// composes together 8,960 chips" is that pod's record), but a unit of the
// machine where the passage counts them: then what one pod holds ("a single
// TPU pod consists of 4,096 of these chips", "pods of 512 GPUs") is per unit,
// as a node's count is, and no total. Every such count is marked as a pod's
// (`pod_held`): a page that counts pods in another passage of its system
// makes it one pod's too (claims.cpp).
void Scan::per_pod(std::vector<Count>& counts) const {
  const bool counted = counts_pods(counts);
  for (auto& c : counts) {
    if (c.thing != Counted::accelerators || c.per_unit) continue;
    const std::size_t from = c.begin > 80 ? c.begin - 80 : 0;
    auto clause = ascii_lower(s_.substr(from, c.begin - from));
    for (std::string_view stop : {". ", "; ", ": ", ", "}) {
      const auto cut = clause.rfind(stop);
      if (cut != std::string::npos) clause.erase(0, cut + stop.size());
    }
    while (!clause.empty() && clause.back() == ' ') clause.pop_back();
    const bool one_pod = clause.find(" pod ") != std::string::npos &&
                         clause.find("pods") == std::string::npos;
    c.pod_held = one_pod || ends_with(clause, "pods of");
    c.per_unit = counted && c.pod_held;
  }
}

// "between 32,626 and 52,083 APUs", "from 4 to 8 GPUs": two counts become
// one range, its noun and model those of the second ("APUs").
void Scan::ranges(std::vector<Count>& counts, std::vector<std::size_t>& phrase_ends) const {
  std::vector<Count> out;
  std::vector<std::size_t> ends;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    out.push_back(counts[k]);
    ends.push_back(phrase_ends[k]);
    if (k + 1 == counts.size()) continue;
    const Count& a = counts[k];
    const Count& b = counts[k + 1];
    if (b.begin < a.end || a.form != CountForm::exact || b.value < a.value) continue;
    auto gap = ascii_lower(ascii_trim(s_.substr(a.end, b.begin - a.end)));
    auto lead = ascii_lower(s_.substr(a.begin > 12 ? a.begin - 12 : 0, std::min<std::size_t>(a.begin, 12)));
    while (!lead.empty() && lead.back() == ' ') lead.pop_back();
    const bool between = gap == "and" && ends_with(lead, "between");
    const bool from = gap == "to" && ends_with(lead, "from");
    if (!between && !from) continue;
    Count& r = out.back();
    std::size_t head = a.begin;
    while (head > 0 && s_[head - 1] == ' ') --head;
    r.begin = head - (between ? 7 : 4);  // the range's text starts at its word
    r.end = b.end;
    r.text = std::string(s_.substr(r.begin, r.end - r.begin));
    r.low = a.low;
    r.high = b.high;
    r.form = CountForm::range;
    r.thing = b.thing;
    r.model = b.model;
    r.per_unit = a.per_unit || b.per_unit;
    ends.back() = phrase_ends[k + 1];
    ++k;
  }
  counts = std::move(out);
  phrase_ends = std::move(ends);
}

// A capacity reaches every count of its phrase: "can now scale up to 4,096
// instances with 32,768 A100 GPUs" bounds the GPUs as it does the instances.
// "all 16k GPUs" restates a count the passage gives, so where that is a bound
// the passage covers ("all 16k GPUs ... up to 16,384 H100 80G cards"), it is
// the bound again, not a count of its own.
void Scan::carried_bounds(std::vector<Count>& counts) const {
  auto plain = [](const Count& c) {
    return !c.per_unit && (c.form == CountForm::exact || c.form == CountForm::rounded);
  };
  auto bound = [](const Count& c) {
    return !c.per_unit && (c.form == CountForm::at_most || c.form == CountForm::at_least);
  };
  for (std::size_t k = 1; k < counts.size(); ++k) {
    const Count& b = counts[k - 1];
    Count& c = counts[k];
    if (b.form == CountForm::at_most && !b.per_unit && plain(c) && c.begin >= b.end &&
        joined_in_phrase(s_.substr(b.end, c.begin - b.end))) {
      c.form = CountForm::at_most;
      c.low = 0;
    }
  }
  for (auto& c : counts) {
    if (!plain(c) || !after_all(s_.substr(0, c.begin))) continue;
    for (const auto& b : counts)
      if (&b != &c && bound(b) && b.thing == c.thing && c.covers(b.value)) {
        c.form = b.form;
        c.low = std::min(c.low, b.low);
        c.high = std::max(c.high, b.high);
        break;
      }
  }
}

// "; GPU：NVIDIA A100 ": the gap from a node count to a count of its spec
// list, one label for accelerators after the only ';' (a clause about the
// whole machine, "; in total", has none).
bool spec_label(std::string_view gap) {
  const auto semicolon = gap.find(';');
  if (semicolon == std::string_view::npos || gap.find(';', semicolon + 1) != std::string_view::npos)
    return false;
  auto label = ascii_lower(ascii_trim(gap.substr(semicolon + 1)));
  for (std::string_view noun : {"gpus", "gpu", "accelerators", "accelerator"})
    if (starts_with(label, noun)) {
      auto rest = std::string_view(label).substr(noun.size());
      return starts_with(rest, ":") || starts_with(rest, "\xEF\xBC\x9A");  // ':' or '：'
    }
  return false;
}

namespace {

// The words that join two counts, lower-case ("x", "with", "each having"),
// and whether they lead into a node's spec list.
struct Joint {
  std::string words;
  bool spec = false;
};

// "42 Nodes; GPU：NVIDIA A100 8 units": a node count, then the node's own
// spec list, a handful of accelerators under their label (`gap`).
bool spec_list(const Count& a, const Count& b, std::string_view gap) {
  return a.thing == Counted::nodes && b.thing == Counted::accelerators &&
         b.form == CountForm::exact && b.value <= 16 && b.value < a.value && spec_label(gap);
}

// The connector of a gap, as a product reads it: lower-case, past a comma
// and a filler ("nodes are equipped with four"), before a colon ("nodes
// consisting of: Four").
std::string connector(std::string_view gap) {
  auto g = ascii_lower(ascii_trim(gap));
  if (!g.empty() && g[0] == ',') g = std::string(ascii_trim(std::string_view(g).substr(1)));
  if (!g.empty() && g.back() == ':') g.pop_back();
  for (const char* fill : {"are ", "is "})
    if (starts_with(g, fill)) g.erase(0, std::string_view(fill).size());
  return g;
}

// What joins count `a` to the next, `b`, where a product may (a's noun
// phrase ends at `phrase_end`): none across a sentence, 48 bytes or more,
// or a ';' but before a spec list.
std::optional<Joint> joint_of(std::string_view passage, const Count& a, const Count& b,
                              std::size_t phrase_end) {
  const auto from = std::max(a.end, phrase_end);
  if (b.begin < from || b.begin - a.end > 48) return std::nullopt;
  const auto gap = passage.substr(from, b.begin - from);
  const bool spec = spec_list(a, b, gap);
  if (gap.find(". ") != std::string_view::npos ||
      (gap.find(';') != std::string_view::npos && !spec))
    return std::nullopt;
  return Joint{connector(gap), spec};
}

bool times_sign(std::string_view g) { return g == "x" || g == "*" || g == "\xC3\x97"; }

// "2978 nodes with 4 AMD MI250x GPUs", "125 nodes have two Nvidia A100s":
// the connector says it is per node.
bool per_node_words(std::string_view g) {
  return one_of(g, {"with", "each with", "equipped with", "each equipped with", "having",
                    "each having", "containing", "each containing", "each has", "of", "have",
                    "that have", "house", "that house", "consisting of", "each consisting of"});
}

// Nodes, then what each holds ("8 nodes x 4"), or two plain numbers joined
// by a times sign ("16 x 8").
bool nodes_then_each(const Count& a, const Count& b, bool times, bool with) {
  const bool of_nodes =
      a.thing == Counted::nodes && !a.per_unit &&
      ((b.thing == Counted::accelerators && (b.per_unit || times || with)) ||
       (b.thing == Counted::unknown && times && b.value <= 64));
  return of_nodes || (a.thing == Counted::unknown && b.thing == Counted::unknown && times &&
                      b.value >= 2 && b.value <= 16 && a.value >= 2);
}

// The factors of a product: the nodes, what each holds, and the count its
// text starts at.
struct Factors {
  const Count* nodes;
  const Count* each;
  const Count* first;
};

// Which of two counts joined by `j` are the nodes and which what each
// holds: nodes, then what each holds, or what each holds, then the nodes.
std::optional<Factors> nodes_and_each(const Count& a, const Count& b, const Joint& j) {
  // "2,000 DGX systems with 16,000 A100 GPUs": a count larger than the
  // nodes it is "with" is their total, not what each holds; units "of" a
  // count are each that big ("7 pods of 4096 TPUs", "2 racks of 72 GPUs").
  const bool with = (per_node_words(j.words) && (b.value < a.value || j.words == "of")) || j.spec;
  if (nodes_then_each(a, b, times_sign(j.words), with)) return Factors{&a, &b, &a};
  if (a.thing == Counted::accelerators && a.per_unit && b.thing == Counted::nodes && !b.per_unit)
    return Factors{&b, &a, &a};
  return std::nullopt;
}

// "192 of the 768 nodes are equipped with four": the nodes that hold four
// are the 192, the count before the nodes (counts[k]) where one is.
const Count* share_of_nodes(std::string_view passage, const std::vector<Count>& counts,
                            std::size_t k) {
  if (k == 0) return nullptr;
  const Count& share = counts[k - 1];
  const Count& nodes = counts[k];
  if (share.form != CountForm::exact || share.per_unit || share.end > nodes.begin) return nullptr;
  const auto of = ascii_lower(ascii_trim(passage.substr(share.end, nodes.begin - share.end)));
  return of == "of the" || of == "of" ? &share : nullptr;
}

// The factors of a product of counts[k] and the next that one phrase
// joins (a's noun phrase ends at `phrase_end`), neither a product itself.
std::optional<Factors> phrase_factors(std::string_view passage, const std::vector<Count>& counts,
                                      std::size_t k, std::size_t phrase_end) {
  const Count& a = counts[k];
  const auto joint = joint_of(passage, a, counts[k + 1], phrase_end);
  if (!joint) return std::nullopt;
  auto factors = nodes_and_each(a, counts[k + 1], *joint);
  if (!factors || factors->nodes->product() || factors->each->product()) return std::nullopt;
  if (factors->nodes == &a)
    if (const Count* share = share_of_nodes(passage, counts, k))
      factors->nodes = factors->first = share;
  return factors;
}

// A node count times what each holds, both bounds as written ("4x" of
// 2,688 nodes): the form the looser of the two.
void multiply(const Count& nodes, const Count& each, Count& p) {
  p.value = nodes.value * each.value;
  p.low = nodes.low * each.low;
  p.high = (nodes.high == Count::unbounded || each.high == Count::unbounded)
               ? Count::unbounded
               : nodes.high * each.high;
  p.form = std::max(nodes.form, each.form);
}

// The product of the counts one phrase joins, from the first factor's text
// to the second's end (`last`).
Count phrase_product(std::string_view passage, const Factors& f, const Count& last) {
  Count p;
  p.begin = f.first->begin;
  p.end = last.end;
  p.text = std::string(passage.substr(p.begin, p.end - p.begin));
  multiply(*f.nodes, *f.each, p);
  p.thing = f.each->thing;
  p.model = f.each->model ? f.each->model : f.nodes->model;
  p.factor_text[0] = f.first->text;
  p.factor_text[1] = last.text;
  return p;
}

}  // namespace

// "766 nodes with 8 GPUs each", "4 GPUs per node across 560 nodes", "766 x 8".
void Scan::products(std::vector<Count>& counts, const std::vector<std::size_t>& phrase_ends) const {
  std::vector<Count> out;
  std::optional<Count> pending;  // a product goes right after its second factor
  for (std::size_t k = 0; k < counts.size(); ++k) {
    const std::size_t a_at = out.size();
    out.push_back(counts[k]);
    if (pending) out.push_back(std::move(*pending));
    pending.reset();
    if (k + 1 == counts.size()) continue;
    const auto factors = phrase_factors(s_, counts, k, phrase_ends[k]);
    if (!factors || size_word_of(*factors->each)) continue;
    pending = phrase_product(s_, *factors, counts[k + 1]);
    // The per-node factor alone is no total ("2978 nodes with 4 GPUs": 4).
    if (factors->each == &counts[k]) out[a_at].per_unit = true;
    else counts[k + 1].per_unit = true;
  }
  counts = std::move(out);
}

// The size word of the unit a per-unit count is what each holds ("four" of
// "261 four-GPU ... nodes with: ... 4 Nvidia Tesla V100"), if any.
std::optional<std::size_t> Scan::size_word_of(const Count& each) const {
  for (const auto& [begin, word] : sized_)
    if (begin == each.begin) return word;
  return std::nullopt;
}

// "261 four-GPU accelerated compute nodes with: ... 4 Nvidia Tesla V100 ...
// 31 eight-GPU accelerated compute nodes ... 20 nodes with 384 GB of memory
// and 11 nodes with 768 GB of memory 8 Nvidia Tesla V100": what each unit
// of a size holds multiplies the count of those units, written right
// before their size, not the nodes nearest (a share of the 31).
void Scan::sized_products(std::vector<Count>& counts) const {
  std::vector<Count> out;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    out.push_back(counts[k]);
    const Count& each = counts[k];
    const auto word = each.per_unit && each.form == CountForm::exact ? size_word_of(each) : std::nullopt;
    if (!word || *word == 0) continue;
    const auto units = std::find_if(counts.begin(), counts.end(), [&](const Count& u) {
      return u.thing == Counted::nodes && !u.per_unit && !u.product() && u.end == t_[*word - 1].end;
    });
    if (units == counts.end()) continue;
    Count p = product_of(*units, each);
    p.text = std::string(s_.substr(p.begin, p.end - p.begin));
    out.push_back(std::move(p));
  }
  counts = std::move(out);
}

namespace {

// A header that counts nodes: "Num nodes", "# node", "Node count".
bool heads_nodes(std::string_view header) {
  const std::string head = ascii_lower(header);
  return head.find("nodes") != std::string::npos ||
         (head.find("node") != std::string::npos &&
          (head.find("num") != std::string::npos || head.find('#') != std::string::npos ||
           head.find("count") != std::string::npos));
}

// The column whose header, the line right above the table's rule, counts
// nodes; the first such.
std::optional<std::size_t> node_column(const PipeTable& table) {
  const std::size_t sep = table.rule();
  const std::size_t cols = table.columns();
  if (cols == 0 || sep < cols + 1 || !table.trimmed(sep - 1).empty()) return std::nullopt;
  for (std::size_t c = 0; c < cols; ++c)
    if (heads_nodes(table.trimmed(sep - 1 - cols + c))) return c;
  return std::nullopt;
}

// The indexes of the counts within a cell.
std::vector<std::size_t> counts_in(const std::vector<Count>& counts, const PipeTable& table,
                                   std::size_t cell) {
  const auto [from, to] = table.cell(cell);
  std::vector<std::size_t> in;
  for (std::size_t k = 0; k < counts.size(); ++k)
    if (counts[k].begin >= from && counts[k].end <= to) in.push_back(k);
  return in;
}

// A row's total: the nodes that size it (`size`) times what each holds,
// from the size's text to the end of `each`'s.
Count row_product(std::string_view passage, const Count& size, const Count& each) {
  Count p = each;
  p.begin = size.begin;
  p.text = std::string(passage.substr(p.begin, p.end - p.begin));
  multiply(size, each, p);
  p.per_unit = false;
  p.factor_text[0] = size.text;
  p.factor_text[1] = each.text;
  return p;
}

// A row's one exact count under the nodes' header sizes it, a count of
// nodes; what its other cells count of a model each node holds, per unit;
// their products go to `made`, each with its factor's index.
void add_row_products(std::string_view passage, const PipeTable& table, std::size_t node_col,
                      std::size_t row, std::vector<Count>& counts,
                      std::vector<std::pair<std::size_t, Count>>& made) {
  const auto nodes = counts_in(counts, table, table.cell_of(row, node_col));
  if (nodes.size() != 1 || counts[nodes[0]].form != CountForm::exact) return;
  Count& size = counts[nodes[0]];
  size.thing = Counted::nodes;
  for (std::size_t c = 0; c < table.columns(); ++c) {
    if (c == node_col) continue;
    for (std::size_t k : counts_in(counts, table, table.cell_of(row, c))) {
      Count& each = counts[k];
      if (each.thing != Counted::accelerators || !each.model || each.product()) continue;
      each.per_unit = true;
      made.emplace_back(k, row_product(passage, size, each));
    }
  }
}

}  // namespace

// A pipe table flattened into one block, as Markdown pages give it: "| Num
// nodes | Node type | GPUs | | --- | --- | --- | | 2,688 | EX254n | 4x H100 |".
// A row's count under a header of nodes sizes the row, and what its other
// cells count of a model is what each of those nodes holds ("4x H100"):
// their product is the row's total, as a reader multiplies it.
void Scan::table_rows(std::vector<Count>& counts) const {
  if (s_.find("| -") == std::string_view::npos && s_.find("|-") == std::string_view::npos) return;
  const PipeTable table(s_, 0, s_.size());
  const auto node_col = node_column(table);
  if (!node_col) return;
  std::vector<std::pair<std::size_t, Count>> made;  // a product goes after its second factor
  for (std::size_t row = 0; row < table.rows(); ++row)
    add_row_products(s_, table, *node_col, row, counts, made);
  if (made.empty()) return;
  std::vector<Count> out;
  std::size_t m = 0;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    out.push_back(counts[k]);
    for (; m < made.size() && made[m].first == k; ++m) out.push_back(std::move(made[m].second));
  }
  counts = std::move(out);
}

}  // namespace verifier::match::internal
