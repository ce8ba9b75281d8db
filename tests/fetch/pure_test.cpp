// fetch pure helpers: Wayback original form, host rules, --connect-to
// matching, redirects resolved and checked, content types, failure words.
#include <doctest/doctest.h>

#include "fetch/classify.h"
#include "fetch/fetch.h"
#include "fetch/hop.h"
#include "fetch/host_rules.h"
#include "fetch/redirect.h"
#include "fetch/wayback.h"

using namespace verifier;
using namespace verifier::fetch;

TEST_CASE("Wayback snapshots are asked for in their original form") {
  CHECK(wayback_original_form("https://web.archive.org/web/20240101123456/https://a.org/x?y=1") ==
        "https://web.archive.org/web/20240101123456id_/https://a.org/x?y=1");
  CHECK(wayback_original_form("http://web.archive.org/web/20240101123456/http://a.org/") ==
        "http://web.archive.org/web/20240101123456id_/http://a.org/");
  for (const char* same : {"https://web.archive.org/web/20240101123456id_/https://a.org/",
                           "https://web.archive.org/web/2024/https://a.org/",
                           "https://web.archive.org/web/*/https://a.org/",
                           "https://example.org/web/20240101123456/https://a.org/",
                           "https://archive.ph/abcde"}) {
    CAPTURE(same);
    CHECK(wayback_original_form(same) == same);
  }
}

TEST_CASE("the CDX query and the capture URL of an archive copy") {
  CHECK(wayback_cdx_url("https://a.org/x?y=1&z=ü", 2024) ==
        "https://web.archive.org/cdx/search/cdx?url=https%3A%2F%2Fa.org%2Fx%3Fy%3D1%26z%3D%C3%BC"
        "&output=json&fl=timestamp,original,statuscode&from=2021&to=2025&collapse=timestamp:8"
        "&limit=2000");
  const auto capture = wayback_capture_url("20240301000000", "https://a.org/x?y=1");
  CHECK(capture == "https://web.archive.org/web/20240301000000/https://a.org/x?y=1");
  CHECK(wayback_original_form(capture) == "https://web.archive.org/web/20240301000000id_/https://a.org/x?y=1");
}

TEST_CASE("host rules: exact beats suffix, longest suffix wins") {
  std::vector<HostRule> rules(3);
  rules[0].host = "*.org";
  rules[1].host = "*.example.org";
  rules[2].host = "www.example.org";
  CHECK(host_rule_for(rules, "www.example.org") == &rules[2]);
  CHECK(host_rule_for(rules, "a.example.org") == &rules[1]);
  CHECK(host_rule_for(rules, "Example.ORG.") == &rules[1]);
  CHECK(host_rule_for(rules, "other.org") == rules.data());
  CHECK(host_rule_for(rules, "example.com") == nullptr);
  CHECK(host_rule_for(rules, "badexample.org") == rules.data());
}

TEST_CASE("--connect-to matches as curl's does") {
  std::vector<std::string> rules{":80:127.0.0.1:8080", "site-b.test:443:127.0.0.1:8443",
                                 "[::1]:8000:127.0.0.1:9"};
  CHECK(connect_to_matches(rules, "anything.test", 80));
  CHECK(connect_to_matches(rules, "SITE-B.test", 443));
  CHECK_FALSE(connect_to_matches(rules, "site-a.test", 443));
  CHECK(connect_to_matches(rules, "::1", 8000));
  CHECK_FALSE(connect_to_matches(rules, "127.0.0.1", 8080));
  CHECK(connect_to_matches({"::127.0.0.1:1"}, "x", 5));
  CHECK_FALSE(connect_to_matches({}, "x", 80));
}


TEST_CASE("redirect checks: scheme, loop, limit") {
  std::vector<std::string> chain{"http://a.test/1"};
  CHECK_FALSE(check_redirect("http://a.test/2", chain, 10).has_value());
  auto ftp = check_redirect("ftp://f.test/x", chain, 10);
  REQUIRE(ftp);
  CHECK(ftp->failure == NetFailure::bad_scheme);
  CHECK(ftp->detail == "redirect to ftp:");
  auto loop = check_redirect("http://a.test/1", chain, 10);
  REQUIRE(loop);
  CHECK(loop->failure == NetFailure::redirect_loop);
  for (int i = 2; i <= 11; ++i) chain.push_back("http://a.test/" + std::to_string(i));
  auto many = check_redirect("http://a.test/99", chain, 10);
  REQUIRE(many);
  CHECK(many->failure == NetFailure::too_many_redirects);
  CHECK(many->detail == "too many redirects (11)");
  CHECK(is_redirect_status(301));
  CHECK(is_redirect_status(308));
  CHECK_FALSE(is_redirect_status(304));
  CHECK_FALSE(is_redirect_status(300));
}

TEST_CASE("content types and charsets") {
  CHECK(parse_content_type("text/html; charset=UTF-8") == std::pair<std::string, std::string>{"text/html", "utf-8"});
  CHECK(parse_content_type("Text/Plain;Charset=\"ISO-8859-1\"") ==
        std::pair<std::string, std::string>{"text/plain", "iso-8859-1"});
  CHECK(parse_content_type("application/pdf") == std::pair<std::string, std::string>{"application/pdf", ""});
  CHECK(parse_content_type("text/html; q=1; charset=windows-1252").second == "windows-1252");
}

TEST_CASE("curl failures in the report's words") {
  TransferFacts facts;
  facts.timeout_seconds = 20;
  facts.stall_seconds = 15;
  facts.connect_timeout_seconds = 10;
  facts.error_text = "Operation timed out after 20001 milliseconds with 0 bytes received";
  CHECK(classify(CURLE_OPERATION_TIMEDOUT, facts).detail == "timeout after 20 s");
  facts.error_text = "Connection timed out after 10001 milliseconds";
  CHECK(classify(CURLE_OPERATION_TIMEDOUT, facts).detail == "connect timeout after 10 s");
  CHECK(classify(CURLE_OPERATION_TIMEDOUT, facts).failure == NetFailure::connect_timeout);
  facts.error_text = "Resolving timed out after 10001 milliseconds";
  CHECK(classify(CURLE_OPERATION_TIMEDOUT, facts).failure == NetFailure::dns);
  facts.error_text = "Operation too slow. Less than 1 bytes/sec transferred the last 15 seconds";
  CHECK(classify(CURLE_OPERATION_TIMEDOUT, facts).failure == NetFailure::stalled);
  CHECK(classify(CURLE_OPERATION_TIMEDOUT, facts).detail == "stalled: no data for 15 s");
  CHECK(classify(CURLE_COULDNT_RESOLVE_HOST, {}).detail == "DNS: could not resolve host");
  CHECK(classify(CURLE_PEER_FAILED_VERIFICATION, {}).detail == "TLS: certificate not trusted");
  TransferFacts refused;
  refused.os_errno = ECONNREFUSED;
  CHECK(classify(CURLE_COULDNT_CONNECT, refused).detail == "connection refused");
  refused.refused_address = "127.0.0.1";
  refused.refused_kind = "loopback";
  CHECK(classify(CURLE_COULDNT_CONNECT, refused).failure == NetFailure::non_public_address);
  CHECK(classify(CURLE_COULDNT_CONNECT, refused).detail == "non-public address 127.0.0.1 refused (loopback)");
  CHECK(seconds_text(0.5) == "0.5");
  CHECK(seconds_text(20) == "20");
}

TEST_CASE("a refresh target's fetch stands for the cited URL, the target its first hop") {
  verifier::Fetched target;
  target.url = target.key = "https://new.example/page";
  target.final_url = "https://www.new.example/page";
  target.redirects = {"https://www.new.example/page"};
  target.http_status = 200;
  verifier::fetch::as_refresh_of(target, "https://old.example/page#top", "https://old.example/page");
  CHECK(target.url == "https://old.example/page#top");
  CHECK(target.key == "https://old.example/page");
  CHECK(target.final_url == "https://www.new.example/page");
  CHECK(target.redirects ==
        std::vector<std::string>{"https://new.example/page", "https://www.new.example/page"});
  CHECK(target.http_status == 200);
}
