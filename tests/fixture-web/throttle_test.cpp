// The fixture web's per-host rate limits (throttle.h), on a clock the test holds.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "throttle.h"

using fixture::Throttle;
using fixture::ThrottleProfile;
using V = Throttle::Verdict;

namespace {

// 15 a minute, a bucket of 3, no Retry-After; blocked for an hour after a
// minute of requests inside 429 windows (the replica's Wayback Machine).
Throttle wayback(bool retry_after = false) {
  ThrottleProfile p;
  p.host = "web.archive.org";
  p.rate = 15;
  p.per_ms = 60000;
  p.burst = 3;
  p.retry_after = retry_after;
  p.block_after_ms = 60000;
  p.block_ms = 3600000;
  return Throttle({p});
}

long long count(const Throttle& t, const char* key) {
  return nlohmann::json::parse(t.json())[key].get<long long>();
}

}  // namespace

TEST_CASE("a client at the documented rate never meets a 429, whatever its jitter") {
  auto t = wayback();
  for (long long i = 0; i < 200; ++i) {
    long long at = 10 + i * 4000 + (i % 3 == 0 ? -5 : 7);  // a few ms early or late
    CHECK(t.admit("web.archive.org", at).verdict == V::pass);
  }
  CHECK(count(t, "too_many") == 0);
}

TEST_CASE("past the rate: the bucket's burst, then 429 until a token is back") {
  auto t = wayback();
  for (int i = 0; i < 3; ++i) CHECK(t.admit("web.archive.org", 0).verdict == V::pass);
  auto d = t.admit("web.archive.org", 0);
  CHECK(d.verdict == V::too_many);
  CHECK(d.status == 429);
  CHECK_FALSE(d.retry_after_s);
  REQUIRE(d.body != nullptr);
  CHECK(t.admit("web.archive.org", 3999).verdict == V::too_many);  // inside the window
  CHECK(count(t, "in_429_window") == 1);
  CHECK(t.admit("web.archive.org", 4000).verdict == V::pass);  // waited it out
  CHECK(count(t, "blocks") == 0);
}

TEST_CASE("Retry-After, when sent, is the window in whole seconds") {
  auto t = wayback(true);
  for (int i = 0; i < 3; ++i) t.admit("web.archive.org", 0);
  auto d = t.admit("web.archive.org", 0);
  REQUIRE(d.retry_after_s);
  CHECK(*d.retry_after_s == 4);
  CHECK(t.admit("web.archive.org", 2500).retry_after_s == 2);
}

TEST_CASE("a client that keeps sending inside 429 windows for a minute is blocked, doubling") {
  auto t = wayback();
  for (int i = 0; i < 3; ++i) t.admit("web.archive.org", 0);
  long long now = 0;
  V last = V::pass;
  while (last != V::blocked && now < 120000) {  // passes every 4 s do not excuse it
    last = t.admit("web.archive.org", now).verdict;
    now += 1000;  // once a second, never waiting out a window
  }
  CHECK(last == V::blocked);
  CHECK(now - 1000 >= 60000);
  CHECK(count(t, "blocks") == 1);
  const long long blocked_at = now - 1000;
  CHECK(t.admit("web.archive.org", blocked_at + 3599999).verdict == V::blocked);
  CHECK(t.admit("web.archive.org", blocked_at + 3600000).verdict == V::pass);
  // The second block lasts two hours.
  long long again = blocked_at + 3600000;
  for (int i = 0; i < 2; ++i) t.admit("web.archive.org", again);
  for (last = V::pass; last != V::blocked && again < blocked_at + 3800000; again += 1000)
    last = t.admit("web.archive.org", again).verdict;
  const long long second = again - 1000;
  CHECK(last == V::blocked);
  CHECK(t.admit("web.archive.org", second + 7199999).verdict == V::blocked);
  CHECK(t.admit("web.archive.org", second + 7200000).verdict == V::pass);
  CHECK(count(t, "refused") >= 4);
}

TEST_CASE("a client that waits out every window is never blocked, however long it is limited") {
  auto t = wayback();
  long long now = 0;
  for (int i = 0; i < 500; ++i) {
    auto d = t.admit("web.archive.org", now);
    CHECK(d.verdict != V::blocked);
    now += d.verdict == V::pass ? 100 : 4000;  // too fast, but it backs off on a 429
  }
  CHECK(count(t, "too_many") > 0);
  CHECK(count(t, "in_429_window") == 0);
}

TEST_CASE("hosts without a profile pass; reset clears the counts, not the bucket") {
  auto t = wayback();
  CHECK(t.admit("example.org", 0).verdict == V::pass);
  for (int i = 0; i < 3; ++i) t.admit("web.archive.org", 0);
  t.reset();
  CHECK(count(t, "requests") == 0);
  CHECK(t.admit("web.archive.org", 1).verdict == V::too_many);
}
