// fetch/scheduler.cpp: a linear scan over hosts per start. Hosts number in
// the hundreds and starts in the thousands, so simplicity wins over a heap.
#include "fetch/scheduler.h"

#include <algorithm>

namespace verifier::fetch {

// Called before every push: a Host is made only for a new name, since an
// empty one already allocates its deque's first block.
void Scheduler::add_host(const std::string& host, HostLimits limits) {
  auto [it, added] = hosts_.try_emplace(host);
  if (!added) return;
  it->second.limits.per_host = std::max(1, limits.per_host);
  it->second.limits.gap_seconds = std::max(0.0, limits.gap_seconds);
}

void Scheduler::widen_gap(const std::string& host, double gap_seconds) {
  auto it = hosts_.find(host);
  if (it != hosts_.end())
    it->second.limits.gap_seconds = std::max(it->second.limits.gap_seconds, gap_seconds);
}

void Scheduler::set_adaptive_gap(const std::string& host, double gap_seconds) {
  auto it = hosts_.find(host);
  if (it != hosts_.end()) it->second.adaptive_gap = std::max(0.0, gap_seconds);
}

std::vector<std::size_t> Scheduler::drain(const std::string& host) {
  std::vector<std::size_t> out;
  auto it = hosts_.find(host);
  if (it == hosts_.end()) return out;
  Host& h = it->second;
  out.assign(h.queue.begin(), h.queue.end());
  for (const auto& [when, job] : h.delayed) out.push_back(job);
  queued_ -= out.size();
  h.queue.clear();
  h.delayed.clear();
  return out;
}

void Scheduler::pause(const std::string& host, double until) {
  auto it = hosts_.find(host);
  if (it != hosts_.end()) it->second.paused_until = std::max(it->second.paused_until, until);
}

void Scheduler::push(const std::string& host, std::size_t job, double not_before, bool first) {
  add_host(host, HostLimits{});
  auto& h = hosts_.at(host);
  if (not_before > 0)
    h.delayed.emplace(not_before, job);
  else if (first)
    h.queue.push_front(job);
  else
    h.queue.push_back(job);
  ++queued_;
}

std::optional<double> Scheduler::host_ready_at(const Host& host) {
  if (waiting(host) == 0 || host.active >= host.limits.per_host) return std::nullopt;
  double at = host.paused_until;
  double gap = std::max(host.limits.gap_seconds, host.adaptive_gap);
  if (host.last_start) at = std::max(at, *host.last_start + gap);
  double earliest_item = host.queue.empty() ? host.delayed.begin()->first : 0.0;
  return std::max(at, earliest_item);
}

std::optional<Scheduler::Start> Scheduler::next(double now) {
  if (active_ >= static_cast<std::size_t>(global_cap_)) return std::nullopt;
  Host* best = nullptr;
  const std::string* best_name = nullptr;
  for (auto& [name, host] : hosts_) {
    auto ready = host_ready_at(host);
    if (!ready || *ready > now) continue;
    if (best == nullptr || waiting(host) > waiting(*best)) {
      best = &host;
      best_name = &name;
    }
  }
  if (best == nullptr) return std::nullopt;
  // A retry whose backoff is over goes first: it has waited longest.
  std::size_t job = 0;
  if (!best->delayed.empty() && best->delayed.begin()->first <= now) {
    job = best->delayed.begin()->second;
    best->delayed.erase(best->delayed.begin());
  } else {
    job = best->queue.front();
    best->queue.pop_front();
  }
  --queued_;
  if (best->active++ == 0) ++active_hosts_;
  ++active_;
  best->last_start = now;
  return Start{*best_name, job};
}

void Scheduler::finished(const std::string& host) {
  auto it = hosts_.find(host);
  if (it == hosts_.end() || it->second.active == 0) return;
  if (--it->second.active == 0) --active_hosts_;
  --active_;
}

void Scheduler::request_sent(const std::string& host, double at) {
  auto it = hosts_.find(host);
  if (it != hosts_.end() && it->second.last_start && *it->second.last_start < at)
    it->second.last_start = at;
}

std::optional<double> Scheduler::next_wake(double now) const {
  if (active_ >= static_cast<std::size_t>(global_cap_)) return std::nullopt;
  std::optional<double> wake;
  for (const auto& [name, host] : hosts_) {
    auto ready = host_ready_at(host);
    if (!ready) continue;
    double at = std::max(*ready, now);
    if (!wake || at < *wake) wake = at;
  }
  return wake;
}


}  // namespace verifier::fetch
