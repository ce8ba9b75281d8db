// judge.cpp: the URL-level result word from the raw facts of one fetch and
// the page the extractor made of it (spec §4). Network failures first, then
// the HTTP status, then what the page turned out to be.
#include <string>

#include "core/url.h"
#include "verdict/verdict.h"

namespace verifier::verdict {
namespace {

void add_detail(std::string& detail, const std::string& more) {
  if (more.empty()) return;
  if (!detail.empty()) detail += "; ";
  detail += more;
}

std::string after_attempts(const Fetched& f) {
  if (f.attempts <= 1) return "";
  return " after " + std::to_string(f.attempts) + " attempts";
}

bool is_blocking_status(int s) {
  return s == 401 || s == 402 || s == 403 || s == 407 || s == 451 || s == 999;
}

// Any status that is not a success decides the result on its own.
std::optional<Judgement> judge_status(const Fetched& f) {
  const int s = *f.http_status;
  const std::string http = "HTTP " + std::to_string(s);
  if (s >= 200 && s < 300) return std::nullopt;
  if (is_blocking_status(s)) return Judgement{Result::blocked, http};
  if (s == 429) return Judgement{Result::blocked, http + " (rate limited)" + after_attempts(f)};
  if (s == 408) return Judgement{Result::unreachable, http + " (request timeout)" + after_attempts(f)};
  if (s >= 400 && s < 500) return Judgement{Result::not_found, http};
  if (s >= 500 && s < 600) return Judgement{Result::server_error, http + after_attempts(f)};
  if (s == 304) return Judgement{Result::unreachable, "HTTP 304 with nothing stored to reuse"};
  if (s >= 300 && s < 400) return Judgement{Result::unreachable, http + " redirect that was not followed"};
  return Judgement{Result::unreachable, "unexpected " + http};
}

Judgement judge_page(const Fetched& f, const Page& page) {
  switch (page.kind) {
    case PageKind::readable: {
      Judgement j{Result::does_not_name, ""};
      if (page.truncated || f.body_truncated)
        j.detail = "judged on its first part (" +
                   (page.truncation.empty() ? "the page is over the size cap" : page.truncation) +
                   ")";
      return j;
    }
    case PageKind::soft_404:
      return {Result::not_found,
              page.detail.rfind("soft 404", 0) == 0
                  ? page.detail
                  : "soft 404" + (page.detail.empty() ? "" : " (" + page.detail + ")")};
    case PageKind::challenge:
      return {Result::blocked, page.detail.empty() ? "bot challenge" : page.detail};
    case PageKind::login_wall:
      return {Result::blocked, page.detail.empty() ? "login or cookie wall" : page.detail};
    case PageKind::js_shell:
      return {Result::needs_javascript,
              page.detail.empty() ? "empty application shell" : page.detail};
    case PageKind::unsupported:
      return {Result::unsupported,
              page.detail.empty() ? "content type " + f.content_type : page.detail};
  }
  return {Result::unsupported, "unknown page kind"};
}

// A redirect away from the cited page to the site root or a login page is
// worth telling the editor whatever the result: the cited page is gone.
// Only a redirected fetch can have moved; one to another spelling of the
// cited URL gives both tests below the same answer, so no key is compared.
std::string redirect_note(const Fetched& f) {
  if (f.final_url.empty() || f.redirects.empty()) return "";
  if (is_site_level(f.final_url) && !is_site_level(f.url))
    return "redirected to the site root " + redacted(f.final_url);
  if (is_login_url(f.final_url) && !is_login_url(f.url))
    return "redirected to a login page " + redacted(f.final_url);
  return "";
}

// Challenges come as 403 or 503 (Cloudflare, Akamai): the page says which.
bool is_wall(PageKind kind) {
  return kind == PageKind::challenge || kind == PageKind::login_wall;
}

}  // namespace

Judgement judge(const Fetched& fetched, const Page* page) {
  Judgement j;
  if (fetched.failure != NetFailure::none) {
    const FailureClass& failed = class_of(fetched.failure);
    j.result = failed.result;
    j.detail = fetched.failure_detail.empty() ? std::string(failed.words) : fetched.failure_detail;
    return j;
  }
  if (!fetched.http_status) return {Result::unreachable, "no response"};
  if (auto by_status = judge_status(fetched)) {
    j = *by_status;
    if (page && is_wall(page->kind) && *fetched.http_status >= 400)
      j = {Result::blocked, "HTTP " + std::to_string(*fetched.http_status) + ": " +
                                judge_page(fetched, *page).detail};
  } else if (page == nullptr) {
    j = {Result::unsupported,
         "nothing readable extracted" +
             (fetched.content_type.empty() ? "" : " (" + fetched.content_type + ")")};
  } else {
    j = judge_page(fetched, *page);
  }
  add_detail(j.detail, redirect_note(fetched));
  return j;
}

}  // namespace verifier::verdict
