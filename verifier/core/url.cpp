// core/url.cpp: the contract's URL facts. The identity of a URL (spec §1) is
// worked out by hand on purpose: it must keep the path and query exactly as
// cited, which a normalising URL library would not. Resolving a reference is
// curl's URL API, so a redirect and a meta refresh land where curl itself
// would have sent us (no network here: only its parser).
#include "core/url.h"

#include <curl/curl.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <memory>

#include "core/ascii.h"

namespace verifier {
namespace {

struct UrlHandle {
  void operator()(CURLU* u) const { curl_url_cleanup(u); }
};

bool fail(std::string* why, std::string_view reason) {
  if (why) *why = reason;
  return false;
}

// RFC 3986 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), before ':'.
std::optional<std::size_t> scheme_end(std::string_view text) {
  if (text.empty() || !is_ascii_alpha(text[0])) return std::nullopt;
  for (std::size_t i = 1; i < text.size(); ++i) {
    char c = text[i];
    if (c == ':') return i;
    if (!is_ascii_alpha(c) && !is_ascii_digit(c) && c != '+' && c != '-' && c != '.')
      return std::nullopt;
  }
  return std::nullopt;
}

// Host characters of a registered name or IPv4 address; bytes >= 0x80 let
// internationalised names through as written.
bool is_host_char(char c) {
  auto u = static_cast<unsigned char>(c);
  return u >= 0x80 || is_ascii_alnum(c) || c == '-' || c == '.' || c == '_' ||
         c == '~' || c == '%';
}

bool is_ipv6_char(char c) {
  return std::isxdigit(static_cast<unsigned char>(c)) != 0 || c == ':' || c == '.';
}

// host[:port] of an authority (userinfo already removed) into url.
bool parse_host_port(std::string_view hp, Url& url, std::string* why) {
  std::string_view port_text;
  if (!hp.empty() && hp[0] == '[') {
    auto close = hp.find(']');
    if (close == std::string_view::npos) return fail(why, "unclosed '[' in the host");
    auto inside = hp.substr(1, close - 1);
    if (inside.empty() || !std::all_of(inside.begin(), inside.end(), is_ipv6_char))
      return fail(why, "malformed IPv6 address");
    url.host = ascii_lower(inside);
    auto rest = hp.substr(close + 1);
    if (!rest.empty() && rest[0] != ':') return fail(why, "junk after the IPv6 address");
    if (!rest.empty()) port_text = rest.substr(1);
  } else {
    auto colon = hp.rfind(':');
    auto host = hp.substr(0, colon);
    if (colon != std::string_view::npos) port_text = hp.substr(colon + 1);
    if (!std::all_of(host.begin(), host.end(), is_host_char))
      return fail(why, "invalid character in the host");
    url.host = ascii_lower(host);
  }
  if (port_text.empty()) return true;  // "host:" means the default port
  if (port_text.size() > 5 || !std::all_of(port_text.begin(), port_text.end(), is_ascii_digit))
    return fail(why, "invalid port");
  int port = std::stoi(std::string(port_text));
  if (port > 65535) return fail(why, "port out of range");
  url.port = port;
  return true;
}

void split_tail(std::string_view rest, Url& url) {
  auto hash = rest.find('#');
  if (hash != std::string_view::npos) {
    url.has_fragment = true;
    url.fragment = rest.substr(hash + 1);
    rest = rest.substr(0, hash);
  }
  auto q = rest.find('?');
  if (q != std::string_view::npos) {
    url.has_query = true;
    url.query = rest.substr(q + 1);
    rest = rest.substr(0, q);
  }
  url.path = rest;
}

std::optional<int> default_port(std::string_view scheme) {
  if (scheme == "http") return 80;
  if (scheme == "https") return 443;
  return std::nullopt;
}

bool is_control_or_space(char c) {
  auto u = static_cast<unsigned char>(c);
  return u <= 0x20 || u == 0x7f;
}

// Spaces and controls beyond ASCII, in UTF-8: C1 controls, no-break and
// zero-width spaces, line and paragraph separators, the ideographic space.
// Pasted from a web page, they look like nothing and break the URL.
bool has_unicode_space(std::string_view text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    auto a = static_cast<unsigned char>(text[i]);
    auto b = static_cast<unsigned char>(text[i + 1]);
    if (a == 0xC2 && (b <= 0x9F || b == 0xA0)) return true;
    if (i + 2 >= text.size()) continue;
    auto c = static_cast<unsigned char>(text[i + 2]);
    if (a == 0xE2 && b == 0x80 && ((c >= 0x80 && c <= 0x8B) || c == 0xA8 || c == 0xA9 || c == 0xAF))
      return true;
    if (a == 0xE3 && b == 0x80 && c == 0x80) return true;
    if (a == 0xEF && b == 0xBB && c == 0xBF) return true;  // a stray byte-order mark
  }
  return false;
}

// Where the userinfo of a URL's authority lies in the raw text, so that
// redaction changes nothing else of what was cited.
std::optional<std::pair<std::size_t, std::size_t>> userinfo_span(std::string_view url) {
  auto sep = url.find("://");
  if (sep == std::string_view::npos) return std::nullopt;
  auto start = sep + 3;
  auto end = url.find_first_of("/?#", start);
  if (end == std::string_view::npos) end = url.size();
  auto at = url.substr(start, end - start).rfind('@');
  if (at == std::string_view::npos || at == 0) return std::nullopt;
  return std::pair{start, start + at};
}

constexpr std::array<std::string_view, 8> archive_today_hosts = {
    "archive.ph", "archive.today", "archive.is", "archive.li",
    "archive.vn", "archive.md",    "archive.fo", "www.archive.ph"};

bool is_wayback_host(std::string_view host) {
  return host == "web.archive.org" || host == "wayback.archive.org";
}

bool is_archive_today_host(std::string_view host) {
  return std::find(archive_today_hosts.begin(), archive_today_hosts.end(), host) !=
         archive_today_hosts.end();
}

// The archived URL inside a Wayback path "/web/<14 digits><flags>/<url>",
// possibly without its scheme.
std::optional<std::string> wayback_inner(const Url& url) {
  std::string_view path = url.path;
  if (path.rfind("/web/", 0) != 0) return std::nullopt;
  auto slash = path.find('/', 5);
  if (slash == std::string_view::npos) return std::nullopt;
  auto stamp = path.substr(5, slash - 5);
  if (stamp.empty() || !is_ascii_digit(stamp[0])) return std::nullopt;
  std::string inner(path.substr(slash + 1));
  if (url.has_query) inner += "?" + url.query;
  return inner;
}

// The archived URL inside an archive.today path such as
// "/2023.01.01-123456/https://example.org/" or "/newest/https://...". A
// short id ("/RTF6i") hides the original, so it is not site-level.
std::optional<std::string> archive_today_inner(const Url& url) {
  std::string_view path = url.path;
  auto first = path.find('/', 1);
  if (first == std::string_view::npos) return std::nullopt;
  auto scheme = path.find("http", first);
  if (scheme == std::string_view::npos || path.find("://", scheme) == std::string_view::npos)
    return std::nullopt;
  std::string inner(path.substr(scheme));
  if (url.has_query) inner += "?" + url.query;
  return inner;
}

bool bare_path(const Url& url) {
  return (url.path.empty() || url.path == "/") && url.query.empty();
}

// The archived URL of a capture, spelt as an absolute URL.
std::optional<std::string> archived_inner(const Url& url) {
  std::optional<std::string> inner;
  if (is_wayback_host(url.host)) inner = wayback_inner(url);
  if (is_archive_today_host(url.host)) inner = archive_today_inner(url);
  if (!inner || inner->empty()) return std::nullopt;
  // The Wayback Machine also serves "https:/host/" (one slash) and "host/".
  static constexpr std::array<std::string_view, 2> one_slash = {"http:/", "https:/"};
  for (auto prefix : one_slash)
    if (inner->starts_with(prefix) && !inner->substr(prefix.size()).starts_with("/")) {
      // Built by appending: g++ 12 -O3 misreads insert() here (-Wrestrict, PR 105329).
      std::string fixed(prefix);
      fixed += '/';
      fixed += inner->substr(prefix.size());
      *inner = std::move(fixed);
    }
  if (inner->find("://") == std::string::npos) *inner = "http://" + *inner;
  return inner;
}

bool site_level_at(std::string_view text, int depth) {
  auto url = parse_url(text);
  if (!url) return false;
  if (bare_path(*url)) return true;
  if (depth >= 3) return false;  // archives of archives: stop somewhere
  auto inner = archived_inner(*url);
  return inner && site_level_at(*inner, depth + 1);
}

}  // namespace

std::optional<Url> parse_url(std::string_view text, std::string* why) {
  auto colon = scheme_end(text);
  if (!colon) {
    fail(why, "not an absolute URL (no scheme)");
    return std::nullopt;
  }
  Url url;
  url.scheme = ascii_lower(text.substr(0, *colon));
  auto rest = text.substr(*colon + 1);
  if (rest.substr(0, 2) != "//") {  // "mailto:x", "javascript:x": no authority
    split_tail(rest, url);
    return url;
  }
  rest = rest.substr(2);
  auto end = rest.find_first_of("/?#");
  auto authority = rest.substr(0, end == std::string_view::npos ? rest.size() : end);
  auto at = authority.rfind('@');
  if (at != std::string_view::npos) {
    url.userinfo = authority.substr(0, at);
    authority = authority.substr(at + 1);
  }
  if (!parse_host_port(authority, url, why)) return std::nullopt;
  split_tail(end == std::string_view::npos ? std::string_view{} : rest.substr(end), url);
  return url;
}

int port_of(const Url& url) {
  if (url.port) return *url.port;
  return url.scheme == "https" ? 443 : 80;
}

bool is_citable_url(std::string_view text, std::string* why) {
  if (text.empty()) return fail(why, "empty URL");
  if (std::any_of(text.begin(), text.end(), is_control_or_space) || has_unicode_space(text))
    return fail(why, "URL contains a space or a control character");
  if (text.find('\\') != std::string_view::npos)
    return fail(why, "URL contains a backslash");
  auto url = parse_url(text, why);
  if (!url) return false;
  if (url->scheme != "http" && url->scheme != "https")
    return fail(why, "scheme '" + url->scheme + ":' is not http or https");
  if (text.substr(url->scheme.size() + 1, 2) != "//")
    return fail(why, "not an absolute URL (no '//' after the scheme)");
  if (url->host.empty()) return fail(why, "URL has no host");
  return true;
}

std::string same_url_key(std::string_view text) {
  auto url = parse_url(text);
  if (!url || text.substr(url->scheme.size() + 1, 2) != "//")
    return std::string(text.substr(0, text.find('#')));
  std::string key = url->scheme + "://";
  auto at = userinfo_span(text);
  if (at) key += std::string(text.substr(at->first, at->second - at->first)) + "@";
  bool v6 = url->host.find(':') != std::string::npos;  // appended piecewise: see above
  if (v6) key += '[';
  key += url->host;
  if (v6) key += ']';
  if (url->port && url->port != default_port(url->scheme)) {
    key += ':';
    key += std::to_string(*url->port);
  }
  key += url->path;
  if (url->has_query) key += "?" + url->query;
  return key;
}

bool has_credentials(std::string_view url) { return userinfo_span(url).has_value(); }

std::string redacted(std::string_view url) {
  auto span = userinfo_span(url);
  if (!span) return std::string(url);
  return std::string(url.substr(0, span->first)) + "***" + std::string(url.substr(span->second));
}

bool is_site_level(std::string_view url) { return site_level_at(url, 0); }

bool is_archive_today_url(std::string_view text) {
  auto url = parse_url(text);
  return url && is_archive_today_host(url->host);
}

bool is_wayback_url(std::string_view text) {
  auto url = parse_url(text);
  return url && is_wayback_host(url->host);
}

std::optional<std::string> archived_original(std::string_view text) {
  auto url = parse_url(text);
  if (!url) return std::nullopt;
  return archived_inner(*url);
}

std::optional<std::string> resolve_reference(std::string_view base, std::string_view reference) {
  std::unique_ptr<CURLU, UrlHandle> url(curl_url());
  // Any scheme parses, so a redirect to ftp: is seen (and refused) as ftp:.
  constexpr unsigned any_scheme = CURLU_NON_SUPPORT_SCHEME;
  if (!url || curl_url_set(url.get(), CURLUPART_URL, std::string(base).c_str(), any_scheme) != CURLUE_OK)
    return std::nullopt;
  // The fragment goes either way; without it, a reference that was only a
  // fragment is the base itself (RFC 3986 §5.2.2), which curl 7.88 would
  // cut to its folder.
  reference = reference.substr(0, reference.find('#'));
  if (!reference.empty() &&
      curl_url_set(url.get(), CURLUPART_URL, std::string(reference).c_str(),
                   any_scheme | CURLU_URLENCODE) != CURLUE_OK)
    return std::nullopt;
  curl_url_set(url.get(), CURLUPART_FRAGMENT, nullptr, 0);
  char* text = nullptr;
  if (curl_url_get(url.get(), CURLUPART_URL, &text, 0) != CURLUE_OK) return std::nullopt;
  std::string out(text);
  curl_free(text);
  return out;
}

bool is_login_url(std::string_view text) {
  static constexpr std::array<std::string_view, 9> segments = {
      "login", "log-in", "signin", "sign-in", "sign_in", "logon", "authwall", "auth", "sso"};
  static constexpr std::array<std::string_view, 6> labels = {"login", "signin", "accounts",
                                                             "auth",  "sso",    "idp"};
  auto url = parse_url(text);
  if (!url) return false;
  auto in = [](const auto& words, std::string_view w) {
    return std::find(words.begin(), words.end(), w) != words.end();
  };
  if (auto dot = url->host.find('.'); dot != std::string::npos && in(labels, url->host.substr(0, dot)))
    return true;
  std::string_view path = url->path;
  if (path.ends_with('/')) path.remove_suffix(1);
  std::string last = ascii_lower(path.substr(path.rfind('/') + 1));
  if (auto ext = last.rfind('.'); ext != std::string::npos && ext > 0) last.resize(ext);
  return in(segments, last);
}

std::string host_of(std::string_view url) {
  auto u = parse_url(url);
  return u ? u->host : std::string();
}

}  // namespace verifier
