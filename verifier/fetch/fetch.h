// fetch/fetch.h: downloads cited URLs, politely, and gives the raw facts.
// Takes: URLs (with last night's validators). Gives: one core Fetched per URL.
// Owns libcurl's multi socket API driven by one Boost.Asio event loop; neither
// crosses this header. Knows bytes, not pages: judging what came back is
// verdict/'s job.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/fetched.h"
#include "core/rules.h"

namespace verifier::fetch {

struct FetchOptions {
  FetchRules rules;                     // limits, User-Agent, per-host rules
  std::vector<std::string> connect_to;  // curl's HOST:PORT:CHOST:CPORT
  std::string cacert;                   // extra CA bundle ("" for none)
  bool allow_private = false;           // --allow-private
};

struct FetchRequest {
  std::string url;            // as cited
  std::string etag;           // from last night, "" if none
  std::string last_modified;  // from last night, "" if none
};

struct Progress {
  std::size_t done = 0;
  std::size_t total = 0;
  std::size_t active_hosts = 0;
};

class FetchPool {
 public:
  explicit FetchPool(FetchOptions options);
  ~FetchPool();
  FetchPool(const FetchPool&) = delete;
  FetchPool& operator=(const FetchPool&) = delete;

  // Fetches every request once and calls `done` (on the caller's thread) as
  // each finishes. Returns when all are done, or soon after stop().
  void run(std::vector<FetchRequest> requests,
           const std::function<void(Fetched&&)>& done);

  // Safe from another thread or a signal-watching thread: abandons what is
  // in flight; run() then returns without calling `done` for the rest.
  void stop();

  Progress progress() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One URL, for `check` and `text`.
Fetched fetch_one(const FetchOptions& options, const std::string& url);

}  // namespace verifier::fetch
