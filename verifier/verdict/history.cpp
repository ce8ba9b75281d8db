// history.cpp: failing_since, confirmed and last_good from the nights
// before tonight (spec §4), so one flaky night never changes a verdict.
#include <charconv>
#include <chrono>

#include "verdict/verdict.h"

namespace verifier::verdict {
namespace {

std::optional<std::chrono::sys_days> parse_date(const std::string& d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return std::nullopt;
  int y = 0;
  unsigned m = 0, day = 0;
  auto ok = [](auto r) { return r.ec == std::errc{}; };
  if (!ok(std::from_chars(d.data(), d.data() + 4, y)) ||
      !ok(std::from_chars(d.data() + 5, d.data() + 7, m)) ||
      !ok(std::from_chars(d.data() + 8, d.data() + 10, day)))
    return std::nullopt;
  std::chrono::year_month_day ymd{std::chrono::year{y}, std::chrono::month{m},
                                  std::chrono::day{day}};
  if (!ymd.ok()) return std::nullopt;
  return std::chrono::sys_days{ymd};
}

bool is_failure(Result r) { return !is_readable(r) && r != Result::excluded; }

}  // namespace

int days_between(const std::string& from, const std::string& to) {
  auto a = parse_date(from);
  auto b = parse_date(to);
  if (!a || !b) return 0;
  return static_cast<int>((*b - *a).count());
}

Standing standing(Result tonight, const std::string& today,
                  const std::vector<PastReading>& past, const HistoryRules& rules) {
  Standing st;
  st.counted = tonight;
  if (!is_failure(tonight)) return st;
  st.failing_since = today;
  int nights = 1;
  for (auto it = past.rbegin(); it != past.rend(); ++it) {
    if (it->date >= today) continue;  // a rerun of tonight, or a clock gone back
    if (!is_failure(it->result)) {
      if (is_readable(it->result)) st.last_good = LastGood{it->result, it->date};
      break;
    }
    st.failing_since = it->date;
    ++nights;
  }
  st.confirmed = nights >= rules.confirm_nights &&
                 days_between(*st.failing_since, today) >= rules.confirm_days;
  if (!st.confirmed && st.last_good) st.counted = st.last_good->result;
  return st;
}

std::string summary_sentence(const Summary& s) {
  return std::to_string(s.verified) + " of " + std::to_string(s.systems) +
         " systems have a readable citation that names them, and " +
         std::to_string(s.weakly_sourced) + " are genuinely weakly sourced; " +
         std::to_string(s.described) + " are described by their sources without being named; " +
         std::to_string(s.unverifiable) +
         " could not be checked because their sources were unreadable, and " +
         std::to_string(s.uncited) + " have no citation with a URL.";
}

std::string claims_sentence(const ClaimCounts& n) {
  return std::to_string(n.stated) + " of " + std::to_string(n.cited) +
         " cited accelerator counts are stated by their sources, and " +
         std::to_string(n.contradicted) + " are contradicted by them.";
}

}  // namespace verifier::verdict
