// core/net_failure.h: how fetching a URL failed, and the one table of what
// each failure means: the result word it gives (spec §4), the words of its
// detail when the fetch gave none, and how the night weighs it (retries,
// robots.txt, host failures, outages). Every stage that asks what a failure
// means reads this table; a new failure is one row, and the switch in
// net_failure.cpp (no default) flags it until the row is written.
#pragma once

#include <string_view>

#include "core/result.h"

namespace verifier {

enum class NetFailure {
  none,
  dns,                 // name did not resolve
  refused,             // connection refused
  reset,               // connection reset / closed mid-transfer
  tls,                 // handshake or certificate failure
  connect_timeout,     // no connection within the connect time limit
  timeout,             // whole-attempt time limit (connected, no full answer)
  stalled,             // low-speed limit: the server stopped sending
  too_many_redirects,
  redirect_loop,
  bad_scheme,          // a redirect to something other than http(s)
  non_public_address,  // refused by the address rule (spec §2)
  body_too_large,      // decoded body past the cap (gzip bomb, huge binary)
  robots_disallowed,   // robots.txt says no for our User-Agent
  excluded_by_rule,    // rules/hosts.yaml excludes it
  credentials,         // user:pass@ in the URL: never fetched
  rate_limited,        // the host rate-limited us past the cap, or blocked us after 429s:
                       // not tried again tonight (fetch.h)
  over_budget,         // the host's daily budget of requests is spent: waits for the next
                       // night, its last reading standing (never a result of its own)
  protocol,            // garbage status line, bad chunking, ...
  other,
};

struct FailureClass {
  Result result = Result::unreachable;  // what judging a page that failed so gives
  std::string_view words;               // its detail when the fetch gave none
  // Tried again within the night (a timeout, a reset): the next attempt may pass.
  bool retryable = false;
  // A failure of the connection itself (the name, the address, the socket,
  // TLS, time): a robots.txt that failed so means the page would too.
  bool connection = false;
  // Can be one host's whole night: a property of the host (its name, its
  // address, its TLS set-up, its server), not of one page.
  bool host_level = false;
  // No server was reached (the name, a refused or timed-out connect): with no
  // status and no redirect, this URL says our network may be down.
  bool before_any_server = false;
  // Not tried on purpose (a rule, credentials): says nothing of the network.
  bool never_tried = false;
};

const FailureClass& class_of(NetFailure f);

}  // namespace verifier
