// app/outage_check.cpp: see outage_check.h.
#include "app/outage_check.h"

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <string>

#include "app/common.h"
#include "app/night.h"
#include "core/url.h"
#include "fetch/fetch.h"

namespace verifier::app {
namespace {

// Enough hosts for the share to mean something, few enough that the check
// costs a minute at worst (a connect timeout each, all at once) and asks
// little of anyone: one page and its robots.txt a host.
constexpr std::size_t probe_hosts = 50;

// The first cited URL (in key order) of each host, thinned evenly to at
// most probe_hosts hosts.
// A URL to fetch and its key, copied: the records are gone while it is
// fetched. A canary is matched up with no citation, and has no key.
struct Probe {
  std::string url;
  std::string key;
};

std::vector<Probe> probe_urls(const std::vector<Record>& records, std::size_t& hosts) {
  std::map<std::string, const Citation*> first;  // host -> its first citation
  for (const Citation* cited : distinct_urls(records)) {
    auto host = host_of(cited->url);
    if (!host.empty()) first.try_emplace(std::move(host), cited);
  }
  hosts = first.size();
  std::vector<Probe> urls;
  std::size_t i = 0;
  for (const auto& [host, cited] : first) {
    // Bresenham's stride: k of n, spread over the whole sorted list.
    if (hosts <= probe_hosts || (i + 1) * probe_hosts / hosts != i * probe_hosts / hosts)
      urls.push_back({cited->url, cited->key()});
    ++i;
  }
  return urls;
}

std::vector<Probe> canary_probes(const std::vector<std::string>& canaries) {
  std::vector<Probe> probes;
  probes.reserve(canaries.size());
  for (const auto& url : canaries) probes.push_back({url, ""});
  return probes;
}

std::vector<fetch::FetchRequest> requests_of(const std::vector<Probe>& urls) {
  std::vector<fetch::FetchRequest> requests;
  requests.reserve(urls.size());
  for (const auto& p : urls) requests.push_back({p.url, p.key});
  return requests;
}

// Fetches `urls` at once; each outcome to `done` on this thread.
void fetch_all(const Rules& rules, const NetOptions& net, StopSignals& signals,
               const std::vector<Probe>& urls, const std::function<void(Fetched&&)>& done) {
  if (urls.empty()) return;
  fetch::FetchPool pool(fetch_options(rules, net));
  signals.on_stop([&pool] { pool.stop(); });
  pool.run(requests_of(urls), done);
  signals.on_stop({});
}

// In the rules' order would do as well; any fixed order reads the same each night.
void by_url(std::vector<verdict::CanaryOutcome>& canaries) {
  std::sort(canaries.begin(), canaries.end(),
            [](const auto& a, const auto& b) { return a.url < b.url; });
}

}  // namespace

std::vector<verdict::CanaryOutcome> fetch_canaries(const Rules& rules, const NetOptions& net,
                                                   StopSignals& signals) {
  std::vector<verdict::CanaryOutcome> out;
  fetch_all(rules, net, signals, canary_probes(rules.outage.canaries),
            [&out](Fetched&& f) { out.push_back(verdict::CanaryOutcome::of(f)); });
  by_url(out);
  return out;
}

namespace {

// The URLs a part-way line is about: its host's stopped ones of the same detail.
const std::set<std::string>* stopped_urls(const HostFailure& f, const verdict::NightHosts& night) {
  for (const auto* stopped : {&night.rate_limited(), &night.waiting()})
    if (auto it = stopped->find(f.host); it != stopped->end() && it->second.detail == f.detail)
      return &it->second.urls;
  return nullptr;
}

}  // namespace

void count_citations(std::vector<HostFailure>& failures, const std::vector<Record>& records,
                     const verdict::NightHosts& night) {
  if (failures.empty()) return;
  std::multimap<std::string, std::pair<HostFailure*, const std::set<std::string>*>> by_host;
  for (auto& f : failures)
    by_host.emplace(f.host, std::make_pair(&f, f.whole_host ? nullptr : stopped_urls(f, night)));
  for (const auto& r : records)
    for (const auto& c : r.citations) {
      auto [from, to] = by_host.equal_range(host_of(c.url));
      for (auto it = from; it != to; ++it) {
        auto [failure, only] = it->second;
        if (only == nullptr || only->count(c.key())) ++failure->citations;
      }
    }
}

int outage_check_command(const RunOptions& options) {
  StopSignals signals;
  auto rules = load_rules_reporting(options.rules);
  if (!rules) return exit_input_error;
  auto records = usable_records(options.records, options.allow_empty);
  if (!records) return exit_input_error;
  std::size_t cited_hosts = 0;
  auto probes = probe_urls(*records, cited_hosts);
  records.reset();

  // Canaries and probes on one pool, so an outage costs one wait, not two.
  const std::set<std::string> canary_urls(rules->outage.canaries.begin(),
                                          rules->outage.canaries.end());
  std::vector<Probe> urls = canary_probes(rules->outage.canaries);
  urls.insert(urls.end(), probes.begin(), probes.end());
  verdict::NightHosts hosts;
  std::vector<verdict::CanaryOutcome> canaries;
  fetch_all(*rules, options.net, signals, urls, [&](Fetched&& f) {
    if (canary_urls.contains(f.url) && canaries.size() < canary_urls.size())
      canaries.push_back(verdict::CanaryOutcome::of(f));
    else
      hosts.add(f);
  });
  if (signals.stopped()) {
    std::cerr << "verifier: outage check stopped by signal " << signals.signal_number() << '\n';
    return exit_run_failed;
  }
  by_url(canaries);
  for (const auto& c : canaries)
    std::cout << "canary " << c.url << ": " << (c.unreachable ? "unreachable" : "answered")
              << (c.detail.empty() ? "" : " (" + c.detail + ")") << '\n';
  auto outage = verdict::decide_outage(hosts, canaries, rules->outage);
  std::cout << "verifier: outage check: probed " << probes.size() << " of " << cited_hosts
            << " hosts: " << outage.text() << '\n';
  if (outage.outage) {
    std::cout << "verifier: outage: a night now would record nothing and exit 3\n";
    return exit_run_failed;
  }
  std::cout << "verifier: the network looks fine\n";
  return exit_done;
}

}  // namespace verifier::app
