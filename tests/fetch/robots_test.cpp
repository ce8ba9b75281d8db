// fetch robots.txt: groups, longest match, wildcards, Crawl-delay.
#include <doctest/doctest.h>

#include "fetch/robots.h"

using namespace verifier::fetch;

namespace {
constexpr const char* ua = "verifier/0.1 (+https://example.org/verifier)";
}

TEST_CASE("product token") {
  CHECK(product_token(ua) == "verifier");
  CHECK(product_token("Verifier") == "verifier");
}

TEST_CASE("our own group wins over *, and its rules alone count") {
  auto r = parse_robots(
      "User-agent: *\nDisallow: /\n\nUser-agent: Verifier\nDisallow: /private\nCrawl-delay: 2\n", ua);
  CHECK(r.allows("/"));
  CHECK(r.allows("/public/page"));
  CHECK_FALSE(r.allows("/private/x"));
  REQUIRE(r.crawl_delay.has_value());
  CHECK(*r.crawl_delay == 2.0);
}

TEST_CASE("the * group applies when none names us") {
  auto r = parse_robots("# comment\nUser-agent: other\nDisallow: /\n\nUser-agent: *\nDisallow: /cgi-bin/ # x\n", ua);
  CHECK(r.allows("/index.html"));
  CHECK_FALSE(r.allows("/cgi-bin/run"));
  CHECK_FALSE(r.crawl_delay.has_value());
  CHECK(parse_robots("User-agent: other\nDisallow: /\n", ua).allows("/x"));
  CHECK(parse_robots("", ua).allows("/x"));
}

TEST_CASE("longest match wins and Allow wins a tie") {
  auto r = parse_robots("User-agent: *\nDisallow: /a\nAllow: /a/b\nDisallow: /a/b/c\nAllow: /t\nDisallow: /t\n", ua);
  CHECK_FALSE(r.allows("/a"));
  CHECK(r.allows("/a/b/x"));
  CHECK_FALSE(r.allows("/a/b/c/d"));
  CHECK(r.allows("/t"));
  CHECK(r.allows("/robots.txt"));
}

TEST_CASE("wildcards and end anchors") {
  CHECK(robots_pattern_matches("/*.pdf$", "/docs/a.pdf"));
  CHECK_FALSE(robots_pattern_matches("/*.pdf$", "/docs/a.pdf?x=1"));
  CHECK(robots_pattern_matches("/*.pdf", "/docs/a.pdf?x=1"));
  CHECK(robots_pattern_matches("/search?", "/search?q=1"));
  CHECK_FALSE(robots_pattern_matches("/exact$", "/exact/more"));
  CHECK(robots_pattern_matches("/exact$", "/exact"));
  CHECK(robots_pattern_matches("/a*b*c", "/a--b--c--"));
  CHECK_FALSE(robots_pattern_matches("/a*b*c", "/a--b--"));
  auto r = parse_robots("User-agent: *\nDisallow: /*?session=\n", ua);
  CHECK_FALSE(r.allows("/page?session=1"));
  CHECK(r.allows("/page?x=1"));
}

TEST_CASE("consecutive user-agent lines share a group; empty Disallow allows") {
  auto r = parse_robots("User-agent: a\nUser-agent: verifier\nDisallow: /x\n\nUser-agent: *\nDisallow:\n", ua);
  CHECK_FALSE(r.allows("/x"));
  CHECK(parse_robots("User-agent: *\nDisallow:\n", ua).allows("/anything"));
}

TEST_CASE("5xx robots.txt disallows everything") {
  CHECK_FALSE(Robots::disallow_everything().allows("/"));
  CHECK(Robots::allow_everything().allows("/"));
}
