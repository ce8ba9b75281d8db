// app/page_workers.h: the CPU half of the pass. The fetch loop hands each
// response here; worker threads (one per core) extract and match it, so
// parsing never stalls the sockets. The queue is bounded: when parsing falls
// behind, fetching waits, and at most a few pages are ever held at once.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "core/fetched.h"

namespace verifier::app {

// The cores this process may run on: taskset and cpusets narrow that below
// the machine's count, which hardware_concurrency gives. One page worker
// each, and as many threads reading the records.
unsigned usable_cores();

class PageWorkers {
 public:
  using Job = std::function<void(Fetched&&)>;

  PageWorkers(std::size_t threads, std::size_t queue_limit, Job job);
  ~PageWorkers();  // finishes what is queued
  PageWorkers(const PageWorkers&) = delete;
  PageWorkers& operator=(const PageWorkers&) = delete;

  void submit(Fetched&& fetched);  // blocks while the queue is full
  void finish();                   // waits until every submitted page is done

 private:
  void work();

  Job job_;
  std::size_t limit_;
  std::mutex mutex_;  // held only to queue and dequeue, never while reading
  // Separate waits, so a page queued wakes one worker, and a page taken
  // wakes the fetch loop only.
  std::condition_variable work_;  // a page queued, or closing
  std::condition_variable room_;  // a page taken, or a worker idle
  std::deque<Fetched> queue_;
  std::size_t busy_ = 0;
  bool closing_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace verifier::app
