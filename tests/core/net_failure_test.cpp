// The one table of fetch failures: each row read by judging, retries,
// robots.txt and the outage check, so its columns must hold together.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/net_failure.h"

using namespace verifier;

namespace {

constexpr NetFailure all_failures[] = {
    NetFailure::dns,          NetFailure::refused,          NetFailure::reset,
    NetFailure::tls,          NetFailure::connect_timeout,  NetFailure::timeout,
    NetFailure::stalled,      NetFailure::too_many_redirects, NetFailure::redirect_loop,
    NetFailure::bad_scheme,   NetFailure::non_public_address, NetFailure::body_too_large,
    NetFailure::robots_disallowed, NetFailure::excluded_by_rule, NetFailure::credentials,
    NetFailure::protocol,     NetFailure::other,
};

}  // namespace

TEST_CASE("every failure has its own words and a result word that is no reading") {
  std::set<std::string_view> seen;
  for (NetFailure f : all_failures) {
    const FailureClass& c = class_of(f);
    CHECK_FALSE(c.words.empty());
    CHECK(seen.insert(c.words).second);
    CHECK_FALSE(is_readable(c.result));
  }
  CHECK(class_of(NetFailure::none).words.empty());
}

TEST_CASE("the result words of the contract: on purpose is excluded, too big unsupported") {
  CHECK(class_of(NetFailure::robots_disallowed).result == Result::excluded);
  CHECK(class_of(NetFailure::excluded_by_rule).result == Result::excluded);
  CHECK(class_of(NetFailure::credentials).result == Result::excluded);
  CHECK(class_of(NetFailure::non_public_address).result == Result::excluded);
  CHECK(class_of(NetFailure::body_too_large).result == Result::unsupported);
  CHECK(class_of(NetFailure::dns).result == Result::unreachable);
  CHECK(class_of(NetFailure::protocol).result == Result::unreachable);
}

TEST_CASE("the columns agree with one another") {
  for (NetFailure f : all_failures) {
    const FailureClass& c = class_of(f);
    CAPTURE(c.words);
    // Reaching no server is a failure of the connection, and a host's whole night.
    if (c.before_any_server) CHECK((c.connection && c.host_level));
    // What was never tried is excluded, and never retried or counted against a host.
    if (c.never_tried) CHECK((c.result == Result::excluded && !c.retryable && !c.host_level));
    // Only a connection that may pass next time is retried.
    if (c.retryable) CHECK(c.connection);
  }
  CHECK(class_of(NetFailure::dns).before_any_server);
  CHECK_FALSE(class_of(NetFailure::tls).before_any_server);  // a connection was made
  CHECK(class_of(NetFailure::reset).retryable);
  CHECK_FALSE(class_of(NetFailure::dns).retryable);
  CHECK(class_of(NetFailure::protocol).host_level);
  CHECK_FALSE(class_of(NetFailure::protocol).connection);
}
