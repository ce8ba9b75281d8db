// Checks that each fixture-web behaviour really happens on the socket, with a raw
// client (no libcurl): status and headers, encodings that decode, framing that
// lies or resets, silence that stays silent, TLS trust and stalls, and the stats.
#include <doctest/doctest.h>

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <thread>
#include <vector>

#include "fixture-web/raw_client.h"
#include "support/fixture_web.h"

using fixture_test::RawReply;
using fixture_test::RawRequest;
using verifier::testing::FixtureWeb;
using verifier::testing::TempWeb;

namespace {

const char* const kManifest = R"(
- host: example.org
  path: /gone
  status: 410
- host: example.org
  path: /custom
  status: 200
  headers: {X-Test: "yes", Link: "<http://127.0.0.1:{http_port}/>"}
  body: "<html><body>inline port {http_port}</body></html>"
  content_type: "text/html; charset=iso-8859-1"
- {host: example.org, path: /moved, redirect: "http://127.0.0.1:{http_port}/landing", status: 301}
- {host: example.org, path: /relative, redirect: "../landing"}
- {host: example.org, path: /ftp, redirect: "ftp://example.org/file"}
- {host: example.org, path: /loop, behaviour: redirect-loop}
- {host: example.org, path: /gz, behaviours: [gzip], body: "gzip body MegaScale"}
- {host: example.org, path: /deflate, behaviours: [deflate], body: "deflate body MegaScale"}
- {host: example.org, path: /br, behaviours: [br], body: "brotli body MegaScale"}
- {host: example.org, path: /chunked, behaviours: [chunked], chunk_size: 7, body: "a chunked body of some length"}
- {host: example.org, path: /close, behaviours: [close-delimited], body: "closed at the end"}
- {host: example.org, path: /lie, behaviours: [lie-content-length], lie_extra: 500, body: "short"}
- {host: example.org, path: /reset, behaviours: [reset-mid-body], size_mb: 1, behaviour: huge}
- {host: example.org, path: /retry, behaviours: [retry-after], clear_after: 2, retry_after: "1", body: "ok now"}
- {host: example.org, path: /retry-date, behaviours: [retry-after], fail_status: 429, retry_after: "30", retry_after_date: true, clear_after: 0}
- {host: example.org, path: /never, behaviours: [never-answer]}
- {host: example.org, path: /drip, behaviours: [drip], drip_bytes: 10, interval_ms: 50, body: "0123456789012345678901234567890123456789"}
- {host: example.org, path: /slow-headers, behaviours: [slow-headers], interval_ms: 100, body: "x"}
- {host: example.org, path: /delay, delay_ms: 300, body: "late"}
- {host: example.org, path: /etag, etag: '"v1"', last_modified: "Wed, 21 Oct 2015 07:28:00 GMT", body: "fresh"}
- {host: example.org, path: /huge, behaviours: [huge], size_mb: 5}
- {host: example.org, path: /bomb, behaviours: [gzip-bomb], size_bytes: 20983865}
- {host: example.org, path: /binary, behaviours: [binary], size_bytes: 1000}
- {host: example.org, path: /headers-never-end, behaviours: [headers-never-end], interval_ms: 10}
- {host: example.org, path: /oversized, behaviours: [oversized-header], body: "x"}
- {host: example.org, path: /invalid-status, behaviours: [invalid-status-line], body: "x"}
- {host: example.org, path: /http09, behaviours: [http09]}
- {host: example.org, path: /endless, behaviours: [endless]}
- {host: example.org, path: /deaf, behaviours: [accept-and-never-read]}
- {host: example.org, path: "/prefix/*", status: 451}
- {host: example.org, path: /listed, headers: {X-Listed: "1"}}
- {host: stall.test, path: "*", behaviour: tls-stall}
- {host: untrusted.test, path: "*", behaviour: tls-unknown-ca}
)";

struct Web {
  TempWeb files;
  std::unique_ptr<FixtureWeb> server;
  Web() {
    files.page("example.org", "/", "<html><body>Hello MegaScale</body></html>");
    files.page("example.org", "/doc.pdf", "%PDF-1.4 fake");
    files.page("example.org", "/robots.txt", "User-agent: *\nDisallow: /private\n");
    files.page("untrusted.test", "/", "<html>untrusted</html>");
    files.page("stall.test", "/", "<html>stall</html>");
    files.manifest(kManifest);
    server = std::make_unique<FixtureWeb>(files.root(), files.manifest_path());
  }
  RawReply get(const std::string& target, int timeout_ms = 5000, const std::string& extra = "") const {
    RawRequest r;
    r.target = target;
    r.timeout_ms = timeout_ms;
    r.extra = extra;
    return fixture_test::http_get(server->http_port(), r);
  }
  nlohmann::json stats() const { return nlohmann::json::parse(server->stats_json()); }
};

const nlohmann::json* page_stats(const nlohmann::json& stats, const std::string& path) {
  for (const auto& p : stats["pages"])
    if (p["path"] == path) return &p;
  return nullptr;
}

}  // namespace

TEST_CASE("pages by host and path, with types and 404s") {
  Web web;
  auto home = web.get("/");
  CHECK(home.status == 200);
  CHECK(home.headers["content-type"] == "text/html; charset=utf-8");
  CHECK(home.body == "<html><body>Hello MegaScale</body></html>");
  CHECK(web.get("/doc.pdf").headers["content-type"] == "application/pdf");
  CHECK(web.get("/robots.txt").body.find("Disallow: /private") != std::string::npos);
  CHECK(web.get("/missing").status == 404);
  CHECK(web.get("/../../etc/passwd").status == 404);
  RawRequest other;
  other.host = "nowhere.test:8080";
  CHECK(fixture_test::http_get(web.server->http_port(), other).status == 404);
  RawRequest head;
  head.method = "HEAD";
  auto h = fixture_test::http_get(web.server->http_port(), head);
  CHECK(h.headers["content-length"] == "41");
  CHECK(h.body.empty());
}

TEST_CASE("manifest status, headers, inline body and placeholders") {
  Web web;
  const std::string port = std::to_string(web.server->http_port());
  CHECK(web.get("/gone").status == 410);
  auto c = web.get("/custom");
  CHECK(c.headers["x-test"] == "yes");
  CHECK(c.headers["link"] == "<http://127.0.0.1:" + port + "/>");
  CHECK(c.headers["content-type"] == "text/html; charset=iso-8859-1");
  CHECK(c.body == "<html><body>inline port " + port + "</body></html>");
  CHECK(web.get("/prefix/anything?q=1").status == 451);
  auto listed = web.get("/listed");  // an entry makes its page exist, even with no file
  CHECK(listed.status == 200);
  CHECK(listed.headers["x-listed"] == "1");
}

TEST_CASE("redirects: absolute to a literal address, relative, non-http, loop") {
  Web web;
  auto moved = web.get("/moved");
  CHECK(moved.status == 301);
  CHECK(moved.headers["location"] == "http://127.0.0.1:" + std::to_string(web.server->http_port()) + "/landing");
  CHECK(web.get("/relative").headers["location"] == "../landing");
  CHECK(web.get("/ftp").headers["location"] == "ftp://example.org/file");
  auto loop = web.get("/loop");
  CHECK(loop.status == 302);
  CHECK(loop.headers["location"] == "/loop");
}

TEST_CASE("content encodings decode to the original body") {
  Web web;
  auto gz = web.get("/gz");
  CHECK(gz.headers["content-encoding"] == "gzip");
  CHECK(fixture_test::inflate(gz.body) == "gzip body MegaScale");
  auto df = web.get("/deflate");
  CHECK(df.headers["content-encoding"] == "deflate");
  CHECK(fixture_test::inflate(df.body, false) == "deflate body MegaScale");
  auto br = web.get("/br");
  CHECK(br.headers["content-encoding"] == "br");
  CHECK(fixture_test::unbrotli(br.body) == "brotli body MegaScale");
}

TEST_CASE("framing: chunked, close-delimited, a lying length, a reset") {
  Web web;
  auto ch = web.get("/chunked");
  CHECK(ch.headers["transfer-encoding"] == "chunked");
  CHECK(ch.headers.count("content-length") == 0);
  CHECK(fixture_test::dechunk(ch.body) == "a chunked body of some length");
  CHECK(ch.body.find("7\r\na chunk") == 0);
  auto cl = web.get("/close");
  CHECK(cl.headers.count("content-length") == 0);
  CHECK(cl.headers["connection"] == "close");
  CHECK(cl.body == "closed at the end");
  CHECK_FALSE(cl.timed_out);
  auto lie = web.get("/lie");
  CHECK(lie.headers["content-length"] == "505");
  CHECK(lie.body == "short");
  CHECK_FALSE(lie.timed_out);
  auto rst = web.get("/reset");
  CHECK(rst.headers["content-length"] == std::to_string(1 << 20));
  CHECK(rst.reset);
  CHECK(rst.body.size() < (1u << 20));
}

TEST_CASE("retry-after clears after N tries and counts them") {
  Web web;
  auto first = web.get("/retry");
  CHECK(first.status == 503);
  CHECK(first.headers["retry-after"] == "1");
  CHECK(web.get("/retry").status == 503);
  auto third = web.get("/retry");
  CHECK(third.status == 200);
  CHECK(third.body == "ok now");
  auto dated = web.get("/retry-date");
  CHECK(dated.status == 429);
  CHECK(dated.headers["retry-after"].find(" GMT") != std::string::npos);
  CHECK(web.get("/retry-date").status == 429);  // clear_after: 0 never clears
  auto stats = web.stats();
  REQUIRE(page_stats(stats, "/retry") != nullptr);
  CHECK((*page_stats(stats, "/retry"))["count"] == 3);
  CHECK((*page_stats(stats, "/retry"))["requests"][0]["headers"]["User-Agent"] == "fixture-raw-client");
}

TEST_CASE("silence: never-answer, accept-and-never-read") {
  Web web;
  auto never = web.get("/never", 600);
  CHECK(never.timed_out);
  CHECK(never.raw.empty());
  CHECK(never.ms_total >= 550);
  auto deaf = web.get("/deaf", 400);
  CHECK(deaf.timed_out);
  CHECK(deaf.raw.empty());
  // The request reached the server for never-answer, but was never read for /deaf.
  auto stats = web.stats();
  CHECK(page_stats(stats, "/never") != nullptr);
  CHECK(page_stats(stats, "/deaf") == nullptr);
}

TEST_CASE("timing: delay, drip and slow headers") {
  Web web;
  auto late = web.get("/delay");
  CHECK(late.ms_to_first_byte >= 290);
  CHECK(late.body == "late");
  auto drip = web.get("/drip");
  CHECK(drip.body == "0123456789012345678901234567890123456789");
  CHECK(drip.ms_total >= 150);  // four slices, three gaps of 50 ms
  auto slow = web.get("/slow-headers");
  CHECK(slow.status == 200);
  CHECK(slow.ms_total >= 300);  // at least four header lines, 100 ms apart
}

TEST_CASE("conditional requests get 304") {
  Web web;
  auto fresh = web.get("/etag");
  CHECK(fresh.status == 200);
  CHECK(fresh.headers["etag"] == "\"v1\"");
  CHECK(fresh.headers["last-modified"] == "Wed, 21 Oct 2015 07:28:00 GMT");
  CHECK(web.get("/etag", 5000, "If-None-Match: \"v1\"\r\n").status == 304);
  CHECK(web.get("/etag", 5000, "If-None-Match: \"v0\"\r\n").status == 200);
  CHECK(web.get("/etag", 5000, "If-Modified-Since: Thu, 22 Oct 2015 07:28:00 GMT\r\n").status == 304);
  CHECK(web.get("/etag", 5000, "If-Modified-Since: Tue, 20 Oct 2015 07:28:00 GMT\r\n").status == 200);
  auto stats = web.stats();
  CHECK((*page_stats(stats, "/etag"))["requests"][1]["headers"]["If-None-Match"] == "\"v1\"");
}

TEST_CASE("big bodies: huge, gzip bomb, binary, endless") {
  Web web;
  auto huge = web.get("/huge");
  CHECK(huge.headers["content-length"] == std::to_string(5 << 20));
  CHECK(huge.body.size() == (5u << 20));
  auto bomb = web.get("/bomb");
  CHECK(bomb.headers["content-encoding"] == "gzip");
  CHECK(bomb.body.size() < (1u << 20));
  CHECK(fixture_test::inflate(bomb.body) == std::string((20u << 20) + 12345, '\0'));  // CRC and length checked
  auto bin = web.get("/binary");
  CHECK(bin.headers["content-type"] == "application/octet-stream");
  CHECK(bin.body.size() == 1000);
  CHECK(bin.body.find('\0') != std::string::npos);
  RawRequest endless;
  endless.target = "/endless";
  endless.max_bytes = 4u << 20;
  auto e = fixture_test::http_get(web.server->http_port(), endless);
  CHECK(e.timed_out);  // still streaming when we stopped at 4 MB
  CHECK(e.raw.size() >= (4u << 20));
}

TEST_CASE("broken heads: endless headers, oversized header, bad status line, HTTP/0.9") {
  Web web;
  auto endless = web.get("/headers-never-end", 500);
  CHECK(endless.timed_out);
  CHECK(endless.raw.find("\r\n\r\n") == std::string::npos);
  CHECK(endless.raw.size() > 10000);
  auto big = web.get("/oversized");
  CHECK(big.headers["x-oversized"].size() == (1u << 20));
  auto bad = web.get("/invalid-status");
  CHECK(bad.status == 0);
  CHECK(bad.status_line.rfind("HTTP/1.1 ", 0) == 0);
  auto old = web.get("/http09");
  CHECK(old.raw.rfind("HTTP/", 0) != 0);
  CHECK_FALSE(old.raw.empty());
}

TEST_CASE("TLS: trusted per-SNI leaves, an unknown CA, a stalled handshake") {
  Web web;
  const int port = web.server->https_port();
  RawRequest ok;
  auto good = fixture_test::https_get(port, ok, web.server->ca_file());
  INFO(good.tls_error);
  CHECK_FALSE(good.tls_failed);
  CHECK(good.status == 200);
  CHECK(good.body == "<html><body>Hello MegaScale</body></html>");
  RawRequest untrusted;
  untrusted.host = "untrusted.test";
  auto bad = fixture_test::https_get(port, untrusted, web.server->ca_file());
  CHECK(bad.tls_failed);
  CHECK(fixture_test::https_get(port, untrusted, "").status == 200);  // it is only the CA
  RawRequest stall;
  stall.host = "stall.test";
  stall.timeout_ms = 500;
  auto stalled = fixture_test::https_get(port, stall, web.server->ca_file());
  CHECK(stalled.tls_failed);
  CHECK(stalled.ms_total >= 450);
  auto stats = web.stats();
  CHECK((*page_stats(stats, "/"))["requests"][0]["scheme"] == "https");
}

TEST_CASE("hundreds of connections at once, and connect_to") {
  Web web;
  CHECK(web.server->connect_to() ==
        std::vector<std::string>{":80:127.0.0.1:" + std::to_string(web.server->http_port()),
                                 ":443:127.0.0.1:" + std::to_string(web.server->https_port())});
  // 200 silent connections held open while 100 pages are fetched.
  std::vector<std::thread> holders;
  std::vector<int> ok(300, 0);
  holders.reserve(ok.size());
  for (int i = 0; i < 300; ++i) {
    holders.emplace_back([&, i] {
      auto r = i < 200 ? web.get("/never", 1500) : web.get("/");
      ok[static_cast<std::size_t>(i)] = i < 200 ? r.timed_out : r.status == 200;
    });
  }
  for (auto& t : holders) t.join();
  int fine = 0;
  for (int v : ok) fine += v;
  CHECK(fine == 300);
  CHECK(web.stats()["total"] == 300);
}

TEST_CASE("a bad manifest stops the server with its line") {
  TempWeb files;
  files.manifest("- host: a.test\n  path: /x\n  behaviour: no-such-thing\n");
  CHECK_THROWS_AS(FixtureWeb(files.root(), files.manifest_path()), std::runtime_error);
}
