// extract/redirect_kind.cpp: path patterns of root, 404 and login pages.
#include <regex>
#include <string>

#include "extract/redirect_kind.h"

namespace verifier::extract {
namespace {

struct UrlParts {
  std::string host;
  std::string path;  // "" or from '/', without query or fragment
};

UrlParts parts(std::string_view url) {
  UrlParts p;
  auto scheme = url.find("://");
  if (scheme == std::string_view::npos) return p;
  url.remove_prefix(scheme + 3);
  std::size_t path = url.find_first_of("/?#");
  std::string_view authority = url.substr(0, path);
  if (auto at = authority.rfind('@'); at != std::string_view::npos) authority.remove_prefix(at + 1);
  p.host = authority.substr(0, authority.find(':'));
  if (path != std::string_view::npos && url[path] == '/') {
    std::string_view rest = url.substr(path);
    p.path = rest.substr(0, rest.find_first_of("?#"));
  }
  return p;
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

bool is_login(const UrlParts& p) {
  static const std::regex path(
      R"((^|/)(login|log-in|signin|sign-in|sign_in|logon|authwall|auth|sso|cas/login|users/sign_in)(\.[a-z]+)?/?$)",
      kFlags);
  static const std::regex host(R"(^(login|signin|accounts|auth|sso|idp)\.)", kFlags);
  return searches(p.path, path) || searches(p.host, host);
}

}  // namespace

std::optional<PageVerdict> redirect_kind(std::string_view url, std::string_view final_url) {
  if (final_url.empty() || final_url == url) return std::nullopt;
  UrlParts from = parts(url), to = parts(final_url);
  if (from.host == to.host && from.path == to.path) return std::nullopt;  // scheme or query only
  if (is_login(to) && !is_login(from))
    return PageVerdict{PageKind::login_wall, "login wall: redirected to a login page"};
  if (is_not_found(to.path) && !is_not_found(from.path))
    return PageVerdict{PageKind::soft_404, "soft 404: redirected to a not-found page"};
  if (is_root(to.path) && !is_root(from.path) && !is_index(from.path))
    return PageVerdict{PageKind::soft_404, "soft 404: redirected to the site root"};
  return std::nullopt;
}

}  // namespace verifier::extract
