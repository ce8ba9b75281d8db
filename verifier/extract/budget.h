// extract/budget.h: what reading one page may still cost. Takes: the
// page's ReadLimits (CPU seconds, the run's stop). Gives: one answer,
// "stop reading now", to the loops whose work grows with the input (the
// HTML walk, selector matching, a PDF's pages and content), and the words
// that say why, for the page's detail. One Budget per page, on one thread.
//
//   Budget budget(limits);
//   for (...) { if (budget.over()) break; ... }   // the page is cut here
//   page.truncation = budget.why();
#pragma once

#include <cstdint>
#include <string>

#include "extract/extract.h"

namespace verifier::extract {

// Tests of one compound selector on one element a page's CSS may cost in
// all: a few seconds on a slow core (20,000 rules on 20,000 elements would be
// 400 million and take most of a minute); real pages stay under a million.
inline constexpr std::uint64_t kMaxSelectorTests = 20'000'000;
// A PDF page's content streams, decoded: real pages stay under a few MiB.
inline constexpr std::uint64_t kMaxPdfPageContentBytes = 32u << 20;

class Budget {
 public:
  enum class Cut { none, stopped, cpu, selector_tests, pdf_content };

  explicit Budget(ReadLimits limits);

  // True once the page must stop being read: the run is stopping, or the
  // thread's CPU time since construction is over the limit. Cheap: reads the
  // clock only every kClockEvery calls.
  bool over();
  // One compound selector tested on an element; true once over.
  bool selector_test();
  // A limit past which the caller stopped on its own (a PDF page's content).
  void cut(Cut why);

  Cut reason() const { return cut_; }
  // For Page::truncation: "reading it took over 5 s of CPU", ...
  std::string why() const;

 private:
  static constexpr unsigned kClockEvery = 1024;
  static double cpu_now();

  ReadLimits limits_;
  double start_;
  unsigned calls_ = 0;
  std::uint64_t selector_tests_ = 0;
  Cut cut_ = Cut::none;
};

}  // namespace verifier::extract
