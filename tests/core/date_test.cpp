// Date: the one parser of YYYY-MM-DD; a day that does not exist is refused
// where it is read, and day arithmetic runs on real days only.
#include <doctest/doctest.h>

#include <ctime>

#include "core/date.h"

using verifier::Date;

TEST_CASE("a date round-trips through its text") {
  for (const char* text : {"2026-11-30", "2024-02-29", "0999-01-01", "2027-12-31"}) {
    auto d = Date::parse(text);
    REQUIRE(d);
    CHECK(d->text() == text);
  }
}

TEST_CASE("days that do not exist, and text that is not YYYY-MM-DD, are refused") {
  std::string why;
  CHECK_FALSE(Date::parse("2024-02-30", &why));
  CHECK(why == "no such day");
  CHECK_FALSE(Date::parse("2023-02-29"));  // not a leap year
  CHECK_FALSE(Date::parse("2026-13-01"));
  CHECK_FALSE(Date::parse("2026-00-10"));
  CHECK_FALSE(Date::parse("2026-04-31"));
  CHECK_FALSE(Date::parse("2026-11-00"));
  for (const char* text : {"", "garbage", "2026-1-30", "2026/11/30", "2026-11-30 ", "+026-11-30",
                           "2026-+1-30", "2026-11-3x", "20261130"}) {
    CHECK_FALSE(Date::parse(text, &why));
    CHECK(why == "not YYYY-MM-DD");
  }
}

TEST_CASE("days between dates, across months, leap days and years") {
  auto d = [](const char* t) { return Date::parse(t).value(); };
  CHECK(d("2026-11-30").days_since(d("2026-11-28")) == 2);
  CHECK(d("2026-03-01").days_since(d("2026-02-28")) == 1);
  CHECK(d("2024-03-01").days_since(d("2024-02-28")) == 2);
  CHECK(d("2027-01-01").days_since(d("2026-12-31")) == 1);
  CHECK(d("2026-11-28").days_since(d("2026-11-30")) == -2);
  CHECK(d("2026-12-31").plus_days(1) == d("2027-01-01"));
  CHECK(d("2026-12-31").year() == 2026);
  CHECK(d("2026-12-31").plus_days(1).year() == 2027);
  CHECK(d("2026-11-28") < d("2026-11-30"));
}

TEST_CASE("the UTC day of a moment: midnight starts it, the second before ends the last") {
  auto d = [](std::string_view text) { return Date::parse(text).value(); };
  CHECK(Date::utc_day_of(0) == d("1970-01-01"));
  CHECK(Date::utc_day_of(1796083200) == d("2026-12-01"));       // 00:00:00Z
  CHECK(Date::utc_day_of(1796083200 - 1) == d("2026-11-30"));   // 23:59:59Z the day before
  CHECK(Date::utc_day_of(1796083200 + 86399) == d("2026-12-01"));
  const Date now = Date::utc_day_of(std::time(nullptr));
  CHECK(Date::parse(now.text()) == now);
}

using verifier::access_date_in;

TEST_CASE("a note's access date: after 'accessed' or 'retrieved', and only a real day") {
  CHECK(access_date_in("accessed 2024-03-01")->text() == "2024-03-01");
  CHECK(access_date_in("slide 4; Retrieved on 2023-12-31 from the vendor")->text() == "2023-12-31");
  CHECK(access_date_in("Access date: 2022-02-28")->text() == "2022-02-28");
  // a date before the word is not the access date; the one after it is
  CHECK(access_date_in("announced 2023-11-13, accessed 2024-01-05")->text() == "2024-01-05");
  CHECK_FALSE(access_date_in("announced 2023-11-13"));
  CHECK_FALSE(access_date_in("accessed 2024-02-30"));
  CHECK_FALSE(access_date_in("accessed last spring"));
  CHECK_FALSE(access_date_in("the cluster is mentioned at 15:01"));
  CHECK_FALSE(access_date_in(""));
}
