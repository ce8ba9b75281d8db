// report.md: tables that never break (its golden file: golden_test.cpp).
#include <doctest/doctest.h>

#include <sstream>

#include "report/report.h"
#include "sample.h"

using namespace verifier;

TEST_CASE("a host that failed as a whole is one line before the systems, in both pages") {
  Report r = test::sample_report();
  CHECK(report::to_markdown(r).find("failed as a whole") == std::string::npos);
  r.host_failures = {{"gone.example", 3, 5, "DNS: could not resolve host"}};
  const std::string md = report::to_markdown(r);
  const std::string line = "- all 5 citations of gone.example (3 URLs): DNS: could not resolve host\n";
  REQUIRE(md.find(line) != std::string::npos);
  CHECK(md.find("## Hosts that failed as a whole") < md.find(line));
  CHECK(md.find(line) < md.find("## " + r.systems[0].name));
  const std::string html = report::to_html(r, {});
  CHECK(html.find("<li>all 5 citations of gone.example (3 URLs): DNS: could not resolve host</li>") !=
        std::string::npos);
}

TEST_CASE("every table row has exactly its columns' unescaped pipes") {
  const std::string md = report::to_markdown(test::sample_report());
  std::istringstream lines(md);
  std::string line;
  int rows = 0, claim_rows = 0;
  bool claims = false;  // in a claims table: four columns, five pipes
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] != '|') {
      claims = false;
      continue;
    }
    if (line.starts_with("| Claim |")) claims = true;
    int pipes = 0;
    for (std::size_t i = 0; i < line.size(); ++i)
      if (line[i] == '|' && (i == 0 || line[i - 1] != '\\')) ++pipes;
    CAPTURE(line);
    CHECK(pipes == (claims ? 5 : 4));
    ++(claims ? claim_rows : rows);
  }
  CHECK(rows == 4 * 2 + 14);       // header and rule per table, one row per citation
  CHECK(claim_rows == 2 * 2 + 4);  // one row per claim
}

TEST_CASE("the Result column reads as the site does") {
  const std::string md = report::to_markdown(test::sample_report());
  CHECK(md.find("| names this system |") != std::string::npos);
  CHECK(md.find("| does not name this system |") != std::string::npos);
  CHECK(md.find("| unreadable: not-found (HTTP 404); failing since 2026-11-27, confirmed |") !=
        std::string::npos);
  CHECK(md.find("Every source cited here was readable and none of them names this system.") !=
        std::string::npos);
  CHECK(md.find("| alias MegaScale; operator ByteDance — we present **MEGASCALE** \\| a "
                "production system for training at **ByteDance** |") != std::string::npos);
  CHECK(md.find("| describes this system | operator Meta; count 24,576; model H100 — …«**Meta**» "
                "has built two clusters of **24,576** NVIDIA **H100** GPUs each… |") !=
        std::string::npos);
  CHECK(md.find("Verdict: **described** (id meta-24k)") != std::string::npos);
  CHECK(md.rfind("## Summary\n\n1 of 5 systems have a readable citation that names them, and 1 "
                 "are genuinely weakly sourced; 1 are described by their sources without being "
                 "named; 1 could not be checked because their sources were unreadable, and 1 "
                 "have no citation with a URL.\n") != std::string::npos);
}
