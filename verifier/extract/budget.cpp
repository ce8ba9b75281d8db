// extract/budget.cpp: the thread's own CPU clock, not the wall's: a page
// waiting for a core on a busy machine has not cost anything yet.
#include "extract/budget.h"

#include <time.h>

#include <cstdio>
#include <utility>

namespace verifier::extract {

Budget::Budget(ReadLimits limits) : limits_(std::move(limits)), start_(cpu_now()) {}

double Budget::cpu_now() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

bool Budget::over() {
  if (cut_ != Cut::none) return true;
  if (limits_.stop.stop_requested()) cut_ = Cut::stopped;
  else if (++calls_ % kClockEvery == 0 && cpu_now() - start_ > limits_.cpu_seconds) cut_ = Cut::cpu;
  return cut_ != Cut::none;
}

bool Budget::selector_test() {
  if (++selector_tests_ > kMaxSelectorTests && cut_ == Cut::none) cut_ = Cut::selector_tests;
  return over();
}

void Budget::cut(Cut why) {
  if (cut_ == Cut::none) cut_ = why;
}

std::string Budget::why() const {
  switch (cut_) {
    case Cut::none: return "";
    case Cut::stopped: return "the run was stopped while reading it";
    case Cut::cpu: {
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%g", limits_.cpu_seconds);
      return std::string("reading it took over ") + seconds + " s of CPU";
    }
    case Cut::selector_tests: return "its CSS is over the selector-matching cap";
    case Cut::pdf_content: return "a page's content is over the PDF content cap";
  }
  return "";
}

}  // namespace verifier::extract
