// outage: which nights are our own network's fault (nothing recorded), and
// which hosts failed as a whole (one fact in the report).
#include <doctest/doctest.h>

#include <string>

#include "verdict/outage.h"

using namespace verifier;
using verdict::CanaryOutcome;
using verdict::decide_outage;
using verdict::host_wide_failures;
using verdict::NightHosts;

namespace {

Fetched answered(const std::string& url, int status = 200) {
  Fetched f;
  f.url = f.final_url = f.key = url;
  f.http_status = status;
  return f;
}

Fetched failed(const std::string& url, NetFailure why, std::string detail) {
  Fetched f;
  f.url = f.final_url = f.key = url;
  f.failure = why;
  f.failure_detail = std::move(detail);
  return f;
}

Fetched unresolved(const std::string& url) {
  return failed(url, NetFailure::dns, "DNS: could not resolve host");
}

std::string url(int host, int page = 0) {
  return "https://h" + std::to_string(host) + ".example/p" + std::to_string(page);
}

// `hosts` hosts of two URLs each; the first `down` of them unresolved.
NightHosts night(int hosts, int down) {
  NightHosts n;
  for (int h = 0; h < hosts; ++h)
    for (int p = 0; p < 2; ++p) n.add(h < down ? unresolved(url(h, p)) : answered(url(h, p)));
  return n;
}

std::vector<CanaryOutcome> canaries(int count, int down) {
  std::vector<CanaryOutcome> out;
  out.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i)
    out.push_back(CanaryOutcome::of(i < down ? unresolved("https://canary" + std::to_string(i) + ".org/")
                                             : answered("https://canary" + std::to_string(i) + ".org/")));
  return out;
}

OutageRules rules(double share = 0.9, int min_hosts = 10) {
  OutageRules r;
  r.host_share = share;
  r.min_hosts = min_hosts;
  return r;
}

}  // namespace

TEST_CASE("only failures before any server spoke say our network is down") {
  CHECK(verdict::is_unconnected(unresolved(url(1))));
  CHECK(verdict::is_unconnected(failed(url(1), NetFailure::refused, "network unreachable")));
  CHECK(verdict::is_unconnected(failed(url(1), NetFailure::connect_timeout, "connect timeout after 10 s")));
  CHECK(verdict::is_unconnected(failed(url(1), NetFailure::dns, "robots.txt: DNS: could not resolve host")));
  for (auto why : {NetFailure::tls, NetFailure::reset, NetFailure::timeout, NetFailure::stalled,
                   NetFailure::protocol, NetFailure::non_public_address, NetFailure::other})
    CHECK_FALSE(verdict::is_unconnected(failed(url(1), why, "")));
  CHECK_FALSE(verdict::is_unconnected(answered(url(1), 503)));
  CHECK_FALSE(verdict::is_unconnected(answered(url(1), 404)));
  // A redirect came first: the cited host answered; the failure is elsewhere.
  Fetched redirected = unresolved(url(1));
  redirected.redirects = {url(2)};
  CHECK_FALSE(verdict::is_unconnected(redirected));
}

TEST_CASE("every host unreachable is an outage, and the line says what failed") {
  auto o = decide_outage(night(10, 10), {}, rules());
  CHECK(o.outage);
  CHECK(o.hosts == 10);
  CHECK(o.unreachable == 10);
  CHECK(o.text() == "10 of 10 hosts unreachable (10 could not resolve host); no canaries configured");

  NightHosts mixed = night(9, 9);
  mixed.add(failed(url(50), NetFailure::refused, "connection refused"));
  auto m = decide_outage(mixed, canaries(2, 2), rules());
  CHECK(m.outage);
  CHECK(m.text() ==
        "10 of 10 hosts unreachable (1 could not connect, 9 could not resolve host); "
        "canaries: 2 of 2 unreachable");
}

TEST_CASE("the host share is a threshold in whole hosts") {
  CHECK(decide_outage(night(10, 9), {}, rules()).outage);        // 0.9 of 10
  CHECK_FALSE(decide_outage(night(10, 8), {}, rules()).outage);
  CHECK_FALSE(decide_outage(night(40, 35), {}, rules()).outage);  // one region down: 35 < 36
  CHECK(decide_outage(night(40, 36), {}, rules()).outage);
  CHECK(decide_outage(night(10, 5), {}, rules(0.5)).outage);
}

TEST_CASE("one host down among many is the host's failure, not an outage") {
  auto o = decide_outage(night(10, 1), canaries(2, 0), rules());
  CHECK_FALSE(o.outage);
  CHECK(o.unreachable == 1);
}

TEST_CASE("a host that answered once tonight is not unreachable") {
  NightHosts n = night(10, 10);
  n.add(answered(url(3, 7), 500));  // a 5xx proves the route and the name
  auto o = decide_outage(n, {}, rules());
  CHECK(o.unreachable == 9);
  CHECK(o.outage);  // 9 of 10 still
  n.add(failed(url(4, 7), NetFailure::tls, "TLS: certificate not trusted"));
  CHECK_FALSE(decide_outage(n, {}, rules()).outage);  // 8 of 10
}

TEST_CASE("few hosts: the canaries decide; many hosts: the hosts decide") {
  // Three hosts all down prove little alone: a small dataset on one hoster.
  CHECK_FALSE(decide_outage(night(3, 3), {}, rules()).outage);
  CHECK_FALSE(decide_outage(night(3, 3), canaries(2, 1), rules()).outage);
  CHECK(decide_outage(night(3, 3), canaries(2, 2), rules()).outage);
  // Canaries down, hosts up: the hosts prove the network works.
  auto up = decide_outage(night(10, 0), canaries(3, 3), rules());
  CHECK_FALSE(up.outage);
  CHECK(up.canaries_down());
  // Hosts down, canaries up: a partial outage on our side still records nothing.
  auto down = decide_outage(night(10, 10), canaries(3, 0), rules());
  CHECK(down.outage);
  CHECK_FALSE(down.canaries_down());
  // A night that fetched nothing (all reused) is never an outage.
  CHECK_FALSE(decide_outage(NightHosts{}, canaries(2, 2), rules()).outage);
}

TEST_CASE("URLs never tried on purpose are not counted") {
  NightHosts n = night(10, 10);
  for (int h = 20; h < 25; ++h) n.add(failed(url(h), NetFailure::excluded_by_rule, "excluded by rule: x"));
  CHECK(n.hosts().size() == 10);
}

TEST_CASE("a host whose every URL failed the same way is one fact") {
  NightHosts n;
  for (int p = 0; p < 3; ++p) n.add(unresolved(url(1, p)));
  for (int p = 0; p < 2; ++p) n.add(failed(url(2, p), NetFailure::tls, "TLS: certificate not trusted"));
  n.add(failed(url(3, 0), NetFailure::refused, "connection refused"));  // one URL: its own row says it
  n.add(failed(url(4, 0), NetFailure::refused, "connection refused"));
  n.add(answered(url(4, 1), 404));                                       // the host answered
  n.add(failed(url(5, 0), NetFailure::timeout, "timeout after 20 s"));
  n.add(failed(url(5, 1), NetFailure::stalled, "stalled: no data for 15 s"));  // not the same way
  n.add(failed(url(6, 0), NetFailure::refused, "connection refused"));
  n.add(failed(url(6, 1), NetFailure::refused, "network unreachable"));
  n.add(answered(url(7, 0), 503));
  n.add(answered(url(7, 1), 503));  // HTTP errors are the pages' own rows
  auto wide = host_wide_failures(n);
  REQUIRE(wide.size() == 3);
  CHECK(wide[0].host == "h1.example");
  CHECK(wide[0].urls == 3);
  CHECK(wide[0].detail == "DNS: could not resolve host");
  CHECK(wide[1].host == "h2.example");
  CHECK(wide[1].detail == "TLS: certificate not trusted");
  CHECK(wide[2].host == "h6.example");
  CHECK(wide[2].detail == "connection refused");  // the failure's words when the details differ
  CHECK(wide[2].citations == 0);  // the caller counts them
}

TEST_CASE("a host stopped part-way is one line of its own, and a host left waiting is not in the outage count") {
  NightHosts n;
  const std::string blocked = "the host blocked us after 2 429s (connection refused): not tried again tonight";
  const std::string budget = "daily budget of 4 requests spent: waits for the next night";
  n.add(answered(url(1, 0)));
  n.add(answered(url(1, 1), 429));
  for (int p = 2; p < 5; ++p) n.add(failed(url(1, p), NetFailure::rate_limited, blocked));
  for (int p = 0; p < 2; ++p) n.add(answered(url(2, p)));
  for (int p = 2; p < 5; ++p) n.add(failed(url(2, p), NetFailure::over_budget, budget));
  for (int p = 0; p < 2; ++p) n.add(failed(url(3, p), NetFailure::over_budget, budget));  // all waited
  auto wide = host_wide_failures(n);
  REQUIRE(wide.size() == 3);
  CHECK(wide[0].host == "h1.example");
  CHECK(wide[0].urls == 3);
  CHECK(wide[0].detail == blocked);
  CHECK_FALSE(wide[0].whole_host);
  CHECK(wide[1].host == "h2.example");
  CHECK(wide[1].urls == 3);
  CHECK(wide[1].detail == budget);
  CHECK_FALSE(wide[1].whole_host);
  CHECK(wide[2].host == "h3.example");
  CHECK(wide[2].urls == 2);
  CHECK(n.hosts().count("h3.example") == 0);  // never tried: says nothing of the network
  CHECK(n.hosts().at("h2.example").urls == 2);
  CHECK(n.hosts().at("h1.example").urls == 5);
  auto o = decide_outage(n, {}, rules());
  CHECK(o.hosts == 2);
  CHECK(o.unreachable == 0);  // a host that blocked us answered first
}
