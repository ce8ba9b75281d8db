// state/impl.h: the State's insides, shared by state.cpp (reading) and
// night.cpp (writing one night). Internal to state/.
#pragma once

#include <filesystem>

#include "state/lock.h"
#include "state/sqlite.h"
#include "state/state.h"

namespace verifier::state {

struct State::Impl {
  // The lock first: the database is touched only by the lock's holder.
  internal::LockFile lock;
  internal::Db db;

  explicit Impl(const std::filesystem::path& path)
      : lock(std::filesystem::path(path.string() + ".lock")), db(path.string()) {}
};

}  // namespace verifier::state
