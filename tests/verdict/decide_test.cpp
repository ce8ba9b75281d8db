// decide: per citation rows, every verdict, overrides and the summary
// sentence exactly as spec §5 writes it.
#include <doctest/doctest.h>

#include "core/url.h"
#include "verdict/verdict.h"

using namespace verifier;
using verdict::decide;

namespace {

Date day(std::string_view text) { return Date::parse(text).value(); }

Citation cite(std::string url, std::vector<std::string> cited_for = {"sources"}) {
  Citation c = Citation::of(std::move(url));
  c.cited_for = std::move(cited_for);
  return c;
}

Record record(const std::string& id, std::vector<Citation> cs) {
  Record r;
  r.id = id;
  r.name = "System " + id;
  r.citations = std::move(cs);
  return r;
}

Reading reading(const std::string& url, Result r, std::string detail = "") {
  Reading x;
  x.url = url;
  x.final_url = url;
  x.http_status = is_readable(r) ? std::optional<int>(200) : std::nullopt;
  x.result = r;
  x.detail = std::move(detail);
  return x;
}

Naming naming(const std::string& alias) {
  Naming n;
  n.alias = alias;
  n.evidence = "the " + alias + " machine";
  n.identified_by = {"alias: " + alias};
  n.fragment_url = "https://a.example/x#:~:text=" + alias;
  return n;
}

// A page that identifies the system by its facts, without a name.
Naming description() {
  Naming n;
  n.describes = true;
  n.evidence = "Meta's cluster of 24,576 H100 GPUs";
  n.identified_by = {"operator: Meta", "count: 24,576", "model: H100"};
  n.fragment_url = "https://m.example/x#:~:text=24%2C576";
  return n;
}

Override decision(std::string system_id, std::string url, Result result, std::string reason,
                  std::string decided_by) {
  Override o;
  o.system_id = std::move(system_id);
  o.url = std::move(url);
  o.key = same_url_key(o.url);  // as dataset/ reads it
  o.result = result;
  o.reason = std::move(reason);
  o.decided_by = std::move(decided_by);
  return o;
}

struct World {
  std::vector<Record> records;
  std::map<std::string, Reading> readings;
  History history;
  Rules rules;

  Report run(const std::string& today = "2026-11-30") {
    const NightReadings night(readings);
    verdict::DecideInput in{.records = &records,
                            .readings = &night,
                            .history = &history,
                            .rules = &rules,
                            .today = day(today),
                            .generated_at = "2026-11-30T03:00:00Z",
                            .tool_version = "0.1.0"};
    return decide(in);
  }
  void read(Reading r) { readings[r.url] = std::move(r); }
};

}  // namespace

TEST_CASE("every verdict, systems in id order, the sentence exactly") {
  World w;
  w.records = {
      record("d-uncited", {}),
      record("c-unverifiable", {cite("https://c.example/a"), cite("https://b.example/page")}),
      record("a-verified", {cite("https://a.example/x", {"Accelerator", "accelerators"}),
                            cite("https://c.example/a")}),
      record("b-weak", {cite("https://b.example/page"), cite("https://b.example/")}),
      record("a-described", {cite("https://m.example/x"), cite("https://c.example/a")}),
  };
  w.records[0].unlinked_sources = {"Private correspondence, 2024-05"};
  Reading a = reading("https://a.example/x", Result::does_not_name);
  a.namings.emplace_back("a-verified", naming("Alpha"));
  w.read(a);
  w.read(reading("https://b.example/page", Result::does_not_name));
  w.read(reading("https://b.example/", Result::does_not_name));
  w.read(reading("https://c.example/a", Result::not_found, "HTTP 404"));
  Reading m = reading("https://m.example/x", Result::does_not_name);
  m.namings.emplace_back("a-described", description());
  w.read(m);

  Report rep = w.run();
  REQUIRE(rep.systems.size() == 5);
  const SystemReport& described = rep.systems[0];
  const SystemReport& verified = rep.systems[1];
  const SystemReport& weak = rep.systems[2];
  const SystemReport& unverifiable = rep.systems[3];
  const SystemReport& uncited = rep.systems[4];
  CHECK(described.id == "a-described");
  CHECK(verified.id == "a-verified");
  CHECK(weak.id == "b-weak");
  CHECK(unverifiable.id == "c-unverifiable");
  CHECK(uncited.id == "d-uncited");
  CHECK(described.verdict == Verdict::described);  // beside an unreadable citation
  CHECK(verified.verdict == Verdict::verified);
  CHECK(weak.verdict == Verdict::weakly_sourced);
  CHECK(unverifiable.verdict == Verdict::unverifiable);
  CHECK(uncited.verdict == Verdict::uncited);
  CHECK(uncited.unlinked_sources == std::vector<std::string>{"Private correspondence, 2024-05"});

  const CitationReport& desc = described.citations[0];
  CHECK(desc.result == Result::describes);
  CHECK_FALSE(desc.matched_alias);
  CHECK(desc.evidence == "Meta's cluster of 24,576 H100 GPUs");
  CHECK(desc.identified_by ==
        std::vector<std::string>{"operator: Meta", "count: 24,576", "model: H100"});
  CHECK(desc.fragment_url == "https://m.example/x#:~:text=24%2C576");

  const CitationReport& named = verified.citations[0];
  CHECK(named.result == Result::names);
  CHECK(named.matched_alias == "Alpha");
  CHECK(named.identified_by == std::vector<std::string>{"alias: Alpha"});
  CHECK(named.evidence == "the Alpha machine");
  CHECK(named.fragment_url == "https://a.example/x#:~:text=Alpha");
  CHECK(named.cited_for == std::vector<std::string>{"Accelerator", "accelerators"});
  CHECK(named.http_status == 200);
  CHECK_FALSE(named.failing_since);  // readable: no failure

  CHECK(weak.citations[1].site_level);
  CHECK_FALSE(weak.citations[0].site_level);
  CHECK(unverifiable.citations[0].detail == "HTTP 404");

  const Summary& s = rep.summary;
  CHECK(s.systems == 5);
  CHECK(s[Verdict::verified] == 1);
  CHECK(s[Verdict::described] == 1);
  CHECK(s[Verdict::weakly_sourced] == 1);
  CHECK(s[Verdict::unverifiable] == 1);
  CHECK(s[Verdict::uncited] == 1);
  CHECK(s.citations == 8);
  CHECK(s.urls == 5);
  CHECK(s.results.at("names") == 1);
  CHECK(s.results.at("describes") == 1);
  CHECK(s.results.at("does-not-name") == 3);
  CHECK(s.results.at("not-found") == 3);
  CHECK(s.results.at("excluded") == 0);
  CHECK(s.sentence ==
        "1 of 5 systems have a readable citation that names them, and 1 are genuinely weakly "
        "sourced; 1 are described by their sources without being named; 1 could not be "
        "checked because their sources were unreadable, and 1 have no citation with a URL.");
  CHECK(rep.generated_at == "2026-11-30T03:00:00Z");
  CHECK(rep.tool_version == "0.1.0");
}

TEST_CASE("a naming counts only for its own system; spellings of one URL share a reading") {
  World w;
  w.records = {record("one", {cite("HTTPS://Shared.example:443/p#top")}),
               record("two", {cite("https://shared.example/p")})};
  Reading r = reading("https://shared.example/p", Result::does_not_name);
  r.namings.emplace_back("two", naming("Two"));
  w.read(r);
  Report rep = w.run();
  CHECK(rep.systems[0].citations[0].result == Result::does_not_name);
  CHECK(rep.systems[0].citations[0].url == "HTTPS://Shared.example:443/p#top");  // as cited
  CHECK(rep.systems[1].citations[0].result == Result::names);
  CHECK(rep.summary.urls == 1);
}

TEST_CASE("credentials are redacted; a URL without a reading is unreachable") {
  World w;
  w.records = {record("x", {cite("https://user:secret@x.example/p"), cite("https://y.example/q")})};
  Reading r = reading("https://x.example/p", Result::excluded, "credentials in the URL");
  r.final_url = "https://user:secret@x.example/p";
  w.readings["https://user:secret@x.example/p"] = r;
  Report rep = w.run();
  const auto& c = rep.systems[0].citations[0];
  CHECK(c.url == "https://***@x.example/p");
  CHECK(c.final_url == "https://***@x.example/p");
  CHECK(c.result == Result::excluded);
  CHECK(c.url.find("secret") == std::string::npos);
  CHECK(rep.systems[0].citations[1].result == Result::unreachable);
  CHECK(rep.systems[0].citations[1].detail == "not fetched");
  CHECK(rep.systems[0].verdict == Verdict::unverifiable);
}

TEST_CASE("note and cited_for come from the record") {
  World w;
  Citation c = cite("https://v.example/watch", {"sources", "Accelerator"});
  c.note = "the cluster is mentioned at 15:01";
  w.records = {record("v", {c})};
  w.read(reading("https://v.example/watch", Result::does_not_name));
  Report rep = w.run();
  CHECK(rep.systems[0].citations[0].note == "the cluster is mentioned at 15:01");
  CHECK(rep.systems[0].citations[0].cited_for == std::vector<std::string>{"sources", "Accelerator"});
}

TEST_CASE("overrides: an active one forces the result, an expired one is only mentioned") {
  World w;
  w.records = {record("o", {cite("https://o.example/blocked"), cite("https://o.example/old")})};
  w.read(reading("https://o.example/blocked", Result::blocked, "HTTP 403"));
  w.read(reading("https://o.example/old", Result::does_not_name));
  Override active = decision("o", "https://O.example/blocked#frag", Result::names,
                             "page names it, checked by hand", "alice");
  active.expires = day("2026-11-30");  // still valid on its last day
  Override old = active;
  old.url = old.key = "https://o.example/old";
  old.expires = day("2026-11-01");
  old.decided_by = "bob";
  w.rules.overrides = {active, old};

  Report rep = w.run("2026-11-30");
  const auto& forced = rep.systems[0].citations[0];
  CHECK(forced.result == Result::names);
  CHECK(forced.detail == "override by alice: page names it, checked by hand");
  CHECK_FALSE(forced.failing_since);
  const auto& expired = rep.systems[0].citations[1];
  CHECK(expired.result == Result::does_not_name);
  CHECK(expired.detail.find("expired") != std::string::npos);
  CHECK(expired.detail.find("bob") != std::string::npos);
  CHECK(rep.systems[0].verdict == Verdict::verified);

  // The next day the first override has expired too.
  rep = w.run("2026-12-01");
  CHECK(rep.systems[0].citations[0].result == Result::blocked);
  CHECK(rep.systems[0].verdict == Verdict::unverifiable);
}

TEST_CASE("an override that forces a failure drops the evidence; one for another system is ignored") {
  World w;
  w.records = {record("p", {cite("https://p.example/a")}), record("q", {cite("https://p.example/a")})};
  Reading r = reading("https://p.example/a", Result::does_not_name);
  r.namings.emplace_back("p", naming("Pea"));
  r.namings.emplace_back("q", naming("Queue"));
  w.read(r);
  w.rules.overrides = {decision("p", "https://p.example/a", Result::excluded,
                                "a different machine of the same name", "carol")};
  Report rep = w.run();
  CHECK(rep.systems[0].citations[0].result == Result::excluded);
  CHECK_FALSE(rep.systems[0].citations[0].evidence);
  CHECK(rep.systems[0].citations[0].fragment_url.empty());
  CHECK(rep.systems[1].citations[0].result == Result::names);
}

TEST_CASE("history: a failure keeps its result, gains failing_since, and counts last_good") {
  World w;
  w.records = {record("h", {cite("https://h.example/p")})};
  w.read(reading("https://h.example/p", Result::server_error, "HTTP 503"));
  const std::pair<std::string, std::string> key{"h", "https://h.example/p"};

  SUBCASE("failing once: unconfirmed, the verdict uses last_good") {
    w.history[key] = {{day("2026-11-28"), Result::names}, {day("2026-11-29"), Result::names}};
    Report rep = w.run("2026-11-30");
    const auto& c = rep.systems[0].citations[0];
    CHECK(c.result == Result::server_error);
    CHECK(c.failing_since == "2026-11-30");
    CHECK_FALSE(c.confirmed);
    REQUIRE(c.last_good);
    CHECK(c.last_good->result == Result::names);
    CHECK(c.last_good->date == "2026-11-29");
    CHECK(rep.systems[0].verdict == Verdict::verified);
    CHECK(rep.summary.results.at("server-error") == 1);  // the row shows tonight
  }
  SUBCASE("K nights over D days: confirmed, the verdict uses tonight") {
    w.history[key] = {{day("2026-11-27"), Result::names},
                      {day("2026-11-28"), Result::server_error},
                      {day("2026-11-29"), Result::unreachable}};
    Report rep = w.run("2026-11-30");
    const auto& c = rep.systems[0].citations[0];
    CHECK(c.failing_since == "2026-11-28");
    CHECK(c.confirmed);
    CHECK(c.last_good->date == "2026-11-27");
    CHECK(rep.systems[0].verdict == Verdict::unverifiable);
  }
  SUBCASE("never readable: nothing to fall back on") {
    Report rep = w.run("2026-11-30");
    const auto& c = rep.systems[0].citations[0];
    CHECK(c.failing_since == "2026-11-30");
    CHECK_FALSE(c.last_good);
    CHECK(rep.systems[0].verdict == Verdict::unverifiable);
  }
  SUBCASE("readable again: no failure state") {
    w.read(reading("https://h.example/p", Result::does_not_name));
    w.history[key] = {{day("2026-11-29"), Result::server_error}};
    Report rep = w.run("2026-11-30");
    CHECK_FALSE(rep.systems[0].citations[0].failing_since);
    CHECK_FALSE(rep.systems[0].citations[0].last_good);
    CHECK(rep.systems[0].verdict == Verdict::weakly_sourced);
  }
}

TEST_CASE("content drift: a page that named the system last night and no longer does says so") {
  World w;
  w.records = {record("d", {cite("https://d.example/p")})};
  w.read(reading("https://d.example/p", Result::does_not_name));
  w.history[{"d", "https://d.example/p"}] = {{day("2026-11-28"), Result::names}, {day("2026-11-29"), Result::names}};
  Report rep = w.run("2026-11-30");
  CHECK(rep.systems[0].citations[0].result == Result::does_not_name);
  CHECK(rep.systems[0].citations[0].detail == "named this system on 2026-11-29, no longer does");
  CHECK(rep.systems[0].verdict == Verdict::weakly_sourced);  // a readable page counts tonight
  w.history[{"d", "https://d.example/p"}] = {{day("2026-11-28"), Result::names}, {day("2026-11-29"), Result::does_not_name}};
  CHECK(w.run("2026-11-30").systems[0].citations[0].detail.empty());
}

TEST_CASE("a page that names the system outranks one that describes it") {
  World w;
  w.records = {record("n", {cite("https://m.example/x"), cite("https://a.example/x")})};
  Reading m = reading("https://m.example/x", Result::does_not_name);
  m.namings.emplace_back("n", description());
  w.read(m);
  Reading a = reading("https://a.example/x", Result::does_not_name);
  a.namings.emplace_back("n", naming("Alpha"));
  w.read(a);
  CHECK(w.run().systems[0].verdict == Verdict::verified);
  w.read(reading("https://a.example/x", Result::does_not_name));
  CHECK(w.run().systems[0].verdict == Verdict::described);
}

TEST_CASE("a describes reading is a last_good: an unconfirmed failure keeps the system described") {
  World w;
  w.records = {record("m", {cite("https://m.example/x")})};
  w.read(reading("https://m.example/x", Result::blocked, "HTTP 403"));
  w.history[{"m", "https://m.example/x"}] = {{day("2026-11-29"), Result::describes}};
  Report rep = w.run("2026-11-30");
  const auto& c = rep.systems[0].citations[0];
  REQUIRE(c.last_good);
  CHECK(c.last_good->result == Result::describes);
  CHECK(c.result == Result::blocked);
  CHECK(c.identified_by.empty());
  CHECK(rep.systems[0].verdict == Verdict::described);
  CHECK(rep.summary[Verdict::described] == 1);
}

TEST_CASE("content drift between names, describes and does-not-name") {
  World w;
  w.records = {record("d", {cite("https://m.example/x")})};
  const std::pair<std::string, std::string> key{"d", "https://m.example/x"};
  Reading m = reading("https://m.example/x", Result::does_not_name);
  m.namings.emplace_back("d", description());
  w.read(m);
  SUBCASE("named, now described: not \"no longer names\", it now only describes") {
    w.history[key] = {{day("2026-11-29"), Result::names}};
    Report rep = w.run("2026-11-30");
    CHECK(rep.systems[0].citations[0].result == Result::describes);
    CHECK(rep.systems[0].citations[0].detail ==
          "named this system on 2026-11-29, now only describes it");
  }
  SUBCASE("described, now neither") {
    w.read(reading("https://m.example/x", Result::does_not_name));
    w.history[key] = {{day("2026-11-29"), Result::describes}};
    CHECK(w.run("2026-11-30").systems[0].citations[0].detail ==
          "described this system on 2026-11-29, no longer does");
  }
  SUBCASE("described before and now: nothing to say") {
    w.history[key] = {{day("2026-11-29"), Result::describes}};
    CHECK(w.run("2026-11-30").systems[0].citations[0].detail.empty());
  }
}

TEST_CASE("an override to describes keeps the quote and what identified it, not the alias") {
  World w;
  w.records = {record("o", {cite("https://a.example/x")})};
  Reading a = reading("https://a.example/x", Result::does_not_name);
  a.namings.emplace_back("o", naming("Alpha"));
  w.read(a);
  w.rules.overrides = {decision("o", "https://a.example/x", Result::describes,
                                "Alpha here is another lab's machine; the facts are ours", "dana")};
  Report rep = w.run();
  const auto& c = rep.systems[0].citations[0];
  CHECK(c.result == Result::describes);
  CHECK_FALSE(c.matched_alias);
  CHECK(c.evidence == "the Alpha machine");
  CHECK(c.identified_by == std::vector<std::string>{"alias: Alpha"});
  CHECK(rep.systems[0].verdict == Verdict::described);
}

TEST_CASE("decide with no records gives an empty report and the sentence") {
  verdict::DecideInput in{.today = day("2026-11-30"), .generated_at = "", .tool_version = ""};
  Report rep = decide(in);
  CHECK(rep.systems.empty());
  CHECK(rep.summary.sentence ==
        "0 of 0 systems have a readable citation that names them, and 0 are genuinely weakly "
        "sourced; 0 are described by their sources without being named; 0 could not be "
        "checked because their sources were unreadable, and 0 have no citation with a URL.");
}

TEST_CASE("system by system (decide_system, SummaryTally) is decide() in pieces") {
  World w;
  w.records = {record("b", {cite("https://b.example/page")}), record("c", {}),
               record("a", {cite("https://a.example/x"), cite("https://b.example/page")})};
  Reading a = reading("https://a.example/x", Result::does_not_name);
  a.namings.emplace_back("a", naming("Alpha"));
  w.read(a);
  w.read(reading("https://b.example/page", Result::blocked, "HTTP 403"));
  const Report whole = w.run();

  const NightReadings night(w.readings);
  verdict::DecideInput in{.readings = &night,
                          .history = &w.history,
                          .rules = &w.rules,
                          .today = day("2026-11-30"),
                          .generated_at = "",
                          .tool_version = ""};
  verdict::SummaryTally tally;
  std::vector<std::string> ids;
  for (const Record* r : verdict::in_id_order(w.records)) {
    SystemReport s = verdict::decide_system(in, *r);
    tally.add(s);
    ids.push_back(s.id);
    const auto& same = whole.systems[ids.size() - 1];
    CHECK(s.id == same.id);
    CHECK(s.verdict == same.verdict);
    REQUIRE(s.citations.size() == same.citations.size());
    for (std::size_t i = 0; i < s.citations.size(); ++i) {
      CHECK(s.citations[i].result == same.citations[i].result);
      CHECK(s.citations[i].detail == same.citations[i].detail);
    }
  }
  CHECK(ids == std::vector<std::string>{"a", "b", "c"});
  const Summary sum = tally.summary(whole.summary.urls);
  CHECK(sum.sentence == whole.summary.sentence);
  CHECK(sum.results == whole.summary.results);
  CHECK(sum.citations == whole.summary.citations);
  CHECK(sum.systems == 3);
}

TEST_CASE("a row that does not name its system tells the other systems its page names") {
  World w;
  Record alpha = record("alpha", {cite("https://shared.example/news")});
  alpha.name = "Alpha Cluster";
  Record beta = record("beta", {cite("https://shared.example/news")});
  beta.name = "Beta Cluster";
  Record gamma = record("gamma", {cite("https://shared.example/news")});
  gamma.name = "Gamma Cluster";
  w.records = {gamma, beta, alpha};
  Reading r = reading("https://shared.example/news", Result::does_not_name);
  r.namings.emplace_back("alpha", naming("Alpha"));
  r.namings.emplace_back("beta", description());  // only described: names no one
  w.read(r);
  auto rep = w.run();
  REQUIRE(rep.systems.size() == 3);
  CHECK(rep.systems[0].citations[0].result == Result::names);  // alpha: no hint on its own page
  CHECK(rep.systems[0].citations[0].detail.empty());
  CHECK(rep.systems[1].citations[0].result == Result::describes);  // beta: identified, no hint
  CHECK(rep.systems[1].citations[0].detail.empty());
  CHECK(rep.systems[2].citations[0].detail == "names another system of the dataset: Alpha Cluster");
  // An override to does-not-name is told the lead too, after its own reason.
  w.rules.overrides.push_back(
      decision("beta", "https://shared.example/news", Result::does_not_name, "checked", "ed"));
  rep = w.run();
  CHECK(rep.systems[1].citations[0].detail ==
        "override by ed: checked; names another system of the dataset: Alpha Cluster");
}

TEST_CASE("a row decided on an archive copy carries it; an override drops it") {
  World w;
  w.records = {record("a", {cite("https://a.example/gone")}), record("b", {cite("https://b.example/gone")})};
  const ArchiveCopy copy{"https://web.archive.org/web/20240301000000/https://a.example/gone",
                         "2024-03-01", "the live page is not-found (HTTP 404)"};
  Reading r = reading("https://a.example/gone", Result::does_not_name);
  r.http_status = 404;
  r.archive = copy;
  r.namings.emplace_back("a", naming("Ay"));
  w.read(r);
  Reading b = r;
  b.url = b.final_url = "https://b.example/gone";
  b.namings.clear();
  b.namings.emplace_back("b", naming("Bee"));
  w.read(b);
  w.rules.overrides = {decision("b", "https://b.example/gone", Result::does_not_name,
                                "the copy is of another machine", "dora")};
  Report rep = w.run();
  const auto& on_copy = rep.systems[0].citations[0];
  CHECK(on_copy.result == Result::names);
  REQUIRE(on_copy.archive);
  CHECK(*on_copy.archive == copy);
  CHECK(on_copy.http_status == 404);  // the live page's
  CHECK(rep.systems[0].verdict == Verdict::verified);
  CHECK_FALSE(rep.systems[1].citations[0].archive);
}
