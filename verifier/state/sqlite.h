// state/sqlite.h: a thin RAII layer over the SQLite C API for state.cpp:
// one connection, prepared statements with bind and step helpers, errors as
// StateError naming the file. Internal to state/.
#pragma once

#include <sqlite3.h>

#include <optional>
#include <string>
#include <string_view>

namespace verifier::state::internal {

class Db {
 public:
  explicit Db(const std::string& path);
  ~Db();
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;

  void exec(const char* sql);
  sqlite3* handle() const { return db_; }
  [[noreturn]] void fail(std::string_view what) const;
  const std::string& path() const { return path_; }

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

class Stmt {
 public:
  Stmt(const Db& db, const char* sql);
  Stmt(const Db& db, const std::string& sql) : Stmt(db, sql.c_str()) {}
  ~Stmt();
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  Stmt& bind(int i, std::string_view text);
  Stmt& bind(int i, std::optional<int> value);
  Stmt& bind_real(int i, double value);
  // True while a row is ready; false when done (and ready to run again).
  bool step();
  // Ready to bind and run again, even after a run cut short.
  void reset() { sqlite3_reset(st_); }
  void run() { while (step()) {} }

  std::string text(int col) const;
  std::optional<int> integer(int col) const;
  double real(int col) const;

 private:
  const Db& db_;
  sqlite3_stmt* st_ = nullptr;
};

}  // namespace verifier::state::internal
