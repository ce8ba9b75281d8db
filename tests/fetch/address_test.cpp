// fetch address rule: every special-purpose range refused, public ones kept.
#include <doctest/doctest.h>

#include <arpa/inet.h>
#include <netinet/in.h>

#include "fetch/address.h"

using verifier::fetch::address_text;
using verifier::fetch::dns_name;
using verifier::fetch::is_localhost_name;
using verifier::fetch::non_public_kind;
using verifier::fetch::non_public_literal;
using verifier::fetch::parse_hosts_file;

TEST_CASE("IPv4 special ranges are not public") {
  for (const char* a : {"127.0.0.1", "127.255.0.9", "10.1.2.3", "172.16.0.1", "172.31.255.255",
                        "192.168.1.1", "169.254.169.254", "100.64.0.1", "100.127.255.254",
                        "0.0.0.0", "0.1.2.3", "224.0.0.1", "239.1.1.1", "240.0.0.1",
                        "255.255.255.255", "192.0.2.5", "198.51.100.7", "203.0.113.9",
                        "198.18.0.1", "198.19.255.1", "192.0.0.8"}) {
    CAPTURE(a);
    CHECK(non_public_literal(a).has_value());
  }
  CHECK(*non_public_literal("127.0.0.1") == "loopback");
  CHECK(*non_public_literal("10.0.0.1") == "private");
  CHECK(*non_public_literal("100.64.1.1") == "shared (CGNAT)");
  CHECK(*non_public_literal("255.255.255.255") == "broadcast");
}

TEST_CASE("public IPv4 and IPv6 addresses pass") {
  for (const char* a : {"8.8.8.8", "1.1.1.1", "172.32.0.1", "172.15.255.255", "100.128.0.1",
                        "198.20.0.1", "93.184.216.34", "2606:4700::1111", "2001:4860:4860::8888",
                        "::ffff:8.8.8.8"}) {
    CAPTURE(a);
    CHECK_FALSE(non_public_literal(a).has_value());
  }
}

TEST_CASE("IPv6 special ranges are not public") {
  for (const char* a : {"::1", "::", "fc00::1", "fd12:3456::1", "fe80::1", "fec0::1", "ff02::1",
                        "2001:db8::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::127.0.0.1",
                        "64:ff9b::7f00:1", "2002:7f00:1::1", "100::1", "2001:2::1", "2001::1",
                        "4000::1", "[::1]", "[::ffff:127.0.0.1]"}) {
    CAPTURE(a);
    CHECK(non_public_literal(a).has_value());
  }
  CHECK(*non_public_literal("::ffff:127.0.0.1") == "loopback");
  CHECK(*non_public_literal("fd00::1") == "unique-local");
  // 3fff::/20 (RFC 9637): twenty bits, so 3fff:1000:: is past it, global unicast.
  CHECK(*non_public_literal("3fff:fff::1") == "documentation");
  CHECK_FALSE(non_public_literal("3fff:1000::1").has_value());
}

TEST_CASE("odd IPv4 spellings are read as the resolver reads them") {
  for (const char* a : {"2130706433", "0177.0.0.1", "127.1", "0x7f.0.0.1", "0x7f000001", "0"}) {
    CAPTURE(a);
    REQUIRE(non_public_literal(a).has_value());
  }
  CHECK(*non_public_literal("2130706433") == "loopback");
  CHECK(*non_public_literal("0177.0.0.1") == "loopback");
}

TEST_CASE("names are not literals; localhost is loopback whatever DNS says") {
  CHECK_FALSE(non_public_literal("example.org").has_value());
  CHECK_FALSE(non_public_literal("site-a.test").has_value());
  CHECK(is_localhost_name("localhost"));
  CHECK(is_localhost_name("LOCALHOST."));
  CHECK(is_localhost_name("api.localhost"));
  CHECK_FALSE(is_localhost_name("localhost.example.org"));
  CHECK_FALSE(is_localhost_name("notlocalhost"));
}

TEST_CASE("a host name as DNS compares it: case, the root's dot and brackets off") {
  CHECK(dns_name("Example.ORG.") == "example.org");
  CHECK(dns_name("[::1]") == "::1");
  CHECK(dns_name("[FE80::1].") == "fe80::1");
  CHECK(dns_name("site-a.test") == "site-a.test");
  CHECK(dns_name("") == "");
  CHECK(dns_name(".") == "");
}

TEST_CASE("socket addresses are judged and printed") {
  sockaddr_in in{};
  in.sin_family = AF_INET;
  inet_pton(AF_INET, "192.168.0.7", &in.sin_addr);
  CHECK(*non_public_kind(reinterpret_cast<sockaddr*>(&in)) == "private");
  CHECK(address_text(reinterpret_cast<sockaddr*>(&in)) == "192.168.0.7");
  sockaddr_in6 in6{};
  in6.sin6_family = AF_INET6;
  inet_pton(AF_INET6, "2606:4700::1", &in6.sin6_addr);
  CHECK_FALSE(non_public_kind(reinterpret_cast<sockaddr*>(&in6)).has_value());
  CHECK(address_text(reinterpret_cast<sockaddr*>(&in6)) == "2606:4700::1");
  CHECK(non_public_kind(nullptr).has_value());
}

TEST_CASE("a hosts file is read as hosts(5) says: address, names, comments") {
  auto hosts = parse_hosts_file(
      "# comment\n127.0.0.1\tlocalhost\n127.0.1.1 Build-Box build-box.local  # this machine\n"
      "\n::1 ip6-localhost ip6-loopback\r\n10.0.0.7 intranet\n10.0.0.8 intranet\n   \n"
      "192.0.2.1\n");
  CHECK(hosts.at("localhost") == std::vector<std::string>{"127.0.0.1"});
  CHECK(hosts.at("build-box") == std::vector<std::string>{"127.0.1.1"});
  CHECK(hosts.at("build-box.local") == std::vector<std::string>{"127.0.1.1"});
  CHECK(hosts.at("ip6-loopback") == std::vector<std::string>{"::1"});
  CHECK(hosts.at("intranet") == std::vector<std::string>{"10.0.0.7", "10.0.0.8"});
  CHECK(hosts.count("this") == 0);
  CHECK(hosts.size() == 6);
  CHECK(parse_hosts_file("").empty());
}
