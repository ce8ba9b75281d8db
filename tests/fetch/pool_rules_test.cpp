// The pool's rules over real loopback sockets: redirects followed hop by
// hop, the address rule (literals in odd spellings, DNS, redirects),
// robots.txt, host rules, credentials, politeness, Wayback, stop().
#include <doctest/doctest.h>

#include <unistd.h>

#include <netdb.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <thread>

#include "fetch/address.h"
#include "fetch/web.h"

using namespace verifier;
using fetch_test::fetch_all;
using fetch_test::Web;

namespace {

using Clock = std::chrono::steady_clock;

HostRule rule_for(const std::string& host) {
  HostRule r;
  r.host = host;
  return r;
}

}  // namespace

TEST_CASE("redirects: a chain is followed; loops, long chains and other schemes stop it") {
  Web web(R"(
- {host: site-a.test, path: /r1, redirect: /r2, status: 301}
- {host: site-a.test, path: /r2, redirect: "https://site-b.test/landing", status: 302}
- {host: site-b.test, path: /landing, body: "<html>landed</html>"}
- {host: site-a.test, path: /self, behaviour: redirect-loop}
- {host: site-a.test, path: /ping, redirect: /pong}
- {host: site-a.test, path: /pong, redirect: /ping}
- {host: site-a.test, path: /c1, redirect: /c2}
- {host: site-a.test, path: /c2, redirect: /c3}
- {host: site-a.test, path: /c3, redirect: /c4}
- {host: site-a.test, path: /c4, redirect: /c5}
- {host: site-a.test, path: /c5, body: "end"}
- {host: site-a.test, path: /ftp, redirect: "ftp://site-a.test/file"}
- {host: site-a.test, path: /relative/x, redirect: "../landing"}
- {host: site-a.test, path: /landing, body: "relative landing"}
)");
  auto options = web.options();
  options.rules.per_host = 4;
  options.rules.max_redirects = 3;
  auto got = fetch_all(options, {"http://site-a.test/r1", "http://site-a.test/self", "http://site-a.test/ping",
                                 "http://site-a.test/c1", "http://site-a.test/ftp",
                                 "http://site-a.test/relative/x"});
  const auto& chain = got.at("http://site-a.test/r1");
  CHECK(chain.failure == NetFailure::none);
  CHECK(chain.http_status == 200);
  CHECK(chain.url == "http://site-a.test/r1");
  CHECK(chain.final_url == "https://site-b.test/landing");
  CHECK(chain.redirects == std::vector<std::string>{"http://site-a.test/r2", "https://site-b.test/landing"});
  CHECK(chain.body == "<html>landed</html>");
  CHECK(got.at("http://site-a.test/self").failure == NetFailure::redirect_loop);
  CHECK(got.at("http://site-a.test/self").failure_detail == "redirect loop");
  CHECK(got.at("http://site-a.test/ping").failure == NetFailure::redirect_loop);
  CHECK(got.at("http://site-a.test/c1").failure == NetFailure::too_many_redirects);
  CHECK(got.at("http://site-a.test/c1").failure_detail == "too many redirects (4)");
  CHECK(web.count("site-a.test", "/c5") == 0);
  CHECK(got.at("http://site-a.test/ftp").failure == NetFailure::bad_scheme);
  CHECK(got.at("http://site-a.test/ftp").failure_detail == "redirect to ftp:");
  CHECK(got.at("http://site-a.test/relative/x").body == "relative landing");
}

TEST_CASE("non-public addresses are refused however spelt, directly and after a redirect") {
  Web web(R"(
- {host: site-a.test, path: /to-loopback, redirect: "http://127.0.0.1:{http_port}/"}
- {host: site-a.test, path: /to-decimal, redirect: "http://2130706433:{http_port}/"}
- {host: site-a.test, path: /to-localhost, redirect: "http://localhost:{http_port}/"}
)", {{"site-a.test", "/", "<html>a</html>"}});
  auto options = web.options();
  options.rules.per_host = 4;
  std::string port = std::to_string(web.server->http_port());
  std::vector<std::string> direct{"http://127.0.0.1:" + port + "/", "http://2130706433:" + port + "/",
                                  "http://0177.0.0.1:" + port + "/", "http://127.1:" + port + "/",
                                  "http://0x7f.0.0.1:" + port + "/", "http://[::ffff:127.0.0.1]:" + port + "/",
                                  "http://[::1]:" + port + "/", "http://0.0.0.0:" + port + "/",
                                  "http://localhost:" + port + "/", "http://10.0.0.1/", "http://169.254.169.254/"};
  auto urls = direct;
  for (const char* p : {"/to-loopback", "/to-decimal", "/to-localhost"}) urls.push_back(std::string("http://site-a.test") + p);
  // Even when the URL's own host:port is some rule's target, or matches a rule.
  options.connect_to.push_back("127.0.0.1:" + port + ":127.0.0.1:" + port);
  auto got = fetch_all(options, urls);
  for (const auto& url : urls) {
    CAPTURE(url);
    CHECK(got.at(url).failure == NetFailure::non_public_address);
    CHECK(got.at(url).failure_detail.starts_with("non-public address "));
  }
  CHECK(web.stats()["total"].get<int>() == 4);  // robots.txt and the three redirecting pages only
  // --allow-private lifts the rule.
  auto allowed_options = web.options();
  allowed_options.allow_private = true;
  auto allowed = fetch_all(allowed_options, {"http://127.0.0.1:" + port + "/"});
  CHECK(allowed.at("http://127.0.0.1:" + port + "/").failure == NetFailure::none);
}

TEST_CASE("the address rule holds on the address really connected to (a name DNS maps to loopback)") {
  char name[256] = {};
  REQUIRE(gethostname(name, sizeof name - 1) == 0);
  addrinfo hints{};
  hints.ai_family = AF_INET;
  addrinfo* found = nullptr;
  if (getaddrinfo(name, nullptr, &hints, &found) != 0) return;  // no such name here: nothing to test
  freeaddrinfo(found);
  Web web("[]", {{"site-a.test", "/", "<html>a</html>"}});
  std::string url = std::string("http://") + name + ":" + std::to_string(web.server->http_port()) + "/";
  auto got = fetch_all(web.options(), {url}).at(url);
  CAPTURE(url);
  CHECK(got.failure == NetFailure::non_public_address);
  CHECK(got.failure_detail.find(" refused") != std::string::npos);
}

TEST_CASE("a --connect-to mapped host name the hosts file makes non-public is refused") {
  // A hosts file of our own, so the case never depends on the machine's.
  std::string hosts = "/tmp/verifier-hosts-" + std::to_string(::getpid());
  std::ofstream(hosts) << "# test\n10.0.0.7 intranet-box\n127.0.0.1 loop-box\n";
  for (std::string name : {"intranet-box", "loop-box"}) {
    Web web("[]", {{name, "/", "<html>mapped</html>"}});
    // Port 80: the fixture's rules map it, so curl itself never looks the name up.
    std::string url = "http://" + name + "/";
    auto options = web.options();
    options.hosts_file = hosts;
    options.rules.attempts = 1;
    auto got = fetch_all(options, {url, "http://site-a.test/"});
    CAPTURE(url);
    CHECK(got.at(url).failure == NetFailure::non_public_address);
    CHECK(got.at(url).failure_detail.starts_with("non-public address " + name + " ("));
    CHECK(web.count(name, "/") == 0);
    CHECK(web.count(name, "/robots.txt") == 0);
    // A mapped name that resolves nowhere names no address: it is fetched.
    CHECK(got.at("http://site-a.test/").failure == NetFailure::none);
    // --allow-private lifts the rule.
    options.allow_private = true;
    auto allowed = fetch_all(options, {url}).at(url);
    CHECK(allowed.failure == NetFailure::none);
    CHECK(allowed.body == "<html>mapped</html>");
  }
  std::remove(hosts.c_str());
}

TEST_CASE("robots.txt: read once per host, obeyed, Crawl-delay widens the gap; 5xx disallows all") {
  Web web(R"(
- {host: site-b.test, path: /robots.txt, status: 503}
)", {{"site-a.test", "/robots.txt", "User-agent: *\nDisallow: /private\nCrawl-delay: 0.3\n"},
       {"site-a.test", "/a", "a"}, {"site-a.test", "/b", "b"}, {"site-a.test", "/c", "c"},
       {"site-a.test", "/private/x", "secret"}, {"site-b.test", "/page", "b"},
       {"site-c.test", "/robots.txt", "User-agent: *\nDisallow: /\n"}, {"site-c.test", "/page", "c"}});
  auto options = web.options();
  options.rules.per_host = 4;
  options.rules.attempts = 1;
  options.rules.hosts.push_back(rule_for("site-c.test"));
  options.rules.hosts.back().ignore_robots = true;
  options.rules.hosts.back().ignore_robots_reason = "test";
  auto got = fetch_all(options, {"http://site-a.test/a", "http://site-a.test/b", "https://site-a.test/c",
                                 "http://site-a.test/private/x", "http://site-b.test/page",
                                 "http://site-c.test/page"});
  CHECK(got.at("http://site-a.test/private/x").failure == NetFailure::robots_disallowed);
  CHECK(got.at("http://site-a.test/private/x").failure_detail == "disallowed by robots.txt");
  CHECK(web.count("site-a.test", "/private/x") == 0);
  CHECK(web.count("site-a.test", "/robots.txt") == 1);
  CHECK(got.at("http://site-b.test/page").failure == NetFailure::robots_disallowed);
  CHECK(got.at("http://site-b.test/page").failure_detail.find("robots.txt") != std::string::npos);
  CHECK(got.at("http://site-c.test/page").http_status == 200);  // ignore_robots
  CHECK(web.count("site-c.test", "/robots.txt") == 0);
  std::vector<long long> starts;
  for (const char* p : {"/a", "/b", "/c"})
    for (auto t : web.arrivals("site-a.test", p)) starts.push_back(t);
  std::sort(starts.begin(), starts.end());
  REQUIRE(starts.size() == 3);
  // Two Crawl-delays of 0.3 s between three starts; arrival times jitter on
  // a busy machine, so the span is checked rather than each step.
  CHECK(starts.back() - starts.front() >= 450);
}

TEST_CASE("per-host concurrency: at most per_host at once; hosts run side by side") {
  std::string manifest;
  for (int i = 0; i < 6; ++i)
    manifest += "- {host: busy.test, path: /p" + std::to_string(i) + ", delay_ms: 300, body: x}\n";
  manifest += "- {host: other.test, path: /q, delay_ms: 300, body: y}\n";
  Web web(manifest);
  auto options = web.options();
  options.rules.per_host = 2;
  options.rules.gap_seconds = 0;
  options.rules.hosts.push_back(rule_for("*.test"));
  options.rules.hosts.back().ignore_robots = true;
  std::vector<std::string> urls;
  urls.reserve(7);
  for (int i = 0; i < 6; ++i) urls.push_back("http://busy.test/p" + std::to_string(i));
  urls.emplace_back("http://other.test/q");
  auto start = Clock::now();
  auto got = fetch_all(options, urls);
  double took = std::chrono::duration<double>(Clock::now() - start).count();
  for (const auto& url : urls) CHECK(got.at(url).http_status == 200);
  std::vector<long long> starts;
  for (int i = 0; i < 6; ++i)
    for (auto t : web.arrivals("busy.test", "/p" + std::to_string(i))) starts.push_back(t);
  std::sort(starts.begin(), starts.end());
  REQUIRE(starts.size() == 6);
  // The third request can only arrive once the first was answered (300 ms
  // after it arrived, in the server's own time): load cannot blur that.
  for (std::size_t i = 2; i < starts.size(); ++i) CHECK(starts[i] - starts[i - 2] >= 295);
  auto other = web.arrivals("other.test", "/q");
  REQUIRE(other.size() == 1);
  CHECK(other[0] - starts.front() < 250);  // other.test does not wait behind busy.test
  CHECK(took < 4.0);
}

TEST_CASE("per-host gap between request starts") {
  std::string manifest;
  for (int i = 0; i < 6; ++i) manifest += "- {host: gap.test, path: /p" + std::to_string(i) + ", body: x}\n";
  Web web(manifest);
  auto options = web.options();
  options.rules.per_host = 6;
  options.rules.gap_seconds = 0.2;
  options.rules.hosts.push_back(rule_for("gap.test"));
  options.rules.hosts.back().ignore_robots = true;
  std::vector<std::string> urls;
  urls.reserve(6);
  for (int i = 0; i < 6; ++i) urls.push_back("http://gap.test/p" + std::to_string(i));
  auto got = fetch_all(options, urls);
  std::vector<long long> starts;
  for (int i = 0; i < 6; ++i)
    for (auto t : web.arrivals("gap.test", "/p" + std::to_string(i))) starts.push_back(t);
  std::sort(starts.begin(), starts.end());
  REQUIRE(starts.size() == 6);
  CHECK(starts.back() - starts.front() >= 850);  // 5 gaps of 200 ms, less arrival jitter
  CHECK(starts.back() - starts.front() < 2500);
}

// The host sees our requests, not our starts: a first request held up by a
// slow TLS handshake must not bring the next one closer than the gap.
TEST_CASE("the gap counts from the request the host saw, after a slow TLS set-up") {
  Web web(R"(
- {host: slow.test, path: "*", behaviour: tls-slow, delay_ms: 400}
- {host: slow.test, path: /a, body: a}
- {host: slow.test, path: /b, body: b}
)");
  auto options = web.options();
  options.rules.per_host = 1;
  options.rules.gap_seconds = 0.25;
  options.rules.hosts.push_back(rule_for("slow.test"));
  options.rules.hosts.back().ignore_robots = true;
  auto got = fetch_all(options, {"https://slow.test/a", "https://slow.test/b"});
  CHECK(got.at("https://slow.test/a").http_status == 200);
  CHECK(got.at("https://slow.test/b").http_status == 200);
  auto a = web.arrivals("slow.test", "/a");
  auto b = web.arrivals("slow.test", "/b");
  REQUIRE(a.size() == 1);
  REQUIRE(b.size() == 1);
  // 250 ms less the server's own delays (it stamps a request once parsed);
  // counted from our start, the second arrived 1 ms after the first.
  CHECK(std::max(a[0], b[0]) - std::min(a[0], b[0]) >= 200);
  CHECK(web.stats()["connections"]["https"].get<int>() == 1);  // the second rode the first's connection
}

TEST_CASE("credentials, host exclusions: never fetched") {
  Web web("[]", {{"site-a.test", "/", "a"}});
  auto options = web.options();
  options.rules.hosts.push_back(rule_for("*.excluded.test"));
  options.rules.hosts.back().exclude = true;
  options.rules.hosts.back().exclude_reason = "asked us not to";
  auto got = fetch_all(options, {"http://user:secret@site-a.test/", "http://www.excluded.test/"});
  CHECK(got.at("http://user:secret@site-a.test/").failure == NetFailure::credentials);
  CHECK(got.at("http://user:secret@site-a.test/").failure_detail == "credentials in the URL");
  CHECK(got.at("http://user:secret@site-a.test/").attempts == 0);
  CHECK(got.at("http://www.excluded.test/").failure == NetFailure::excluded_by_rule);
  CHECK(got.at("http://www.excluded.test/").failure_detail == "excluded by rule: asked us not to");
  CHECK(web.stats()["total"].get<int>() == 0);
}

// Jobs are made as transfers start and freed once answered: a page parked on
// robots.txt after a redirect, and a second run of the same pool, must still
// get exactly one answer each.
TEST_CASE("a pool run twice answers every URL once per run, redirects through robots.txt included") {
  Web web(R"(
- {host: site-a.test, path: /hop, redirect: "http://site-b.test/landing", status: 302}
)", {{"site-b.test", "/robots.txt", "User-agent: *\nDisallow: /private\n"},
       {"site-b.test", "/landing", "landed"}, {"site-a.test", "/a", "a"}});
  auto options = web.options();
  options.rules.attempts = 1;
  fetch::FetchPool pool(options);
  for (int round = 1; round <= 2; ++round) {
    std::vector<fetch::FetchRequest> requests;
    for (const char* url : {"http://site-a.test/hop", "http://site-a.test/a", "http://site-b.test/private/x"})
      requests.push_back({url, url});
    std::map<std::string, int> answers;
    std::map<std::string, Fetched> got;
    pool.run(std::move(requests), [&](Fetched&& f) {
      ++answers[f.url];
      got[f.url] = std::move(f);
    });
    CHECK(answers.size() == 3);
    for (const auto& [url, n] : answers) CHECK(n == 1);
    CHECK(got.at("http://site-a.test/hop").final_url == "http://site-b.test/landing");
    CHECK(got.at("http://site-a.test/hop").body == "landed");
    CHECK(got.at("http://site-b.test/private/x").failure == NetFailure::robots_disallowed);
    CHECK(pool.progress().done == 3);
    CHECK(pool.progress().total == 3);
    CHECK(web.count("site-b.test", "/robots.txt") == round);
  }
}

TEST_CASE("Wayback snapshots are fetched in their original form, reported as cited") {
  Web web(R"(
- {host: web.archive.org, path: "/web/20240101000000id_/https://a.org/page", body: "original bytes"}
- {host: web.archive.org, path: "/web/20240101000000/https://a.org/page", body: "with toolbar"}
- {host: web.archive.org, path: /robots.txt, status: 404}
)");
  std::string cited = "https://web.archive.org/web/20240101000000/https://a.org/page";
  auto got = fetch_all(web.options(), {cited}).at(cited);
  CHECK(got.body == "original bytes");
  CHECK(got.url == cited);
  CHECK(got.final_url == cited);
}

TEST_CASE("stop() from another thread ends run() soon, without further callbacks") {
  Web web(R"(
- {host: site-a.test, path: "/never*", behaviours: [never-answer], hold_ms: 20000}
)");
  auto options = web.options();
  options.rules.timeout = 20;
  options.rules.hosts.push_back(rule_for("site-a.test"));
  options.rules.hosts.back().ignore_robots = true;
  fetch::FetchPool pool(options);
  std::vector<std::string> urls;  // the requests view them
  urls.reserve(4);
  for (int i = 0; i < 4; ++i) urls.push_back("http://site-a.test/never" + std::to_string(i));
  std::vector<fetch::FetchRequest> requests;
  requests.reserve(urls.size());
  for (const auto& url : urls) requests.push_back({url, url});
  int calls = 0;
  std::thread stopper([&pool] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    pool.stop();
  });
  auto start = Clock::now();
  pool.run(requests, [&calls](Fetched&&) { ++calls; });
  double took = std::chrono::duration<double>(Clock::now() - start).count();
  stopper.join();
  CHECK(calls == 0);
  CHECK(took < 2.0);
  CHECK(pool.progress().total == 4);
}

TEST_CASE("fetch_one fetches one URL") {
  Web web("[]", {{"site-a.test", "/one", "<html>one</html>"}});
  auto got = fetch::fetch_one(web.options(), {"http://Site-A.test/one#x", "http://site-a.test/one"});
  CHECK(got.http_status == 200);
  CHECK(got.url == "http://Site-A.test/one#x");
  CHECK(got.key == "http://site-a.test/one");  // the caller's, carried through
  CHECK(got.body == "<html>one</html>");
  auto options = web.options();
  options.connect_to.clear();  // ":80:..." would send every host to the fixture web
  auto none = fetch::fetch_one(options, {"http://no-such-host.invalid/", "http://no-such-host.invalid/"});
  CHECK(none.failure == NetFailure::dns);
  CHECK(none.failure_detail == "robots.txt: DNS: could not resolve host");
}
