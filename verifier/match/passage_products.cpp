// match/passage_products.cpp: the products a reader makes across one
// passage, for claims and descriptions alike (see facts.h), and the product
// of two counts (passage_products.h).
#include "match/passage_products.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace verifier::match {
namespace internal {

// A node count times what each node holds, as a reader multiplies them.
Count product_of(const Count& nodes, const Count& each) {
  Count p = each;
  p.begin = std::min(each.begin, nodes.begin);
  p.end = std::max(each.end, nodes.end);
  p.value = nodes.value * each.value;
  p.low = nodes.low * each.value;
  p.high = nodes.high * each.value;
  p.form = nodes.form;
  p.per_unit = false;
  p.factor_text[0] = nodes.text;
  p.factor_text[1] = each.text;
  return p;
}

}  // namespace internal

using internal::product_of;

namespace {

// A count of the part's model per node ("eight NVIDIA A100" of "Each DGX
// A100 node comprises eight NVIDIA A100"): a factor, never a total alone.
bool per_node_of_part(const Count& each, const Facts& f, const Accelerator& part) {
  return each.per_unit && !each.product() && each.thing == Counted::accelerators && each.model &&
         each.form == CountForm::exact &&
         (!part.known() || supports(f.mentions[*each.model].accelerator, part));
}

// Whether a count is already the factor of a product the reader made (a
// table row's nodes x "4x A100").
bool spoken_for(const Count& c, const Facts& f) {
  return std::any_of(f.counts.begin(), f.counts.end(), [&](const Count& p) {
    return p.product() && p.begin <= c.begin && c.end <= p.end;
  });
}

// An approximate node count of two figures at least ("approximately 4,600
// compute nodes") is a factor too: its product is approximate in turn. One
// figure ("roughly 6,000 compute nodes", 5,500 to 6,499) is too coarse to
// make a total of.
bool node_count(const Count& nodes) {
  if (nodes.thing != Counted::nodes || nodes.per_unit || nodes.product()) return false;
  return nodes.form == CountForm::exact ||
         (nodes.form == CountForm::approximate && nodes.value / written_step(nodes.value) >= 10);
}

// "Each of the approximately 4,600 compute nodes ... contains ... six NVIDIA
// Tesla V100": about 27,600, and 27,648 as well, equal after the page's own
// rounding (27,648 / 6 = 4,608 rounds to 4,600 at the written precision, the
// node count's trailing zeros, two figures at least).
bool product_equals(const Count& nodes, const Count& each, std::int64_t value) {
  if (nodes.form == CountForm::exact) return nodes.value * each.value == value;
  if (each.value <= 0 || value % each.value != 0) return false;
  const std::int64_t step = written_step(nodes.value);
  const std::int64_t quotient = value / each.value;
  return nodes.value - step / 2 <= quotient && quotient <= nodes.value + (step - 1) / 2;
}

// The node count a reader multiplies a per-node count by: the nearest
// before it ("Node 1 components" after the per-node count is a label; one
// node is no machine), if any.
const Count* nodes_of(const Count& each, const Facts& f) {
  const Count* nearest = nullptr;
  for (const auto& nodes : f.counts)
    if (node_count(nodes) && nodes.value > 1 && nodes.end <= each.begin) nearest = &nodes;
  return nearest;
}

// "Sophia is comprised of 24 NVIDIA DGX A100 nodes. Each DGX A100 node
// comprises eight NVIDIA A100 ... 22 nodes with 320 GB of GPU memory and two
// nodes with 640 GB": fewer nodes counted after the machine's, whose per-node
// count the reader multiplies by the machine's, are a group of those the page
// sets apart; their product is the group's, and the machine holds more.
bool group_of_nodes(const Count& nodes, const Count& each, const Facts& f) {
  const Count* machine = nodes_of(each, f);
  return machine && machine->end <= nodes.begin && nodes.value < machine->value;
}

}  // namespace

// "24 NVIDIA DGX A100 nodes. Each DGX A100 node comprises eight NVIDIA
// A100": a node count and a per-node count of the claim's model anywhere in
// one passage, whose product is the claim. Any pair may state it (a page
// may give a partition's nodes before the whole machine's) but a group's
// (group_of_nodes); what contradicts is the reader's one product of
// passage_totals. A per-node count that is already the factor of a product
// is spoken for: a table row's "4x A100" is what the nodes of its own row
// hold, not another row's.
std::optional<Count> passage_product(const Facts& f, const Accelerator& part, std::int64_t value) {
  for (const auto& each : f.counts) {
    if (!per_node_of_part(each, f, part) || spoken_for(each, f)) continue;
    for (const auto& nodes : f.counts)
      if (node_count(nodes) && product_equals(nodes, each, value) && !group_of_nodes(nodes, each, f))
        return product_of(nodes, each);
  }
  return std::nullopt;
}

namespace {

// "261 four-GPU ... nodes with: ... 4 Nvidia Tesla V100 ... 31 eight-GPU
// ... nodes ... 8 Nvidia Tesla V100 ... Extension in the summer of 2020, 351
// four-GPU ... nodes with: ... 4 Nvidia Tesla V100": the passage's products
// of the part's model, two at least and apart, are partitions it lists
// (none where any two overlap: one is a factor's reading of the other).
std::vector<const Count*> partitions(const Facts& f, const Accelerator& part) {
  std::vector<const Count*> out;
  for (const auto& p : f.counts) {
    if (!p.product() || p.per_unit || p.thing != Counted::accelerators || !p.model ||
        p.form != CountForm::exact || (part.known() && !supports(f.mentions[*p.model].accelerator, part)))
      continue;
    if (!out.empty() && p.begin < out.back()->end) return {};
    out.push_back(&p);
  }
  if (out.size() < 2) out.clear();
  return out;
}

}  // namespace

// The partitions state the machine's total where all of them add up to it.
// Only equality states: a sum says nothing against a claim (the partitions
// may be of several machines).
std::optional<Count> passage_sum(const Facts& f, const Accelerator& part, std::int64_t value) {
  const auto terms = partitions(f, part);
  if (terms.empty()) return std::nullopt;
  Count sum = *terms.front();
  sum.value = 0;
  sum.text.clear();
  for (const Count* p : terms) {
    sum.end = p->end;
    sum.value += p->value;
    sum.text += (sum.text.empty() ? "" : " + ") + p->factor_text[0] + " x " + p->factor_text[1];
  }
  if (sum.value != value) return std::nullopt;
  sum.factor_text[0].clear();
  sum.factor_text[1].clear();
  sum.low = sum.high = sum.value;
  return sum;
}

// A partition's product is that group's count, as "180 nodes or 720 GPUs"
// of Leonardo is: where the passage lists another partition of the model, the
// machine holds more than it, so it never states the machine's count alone.
bool partition_of_several(const Count& c, const Facts& f, const Accelerator& part) {
  const auto terms = partitions(f, part);
  return std::find(terms.begin(), terms.end(), &c) != terms.end();
}

// "Polaris is a 560-node HPE Apollo 6500 based system. Each node has ...
// four NVIDIA A100 GPUs": the passage's total of the model as a reader
// multiplies it, each per-node count (not already a factor of a product)
// times its node count (nodes_of). It is another count for the model, so a
// claim it does not equal is contradicted; the per-node count alone never is.
std::vector<Count> passage_totals(const Facts& f, const Accelerator& part) {
  std::vector<Count> out;
  for (const auto& each : f.counts) {
    if (!per_node_of_part(each, f, part) || spoken_for(each, f)) continue;
    if (const Count* nodes = nodes_of(each, f)) out.push_back(product_of(*nodes, each));
  }
  return out;
}

}  // namespace verifier::match
