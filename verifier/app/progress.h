// app/progress.h: what a person at a terminal sees during a run: one line on
// stderr, redrawn twice a second (done / total, results so far, active hosts,
// ETA). Under cron (stderr not a terminal) it stays silent; the run prints
// one summary line at the end either way.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <string>
#include <thread>

#include "core/result.h"
#include "fetch/fetch.h"

namespace verifier::app {

class ProgressLine {
 public:
  // `poll` is asked how far the fetching is at each redraw.
  ProgressLine(bool enabled, std::function<fetch::Progress()> poll);
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  void count(Result r) { ++counts_[static_cast<std::size_t>(r)]; }
  std::string results_so_far() const;  // "names 12, does-not-name 3, ..."
  void stop();

 private:
  void draw(bool final_line);

  bool enabled_;
  std::function<fetch::Progress()> poll_;
  std::array<std::atomic<std::size_t>, std::size(all_results)> counts_{};
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::atomic<bool> done_{false};
  std::thread painter_;
};

}  // namespace verifier::app
