// The state's schema version (PRAGMA user_version) and its forward
// migrations (issue 16 item 4), and credentials never stored (defect 4).
#include <doctest/doctest.h>

#include <sqlite3.h>

#include <string>

#include "state/state.h"
#include "records.h"
#include "support/scratch.h"

using namespace verifier;
using state::State;
using test::day;
using test::record;

namespace {

// The schema every state file had before versioning (version 0), frozen
// here as it was written: the migrations must bring such files forward.
// A copy on purpose, not state.cpp's own: the files in the wild keep this
// schema whatever the code's copy becomes, and the test below fails when
// that copy is edited instead of a migration added.
constexpr const char* schema_v0 = R"sql(
CREATE TABLE IF NOT EXISTS url_last (
  url_key TEXT PRIMARY KEY, url TEXT NOT NULL, final_url TEXT, http_status INTEGER,
  result TEXT NOT NULL, detail TEXT, text_hash TEXT, etag TEXT, last_modified TEXT,
  date TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS url_last_naming (
  url_key TEXT NOT NULL, system_id TEXT NOT NULL, alias TEXT, derived INTEGER,
  evidence TEXT, context TEXT, fragment_url TEXT, PRIMARY KEY (url_key, system_id));
CREATE TABLE IF NOT EXISTS url_night (
  date TEXT NOT NULL, url_key TEXT NOT NULL, result TEXT NOT NULL, http_status INTEGER,
  detail TEXT, text_hash TEXT, PRIMARY KEY (date, url_key));
CREATE INDEX IF NOT EXISTS url_night_by_key ON url_night (url_key, date);
CREATE TABLE IF NOT EXISTS url_night_named (
  date TEXT NOT NULL, url_key TEXT NOT NULL, system_id TEXT NOT NULL,
  PRIMARY KEY (date, url_key, system_id));
CREATE TABLE IF NOT EXISTS system_night (
  date TEXT NOT NULL, system_id TEXT NOT NULL, verdict TEXT NOT NULL,
  PRIMARY KEY (date, system_id));
)sql";

const std::string secret_url = "https://editor:s3cret-pw@creds.example/page";
const std::string secret_key = "https://***@creds.example/page";
const std::string plain_url = "https://plain.example/p";

// Raw SQL on a state file, as the test's own connection.
class Raw {
 public:
  explicit Raw(const std::filesystem::path& file) {
    REQUIRE(sqlite3_open(file.c_str(), &db_) == SQLITE_OK);
  }
  ~Raw() { sqlite3_close(db_); }
  void exec(const std::string& sql) {
    char* err = nullptr;
    int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err);
    INFO(sql << ": " << (err ? err : ""));
    sqlite3_free(err);
    REQUIRE(rc == SQLITE_OK);
  }
  // The first column of every row, joined by '|'.
  std::string column(const std::string& sql) {
    sqlite3_stmt* st = nullptr;
    REQUIRE(sqlite3_prepare_v2(db_, sql.c_str(), -1, &st, nullptr) == SQLITE_OK);
    std::string out;
    while (sqlite3_step(st) == SQLITE_ROW) {
      auto t = sqlite3_column_text(st, 0);
      out += (out.empty() ? "" : "|") + std::string(t ? reinterpret_cast<const char*>(t) : "NULL");
    }
    sqlite3_finalize(st);
    return out;
  }

 private:
  sqlite3* db_ = nullptr;
};

// A state file as today's code writes it: version 0, a credential URL's
// key in clear in every table that keys by URL.
void write_v0_state(const std::filesystem::path& file) {
  Raw raw(file);
  raw.exec("PRAGMA journal_mode=WAL;");
  raw.exec(schema_v0);
  for (const auto& date : {std::string("2026-11-27"), std::string("2026-11-28")}) {
    raw.exec("INSERT INTO url_night VALUES ('" + date + "', '" + secret_url +
             "', 'excluded', NULL, 'credentials in the URL', '')");
    raw.exec("INSERT INTO url_night VALUES ('" + date + "', '" + plain_url +
             "', 'does-not-name', 200, '', 'h1')");
    raw.exec("INSERT INTO url_night_named VALUES ('" + date + "', '" + plain_url + "', 'sys')");
    raw.exec("INSERT INTO url_night_named VALUES ('" + date + "', '" + secret_url + "', 'sys')");
    raw.exec("INSERT INTO system_night VALUES ('" + date + "', 'sys', 'verified')");
  }
  raw.exec("INSERT INTO url_last VALUES ('" + secret_url + "', '" + secret_url + "', '" +
           secret_url + "?final', 200, 'does-not-name', '', 'h0', '\"e0\"', '', '2026-11-28')");
  raw.exec("INSERT INTO url_last VALUES ('" + plain_url + "', '" + plain_url + "', '" + plain_url +
           "', 200, 'does-not-name', '', 'h1', '\"e1\"', '', '2026-11-28')");
  raw.exec("INSERT INTO url_last_naming VALUES ('" + secret_url + "', 'sys', 'Sys', 0, 'Sys', '', '" +
           secret_url + "#:~:text=Sys')");
  raw.exec("INSERT INTO url_last_naming VALUES ('" + plain_url + "', 'sys', 'Sys', 0, 'Sys', '', '" +
           plain_url + "#:~:text=Sys')");
}

bool file_holds(const std::filesystem::path& file, const std::string& text) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return false;
  return test::slurp(file).find(text) != std::string::npos;
}

}  // namespace

TEST_CASE("a fresh state is at the current schema version") {
  test::Scratch dir;
  { State st(dir / "state.sqlite"); }
  Raw raw(dir / "state.sqlite");
  CHECK(raw.column("PRAGMA user_version") == std::to_string(State::schema_version));
  CHECK(State::schema_version >= 1);
}

TEST_CASE("a state file of today's schema (version 0) is migrated forward on opening") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  write_v0_state(file);
  REQUIRE(file_holds(file, "s3cret-pw"));  // the test's premise: the password is there
  {
    State st(file);
    // What was there is still found, under the same keys as before for
    // plain URLs, and under the redacted key for the credential one.
    auto plain = st.last_reading(plain_url);
    REQUIRE(plain);
    CHECK(plain->etag == "\"e1\"");
    CHECK(plain->namings.size() == 1);
    auto history = st.history({record("sys", {plain_url, secret_url})}, day("2026-12-01"));
    CHECK(history.size() == 2);
    CHECK(history[{"sys", secret_url}].size() == 2);  // keyed as the caller keys it
    CHECK(st.night_counts(10).size() == 2);
    auto secret = st.last_reading(secret_url);
    REQUIRE(secret);
    CHECK(secret->url == secret_key);
    CHECK(secret->final_url == secret_key + "?final");
  }
  Raw raw(file);
  CHECK(raw.column("PRAGMA user_version") == std::to_string(State::schema_version));
  CHECK(raw.column("SELECT DISTINCT url_key FROM url_night ORDER BY url_key") ==
        secret_key + "|" + plain_url);
  CHECK(raw.column("SELECT url_key FROM url_night_named WHERE date = '2026-11-28' ORDER BY url_key") ==
        secret_key + "|" + plain_url);
  CHECK(raw.column("SELECT url FROM url_last ORDER BY url") == secret_key + "|" + plain_url);
  CHECK(raw.column("SELECT fragment_url FROM url_last_naming ORDER BY url_key") ==
        secret_key + "#:~:text=Sys|" + plain_url + "#:~:text=Sys");
  // Nowhere in the file any more, nor in its journal: not in a freed page.
  CHECK_FALSE(file_holds(file, "s3cret-pw"));
  CHECK_FALSE(file_holds(dir / "state.sqlite-wal", "s3cret-pw"));
}

// "A new file and an old one end the same": what state.cpp creates for a
// new file is the frozen version 0, brought forward by the same migrations.
TEST_CASE("a migrated version-0 state has the schema of a new one") {
  test::Scratch dir;
  write_v0_state(dir / "old.sqlite");
  { State old_state(dir / "old.sqlite"); }
  { State new_state(dir / "new.sqlite"); }
  const std::string schema =
      "SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_master "
      "ORDER BY type, name";
  const std::string migrated = Raw(dir / "old.sqlite").column(schema);
  CHECK(migrated.find("url_last_claim") != std::string::npos);  // every migration ran
  CHECK(migrated == Raw(dir / "new.sqlite").column(schema));
}

TEST_CASE("a state written by a newer verifier is refused, naming the file") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  { Raw raw(file); raw.exec(schema_v0); raw.exec("PRAGMA user_version = 999"); }
  try {
    State st(file);
    FAIL("opened a state of a newer schema");
  } catch (const state::StateError& e) {
    const std::string what = e.what();
    CHECK(what.rfind(file.string() + ": ", 0) == 0);
    CHECK(what.find("schema version 999") != std::string::npos);
  }
  Raw raw(file);
  CHECK(raw.column("PRAGMA user_version") == "999");  // left as it was
}

// Defect 4: the night's writes store keys with credentials redacted, and
// the history of that citation is still found.
TEST_CASE("a night never stores a password, and the URL's history still adds up") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  {
    State st(file);
    Reading r;
    r.url = r.final_url = secret_url;
    r.result = Result::excluded;
    r.detail = "credentials in the URL";
    st.record_night(day("2026-11-27"), {{secret_url, r}}, State::Verdicts{{"sys", Verdict::unverifiable}});
    st.record_night(day("2026-11-28"), {{secret_url, r}}, State::Verdicts{{"sys", Verdict::unverifiable}});
    auto history = st.history({record("sys", {secret_url})}, day("2026-12-01"));
    REQUIRE(history.size() == 1);
    CHECK(history.begin()->second.size() == 2);
  }
  CHECK_FALSE(file_holds(file, "s3cret-pw"));
  CHECK_FALSE(file_holds(dir / "state.sqlite-wal", "s3cret-pw"));
  Raw raw(file);
  CHECK(raw.column("SELECT DISTINCT url_key FROM url_night") == secret_key);
}

// Migration 3: the claims of the last readable reading (spec §5), in a table
// of their own; a file of version 2 gains it, keeps what it had, and from
// then on a night's claims survive a night the page could not be read.
TEST_CASE("a version-2 state gains the claims table, and keeps a reading's claims") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  write_v0_state(file);
  {
    Raw raw(file);
    raw.exec(R"sql(
CREATE TABLE url_night_described (date TEXT NOT NULL, url_key TEXT NOT NULL,
  system_id TEXT NOT NULL, PRIMARY KEY (date, url_key, system_id));
CREATE TABLE url_last_identity (url_key TEXT NOT NULL, system_id TEXT NOT NULL,
  describes INTEGER NOT NULL, identified_by TEXT NOT NULL, PRIMARY KEY (url_key, system_id));
PRAGMA user_version = 2;)sql");
    CHECK(raw.column("SELECT name FROM sqlite_master WHERE name = 'url_last_claim'").empty());
  }
  Reading read;
  read.url = read.final_url = plain_url;
  read.http_status = 200;
  read.text_hash = "h2";
  read.claims.emplace_back("sys", ClaimCheck{"NVIDIA H100", 6128, ClaimResult::contradicts,
                                             "766 nodes x 8", "«766 nodes × 8» GPUs"});
  read.claims.emplace_back("sys", ClaimCheck{"NVIDIA H100", 0.5, ClaimResult::not_stated, "", ""});
  {
    State st(file);
    auto before = st.last_reading(plain_url);
    REQUIRE(before);
    CHECK(before->etag == "\"e1\"");  // what version 2 had is still there
    CHECK(before->claims.empty());
    st.record_night(day("2026-11-29"), {{plain_url, read}}, State::Verdicts{{"sys", Verdict::verified}});
    Reading gone;
    gone.url = plain_url;
    gone.result = Result::not_found;
    st.record_night(day("2026-11-30"), {{plain_url, gone}}, State::Verdicts{{"sys", Verdict::unverifiable}});
    auto after = st.last_reading(plain_url);
    REQUIRE(after);
    CHECK(after->claims == read.claims);
  }
  Raw raw(file);
  CHECK(raw.column("PRAGMA user_version") == std::to_string(State::schema_version));
  CHECK(raw.column("SELECT result FROM url_last_claim ORDER BY rowid") ==
        "contradicts|not-stated");
}
