// The three reports of the sample (sample.h: every verdict, every result
// word, hostile strings), byte for byte against tests/report/golden/: the
// string renderings and the files write_reports lays down.
//
// After a deliberate change of a report's form, regenerate all three and
// read the diff before committing it:
//   ninja -C build/release report_sample &&
//   build/release/tests/report/report_sample /tmp/golden &&
//   cp /tmp/golden/report.json /tmp/golden/report.md /tmp/golden/index.html tests/report/golden/
#include <doctest/doctest.h>

#include "report/report.h"
#include "sample.h"
#include "support/scratch.h"

using namespace verifier;

namespace {

std::string golden(const std::string& name) {
  return test::slurp(std::filesystem::path(REPORT_GOLDEN_DIR) / name);
}

}  // namespace

TEST_CASE("report.md, report.json and index.html match their golden files") {
  const Report sample = test::sample_report();
  const std::string md = golden("report.md"), json = golden("report.json"), html = golden("index.html");
  REQUIRE_FALSE(md.empty());
  REQUIRE_FALSE(json.empty());
  REQUIRE_FALSE(html.empty());
  CHECK(report::to_markdown(sample) == md);
  CHECK(report::to_json(sample) == json);
  CHECK(report::to_html(sample, test::sample_chart()) == html);
}

TEST_CASE("the files written are the golden bytes too") {
  test::Scratch dir;
  report::write_reports(test::sample_report(), dir.path(), test::sample_chart());
  for (const char* name : {"report.md", "report.json", "index.html"}) {
    CAPTURE(name);
    CHECK(test::slurp(dir / name) == golden(name));
  }
}
