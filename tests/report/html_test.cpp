// index.html: self-contained, readable without JavaScript, and every string
// from a page or a record inert.
#include <doctest/doctest.h>

#include "report/report.h"
#include "sample.h"

using namespace verifier;

namespace {

int count(const std::string& hay, const std::string& needle) {
  int n = 0;
  for (auto at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + 1)) ++n;
  return n;
}

const std::vector<NightCounts> chart = {{"2026-11-29", 3, 1, 1, 0}, {"2026-11-30", 2, 1, 2, 1}};

}  // namespace

TEST_CASE("markup in names, ids, URLs and evidence stays text") {
  const std::string html = report::to_html(test::sample_report(), chart);
  CHECK(count(html, "<script") == 1);  // ours, at the end
  CHECK(html.find("<img") == std::string::npos);
  CHECK(html.find("onerror=alert(1)>") == std::string::npos);
  CHECK(html.find("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;") != std::string::npos);
  CHECK(html.find("<mark>&lt;script&gt;</mark>alert(&#39;page&#39;)&lt;/script&gt; text") !=
        std::string::npos);
  CHECK(html.find("id=\"sys-evil-&lt;script&gt;\"") != std::string::npos);
  CHECK(html.find("href=\"https://evil.example/a?x=&lt;b&gt;\"") != std::string::npos);
}

TEST_CASE("self-contained and readable without JavaScript") {
  const std::string html = report::to_html(test::sample_report(), chart);
  CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(html.find("<link") == std::string::npos);
  CHECK(html.find(" src=\"") == std::string::npos);
  CHECK(html.find("@import") == std::string::npos);
  CHECK(html.find("<form id=\"filters\" hidden>") != std::string::npos);  // shown by the script
  CHECK(count(html, "<article class=\"system") == 4);
  CHECK(html.find("Private correspondence with the operator") != std::string::npos);
}

TEST_CASE("the top: the sentence and the counts; then the chart") {
  const std::string html = report::to_html(test::sample_report(), chart);
  const auto sentence = html.find("1 of 4 systems have a readable citation that names them");
  const auto svg = html.find("<svg");
  const auto first_system = html.find("<article");
  REQUIRE(sentence != std::string::npos);
  REQUIRE(svg != std::string::npos);
  CHECK(sentence < svg);
  CHECK(svg < first_system);
  CHECK(count(html, "<rect") == 7 + 4);  // non-zero segments plus the legend
  CHECK(html.find("<title>2026-11-30: 2 verified</title>") != std::string::npos);
  CHECK(report::to_html(test::sample_report(), {}).find("No nights recorded yet.") != std::string::npos);
}

TEST_CASE("rows that need work come first: weakly sourced, unverifiable, site-level") {
  const std::string html = report::to_html(test::sample_report(), chart);
  const auto weak = html.find("id=\"sys-evil-");
  const auto unverifiable = html.find("id=\"sys-frontier\"");
  const auto site_level = html.find("id=\"sys-bytedance-megascale\"");
  const auto rest = html.find("<h2 id=\"rest\">");
  const auto uncited = html.find("id=\"sys-no-url\"");
  CHECK(weak < unverifiable);
  CHECK(unverifiable < site_level);
  CHECK(site_level < rest);
  CHECK(rest < uncited);
}

TEST_CASE("evidence with the alias marked and the text-fragment link; the host table") {
  const std::string html = report::to_html(test::sample_report(), chart);
  CHECK(html.find("we present <mark>MEGASCALE</mark> | a production system\nfor training") !=
        std::string::npos);
  CHECK(html.find("<a href=\"https://arxiv.org/abs/2402.15627#:~:text=MegaScale\" rel=\"noopener "
                  "noreferrer\">show on the page</a>") != std::string::npos);
  CHECK(html.find("<tr><td>arxiv.org</td><td>2</td><td>2</td><td>2</td><td>0</td>") !=
        std::string::npos);
  CHECK(html.find("<option value=\"blocked.example\">") != std::string::npos);
  CHECK(html.find("data-results=\"blocked does-not-name excluded needs-javascript not-found "
                  "unreachable unsupported\"") != std::string::npos);
}

TEST_CASE("the same report gives the same bytes") {
  CHECK(report::to_html(test::sample_report(), chart) == report::to_html(test::sample_report(), chart));
}
