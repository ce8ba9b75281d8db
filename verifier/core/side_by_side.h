// core/side_by_side.h: one job split into parts, run on as many threads
// (the caller's among them). Used where a stage's work falls into
// independent runs: reading record files, deriving systems' names.
//
//   side_by_side(parts, [&](std::size_t part) { ... });  // all parts done
#pragma once

#include <cstddef>
#include <exception>
#include <thread>
#include <vector>

namespace verifier {

// The run of [0, count) that part p of `parts` takes: runs in order, of
// lengths that differ by at most one, together covering it all.
struct Run {
  std::size_t begin;
  std::size_t end;
};
inline Run run_of(std::size_t count, std::size_t parts, std::size_t p) {
  return {count * p / parts, count * (p + 1) / parts};
}

// Runs part(p) for every p in [0, parts), each on a thread of its own (part
// 0 on the caller's), and returns once all have ended; then rethrows the
// failure of the lowest part that failed, if any.
template <typename Part>
void side_by_side(std::size_t parts, Part&& part) {
  std::vector<std::exception_ptr> failures(parts);
  auto run = [&](std::size_t p) {
    try {
      part(p);
    } catch (...) {
      failures[p] = std::current_exception();
    }
  };
  {
    std::vector<std::jthread> helpers;
    for (std::size_t p = 1; p < parts; ++p) helpers.emplace_back(run, p);
    if (parts > 0) run(0);
  }  // joined
  for (auto& f : failures)
    if (f) std::rethrow_exception(f);
}

}  // namespace verifier
