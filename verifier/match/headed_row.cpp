// match/headed_row.cpp: a table's row under a header that is a line of
// its own (facts.h's rule; the line is table_row.h's RowHeaders'), as a
// page's HTML table is extracted, a row a line: ALCF's "NODE COMPONENT |
// DESCRIPTION | PER NODE | AGGREGATE" above "GPUs | Intel Data Center Max
// 1550 Series | 6 | 63,744". Its counts have no noun of their own: their
// column says what they count of the row's model.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/facts_words.h"
#include "match/passage_scan.h"
#include "match/table_row.h"

namespace verifier::match::internal {
namespace {

enum class Column : std::uint8_t { other, per_node, whole };

// The words a header of counts may hold beside its own ("Count per node",
// "Number of GPUs", "Total GPUs").
bool filler(std::string_view word) {
  return one_of(word, {"count", "number", "of", "the", "in", "gpu", "gpus", "accelerator",
                       "accelerators", "quantity", "qty"});
}

// What a header's cell says the counts under it are: what one node holds
// ("PER NODE", "COUNT PER NODE", "GPUs/node"), the machine's ("AGGREGATE",
// "Total", "System total", "Per system", "Full system"), or neither. Every
// word must be one of such a count's: "Total power" and "Aggregate memory"
// head no count of accelerators, nor does "System" alone (a column of
// names) or "Nodes" (a count of nodes).
Column column_of(std::string_view head) {
  const std::string h = ascii_lower(head);
  bool per = h.find('/') != std::string::npos;  // "GPUs/node"
  bool node = false, whole = false, system = false;
  for (std::size_t i = 0; i < h.size();) {
    if (!is_ascii_alpha(h[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < h.size() && is_ascii_alpha(h[end])) ++end;
    const std::string_view word = std::string_view(h).substr(i, end - i);
    i = end;
    if (one_of(word, {"per", "each", "whole", "full", "entire"})) per = true;
    else if (word == "node") node = true;
    else if (word == "aggregate" || word == "total") whole = true;
    else if (word == "system") system = true;
    else if (!filler(word)) return Column::other;
  }
  if (node) return per && !whole && !system ? Column::per_node : Column::other;
  return whole || (system && per) ? Column::whole : Column::other;
}

}  // namespace

// A count with no noun of its own (or one of accelerators) that its row
// gives a model: under a column headed per node, what one node of that
// model holds, never a total (a node count of the passage times it is, as
// "N nodes, each with M"); under one headed aggregate or total, the
// machine's count of the model.
void Scan::headed_cells(std::vector<Count>& counts) const {
  if (header_.empty()) return;
  const auto heads = piped_cells(header_);
  const auto cells = piped_cells(s_);
  if (heads.size() != cells.size()) return;  // a row cut short, or no row of this header
  for (auto& c : counts) {
    if (c.product() || !c.model || (c.thing != Counted::unknown && c.thing != Counted::accelerators))
      continue;
    const auto cell = std::find_if(cells.begin(), cells.end(), [&](const auto& b_e) {
      return b_e.first <= c.begin && c.begin < b_e.second;
    });
    if (cell == cells.end()) continue;
    const auto [from, to] = heads[static_cast<std::size_t>(cell - cells.begin())];
    const Column column = column_of(header_.substr(from, to - from));
    if (column == Column::other) continue;
    c.thing = Counted::accelerators;
    if (column == Column::per_node) c.per_unit = true;
  }
}

}  // namespace verifier::match::internal
