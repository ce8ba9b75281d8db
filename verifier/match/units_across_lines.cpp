// match/units_across_lines.cpp: what one unit holds where the page says so
// on another line than the count's (claims_impl.h's PagePassages::at). A
// line about each unit that ends open leads into the next, what that unit
// holds ("Each pod is a nonblocking fabric domain consisting of" over "-
// 3,072 NVIDIA H100 GPUs - 384 Grand Teton nodes", Meta's H100 clusters.md).
// A pod may be the whole system: its counts are a pod's (facts.h's
// `pod_held`), per unit where the passages of the system count pods
// (claims.cpp).
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "match/claims_impl.h"
#include "match/count_nouns.h"
#include "match/facts_words.h"
#include "match/written_words.h"

namespace verifier::match::internal {
namespace {

enum class Unit { none, machine, pod };

// The unit a word names: a pod may be the whole system, the others never are.
Unit unit_named(std::string_view w) {
  if (one_of(w, {"pod", "superpod"})) return Unit::pod;
  if (is_unit_of_machine(w) || one_of(w, {"cabinet", "cell", "vm"})) return Unit::machine;
  return Unit::none;
}

// `line` (lower-case) without what closes it after its last word: blanks, a
// colon, a footnote's mark ("consisting of[^3]"); `colon` tells whether a
// colon was there.
std::string_view open_end(std::string_view line, bool& colon) {
  constexpr std::size_t mark = 8;  // "[^12]", "[3]"
  colon = false;
  for (bool cut = true; cut;) {
    cut = false;
    while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
    if (!line.empty() && line.back() == ':') {
      colon = cut = true;
      line.remove_suffix(1);
    } else if (!line.empty() && line.back() == ']') {
      const auto open = line.rfind('[');
      if (open != std::string_view::npos && line.size() - open <= mark) {
        line = line.substr(0, open);
        cut = true;
      }
    }
  }
  return line;
}

// Does the sentence stop on a word that asks for what follows: a verb of
// holding, "consisting of", "with"?
bool holds_what_follows(const std::vector<std::string_view>& words) {
  if (words.empty()) return false;
  const auto last = words.back();
  if (one_of(last, {"comprising", "comprises", "comprise", "contains", "containing", "contain", "has",
                    "have", "holds", "hold", "includes", "including", "include", "features",
                    "featuring", "with"}))
    return true;
  return last == "of" && words.size() > 1 &&
         one_of(words[words.size() - 2], {"consisting", "consists", "consist", "composed", "up", "made"});
}

// Does `line` lead into the next with what one unit holds, and which unit:
// its last sentence speaks of "each" or "every" unit, a few words on
// ("Each DGX A100 node has:", "Every rack contains"), and ends open (a
// colon, or a verb of holding with nothing after it). "Overall, each system
// has" leads into the system's own counts: a system is no unit.
Unit leads_into_what_one_holds(std::string_view written) {
  const std::string lower = ascii_lower(written);
  bool colon = false;
  const std::string_view line = open_end(lower, colon);
  std::size_t from = 0;
  for (std::string_view stop : {". ", "! ", "? ", "; "})
    if (auto at = line.rfind(stop); at != std::string_view::npos) from = std::max(from, at + stop.size());
  const auto words = written_words(line.substr(from));
  if (!colon && !holds_what_follows(words)) return Unit::none;
  constexpr std::size_t reach = 4;  // words from "each" to its unit: "each DGX A100 node"
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (!one_of(words[k], {"each", "every"})) continue;
    for (std::size_t u = k + 1; u < words.size() && u <= k + reach; ++u)
      if (auto unit = unit_named(words[u]); unit != Unit::none) return unit;
  }
  return Unit::none;
}

}  // namespace

// The counts of the passage at `begin` of `text` that are what one unit
// holds by the line before it: every count of a line led into by one about
// each unit (a node's, a rack's: never a total; a pod's as a pod's count is,
// `pod_held`).
void read_units_across_lines(std::string_view text, std::size_t begin, Facts& f) {
  if (begin == 0 || text[begin - 1] != '\n') return;
  const std::size_t end = begin - 1;
  const std::size_t before = end == 0 ? std::string_view::npos : text.rfind('\n', end - 1);
  const std::size_t start = before == std::string_view::npos ? 0 : before + 1;
  const Unit lead = leads_into_what_one_holds(text.substr(start, end - start));
  for (auto& c : f.counts) {
    if (lead == Unit::machine) c.per_unit = true;
    if (lead == Unit::pod) c.pod_held = true;
  }
}

}  // namespace verifier::match::internal
