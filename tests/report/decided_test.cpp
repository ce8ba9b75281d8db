// From the matcher's namings through decide() to the three renderings: a
// page that describes a system without naming it, and one that names a
// system, each with what identified it, come out in report.json, report.md
// and index.html as the contract says (spec §5).
#include <doctest/doctest.h>

#include "decided.h"
#include "report/report.h"

using namespace verifier;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("decided: a described system in report.json") {
  const Report rep = test::decided_report();
  const std::string j = report::to_json(rep);
  CHECK(has(j, "\"schema_version\": 2,"));
  CHECK(has(j, "\"described\": 1,"));
  CHECK(has(j, "1 are described by their sources without being named;"));
  const Report back = report::from_json(j);
  REQUIRE(back.systems.size() == 3);
  const SystemReport& gamma = back.systems[2];
  CHECK(gamma.verdict == Verdict::described);
  REQUIRE(gamma.citations.size() == 1);
  CHECK(gamma.citations[0].result == Result::describes);
  CHECK_FALSE(gamma.citations[0].matched_alias);
  CHECK(gamma.citations[0].identified_by ==
        std::vector<std::string>{"operator: Gamma Labs", "count: 24,576", "model: H100"});
  CHECK(back.systems[0].citations[0].identified_by == std::vector<std::string>{"alias: Alpha"});
  CHECK(back.systems[0].citations[1].identified_by.empty());  // excluded: null in the file
}

TEST_CASE("decided: a described system in report.md") {
  const std::string md = report::to_markdown(test::decided_report());
  CHECK(has(md, "## Gamma 24k H100 Cluster\n\nVerdict: **described** (id gamma)"));
  CHECK(has(md, "| https://g.example/news | describes this system | operator Gamma Labs; count "
                "24,576; model H100 — «**Gamma Labs**» runs **24,576** **H100** GPUs in Quebec |"));
  CHECK(has(md, "| names this system | alias Alpha — the «**Alpha**» system |"));
  CHECK(has(md, "The source cited here describes this system without naming it."));
}

TEST_CASE("decided: a described system in index.html") {
  const std::string html = report::to_html(test::decided_report(), {});
  CHECK(has(html, "id=\"sys-gamma\" data-verdict=\"described\" data-results=\"describes\""));
  CHECK(has(html, "<td class=\"r-describes\">describes this system</td>"));
  CHECK(has(html, "<blockquote>«<mark class=\"id-operator\">Gamma Labs</mark>» runs "
                  "<mark class=\"id-count\">24,576</mark> <mark class=\"id-model\">H100</mark> "
                  "GPUs in Quebec</blockquote>"));
  CHECK(has(html, "<li><b>1</b> described</li>"));
}
