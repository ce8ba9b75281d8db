// outage.cpp: see outage.h. Which failures count, and why, is told in the
// README ("Outage nights") and in rules/fetch.yaml's comments.
#include "verdict/outage.h"

#include <cmath>

#include "core/url.h"
#include "verdict/verdict.h"

namespace verifier::verdict {
namespace {

// What an unconnected host's maintainer would call it.
std::string unconnected_words(NetFailure f) {
  if (f == NetFailure::dns) return "could not resolve host";
  if (f == NetFailure::connect_timeout) return "connect timeout";
  return "could not connect";
}

}  // namespace

bool is_unconnected(const Fetched& f) {
  return class_of(f.failure).before_any_server && !f.http_status && f.redirects.empty();
}

void NightHosts::add(const Fetched& f) {
  if (f.failure == NetFailure::rate_limited || f.failure == NetFailure::over_budget) {
    auto& stopped = (f.failure == NetFailure::rate_limited ? rate_limited_ : waiting_)[host_of(f.url)];
    if (stopped.urls.empty()) stopped.detail = f.failure_detail;
    stopped.urls.insert(f.key);
    if (f.failure == NetFailure::over_budget) return;
  }
  if (class_of(f.failure).never_tried) return;
  std::string name = host_of(f.url);
  auto [it, first] = hosts_.try_emplace(std::move(name));
  Host& h = it->second;
  if (first) {
    h.failure = f.failure;
    h.detail = f.failure_detail;
  }
  ++h.urls;
  if (is_unconnected(f)) ++h.unconnected;
  if (class_of(f.failure).host_level && f.failure == h.failure && f.redirects.empty()) ++h.failed_alike;
  if (f.failure_detail != h.detail) h.same_detail = false;
}

CanaryOutcome CanaryOutcome::of(const Fetched& f) {
  CanaryOutcome c{f.url, is_unconnected(f), f.failure_detail};
  if (c.detail.empty() && f.http_status) c.detail = "HTTP " + std::to_string(*f.http_status);
  return c;
}

Outage decide_outage(const NightHosts& night, const std::vector<CanaryOutcome>& canaries,
                     const OutageRules& rules) {
  Outage o;
  for (const auto& [name, h] : night.hosts()) {
    ++o.hosts;
    if (h.unconnected < h.urls) continue;
    ++o.unreachable;
    ++o.why[unconnected_words(h.failure)];
  }
  for (const auto& c : canaries) {
    ++o.canaries;
    if (c.unreachable) ++o.canaries_unreachable;
  }
  // A share of hosts, compared in whole hosts so 0.9 of 10 is 9, not 9.000001.
  const auto needed = static_cast<int>(std::ceil(rules.host_share * o.hosts - 1e-9));
  const bool hosts_down = o.hosts > 0 && o.unreachable >= needed;
  o.outage = hosts_down && (o.hosts >= rules.min_hosts || o.canaries_down());
  return o;
}

std::string Outage::text() const {
  std::string out = std::to_string(unreachable) + " of " + std::to_string(hosts) +
                    " hosts unreachable";
  if (!why.empty()) {
    std::string reasons;
    for (const auto& [words, n] : why)
      reasons += (reasons.empty() ? "" : ", ") + std::to_string(n) + " " + words;
    out += " (" + reasons + ")";
  }
  if (canaries == 0) return out + "; no canaries configured";
  return out + "; canaries: " + std::to_string(canaries_unreachable) + " of " +
         std::to_string(canaries) + " unreachable";
}

std::vector<HostFailure> host_wide_failures(const NightHosts& night) {
  std::vector<HostFailure> out;
  for (const auto& [name, h] : night.hosts()) {
    if (h.urls < 2 || h.failed_alike < h.urls) continue;
    std::string detail = h.same_detail && !h.detail.empty() ? h.detail : std::string(class_of(h.failure).words);
    out.push_back({name, h.urls, 0, std::move(detail)});
  }
  for (const auto* stopped : {&night.rate_limited(), &night.waiting()})
    for (const auto& [name, s] : *stopped)
      out.push_back({name, static_cast<int>(s.urls.size()), 0, s.detail, false});
  return out;
}

}  // namespace verifier::verdict
