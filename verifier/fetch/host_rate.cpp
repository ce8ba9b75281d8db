// fetch/host_rate.cpp: multiplicative increase of the gap, slow decrease
// (as TCP backs off): one 429 costs the host's next few minutes, not the
// whole night, and a host that keeps answering 429 is soon asked once a
// minute at most.
#include "fetch/host_rate.h"

#include <algorithm>
#include <ctime>

#include "core/utc_time.h"

namespace verifier::fetch {
namespace {

constexpr double widen_factor = 2.0;
constexpr double narrow_factor = 0.9;

bool is_rate_limit(std::optional<int> status) { return status && (*status == 429 || *status == 503); }

}  // namespace

HostRate::Next HostRate::answer(const Answer& a) {
  if (a.refused_or_reset) return too_many_ > 0 ? Next::blocked : Next::go_on;
  if (!is_rate_limit(a.status)) {
    if (a.status) gap_ = std::max(floor_, gap_ * narrow_factor);
    return Next::go_on;
  }
  if (a.status == 429) ++too_many_;
  retry_after_ = a.retry_after;
  gap_ = std::min(cap_, std::max({gap_ * widen_factor, least_, floor_}));
  if (a.retry_after && *a.retry_after > cap_) return Next::rate_limited;
  window_ = std::max(a.retry_after.value_or(0.0), gap_);
  return Next::wait;
}

std::string HostRate::ended_detail(Next why, long long now_epoch,
                                   const std::string& failure) const {
  if (why == Next::rate_limited)
    return "rate limited until " +
           utc_text(static_cast<std::time_t>(now_epoch + static_cast<long long>(retry_after_.value_or(0))),
                    "%Y-%m-%d %H:%M:%S UTC") +
           ": not tried again tonight";
  return "the host blocked us after " + std::to_string(too_many_) + " 429" +
         (too_many_ == 1 ? "" : "s") + " (" + failure + "): not tried again tonight";
}


}  // namespace verifier::fetch
