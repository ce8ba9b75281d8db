// fetch retry policy: what is retried, Retry-After in both forms, backoff.
#include <doctest/doctest.h>

#include "fetch/retry.h"

using namespace verifier;
using namespace verifier::fetch;

TEST_CASE("transient failures and statuses are retried, other 4xx never") {
  CHECK(retryable(NetFailure::timeout, std::nullopt));
  CHECK(retryable(NetFailure::connect_timeout, std::nullopt));
  CHECK(retryable(NetFailure::stalled, std::nullopt));
  CHECK(retryable(NetFailure::reset, std::nullopt));
  CHECK_FALSE(retryable(NetFailure::dns, std::nullopt));
  CHECK_FALSE(retryable(NetFailure::refused, std::nullopt));
  CHECK_FALSE(retryable(NetFailure::tls, std::nullopt));
  CHECK_FALSE(retryable(NetFailure::non_public_address, std::nullopt));
  for (int s : {408, 429, 500, 502, 503, 504, 599}) CHECK(retryable(NetFailure::none, s));
  for (int s : {200, 301, 304, 400, 401, 403, 404, 410, 451}) CHECK_FALSE(retryable(NetFailure::none, s));
}

TEST_CASE("Retry-After as delta-seconds") {
  CHECK(parse_retry_after("120", 0) == 120.0);
  CHECK(parse_retry_after(" 3 ", 0) == 3.0);
  CHECK(parse_retry_after("0", 0) == 0.0);
  CHECK_FALSE(parse_retry_after("-5", 0).has_value());
  CHECK_FALSE(parse_retry_after("soon", 0).has_value());
  CHECK_FALSE(parse_retry_after("", 0).has_value());
}

TEST_CASE("Retry-After as an HTTP-date, in all three forms") {
  std::time_t now = 1445412470;  // Wed, 21 Oct 2015 07:27:50 GMT
  CHECK(parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now) == 10.0);
  CHECK(parse_retry_after("Wednesday, 21-Oct-15 07:28:00 GMT", now) == 10.0);
  CHECK(parse_retry_after("Wed Oct 21 07:28:00 2015", now) == 10.0);
  CHECK(parse_retry_after("Wed, 21 Oct 2015 07:00:00 GMT", now) == 0.0);  // past
}

TEST_CASE("backoff doubles, jitters within bounds, and the cap holds") {
  CHECK(retry_delay(1, std::nullopt, 60, 1.0, 0.0) == doctest::Approx(0.5));
  CHECK(retry_delay(1, std::nullopt, 60, 1.0, 1.0) == doctest::Approx(1.0));
  CHECK(retry_delay(3, std::nullopt, 60, 1.0, 1.0) == doctest::Approx(4.0));
  CHECK(retry_delay(20, std::nullopt, 60, 1.0, 0.5) == doctest::Approx(60));
  CHECK(retry_delay(1, 7.0, 60, 1.0, 0.5) == doctest::Approx(7.0));
  CHECK(retry_delay(1, 3600.0, 60, 1.0, 0.5) == doctest::Approx(60));
}

TEST_CASE("a host that keeps failing is paused, within a budget, and not retried") {
  HostHealth health;
  HostHealth::Limits limits{3, 1.0, 5.0, 12.0};
  CHECK(health.record(true, limits) == 0);
  CHECK(health.record(true, limits) == 0);
  CHECK_FALSE(health.failing(limits));
  CHECK(health.record(true, limits) == doctest::Approx(2.0));
  CHECK(health.failing(limits));
  CHECK(health.record(true, limits) == 0);
  CHECK(health.record(true, limits) == 0);
  CHECK(health.record(true, limits) == doctest::Approx(4.0));
  for (int i = 0; i < 2; ++i) health.record(true, limits);
  CHECK(health.record(true, limits) == doctest::Approx(5.0));  // cap
  for (int i = 0; i < 2; ++i) health.record(true, limits);
  CHECK(health.record(true, limits) == doctest::Approx(1.0));  // budget 12 = 2 + 4 + 5 + 1
  for (int i = 0; i < 2; ++i) health.record(true, limits);
  CHECK(health.record(true, limits) == 0);
  CHECK(health.record(false, limits) == 0);
  CHECK_FALSE(health.failing(limits));
}
