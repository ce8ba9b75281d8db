// report_sample: writes the sample report (report.json, report.md,
// index.html) and a report that decide() made (decided.json) into the folder
// given, for the schema check and for looking at the page by eye.
#include <iostream>

#include "report/report.h"
#include "sample.h"
#include "verdict/verdict.h"

namespace {

verifier::Report decided() {
  using namespace verifier;
  std::vector<Record> records(2);
  records[0].id = "alpha";
  records[0].name = "Alpha";
  records[0].citations = {Citation{"https://a.example/x", std::string("at 15:01"), {"Accelerator"}, {}},
                          Citation{"https://u:p@b.example/", std::nullopt, {"sources"}, {}}};
  records[1].id = "beta";
  records[1].name = "Beta";
  records[1].unlinked_sources = {"a letter"};
  std::map<std::string, Reading> readings;
  Reading a;
  a.url = a.final_url = "https://a.example/x";
  a.http_status = 200;
  a.namings.push_back({"alpha", Naming{"Alpha", false, "the Alpha system", "", "https://a.example/x#:~:text=Alpha"}});
  readings[a.url] = a;
  Reading b;
  b.url = "https://u:p@b.example/";
  b.result = Result::excluded;
  b.detail = "credentials in the URL";
  readings["https://u:p@b.example/"] = b;
  verdict::History history;
  history[{"alpha", "https://u:p@b.example/"}] = {{"2026-11-29", Result::not_found}};
  Rules rules;
  const NightReadings night(readings);
  verdict::DecideInput in{&records, &night, &history, &rules, "2026-11-30",
                          "2026-11-30T03:00:00Z", "0.1.0"};
  return verdict::decide(in);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: report_sample OUT_DIR\n";
    return 2;
  }
  try {
    const std::filesystem::path out = argv[1];
    std::vector<verifier::NightCounts> chart = {{"2026-11-28", 2, 1, 1, 0},
                                                {"2026-11-29", 1, 1, 1, 1},
                                                {"2026-11-30", 1, 1, 1, 1}};
    verifier::report::write_reports(verifier::test::sample_report(), out, chart);
    verifier::report::write_atomically(out / "decided.json", verifier::report::to_json(decided()));
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  return 0;
}
