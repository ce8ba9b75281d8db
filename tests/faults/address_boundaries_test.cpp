// Address rule at the edges (issue 7): for every special-purpose range, its
// first and last address are refused with the range's kind, and the address
// just outside on each side is judged by its own range (usually public). The
// fetch stage's own tests check typical members; this table checks the masks.
// Pure function calls: nothing is sent anywhere.
#include <doctest/doctest.h>

#include <string_view>

#include "fetch/address.h"

using verifier::fetch::non_public_literal;

namespace {

struct Edge {
  const char* address;
  const char* kind;  // nullptr: public
};

void check_edges(std::initializer_list<Edge> edges) {
  for (const auto& e : edges) {
    CAPTURE(e.address);
    auto kind = non_public_literal(e.address);
    if (e.kind == nullptr) {
      CHECK_FALSE(kind.has_value());
    } else {
      REQUIRE(kind.has_value());
      CHECK(*kind == std::string_view(e.kind));
    }
  }
}

}  // namespace

TEST_CASE("IPv4 private, loopback, link-local and CGNAT edges") {
  check_edges({
      {"0.0.0.0", "unspecified"}, {"0.255.255.255", "unspecified"}, {"1.0.0.0", nullptr},
      {"9.255.255.255", nullptr}, {"10.0.0.0", "private"}, {"10.255.255.255", "private"},
      {"11.0.0.0", nullptr},
      {"100.63.255.255", nullptr}, {"100.64.0.0", "shared (CGNAT)"},
      {"100.127.255.255", "shared (CGNAT)"}, {"100.128.0.0", nullptr},
      {"126.255.255.255", nullptr}, {"127.0.0.0", "loopback"}, {"127.255.255.255", "loopback"},
      {"128.0.0.0", nullptr},
      {"169.253.255.255", nullptr}, {"169.254.0.0", "link-local"},
      {"169.254.255.255", "link-local"}, {"169.255.0.0", nullptr},
      {"172.15.255.255", nullptr}, {"172.16.0.0", "private"}, {"172.31.255.255", "private"},
      {"172.32.0.0", nullptr},
      {"192.167.255.255", nullptr}, {"192.168.0.0", "private"},
      {"192.168.255.255", "private"}, {"192.169.0.0", nullptr},
  });
}

TEST_CASE("IPv4 documentation, benchmarking, multicast, reserved and broadcast edges") {
  check_edges({
      {"191.255.255.255", nullptr}, {"192.0.0.0", "IETF protocol assignments"},
      {"192.0.0.255", "IETF protocol assignments"}, {"192.0.1.0", nullptr},
      {"192.0.2.0", "documentation"}, {"192.0.2.255", "documentation"}, {"192.0.3.0", nullptr},
      {"198.17.255.255", nullptr}, {"198.18.0.0", "benchmarking"},
      {"198.19.255.255", "benchmarking"}, {"198.20.0.0", nullptr},
      {"198.51.99.255", nullptr}, {"198.51.100.0", "documentation"},
      {"198.51.100.255", "documentation"}, {"198.51.101.0", nullptr},
      {"203.0.112.255", nullptr}, {"203.0.113.0", "documentation"},
      {"203.0.113.255", "documentation"}, {"203.0.114.0", nullptr},
      {"223.255.255.255", nullptr}, {"224.0.0.0", "multicast"},
      {"239.255.255.255", "multicast"}, {"240.0.0.0", "reserved"},
      {"255.255.255.254", "reserved"}, {"255.255.255.255", "broadcast"},
  });
}

TEST_CASE("IPv6 ranges at their edges") {
  check_edges({
      {"::", "unspecified"}, {"::1", "loopback"},
      {"1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"}, {"2000::", nullptr},
      {"3ffe:ffff::", nullptr}, {"4000::", "reserved"},
      {"fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"}, {"fc00::", "unique-local"},
      {"fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "unique-local"}, {"fe00::", "reserved"},
      {"fe80::", "link-local"}, {"febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "link-local"},
      {"fec0::", "site-local"}, {"ff00::", "multicast"},
      {"ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "multicast"},
      {"2001:db8::", "documentation"}, {"2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", "documentation"},
      {"2001:db9::", nullptr}, {"2001:200::", nullptr},
  });
}

TEST_CASE("IPv6 forms that carry an IPv4 address are judged by it") {
  check_edges({
      {"::ffff:127.0.0.1", "loopback"}, {"::ffff:7f00:1", "loopback"},
      {"::ffff:10.0.0.0", "private"}, {"::ffff:169.254.169.254", "link-local"},
      {"::ffff:100.64.0.1", "shared (CGNAT)"}, {"::ffff:224.0.0.1", "multicast"},
      {"::ffff:0.0.0.0", "unspecified"}, {"::ffff:8.8.8.8", nullptr},
      {"64:ff9b::a00:1", "private"}, {"64:ff9b::7f00:1", "loopback"},
      {"2002:a9fe:a9fe::", "link-local"}, {"2002:c0a8:1::", "private"},
      {"2002:808:808::", nullptr}, {"[::ffff:192.168.0.1]", "private"},
      {"[fe80::1%25eth0]", "link-local"},
  });
}

TEST_CASE("every loopback spelling the matrix cites is loopback") {
  for (const char* a : {"127.0.0.1", "127.1", "2130706433", "0177.0.0.1", "0x7f.0.0.1",
                        "0x7f000001", "127.0.0.2", "[::1]", "[0:0:0:0:0:0:0:1]",
                        "[::ffff:127.0.0.1]", "[::ffff:7f00:1]"}) {
    CAPTURE(a);
    auto kind = non_public_literal(a);
    REQUIRE(kind.has_value());
    CHECK(*kind == std::string_view("loopback"));
  }
  CHECK(*non_public_literal("0.0.0.0") == std::string_view("unspecified"));
}
