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

NightCounts night(std::string date, int verified, int described, int weak, int unverifiable,
                  int uncited) {
  NightCounts n;
  n.date = std::move(date);
  n[Verdict::verified] = verified;
  n[Verdict::described] = described;
  n[Verdict::weakly_sourced] = weak;
  n[Verdict::unverifiable] = unverifiable;
  n[Verdict::uncited] = uncited;
  return n;
}

const std::vector<NightCounts> chart = {night("2026-11-29", 3, 0, 1, 1, 0),
                                        night("2026-11-30", 2, 1, 1, 2, 1)};

}  // namespace

TEST_CASE("markup in names, ids, URLs and evidence stays text") {
  const std::string html = report::to_html(test::sample_report(), chart);
  CHECK(count(html, "<script") == 1);  // ours, at the end
  CHECK(html.find("<img") == std::string::npos);
  CHECK(html.find("onerror=alert(1)>") == std::string::npos);
  CHECK(html.find("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;") != std::string::npos);
  CHECK(html.find("<mark class=\"id-alias\">&lt;script&gt;</mark>"
                  "<mark class=\"id-operator\">alert(&#39;page&#39;)</mark>&lt;/script&gt; "
                  "<mark class=\"id-other\">text</mark>") != std::string::npos);
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
  CHECK(count(html, "<article class=\"system") == 5);
  CHECK(html.find("Private correspondence with the operator") != std::string::npos);
}

TEST_CASE("the top: the sentence and the counts; then the chart") {
  const std::string html = report::to_html(test::sample_report(), chart);
  const auto sentence = html.find(
      "1 of 5 systems have a readable citation that names them, and 1 are genuinely weakly "
      "sourced; 1 are described by their sources without being named;");
  const auto svg = html.find("<svg");
  const auto first_system = html.find("<article");
  REQUIRE(sentence != std::string::npos);
  REQUIRE(svg != std::string::npos);
  CHECK(sentence < svg);
  CHECK(svg < first_system);
  CHECK(count(html, "<rect") == 8 + 5);  // non-zero segments plus the legend
  CHECK(html.find("<title>2026-11-30: 2 verified</title>") != std::string::npos);
  CHECK(html.find("<title>2026-11-30: 1 described</title>") != std::string::npos);
  CHECK(html.find("<li><b>1</b> described</li>") != std::string::npos);
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
  CHECK(html.find("we present <mark class=\"id-alias\">MEGASCALE</mark> | a production "
                  "system\nfor training at <mark class=\"id-operator\">ByteDance</mark>") !=
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

TEST_CASE("described: its own verdict in the filter and the badge, what identified it highlighted") {
  const std::string html = report::to_html(test::sample_report(), chart);
  CHECK(html.find("<option value=\"described\">described</option>") != std::string::npos);
  CHECK(html.find("<option value=\"describes\">describes</option>") != std::string::npos);
  CHECK(html.find("data-verdict=\"described\"") != std::string::npos);
  CHECK(html.find("<span class=\"badge b-described\">described</span>") != std::string::npos);
  CHECK(html.find("<td class=\"r-describes\">describes this system</td>") != std::string::npos);
  // The list first, each value in its kind's colour, then the quote with the same words marked.
  const auto list = html.find(
      "<p class=\"identified\">operator <mark class=\"id-operator\">Meta</mark>; count "
      "<mark class=\"id-count\">24,576</mark>; model <mark class=\"id-model\">H100</mark></p>");
  const auto quote = html.find(
      "<blockquote>…«<mark class=\"id-operator\">Meta</mark>» has built two clusters of "
      "<mark class=\"id-count\">24,576</mark> NVIDIA <mark class=\"id-model\">H100</mark> GPUs "
      "each…</blockquote>");
  REQUIRE(list != std::string::npos);
  REQUIRE(quote != std::string::npos);
  CHECK(list < quote);
  CHECK(html.find("mark.id-count{") != std::string::npos);  // the colours are in the page
}

TEST_CASE("identified_by from a page stays text, and its kind never reaches a class unchecked") {
  const std::string html = report::to_html(test::sample_report(), chart);
  CHECK(html.find("operator <mark class=\"id-operator\">alert(&#39;page&#39;)</mark>; "
                  "&lt;b onclick=x&gt; <mark class=\"id-other\">text</mark>; model "
                  "<mark class=\"id-model\">&lt;/mark&gt;</mark></p>") != std::string::npos);
  CHECK(html.find("onclick=x>") == std::string::npos);
  CHECK(html.find("class=\"id-<") == std::string::npos);
  CHECK(count(html, "<mark") == count(html, "</mark>"));
}
