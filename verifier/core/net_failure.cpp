// net_failure.cpp: the table. Judging, retrying, robots.txt and the outage
// check each read one column of it, so they cannot disagree on a row.
#include "core/net_failure.h"

namespace verifier {
namespace {

using R = Result;

// A failure of the connection: tried again when it may pass, one host's
// whole night when every URL of it failed so.
constexpr FailureClass connecting(std::string_view words, bool retryable, bool before_any_server) {
  return {.result = R::unreachable, .words = words, .retryable = retryable, .connection = true,
          .host_level = true, .before_any_server = before_any_server};
}

constexpr FailureClass unreachable(std::string_view words) {
  return {.result = R::unreachable, .words = words};
}

constexpr FailureClass on_purpose(std::string_view words, bool never_tried) {
  return {.result = R::excluded, .words = words, .never_tried = never_tried};
}

}  // namespace

const FailureClass& class_of(NetFailure f) {
  static constexpr FailureClass none{.result = R::unreachable, .words = ""};
  static constexpr FailureClass dns = connecting("host name did not resolve", false, true);
  static constexpr FailureClass refused = connecting("connection refused", false, true);
  static constexpr FailureClass reset = connecting("connection reset", true, false);
  static constexpr FailureClass tls = connecting("TLS failure", false, false);
  static constexpr FailureClass connect_timeout = connecting("connect timeout", true, true);
  static constexpr FailureClass timeout = connecting("timeout", true, false);
  static constexpr FailureClass stalled = connecting("the server stopped sending", true, false);
  static constexpr FailureClass too_many_redirects = unreachable("too many redirects");
  static constexpr FailureClass redirect_loop = unreachable("redirect loop");
  static constexpr FailureClass bad_scheme = unreachable("redirect to a scheme other than http(s)");
  // The address rule refused the connect: on purpose, yet a robots.txt
  // refused so means the page's host resolves there too.
  static constexpr FailureClass non_public{
      .result = R::excluded, .words = "non-public address", .connection = true};
  static constexpr FailureClass too_large{.result = R::unsupported, .words = "body over the size cap"};
  static constexpr FailureClass robots = on_purpose("robots.txt disallows it", false);
  static constexpr FailureClass by_rule = on_purpose("excluded by a rule", true);
  static constexpr FailureClass credentials = on_purpose("credentials in the URL", true);
  // A server that answers garbage answers it for every page.
  static constexpr FailureClass protocol{
      .result = R::unreachable, .words = "HTTP protocol error", .host_level = true};
  static constexpr FailureClass other = unreachable("fetch failed");
  // The host pushed back (429s past the cap, or refused after them): said
  // once per host; the earlier readings stand until the failure is confirmed.
  static constexpr FailureClass rate_limited{
      .result = R::blocked, .words = "rate limited: not tried again tonight"};
  // Left for the next night on purpose: its last reading stands.
  static constexpr FailureClass over_budget{
      .result = R::unreachable,
      .words = "the host's daily budget is spent: waits for the next night",
      .never_tried = true};
  switch (f) {
    case NetFailure::none: return none;
    case NetFailure::dns: return dns;
    case NetFailure::refused: return refused;
    case NetFailure::reset: return reset;
    case NetFailure::tls: return tls;
    case NetFailure::connect_timeout: return connect_timeout;
    case NetFailure::timeout: return timeout;
    case NetFailure::stalled: return stalled;
    case NetFailure::too_many_redirects: return too_many_redirects;
    case NetFailure::redirect_loop: return redirect_loop;
    case NetFailure::bad_scheme: return bad_scheme;
    case NetFailure::non_public_address: return non_public;
    case NetFailure::body_too_large: return too_large;
    case NetFailure::robots_disallowed: return robots;
    case NetFailure::excluded_by_rule: return by_rule;
    case NetFailure::credentials: return credentials;
    case NetFailure::rate_limited: return rate_limited;
    case NetFailure::over_budget: return over_budget;
    case NetFailure::protocol: return protocol;
    case NetFailure::other: return other;
  }
  return other;
}

}  // namespace verifier
