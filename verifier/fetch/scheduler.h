// fetch/scheduler.h: the per-host politeness schedule (issue 3 item 1).
// Takes jobs queued by URL host name (never by --connect-to target), each
// host's limits (transfers at once, minimum gap between starts, pauses), and
// a global cap; gives, for a moment in time, the next job that may start.
// Hosts with the longest queues go first, so a pass ends close to its
// busiest host's own schedule. Pure: time is seconds on the caller's clock.
//
//   Scheduler s(32);
//   s.add_host("a.org", {2, 1.0});
//   s.push("a.org", job_id);
//   while (auto start = s.next(now)) begin(start->job);   // later: s.finished("a.org")
#pragma once

#include <cstddef>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace verifier::fetch {

struct HostLimits {
  int per_host = 2;
  double gap_seconds = 1.0;
};

class Scheduler {
 public:
  struct Start {
    std::string host;
    std::size_t job;
  };

  explicit Scheduler(int global_cap) : global_cap_(global_cap < 1 ? 1 : global_cap) {}

  // Idempotent: a host keeps the limits it was first given.
  void add_host(const std::string& host, HostLimits limits);
  bool has_host(const std::string& host) const { return hosts_.contains(host); }
  // A longer gap, e.g. robots.txt's Crawl-delay; never shortens it.
  void widen_gap(const std::string& host, double gap_seconds);
  // The gap as the host's answers made it tonight (fetch/host_rate.h); the
  // configured or Crawl-delay gap stays the floor.
  void set_adaptive_gap(const std::string& host, double gap_seconds);
  // No start on this host before `until` (a host that keeps failing, a Retry-After).
  void pause(const std::string& host, double until);
  // Takes every job still queued on the host (ready or delayed), in queue
  // order; jobs in flight are the caller's.
  std::vector<std::size_t> drain(const std::string& host);

  // Queues a job; `not_before` delays it (a retry's backoff); `first` puts it
  // ahead of the host's queue (robots.txt goes before the pages it rules).
  void push(const std::string& host, std::size_t job, double not_before = 0, bool first = false);

  // The next job allowed to start at `now`, counted as started; nullopt if none.
  std::optional<Start> next(double now);
  void finished(const std::string& host);
  // The host got the request only at `at`, after its connection was set up:
  // the gap counts from then, as the host sees it (never from earlier).
  void request_sent(const std::string& host, double at);

  // When next() could next give a job, if nothing can start now; nullopt when
  // only a finishing transfer can unblock (or nothing is queued).
  std::optional<double> next_wake(double now) const;

  std::size_t active() const { return active_; }
  std::size_t active_hosts() const { return active_hosts_; }
  std::size_t queued() const { return queued_; }

 private:
  struct Host {
    HostLimits limits;
    std::deque<std::size_t> queue;              // ready now
    std::multimap<double, std::size_t> delayed;  // backoffs, by when they end
    int active = 0;
    std::optional<double> last_start;
    double paused_until = 0;
    double adaptive_gap = 0;
  };

  // The earliest moment this host may start its next job, ignoring the global cap.
  static std::optional<double> host_ready_at(const Host& host);
  static std::size_t waiting(const Host& host) { return host.queue.size() + host.delayed.size(); }

  int global_cap_;
  std::size_t active_ = 0;
  std::size_t active_hosts_ = 0;  // kept, not counted: the pool asks after every transfer
  std::size_t queued_ = 0;
  std::map<std::string, Host> hosts_;
};

}  // namespace verifier::fetch
