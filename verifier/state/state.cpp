// state.cpp: opening the state (lock, schema, WAL) and reading it back:
// the last readable Reading of a URL, the History of each citation, and the
// verdict counts per night.
#include "state/state.h"

#include <algorithm>
#include <array>
#include <set>
#include <string_view>

#include "core/url.h"
#include "state/impl.h"

namespace verifier::state {
namespace {

using internal::prepared;

// The schema as every file had it before versioning (user_version 0),
// created when the file is new; the migrations then bring it forward, so a
// new file and an old one end the same. Never edited: a change is a new
// migration. Results are stored as the contract's words so the file reads
// plainly.
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

constexpr int max_history_nights = 90;

// redacted_url(text) in SQL: core's redaction, for migrating stored rows.
void redacted_url(sqlite3_context* cx, int, sqlite3_value** args) {
  if (sqlite3_value_type(args[0]) == SQLITE_NULL) return sqlite3_result_null(cx);
  const auto* text = reinterpret_cast<const char*>(sqlite3_value_text(args[0]));
  const auto size = static_cast<std::size_t>(sqlite3_value_bytes(args[0]));
  const std::string out = redacted(std::string_view(text, size));
  sqlite3_result_text(cx, out.data(), static_cast<int>(out.size()), SQLITE_TRANSIENT);
}

// Version 1: URLs with credentials were stored in clear (keys, the URL and
// the final URL, fragment links); they are redacted as every report shows
// them. secure_delete zeroes the pages the old rows leave free, so no
// password stays in the file.
void redact_credentials(internal::Db& db) {
  if (sqlite3_create_function(db.handle(), "redacted_url", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
                              nullptr, redacted_url, nullptr, nullptr) != SQLITE_OK)
    db.fail("cannot add the redaction function");
  db.exec(R"sql(
PRAGMA secure_delete = ON;
UPDATE OR REPLACE url_night SET url_key = redacted_url(url_key)
  WHERE url_key <> redacted_url(url_key);
UPDATE OR REPLACE url_night_named SET url_key = redacted_url(url_key)
  WHERE url_key <> redacted_url(url_key);
UPDATE OR REPLACE url_last SET url_key = redacted_url(url_key), url = redacted_url(url),
  final_url = redacted_url(final_url)
  WHERE url_key <> redacted_url(url_key) OR url <> redacted_url(url)
     OR final_url <> redacted_url(final_url);
UPDATE OR REPLACE url_last_naming SET url_key = redacted_url(url_key),
  fragment_url = redacted_url(fragment_url)
  WHERE url_key <> redacted_url(url_key) OR fragment_url <> redacted_url(fragment_url);
)sql");
}

// Version 2: schema 2's describes, in tables of their own so nothing older
// changes: the nights a page described a system, and describes and
// identified_by of the last readable reading's namings.
void add_descriptions(internal::Db& db) {
  db.exec(R"sql(
CREATE TABLE IF NOT EXISTS url_night_described (
  date TEXT NOT NULL, url_key TEXT NOT NULL, system_id TEXT NOT NULL,
  PRIMARY KEY (date, url_key, system_id));
CREATE TABLE IF NOT EXISTS url_last_identity (
  url_key TEXT NOT NULL, system_id TEXT NOT NULL, describes INTEGER NOT NULL,
  identified_by TEXT NOT NULL, PRIMARY KEY (url_key, system_id));
)sql");
}

// Version 3: the claims (spec §5) the last readable reading decided, so a
// 304 or an immutable snapshot keeps them; in a table of their own.
void add_claims(internal::Db& db) {
  db.exec(R"sql(
CREATE TABLE IF NOT EXISTS url_last_claim (
  url_key TEXT NOT NULL, system_id TEXT NOT NULL, part TEXT NOT NULL, value REAL NOT NULL,
  result TEXT NOT NULL, found TEXT NOT NULL, evidence TEXT NOT NULL,
  PRIMARY KEY (url_key, system_id, part, value));
)sql");
}

// Version 4: the archive copy (spec §5) a last readable reading was read
// on, so a later night whose live page is still unreadable reuses that
// immutable capture instead of asking the archive again.
void add_archive_copies(internal::Db& db) {
  db.exec(R"sql(
CREATE TABLE IF NOT EXISTS url_last_archive (
  url_key TEXT PRIMARY KEY, url TEXT NOT NULL, date TEXT NOT NULL, reason TEXT NOT NULL);
)sql");
}

// migrations[v] takes a file from version v to v + 1, in its own
// transaction with the version it sets: a failed one leaves the file at v.
using Migration = void (*)(internal::Db&);
constexpr std::array<Migration, State::schema_version> migrations = {
    redact_credentials, add_descriptions, add_claims, add_archive_copies};

int user_version(const internal::Db& db) {
  internal::Stmt q(db, "PRAGMA user_version");
  int version = q.step() ? q.integer(0).value_or(0) : 0;
  q.reset();
  return version;
}

void bring_forward(internal::Db& db) {
  int version = user_version(db);
  if (version > State::schema_version)
    throw StateError(db.path() + ": written by a newer verifier (schema version " +
                     std::to_string(version) + "; this one knows up to " +
                     std::to_string(State::schema_version) + ")");
  if (version == 0) db.exec(schema_v0);
  bool migrated = false;
  for (; version < State::schema_version; ++version) {
    db.exec("BEGIN IMMEDIATE");
    try {
      migrations[static_cast<std::size_t>(version)](db);
      db.exec(("PRAGMA user_version = " + std::to_string(version + 1)).c_str());
      db.exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
    migrated = true;
  }
  db.exec("PRAGMA secure_delete = OFF");
  // What the migrations replaced may still sit in the journal: written into
  // the file, and the journal emptied.
  if (migrated) db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

Result result_or(const std::string& w, Result fallback) {
  return result_from_word(w).value_or(fallback);
}

std::vector<std::string> split_items(std::string_view joined) {
  std::vector<std::string> out;
  while (!joined.empty()) {
    const auto end = joined.find(internal::item_separator);
    out.emplace_back(joined.substr(0, end));
    if (end == std::string_view::npos) break;
    joined.remove_prefix(end + 1);
  }
  return out;
}

// Each row the kept query `sql` gives for one URL (its one `?` is the URL's
// key), in the order it gives them: the last reading's namings, identities,
// claims, copy. Prepared once: a night of 304s asks for every citation twice.
// The last reading's tables, each read by the URL's key.
constexpr const char* namings_of_url =
    "SELECT system_id, alias, derived, evidence, context, fragment_url "
    "FROM url_last_naming WHERE url_key = ? ORDER BY system_id";
constexpr const char* identities_of_url =
    "SELECT system_id, describes, identified_by FROM url_last_identity WHERE url_key = ?";
constexpr const char* claims_of_url =
    "SELECT system_id, part, value, result, found, evidence FROM url_last_claim "
    "WHERE url_key = ? ORDER BY rowid";

template <class Row>
void for_each_row(std::optional<internal::Stmt>& kept, const internal::Db& db, const char* sql,
                  const std::string& url_key, Row row) {
  auto& q = prepared(kept, db, sql);
  q.bind(1, url_key);
  while (q.step()) row(q);
}

void add_namings(const internal::Db& db, internal::ReadingQueries& kept,
                 const std::string& url_key, Reading& r) {
  for_each_row(kept.namings, db, namings_of_url, url_key, [&](const internal::Stmt& n) {
    auto& [system_id, naming] = r.namings.emplace_back(n.text(0), Naming{});
    naming.alias = n.text(1);
    naming.derived = n.integer(2).value_or(0) != 0;
    naming.evidence = n.text(3);
    naming.context = n.text(4);
    naming.fragment_url = n.text(5);
  });
}

// describes and identified_by of the namings of `r` (in system id order),
// read back from their own table.
void add_identities(const internal::Db& db, internal::ReadingQueries& kept,
                    const std::string& url_key, Reading& r) {
  auto by_id = [](const auto& n, const std::string& k) { return n.first < k; };
  for_each_row(kept.identities, db, identities_of_url, url_key, [&](const internal::Stmt& q) {
    const std::string id = q.text(0);
    auto it = std::lower_bound(r.namings.begin(), r.namings.end(), id, by_id);
    if (it == r.namings.end() || it->first != id) return;
    it->second.describes = q.integer(1).value_or(0) != 0;
    it->second.identified_by = split_items(q.text(2));
  });
}

// The claims of the reading, in the order they were decided.
void add_claims(const internal::Db& db, internal::ReadingQueries& kept,
                const std::string& url_key, Reading& r) {
  for_each_row(kept.claims, db, claims_of_url, url_key, [&](const internal::Stmt& q) {
    ClaimCheck c;
    c.part = q.text(1);
    c.value = q.real(2);
    c.result = claim_result_from_word(q.text(3)).value_or(ClaimResult::unread);
    c.found = q.text(4);
    c.evidence = q.text(5);
    r.claims.emplace_back(q.text(0), std::move(c));
  });
}

// The archive copy the reading was read on, if any (the key is unique).
void add_archive(const internal::Db& db, internal::ReadingQueries& kept,
                 const std::string& url_key, Reading& r) {
  for_each_row(kept.archive, db, "SELECT url, date, reason FROM url_last_archive WHERE url_key = ?",
               url_key, [&](const internal::Stmt& q) {
                 r.archive = ArchiveCopy{q.text(0), q.text(1), q.text(2)};
               });
}

}  // namespace

StateLocked::StateLocked(long holder_pid)
    : std::runtime_error("state locked by pid " + std::to_string(holder_pid)),
      pid_(holder_pid) {}

internal::StateLock::StateLock(const std::filesystem::path& state_path) try
    : held_(std::filesystem::path(state_path.string() + ".lock")) {
} catch (const Locked& e) {
  throw StateLocked(e.pid());
} catch (const std::runtime_error& e) {
  throw StateError(e.what());
}

State::State(const std::filesystem::path& path) {
  std::error_code ec;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
  impl_ = std::make_unique<Impl>(path);
  impl_->db.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;");
  bring_forward(impl_->db);
}

State::~State() = default;
State::State(State&&) noexcept = default;
State& State::operator=(State&&) noexcept = default;

std::optional<Reading> State::last_reading(const std::string& url_key) const {
  const auto key = internal::stored_key(url_key);
  const auto& db = impl_->db;
  auto& kept = impl_->reading;
  auto& q = prepared(kept.reading, db,
                     "SELECT url, final_url, http_status, result, detail, text_hash, etag, "
                     "last_modified, date FROM url_last WHERE url_key = ?");
  q.bind(1, key);
  if (!q.step()) return std::nullopt;
  Reading r;
  r.url = q.text(0);
  r.final_url = q.text(1);
  r.http_status = q.integer(2);
  r.result = result_or(q.text(3), Result::does_not_name);
  r.detail = q.text(4);
  r.text_hash = q.text(5);
  r.etag = q.text(6);
  r.last_modified = q.text(7);
  r.read_on = q.text(8);
  q.run();
  add_namings(db, kept, key, r);
  add_identities(db, kept, key, r);
  add_claims(db, kept, key, r);
  add_archive(db, kept, key, r);
  return r;
}

namespace {

// A night's date as this code wrote it; anything else is a damaged file.
Date stored_date(const std::string& text) {
  auto d = Date::parse(text);
  if (!d) throw StateError("state: a stored night's date is not YYYY-MM-DD: \"" + text + "\"");
  return *d;
}

// One URL's nights before `before`, newest max_history_nights, oldest first.
std::vector<std::pair<Date, Result>> url_nights(const internal::Db& db,
                                                internal::HistoryQueries& kept,
                                                const std::string& key, const std::string& before) {
  auto& q = prepared(kept.url_nights, db,
                     "SELECT date, result FROM url_night WHERE url_key = ? AND date < ? "
                     "ORDER BY date DESC LIMIT ?");
  q.bind(1, key).bind(2, before).bind(3, max_history_nights);
  std::vector<std::pair<Date, Result>> out;
  while (q.step()) out.emplace_back(stored_date(q.text(0)), result_or(q.text(1), Result::unreachable));
  std::reverse(out.begin(), out.end());
  return out;
}

// The nights before `before` the page named the system, or only described it.
constexpr const char* named_sql =
    "SELECT date FROM url_night_named WHERE url_key = ? AND system_id = ? AND date < ?";
constexpr const char* described_sql =
    "SELECT date FROM url_night_described WHERE url_key = ? AND system_id = ? AND date < ?";

std::set<std::string> dates_of(internal::Stmt& q, const std::string& key,
                               const std::string& system_id, const std::string& before) {
  q.bind(1, key).bind(2, system_id).bind(3, before);
  std::set<std::string> out;
  while (q.step()) out.insert(q.text(0));
  return out;
}

// A readable night's result for one system: names, describes, or the URL's.
Result night_result(Result url_result, bool named, bool described) {
  if (!is_readable(url_result)) return url_result;
  if (named) return Result::names;
  return described ? Result::describes : url_result;
}

void add_history(const internal::Db& db, internal::HistoryQueries& kept, const Record& rec,
                 Date before, History& out) {
  const std::string before_date = before.text();
  for (const auto& cit : rec.citations) {
    const std::string& key = cit.key();
    const std::string stored = internal::stored_key(key);
    auto nights = url_nights(db, kept, stored, before_date);
    if (nights.empty()) continue;
    const auto named =
        dates_of(prepared(kept.named_dates, db, named_sql), stored, rec.id, before_date);
    const auto described =
        dates_of(prepared(kept.described_dates, db, described_sql), stored, rec.id, before_date);
    auto& past = out[{rec.id, key}];
    past.clear();
    for (const auto& [date, result] : nights)
      past.push_back({date, night_result(result, named.contains(date.text()),
                                         described.contains(date.text()))});
  }
}

}  // namespace

History State::history(const std::vector<Record>& records, Date before_date) const {
  History out;
  for (const auto& rec : records) add_history(impl_->db, impl_->history, rec, before_date, out);
  return out;
}

History State::history_of(const Record& record, Date before_date) const {
  History out;
  add_history(impl_->db, impl_->history, record, before_date, out);
  return out;
}

std::vector<NightCounts> State::night_counts(int nights) const {
  internal::Stmt q(impl_->db,
                   "SELECT date, verdict, count(*) FROM system_night WHERE date IN "
                   "(SELECT DISTINCT date FROM system_night ORDER BY date DESC LIMIT ?) "
                   "GROUP BY date, verdict ORDER BY date, verdict");
  q.bind(1, std::max(nights, 0));
  std::vector<NightCounts> out;
  while (q.step()) {
    const std::string date = q.text(0);
    if (out.empty() || out.back().date != date) out.emplace_back().date = date;
    if (auto verdict = verdict_from_word(q.text(1)))
      out.back().add(*verdict, q.integer(2).value_or(0));
  }
  return out;
}

}  // namespace verifier::state
