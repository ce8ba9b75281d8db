// night.cpp: writing one night into the state, all of it or none of it. A
// run killed before the COMMIT leaves the previous nights exactly as they
// were (SQLite's journal); a rerun of the same date replaces that night.
#include <array>
#include <string>
#include <utility>

#include "core/result.h"
#include "core/url.h"
#include "state/impl.h"

namespace verifier::state {
namespace {

void forget_night(internal::Db& db, const std::string& date) {
  for (const char* sql : {"DELETE FROM url_night WHERE date = ?",
                          "DELETE FROM url_night_named WHERE date = ?",
                          "DELETE FROM url_night_described WHERE date = ?",
                          "DELETE FROM system_night WHERE date = ?"}) {
    internal::Stmt q(db, sql);
    q.bind(1, date).run();
  }
}

// "INSERT INTO table (columns) VALUES (?, ...)", a ? for each column: the
// placeholders are counted from the columns, never by hand.
std::string insert(std::string_view table, std::string_view columns,
                   std::string_view verb = "INSERT") {
  std::string sql(verb);
  sql.append(" INTO ").append(table).append(" (").append(columns).append(") VALUES (?");
  for (char c : columns)
    if (c == ',') sql += ", ?";
  return sql + ")";
}

// The night's statements, prepared once and run for every URL: preparing
// them for each was most of the time writing a night took.
class NightWriter {
 public:
  NightWriter(const internal::Db& db, std::string date) : db_(db), date_(std::move(date)) {}

  void url(std::string_view url_key, const Reading& r) {
    const auto key = internal::stored_key(url_key);
    url_night(key, r);
    url_last(key, r);
  }
  void verdicts(const State::Verdicts& verdicts) {
    for (const auto& [id, v] : verdicts) verdict_.bind(1, date_).bind(2, id).bind(3, word(v)).run();
  }

 private:
  void url_night(const std::string& key, const Reading& r) {
    night_.bind(1, date_).bind(2, key).bind(3, word(r.result)).bind(4, r.http_status);
    night_.bind(5, r.detail).bind(6, r.text_hash).run();
    for (const auto& [system_id, naming] : r.namings) {
      auto& table = naming.describes ? described_ : named_;
      table.bind(1, date_).bind(2, key).bind(3, system_id).run();
    }
  }

  // Only a readable reading replaces the last one, and never by an older
  // date: a 304 or an immutable snapshot needs a page that was read. A
  // reading that waited for the host's budget was not read tonight: its date
  // stays, so the next night reads it before those read since.
  void url_last(const std::string& key, const Reading& r) {
    if (!is_readable(r.result) || r.waited) return;
    last_.bind(1, key).bind(2, redacted(r.url)).bind(3, redacted(r.final_url)).bind(4, r.http_status);
    last_.bind(5, word(r.result)).bind(6, r.detail).bind(7, r.text_hash).bind(8, r.etag);
    last_.bind(9, r.last_modified).bind(10, date_).run();
    if (sqlite3_changes(db_.handle()) == 0) return;
    for (auto& forget : forget_last_) forget.bind(1, key).run();
    if (r.archive) archive_.bind(1, key).bind(2, r.archive->url).bind(3, r.archive->date).bind(4, r.archive->reason).run();
    for (const auto& [system_id, c] : r.claims) {
      claim_.bind(1, key).bind(2, system_id).bind(3, c.part).bind_real(4, c.value);
      claim_.bind(5, word(c.result)).bind(6, c.found).bind(7, c.evidence).run();
    }
    for (const auto& [system_id, n] : r.namings) {
      naming_.bind(1, key).bind(2, system_id).bind(3, n.alias).bind(4, n.derived ? 1 : 0);
      naming_.bind(5, n.evidence).bind(6, n.context).bind(7, redacted(n.fragment_url)).run();
      if (!n.describes && n.identified_by.empty()) continue;  // nothing of schema 2 to keep
      identity_.bind(1, key).bind(2, system_id).bind(3, n.describes ? 1 : 0);
      identity_.bind(4, joined(n.identified_by)).run();
    }
  }

  static std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& item : items) {
      if (!out.empty()) out += internal::item_separator;
      out += item;
    }
    return out;
  }

  const internal::Db& db_;
  const std::string date_;
  internal::Stmt night_{
      db_, insert("url_night", "date, url_key, result, http_status, detail, text_hash")};
  internal::Stmt named_{db_, insert("url_night_named", "date, url_key, system_id")};
  internal::Stmt described_{db_, insert("url_night_described", "date, url_key, system_id")};
  internal::Stmt last_{
      db_,
      insert("url_last",
             "url_key, url, final_url, http_status, result, detail, text_hash, etag, "
             "last_modified, date") +
          " ON CONFLICT (url_key) DO UPDATE SET url = excluded.url, "
          "final_url = excluded.final_url, http_status = excluded.http_status, "
          "result = excluded.result, detail = excluded.detail, "
          "text_hash = excluded.text_hash, etag = excluded.etag, "
          "last_modified = excluded.last_modified, date = excluded.date "
          "WHERE excluded.date >= url_last.date"};
  // What the last reading said, replaced with it: its namings, identities, claims, copy.
  std::array<internal::Stmt, 4> forget_last_{
      internal::Stmt{db_, "DELETE FROM url_last_naming WHERE url_key = ?"},
      internal::Stmt{db_, "DELETE FROM url_last_identity WHERE url_key = ?"},
      internal::Stmt{db_, "DELETE FROM url_last_claim WHERE url_key = ?"},
      internal::Stmt{db_, "DELETE FROM url_last_archive WHERE url_key = ?"}};
  internal::Stmt naming_{
      db_, insert("url_last_naming",
                  "url_key, system_id, alias, derived, evidence, context, fragment_url")};
  internal::Stmt identity_{
      db_, insert("url_last_identity", "url_key, system_id, describes, identified_by")};
  internal::Stmt claim_{
      db_, insert("url_last_claim", "url_key, system_id, part, value, result, found, evidence",
                  "INSERT OR REPLACE")};
  internal::Stmt archive_{db_, insert("url_last_archive", "url_key, url, date, reason")};
  internal::Stmt verdict_{db_, insert("system_night", "date, system_id, verdict")};
};

}  // namespace

void State::record_night(Date date, const NightReadings& readings, const Report& report) {
  Verdicts verdicts;
  verdicts.reserve(report.systems.size());
  for (const auto& s : report.systems) verdicts.emplace_back(s.id, s.verdict);
  record_night(date, readings, verdicts);
}

void State::record_night(Date day, const NightReadings& readings, const Verdicts& verdicts) {
  internal::Db& db = impl_->db;
  const std::string date = day.text();
  db.exec("BEGIN IMMEDIATE");
  try {
    forget_night(db, date);
    {
      NightWriter writer(db, date);
      readings.for_each(
          [&](std::string_view key, const Reading& r) { writer.url(key, r); });
      writer.verdicts(verdicts);
    }  // its statements finalized before the commit
    db.exec("COMMIT");
  } catch (...) {
    sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

}  // namespace verifier::state
