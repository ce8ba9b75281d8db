// State: what one night writes is what the next night reads back.
#include <doctest/doctest.h>

#include <sqlite3.h>

#include <utility>

#include "state/state.h"
#include "records.h"
#include "support/scratch.h"

using namespace verifier;
using state::State;
using test::day;
using test::record;

namespace {

Reading readable(const std::string& url, const std::string& etag, const std::vector<std::string>& named = {}) {
  Reading r;
  r.url = url;
  r.final_url = url + "?final";
  r.http_status = 200;
  r.result = Result::does_not_name;
  r.text_hash = "hash-" + etag;
  r.etag = etag;
  r.last_modified = "Sun, 29 Nov 2026 10:00:00 GMT";
  for (const auto& id : named) {
    Naming& n = r.namings.emplace_back(id, Naming{}).second;
    n.alias = "Alias " + id;
    n.derived = true;
    n.evidence = "quote of " + id;
    n.context = "supercomputer";
    n.fragment_url = url + "#:~:text=" + id;
  }
  return r;
}

// A readable page that describes `id` without naming it.
Reading describing(const std::string& url, const std::string& etag, const std::string& id) {
  Reading r = readable(url, etag);
  Naming& n = r.namings.emplace_back(id, Naming{}).second;
  n.describes = true;
  n.evidence = "Meta's cluster of 24,576 H100";
  n.identified_by = {"operator: Meta", "count: 24,576", "model: H100"};
  n.fragment_url = url + "#:~:text=24%2C576";
  return r;
}

Reading failing(const std::string& url, Result res, std::string detail) {
  Reading r;
  r.url = url;
  r.final_url = url;
  r.result = res;
  r.detail = std::move(detail);
  return r;
}

Report verdicts(const std::vector<std::pair<std::string, Verdict>>& vs) {
  Report rep;
  for (const auto& [id, v] : vs) {
    SystemReport s;
    s.id = id;
    s.name = id;
    s.verdict = v;
    rep.systems.push_back(s);
  }
  return rep;
}

const std::string page_a = "https://a.example/p";
const std::string page_b = "https://b.example/q";

}  // namespace

TEST_CASE("a fresh state knows nothing") {
  test::Scratch dir;
  State st(dir / "sub" / "state.sqlite");  // the folder is created
  CHECK_FALSE(st.last_reading(page_a));
  CHECK(st.history({record("x", {page_a})}, day("2026-11-30")).empty());
  CHECK(st.night_counts(30).empty());
}

TEST_CASE("round trip: last reading, history and counts survive a reopen") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  {
    State st(file);
    std::map<std::string, Reading> night1 = {{page_a, readable(page_a, "e1", {"sys-1"})},
                                             {page_b, readable(page_b, "b1")}};
    st.record_night(day("2026-11-28"), night1,
                    verdicts({{"sys-1", Verdict::verified}, {"sys-2", Verdict::weakly_sourced}}));
    std::map<std::string, Reading> night2 = {{page_a, failing(page_a, Result::server_error, "HTTP 503")},
                                             {page_b, readable(page_b, "b2")}};
    st.record_night(day("2026-11-29"), night2,
                    verdicts({{"sys-1", Verdict::verified}, {"sys-2", Verdict::unverifiable}}));
  }
  State st(file);

  auto a = st.last_reading(page_a);
  REQUIRE(a);  // the failure did not replace the readable reading
  CHECK(a->etag == "e1");
  CHECK(a->last_modified == "Sun, 29 Nov 2026 10:00:00 GMT");
  CHECK(a->text_hash == "hash-e1");
  CHECK(a->final_url == page_a + "?final");
  CHECK(a->http_status == 200);
  CHECK(a->result == Result::does_not_name);
  REQUIRE(a->namings.size() == 1);
  const Naming* n = a->naming_for("sys-1");
  REQUIRE(n);
  CHECK(n->alias == "Alias sys-1");
  CHECK(n->derived);
  CHECK(n->evidence == "quote of sys-1");
  CHECK(n->context == "supercomputer");
  CHECK(n->fragment_url == page_a + "#:~:text=sys-1");
  CHECK(st.last_reading(page_b)->etag == "b2");

  auto h = st.history({record("sys-1", {page_a}), record("sys-2", {page_a, page_b})}, day("2026-11-30"));
  const auto& s1a = h.at({"sys-1", page_a});
  REQUIRE(s1a.size() == 2);
  CHECK(s1a[0].date == day("2026-11-28"));
  CHECK(s1a[0].result == Result::names);
  CHECK(s1a[1].result == Result::server_error);
  const auto& s2a = h.at({"sys-2", page_a});
  CHECK(s2a[0].result == Result::does_not_name);  // the page named sys-1, not sys-2
  CHECK(h.at({"sys-2", page_b}).size() == 2);

  // Only the nights strictly before the date asked for.
  CHECK(st.history({record("sys-1", {page_a})}, day("2026-11-29")).at({"sys-1", page_a}).size() == 1);

  // One record at a time gives that record's part of the whole.
  auto one = st.history_of(record("sys-2", {page_a, page_b}), day("2026-11-30"));
  CHECK(one.size() == 2);
  CHECK(one.at({"sys-2", page_b}).size() == h.at({"sys-2", page_b}).size());
  CHECK(one.at({"sys-2", page_a})[0].result == Result::does_not_name);

  auto counts = st.night_counts(30);
  REQUIRE(counts.size() == 2);
  CHECK(counts[0].date == "2026-11-28");
  CHECK(counts[0][Verdict::verified] == 1);
  CHECK(counts[0][Verdict::weakly_sourced] == 1);
  CHECK(counts[1][Verdict::unverifiable] == 1);
  auto last = st.night_counts(1);
  REQUIRE(last.size() == 1);
  CHECK(last[0].date == "2026-11-29");
}

TEST_CASE("history keys URLs by same_url_key") {
  test::Scratch dir;
  State st(dir / "state.sqlite");
  st.record_night(day("2026-11-28"), {{page_a, readable(page_a, "e1", {"s"})}}, verdicts({{"s", Verdict::verified}}));
  auto h = st.history({record("s", {"HTTPS://A.example:443/p#section"})}, day("2026-11-30"));
  REQUIRE(h.count({"s", page_a}) == 1);
  CHECK(h.at({"s", page_a})[0].result == Result::names);
}

TEST_CASE("rerunning a date replaces that night") {
  test::Scratch dir;
  State st(dir / "state.sqlite");
  st.record_night(day("2026-11-29"), {{page_a, failing(page_a, Result::blocked, "HTTP 403")}},
                  verdicts({{"s", Verdict::unverifiable}}));
  st.record_night(day("2026-11-29"), {{page_a, readable(page_a, "e2", {"s"})}},
                  verdicts({{"s", Verdict::verified}}));
  auto h = st.history({record("s", {page_a})}, day("2026-11-30"));
  REQUIRE(h.at({"s", page_a}).size() == 1);
  CHECK(h.at({"s", page_a})[0].result == Result::names);
  auto counts = st.night_counts(10);
  REQUIRE(counts.size() == 1);
  CHECK(counts[0][Verdict::verified] == 1);
  CHECK(counts[0][Verdict::unverifiable] == 0);
}

TEST_CASE("an older night never replaces a newer last reading") {
  test::Scratch dir;
  State st(dir / "state.sqlite");
  st.record_night(day("2026-11-29"), {{page_a, readable(page_a, "new")}}, verdicts({}));
  st.record_night(day("2026-11-20"), {{page_a, readable(page_a, "old")}}, verdicts({}));
  CHECK(st.last_reading(page_a)->etag == "new");
}

TEST_CASE("a night that fails half-way leaves the previous state as it was") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  {
    State st(file);
    st.record_night(day("2026-11-28"), {{page_a, readable(page_a, "e1", {"s"})}},
                    verdicts({{"s", Verdict::verified}}));
    // The URL rows are written first; the repeated system id fails after them.
    Report broken = verdicts({{"s", Verdict::unverifiable}, {"s", Verdict::unverifiable}});
    CHECK_THROWS_AS(st.record_night(day("2026-11-29"),
                                    {{page_a, readable(page_a, "e2")},
                                     {page_b, failing(page_b, Result::not_found, "HTTP 404")}},
                                    broken),
                    state::StateError);
    // The same State still works after the failed night.
    CHECK(st.last_reading(page_a)->etag == "e1");
  }
  State st(file);
  CHECK(st.last_reading(page_a)->etag == "e1");
  CHECK(st.last_reading(page_a)->namings.size() == 1);
  CHECK(st.history({record("s", {page_a, page_b})}, day("2026-12-01")).size() == 1);
  auto counts = st.night_counts(10);
  REQUIRE(counts.size() == 1);
  CHECK(counts[0].date == "2026-11-28");
}

TEST_CASE("the state file is in WAL mode") {
  test::Scratch dir;
  { State st(dir / "state.sqlite"); st.record_night(day("2026-11-28"), {}, verdicts({{"s", Verdict::uncited}})); }
  // A WAL database has 2 in both version bytes of its header (offsets 18, 19).
  std::FILE* f = std::fopen((dir / "state.sqlite").c_str(), "rb");
  REQUIRE(f);
  unsigned char header[20] = {};
  CHECK(std::fread(header, 1, sizeof header, f) == sizeof header);
  std::fclose(f);
  CHECK(header[18] == 2);
  CHECK(header[19] == 2);
}

TEST_CASE("a file that is not a state fails with StateError naming it") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  { std::FILE* f = std::fopen(file.c_str(), "wb"); std::fputs("not a database, just text\n", f); std::fclose(f); }
  try {
    State st(file);
    FAIL("opened a file that is not a database");
  } catch (const state::StateError& e) {
    CHECK(std::string(e.what()).rfind(file.string() + ": ", 0) == 0);
  }
  // The failed open released its lock: a second try fails the same way, not as locked.
  CHECK_THROWS_AS(State{file}, state::StateError);
}

TEST_CASE("a night recorded with only the verdicts counts as with the whole report") {
  test::Scratch dir;
  State st(dir / "state.sqlite");
  st.record_night(day("2026-11-28"), {{page_a, readable(page_a, "e1", {"s"})}},
                  State::Verdicts{{"s", Verdict::verified}, {"t", Verdict::uncited}});
  auto counts = st.night_counts(10);
  REQUIRE(counts.size() == 1);
  CHECK(counts[0][Verdict::verified] == 1);
  CHECK(counts[0][Verdict::uncited] == 1);
  CHECK(st.last_reading(page_a)->etag == "e1");
}

TEST_CASE("a page that describes a system: describes and identified_by survive, history says describes") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  {
    State st(file);
    st.record_night(day("2026-11-28"), {{page_a, describing(page_a, "e1", "meta")}},
                    verdicts({{"meta", Verdict::described}}));
    st.record_night(day("2026-11-29"), {{page_a, failing(page_a, Result::blocked, "HTTP 403")}},
                    verdicts({{"meta", Verdict::described}}));
  }
  State st(file);
  auto a = st.last_reading(page_a);
  REQUIRE(a);
  const Naming* n = a->naming_for("meta");
  REQUIRE(n);
  CHECK(n->describes);
  CHECK(n->alias.empty());
  CHECK(n->identified_by ==
        std::vector<std::string>{"operator: Meta", "count: 24,576", "model: H100"});
  CHECK(n->evidence == "Meta's cluster of 24,576 H100");

  auto h = st.history({record("meta", {page_a}), record("other", {page_a})}, day("2026-11-30"));
  const auto& meta = h.at({"meta", page_a});
  REQUIRE(meta.size() == 2);
  CHECK(meta[0].result == Result::describes);
  CHECK(meta[1].result == Result::blocked);
  CHECK(h.at({"other", page_a})[0].result == Result::does_not_name);

  auto counts = st.night_counts(10);
  REQUIRE(counts.size() == 2);
  CHECK(counts[0][Verdict::described] == 1);
  CHECK(counts[0][Verdict::verified] == 0);
}

TEST_CASE("a naming's identified_by comes back item by item, and a page read again replaces it") {
  test::Scratch dir;
  State st(dir / "state.sqlite");
  Reading r = readable(page_a, "e1", {"q", "s", "t"});
  r.namings[1].second.identified_by = {"alias: Summit", "operator: Oak Ridge, TN"};
  st.record_night(day("2026-11-28"), {{page_a, r}}, verdicts({{"s", Verdict::verified}}));
  auto back = st.last_reading(page_a);
  REQUIRE(back);
  REQUIRE(back->namings.size() == 3);
  CHECK(back->naming_for("q")->identified_by.empty());
  CHECK(back->naming_for("t")->identified_by.empty());
  const Naming* s = back->naming_for("s");
  REQUIRE(s);
  CHECK_FALSE(s->describes);
  CHECK(s->identified_by == r.namings[1].second.identified_by);
  st.record_night(day("2026-11-29"), {{page_a, readable(page_a, "e2", {"s"})}},
                  verdicts({{"s", Verdict::verified}}));
  CHECK(st.last_reading(page_a)->naming_for("s")->identified_by.empty());
}

TEST_CASE("a state file of schema 1 opens, keeps its nights, and takes schema 2 nights") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  {
    // The tables as schema 1 wrote them, with one night that named "s".
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(file.c_str(), &db) == SQLITE_OK);
    const char* old = R"sql(
      CREATE TABLE url_last (url_key TEXT PRIMARY KEY, url TEXT NOT NULL, final_url TEXT,
        http_status INTEGER, result TEXT NOT NULL, detail TEXT, text_hash TEXT, etag TEXT,
        last_modified TEXT, date TEXT NOT NULL);
      CREATE TABLE url_last_naming (url_key TEXT NOT NULL, system_id TEXT NOT NULL, alias TEXT,
        derived INTEGER, evidence TEXT, context TEXT, fragment_url TEXT,
        PRIMARY KEY (url_key, system_id));
      CREATE TABLE url_night (date TEXT NOT NULL, url_key TEXT NOT NULL, result TEXT NOT NULL,
        http_status INTEGER, detail TEXT, text_hash TEXT, PRIMARY KEY (date, url_key));
      CREATE TABLE url_night_named (date TEXT NOT NULL, url_key TEXT NOT NULL,
        system_id TEXT NOT NULL, PRIMARY KEY (date, url_key, system_id));
      CREATE TABLE system_night (date TEXT NOT NULL, system_id TEXT NOT NULL,
        verdict TEXT NOT NULL, PRIMARY KEY (date, system_id));
      INSERT INTO url_last VALUES ('https://a.example/p', 'https://a.example/p', NULL, 200,
        'does-not-name', '', 'h', 'e0', '', '2026-11-27');
      INSERT INTO url_last_naming VALUES ('https://a.example/p', 's', 'S', 0, 'the S machine',
        '', '');
      INSERT INTO url_night VALUES ('2026-11-27', 'https://a.example/p', 'does-not-name', 200,
        '', 'h');
      INSERT INTO url_night_named VALUES ('2026-11-27', 'https://a.example/p', 's');
      INSERT INTO system_night VALUES ('2026-11-27', 's', 'verified');
    )sql";
    CHECK(sqlite3_exec(db, old, nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
  }
  State st(file);
  auto a = st.last_reading(page_a);
  REQUIRE(a);
  REQUIRE(a->naming_for("s"));
  CHECK_FALSE(a->naming_for("s")->describes);
  CHECK(a->naming_for("s")->identified_by.empty());
  st.record_night(day("2026-11-28"), {{page_a, describing(page_a, "e1", "s")}},
                  verdicts({{"s", Verdict::described}}));
  auto h = st.history({record("s", {page_a})}, day("2026-11-30")).at({"s", page_a});
  REQUIRE(h.size() == 2);
  CHECK(h[0].result == Result::names);
  CHECK(h[1].result == Result::describes);
  CHECK(st.last_reading(page_a)->naming_for("s")->describes);
}
