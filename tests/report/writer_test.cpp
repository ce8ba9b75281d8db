// ReportWriter: the reports written system by system are byte for byte the
// whole-Report renderings, and its scratch files leave nothing behind.
#include <doctest/doctest.h>

#include <fstream>

#include "report/publish.h"
#include "report/report.h"
#include "sample.h"
#include "support/scratch.h"

using namespace verifier;
using verifier::test::names_in;
using verifier::test::slurp;

namespace {

// The head a run passes to finish(): the report without its systems.
Report head_of(const Report& r) {
  Report head = r;
  head.systems.clear();
  return head;
}

void check_same_bytes(const Report& r, const std::vector<NightCounts>& chart) {
  test::Scratch dir;
  report::ReportWriter writer(dir.path());
  for (const auto& s : r.systems) writer.add(s);
  writer.finish(head_of(r), chart);
  CHECK(slurp(dir / "report.json") == report::to_json(r));
  CHECK(slurp(dir / "report.md") == report::to_markdown(r));
  CHECK(slurp(dir / "index.html") == report::to_html(r, chart));
  CHECK(names_in(dir.path()) == std::vector<std::string>{"index.html", "report.json", "report.md"});
}

}  // namespace

TEST_CASE("system by system gives the bytes of the whole-Report renderings") {
  // Each night: its verdict counts, then its date.
  const std::vector<NightCounts> chart{{{3, 1, 1, 1}, "2026-11-29"}, {{3, 1, 2, 0}, "2026-11-30"}};
  check_same_bytes(test::sample_report(), chart);
  check_same_bytes(test::sample_report(), {});
}

TEST_CASE("a run with no systems, and one where every system needs work") {
  Report empty = test::sample_report();
  empty.systems.clear();
  check_same_bytes(empty, {});
  CHECK(report::to_json(empty).find("\"systems\": []\n}\n") != std::string::npos);

  Report weak = test::sample_report();
  std::erase_if(weak.systems, [](const SystemReport& s) { return s.verdict != Verdict::weakly_sourced; });
  REQUIRE_FALSE(weak.systems.empty());
  check_same_bytes(weak, {});
  CHECK(report::to_html(weak, {}).find("id=\"rest\"") == std::string::npos);
}

TEST_CASE("the JSON written system by system reads back as the same report") {
  test::Scratch dir;
  auto r = test::sample_report();
  report::ReportWriter writer(dir.path());
  for (const auto& s : r.systems) writer.add(s);
  writer.finish(head_of(r), {});
  CHECK(report::to_json(report::read_report_json(dir / "report.json")) == report::to_json(r));
}

TEST_CASE("a writer dropped before finish() leaves the folder as it was") {
  test::Scratch dir;
  std::ofstream(dir / "report.json") << "old";
  {
    report::ReportWriter writer(dir.path());
    for (const auto& s : test::sample_report().systems) writer.add(s);
  }
  CHECK(names_in(dir.path()) == std::vector<std::string>{"report.json"});
  CHECK(slurp(dir / "report.json") == "old");
}

TEST_CASE("stage_writer stages like stage_reports: nothing in OUT until committed") {
  test::Scratch dir;
  std::ofstream(dir / "report.json") << "old";
  auto r = test::sample_report();
  auto writer = report::stage_writer(dir.path());
  for (const auto& s : r.systems) writer.add(s);
  writer.finish(head_of(r), {});
  CHECK(slurp(dir / "report.json") == "old");
  report::commit_staged(dir.path());
  CHECK(slurp(dir / "report.json") == report::to_json(r));
  CHECK(names_in(dir.path()) == std::vector<std::string>{"index.html", "report.json", "report.md"});
}
