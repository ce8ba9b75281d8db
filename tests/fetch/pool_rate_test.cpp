// The pool against hosts that rate-limit (issue 15 item 1), over real
// loopback sockets: a 429 window is never entered, a Retry-After past the
// cap ends the host for the night, 429s then a reset mean the host blocked
// us, the gap widens and narrows, and a daily budget leaves the rest. Every
// timing is read server-side (the fixture web's arrival times).
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "fetch/web.h"

using namespace verifier;
using fetch_test::fetch_all;
using fetch_test::Web;

namespace {

// One transfer at a time on `host`, robots.txt not asked (it would be one
// more request in every count).
void one_at_a_time(fetch::FetchOptions& options, const std::string& host) {
  HostRule rule;
  rule.host = host;
  rule.per_host = 1;
  rule.ignore_robots = true;
  rule.ignore_robots_reason = "test";
  options.rules.hosts.push_back(rule);
}

std::vector<long long> host_arrivals(const Web& web, const std::string& host,
                                     const std::vector<std::string>& paths) {
  std::vector<long long> out;
  for (const auto& p : paths)
    for (auto t : web.arrivals(host, p)) out.push_back(t);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> urls_of(const std::string& host, const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  out.reserve(paths.size());
  for (const auto& p : paths) out.push_back("http://" + host + p);
  return out;
}

// A run of `pool` (which keeps what each host did between runs), by URL;
// `seen` is told of each answer as it comes.
std::map<std::string, Fetched> run_on(fetch::FetchPool& pool, const std::vector<std::string>& urls,
                                      const std::function<void(const Fetched&)>& seen = {}) {
  std::vector<fetch::FetchRequest> requests;
  requests.reserve(urls.size());
  for (const auto& url : urls) requests.push_back({url, url});
  std::map<std::string, Fetched> got;
  pool.run(requests, [&](Fetched&& f) {
    if (seen) seen(f);
    got[f.url] = std::move(f);
  });
  return got;
}

}  // namespace

TEST_CASE("a 429 with Retry-After under the cap: no request to the host inside the window, then success") {
  Web web(R"(
- {host: rl.test, path: /busy, behaviours: [retry-after], fail_status: 429, clear_after: 1, retry_after: "2", body: "ok"}
- {host: rl.test, path: /a, body: a}
- {host: rl.test, path: /b, body: b}
)");
  auto options = web.options();
  options.rules.retry_after_cap = 5;
  one_at_a_time(options, "rl.test");
  const std::vector<std::string> paths = {"/busy", "/a", "/b"};
  auto got = fetch_all(options, urls_of("rl.test", paths));
  for (const auto& url : urls_of("rl.test", paths)) CHECK(got.at(url).http_status == 200);
  auto limited_at = web.arrivals("rl.test", "/busy");
  REQUIRE(limited_at.size() == 2);
  auto all = host_arrivals(web, "rl.test", paths);
  REQUIRE(all.size() == 4);
  CHECK(all.front() == limited_at.front());
  for (std::size_t i = 1; i < all.size(); ++i) CHECK(all[i] - limited_at.front() >= 1950);
}

TEST_CASE("a Retry-After past the cap ends the host for the night: the rest blocked, never sent") {
  Web web(R"(
- {host: rl.test, path: /busy, behaviours: [retry-after], fail_status: 429, clear_after: 0, retry_after: "3600"}
- {host: rl.test, path: /a, body: a}
- {host: rl.test, path: /b, body: b}
- {host: rl.test, path: /c, body: c}
- {host: other.test, path: /x, body: x}
)");
  auto options = web.options();
  options.rules.retry_after_cap = 3;
  one_at_a_time(options, "rl.test");
  auto urls = urls_of("rl.test", {"/busy", "/a", "/b", "/c"});
  urls.emplace_back("http://other.test/x");
  auto got = fetch_all(options, urls);
  for (const auto& url : urls_of("rl.test", {"/busy", "/a", "/b", "/c"})) {
    CHECK(got.at(url).failure == NetFailure::rate_limited);
    CHECK(got.at(url).failure_detail.rfind("rate limited until ", 0) == 0);
  }
  CHECK(got.at("http://rl.test/busy").http_status == 429);
  CHECK(web.count("rl.test", "/busy") == 1);
  for (const char* p : {"/a", "/b", "/c"}) CHECK(web.count("rl.test", p) == 0);
  CHECK(got.at("http://other.test/x").http_status == 200);  // other hosts go on
}

TEST_CASE("429s then a reset: the host blocked us, stopped at once") {
  Web web(R"(
- {host: rl.test, path: /p0, behaviours: [retry-after], fail_status: 429, clear_after: 0, retry_after: "0"}
- {host: rl.test, path: /p1, behaviours: [reset-mid-body, huge], size_bytes: 200000}
- {host: rl.test, path: /p2, body: a}
- {host: rl.test, path: /p3, body: b}
- {host: rl.test, path: /p4, body: c}
)");
  auto options = web.options();
  options.rules.attempts = 1;  // /p0 answered with its 429, then /p1 is reset
  one_at_a_time(options, "rl.test");
  const std::vector<std::string> paths = {"/p0", "/p1", "/p2", "/p3", "/p4"};
  auto got = fetch_all(options, urls_of("rl.test", paths));
  CHECK(got.at("http://rl.test/p0").http_status == 429);
  for (const auto& url : urls_of("rl.test", {"/p1", "/p2", "/p3", "/p4"})) {
    CHECK(got.at(url).failure == NetFailure::rate_limited);
    CHECK(got.at(url).failure_detail ==
          "the host blocked us after 1 429 (connection reset mid-body): not tried again tonight");
  }
  CHECK(web.count("rl.test", "/p0") == 1);
  CHECK(web.count("rl.test", "/p1") == 1);
  for (const char* p : {"/p2", "/p3", "/p4"}) CHECK(web.count("rl.test", p) == 0);
}

TEST_CASE("429s then connections refused (the server gone): the host blocked us, nothing more sent") {
  Web web(R"(
- {host: rl.test, path: /p0, status: 429}
- {host: rl.test, path: /p1, body: a}
- {host: rl.test, path: /p2, body: b}
- {host: rl.test, path: /p3, body: c}
)");
  auto options = web.options();
  options.rules.attempts = 1;
  one_at_a_time(options, "rl.test");
  auto urls = urls_of("rl.test", {"/p0", "/p1", "/p2", "/p3"});
  fetch::FetchPool pool(options);
  // The firewall closes after the first 429: every later connect is refused.
  auto got = run_on(pool, urls, [&web](const Fetched& f) {
    if (f.http_status == 429) web.server.reset();
  });
  REQUIRE(got.size() == 4);
  CHECK(got.at(urls[0]).http_status == 429);
  CHECK(got.at(urls[1]).failure == NetFailure::rate_limited);
  CHECK(got.at(urls[1]).attempts == 1);  // the refused one
  for (std::size_t i = 1; i < urls.size(); ++i)
    CHECK(got.at(urls[i]).failure_detail ==
          "the host blocked us after 1 429 (connection refused): not tried again tonight");
  for (std::size_t i = 2; i < urls.size(); ++i) CHECK(got.at(urls[i]).attempts == 0);  // never sent
}

TEST_CASE("a reset with no 429 before is only that URL's failure") {
  Web web(R"(
- {host: rl.test, path: /p1, behaviours: [reset-mid-body, huge], size_bytes: 200000}
- {host: rl.test, path: /p2, body: a}
)");
  auto options = web.options();
  one_at_a_time(options, "rl.test");
  auto got = fetch_all(options, urls_of("rl.test", {"/p1", "/p2"}));
  CHECK(got.at("http://rl.test/p1").failure == NetFailure::reset);
  CHECK(got.at("http://rl.test/p2").http_status == 200);
}

TEST_CASE("429 and 503 widen the host's gap, answers narrow it slowly back") {
  Web web(R"(
- {host: rl.test, path: /p0, status: 429}
- {host: rl.test, path: /p1, status: 503}
- {host: rl.test, path: /p2, body: a}
- {host: rl.test, path: /p3, body: b}
- {host: rl.test, path: /p4, body: c}
)");
  auto options = web.options();
  options.rules.attempts = 1;  // one request per URL: the gaps are the pool's alone
  options.rules.gap_seconds = 0.1;
  options.rules.retry_after_cap = 10;
  one_at_a_time(options, "rl.test");
  const std::vector<std::string> paths = {"/p0", "/p1", "/p2", "/p3", "/p4"};
  auto got = fetch_all(options, urls_of("rl.test", paths));
  CHECK(got.at("http://rl.test/p0").http_status == 429);
  CHECK(got.at("http://rl.test/p4").http_status == 200);
  auto t = host_arrivals(web, "rl.test", paths);
  REQUIRE(t.size() == 5);
  // Gaps: 1 s after the first 429 (a floor of 0.1 s doubled, at least 1 s),
  // 2 s after the 503, then 1.8 s, 1.62 s: a tenth less per answer.
  CHECK(t[1] - t[0] >= 950);
  CHECK(t[2] - t[1] >= 1950);
  CHECK(t[3] - t[2] >= 1750);
  CHECK(t[3] - t[2] < t[2] - t[1] - 100);
  CHECK(t[4] - t[3] >= 1570);
  CHECK(t[4] - t[3] < t[3] - t[2] - 100);
}

TEST_CASE("a daily budget smaller than the host's URLs: the first ones are fetched, the rest wait") {
  Web web(R"(
- {host: bud.test, path: /p0, body: a}
- {host: bud.test, path: /p1, body: b}
- {host: bud.test, path: /p2, body: c}
- {host: bud.test, path: /p3, body: d}
- {host: bud.test, path: /p4, body: e}
)");
  auto options = web.options();
  one_at_a_time(options, "bud.test");
  options.rules.hosts.back().daily_budget = 2;
  const std::vector<std::string> paths = {"/p0", "/p1", "/p2", "/p3", "/p4"};
  auto urls = urls_of("bud.test", paths);
  fetch::FetchPool pool(options);
  auto by_url = run_on(pool, urls);
  REQUIRE(by_url.size() == 5);
  CHECK(by_url.at(urls[0]).http_status == 200);  // in the order asked: the night asks oldest first
  CHECK(by_url.at(urls[1]).http_status == 200);
  for (std::size_t i = 2; i < urls.size(); ++i) {
    CHECK(by_url.at(urls[i]).failure == NetFailure::over_budget);
    CHECK(by_url.at(urls[i]).failure_detail == "daily budget of 2 requests spent: waits for the next night");
    CHECK(web.count("bud.test", paths[i]) == 0);
  }
  // The budget is the night's: the same pool run again sends the host nothing.
  auto again = run_on(pool, {urls[0]});
  REQUIRE(again.size() == 1);
  CHECK(again.at(urls[0]).failure == NetFailure::over_budget);
  CHECK(web.count("bud.test", "/p0") == 1);
}
