// tests/extract/refresh_test.cpp: meta refresh parsing and URL resolution.
#include <doctest/doctest.h>

#include "extract/refresh.h"

namespace ex = verifier::extract;

TEST_CASE("meta refresh content as the HTML standard parses it") {
  auto r = ex::parse_refresh("5; URL='https://example.org/x'");
  REQUIRE(r);
  CHECK(r->seconds == 5);
  CHECK(r->url == "https://example.org/x");
  CHECK(ex::parse_refresh("0;url=/a")->url == "/a");
  CHECK(ex::parse_refresh("3 http://example.org/")->url == "http://example.org/");
  CHECK(ex::parse_refresh("10")->url.empty());
  CHECK_FALSE(ex::parse_refresh("soon"));
}

TEST_CASE("a refresh of at most 5 s is a redirect to its resolved target") {
  CHECK(ex::refresh_target("0; url=../new/page?q=1", "https://Example.org/a/b/old.html") ==
        "https://Example.org/a/new/page?q=1");
  CHECK(ex::refresh_target("5;url=//cdn.example.net/x", "http://example.org/") == "http://cdn.example.net/x");
  CHECK_FALSE(ex::refresh_target("6; url=/later", "https://example.org/"));
  CHECK_FALSE(ex::refresh_target("30", "https://example.org/"));
  CHECK_FALSE(ex::refresh_target("0; url=javascript:alert(1)", "https://example.org/"));
}

TEST_CASE("RFC 3986 reference resolution") {
  const char* base = "http://a/b/c/d;p?q";
  CHECK(ex::resolve_url(base, "g") == "http://a/b/c/g");
  CHECK(ex::resolve_url(base, "./g") == "http://a/b/c/g");
  CHECK(ex::resolve_url(base, "g/") == "http://a/b/c/g/");
  CHECK(ex::resolve_url(base, "/g") == "http://a/g");
  CHECK(ex::resolve_url(base, "?y") == "http://a/b/c/d;p?y");
  CHECK(ex::resolve_url(base, "../g") == "http://a/b/g");
  CHECK(ex::resolve_url(base, "../../../g") == "http://a/g");
  CHECK(ex::resolve_url(base, "#s") == "http://a/b/c/d;p?q");
  CHECK(ex::resolve_url(base, "https://other/x") == "https://other/x");
  CHECK_FALSE(ex::resolve_url("file:///tmp/x.html", "y"));
}
