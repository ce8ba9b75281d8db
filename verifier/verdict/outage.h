// verdict/outage.h: is tonight evidence about the sources, or only about our
// own network? Takes what each URL fetched tonight did, tallied per host as
// the fetches end (NightHosts), and what the canaries did; gives the
// decision (an outage night records nothing: README, "Outage nights") and
// the hosts whose every URL failed the same way (one fact in the report, not
// one per citation). Pure: no I/O.
//
//   NightHosts hosts;
//   for (const Fetched& f : tonight) hosts.add(f);
//   Outage o = decide_outage(hosts, canaries, rules.outage);
//   if (o.outage) std::cerr << "verifier: outage: " << o.text() << '\n';
//   report.host_failures = host_wide_failures(hosts);
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/fetched.h"
#include "core/report_model.h"
#include "core/rules.h"

namespace verifier::verdict {

// No server spoke: the name did not resolve, or no connection was made
// (refused, no route, connect timeout), and no redirect came before. Only
// these say anything about our own network; an HTTP status, a TLS handshake
// or a reset prove that a packet went there and back.
bool is_unconnected(const Fetched& f);

// The URLs of one night, per host (as cited, lower-case). A URL never
// fetched on purpose (excluded by a rule, credentials) is not counted: it
// says nothing of the network.
class NightHosts {
 public:
  struct Host {
    int urls = 0;
    int unconnected = 0;        // is_unconnected
    int failed_alike = 0;       // with the first URL's network failure, no redirect before
    NetFailure failure = NetFailure::none;  // the first URL's
    std::string detail;         // the first URL's failure detail
    bool same_detail = true;    // every URL's detail so far is `detail`
  };

  // URLs of a host stopped part-way: rate-limited or blocked (fetched
  // tonight as far as the outage goes: a server answered before), or left
  // for the next night by the daily budget (never tried: not in hosts()).
  struct Stopped {
    std::set<std::string> urls;  // same_url_key
    std::string detail;          // the first URL's
  };

  void add(const Fetched& f);
  const std::map<std::string, Host, std::less<>>& hosts() const { return hosts_; }
  const std::map<std::string, Stopped, std::less<>>& rate_limited() const { return rate_limited_; }
  const std::map<std::string, Stopped, std::less<>>& waiting() const { return waiting_; }

 private:
  std::map<std::string, Host, std::less<>> hosts_;
  std::map<std::string, Stopped, std::less<>> rate_limited_;
  std::map<std::string, Stopped, std::less<>> waiting_;
};

// One canary URL's fetch, as far as the network is concerned.
struct CanaryOutcome {
  std::string url;
  bool unreachable = false;  // is_unconnected
  std::string detail;
  static CanaryOutcome of(const Fetched& f);
};

struct Outage {
  bool outage = false;
  int hosts = 0;        // hosts with a URL fetched tonight
  int unreachable = 0;  // of them, hosts none of whose URLs connected
  std::map<std::string, int> why;  // "could not resolve host" -> hosts, by their first URL
  int canaries = 0;
  int canaries_unreachable = 0;

  bool canaries_down() const { return canaries > 0 && canaries_unreachable == canaries; }
  // "40 of 40 hosts unreachable (40 could not resolve host); canaries: 2 of 2
  // unreachable": what a maintainer reads in cron's mail.
  std::string text() const;
};

// An outage when at least `host_share` of the hosts are unreachable, and
// either there are at least `min_hosts` of them or every canary is
// unreachable too. Canaries that answer do not clear a night whose hosts
// nearly all failed to connect (a partial outage: one resolver, one route,
// the canaries' answers cached), and canaries that fail do not make one of a
// night whose hosts answered (the canaries are only two or three hosts).
Outage decide_outage(const NightHosts& hosts, const std::vector<CanaryOutcome>& canaries,
                     const OutageRules& rules);

// Hosts of at least two URLs that all failed with the same network failure
// (a name that no longer resolves, a broken TLS set-up, refused connections,
// timeouts), in host order; `citations` is left 0 for the caller, who knows
// the records. The detail is the URLs' own when they all say the same, else
// the failure's words. Then, not whole_host, one line per host stopped
// part-way: rate-limited or blocked, and left waiting for its budget.
std::vector<HostFailure> host_wide_failures(const NightHosts& hosts);

}  // namespace verifier::verdict
