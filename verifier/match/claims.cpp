// match/claims.cpp: each claim weighed against the counts of the passages
// that speak of its system (claims_impl.h), read once per page: a count
// that states it, else those that contradict it or bound it, else a
// product, a sum or a total worked out in one passage; with what the page
// gave and a quote.
#include "match/claims.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "match/claims_impl.h"
#include "match/evidence.h"
#include "match/facts.h"
#include "match/normalize.h"

namespace verifier::match {

// A page's passages and the questions asked of a count in them, shared with
// their own files (claims_impl.h).
using namespace internal;

namespace {

// "about 12,000" states 12,288 only where 12,288 rounds to it at the
// written precision (its trailing zeros, two figures at least: "约10万",
// about 100,000, is not 90,000) and lies within its 10 %.
bool approximately(const Count& c, std::int64_t value) {
  const std::int64_t step = written_step(c.value);
  const std::int64_t low = std::max(c.value - step / 2, c.low);
  const std::int64_t high = std::min(c.value + (step - 1) / 2, c.high);
  return low <= value && value <= high;
}


// "a new cluster of 300 Nvidia H100 GPUs": a figure written round, two
// trailing zeros at least, is a figure at its written precision, as "about
// 300" is (296 rounds to it, within its 10 %); a product is worked out, never
// written round.
bool round_figure_of(const Count& c, std::int64_t value) {
  constexpr std::int64_t coarsest_exact = 100;
  if (c.form != CountForm::exact || c.product() || written_step(c.value) < coarsest_exact)
    return false;
  Count about = c;
  about.low = c.value - c.value / 10;
  about.high = c.value + c.value / 10;
  return approximately(about, value);
}

enum class Weight { none, states, contradicts, shown };

// `pods_counted`: the passages that speak of the system count pods, so a
// pod is a unit of it and what one pod holds no total.
Weight weigh(const Count& c, std::int64_t value, bool pods_counted) {
  if (c.per_unit || (c.pod_held && pods_counted)) return Weight::none;
  switch (c.form) {
    case CountForm::at_least:
    case CountForm::at_most:
    case CountForm::range:
      return Weight::shown;
    // An approximation is a count at its written precision: "约10万个H100"
    // (about 100,000, to the nearest 10,000) gives another count than
    // 90,000, as "100K" would; only a bound says nothing against a value.
    case CountForm::approximate:
      return approximately(c, value) ? Weight::states : Weight::contradicts;
    case CountForm::exact:
    case CountForm::rounded:
      if (c.covers(value)) return Weight::states;
      return round_figure_of(c, value) ? Weight::states : Weight::contradicts;
  }
  return Weight::contradicts;
}

// "18,688": a value grouped by thousands.
std::string grouped(std::int64_t value) {
  std::string digits = std::to_string(value);
  for (auto at = static_cast<std::ptrdiff_t>(digits.size()) - 3; at > 0; at -= 3)
    digits.insert(static_cast<std::size_t>(at), ",");
  return digits;
}

// "766 nodes x 8 GPUs", "6,128 GPUs (H200)": the count as written, and the
// model where it stands apart from the count. A count written with no digit
// ("ten thousand", "一万二千", "an equal number of") shows its value too,
// so an editor sees what it was weighed as.
std::string found_text(const Count& c, const Facts& f, std::string_view passage) {
  std::string out = c.product() ? c.factor_text[0] + " x " + c.factor_text[1] : c.text;
  if (!c.product() && std::none_of(c.text.begin(), c.text.end(), is_ascii_digit))
    out += " (= " + grouped(c.value) + ")";
  if (c.model) {
    const Mention& m = f.mentions[*c.model];
    if (m.end <= c.begin || m.begin >= c.end)
      out += " (" + std::string(passage.substr(m.begin, m.end - m.begin)) + ")";
  }
  return out;
}

// A passage's count as weighed: the passage, the count (in the passage's
// facts, or one worked out across it).
struct Seen {
  const Passage* passage;
  const Count* count;
};

std::string_view text_of(std::string_view text, const Passage& p) {
  return text.substr(p.begin, p.end - p.begin);
}

// The counts of the passages that speak of the system, as weighed against
// the claim: the first that states it, those against it, those shown.
struct Weighed {
  std::optional<Seen> states;
  std::vector<Seen> against, shown;

  // A claim whose part names no known accelerator (`part_known`) is never
  // contradicted.
  void add(Weight w, Seen seen, bool part_known) {
    switch (w) {
      case Weight::none: break;
      case Weight::states: if (!states) states = seen; break;
      case Weight::contradicts: if (part_known) against.push_back(seen); break;
      case Weight::shown: shown.push_back(seen); break;
    }
  }
};

// Is the count the claim's: of accelerators of a model that supports the
// claim's part, tied to the system in its passage (`passage`), and neither a
// whole's the system is a part of nor the record's parts together?
bool of_the_claim(const Count& c, const TiedPassage& t, std::string_view passage,
                  const ClaimAsk& ask, const Accelerator& part) {
  const Facts& f = t.passage->facts;
  if (c.thing != Counted::accelerators || !c.model || !tied(c, t, passage) ||
      of_the_whole(c, t, passage) || of_the_parts_together(c, f, passage, ask.ties->parts))
    return false;
  return !part.known() || supports(f.mentions[*c.model].accelerator, part);
}

// A count weighed, then as its passage (`f`, `passage`) sets it: one
// partition of several is a group's count, the machine holds more; one
// side of a comparison with another count of its family may be another
// machine's, shown, never against the claim.
Weight weigh_in(const Count& c, const Facts& f, std::string_view passage, const Accelerator& part,
                std::int64_t value, bool pods_counted) {
  Weight w = weigh(c, value, pods_counted);
  if (w == Weight::states && partition_of_several(c, f, part)) w = Weight::contradicts;
  if (w == Weight::contradicts && compared_with_another(c, f, passage, part)) w = Weight::shown;
  return w;
}

Weighed weigh_counts(std::string_view text, const ClaimAsk& ask, const Accelerator& part,
                     const std::vector<TiedPassage>& passages, std::int64_t value) {
  // "- 8 pods" in the list above "Each pod ... consisting of - 3,072 NVIDIA
  // H100 GPUs": pods counted in any passage of the system, never another's
  // (Epoch's row of Google's Oklahoma pods leaves the v5p pod whole).
  const bool pods_counted = std::any_of(passages.begin(), passages.end(),
                                        [](const TiedPassage& t) { return t.passage->facts.counts_pods; });
  Weighed out;
  for (const auto& t : passages) {
    const std::string_view passage = text_of(text, *t.passage);
    for (const auto& c : t.passage->facts.counts)
      if (of_the_claim(c, t, passage, ask, part))
        out.add(weigh_in(c, t.passage->facts, passage, part, value, pods_counted),
                Seen{t.passage, &c}, part.known());
  }
  return out;
}

// A product or a sum worked out in one passage that states the value: the
// first passage's whose count is tied to the system and no whole's.
struct WorkedOut {
  const Passage* passage;
  Count count;
};

std::optional<WorkedOut> worked_out(std::string_view text, const Accelerator& part,
                                    const std::vector<TiedPassage>& passages, std::int64_t value) {
  for (const auto& t : passages) {
    auto product = passage_product(t.passage->facts, part, value);
    if (!product) product = passage_sum(t.passage->facts, part, value);
    const std::string_view passage = text_of(text, *t.passage);
    if (product && tied(*product, t, passage) && !of_the_whole(*product, t, passage))
      return WorkedOut{t.passage, std::move(*product)};
  }
  return std::nullopt;
}

// The totals the passages work out (a node count times what each holds),
// tied to the system and no whole's: against the claim. `totals` outlive
// `against`, which points at them.
void add_totals(std::string_view text, const Accelerator& part,
                const std::vector<TiedPassage>& passages, std::deque<Count>& totals,
                std::vector<Seen>& against) {
  for (const auto& t : passages) {
    const std::string_view passage = text_of(text, *t.passage);
    for (auto& total : passage_totals(t.passage->facts, part))
      if (tied(total, t, passage) && !of_the_whole(total, t, passage))
        against.push_back({t.passage, &totals.emplace_back(std::move(total))});
  }
}

std::string quote(std::string_view text, const Seen& s) {
  return evidence_quote(text, s.passage->begin + s.count->begin, s.passage->begin + s.count->end);
}

std::string found(std::string_view text, const Seen& s) {
  return found_text(*s.count, s.passage->facts, text_of(text, *s.passage));
}

ClaimCheck stated(ClaimCheck out, std::string_view text, const Seen& s) {
  out.result = ClaimResult::states;
  out.found = found(text, s);
  out.evidence = quote(text, s);
  return out;
}

// No count states the claim: those against it contradict it, else those
// shown are what the page gives; each written once, the first quoted.
ClaimCheck not_stated(ClaimCheck out, std::string_view text, const Weighed& seen) {
  const auto& said = seen.against.empty() ? seen.shown : seen.against;
  if (!seen.against.empty()) out.result = ClaimResult::contradicts;
  for (const auto& s : said) {
    const std::string f = found(text, s);
    if (out.found.find(f) != std::string::npos) continue;
    out.found += (out.found.empty() ? "" : "; ") + f;
  }
  if (!said.empty()) out.evidence = quote(text, said.front());
  return out;
}

// A count that states the claim, else a product or a sum that does, else
// the counts and the totals against it, else those shown.
ClaimCheck decide(std::string_view text, const ClaimAsk& ask, const Accelerator& part,
                  const std::vector<TiedPassage>& passages) {
  const ClaimCheck out{ask.part, ask.value, ClaimResult::not_stated, "", ""};
  const auto value = static_cast<std::int64_t>(std::llround(ask.value));
  Weighed seen = weigh_counts(text, ask, part, passages, value);
  if (seen.states) return stated(out, text, *seen.states);
  if (const auto product = worked_out(text, part, passages, value))
    return stated(out, text, Seen{product->passage, &product->count});
  std::deque<Count> totals;  // outlive `seen.against`, which points at them
  if (part.known()) add_totals(text, part, passages, totals, seen.against);
  return not_stated(out, text, seen);
}

}  // namespace

ClaimReader::ClaimReader(const AcceleratorTable& table, const std::vector<Record>& records)
    : accelerators_(table) {
  for (const auto& record : records) record_names_.push_back(normalize_key(record.name));
  std::sort(record_names_.begin(), record_names_.end());
}

std::vector<ClaimCheck> ClaimReader::check(std::string_view text,
                                           const std::vector<ClaimAsk>& asks) const {
  std::vector<ClaimCheck> out;
  out.reserve(asks.size());
  PagePassages passages(text, accelerators_);
  // Folded and sorted: every record's name, and those asked about that no
  // dataset holds (a test's records); copied only where there are such.
  std::vector<std::string> with_asked;
  for (const auto& ask : asks) {
    if (ask.ties->record_name.empty()) continue;
    std::string key = normalize_key(ask.ties->record_name);
    if (std::binary_search(record_names_.begin(), record_names_.end(), key)) continue;
    if (with_asked.empty()) with_asked = record_names_;
    with_asked.push_back(std::move(key));
  }
  std::sort(with_asked.begin(), with_asked.end());
  with_asked.erase(std::unique(with_asked.begin(), with_asked.end()), with_asked.end());
  const auto& names = with_asked.empty() ? record_names_ : with_asked;
  for (const auto& ask : asks)
    out.push_back(
        decide(text, ask, accelerators_.read_part(ask.part), passages.of(*ask.ties, names)));
  return out;
}

}  // namespace verifier::match
