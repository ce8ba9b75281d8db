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
  std::vector<Record> records(3);
  records[0].id = "alpha";
  records[0].name = "Alpha";
  records[0].citations = {Citation{"https://a.example/x", std::string("at 15:01"), {"Accelerator"}, {}},
                          Citation{"https://u:p@b.example/", std::nullopt, {"sources"}, {}}};
  records[1].id = "beta";
  records[1].name = "Beta";
  records[1].unlinked_sources = {"a letter"};
  records[2].id = "gamma";
  records[2].name = "Gamma 24k H100 Cluster";
  records[2].citations = {Citation{"https://g.example/news", std::nullopt, {"sources"}, {}}};
  std::map<std::string, Reading> readings;
  Reading a;
  a.url = a.final_url = "https://a.example/x";
  a.http_status = 200;
  Naming& alpha = a.namings.emplace_back("alpha", Naming{}).second;
  alpha.alias = "Alpha";
  alpha.evidence = "the «Alpha» system";
  alpha.identified_by = {"alias: Alpha"};
  alpha.fragment_url = "https://a.example/x#:~:text=Alpha";
  readings[a.url] = a;
  Reading g;
  g.url = g.final_url = "https://g.example/news";
  g.http_status = 200;
  Naming& gamma = g.namings.emplace_back("gamma", Naming{}).second;
  gamma.describes = true;
  gamma.evidence = "«Gamma Labs» runs 24,576 H100 GPUs in Quebec";
  gamma.identified_by = {"operator: Gamma Labs", "count: 24,576", "model: H100"};
  readings[g.url] = g;
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
    verifier::report::write_atomically(out / "decided.json", verifier::report::to_json(decided()));
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  return 0;
}
