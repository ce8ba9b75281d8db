// fetch/retry.h: when to try a URL again, and how long to wait first.
// Takes what one attempt gave (a network failure or a status, a Retry-After
// value); gives whether to retry and the delay. Pure: the clock and the
// random draw are passed in, so tests need neither.
//
//   if (retryable(f.failure, f.http_status) && attempt < rules.attempts)
//     wait(retry_delay(attempt, retry_after, rules.retry_after_cap, draw));
#pragma once

#include <ctime>
#include <optional>
#include <string_view>

#include "core/fetched.h"

namespace verifier::fetch {

// Timeouts, stalls and resets, and the statuses 408, 429 and 5xx: the
// failures that often clear by themselves. Never other 4xx.
bool retryable(NetFailure failure, std::optional<int> status);

// Retry-After in either form: delta-seconds ("120") or an HTTP-date
// ("Wed, 21 Oct 2015 07:28:00 GMT", also RFC 850 and asctime forms).
// Gives seconds from `now` (0 for a date in the past); nullopt when unreadable.
std::optional<double> parse_retry_after(std::string_view value, std::time_t now);

// Seconds before attempt `attempt + 1` (attempt counts from 1): a server's
// Retry-After when given (capped), else exponential backoff from `base`
// seconds with full jitter: base * 2^(attempt-1) * (0.5 + draw/2), draw in [0, 1).
double retry_delay(int attempt, std::optional<double> retry_after, double cap, double base,
                   double draw);

// One host's run of transient failures. After `threshold` in a row the host
// is failing: its URLs get no more retries (one try each, the gap still
// applies), and it is paused, the pause doubling with each further
// `threshold` failures, up to `cap` each and `budget` in all per run, so that
// a dead host can neither be hammered nor hold the pass for long. Any other
// answer ends the run of failures.
class HostHealth {
 public:
  struct Limits {
    int threshold = 3;
    double base = 1.0;    // seconds; the first pause is base * 2
    double cap = 60.0;    // one pause at most
    double budget = 120;  // all pauses of one host at most
  };

  // Records one answer; gives the pause to impose from now (0 for none).
  double record(bool transient_failure, const Limits& limits);
  bool failing(const Limits& limits) const { return in_a_row_ >= limits.threshold; }

 private:
  int in_a_row_ = 0;
  double paused_ = 0;
};

}  // namespace verifier::fetch
