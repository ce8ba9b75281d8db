// standing: failing_since, confirmed (K nights over at least D days) and
// last_good, from the nights before tonight.
#include <doctest/doctest.h>

#include "verdict/verdict.h"

using namespace verifier;
using verdict::standing;

namespace {
Date day(std::string_view text) { return Date::parse(text).value(); }
}  // namespace

TEST_CASE("a readable or excluded result is never failing") {
  HistoryRules k3d2;
  std::vector<PastReading> past = {{day("2026-11-29"), Result::blocked}};
  auto st = standing(Result::does_not_name, day("2026-11-30"), past, k3d2);
  CHECK_FALSE(st.failing_since);
  CHECK(st.counted == Result::does_not_name);
  st = standing(Result::excluded, day("2026-11-30"), past, k3d2);
  CHECK_FALSE(st.failing_since);
  CHECK(st.counted == Result::excluded);
}

TEST_CASE("K nights are not enough without D days, and D days not without K nights") {
  HistoryRules rules;
  rules.confirm_nights = 3;
  rules.confirm_days = 2;
  // Three failing nights in a row span two days: confirmed.
  std::vector<PastReading> past = {{day("2026-11-28"), Result::not_found},
                                            {day("2026-11-29"), Result::not_found}};
  CHECK(standing(Result::not_found, day("2026-11-30"), past, rules).confirmed);
  // Two failing nights over five days: not enough nights.
  past = {{day("2026-11-20"), Result::names}, {day("2026-11-25"), Result::not_found}};
  auto st = standing(Result::not_found, day("2026-11-30"), past, rules);
  CHECK_FALSE(st.confirmed);
  CHECK(st.failing_since == day("2026-11-25"));
  CHECK(st.counted == Result::names);
  // K = 2 nights met, but they span one day and D = 3.
  rules.confirm_nights = 2;
  rules.confirm_days = 3;
  past = {{day("2026-11-29"), Result::blocked}};
  st = standing(Result::blocked, day("2026-11-30"), past, rules);
  CHECK_FALSE(st.confirmed);
  CHECK(st.counted == Result::blocked);  // no last_good to fall back on
}

TEST_CASE("the run of failures stops at the newest readable night") {
  HistoryRules rules;
  std::vector<PastReading> past = {{day("2026-11-20"), Result::not_found},
                                            {day("2026-11-21"), Result::not_found},
                                            {day("2026-11-22"), Result::not_found},
                                            {day("2026-11-28"), Result::does_not_name},
                                            {day("2026-11-29"), Result::unreachable}};
  auto st = standing(Result::not_found, day("2026-11-30"), past, rules);
  CHECK(st.failing_since == day("2026-11-29"));
  CHECK_FALSE(st.confirmed);
  REQUIRE(st.last_good);
  CHECK(st.last_good->result == Result::does_not_name);
  CHECK(st.last_good->date == "2026-11-28");
  CHECK(st.counted == Result::does_not_name);
}

TEST_CASE("nights on or after today are ignored (a rerun of the same date)") {
  HistoryRules rules;
  std::vector<PastReading> past = {{day("2026-11-29"), Result::names},
                                            {day("2026-11-30"), Result::not_found}};
  auto st = standing(Result::not_found, day("2026-11-30"), past, rules);
  CHECK(st.failing_since == day("2026-11-30"));
  CHECK(st.last_good->date == "2026-11-29");
}
