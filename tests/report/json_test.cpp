// report.json: written in the schema's shape and read back unchanged;
// a wrong file fails with its name.
#include <doctest/doctest.h>

#include <fstream>

#include "report/report.h"
#include "sample.h"
#include "verdict/diff.h"
#include "support/scratch.h"

using namespace verifier;

TEST_CASE("to_json writes every field, null where empty") {
  const std::string j = report::to_json(test::sample_report());
  CHECK(j.rfind("{\n  \"schema_version\": 2,\n  \"generated_at\": \"2026-11-30T03:00:00Z\",", 0) == 0);
  CHECK(j.find("\"tool\": {\n    \"name\": \"verifier\",\n    \"version\": \"0.1.0\"") != std::string::npos);
  CHECK(j.find("\"result\": \"needs-javascript\"") != std::string::npos);
  CHECK(j.find("\"verdict\": \"weakly-sourced\"") != std::string::npos);
  CHECK(j.find("\"matched_alias\": null") != std::string::npos);
  CHECK(j.find("\"last_good\": {\n") != std::string::npos);
  CHECK(j.find("\"weakly_sourced\": 1") != std::string::npos);
  CHECK(j.find("\"verified\": 1,\n    \"described\": 1,") != std::string::npos);
  CHECK(j.find("\"verdict\": \"described\"") != std::string::npos);
  CHECK(j.find("\"result\": \"describes\"") != std::string::npos);
  CHECK(j.find("\"identified_by\": [\n") != std::string::npos);
  CHECK(j.find("\"identified_by\": null") != std::string::npos);  // a citation with none
  CHECK(j.back() == '\n');
}

TEST_CASE("hosts that failed as a whole: an empty list, or each one read back") {
  Report r = test::sample_report();
  CHECK(report::to_json(r).find("\"host_failures\": [],\n  \"systems\"") != std::string::npos);
  r.host_failures = {{"gone.example", 3, 5, "DNS: could not resolve host"},
                     {"tls.example", 2, 2, "TLS: certificate not trusted"}};
  const std::string j = report::to_json(r);
  const Report back = report::from_json(j);
  CHECK(report::to_json(back) == j);
  REQUIRE(back.host_failures.size() == 2);
  CHECK(back.host_failures[0].host == "gone.example");
  CHECK(back.host_failures[0].urls == 3);
  CHECK(back.host_failures[0].citations == 5);
  CHECK(back.host_failures[1].detail == "TLS: certificate not trusted");
  // A report written before the list existed reads as none.
  std::string old = report::to_json(test::sample_report());
  old.replace(old.find("\"host_failures\": [],\n  "), std::string("\"host_failures\": [],\n  ").size(), "");
  CHECK(report::from_json(old).host_failures.empty());
}

TEST_CASE("round trip: from_json(to_json(r)) writes the same bytes") {
  const Report r = test::sample_report();
  const std::string once = report::to_json(r);
  const Report back = report::from_json(once);
  CHECK(report::to_json(back) == once);
  REQUIRE(back.systems.size() == 5);
  CHECK(back.schema_version == 2);
  CHECK(back.summary[Verdict::described] == 1);
  CHECK(back.systems[3].verdict == Verdict::described);
  CHECK(back.systems[3].citations[0].result == Result::describes);
  CHECK(back.systems[3].citations[0].identified_by ==
        std::vector<std::string>{"operator: Meta", "count: 24,576", "model: H100"});
  CHECK(back.systems[3].citations[1].identified_by.empty());
  const auto& flaky = back.systems[0].citations[2];
  CHECK(flaky.failing_since == "2026-11-30");
  CHECK_FALSE(flaky.confirmed);
  REQUIRE(flaky.last_good);
  CHECK(flaky.last_good->result == Result::names);
  CHECK(flaky.note == "the cluster is mentioned at 15:01");
  CHECK(back.systems[0].citations[0].fragment_url == "https://arxiv.org/abs/2402.15627#:~:text=MegaScale");
  CHECK(back.systems[4].unlinked_sources.size() == 1);
  CHECK(back.summary.results.at("excluded") == 1);
}

TEST_CASE("an archive copy is written only where a row was decided on one, and read back") {
  Report r = test::sample_report();
  CHECK(report::to_json(r).find("\"archive\"") == std::string::npos);
  r.systems[0].citations[0].archive =
      ArchiveCopy{"https://web.archive.org/web/20240301000000/https://a.org/x", "2024-03-01",
                  "the live page is not-found (HTTP 404)"};
  const std::string j = report::to_json(r);
  CHECK(j.find("\"archive\": {\n") != std::string::npos);
  const Report back = report::from_json(j);
  CHECK(report::to_json(back) == j);
  CHECK(back.systems[0].citations[0].archive == r.systems[0].citations[0].archive);
  CHECK_FALSE(back.systems[0].citations[1].archive);
}

TEST_CASE("reading a bad report names the file and what is wrong") {
  test::Scratch dir;
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(dir / name) << text;
    return dir / name;
  };
  auto message = [](const std::filesystem::path& p) {
    try {
      report::read_report_json(p);
    } catch (const report::ReportError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(message(dir / "missing.json").rfind((dir / "missing.json").string() + ": cannot open", 0) == 0);
  const auto not_json = write("a.json", "{ nope");
  CHECK(message(not_json).rfind(not_json.string() + ": not JSON", 0) == 0);
  const auto no_systems = write("b.json", R"({"schema_version":1,"generated_at":"x","tool":{"name":"v","version":"1"},
    "summary":{"systems":0,"verified":0,"weakly_sourced":0,"unverifiable":0,"uncited":0,"citations":0,"urls":0,"results":{}}})");
  CHECK(message(no_systems) == no_systems.string() + ": report: missing \"systems\"");
  std::string bad_word = report::to_json(test::sample_report());
  bad_word.replace(bad_word.find(R"("result": "does-not-name")"), 25, R"("result": "maybe-names")");
  const auto bad = write("c.json", bad_word);
  CHECK(message(bad).find("systems[0].citations[1].result: unknown result word") != std::string::npos);
  std::string wrong_type = report::to_json(test::sample_report());
  wrong_type.replace(wrong_type.find(R"("site_level": false)"), 19, R"("site_level": "no")");
  CHECK(message(write("d.json", wrong_type)).find("wrong shape") != std::string::npos);
}

TEST_CASE("a schema-1 report (an older baseline) reads, with nothing described") {
  const Report back = report::from_json(R"({"schema_version": 1, "generated_at": "2026-11-01T03:00:00Z",
    "tool": {"name": "verifier", "version": "0.1.0"},
    "summary": {"systems": 1, "verified": 1, "weakly_sourced": 0, "unverifiable": 0, "uncited": 0,
                "citations": 1, "urls": 1, "results": {"names": 1}},
    "systems": [{"id": "a", "name": "A", "verdict": "verified", "citations": [
      {"url": "https://a.example/", "result": "names", "matched_alias": "A", "evidence": "the A"}]}]})");
  CHECK(back.schema_version == 1);
  CHECK(back.summary[Verdict::described] == 0);
  REQUIRE(back.systems.size() == 1);
  CHECK(back.systems[0].citations[0].result == Result::names);
  CHECK(back.systems[0].citations[0].identified_by.empty());
}

TEST_CASE("a schema-1 baseline diffs against a schema-2 report: verified -> described is worse") {
  const Report baseline = report::from_json(R"({"schema_version": 1, "generated_at": "2026-11-01T03:00:00Z",
    "tool": {"name": "verifier", "version": "0.1.0"},
    "summary": {"systems": 1, "verified": 1, "weakly_sourced": 0, "unverifiable": 0, "uncited": 0,
                "citations": 1, "urls": 1, "results": {"names": 1}},
    "systems": [{"id": "meta-24k", "name": "Meta 24k H100 Cluster", "verdict": "verified",
      "citations": [{"url": "https://engineering.example/meta-gpu", "result": "names"}]}]})");
  const Report tonight = report::from_json(report::to_json(test::sample_report()));
  const auto d = verdict::diff(baseline, tonight);
  REQUIRE(d.regressions.size() == 2);
  CHECK(d.regressions[0].before == "verified");
  CHECK(d.regressions[0].after == "described");
  CHECK(d.regressions[1].after == "describes");
  CHECK(verdict::diff(tonight, baseline).improvements.size() == 2);
}

TEST_CASE("a schema-2 report must say how many are described; schema 3 is not read") {
  std::string j = report::to_json(test::sample_report());
  std::string no_described = j;
  const std::string described = "\"described\": 1,";
  no_described.erase(no_described.find(described), described.size());
  CHECK_THROWS_WITH_AS(report::from_json(no_described), "summary: missing \"described\"",
                       report::ReportError);
  std::string three = j;
  three.replace(three.find("\"schema_version\": 2"), 19, "\"schema_version\": 3");
  CHECK_THROWS_AS(report::from_json(three), report::ReportError);
}

TEST_CASE("the claims read back by result; their \"cited\" must be the sum of them") {
  const std::string j = report::to_json(test::sample_report());
  const Report back = report::from_json(j);
  CHECK(back.summary.claims[ClaimResult::states] == 1);
  CHECK(back.summary.claims[ClaimResult::contradicts] == 1);
  CHECK(back.summary.claims[ClaimResult::not_stated] == 1);
  CHECK(back.summary.claims[ClaimResult::unread] == 1);
  CHECK(back.summary.claims.total() == 4);
  std::string miscounted = j;
  miscounted.replace(miscounted.find("\"cited\": 4"), 10, "\"cited\": 5");
  CHECK_THROWS_WITH_AS(report::from_json(miscounted),
                       "summary.claims.cited: not the sum of the counts by result",
                       report::ReportError);
}
