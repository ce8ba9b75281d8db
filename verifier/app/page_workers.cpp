// app/page_workers.cpp: the bounded queue between the fetch loop and the
// reading threads. The lock guards the queue alone; each page is read with
// it released, so the workers run side by side.
#include "app/page_workers.h"

#include <sched.h>

#include <algorithm>

namespace verifier::app {

unsigned usable_cores() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0)
    return static_cast<unsigned>(std::max(1, CPU_COUNT(&set)));
  return std::max(1u, std::thread::hardware_concurrency());
}

PageWorkers::PageWorkers(std::size_t threads, std::size_t queue_limit, Job job)
    : job_(std::move(job)), limit_(queue_limit == 0 ? 1 : queue_limit) {
  if (threads == 0) threads = 1;
  for (std::size_t i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

PageWorkers::~PageWorkers() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  work_.notify_all();
  for (auto& t : threads_) t.join();
}

void PageWorkers::submit(Fetched&& fetched) {
  {
    std::unique_lock lock(mutex_);
    room_.wait(lock, [this] { return queue_.size() < limit_; });
    queue_.push_back(std::move(fetched));
  }
  work_.notify_one();
}

void PageWorkers::finish() {
  std::unique_lock lock(mutex_);
  room_.wait(lock, [this] { return queue_.empty() && busy_ == 0; });
}

void PageWorkers::work() {
  std::unique_lock lock(mutex_);
  for (;;) {
    work_.wait(lock, [this] { return closing_ || !queue_.empty(); });
    if (queue_.empty()) return;  // closing, nothing left
    Fetched fetched = std::move(queue_.front());
    queue_.pop_front();
    ++busy_;
    lock.unlock();
    room_.notify_all();  // the fetch loop may queue another
    job_(std::move(fetched));
    lock.lock();
    --busy_;
    if (busy_ == 0 && queue_.empty()) room_.notify_all();  // finish() may return
  }
}

}  // namespace verifier::app
