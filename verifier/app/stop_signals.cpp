#include "app/stop_signals.h"

#include <pthread.h>
#include <signal.h>

#include <ctime>

namespace verifier::app {
namespace {

sigset_t stop_set() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}

}  // namespace

StopSignals::StopSignals() {
  sigset_t set = stop_set();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  watcher_ = std::thread([this] { watch(); });
}

StopSignals::~StopSignals() {
  done_ = true;
  watcher_.join();
}

void StopSignals::on_stop(std::function<void()> action) {
  std::lock_guard lock(mutex_);
  action_ = std::move(action);
}

void StopSignals::watch() {
  sigset_t set = stop_set();
  const timespec tick{0, 100'000'000};  // wake to notice done_
  while (!done_) {
    int sig = sigtimedwait(&set, nullptr, &tick);
    if (sig <= 0) continue;
    signal_ = sig;
    stop_.request_stop();
    std::lock_guard lock(mutex_);
    if (action_) action_();
  }
}

}  // namespace verifier::app
