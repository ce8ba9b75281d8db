// app/index_build.h: the alias index, built on a thread of its own while
// the night's first pages are fetched and extracted; only matching waits
// for it. Takes: the records and the match rules (both outlive it). Gives:
// the built match::AliasIndex, to every thread that asks, once it is ready.
//
//   IndexBuild index(records, rules.match, threads);  // starts building
//   ...                                               // fetch, extract
//   index.get().scan(text, url);                      // waits, then scans
#pragma once

#include <exception>
#include <latch>
#include <optional>
#include <stop_token>
#include <thread>
#include <vector>

#include "core/record.h"
#include "core/rules.h"
#include "match/match.h"

namespace verifier::app {

class IndexBuild {
 public:
  // `stop` (the run's signals) ends a build still under way.
  IndexBuild(const std::vector<Record>& records, const MatchRules& rules, unsigned threads,
             const std::stop_token& stop = {});
  ~IndexBuild();  // waits for the build to end
  IndexBuild(const IndexBuild&) = delete;
  IndexBuild& operator=(const IndexBuild&) = delete;

  // Waits until the index is built; rethrows what stopped the build.
  const match::AliasIndex& get() const;

 private:
  std::optional<match::AliasIndex> index_;
  std::exception_ptr failure_;
  std::latch built_{1};
  std::jthread builder_;  // last: started once the rest exists, joined first
};

}  // namespace verifier::app
