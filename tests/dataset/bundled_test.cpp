// The project's own records/ and rules/ load with zero errors: what
// `verifier lint --records records --rules rules` promises (issue 2).
#include <doctest/doctest.h>

#include <algorithm>


#include "core/url.h"
#include "dataset/dataset.h"
#include "regex/rules_regex.h"
#include "temp_dir.h"

using namespace verifier;
using verifier::test::all;

namespace {
const std::filesystem::path source_dir = VERIFIER_SOURCE_DIR;
}

TEST_CASE("the bundled records load with zero errors, every Epoch row") {
  auto loaded = dataset::load_records(source_dir / "records");
  INFO(all(loaded.errors));
  CHECK(loaded.errors.empty());
  CHECK(loaded.records.size() == 786);
  std::size_t cited = 0;
  for (const auto& r : loaded.records) {
    if (!r.citations.empty()) ++cited;
    for (const auto& c : r.citations) CHECK(is_citable_url(c.url));
  }
  CHECK(cited == 521);
  CHECK(std::is_sorted(loaded.records.begin(), loaded.records.end(),
                       [](const Record& a, const Record& b) { return a.id < b.id; }));
}

TEST_CASE("the bundled rules load with zero errors and say who we are") {
  auto loaded = dataset::load_rules(source_dir / "rules");
  INFO(all(loaded.errors));
  CHECK(loaded.errors.empty());
  const auto& f = loaded.rules.fetch;
  CHECK(f.user_agent.find("+https://") != std::string::npos);
  bool archive_polite = false;
  for (const auto& h : f.hosts)
    if (h.host == "web.archive.org" && h.per_host == 1 && h.daily_budget) archive_polite = true;
  CHECK(archive_polite);
}

// The matcher weighs both years of every entry (an older machine at a
// record's site; a namesake that could stand on a list beside it): a
// namesakes.yaml of an older scripts/make-namesakes lacks the last year.
TEST_CASE("the bundled namesakes give each entry its first and last year on the lists") {
  auto loaded = dataset::load_rules(source_dir / "rules");
  const auto& n = loaded.rules.match.namesakes;
  CHECK(n.size() == 1362);
  CHECK(std::all_of(n.begin(), n.end(),
                    [](const Namesake& e) { return e.first_year > 0 && e.last_year >= e.first_year; }));
}

TEST_CASE("the bundled fetch.yaml names no canary: the tests run offline") {
  auto loaded = dataset::load_rules(source_dir / "rules");
  REQUIRE(loaded.errors.empty());
  CHECK(loaded.rules.outage.canaries.empty());
  CHECK(loaded.rules.outage.host_share == 0.9);
  CHECK(loaded.rules.outage.min_hosts == 10);
}

TEST_CASE("the bundled immutable patterns know snapshots from live pages") {
  auto loaded = dataset::load_rules(source_dir / "rules");
  auto immutable = [&](const std::string& url) {
    for (const auto& p : loaded.rules.fetch.immutable_patterns)
      if (auto re = regex::RulesRegex::compile(p); re && re->search(url)) return true;
    return false;
  };
  CHECK(immutable("https://web.archive.org/web/20250515200336/https://www.commerce.gov/x"));
  CHECK(immutable("https://archive.ph/RTF6i"));
  CHECK(immutable("https://arxiv.org/abs/2402.15627v2"));
  CHECK_FALSE(immutable("https://arxiv.org/abs/2402.15627"));
  CHECK_FALSE(immutable("https://web.archive.org/web/2024/https://example.org/"));
  CHECK_FALSE(immutable("https://www.commerce.gov/x"));
}
