// core/url.h: the URL facts the contract fixes (spec §1, §4), as pure
// functions on text: which spellings are the same URL, credentials and their
// redaction, site-level citations, and where a relative reference leads. No
// network; curl's URL parser is the one outside library.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace verifier {

struct Url {
  std::string scheme;    // lower-case
  std::string userinfo;  // "user:pass" or "" (kept only to redact it)
  std::string host;      // lower-case; IPv6 without brackets
  std::optional<int> port;
  std::string path;      // "" or starting with '/'
  std::string query;     // without '?'; has_query tells "?" from nothing
  bool has_query = false;
  std::string fragment;  // without '#'
  bool has_fragment = false;
};

// The port a connection to the URL goes to: its own, else its scheme's
// (443 for https, 80 otherwise: only http(s) is ever fetched).
int port_of(const Url& url);

// Absolute URLs only; nullopt with a reason in *why when not one.
std::optional<Url> parse_url(std::string_view text, std::string* why = nullptr);

// True for an absolute http or https URL with a host and no control
// characters or spaces: what a citation must be.
bool is_citable_url(std::string_view text, std::string* why = nullptr);

// The identity of a URL: fragment dropped, scheme and host lower-cased,
// default port dropped; everything else exactly as written.
std::string same_url_key(std::string_view url);

// The URL that `reference` (absolute or relative) names from the absolute
// `base`, as curl's URL API resolves it: the one resolver of redirects
// (fetch/) and meta refreshes (extract/). Dot segments removed, the fragment
// dropped, the scheme lower-cased, spaces and bytes beyond ASCII of the
// reference percent-encoded, the rest as written. Any scheme with "//"
// (ftp:, say): the caller decides which it follows. Nullopt when either is
// not such a URL ("javascript:x", "mailto:x", a base with no scheme).
std::optional<std::string> resolve_reference(std::string_view base, std::string_view reference);

// Lower-case host of a URL, "" when it has none.
std::string host_of(std::string_view url);

bool has_credentials(std::string_view url);

// The URL with its userinfo replaced by "***" ("https://***@host/"),
// unchanged when it has none.
std::string redacted(std::string_view url);

// A URL on one of archive.today's hosts (archive.ph, archive.is, ...), any case.
bool is_archive_today_url(std::string_view url);

// Path "/" or empty, also for a Wayback or archive.ph snapshot of a bare site.
bool is_site_level(std::string_view url);

// A sign-in page: the path's last segment (an extension and a trailing '/'
// aside) is a sign-in word ("/login", "/users/sign_in", "/sso/", "/auth"),
// or the host's first label is one ("accounts.", "sso.", "idp."). Whole
// segments and labels only: "/authors/", "/lasso" and "/login-tips/news" are
// not sign-in pages. Case does not matter.
bool is_login_url(std::string_view url);

}  // namespace verifier
