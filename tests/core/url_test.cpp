// Tests of core/url.h: identity of URLs, citable URLs, credentials and
// their redaction, and site-level citations (spec §1, §4).
#include <doctest/doctest.h>

#include "core/url.h"

using namespace verifier;

TEST_CASE("parse_url splits an absolute URL into its parts") {
  auto u = parse_url("HTTPS://user:pw@Example.ORG:8443/a/B?x=1&y#Frag");
  REQUIRE(u);
  CHECK(u->scheme == "https");
  CHECK(u->userinfo == "user:pw");
  CHECK(u->host == "example.org");
  CHECK(u->port == 8443);
  CHECK(u->path == "/a/B");
  CHECK(u->has_query);
  CHECK(u->query == "x=1&y");
  CHECK(u->has_fragment);
  CHECK(u->fragment == "Frag");
}

TEST_CASE("parse_url reads IPv6 hosts and tells an empty query from none") {
  auto u = parse_url("http://[::1]:8080/?");
  REQUIRE(u);
  CHECK(u->host == "::1");
  CHECK(u->port == 8080);
  CHECK(u->has_query);
  CHECK(u->query.empty());
  auto v = parse_url("http://example.org");
  REQUIRE(v);
  CHECK(v->path.empty());
  CHECK_FALSE(v->has_query);
  CHECK_FALSE(v->port);
}

TEST_CASE("parse_url refuses what is not an absolute URL, and says why") {
  std::string why;
  CHECK_FALSE(parse_url("/relative/path", &why));
  CHECK(why.find("no scheme") != std::string::npos);
  CHECK_FALSE(parse_url("example.org/x", &why));
  CHECK_FALSE(parse_url("http://example.org:99999/", &why));
  CHECK(why == "port out of range");
  CHECK_FALSE(parse_url("http://example.org:8o/", &why));
  CHECK(why == "invalid port");
  CHECK_FALSE(parse_url("http://[::1/", &why));
  CHECK_FALSE(parse_url("http://exa<mple.org/", &why));
}

TEST_CASE("is_citable_url: absolute http(s) with a host only") {
  std::string why;
  CHECK(is_citable_url("https://example.org/a?b#c"));
  CHECK(is_citable_url("http://example.org"));
  CHECK(is_citable_url("https://user:pass@example.org/"));  // excluded later, not an error
  CHECK(is_citable_url("https://bücher.example/straße"));
  CHECK_FALSE(is_citable_url("file:///etc/passwd", &why));
  CHECK(why.find("not http or https") != std::string::npos);
  CHECK_FALSE(is_citable_url("javascript:alert(1)", &why));
  CHECK_FALSE(is_citable_url("ftp://example.org/x", &why));
  CHECK_FALSE(is_citable_url("https://exa mple.org/", &why));
  CHECK(why.find("space") != std::string::npos);
  CHECK_FALSE(is_citable_url("https://example.org/a\tb", &why));
  CHECK_FALSE(is_citable_url("https://example.org/\x01", &why));
  CHECK_FALSE(is_citable_url("https://example.org/\x7f", &why));
  CHECK_FALSE(is_citable_url(" https://example.org/", &why));
  CHECK_FALSE(is_citable_url("www.example.org/page", &why));
  CHECK_FALSE(is_citable_url("/page", &why));
  CHECK_FALSE(is_citable_url("https:/example.org/", &why));
  CHECK_FALSE(is_citable_url("https:example.org", &why));
  CHECK_FALSE(is_citable_url("https:///path", &why));
  CHECK(why == "URL has no host");
  CHECK_FALSE(is_citable_url("", &why));
  CHECK_FALSE(is_citable_url("https:\\\\evil.example\\", &why));
  CHECK_FALSE(is_citable_url("https://example.org/a\xc2\xa0", &why));       // no-break space
  CHECK_FALSE(is_citable_url("https://example.org/\xe2\x80\x8bnews", &why));  // zero-width
  CHECK_FALSE(is_citable_url("https://example.org/\xc2\x85", &why));         // C1 control
  CHECK(is_citable_url("https://example.org/caf\xc3\xa9"));                 // é is fine
}

TEST_CASE("same_url_key: fragment, case of scheme and host, default port") {
  CHECK(same_url_key("https://example.org/a#one") == same_url_key("https://example.org/a#two"));
  CHECK(same_url_key("https://example.org/a#x") == "https://example.org/a");
  CHECK(same_url_key("HTTPS://EXAMPLE.org/a") == "https://example.org/a");
  CHECK(same_url_key("https://example.org:443/a") == "https://example.org/a");
  CHECK(same_url_key("http://example.org:80/a") == "http://example.org/a");
  CHECK(same_url_key("http://[::1]:80/a") == "http://[::1]/a");
}

TEST_CASE("same_url_key keeps everything else exactly as cited") {
  CHECK(same_url_key("https://example.org/A") != same_url_key("https://example.org/a"));
  CHECK(same_url_key("https://example.org/a/") != same_url_key("https://example.org/a"));
  CHECK(same_url_key("https://example.org") != same_url_key("https://example.org/"));
  CHECK(same_url_key("https://example.org/a?x=1&y=2") != same_url_key("https://example.org/a?y=2&x=1"));
  CHECK(same_url_key("https://example.org/a?") != same_url_key("https://example.org/a"));
  CHECK(same_url_key("https://example.org/%7Euser") != same_url_key("https://example.org/~user"));
  CHECK(same_url_key("http://example.org/a") != same_url_key("https://example.org/a"));
  CHECK(same_url_key("https://example.org:80/a") == "https://example.org:80/a");
  CHECK(same_url_key("http://example.org:443/a") == "http://example.org:443/a");
  CHECK(same_url_key("https://U:P@Example.org/a") == "https://U:P@example.org/a");
}

TEST_CASE("same_url_key of a non-URL drops only the fragment") {
  CHECK(same_url_key("not a url#x") == "not a url");
  CHECK(same_url_key("") == "");
}

TEST_CASE("credentials are found and redacted, nothing else changes") {
  CHECK(has_credentials("https://user:pass@example.org/"));
  CHECK(has_credentials("https://user@example.org/"));
  CHECK_FALSE(has_credentials("https://example.org/"));
  CHECK_FALSE(has_credentials("https://example.org/a@b"));
  CHECK_FALSE(has_credentials("https://example.org/?mail=a@b"));
  CHECK(redacted("https://user:pass@Example.org/A?x#f") == "https://***@Example.org/A?x#f");
  CHECK(redacted("https://a:b@c@example.org/") == "https://***@example.org/");
  CHECK(redacted("https://example.org/a@b") == "https://example.org/a@b");
  CHECK(redacted("not a url") == "not a url");
}

TEST_CASE("site-level: a bare site, with or without its slash") {
  CHECK(is_site_level("https://example.org"));
  CHECK(is_site_level("https://example.org/"));
  CHECK(is_site_level("https://example.org/#news"));
  CHECK(is_site_level("http://example.org:8080/"));
  CHECK_FALSE(is_site_level("https://example.org/news"));
  CHECK_FALSE(is_site_level("https://example.org/?p=123"));
  CHECK_FALSE(is_site_level("not a url"));
}

TEST_CASE("site-level: archive snapshots of a bare site") {
  CHECK(is_site_level("https://web.archive.org/web/20240101000000/https://example.org/"));
  CHECK(is_site_level("https://web.archive.org/web/20240101000000/https://example.org"));
  CHECK(is_site_level("http://web.archive.org/web/20240101000000id_/http://example.org/"));
  CHECK(is_site_level("https://web.archive.org/web/2024/example.org"));
  CHECK(is_site_level("https://web.archive.org/web/20240101000000/https:/example.org/"));
  CHECK(is_site_level("https://web.archive.org/"));
  CHECK(is_site_level("https://archive.ph/2023.01.01-123456/https://example.org/"));
  CHECK(is_site_level("https://archive.ph/newest/https://example.org"));
  CHECK_FALSE(is_site_level("https://web.archive.org/web/20240101000000/https://example.org/news"));
  CHECK_FALSE(is_site_level("https://web.archive.org/web/20240101000000/https://example.org/?p=1"));
  CHECK_FALSE(is_site_level("https://archive.ph/RTF6i"));
  CHECK_FALSE(is_site_level("https://archive.ph/2023.01.01-123456/https://example.org/news"));
  CHECK_FALSE(is_site_level("https://example.org/web/20240101000000/https://example.org/"));
}

TEST_CASE("a sign-in page by its last path segment or its host's first label") {
  for (const char* url : {"https://example.org/login", "https://example.org/account/login?next=/news",
                          "https://example.org/users/sign_in", "https://example.org/cas/login",
                          "https://example.org/sso/", "https://example.org/auth",
                          "https://example.org/Login.aspx", "https://example.org/signin.php",
                          "https://accounts.example.com/o/x", "https://SSO.example.com/",
                          "https://idp.example.edu/profile"})
    CHECK_MESSAGE(is_login_url(url), url);
  // Substrings are not segments: the old test matched "/auth" and "sso"
  // anywhere, so an authors' page or a lasso counted as a login page.
  for (const char* url : {"https://example.org/authors/smith", "https://example.org/lasso",
                          "https://example.org/tools/lasso/run", "https://example.org/authority",
                          "https://example.org/login-tips/news", "https://example.org/news?next=/login",
                          "https://example.org/picasso.html", "https://ssolutions.example.com/",
                          "https://example.org/auth/realms/news", "not a url", ""})
    CHECK_FALSE_MESSAGE(is_login_url(url), url);
}

TEST_CASE("references resolve as RFC 3986 §5.4 says (curl's URL API), authority as written") {
  const char* base = "http://a/b/c/d;p?q";
  CHECK(resolve_reference(base, "g") == "http://a/b/c/g");
  CHECK(resolve_reference(base, "./g") == "http://a/b/c/g");
  CHECK(resolve_reference(base, "g/") == "http://a/b/c/g/");
  CHECK(resolve_reference(base, "/g") == "http://a/g");
  CHECK(resolve_reference(base, "//g") == "http://g/");
  CHECK(resolve_reference(base, "?y") == "http://a/b/c/d;p?y");
  CHECK(resolve_reference(base, "g?y") == "http://a/b/c/g?y");
  CHECK(resolve_reference(base, "#s") == "http://a/b/c/d;p?q");
  CHECK(resolve_reference(base, "") == "http://a/b/c/d;p?q");
  CHECK(resolve_reference(base, "g#s") == "http://a/b/c/g");
  CHECK(resolve_reference(base, "..") == "http://a/b/");
  CHECK(resolve_reference(base, "../g") == "http://a/b/g");
  CHECK(resolve_reference(base, "../../../g") == "http://a/g");
  CHECK(resolve_reference(base, "/./g") == "http://a/g");
  CHECK(resolve_reference(base, "HTTPS://Other.example/x") == "https://Other.example/x");
  // Other schemes with an authority are resolved too: the caller decides what
  // it follows (a redirect to ftp: is refused as ftp:). Ones without are no URL
  // to go to.
  CHECK(resolve_reference(base, "ftp://f.example/file") == "ftp://f.example/file");
  CHECK_FALSE(resolve_reference(base, "javascript:alert(1)"));
  CHECK_FALSE(resolve_reference(base, "mailto:a@b.example"));
  CHECK_FALSE(resolve_reference("file-without-scheme.html", "g"));
  CHECK_FALSE(resolve_reference("mailto:a@b.example", "g"));
}

TEST_CASE("a Location and a meta refresh resolve alike: spaces and non-ASCII bytes encoded") {
  CHECK(resolve_reference("http://a.test/x/y", "/z") == "http://a.test/z");
  CHECK(resolve_reference("http://a.test/x/y", "w?q=1") == "http://a.test/x/w?q=1");
  CHECK(resolve_reference("http://a.test/x/y", "https://b.test/") == "https://b.test/");
  CHECK(resolve_reference("http://a.test/x", "//c.test/p") == "http://c.test/p");
  CHECK(resolve_reference("http://a.test/x/y", "new page") == "http://a.test/x/new%20page");
  CHECK(resolve_reference("http://a.test/x/y", "b\xc3\xbc" "cher") == "http://a.test/x/b%c3%bccher");
  CHECK(resolve_reference("https://u:p@a.test/x", "y") == "https://u:p@a.test/y");
}

TEST_CASE("archive.today's hosts, in any case") {
  CHECK(is_archive_today_url("https://archive.ph/AbCdE"));
  CHECK(is_archive_today_url("https://ARCHIVE.IS/AbCdE"));  // the extractor's own copy missed this
  CHECK(is_archive_today_url("https://www.archive.ph/AbCdE"));
  CHECK_FALSE(is_archive_today_url("https://archive.org/details/x"));
  CHECK_FALSE(is_archive_today_url("https://notarchive.ph/x"));
  CHECK_FALSE(is_archive_today_url("archive.ph/x"));
}

TEST_CASE("the port a connection goes to") {
  CHECK(port_of(parse_url("https://a.example/").value()) == 443);
  CHECK(port_of(parse_url("http://a.example/").value()) == 80);
  CHECK(port_of(parse_url("https://a.example:8443/").value()) == 8443);
  CHECK(port_of(parse_url("http://[::1]:81/").value()) == 81);
}
