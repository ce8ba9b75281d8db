// state/impl.h: the State's insides, shared by state.cpp (reading) and
// night.cpp (writing one night). Internal to state/.
#pragma once

#include <filesystem>
#include <optional>

#include "state/lock.h"
#include "state/sqlite.h"
#include "state/state.h"

namespace verifier::state {

namespace internal {

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

}  // namespace internal

struct State::Impl {
  // The lock first: the database is touched only by the lock's holder.
  internal::LockFile lock;
  internal::Db db;
  internal::HistoryQueries history;  // after db: finalized before it closes

  explicit Impl(const std::filesystem::path& path)
      : lock(std::filesystem::path(path.string() + ".lock")), db(path.string()) {}
};

}  // namespace verifier::state
