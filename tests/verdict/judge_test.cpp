// judge: the URL-level result word for every network failure, every kind of
// HTTP status and every page kind (spec §4).
#include <doctest/doctest.h>

#include "verdict/verdict.h"

using namespace verifier;
using verdict::judge;

namespace {

Fetched ok_fetch(int status = 200) {
  Fetched f;
  f.url = "https://example.org/news/frontier";
  f.final_url = f.url;
  f.http_status = status;
  f.content_type = "text/html";
  f.attempts = 1;
  return f;
}

Fetched failed(NetFailure why, std::string detail = "") {
  Fetched f;
  f.url = f.final_url = "https://example.org/a";
  f.failure = why;
  f.failure_detail = std::move(detail);
  return f;
}

Page page_of(PageKind kind, std::string detail = "") {
  Page p;
  p.title = "t";
  p.blocks = {"body"};
  p.kind = kind;
  p.detail = std::move(detail);
  return p;
}

}  // namespace

TEST_CASE("every network failure has its result word and a detail") {
  struct Case { NetFailure f; Result r; };
  const Case cases[] = {
      {NetFailure::dns, Result::unreachable},
      {NetFailure::refused, Result::unreachable},
      {NetFailure::reset, Result::unreachable},
      {NetFailure::tls, Result::unreachable},
      {NetFailure::connect_timeout, Result::unreachable},
      {NetFailure::timeout, Result::unreachable},
      {NetFailure::stalled, Result::unreachable},
      {NetFailure::too_many_redirects, Result::unreachable},
      {NetFailure::redirect_loop, Result::unreachable},
      {NetFailure::bad_scheme, Result::unreachable},
      {NetFailure::protocol, Result::unreachable},
      {NetFailure::other, Result::unreachable},
      {NetFailure::non_public_address, Result::excluded},
      {NetFailure::robots_disallowed, Result::excluded},
      {NetFailure::excluded_by_rule, Result::excluded},
      {NetFailure::credentials, Result::excluded},
      {NetFailure::body_too_large, Result::unsupported},
  };
  for (const auto& c : cases) {
    CAPTURE(static_cast<int>(c.f));
    auto j = judge(failed(c.f), nullptr);
    CHECK(j.result == c.r);
    CHECK_FALSE(j.detail.empty());
  }
}

TEST_CASE("the fetch stage's own detail is kept") {
  auto j = judge(failed(NetFailure::timeout, "timeout after 20 s"), nullptr);
  CHECK(j.result == Result::unreachable);
  CHECK(j.detail == "timeout after 20 s");
  CHECK(judge(failed(NetFailure::credentials), nullptr).detail == "credentials in the URL");
}

TEST_CASE("HTTP statuses") {
  struct Case { int status; Result r; const char* detail; };
  const Case cases[] = {
      {404, Result::not_found, "HTTP 404"},
      {410, Result::not_found, "HTTP 410"},
      {400, Result::not_found, "HTTP 400"},
      {418, Result::not_found, "HTTP 418"},
      {401, Result::blocked, "HTTP 401"},
      {402, Result::blocked, "HTTP 402"},
      {403, Result::blocked, "HTTP 403"},
      {407, Result::blocked, "HTTP 407"},
      {451, Result::blocked, "HTTP 451"},
      {999, Result::blocked, "HTTP 999"},
      {500, Result::server_error, "HTTP 500"},
      {503, Result::server_error, "HTTP 503"},
  };
  Page p = page_of(PageKind::readable);
  for (const auto& c : cases) {
    CAPTURE(c.status);
    auto j = judge(ok_fetch(c.status), &p);
    CHECK(j.result == c.r);
    CHECK(j.detail == c.detail);
  }
}

TEST_CASE("429, 408 and 5xx say how many attempts were made") {
  auto f = ok_fetch(429);
  f.attempts = 3;
  auto j = judge(f, nullptr);
  CHECK(j.result == Result::blocked);
  CHECK(j.detail == "HTTP 429 (rate limited) after 3 attempts");
  f.http_status = 408;
  j = judge(f, nullptr);
  CHECK(j.result == Result::unreachable);
  CHECK(j.detail == "HTTP 408 (request timeout) after 3 attempts");
  f.http_status = 502;
  CHECK(judge(f, nullptr).detail == "HTTP 502 after 3 attempts");
}

TEST_CASE("no status and no failure is unreachable; a 2xx with no page is unsupported") {
  Fetched f = ok_fetch();
  f.http_status.reset();
  CHECK(judge(f, nullptr).result == Result::unreachable);
  f = ok_fetch();
  f.content_type = "image/png";
  auto j = judge(f, nullptr);
  CHECK(j.result == Result::unsupported);
  CHECK(j.detail == "nothing readable extracted (image/png)");
}

TEST_CASE("page kinds") {
  Fetched f = ok_fetch();
  Page p = page_of(PageKind::readable);
  auto j = judge(f, &p);
  CHECK(j.result == Result::does_not_name);
  CHECK(j.detail.empty());

  p = page_of(PageKind::soft_404, "title says not found");
  j = judge(f, &p);
  CHECK(j.result == Result::not_found);
  CHECK(j.detail == "soft 404 (title says not found)");
  p = page_of(PageKind::soft_404, "soft 404 (title)");
  CHECK(judge(f, &p).detail == "soft 404 (title)");
  p = page_of(PageKind::soft_404);
  CHECK(judge(f, &p).detail == "soft 404");

  p = page_of(PageKind::challenge, "Cloudflare challenge");
  j = judge(f, &p);
  CHECK(j.result == Result::blocked);
  CHECK(j.detail == "Cloudflare challenge");
  p = page_of(PageKind::login_wall);
  j = judge(f, &p);
  CHECK(j.result == Result::blocked);
  CHECK(j.detail == "login or cookie wall");
  p = page_of(PageKind::js_shell);
  CHECK(judge(f, &p).result == Result::needs_javascript);
  p = page_of(PageKind::unsupported);
  j = judge(f, &p);
  CHECK(j.result == Result::unsupported);
  CHECK(j.detail == "content type text/html");
}

TEST_CASE("a truncated page is judged on its first part, and says so") {
  Fetched f = ok_fetch();
  Page p = page_of(PageKind::readable);
  p.truncated = true;
  auto j = judge(f, &p);
  CHECK(j.result == Result::does_not_name);
  CHECK(j.detail == "judged on its first part (the page is over the size cap)");
  p.truncation = "reading it took over 5 s of CPU";  // the extract stage's words
  CHECK(judge(f, &p).detail == "judged on its first part (reading it took over 5 s of CPU)");
}

TEST_CASE("a redirect that ended at the site root or a login page is told") {
  Fetched f = ok_fetch();
  f.final_url = "https://example.org/";
  f.redirects = {f.final_url};
  Page p = page_of(PageKind::soft_404, "redirected to /");
  auto j = judge(f, &p);
  CHECK(j.result == Result::not_found);
  CHECK(j.detail.find("redirected to the site root https://example.org/") != std::string::npos);

  f.final_url = "https://example.org/account/login?next=/news";
  f.redirects = {f.final_url};
  p = page_of(PageKind::login_wall, "login form");
  j = judge(f, &p);
  CHECK(j.result == Result::blocked);
  CHECK(j.detail == "login form; redirected to a login page https://example.org/account/login?next=/news");

  f.final_url = "https://example.org/news/frontier-2";
  p = page_of(PageKind::readable);
  CHECK(judge(f, &p).detail.empty());
  // Substrings of a sign-in word are no login page: "/authors/", "lasso".
  for (const char* moved : {"https://example.org/authors/frontier", "https://example.org/lasso/frontier",
                            "https://example.org/news?ssort=1"}) {
    f.final_url = moved;
    CHECK(judge(f, &p).detail.empty());
  }
}

TEST_CASE("a challenge served as 403 or 503 is blocked, and names the challenge") {
  auto challenge = page_of(PageKind::challenge, "Cloudflare challenge");
  for (int status : {403, 503}) {
    auto j = judge(ok_fetch(status), &challenge);
    CHECK(j.result == Result::blocked);
    CHECK(j.detail == "HTTP " + std::to_string(status) + ": Cloudflare challenge");
  }
  auto readable = page_of(PageKind::readable);
  CHECK(judge(ok_fetch(503), &readable).result == Result::server_error);
  auto wall = page_of(PageKind::login_wall, "login wall");
  CHECK(judge(ok_fetch(401), &wall).detail == "HTTP 401: login wall");
}
