// extract/redirect_kind.cpp: path patterns of root and 404 pages; a login
// page is core/url.h's (judging tells the same redirect by the same rule).
#include <regex>
#include <string>

#include "core/url.h"
#include "extract/redirect_kind.h"

namespace verifier::extract {
namespace {

struct UrlParts {
  std::string host;
  std::string path;  // "" or from '/', without query or fragment
};

UrlParts parts(std::string_view text) {
  auto url = parse_url(text);
  if (!url) return {};
  return {std::move(url->host), std::move(url->path)};
}

constexpr auto kFlags = std::regex::ECMAScript | std::regex::icase;

bool searches(std::string_view s, const std::regex& re) {
  return std::regex_search(s.begin(), s.end(), re);
}

// Compiled once, on first use; read-only after.
bool is_root(std::string_view path) {
  static const std::regex re(R"(^(/([a-z]{2}([-_][a-z]{2})?/?)?)?$)", kFlags);
  return searches(path, re);
}

bool is_index(std::string_view path) {
  static const std::regex re(R"(^/((index|default|home|main)(\.[a-z]+)?)?/?$)", kFlags);
  return searches(path, re);
}

bool is_not_found(std::string_view path) {
  static const std::regex re(
      R"((^|/)(404|not[-_]?found|page[-_]?not[-_]?found|error[-_]?404|404[-_]?error|pagenotfound)(\.[a-z]+)?/?$)",
      kFlags);
  return searches(path, re);
}

}  // namespace

std::optional<PageVerdict> redirect_kind(std::string_view url, std::string_view final_url) {
  if (final_url.empty() || final_url == url) return std::nullopt;
  UrlParts from = parts(url), to = parts(final_url);
  if (from.host == to.host && from.path == to.path) return std::nullopt;  // scheme or query only
  if (is_login_url(final_url) && !is_login_url(url))
    return PageVerdict{PageKind::login_wall, "login wall: redirected to a login page"};
  if (is_not_found(to.path) && !is_not_found(from.path))
    return PageVerdict{PageKind::soft_404, "soft 404: redirected to a not-found page"};
  if (is_root(to.path) && !is_root(from.path) && !is_index(from.path))
    return PageVerdict{PageKind::soft_404, "soft 404: redirected to the site root"};
  return std::nullopt;
}

}  // namespace verifier::extract
