// report_sample: writes the sample report (report.json, report.md,
// index.html) and a report that decide() made (decided.json) into the folder
// given, for the schema check, for looking at the page by eye, and for
// regenerating the golden files (see golden_test.cpp).
#include <iostream>

#include "decided.h"
#include "report/report.h"
#include "sample.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: report_sample OUT_DIR\n";
    return 2;
  }
  try {
    const std::filesystem::path out = argv[1];
    verifier::report::write_reports(verifier::test::sample_report(), out,
                                   verifier::test::sample_chart());
    verifier::report::write_atomically(out / "decided.json",
                                       verifier::report::to_json(verifier::test::decided_report()));
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  return 0;
}
