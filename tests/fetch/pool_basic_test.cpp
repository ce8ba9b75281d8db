// The pool over real loopback sockets: statuses, retries, Retry-After,
// timeouts, stalls, resets, encodings, caps, TLS, conditional requests.
#include <doctest/doctest.h>

#include <chrono>

#include "fetch/web.h"

using namespace verifier;
using fetch_test::fetch_all;
using fetch_test::Web;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

const char* const kStatuses = R"(
- {host: site-a.test, path: /gone, status: 404}
- {host: site-a.test, path: /forbidden, status: 403}
- {host: site-a.test, path: /broken, status: 500}
- {host: site-a.test, path: /latin, body: "caf\xe9", content_type: "text/html; charset=ISO-8859-1"}
)";

}  // namespace

TEST_CASE("statuses come back as facts; 5xx is retried, 4xx never") {
  Web web(kStatuses, {{"site-a.test", "/", "<html><title>A</title><body>MegaScale</body></html>"}});
  auto got = fetch_all(web.options(), {"http://site-a.test/", "https://site-a.test/", "http://site-a.test/gone",
                                       "http://site-a.test/forbidden", "http://site-a.test/broken",
                                       "http://site-a.test/latin"});
  REQUIRE(got.size() == 6);
  for (const char* url : {"http://site-a.test/", "https://site-a.test/"}) {
    const auto& ok = got.at(url);
    CHECK(ok.failure == NetFailure::none);
    CHECK(ok.http_status == 200);
    CHECK(ok.body.find("MegaScale") != std::string::npos);
    CHECK(ok.content_type == "text/html");
    CHECK(ok.charset == "utf-8");
    CHECK(ok.final_url == url);
    CHECK(ok.attempts == 1);
    REQUIRE(ok.header("server") != nullptr);
    CHECK(*ok.header("server") == "fixture-web");
  }
  CHECK(got.at("http://site-a.test/gone").http_status == 404);
  CHECK(got.at("http://site-a.test/forbidden").http_status == 403);
  CHECK(got.at("http://site-a.test/broken").http_status == 500);
  CHECK(got.at("http://site-a.test/broken").attempts == 3);
  CHECK(got.at("http://site-a.test/latin").charset == "iso-8859-1");
  CHECK(web.count("site-a.test", "/broken") == 3);
  CHECK(web.count("site-a.test", "/gone") == 1);
  CHECK(web.count("site-a.test", "/forbidden") == 1);
  CHECK(web.count("site-a.test", "/robots.txt") == 1);  // once per host and run, whatever the scheme
}

TEST_CASE("a 503 that clears is retried; 429 waits for Retry-After in both forms") {
  Web web(R"(
- {host: site-a.test, path: /flaky, behaviours: [retry-after], clear_after: 1, retry_after: "0", body: "ok now"}
- {host: site-b.test, path: /busy, behaviours: [retry-after], fail_status: 429, clear_after: 1, retry_after: "1", body: "ok"}
- {host: site-c.test, path: /busy, behaviours: [retry-after], fail_status: 429, clear_after: 1, retry_after: "2", retry_after_date: true, body: "ok"}
- {host: site-d.test, path: /busy, behaviours: [retry-after], fail_status: 429, clear_after: 0, retry_after: "0"}
)");
  auto start = Clock::now();
  auto got = fetch_all(web.options(), {"http://site-a.test/flaky", "http://site-b.test/busy",
                                       "http://site-c.test/busy", "http://site-d.test/busy"});
  CHECK(got.at("http://site-a.test/flaky").http_status == 200);
  CHECK(got.at("http://site-a.test/flaky").attempts == 2);
  CHECK(got.at("http://site-a.test/flaky").body == "ok now");
  CHECK(web.count("site-a.test", "/flaky") == 2);
  CHECK(got.at("http://site-b.test/busy").http_status == 200);
  CHECK(got.at("http://site-c.test/busy").http_status == 200);
  CHECK(got.at("http://site-d.test/busy").http_status == 429);  // after every attempt
  CHECK(got.at("http://site-d.test/busy").attempts == 3);
  CHECK(web.count("site-d.test", "/busy") == 3);
  auto b = web.arrivals("site-b.test", "/busy");
  REQUIRE(b.size() == 2);
  CHECK(b[1] - b[0] >= 950);  // Retry-After: 1
  auto c = web.arrivals("site-c.test", "/busy");
  REQUIRE(c.size() == 2);
  CHECK(c[1] - c[0] >= 900);  // an HTTP-date 2 s ahead, to the second
  CHECK(seconds_since(start) < 8);
}

TEST_CASE("silence, stalls and resets are failures with a reason, within the time bound") {
  Web web(R"(
- {host: site-a.test, path: /never, behaviours: [never-answer], hold_ms: 10000}
- {host: site-a.test, path: /stall, behaviours: [drip], drip_bytes: 1, interval_ms: 4000, body: "0123456789"}
- {host: site-a.test, path: /reset, behaviours: [reset-mid-body, huge], size_bytes: 200000}
- {host: site-a.test, path: /drip, behaviours: [drip, endless], drip_bytes: 64, interval_ms: 50, hold_ms: 10000}
)");
  auto options = web.options();
  options.rules.timeout = 1;
  options.rules.attempts = 1;
  options.rules.per_host = 4;
  auto start = Clock::now();
  auto got = fetch_all(options, {"http://site-a.test/never", "http://site-a.test/stall",
                                 "http://site-a.test/reset", "http://site-a.test/drip"});
  double took = seconds_since(start);
  CHECK(got.at("http://site-a.test/never").failure == NetFailure::timeout);
  CHECK(got.at("http://site-a.test/never").failure_detail == "timeout after 1 s");
  CHECK(got.at("http://site-a.test/drip").failure == NetFailure::timeout);
  CHECK(got.at("http://site-a.test/reset").failure == NetFailure::reset);
  CHECK(took < 3.5);
  // A stall needs a window longer than the low-speed one.
  options.rules.timeout = 5;
  options.rules.stall_seconds = 1;
  auto stalled = fetch_all(options, {"http://site-a.test/stall"}).at("http://site-a.test/stall");
  CHECK(stalled.failure == NetFailure::stalled);
  CHECK(stalled.failure_detail == "stalled: no data for 1 s");
}

TEST_CASE("timeouts and resets are retried up to the attempt limit") {
  Web web(R"(
- {host: site-a.test, path: /reset, behaviours: [reset-mid-body, huge], size_bytes: 200000}
)");
  auto options = web.options();
  options.rules.attempts = 2;
  auto got = fetch_all(options, {"http://site-a.test/reset"}).at("http://site-a.test/reset");
  CHECK(got.failure == NetFailure::reset);
  CHECK(got.attempts == 2);
  CHECK(web.count("site-a.test", "/reset") == 2);
}

TEST_CASE("compressed bodies are decoded; a bomb stops at the cap; caps by type") {
  Web web(R"(
- {host: site-a.test, path: /gz, behaviours: [gzip], body: "gzip body MegaScale"}
- {host: site-a.test, path: /deflate, behaviours: [deflate], body: "deflate body MegaScale"}
- {host: site-a.test, path: /br, behaviours: [br], body: "brotli body MegaScale"}
- {host: site-a.test, path: /chunked, behaviours: [chunked], chunk_size: 7, body: "a chunked body of some length"}
- {host: site-a.test, path: /bomb, behaviours: [gzip-bomb], size_mb: 8}
- {host: site-a.test, path: /huge, behaviours: [huge], size_mb: 2}
- {host: site-a.test, path: /huge.bin, behaviours: [binary], size_bytes: 1500000}
- {host: site-a.test, path: /small.bin, behaviours: [binary], size_bytes: 1000}
)");
  auto options = web.options();
  options.rules.per_host = 4;
  auto got = fetch_all(options, {"http://site-a.test/gz", "http://site-a.test/deflate", "http://site-a.test/br",
                                 "http://site-a.test/chunked", "http://site-a.test/bomb", "http://site-a.test/huge",
                                 "http://site-a.test/huge.bin", "http://site-a.test/small.bin"});
  CHECK(got.at("http://site-a.test/gz").body == "gzip body MegaScale");
  CHECK(got.at("http://site-a.test/deflate").body == "deflate body MegaScale");
  CHECK(got.at("http://site-a.test/br").body == "brotli body MegaScale");
  CHECK(got.at("http://site-a.test/chunked").body == "a chunked body of some length");
  const auto& bomb = got.at("http://site-a.test/bomb");
  CHECK(bomb.failure == NetFailure::body_too_large);
  CHECK(bomb.failure_detail == "decompresses past the cap (1 MiB)");
  CHECK(bomb.body.empty());
  const auto& huge = got.at("http://site-a.test/huge");
  CHECK(huge.failure == NetFailure::none);
  CHECK(huge.body_truncated);
  CHECK(huge.body.size() == (1u << 20));
  const auto& huge_bin = got.at("http://site-a.test/huge.bin");
  CHECK(huge_bin.failure == NetFailure::body_too_large);
  CHECK(huge_bin.failure_detail == "body over the cap (1 MiB)");
  const auto& small_bin = got.at("http://site-a.test/small.bin");
  CHECK(small_bin.failure == NetFailure::none);
  CHECK(small_bin.content_type == "application/octet-stream");
  CHECK(small_bin.body.size() == 1000);
}

TEST_CASE("deflate and br bombs stop at the cap with a result word, as gzip's does") {
  // 8 MiB of one letter, served deflated (zlib-wrapped) and in brotli: a few
  // KiB on the wire, eight times the cap once decoded. Neither throws nor
  // keeps a first part: a body that inflates 50-fold is refused whole.
  const std::string page = "<html><body><p>" + std::string(8u << 20, 'a') + "</p></body></html>";
  Web web(R"(
- {host: site-a.test, path: /deflate-bomb.html, behaviours: [deflate]}
- {host: site-a.test, path: /br-bomb.html, behaviours: [br]}
)",
          {{"site-a.test", "/deflate-bomb.html", page}, {"site-a.test", "/br-bomb.html", page}});
  auto options = web.options();
  options.rules.timeout = 20;  // brotli's encoder takes a while over 8 MiB
  std::map<std::string, verifier::Fetched> got;
  REQUIRE_NOTHROW(got = fetch_all(options, {"http://site-a.test/deflate-bomb.html",
                                            "http://site-a.test/br-bomb.html"}));
  for (const char* url : {"http://site-a.test/deflate-bomb.html", "http://site-a.test/br-bomb.html"}) {
    CAPTURE(url);
    const auto& bomb = got.at(url);
    CHECK(bomb.failure == NetFailure::body_too_large);
    CHECK(bomb.failure_detail == "decompresses past the cap (1 MiB)");
    CHECK(bomb.body.empty());
  }
}

TEST_CASE("TLS: an unknown CA is not trusted; --cacert trusts the fixture's") {
  Web web(R"(
- {host: untrusted.test, path: "*", behaviour: tls-unknown-ca}
)", {{"untrusted.test", "/", "<html>untrusted</html>"}, {"site-a.test", "/", "<html>a</html>"}});
  auto got = fetch_all(web.options(), {"https://untrusted.test/", "https://site-a.test/"});
  CHECK(got.at("https://untrusted.test/").failure == NetFailure::tls);
  CHECK(got.at("https://untrusted.test/").failure_detail == "robots.txt: TLS: certificate not trusted");
  CHECK(got.at("https://site-a.test/").http_status == 200);
  auto options = web.options();
  options.cacert.clear();  // the system bundle does not know the fixture's CA
  options.rules.hosts.push_back(verifier::HostRule{});
  options.rules.hosts.back().host = "site-a.test";
  options.rules.hosts.back().ignore_robots = true;
  auto plain = fetch_all(options, {"https://site-a.test/"}).at("https://site-a.test/");
  CHECK(plain.failure == NetFailure::tls);
  CHECK(plain.failure_detail == "TLS: certificate not trusted");
}

TEST_CASE("conditional requests: validators sent, 304 reported, validators kept") {
  Web web(R"(
- {host: site-a.test, path: /etag, etag: '"v1"', body: "fresh"}
- {host: site-a.test, path: /dated, last_modified: "Wed, 21 Oct 2015 07:28:00 GMT", body: "fresh"}
)");
  const fetch::Validators etag{"\"v1\"", ""};
  const fetch::Validators dated{"", "Wed, 21 Oct 2015 07:28:00 GMT"};
  std::vector<fetch::FetchRequest> requests{
      {"http://site-a.test/etag", "http://site-a.test/etag", &etag},
      {"http://site-a.test/dated", "http://site-a.test/dated", &dated},
  };
  std::map<std::string, Fetched> got;
  fetch::FetchPool pool(web.options());
  pool.run(requests, [&got](Fetched&& f) { got[f.url] = std::move(f); });
  CHECK(got.at("http://site-a.test/etag").http_status == 304);
  CHECK(got.at("http://site-a.test/etag").not_modified);
  CHECK(got.at("http://site-a.test/etag").etag == "\"v1\"");
  CHECK(got.at("http://site-a.test/dated").not_modified);
  auto fresh = fetch_all(web.options(), {"http://site-a.test/etag"}).at("http://site-a.test/etag");
  CHECK(fresh.http_status == 200);
  CHECK_FALSE(fresh.not_modified);
  CHECK(fresh.etag == "\"v1\"");
  auto sent = web.stats();
  bool saw_if_none_match = false;
  for (const auto& p : sent["pages"])
    if (p["path"] == "/etag")
      for (const auto& r : p["requests"])
        for (const auto& [name, value] : r["headers"].items())
          if ((name == "If-None-Match" || name == "if-none-match") && value == "\"v1\"") saw_if_none_match = true;
  CHECK(saw_if_none_match);
}

TEST_CASE("curl handles are reused, one hop's options are not") {
  Web web(R"(
- {host: site-a.test, path: /first, etag: '"v1"', body: "first"}
- {host: site-a.test, path: /second, etag: '"v1"', body: "second"}
)");
  auto options = web.options();
  options.rules.concurrency = 1;  // one handle at a time: the second hop gets the first's
  const fetch::Validators v1{"\"v1\"", ""};
  std::vector<fetch::FetchRequest> requests{{"http://site-a.test/first", "http://site-a.test/first", &v1},
                                            {"http://site-a.test/second", "http://site-a.test/second"}};
  std::map<std::string, Fetched> got;
  fetch::FetchPool pool(options);
  pool.run(requests, [&got](Fetched&& f) { got[f.url] = std::move(f); });
  CHECK(got.at("http://site-a.test/first").not_modified);
  CHECK(got.at("http://site-a.test/second").http_status == 200);
  CHECK(got.at("http://site-a.test/second").body == "second");
  // A second run of the same pool starts afresh on the kept handles.
  got.clear();
  pool.run({{"http://site-a.test/second", "http://site-a.test/second"}}, [&got](Fetched&& f) { got[f.url] = std::move(f); });
  CHECK(got.at("http://site-a.test/second").body == "second");
  auto* second = web.page("site-a.test", "/second");
  REQUIRE(second != nullptr);
  for (const auto& r : (*second)["requests"])
    for (const auto& [name, value] : r["headers"].items())
      CHECK((name != "If-None-Match" && name != "if-none-match"));
}

TEST_CASE("a host that keeps failing is paused and no longer retried") {
  std::string manifest;
  for (int i = 0; i < 6; ++i) manifest += "- {host: failing.test, path: /p" + std::to_string(i) + ", status: 503}\n";
  Web web(manifest);
  auto options = web.options();
  options.rules.hosts.push_back(verifier::HostRule{});
  options.rules.hosts.back().host = "failing.test";
  options.rules.hosts.back().ignore_robots = true;
  std::vector<std::string> urls;
  constexpr int failing = 6;
  urls.reserve(failing);
  for (int i = 0; i < failing; ++i) urls.push_back("http://failing.test/p" + std::to_string(i));
  auto got = fetch_all(options, urls);
  for (const auto& url : urls) CHECK(got.at(url).http_status == 503);
  int requests = web.stats()["total"].get<int>();
  CHECK(requests >= 6);
  CHECK(requests <= 8);  // 6 x 3 attempts if every URL were retried
}

TEST_CASE("hostile framing: every misbehaviour ends within the attempt's time, with a reason") {
  Web web(R"(
- {host: site-a.test, path: /headers-never-end, behaviours: [headers-never-end], interval_ms: 10, hold_ms: 10000}
- {host: site-a.test, path: /oversized, behaviours: [oversized-header], body: "x"}
- {host: site-a.test, path: /invalid-status, behaviours: [invalid-status-line], body: "x"}
- {host: site-a.test, path: /http09, behaviours: [http09]}
- {host: site-a.test, path: /lie, behaviours: [lie-content-length], lie_extra: 500, body: "short"}
- {host: site-a.test, path: /close, behaviours: [close-delimited], body: "closed at the end"}
- {host: site-a.test, path: /slow-headers, behaviours: [slow-headers], interval_ms: 50, body: "slow"}
- {host: site-a.test, path: /deaf, behaviours: [accept-and-never-read], hold_ms: 10000}
- {host: stall.test, path: "*", behaviour: tls-stall, hold_ms: 10000}
)");
  auto options = web.options();
  options.rules.timeout = 1.5;
  options.rules.attempts = 1;
  options.rules.per_host = 8;
  options.rules.hosts.push_back(verifier::HostRule{});
  options.rules.hosts.back().host = "*.test";
  options.rules.hosts.back().ignore_robots = true;
  std::vector<std::string> urls;
  for (const char* p : {"/headers-never-end", "/oversized", "/invalid-status", "/http09", "/lie", "/close",
                        "/slow-headers", "/deaf"})
    urls.push_back(std::string("http://site-a.test") + p);
  urls.emplace_back("https://stall.test/");
  auto start = Clock::now();
  auto got = fetch_all(options, urls);
  CHECK(seconds_since(start) < 4);
  for (const auto& url : urls) {
    CAPTURE(url);
    CAPTURE(got.at(url).failure_detail);
    if (url.ends_with("/close") || url.ends_with("/slow-headers")) {
      CHECK(got.at(url).failure == NetFailure::none);
      CHECK(got.at(url).http_status == 200);
    } else {
      CHECK(got.at(url).failure != NetFailure::none);
      CHECK_FALSE(got.at(url).failure_detail.empty());
    }
  }
  CHECK(got.at("http://site-a.test/close").body == "closed at the end");
  CHECK(got.at("http://site-a.test/lie").failure == NetFailure::reset);
  CHECK(got.at("http://site-a.test/deaf").failure == NetFailure::timeout);
  // curl's connect phase takes in the TLS handshake, and says nothing of
  // the TCP connect when it fails (7.88): a handshake that stalls is a
  // connect timeout, as it is when the network lets no handshake through.
  CHECK(got.at("https://stall.test/").failure == NetFailure::connect_timeout);
  CHECK(got.at("http://site-a.test/http09").failure == NetFailure::protocol);
  CHECK(got.at("http://site-a.test/invalid-status").failure_detail == "invalid status line");
  CHECK(got.at("http://site-a.test/oversized").failure_detail == "response headers too large");
  CHECK(got.at("http://site-a.test/headers-never-end").failure_detail == "timeout after 1.5 s");
}
