// extract/refresh.h: a page's <meta http-equiv="refresh"> as a redirect.
// Takes: the content attribute and the URL to resolve against. Gives: the
// absolute target when the delay is at most 5 seconds (a reader would be
// taken there), else nothing. Parsing follows the HTML standard's "shared
// declarative refresh steps"; resolving follows RFC 3986 §5.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace verifier::extract {

inline constexpr double kMaxRefreshSeconds = 5;

struct Refresh {
  double seconds = 0;
  std::string url;  // as written; "" means the page itself
};

std::optional<Refresh> parse_refresh(std::string_view content);

// `reference` resolved against the absolute `base`; nullopt if `base` is not
// absolute or the result is not http(s).
std::optional<std::string> resolve_url(std::string_view base, std::string_view reference);

std::optional<std::string> refresh_target(std::string_view content, std::string_view base);

}  // namespace verifier::extract
