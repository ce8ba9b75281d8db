// app/night.h's Night, the nightly loop, over the fixture web on loopback:
// every cited URL read once, a short meta refresh followed once (its target
// read as the citing page, never a second hop, never counted as a host of
// the night), and immutable snapshots the state has read reused, not fetched.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "app/night.h"
#include "dataset/dataset.h"
#include "support/fixture_web.h"
#include "support/scratch.h"

using namespace verifier;
using verifier::testing::FixtureWeb;
using verifier::testing::TempWeb;

namespace {

Record system(std::string id, std::string name, std::vector<std::string> urls) {
  Record r;
  r.id = std::move(id);
  r.name = std::move(name);
  r.operator_name = "Fixture Computing Centre";
  for (auto& u : urls) {
    r.citations.push_back(Citation::of(std::move(u)));
    r.citations.back().cited_for = {"sources"};
  }
  return r;
}

std::string page(const std::string& body, const std::string& head = "") {
  return "<!DOCTYPE html><html><head><title>t</title>" + head + "</head><body><p>" + body +
         "</p></body></html>";
}

std::string refresh_to(const std::string& url) {
  return page("Moved.", R"(<meta http-equiv="refresh" content="0; url=)" + url + R"(">)");
}

Rules source_rules() {
  auto loaded = dataset::load_rules(VERIFIER_RULES_DIR);
  REQUIRE(loaded.errors.empty());
  return std::move(loaded.rules);
}

app::NetOptions net_to(const FixtureWeb& web) {
  app::NetOptions net;
  net.connect_to = web.connect_to();
  net.cacert = web.ca_file();
  net.allow_private = true;
  net.timeout = 5;
  return net;
}

// One night's readings, keyed by same_url_key, and its hosts.
struct NightOut {
  bool finished = false;
  NightReadings readings;
  verdict::NightHosts hosts;
};

NightOut run_night(const Rules& rules, const FixtureWeb& web, const std::vector<Record>& records,
                   state::State& state) {
  app::StopSignals signals;
  NightOut out;
  app::Night night(rules, net_to(web), records, state, signals, false);
  out.finished = night.read_all(app::distinct_urls(records));
  out.readings = NightReadings(night.take_readings());
  out.hosts = night.take_hosts();
  return out;
}

const std::string alpha_text = "The Alpha Cluster entered service with 4,096 accelerators.";
const std::string beta_text = "The Beta Cluster entered service with 2,048 accelerators.";

}  // namespace

TEST_CASE("a night reads every cited URL, and follows a short meta refresh once") {
  TempWeb web;
  web.page("alpha.night.example", "/news", page(alpha_text));
  web.page("moved.night.example", "/old", refresh_to("https://target.night.example/new"));
  web.page("target.night.example", "/new", page(beta_text));
  // A refresh whose target refreshes again: the second hop is not taken.
  web.page("loop.night.example", "/a", refresh_to("https://loop2.night.example/b"));
  web.page("loop2.night.example", "/b", refresh_to("https://loop.night.example/a"));
  FixtureWeb server(web.root());
  const std::vector<Record> records{
      system("alpha", "Alpha Cluster", {"https://alpha.night.example/news"}),
      system("beta", "Beta Cluster", {"https://moved.night.example/old"}),
      system("gamma", "Gamma Cluster", {"https://loop.night.example/a"})};
  test::Scratch dir;
  state::State state(dir / "state.sqlite");
  const Rules rules = source_rules();
  auto night = run_night(rules, server, records, state);
  REQUIRE(night.finished);
  CHECK(night.readings.size() == 3);  // one per cited URL: the targets are no readings of their own

  auto alpha = night.readings.find("https://alpha.night.example/news");
  REQUIRE(alpha);
  CHECK(alpha->naming_for("alpha") != nullptr);
  CHECK_FALSE(alpha->reused);

  // The refresh target is read as the cited page: its text names Beta.
  auto beta = night.readings.find("https://moved.night.example/old");
  REQUIRE(beta);
  CHECK(beta->url == "https://moved.night.example/old");
  CHECK(beta->final_url == "https://target.night.example/new");
  CHECK(beta->naming_for("beta") != nullptr);

  // The loop's first hop is followed, the second is not: its reading is loop2's page.
  auto gamma = night.readings.find("https://loop.night.example/a");
  REQUIRE(gamma);
  CHECK(gamma->final_url == "https://loop2.night.example/b");

  // The night's hosts are the cited ones: refresh targets say nothing of an outage.
  const auto& hosts = night.hosts.hosts();
  CHECK(hosts.size() == 3);
  CHECK(hosts.count("alpha.night.example") == 1);
  CHECK(hosts.count("moved.night.example") == 1);
  CHECK(hosts.count("target.night.example") == 0);
}

// How often the fixture web was asked for host/path.
int requests_of(const FixtureWeb& web, const std::string& host, const std::string& path) {
  const auto stats = nlohmann::json::parse(web.stats_json());
  for (const auto& p : stats.at("pages"))
    if (p.at("host") == host && p.at("path") == path) return p.at("count").get<int>();
  return 0;
}

TEST_CASE("two spellings of one URL are one fetch, one reading and one state row") {
  TempWeb web;
  web.page("twice.night.example", "/page", page(alpha_text + " " + beta_text));
  FixtureWeb server(web.root());
  // Keyed once, when the records were read (Citation::of, as dataset/ does).
  const std::vector<Record> records{
      system("alpha", "Alpha Cluster", {"HTTPS://Twice.night.example:443/page#intro"}),
      system("beta", "Beta Cluster", {"https://twice.night.example/page"})};
  REQUIRE(records[0].citations[0].key() == records[1].citations[0].key());
  const std::string key = records[1].citations[0].key();
  test::Scratch dir;
  state::State state(dir / "state.sqlite");
  auto night = run_night(source_rules(), server, records, state);
  REQUIRE(night.finished);
  CHECK(requests_of(server, "twice.night.example", "/page") == 1);
  REQUIRE(night.readings.size() == 1);
  auto read = night.readings.find(key);
  REQUIRE(read);
  CHECK(read->url == "HTTPS://Twice.night.example:443/page#intro");  // the first spelling cited
  CHECK(read->naming_for("alpha") != nullptr);
  CHECK(read->naming_for("beta") != nullptr);

  const Date today = Date::parse("2026-11-30").value();
  state.record_night(today, night.readings,
                     state::State::Verdicts{{"alpha", Verdict::verified}, {"beta", Verdict::verified}});
  CHECK(state.last_reading(key));
  // Each record's history is that one row, whichever spelling it cites.
  for (const auto& r : records) {
    const History h = state.history_of(r, today.plus_days(1));
    REQUIRE(h.size() == 1);
    CHECK(h.begin()->first == std::make_pair(r.id, key));
    REQUIRE(h.begin()->second.size() == 1);
    CHECK(h.begin()->second[0].result == Result::names);
  }
}

TEST_CASE("an immutable snapshot read on an earlier night is reused, not fetched") {
  TempWeb web;  // serves nothing: a fetch of the snapshot would fail
  web.page("other.night.example", "/", page("nothing here"));
  FixtureWeb server(web.root());
  const std::string snapshot = "https://web.archive.org/web/20240101000000/https://alpha.example/";
  const std::string live = "https://alpha.night.example/gone";
  const std::vector<Record> records{system("alpha", "Alpha Cluster", {snapshot, live})};
  test::Scratch dir;
  state::State state(dir / "state.sqlite");
  Reading earlier;
  earlier.url = snapshot;
  earlier.final_url = snapshot;
  earlier.http_status = 200;
  earlier.result = Result::does_not_name;
  earlier.text_hash = "h1";
  earlier.namings.emplace_back("alpha", Naming{});
  Reading live_earlier = earlier;
  live_earlier.url = live_earlier.final_url = live;
  state.record_night(Date::parse("2026-11-29").value(),
                     NightReadings({{snapshot, earlier}, {live, live_earlier}}),
                     state::State::Verdicts{{"alpha", Verdict::verified}});
  const Rules rules = source_rules();
  auto night = run_night(rules, server, records, state);
  REQUIRE(night.finished);

  auto reused = night.readings.find(snapshot);
  REQUIRE(reused);
  CHECK(reused->reused);
  CHECK(reused->result == Result::does_not_name);
  CHECK(reused->naming_for("alpha") != nullptr);
  // A live page with a stored reading is fetched again (and is gone tonight).
  auto fetched = night.readings.find(live);
  REQUIRE(fetched);
  CHECK_FALSE(fetched->reused);
  CHECK(fetched->result == Result::not_found);
  // The snapshot never went to the network: its host is no host of the night.
  CHECK(night.hosts.hosts().count("web.archive.org") == 0);
  CHECK(night.hosts.hosts().count("alpha.night.example") == 1);
}

TEST_CASE("a snapshot stored before a claim cited it is read again, not reused") {
  TempWeb web;
  const std::string snapshot = "https://web.archive.org/web/20240101000000/alpha.example/count";
  // The fetch asks the Wayback for the capture as archived (id_): fetch/wayback.h.
  web.page("web.archive.org", "/web/20240101000000id_/alpha.example/count", page(alpha_text));
  FixtureWeb server(web.root());
  std::vector<Record> records{system("alpha", "Alpha Cluster", {snapshot})};
  records[0].parts.push_back({"Accelerator", "NVIDIA H100", 4096.0, snapshot});
  test::Scratch dir;
  state::State state(dir / "state.sqlite");
  Reading earlier;  // read before the record cited it for its count: no claim result
  earlier.url = earlier.final_url = snapshot;
  earlier.http_status = 200;
  earlier.result = Result::does_not_name;
  earlier.text_hash = "h1";
  state.record_night(Date::parse("2026-11-29").value(), NightReadings({{snapshot, earlier}}),
                     state::State::Verdicts{{"alpha", Verdict::weakly_sourced}});
  auto night = run_night(source_rules(), server, records, state);
  REQUIRE(night.finished);
  auto read = night.readings.find(snapshot);
  REQUIRE(read);
  CHECK_FALSE(read->reused);
  INFO("result " << word(read->result) << ", " << read->detail);
  REQUIRE(read->claims.size() == 1);
  CHECK(read->claims[0].first == "alpha");
  CHECK(night.hosts.hosts().count("web.archive.org") == 1);
}
