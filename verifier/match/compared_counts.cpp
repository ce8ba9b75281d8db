// match/compared_counts.cpp: is a count one side of a comparison its
// sentence draws with another count of the part's family (claims_impl.h)?
// Then one side is another machine's or another time's, and the page does not
// say which is the record's: neither contradicts its claim.
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

#include "core/ascii.h"
#include "match/claims_impl.h"
#include "match/facts.h"

namespace verifier::match::internal {
namespace {

// Does [from, to) of the sentence (`lower`, lower-cased) hold a
// verb or phrase that sets one count against another?
bool compares(std::string_view lower, std::size_t from, std::size_t to) {
  if (from >= to) return false;
  const std::string_view between = lower.substr(from, to - from);
  // Stems ("surpassed", "outpaces") and whole words ("vs", not "vsphere").
  auto holds = [&](std::string_view word, bool stem) {
    for (auto at = between.find(word); at != std::string_view::npos; at = between.find(word, at + 1)) {
      const std::size_t end = at + word.size();
      if ((at == 0 || !is_ascii_alpha(between[at - 1])) &&
          (stem || end == between.size() || !is_ascii_alpha(between[end])))
        return true;
    }
    return false;
  };
  for (std::string_view stem : {"surpass", "outpac", "outstrip", "exceed", "compared to", "compared with"})
    if (holds(stem, true)) return true;
  return holds("versus", false) || holds("vs", false);
}

}  // namespace

// "The 10,752 H100 GPUs far surpassed the scaling in AI training in June,
// when NVIDIA used 3,584 Hopper GPUs" (Epoch's row of the June MLPerf
// submission, the 10,752 being Eos's later one): a count set against another
// count of accelerators of the part's family in its sentence, the comparing
// word between them.
bool compared_with_another(const Count& c, const Facts& f, std::string_view passage,
                           const Accelerator& part) {
  if (part.family.empty()) return false;
  const Span sentence = count_sentence(c, passage);
  const std::string lower = ascii_lower(passage.substr(sentence.first, sentence.second - sentence.first));
  return std::any_of(f.counts.begin(), f.counts.end(), [&](const Count& other) {
    if (&other == &c || other.thing != Counted::accelerators || !other.model || other.per_unit ||
        other.begin < sentence.first || other.end > sentence.second ||
        f.mentions[*other.model].accelerator.family != part.family)
      return false;
    const std::size_t from = std::min(c.end, other.end) - sentence.first;
    const std::size_t to = std::max(c.begin, other.begin) - sentence.first;
    return compares(lower, from, to);
  });
}

}  // namespace verifier::match::internal
