// history.cpp: failing_since, confirmed and last_good from the nights
// before tonight (spec §4), so one flaky night never changes a verdict.
#include "verdict/verdict.h"

#include <cstddef>

namespace verifier::verdict {
namespace {

bool is_failure(Result r) { return !is_readable(r) && r != Result::excluded; }

}  // namespace

Standing standing(Result tonight, Date today,
                  const std::vector<PastReading>& past, const HistoryRules& rules) {
  Standing st;
  st.counted = tonight;
  if (!is_failure(tonight)) return st;
  st.failing_since = today;
  int nights = 1;
  for (std::size_t k = past.size(); k-- > 0;) {  // the latest night first
    const PastReading& night = past[k];
    if (night.date >= today) continue;  // a rerun of tonight, or a clock gone back
    if (!is_failure(night.result)) {
      if (is_readable(night.result)) st.last_good = LastGood{night.result, night.date.text()};
      break;
    }
    st.failing_since = night.date;
    ++nights;
  }
  st.confirmed = nights >= rules.confirm_nights &&
                 today.days_since(*st.failing_since) >= rules.confirm_days;
  if (!st.confirmed && st.last_good) st.counted = st.last_good->result;
  return st;
}

std::string summary_sentence(const Summary& s) {
  return std::to_string(s[Verdict::verified]) + " of " + std::to_string(s.systems) +
         " systems have a readable citation that names them, and " +
         std::to_string(s[Verdict::weakly_sourced]) + " are genuinely weakly sourced; " +
         std::to_string(s[Verdict::described]) + " are described by their sources without being named; " +
         std::to_string(s[Verdict::unverifiable]) +
         " could not be checked because their sources were unreadable, and " +
         std::to_string(s[Verdict::uncited]) + " have no citation with a URL.";
}

std::string claims_sentence(const ClaimCounts& n) {
  return std::to_string(n[ClaimResult::states]) + " of " + std::to_string(n.total()) +
         " cited accelerator counts are stated by their sources, and " +
         std::to_string(n[ClaimResult::contradicts]) + " are contradicted by them.";
}

}  // namespace verifier::verdict
