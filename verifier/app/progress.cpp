#include "app/progress.h"

#include <cstdio>

namespace verifier::app {

ProgressLine::ProgressLine(bool enabled, std::function<fetch::Progress()> poll)
    : enabled_(enabled), poll_(std::move(poll)) {
  if (!enabled_) return;
  painter_ = std::thread([this] {
    while (!done_) {
      draw(false);
      for (int i = 0; i < 5 && !done_; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
}

ProgressLine::~ProgressLine() { stop(); }

void ProgressLine::stop() {
  if (done_.exchange(true)) return;
  if (painter_.joinable()) {
    painter_.join();
    draw(true);
  }
}

std::string ProgressLine::results_so_far() const {
  std::string out;
  for (Result r : all_results) {
    auto n = counts_[static_cast<std::size_t>(r)].load();
    if (n == 0) continue;
    if (!out.empty()) out += ", ";
    out += std::string(word(r)) + ' ' + std::to_string(n);
  }
  return out.empty() ? "nothing yet" : out;
}

void ProgressLine::draw(bool final_line) {
  fetch::Progress c = poll_();
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string eta = "?";
  if (c.done > 0 && c.total > c.done)
    eta = std::to_string(static_cast<long>(elapsed / static_cast<double>(c.done) *
                                           static_cast<double>(c.total - c.done))) + " s";
  else if (c.total == c.done)
    eta = "0 s";
  std::fprintf(stderr, "\r\033[K[%zu/%zu] %s | %zu hosts active | ETA %s", c.done, c.total,
               results_so_far().c_str(), c.active_hosts, eta.c_str());
  if (final_line) std::fputc('\n', stderr);
  std::fflush(stderr);
}

}  // namespace verifier::app
