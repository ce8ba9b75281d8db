// report_sample: writes the sample report (report.json, report.md,
// index.html) and a report that decide() made (decided.json) into the folder
// given, for the schema check and for looking at the page by eye.
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
    std::vector<verifier::NightCounts> chart(3);
    const char* dates[] = {"2026-11-28", "2026-11-29", "2026-11-30"};
    for (std::size_t i = 0; i < chart.size(); ++i) {
      chart[i].date = dates[i];
      chart[i].verified = i == 0 ? 2 : 1;
      chart[i].described = i == 0 ? 0 : 1;
      chart[i].weakly_sourced = chart[i].unverifiable = 1;
      chart[i].uncited = i == 0 ? 0 : 1;
    }
    verifier::report::write_reports(verifier::test::sample_report(), out, chart);
    verifier::report::write_atomically(out / "decided.json",
                                       verifier::report::to_json(verifier::test::decided_report()));
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  return 0;
}
