// Atomic writes: the three files appear whole, an error leaves the old
// file and no temp file behind.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <unistd.h>

#include "report/report.h"
#include "sample.h"
#include "support/scratch.h"

using namespace verifier;

TEST_CASE("write_reports writes the three files, creating the folder, and nothing else") {
  test::Scratch dir;
  const auto out = dir / "out" / "night";
  const Report r = test::sample_report();
  report::write_reports(r, out, {});
  CHECK(test::names_in(out) == std::vector<std::string>{"index.html", "report.json", "report.md"});
  CHECK(test::slurp(out / "report.json") == report::to_json(r));
  CHECK(test::slurp(out / "report.md") == report::to_markdown(r));
  CHECK(report::to_json(report::read_report_json(out / "report.json")) == report::to_json(r));
  // A second night replaces them in place.
  Report again = r;
  again.generated_at = "2026-12-01T03:00:00Z";
  report::write_reports(again, out, {});
  CHECK(test::slurp(out / "report.json").find("2026-12-01T03:00:00Z") != std::string::npos);
  CHECK(test::names_in(out).size() == 3);
}

TEST_CASE("a failed write leaves the old file and no temp file") {
  test::Scratch dir;
  const auto file = dir / "report.json";
  report::write_atomically(file, "old");
  // A folder where the file should go: the rename fails after the temp file is written.
  std::filesystem::create_directory(dir / "index.html");
  std::filesystem::create_directory(dir / "index.html" / "keep");
  CHECK_THROWS_AS(report::write_atomically(dir / "index.html", "new"), report::ReportError);
  CHECK(test::slurp(file) == "old");
  CHECK(test::names_in(dir.path()) == std::vector<std::string>{"index.html", "report.json"});

  // A folder that does not exist: an error naming the file.
  try {
    report::write_atomically(dir / "nope" / "report.md", "x");
    FAIL("no error");
  } catch (const report::ReportError& e) {
    CHECK(std::string(e.what()).find("report.md") != std::string::npos);
  }
}

TEST_CASE("write_reports into a read-only folder fails and leaves the old reports") {
  if (::geteuid() == 0) return;  // root writes anyway
  test::Scratch dir;
  const auto out = dir / "out";
  report::write_reports(test::sample_report(), out, {});
  const std::string before = test::slurp(out / "report.json");
  ::chmod(out.c_str(), 0555);
  Report changed = test::sample_report();
  changed.generated_at = "later";
  CHECK_THROWS_AS(report::write_reports(changed, out, {}), report::ReportError);
  ::chmod(out.c_str(), 0755);
  CHECK(test::slurp(out / "report.json") == before);
  CHECK(test::names_in(out).size() == 3);
}

TEST_CASE("written files are readable by others (0644)") {
  test::Scratch dir;
  report::write_atomically(dir / "a.txt", "x");
  struct stat st {};
  REQUIRE(::stat((dir / "a.txt").c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0644);
}
