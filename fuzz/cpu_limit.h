// fuzz/cpu_limit.h: a limit on the CPU time one input may cost, for the
// targets whose reading has a CPU budget (css, pdf). libFuzzer's -timeout
// counts wall time, and on a shared machine a fuzzer at nice 10 can get a
// tenth of a core: an input within its budget then passed a 10 s wall limit
// (1 s of CPU in 7 s, 2.4 s in 23 s). The process's CPU clock does not move
// while it waits for a core, so this limit holds on a busy machine and
// still fires on a cost that escaped the budget, even an endless one (the
// signal comes while the input runs). Past it, the input aborts, and
// libFuzzer keeps it as a crash artifact.
//
//   CpuLimit limit(5.0);   // for this scope: abort past 5 s of CPU
#pragma once

#include <sys/time.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>

namespace verifier::fuzz {

class CpuLimit {
 public:
  explicit CpuLimit(double seconds) {
    struct sigaction action {};
    action.sa_handler = &CpuLimit::over;
    sigemptyset(&action.sa_mask);
    sigaction(SIGPROF, &action, nullptr);
    arm(seconds);
  }
  ~CpuLimit() { arm(0); }
  CpuLimit(const CpuLimit&) = delete;
  CpuLimit& operator=(const CpuLimit&) = delete;

 private:
  // ITIMER_PROF counts the process's user and system time; 0 disarms it.
  static void arm(double seconds) {
    itimerval timer{};
    timer.it_value.tv_sec = static_cast<time_t>(seconds);
    timer.it_value.tv_usec = static_cast<suseconds_t>((seconds - static_cast<double>(timer.it_value.tv_sec)) * 1e6);
    setitimer(ITIMER_PROF, &timer, nullptr);
  }
  static void over(int) {
    static const char kSaid[] = "fuzz: the input passed its CPU limit (its reading escaped the budget)\n";
    (void)!write(STDERR_FILENO, kSaid, sizeof kSaid - 1);
    std::abort();
  }
};

}  // namespace verifier::fuzz
