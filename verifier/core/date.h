// core/date.h: a calendar day, the one owner of dates (spec §4: the night's
// date, history, an override's expiry). Parsed and validated once from the
// contract's text form YYYY-MM-DD; day arithmetic exists only on valid days,
// so "2024-02-30" is refused where it is read, never counted as day 0 later.
//
//   auto d = Date::parse("2026-11-30");        // nullopt for 2024-02-30
//   int span = d->days_since(*Date::parse("2026-11-28"));  // 2
//   d->text();                                   // "2026-11-30"
#pragma once

#include <chrono>
#include <compare>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>

namespace verifier {

class Date {
 public:
  // Exactly YYYY-MM-DD naming a real day (leap years counted); nullopt
  // otherwise, with a reason in *why when given.
  static std::optional<Date> parse(std::string_view text, std::string* why = nullptr);
  // The UTC day of a moment: app/ reads the clock once a run and passes the
  // night's date on, so every stage decides by the same day (tests fix it).
  static Date utc_day_of(std::time_t moment);

  std::string text() const;  // YYYY-MM-DD, as reports and the state write it
  int year() const { return static_cast<int>(std::chrono::year_month_day(day_).year()); }
  // Whole days from `earlier` to this day (negative when `earlier` is later).
  int days_since(Date earlier) const {
    return static_cast<int>((day_ - earlier.day_).count());
  }
  Date plus_days(int days) const { return Date(day_ + std::chrono::days{days}); }

  auto operator<=>(const Date&) const = default;

 private:
  explicit Date(std::chrono::sys_days day) : day_(day) {}
  std::chrono::sys_days day_;
};

// The day a record's note says its source was read ("accessed 2024-03-01",
// "retrieved on 2024-03-01"): the first valid YYYY-MM-DD after one of those
// words, case aside. Any other date in a note ("announced 2023-11-13") is not
// an access date; nullopt then, and for a note with none.
std::optional<Date> access_date_in(std::string_view note);

}  // namespace verifier
