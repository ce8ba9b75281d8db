// fetch/scheduler.cpp: a linear scan over hosts per start. Hosts number in
// the hundreds and starts in the thousands, so simplicity wins over a heap.
#include "fetch/scheduler.h"

#include <algorithm>

namespace verifier::fetch {

void Scheduler::add_host(const std::string& host, HostLimits limits) {
  limits.per_host = std::max(1, limits.per_host);
  limits.gap_seconds = std::max(0.0, limits.gap_seconds);
  hosts_.try_emplace(host, Host{limits, {}, 0, std::nullopt, 0});
}

void Scheduler::widen_gap(const std::string& host, double gap_seconds) {
  auto it = hosts_.find(host);
  if (it != hosts_.end())
    it->second.limits.gap_seconds = std::max(it->second.limits.gap_seconds, gap_seconds);
}

void Scheduler::pause(const std::string& host, double until) {
  auto it = hosts_.find(host);
  if (it != hosts_.end()) it->second.paused_until = std::max(it->second.paused_until, until);
}

void Scheduler::push(const std::string& host, std::size_t job, double not_before, bool first) {
  add_host(host, HostLimits{});
  auto& queue = hosts_.at(host).queue;
  if (first)
    queue.push_front({job, not_before});
  else
    queue.push_back({job, not_before});
  ++queued_;
}

std::optional<double> Scheduler::host_ready_at(const Host& host) const {
  if (host.queue.empty() || host.active >= host.limits.per_host) return std::nullopt;
  double at = host.paused_until;
  if (host.last_start) at = std::max(at, *host.last_start + host.limits.gap_seconds);
  double earliest_item = host.queue.front().not_before;
  for (const auto& item : host.queue) earliest_item = std::min(earliest_item, item.not_before);
  return std::max(at, earliest_item);
}

std::optional<Scheduler::Start> Scheduler::next(double now) {
  if (active_ >= static_cast<std::size_t>(global_cap_)) return std::nullopt;
  Host* best = nullptr;
  const std::string* best_name = nullptr;
  for (auto& [name, host] : hosts_) {
    auto ready = host_ready_at(host);
    if (!ready || *ready > now) continue;
    if (best == nullptr || host.queue.size() > best->queue.size()) {
      best = &host;
      best_name = &name;
    }
  }
  if (best == nullptr) return std::nullopt;
  auto item = std::find_if(best->queue.begin(), best->queue.end(),
                           [now](const Item& i) { return i.not_before <= now; });
  Start start{*best_name, item->job};
  best->queue.erase(item);
  --queued_;
  ++best->active;
  ++active_;
  best->last_start = now;
  return start;
}

void Scheduler::finished(const std::string& host) {
  auto it = hosts_.find(host);
  if (it == hosts_.end() || it->second.active == 0) return;
  --it->second.active;
  --active_;
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

std::size_t Scheduler::active_hosts() const {
  return static_cast<std::size_t>(std::count_if(
      hosts_.begin(), hosts_.end(), [](const auto& entry) { return entry.second.active > 0; }));
}

}  // namespace verifier::fetch
