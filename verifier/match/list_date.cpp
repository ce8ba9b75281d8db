// match/list_date.cpp: the TOP500 list's month in a page's address.
#include "match/list_date.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>

#include "core/ascii.h"

namespace verifier::match {

namespace {

constexpr int first_list_year = 1993;  // the lists began in June 1993
constexpr int last_list_year = 2099;

bool list_month_number(int month) { return month == 6 || month == 11; }

// The digits at `at`, as many as follow, and where they end.
std::size_t digits_end(std::string_view s, std::size_t at) {
  while (at < s.size() && is_ascii_digit(s[at])) ++at;
  return at;
}

int number(std::string_view digits) {
  int n = 0;
  for (char c : digits) n = n * 10 + (c - '0');
  return n;
}

int dated(int year, int month) {
  if (year < first_list_year || year > last_list_year || !list_month_number(month)) return 0;
  return year * 100 + month;
}

// "june2024", "Nov-2023", "november_2024": a month's name, then its year.
int named_month_at(std::string_view lower, std::size_t at) {
  struct Name {
    std::string_view word;
    int month;
  };
  static constexpr std::array<Name, 4> names = {{{"november", 11}, {"june", 6}, {"nov", 11}, {"jun", 6}}};
  if (at > 0 && lower[at - 1] >= 'a' && lower[at - 1] <= 'z') return 0;  // inside a word
  for (const auto& n : names) {
    if (lower.substr(at, n.word.size()) != n.word) continue;
    std::size_t y = at + n.word.size();
    if (y < lower.size() && (lower[y] == '-' || lower[y] == '_' || lower[y] == ' ')) ++y;
    if (digits_end(lower, y) - y == 4) return dated(number(lower.substr(y, 4)), n.month);
    return 0;
  }
  return 0;
}

}  // namespace

int list_month(std::string_view url) {
  const std::string lower = ascii_lower(url);
  const std::size_t at = lower.rfind("top500");
  if (at == std::string::npos) return 0;
  const std::string_view rest = std::string_view(lower).substr(at + 6);
  for (std::size_t i = 0; i < rest.size();) {
    if (!is_ascii_digit(rest[i])) {
      if (int month = named_month_at(rest, i)) return month;
      ++i;
      continue;
    }
    const std::size_t end = digits_end(rest, i);
    const std::string_view run = rest.substr(i, end - i);
    int month = 0;
    if (run.size() == 6) month = dated(number(run.substr(0, 4)), number(run.substr(4)));
    // "2020/06", "2020-06"
    if (run.size() == 4 && end + 1 < rest.size() && (rest[end] == '/' || rest[end] == '-' || rest[end] == '_')) {
      const std::size_t m = end + 1;
      if (digits_end(rest, m) - m == 2) month = dated(number(run), number(rest.substr(m, 2)));
    }
    if (month != 0) return month;
    i = end;
  }
  return 0;
}

int month_named_in(std::string_view phrase) {
  const std::string lower = ascii_lower(phrase);
  for (std::size_t i = 0; i < lower.size(); ++i)
    if (int month = named_month_at(lower, i)) return month;
  return 0;
}

int last_ranked_list(std::string_view url, std::string_view text) {
  // Any page of the lists' site or copies that dates its rows by list: a
  // system's Ranking table, or the history of one rank ("06/2018 | 5 |
  // ABCI ..."), whatever its address calls it. A list's own address says
  // its month (list_month), which this does not override.
  if (ascii_lower(url).find("top500") == std::string::npos || list_month(url) != 0) return 0;
  int latest = 0;
  for (std::size_t line = 0; line < text.size();) {
    std::size_t end = text.find('\n', line);
    if (end == std::string_view::npos) end = text.size();
    // "11/2018": two digits of the month, a slash, four of the year, alone
    // or as the first cell of its row ("11/2018 | 7 | PRIMERGY ...").
    const std::string_view row = text.substr(line, end - line);
    const std::string_view l = ascii_trim(row.substr(0, row.find('|')));
    constexpr std::size_t month_year = 7;
    if (l.size() == month_year && l[2] == '/' && digits_end(l, 0) == 2 && digits_end(l, 3) == month_year)
      latest = std::max(latest, dated(number(l.substr(3)), number(l.substr(0, 2))));
    line = end + 1;
  }
  return latest;
}

int list_month_field(std::span<const std::string_view> fields) {
  constexpr std::size_t yyyymm = 6;
  int latest = 0;
  for (std::string_view f : fields) {
    f = ascii_trim(f);
    if (f.size() == yyyymm && digits_end(f, 0) == yyyymm)
      latest = std::max(latest, dated(number(f.substr(0, 4)), number(f.substr(4))));
  }
  return latest;
}

}  // namespace verifier::match
