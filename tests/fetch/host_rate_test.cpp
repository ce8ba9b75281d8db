// fetch/host_rate.h: the host's gap and windows as its answers make them.
#include <doctest/doctest.h>

#include "fetch/host_rate.h"

using verifier::fetch::HostRate;
using Next = HostRate::Next;

TEST_CASE("a 429 doubles the gap up to the cap; answers narrow it by a tenth down to the floor") {
  HostRate rate(0.5, 10);
  CHECK(rate.gap() == 0.5);
  CHECK(rate.answer({429, std::nullopt, false}) == Next::wait);
  CHECK(rate.gap() == 1.0);
  CHECK(rate.window() == 1.0);
  CHECK(rate.answer({503, 4.0, false}) == Next::wait);
  CHECK(rate.gap() == 2.0);
  CHECK(rate.window() == 4.0);  // Retry-After, when longer than the gap
  for (int i = 0; i < 5; ++i) rate.answer({429, std::nullopt, false});
  CHECK(rate.gap() == 10.0);
  CHECK(rate.answer({200, std::nullopt, false}) == Next::go_on);
  CHECK(rate.gap() == doctest::Approx(9.0));
  for (int i = 0; i < 100; ++i) rate.answer({200, std::nullopt, false});
  CHECK(rate.gap() == 0.5);
  CHECK(rate.too_many_requests() == 6);
}

TEST_CASE("the narrowest widened gap is the rule's, so a time-scaled replica keeps its proportions") {
  HostRate scaled(0.1, 6, 0.1);  // rules of a night at 1/10 of real time
  scaled.answer({429, std::nullopt, false});
  CHECK(scaled.gap() == doctest::Approx(0.2));
  CHECK(scaled.window() == doctest::Approx(0.2));
  HostRate from_zero(0, 60, 0.25);
  from_zero.answer({503, std::nullopt, false});
  CHECK(from_zero.gap() == doctest::Approx(0.25));
  HostRate by_default(0, 60);
  by_default.answer({429, std::nullopt, false});
  CHECK(by_default.gap() == 1.0);
}

TEST_CASE("a Retry-After past the cap ends the host; the detail says until when") {
  HostRate rate(3, 60);
  CHECK(rate.answer({429, 3600.0, false}) == Next::rate_limited);
  CHECK(rate.ended_detail(Next::rate_limited, 0, "") ==
        "rate limited until 1970-01-01 01:00:00 UTC: not tried again tonight");
}

TEST_CASE("refused or reset means a block only after a 429") {
  HostRate rate(1, 60);
  CHECK(rate.answer({std::nullopt, std::nullopt, true}) == Next::go_on);
  rate.answer({503, std::nullopt, false});
  CHECK(rate.answer({std::nullopt, std::nullopt, true}) == Next::go_on);  // 503s are not 429s
  rate.answer({429, std::nullopt, false});
  rate.answer({429, std::nullopt, false});
  CHECK(rate.answer({std::nullopt, std::nullopt, true}) == Next::blocked);
  CHECK(rate.ended_detail(Next::blocked, 0, "connection refused") ==
        "the host blocked us after 2 429s (connection refused): not tried again tonight");
}
