// state/impl.h: the State's insides, shared by state.cpp (reading) and
// night.cpp (writing one night). Internal to state/.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/lock_file.h"
#include "core/url.h"
#include "state/sqlite.h"
#include "state/state.h"

namespace verifier::state {

namespace internal {

// A URL's key as the file keeps it: its same_url_key with any credentials
// redacted, as the reports show it. The state sits in --out by default,
// readable by all; a password must never be in it.
inline std::string stored_key(std::string_view url_key) { return redacted(url_key); }

// identified_by's items in one column, joined by the ASCII unit separator:
// a control character that extracted page text does not carry.
inline constexpr char item_separator = '\x1f';

// The history queries, prepared on first use and kept: a night asks them
// for every citation, and preparing them each time was most of their cost.
struct HistoryQueries {
  std::optional<Stmt> url_nights;
  std::optional<Stmt> named_dates;
  std::optional<Stmt> described_dates;
};

// The last reading's queries, kept likewise: a night of 304s asks them twice
// for every citation (when it plans, and when the 304 arrives).
struct ReadingQueries {
  std::optional<Stmt> reading;
  std::optional<Stmt> namings;
  std::optional<Stmt> identities;
  std::optional<Stmt> claims;
  std::optional<Stmt> archive;
};

// `kept`, prepared on its first use, ready to bind.
inline Stmt& prepared(std::optional<Stmt>& kept, const Db& db, const char* sql) {
  if (!kept) kept.emplace(db, sql);
  kept->reset();
  return *kept;
}

}  // namespace internal

namespace internal {

// PATH.lock, held for the State's life; core's lock failures in the state's
// own words (StateLocked, StateError).
class StateLock {
 public:
  explicit StateLock(const std::filesystem::path& state_path);

 private:
  LockFile held_;
};

}  // namespace internal

struct State::Impl {
  // The lock first: the database is touched only by the lock's holder.
  internal::StateLock lock;
  internal::Db db;
  internal::HistoryQueries history;  // after db: finalized before it closes
  internal::ReadingQueries reading;  // likewise

  explicit Impl(const std::filesystem::path& path) : lock(path), db(path.string()) {}
};

}  // namespace verifier::state
