// tests/report/decided.h: a Report that decide() made from records and
// readings: a system named (with what identified it), one described by a
// page that does not name it, one uncited, a credentialed URL excluded. The
// path a night takes from the matcher's namings to the three renderings.
#pragma once

#include "core/packed_reading.h"
#include "verdict/verdict.h"

namespace verifier::test {

inline Report decided_report() {
  std::vector<Record> records(3);
  records[0].id = "alpha";
  records[0].name = "Alpha";
  records[0].citations = {Citation::of("https://a.example/x"), Citation::of("https://u:p@b.example/")};
  records[0].citations[0].note = "at 15:01";
  records[0].citations[0].cited_for = {"Accelerator"};
  records[0].citations[1].cited_for = {"sources"};
  records[1].id = "beta";
  records[1].name = "Beta";
  records[1].unlinked_sources = {"a letter"};
  records[2].id = "gamma";
  records[2].name = "Gamma 24k H100 Cluster";
  records[2].citations = {Citation::of("https://g.example/news")};
  records[2].citations[0].cited_for = {"sources"};
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
  History history;
  history[{"alpha", "https://u:p@b.example/"}] = {{Date::parse("2026-11-29").value(), Result::not_found}};
  Rules rules;
  const NightReadings night(readings);
  verdict::DecideInput in{&records, &night, &history, &rules, Date::parse("2026-11-30").value(),
                          "2026-11-30T03:00:00Z", "0.1.0"};
  return verdict::decide(in);
}

}  // namespace verifier::test
