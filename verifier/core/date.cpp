// date.cpp: YYYY-MM-DD to a day and back; std::chrono checks the calendar.
#include "core/date.h"

#include <cstdio>

namespace verifier {
namespace {

// A field of ASCII digits only: from_chars would take a sign or stop early.
std::optional<int> digits(std::string_view s) {
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

std::optional<Date> Date::parse(std::string_view text, std::string* why) {
  auto fail = [&](const char* reason) -> std::optional<Date> {
    if (why) *why = reason;
    return std::nullopt;
  };
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return fail("not YYYY-MM-DD");
  auto y = digits(text.substr(0, 4));
  auto m = digits(text.substr(5, 2));
  auto d = digits(text.substr(8, 2));
  if (!y || !m || !d) return fail("not YYYY-MM-DD");
  std::chrono::year_month_day ymd{std::chrono::year{*y}, std::chrono::month{static_cast<unsigned>(*m)},
                                  std::chrono::day{static_cast<unsigned>(*d)}};
  if (!ymd.ok()) return fail("no such day");
  return Date(std::chrono::sys_days{ymd});
}

Date Date::utc_day_of(std::time_t moment) {
  return Date(std::chrono::floor<std::chrono::days>(std::chrono::system_clock::from_time_t(moment)));
}

std::string Date::text() const {
  std::chrono::year_month_day ymd{day_};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buf;
}

}  // namespace verifier
