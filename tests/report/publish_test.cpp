// publish: the three reports replace the last good ones as a set; a run
// killed before the commit point changes nothing, one killed after it is
// completed by the next run (report/publish.h).
#include <doctest/doctest.h>

#include <fstream>

#include "report/publish.h"
#include "report/report.h"
#include "sample.h"
#include "support/scratch.h"

using namespace verifier;
namespace fs = std::filesystem;
using verifier::test::names_in;
using verifier::test::slurp;

namespace {

void write_old_set(const fs::path& out) {
  fs::create_directories(out);
  for (const char* name : {"report.json", "report.md", "index.html"})
    std::ofstream(out / name) << "old " << name;
}

}  // namespace

TEST_CASE("a staged set changes nothing until it is committed") {
  test::Scratch dir;
  write_old_set(dir.path());
  auto report = test::sample_report();
  report::stage_reports(report, dir.path(), {});
  CHECK(slurp(dir / "report.json") == "old report.json");
  CHECK(slurp(dir / "index.html") == "old index.html");

  report::commit_staged(dir.path());
  CHECK(slurp(dir / "report.json") == report::to_json(report));
  CHECK(slurp(dir / "report.md") == report::to_markdown(report));
  CHECK(names_in(dir.path()) == std::vector<std::string>{"index.html", "report.json", "report.md"});
}

TEST_CASE("a discarded or killed-before-commit set leaves the old reports") {
  test::Scratch dir;
  write_old_set(dir.path());
  report::stage_reports(test::sample_report(), dir.path(), {});
  report::discard_staged(dir.path());
  CHECK(names_in(dir.path()) == std::vector<std::string>{"index.html", "report.json", "report.md"});

  // What SIGKILL leaves mid-write: a staging folder and a stray temp file.
  fs::create_directories(dir / ".staged.tmp");
  std::ofstream(dir / ".staged.tmp" / "report.json") << "half";
  std::ofstream(dir / ".report.json.tmp.AbC123") << "half";
  report::finish_staged(dir.path());
  CHECK(slurp(dir / "report.json") == "old report.json");
  CHECK(names_in(dir.path()) == std::vector<std::string>{"index.html", "report.json", "report.md"});
}

TEST_CASE("a set committed by a run killed before moving it is completed next time") {
  test::Scratch dir;
  write_old_set(dir.path());
  fs::create_directories(dir / ".staged");
  std::ofstream(dir / ".staged" / "report.json") << "new json";
  std::ofstream(dir / ".staged" / "index.html") << "new html";
  std::ofstream(dir / "report.md") << "new md";  // already moved before the kill
  report::finish_staged(dir.path());
  CHECK(slurp(dir / "report.json") == "new json");
  CHECK(slurp(dir / "index.html") == "new html");
  CHECK(slurp(dir / "report.md") == "new md");
  CHECK_FALSE(fs::exists(dir / ".staged"));
  report::finish_staged(dir.path());  // idempotent
  CHECK(slurp(dir / "report.json") == "new json");
}
