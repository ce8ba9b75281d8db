// fetch/fetch.h: downloads cited URLs, politely, and gives the raw facts.
// Takes: URLs (with last night's validators). Gives: one core Fetched per URL.
// Owns libcurl's multi socket API driven by one Boost.Asio event loop; neither
// crosses this header. Knows bytes, not pages: judging what came back is
// verdict/'s job.
//
//   FetchPool pool(options);
//   pool.run(requests, [](Fetched&& f) { hand_to_a_worker(std::move(f)); });
//
// A request views its URL and validators: they must outlive run(). A night
// holds one request per cited URL for the whole pass, so a request is a view
// and a pointer, not copies of what the records and the state already hold.
//
// What a Fetched says, as this pool fills it:
// - `failure` names why no usable response came; a response of any status
//   (404, 503 after its retries, 304) is not a failure. Pages never fetched on
//   purpose say so too: credentials, excluded_by_rule, robots_disallowed,
//   non_public_address (spec §2, also after redirects and DNS; a host name
//   that --connect-to maps elsewhere is judged by what /etc/hosts says of it).
// - A robots.txt that could not be reached for a network reason (DNS,
//   refused, TLS, timeout, ...) keeps its host's pages unfetched (RFC 9309:
//   unreachable disallows); they carry that failure, detail prefixed
//   "robots.txt: ".
// - `attempts` counts the tries of the last hop (1 + its retries); 0 when
//   nothing was sent. `seconds` runs from the first request's start.
// - Wayback snapshots are requested in their `id_` form; `url` and, without
//   redirects, `final_url` stay as cited.
// - Each host's rate adapts to its answers (fetch/host_rate.h): 429s and
//   503s widen its gap, and nothing starts inside a 429 window. A host that
//   asks to wait past retry_after_cap, or refuses or resets connections after
//   429s, is done for the night: that URL and the host's unsent ones carry
//   `rate_limited` ("rate limited until ...", "the host blocked us after N
//   429s ..."). A host whose rule's daily_budget of requests is spent leaves
//   its unsent URLs `over_budget`, in the order they were asked.
// - A pool is one night: what a host did (its rate, its end, its budget)
//   holds for every later run() of the same pool.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/fetched.h"
#include "core/rules.h"

namespace verifier::fetch {

// --cacert replaces curl's default CA bundle (as curl's own option does), so
// a run that must reach both the fixture web and the real web needs a file
// holding both.
struct FetchOptions {
  FetchRules rules;                     // limits, User-Agent, per-host rules
  std::vector<std::string> connect_to;  // curl's HOST:PORT:CHOST:CPORT
  std::string cacert;                   // extra CA bundle ("" for none)
  bool allow_private = false;           // --allow-private
  // What a --connect-to mapped name is judged by (tests give their own).
  std::string hosts_file = "/etc/hosts";
  // First retry's backoff; each further one doubles it, with jitter. A
  // Retry-After from the server replaces it (up to rules.retry_after_cap).
  double retry_base_seconds = 1.0;
  // A host with this many retryable failures in a row is paused (backoff
  // doubling per further failure) instead of hammered.
  int pause_after_failures = 3;
};

// Last night's validators of a URL, sent so an unchanged page costs a 304.
struct Validators {
  std::string etag;           // "" if none
  std::string last_modified;  // "" if none
};

struct FetchRequest {
  std::string_view url;                    // as cited
  std::string_view key;                    // its same_url_key, as worked out once by the caller
  const Validators* validators = nullptr;  // none for a URL never answered before
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
  // A stopped pool stays stopped: a later run() returns at once.
  void stop();

  Progress progress() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One URL, for `check` and `text`.
Fetched fetch_one(const FetchOptions& options, const FetchRequest& request);

// A short meta refresh is a redirect a reader follows, once: the fetch of
// its target stands for the cited URL (and key), with the target as the
// first hop. `run` (app/night.cpp) and `check`/`text` (app/common.cpp) both
// follow it so.
void as_refresh_of(Fetched& target, std::string cited_url, std::string cited_key);

}  // namespace verifier::fetch
