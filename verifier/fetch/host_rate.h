// fetch/host_rate.h: one host's rate for the night, adapted to what it says
// (issue 15 item 1). Takes each answer of the host (a 429 or 503 with its
// Retry-After, a refused or reset connection, any other answer); gives the
// gap between request starts, the window in which nothing may start, and
// when the host is done for the night. Pure: the caller holds the clock.
//
//   HostRate rate(floor_gap, cap);
//   switch (rate.answer({429, retry_after, false})) { ... }
//   scheduler.set_adaptive_gap(host, rate.gap());
//
// Why: the archives (the Wayback Machine first) answer 429 when a client
// goes over their rate, and block at the firewall a client that keeps on:
// connections refused for an hour, doubling on each repeat. A configured gap
// is a floor, never a promise.
#pragma once

#include <optional>
#include <string>

namespace verifier::fetch {

class HostRate {
 public:
  // `floor`: the configured gap; `cap`: the widest gap, and the longest
  // Retry-After that is waited out (a longer one ends the host's night);
  // `least`: the narrowest gap a 429 or 503 leaves (a floor of 0 would
  // never widen), fetch.yaml's rate_limited_gap.
  HostRate(double floor, double cap, double least = 1.0)
      : floor_(floor), cap_(cap), least_(least), gap_(floor) {}

  struct Answer {
    std::optional<int> status;         // none for a network failure
    std::optional<double> retry_after; // seconds, when the server gave one
    bool refused_or_reset = false;     // connection refused or reset
  };

  enum class Next {
    go_on,          // nothing to do beyond the gap
    wait,           // rate limited: nothing may start within window() from now
    rate_limited,   // Retry-After past the cap: the host is done for the night
    blocked,        // refused or reset after 429s: the host blocked us
  };

  // A 429 or 503 doubles the gap (at least `least`, at most the cap); any other
  // answer narrows it by a tenth, back to the floor.
  Next answer(const Answer& a);

  double gap() const { return gap_; }
  double window() const { return window_; }
  int too_many_requests() const { return too_many_; }  // 429s so far

  // The report's words for a host done for the night ("rate limited until
  // 2026-03-01 04:00:00 UTC", "the host blocked us after 3 429s (connection
  // refused)"); `now` is the wall clock at the answer.
  std::string ended_detail(Next why, long long now_epoch, const std::string& failure) const;

 private:
  double floor_;
  double cap_;
  double least_;
  double gap_;
  double window_ = 0;
  int too_many_ = 0;
  std::optional<double> retry_after_;
};

}  // namespace verifier::fetch
