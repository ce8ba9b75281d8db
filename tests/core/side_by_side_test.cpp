// Tests of core/side_by_side.h: every part runs once, on threads of their
// own, and a failing part's error reaches the caller after all have ended.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include "core/side_by_side.h"

using namespace verifier;

TEST_CASE("every part runs once, part 0 on the caller's thread") {
  std::vector<int> runs(5, 0);
  std::vector<std::thread::id> on(5);
  side_by_side(5, [&](std::size_t p) {
    ++runs[p];
    on[p] = std::this_thread::get_id();
  });
  CHECK(runs == std::vector<int>(5, 1));
  CHECK(on[0] == std::this_thread::get_id());
  CHECK(std::set<std::thread::id>(on.begin(), on.end()).size() == 5);
  side_by_side(0, [&](std::size_t) { ++runs[0]; });  // no parts: nothing runs
  CHECK(runs[0] == 1);
}

TEST_CASE("runs cover the whole range in order, lengths within one of each other") {
  for (std::size_t count : {0u, 1u, 7u, 64u, 1000u}) {
    for (std::size_t parts = 1; parts <= 9; ++parts) {
      CAPTURE(count);
      CAPTURE(parts);
      std::size_t next = 0, shortest = count, longest = 0;
      for (std::size_t p = 0; p < parts; ++p) {
        const Run run = run_of(count, parts, p);
        CHECK(run.begin == next);
        CHECK(run.end >= run.begin);
        shortest = std::min(shortest, run.end - run.begin);
        longest = std::max(longest, run.end - run.begin);
        next = run.end;
      }
      CHECK(next == count);
      CHECK(longest - shortest <= 1);
    }
  }
}

TEST_CASE("a failure reaches the caller once every part has ended") {
  std::atomic<int> ended{0};
  auto run = [&] {
    side_by_side(4, [&](std::size_t p) {
      if (p == 1) throw std::runtime_error("part 1");
      if (p == 3) throw std::logic_error("part 3");
      ++ended;
    });
  };
  CHECK_THROWS_WITH_AS(run(), "part 1", std::runtime_error);
  CHECK(ended == 2);
}
