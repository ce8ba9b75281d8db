// fetch/retry.cpp: the retry policy, in one place (lychee keeps it so too).
#include "fetch/retry.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace verifier::fetch {
namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

std::optional<std::time_t> parse_http_date(std::string_view value) {
  // IMF-fixdate, RFC 850 and asctime, as RFC 9110 §5.6.7 asks recipients to accept.
  static constexpr const char* formats[] = {"%a, %d %b %Y %H:%M:%S GMT",
                                            "%A, %d-%b-%y %H:%M:%S GMT",
                                            "%a %b %e %H:%M:%S %Y"};
  std::string text(value);
  for (const char* format : formats) {
    std::tm tm{};
    const char* end = strptime(text.c_str(), format, &tm);
    if (end != nullptr && *end == '\0') return timegm(&tm);
  }
  return std::nullopt;
}

}  // namespace

bool retryable(NetFailure failure, std::optional<int> status) {
  if (failure != NetFailure::none) return class_of(failure).retryable;
  if (!status) return false;
  return *status == 408 || *status == 429 || (*status >= 500 && *status <= 599);
}

std::optional<double> parse_retry_after(std::string_view value, std::time_t now) {
  value = trimmed(value);
  if (value.empty()) return std::nullopt;
  long long seconds = 0;
  auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seconds);
  if (ec == std::errc() && end == value.data() + value.size())
    return seconds < 0 ? std::nullopt : std::optional<double>(static_cast<double>(seconds));
  if (auto when = parse_http_date(value))
    return std::max(0.0, std::difftime(*when, now));
  return std::nullopt;
}

double retry_delay(int attempt, std::optional<double> retry_after, double cap, double base,
                   double draw) {
  if (retry_after) return std::clamp(*retry_after, 0.0, cap);
  double exponential = base * std::pow(2.0, std::max(0, attempt - 1));
  return std::min(cap, exponential * (0.5 + std::clamp(draw, 0.0, 1.0) / 2));
}

double HostHealth::record(bool transient_failure, const Limits& limits) {
  if (!transient_failure) {
    in_a_row_ = 0;
    return 0;
  }
  ++in_a_row_;
  int threshold = std::max(1, limits.threshold);
  if (in_a_row_ % threshold != 0) return 0;
  double pause = limits.base * std::pow(2.0, in_a_row_ / threshold);
  pause = std::min({pause, limits.cap, std::max(0.0, limits.budget - paused_)});
  paused_ += pause;
  return pause;
}

}  // namespace verifier::fetch
