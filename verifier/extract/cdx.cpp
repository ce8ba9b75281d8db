// extract/cdx.cpp: rows are gathered by their place in the outer array, so
// a row of any length is read whole before it is judged.
#include "extract/cdx.h"

#include <algorithm>
#include <cstdlib>
#include <map>

#include "core/ascii.h"
#include "extract/json_strings.h"

namespace verifier::extract {
namespace {

using Row = std::vector<std::string>;

// Rows by their place; anything but an array of arrays of strings (a
// number or null where a string should be, an object) fails the answer.
std::optional<std::map<std::size_t, Row>> rows_of(std::string_view body, std::string* why) {
  auto fail = [&](const char* reason) -> std::optional<std::map<std::size_t, Row>> {
    if (why) *why = reason;
    return std::nullopt;
  };
  std::map<std::size_t, Row> rows;
  bool shaped = true;
  const bool ok = scan_json_strings(body, [&](std::span<const JsonStep> path, std::string&& value) {
    if (path.size() != 2 || !path[0].element || !path[1].element) {
      shaped = false;
      return;
    }
    Row& row = rows[path[0].index];
    if (row.size() <= path[1].index) row.resize(path[1].index + 1);
    row[path[1].index] = std::move(value);
  });
  if (!ok) return fail("malformed JSON");
  const bool array = body[body.find_first_not_of(" \t\r\n")] == '[';
  if (!shaped || !array) return fail("not an array of rows of strings");
  return rows;
}

std::optional<std::size_t> column(const Row& header, std::string_view name) {
  auto it = std::find(header.begin(), header.end(), name);
  if (it == header.end()) return std::nullopt;
  return static_cast<std::size_t>(it - header.begin());
}

std::optional<int> status_of(std::string_view text) {
  if (text.size() != 3 || !all_ascii_digits(text)) return std::nullopt;
  return std::atoi(std::string(text).c_str());
}

bool is_error(const Capture& c) { return c.status && *c.status >= 400; }

// Nearest `target` among those `take` accepts; of two as near, the earlier.
template <typename Take>
std::optional<Capture> nearest(const std::vector<Capture>& captures, Date target, Take take) {
  const Capture* best = nullptr;
  int best_days = 0;
  for (const auto& c : captures) {
    if (!take(c)) continue;
    const auto day = Date::parse(c.date());
    if (!day) continue;
    const int days = std::abs(day->days_since(target));
    if (!best || days < best_days || (days == best_days && c.timestamp < best->timestamp)) {
      best = &c;
      best_days = days;
    }
  }
  return best ? std::optional(*best) : std::nullopt;
}

}  // namespace

std::string Capture::date() const {
  if (timestamp.size() < 8) return "";
  return timestamp.substr(0, 4) + "-" + timestamp.substr(4, 2) + "-" + timestamp.substr(6, 2);
}

std::optional<std::vector<Capture>> read_cdx_answer(std::string_view body, std::string* why) {
  std::vector<Capture> out;
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos) return out;
  auto rows = rows_of(body, why);
  if (!rows) return std::nullopt;
  if (rows->empty()) return out;
  const Row& header = rows->begin()->second;
  const auto timestamp = column(header, "timestamp");
  if (!timestamp) {
    if (why) *why = "no timestamp field";
    return std::nullopt;
  }
  const auto original = column(header, "original");
  const auto status = column(header, "statuscode");
  for (auto it = std::next(rows->begin()); it != rows->end(); ++it) {
    const Row& row = it->second;
    if (row.size() != header.size()) continue;  // a resume key, an empty row
    Capture c;
    c.timestamp = row[*timestamp];
    if (c.timestamp.size() != 14 || !all_ascii_digits(c.timestamp) || !Date::parse(c.date())) continue;
    if (original) c.original = row[*original];
    if (status) c.status = status_of(row[*status]);
    out.push_back(std::move(c));
  }
  return out;
}

CaptureChoice choose_capture(const std::vector<Capture>& captures, Date target) {
  CaptureChoice out;
  out.capture = nearest(captures, target, [](const Capture& c) { return c.status == 200; });
  if (!out.capture)
    out.capture = nearest(captures, target, [](const Capture& c) { return !is_error(c); });
  if (!out.capture) out.nearest_error = nearest(captures, target, is_error);
  return out;
}

}  // namespace verifier::extract
