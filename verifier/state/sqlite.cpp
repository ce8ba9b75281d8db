#include "state/sqlite.h"

#include "state/state.h"

namespace verifier::state::internal {

Db::Db(const std::string& path) : path_(path) {
  int rc = sqlite3_open_v2(path.c_str(), &db_,
                           SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                           nullptr);
  if (rc != SQLITE_OK) {
    std::string why = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw StateError(path + ": cannot open the state: " + why);
  }
  sqlite3_busy_timeout(db_, 5000);
}

Db::~Db() { sqlite3_close(db_); }

void Db::fail(std::string_view what) const {
  throw StateError(path_ + ": " + std::string(what) + ": " + sqlite3_errmsg(db_));
}

void Db::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string why = err ? err : "unknown error";
    sqlite3_free(err);
    throw StateError(path_ + ": " + why);
  }
}

Stmt::Stmt(const Db& db, const char* sql) : db_(db) {
  if (sqlite3_prepare_v2(db.handle(), sql, -1, &st_, nullptr) != SQLITE_OK)
    db.fail("cannot prepare a statement");
}

Stmt::~Stmt() { sqlite3_finalize(st_); }

Stmt& Stmt::bind(int i, std::string_view text) {
  if (sqlite3_bind_text(st_, i, text.data(), static_cast<int>(text.size()),
                        SQLITE_TRANSIENT) != SQLITE_OK)
    db_.fail("cannot bind a value");
  return *this;
}

Stmt& Stmt::bind(int i, std::optional<int> value) {
  int rc = value ? sqlite3_bind_int(st_, i, *value) : sqlite3_bind_null(st_, i);
  if (rc != SQLITE_OK) db_.fail("cannot bind a value");
  return *this;
}

Stmt& Stmt::bind_real(int i, double value) {
  if (sqlite3_bind_double(st_, i, value) != SQLITE_OK) db_.fail("cannot bind a value");
  return *this;
}

bool Stmt::step() {
  int rc = sqlite3_step(st_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) {
    sqlite3_reset(st_);
    return false;
  }
  sqlite3_reset(st_);
  db_.fail("a state query failed");
}

std::string Stmt::text(int col) const {
  const unsigned char* t = sqlite3_column_text(st_, col);
  if (t == nullptr) return "";
  return std::string(reinterpret_cast<const char*>(t),
                     static_cast<std::size_t>(sqlite3_column_bytes(st_, col)));
}

double Stmt::real(int col) const { return sqlite3_column_double(st_, col); }

std::optional<int> Stmt::integer(int col) const {
  if (sqlite3_column_type(st_, col) == SQLITE_NULL) return std::nullopt;
  return sqlite3_column_int(st_, col);
}

}  // namespace verifier::state::internal
