// app/index_build.cpp: one thread builds the index, then opens the latch
// that every reader of it waits on. The latch orders the build's writes
// before any reader's use, so readers need no lock. What the build
// leaves goes back to the system at once: the fetching grows meanwhile.
#include "app/index_build.h"

#include "app/common.h"

namespace verifier::app {

IndexBuild::IndexBuild(const std::vector<Record>& records, const MatchRules& rules,
                       unsigned threads, const std::stop_token& stop)
    : builder_([this, &records, &rules, threads, stop] {
        try {
          index_.emplace(records, rules, threads, stop);
          return_free_memory();
        } catch (...) {
          failure_ = std::current_exception();
        }
        built_.count_down();
      }) {}

IndexBuild::~IndexBuild() = default;  // builder_ joins before the index goes

const match::AliasIndex& IndexBuild::get() const {
  built_.wait();
  if (failure_) std::rethrow_exception(failure_);
  return *index_;
}

}  // namespace verifier::app
