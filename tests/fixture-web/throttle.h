// Per-host rate limits of the fixture web, as the real archives enforce them
// (issue 15 item 4): a token bucket per host name, 429 past its rate, and a
// firewall block for a client that keeps sending inside its 429 windows.
// Takes each request's host and arrival time (ms since start); gives whether
// it passes, gets a 429 (with the Retry-After it carries, if any) or meets
// the block (the connection is reset). Pure and deterministic: the caller
// holds the clock. Profiles come from their own YAML file (--throttle FILE):
//
//   - host: web.archive.org
//     rate: 15              # tokens refilled per per_ms
//     per_ms: 60000
//     burst: 3              # the bucket's size (and its fill at start)
//     retry_after: false    # 429s carry Retry-After (whole seconds) or not
//     block_after_ms: 60000 # sending inside 429 windows for this long blocks
//     block_ms: 3600000     # the block, doubling on each repeat
//     forgive_ms: 60000     # a run of ignored 429s is forgotten after this
//                           # long without one (default: block_after_ms)
//     status: 429
//     body: "<html>..."     # the 429 page (default: a small one)
//
// A 429 window is the time from a 429 until the bucket holds a token again
// (or the Retry-After, when one is sent). A request inside it is counted and
// answered 429; a run of such requests (none more than forgive_ms after the
// last) that lasts block_after_ms blocks the host for block_ms, doubling
// on each repeat (block_after_ms 0 never blocks). While blocked, every
// request's connection is reset.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fixture {

struct ThrottleProfile {
  std::string host;
  double rate = 1;
  double per_ms = 1000;
  double burst = 1;
  bool retry_after = false;
  long long block_after_ms = 0;
  long long block_ms = 0;
  long long forgive_ms = 0;  // 0: block_after_ms
  int status = 429;
  std::string body;
};

class Throttle {
 public:
  enum class Verdict { pass, too_many, blocked };
  struct Decision {
    Verdict verdict = Verdict::pass;
    int status = 429;
    std::optional<long long> retry_after_s;
    const std::string* body = nullptr;  // the profile's 429 page; null when pass
  };

  Throttle() = default;
  explicit Throttle(std::vector<ThrottleProfile> profiles);
  // Throws std::runtime_error "FILE:LINE:COLUMN: message" on bad input.
  static Throttle load(const std::string& file);

  // Counts the request and decides it; hosts without a profile always pass.
  Decision admit(const std::string& host, long long now_ms);
  bool empty() const { return hosts_.empty(); }
  // {"hosts": [{"host", "requests", "passed", "too_many", "in_429_window",
  //   "blocks", "refused"}...], and the same counts summed}
  std::string json() const;
  void reset();  // clears the counts (GET /__fixture/reset)

 private:
  struct Host {
    ThrottleProfile profile;
    double tokens = 0;
    long long last_ms = 0;
    long long window_end = -1;             // end of the current 429 window
    std::optional<long long> ignoring_since;  // first request of the run inside 429 windows
    long long last_ignored = 0;
    long long blocked_until = -1;
    int strikes = 0;  // blocks so far: each one lasts twice the last
    long long blocks = 0;
    long long requests = 0, passed = 0, too_many = 0, in_window = 0, refused = 0;
  };
  static void refill(Host& h, long long now_ms);
  static Decision limited(Host& h, long long now_ms);
  static bool ignoring(Host& h, long long now_ms);
  std::map<std::string, Host> hosts_;
};

}  // namespace fixture
