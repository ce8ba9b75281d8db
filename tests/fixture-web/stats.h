// What arrived at the fixture web: per host+target request counts, with each
// request's headers and arrival time (ms since start), served as JSON at
// /__fixture/stats so tests can count retries, conditional requests and gaps.
// Takes each parsed request; gives counts and the JSON. One io thread: no locks.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "manifest.h"

namespace fixture {

class Stats {
 public:
  using Clock = std::chrono::steady_clock;
  explicit Stats(Clock::time_point start) : start_(start) {}

  // Records one request; returns how many have now arrived for host+target.
  std::size_t record(const std::string& host, const std::string& target, const std::string& scheme,
                     const std::string& method, const HeaderList& headers);
  void connection(bool tls) { ++(tls ? https_connections_ : http_connections_); }
  std::string json() const;
  void reset();

 private:
  struct Request {
    long long t_ms;
    std::string scheme, method;
    HeaderList headers;
  };
  struct Page {
    std::size_t count = 0;
    std::vector<Request> requests;  // the first kKept only, so a benchmark stays small
  };
  static constexpr std::size_t kKept = 1000;
  Clock::time_point start_;
  std::map<std::pair<std::string, std::string>, Page> pages_;
  std::size_t total_ = 0, http_connections_ = 0, https_connections_ = 0;
};

}  // namespace fixture
