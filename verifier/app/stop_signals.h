// app/stop_signals.h: SIGINT and SIGTERM turned into a clean stop. The
// signals are blocked in every thread (so construct this before starting any)
// and received by one watcher thread with sigtimedwait, which then calls the
// stop action outside signal context: no handler, no global flag. The
// stop is also a std::stop_token, handed down to what runs long on a page
// (extract::ReadLimits), so it stops within a moment rather than at its end.
//
//   StopSignals signals;                       // first, before any thread
//   extract::ReadLimits limits{5.0, signals.token()};
#pragma once

#include <atomic>
#include <functional>
#include <mutex>
#include <stop_token>
#include <thread>

namespace verifier::app {

class StopSignals {
 public:
  StopSignals();
  ~StopSignals();
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

  // What to do when a signal arrives (replaces the previous action).
  void on_stop(std::function<void()> action);
  bool stopped() const { return stop_.stop_requested(); }
  std::stop_token token() const { return stop_.get_token(); }
  int signal_number() const { return signal_.load(); }

 private:
  void watch();

  std::stop_source stop_;
  std::atomic<bool> done_{false};
  std::atomic<int> signal_{0};
  std::mutex mutex_;
  std::function<void()> action_;
  std::thread watcher_;
};

}  // namespace verifier::app
