// fetch scheduler with a fake clock: per-host caps, gaps, pauses, backoffs,
// the global cap, and the longest queue first.
#include <doctest/doctest.h>

#include <set>

#include "fetch/scheduler.h"

using namespace verifier::fetch;

TEST_CASE("per-host cap and gap") {
  Scheduler s(10);
  s.add_host("a", {2, 1.0});
  for (std::size_t i = 0; i < 4; ++i) s.push("a", i);
  auto first = s.next(0);
  REQUIRE(first);
  CHECK(first->job == 0);
  CHECK_FALSE(s.next(0.5));  // gap
  CHECK(*s.next_wake(0.5) == doctest::Approx(1.0));
  REQUIRE(s.next(1.0));
  CHECK_FALSE(s.next(5.0));  // two at once
  CHECK_FALSE(s.next_wake(5.0));  // only a finish can unblock
  s.finished("a");
  auto third = s.next(5.0);
  REQUIRE(third);
  CHECK(third->job == 2);
  CHECK(s.active() == 2);
  CHECK(s.active_hosts() == 1);
}

TEST_CASE("the gap runs from the request the host saw, never from before its start") {
  Scheduler s(10);
  s.add_host("a", {1, 1.0});
  for (std::size_t i = 0; i < 3; ++i) s.push("a", i);
  REQUIRE(s.next(0));
  s.request_sent("a", 0.4);  // the connection took 0.4 s to set up
  s.finished("a");
  CHECK_FALSE(s.next(1.0));
  CHECK(*s.next_wake(1.0) == doctest::Approx(1.4));
  REQUIRE(s.next(1.4));
  s.request_sent("a", 1.0);  // a moment before the start changes nothing
  s.finished("a");
  CHECK_FALSE(s.next(2.3));
  CHECK(s.next(2.4));
}

TEST_CASE("the longest queue starts first, the global cap holds") {
  Scheduler s(2);
  s.add_host("small", {2, 0});
  s.add_host("big", {2, 0});
  s.push("small", 100);
  for (std::size_t i = 0; i < 5; ++i) s.push("big", i);
  auto a = s.next(0);
  REQUIRE(a);
  CHECK(a->host == "big");
  auto b = s.next(0);
  REQUIRE(b);
  CHECK(b->host == "big");  // still 4 queued against 1
  CHECK_FALSE(s.next(0));   // global cap 2
  s.finished("big");
  auto c = s.next(0);
  REQUIRE(c);
  CHECK(c->host == "big");  // 3 against 1, and big has room again
}

TEST_CASE("a backoff delays only its own job; first goes ahead") {
  Scheduler s(10);
  s.add_host("a", {1, 0});
  s.push("a", 1, 5.0);
  s.push("a", 2);
  s.push("a", 3, 0, true);
  auto x = s.next(0);
  REQUIRE(x);
  CHECK(x->job == 3);
  s.finished("a");
  auto y = s.next(0);
  REQUIRE(y);
  CHECK(y->job == 2);
  s.finished("a");
  CHECK_FALSE(s.next(1));
  CHECK(*s.next_wake(1) == doctest::Approx(5.0));
  CHECK(s.next(5)->job == 1);
}

TEST_CASE("pauses and wider gaps") {
  Scheduler s(10);
  s.add_host("a", {5, 0.1});
  s.pause("a", 3.0);
  s.push("a", 1);
  s.push("a", 2);
  CHECK_FALSE(s.next(2.9));
  CHECK(*s.next_wake(0) == doctest::Approx(3.0));
  REQUIRE(s.next(3.0));
  s.widen_gap("a", 2.0);
  s.widen_gap("a", 0.5);  // never shortens
  CHECK_FALSE(s.next(4.9));
  CHECK(s.next(5.0));
}

TEST_CASE("politeness schedule: a busy host's jobs come one gap apart") {
  Scheduler s(32);
  s.add_host("busy", {1, 0.1});
  for (std::size_t i = 0; i < 10; ++i) s.push("busy", i);
  for (std::size_t i = 0; i < 20; ++i) {
    s.add_host("h" + std::to_string(i), {2, 0.1});
    s.push("h" + std::to_string(i), 100 + i);
  }
  double t = 0;
  std::set<std::size_t> started;
  for (int step = 0; step < 1000 && started.size() < 30; ++step) {
    while (auto st = s.next(t)) {
      started.insert(st->job);
      s.finished(st->host);  // instant transfers
    }
    auto wake = s.next_wake(t);
    if (!wake) break;
    t = *wake;
  }
  CHECK(started.size() == 30);
  CHECK(t == doctest::Approx(0.9));
}

TEST_CASE("a host keeps the limits it was first given, made sane") {
  Scheduler s(10);
  s.add_host("a", {1, 5.0});
  s.add_host("a", {3, 0.0});  // every push adds its host again, with the defaults
  for (std::size_t i = 0; i < 3; ++i) s.push("a", i);
  REQUIRE(s.next(0));
  CHECK_FALSE(s.next(0));  // still one at a time
  s.finished("a");
  CHECK_FALSE(s.next(4.9));  // and still the first gap
  CHECK(s.next(5.0));

  s.add_host("b", {0, -1.0});  // at least one at a time, no negative gap
  s.push("b", 10);
  s.push("b", 11);
  auto first = s.next(6.0);
  REQUIRE(first);
  CHECK(first->host == "b");
  CHECK_FALSE(s.next(6.0));
  s.finished("b");
  REQUIRE(s.next(6.0));
}

TEST_CASE("an adaptive gap above the floor, back to the floor; a drained host gives its jobs once") {
  Scheduler s(10);
  s.add_host("a", {1, 1.0});
  for (std::size_t i = 0; i < 4; ++i) s.push("a", i);
  s.push("a", 9, 50.0);  // a retry's backoff
  REQUIRE(s.next(0));
  s.finished("a");
  s.set_adaptive_gap("a", 4.0);
  CHECK_FALSE(s.next(3.0));
  CHECK(*s.next_wake(3.0) == doctest::Approx(4.0));
  REQUIRE(s.next(4.0));
  s.finished("a");
  s.set_adaptive_gap("a", 0.5);  // under the floor: the floor holds
  CHECK_FALSE(s.next(4.9));
  REQUIRE(s.next(5.0));
  s.finished("a");
  CHECK(s.drain("a") == std::vector<std::size_t>{3, 9});
  CHECK(s.queued() == 0);
  CHECK_FALSE(s.next(100));
  CHECK(s.drain("a").empty());
}
