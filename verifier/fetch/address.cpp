// fetch/address.cpp: IPv4 and IPv6 special-purpose ranges (RFC 6890 and the
// IANA registries). Anything not listed is public: the list errs towards
// refusing, since a wrongly refused URL is reported and a wrongly allowed one
// is a request into someone's private network.
#include "fetch/address.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>

#include "core/ascii.h"

namespace verifier::fetch {
namespace {

struct V4Range {
  std::uint32_t base;
  int bits;
  std::string_view kind;
};

constexpr std::uint32_t v4(int a, int b, int c, int d) {
  return (static_cast<std::uint32_t>(a) << 24) | (static_cast<std::uint32_t>(b) << 16) |
         (static_cast<std::uint32_t>(c) << 8) | static_cast<std::uint32_t>(d);
}

constexpr std::array<V4Range, 17> v4_ranges{{
    {v4(0, 0, 0, 0), 8, "unspecified"},
    {v4(10, 0, 0, 0), 8, "private"},
    {v4(100, 64, 0, 0), 10, "shared (CGNAT)"},
    {v4(127, 0, 0, 0), 8, "loopback"},
    {v4(169, 254, 0, 0), 16, "link-local"},
    {v4(172, 16, 0, 0), 12, "private"},
    {v4(192, 0, 0, 0), 24, "IETF protocol assignments"},
    {v4(192, 0, 2, 0), 24, "documentation"},
    {v4(192, 31, 196, 0), 24, "AS112"},
    {v4(192, 52, 193, 0), 24, "AMT"},
    {v4(192, 88, 99, 0), 24, "deprecated 6to4 relay"},
    {v4(192, 168, 0, 0), 16, "private"},
    {v4(198, 18, 0, 0), 15, "benchmarking"},
    {v4(198, 51, 100, 0), 24, "documentation"},
    {v4(203, 0, 113, 0), 24, "documentation"},
    {v4(224, 0, 0, 0), 4, "multicast"},
    {v4(240, 0, 0, 0), 4, "reserved"},  // also holds 255.255.255.255
}};

bool in_range(std::uint32_t address, std::uint32_t base, int bits) {
  std::uint32_t mask = bits == 0 ? 0u : ~0u << (32 - bits);
  return (address & mask) == (base & mask);
}

std::optional<std::string_view> v4_kind(std::uint32_t address) {
  if (address == v4(255, 255, 255, 255)) return "broadcast";
  for (const auto& r : v4_ranges)
    if (in_range(address, r.base, r.bits)) return r.kind;
  return std::nullopt;
}

std::uint32_t v4_at(const std::uint8_t* bytes) {
  return v4(bytes[0], bytes[1], bytes[2], bytes[3]);
}

bool starts_with_bits(const std::uint8_t* a, std::initializer_list<std::uint8_t> prefix,
                      int bits) {
  int i = 0;
  for (std::uint8_t p : prefix) {
    int take = std::min(8, bits - 8 * i);
    if (take <= 0) break;
    auto mask = static_cast<std::uint8_t>(0xFFu << (8 - take));
    if ((a[i] & mask) != (p & mask)) return false;
    ++i;
  }
  return true;
}

bool all_zero(const std::uint8_t* a, int n) {
  return std::all_of(a, a + n, [](std::uint8_t b) { return b == 0; });
}

// ::ffff:0:0/96, an IPv4 address as IPv6 sockets show it.
bool is_v4_mapped(const std::uint8_t* a) {
  return all_zero(a, 10) && a[10] == 0xFF && a[11] == 0xFF;
}

// IPv4-mapped, IPv4-compatible (::/96) and NAT64's well-known prefix
// (64:ff9b::/96) hold an IPv4 address in their last 4 bytes.
bool holds_v4(const std::uint8_t* a) {
  bool compatible = all_zero(a, 12);
  bool translated = starts_with_bits(a, {0x00, 0x64, 0xFF, 0x9B}, 96) && all_zero(a + 4, 8);
  return is_v4_mapped(a) || compatible || translated;
}

// Such an address is judged by the IPv4 address it holds; only a mapped one
// of a public IPv4 address is public.
std::optional<std::string_view> held_v4_kind(const std::uint8_t* a) {
  if (auto kind = v4_kind(v4_at(a + 12))) return kind;
  return is_v4_mapped(a) ? std::nullopt : std::optional<std::string_view>("IPv4-embedding");
}

// The IPv6 special-purpose ranges other than those that hold an IPv4 address.
std::optional<std::string_view> v6_range_kind(const std::uint8_t* a) {
  if (starts_with_bits(a, {0x00, 0x64, 0xFF, 0x9B, 0x00, 0x01}, 48)) return "IPv4-translation";
  if (starts_with_bits(a, {0x01, 0x00}, 64) && all_zero(a + 2, 6)) return "discard-only";
  if (starts_with_bits(a, {0x20, 0x01, 0x00, 0x00}, 32)) return "Teredo";
  if (starts_with_bits(a, {0x20, 0x01, 0x00, 0x02, 0x00, 0x00}, 48)) return "benchmarking";
  if (starts_with_bits(a, {0x20, 0x01, 0x00}, 23)) return "IETF protocol assignments";
  if (starts_with_bits(a, {0x20, 0x01, 0x0D, 0xB8}, 32)) return "documentation";
  if (starts_with_bits(a, {0x3F, 0xFF, 0x00}, 20)) return "documentation";
  if (starts_with_bits(a, {0xFC}, 7)) return "unique-local";
  if (starts_with_bits(a, {0xFE, 0x80}, 10)) return "link-local";
  if (starts_with_bits(a, {0xFE, 0xC0}, 10)) return "site-local";
  if (starts_with_bits(a, {0xFF}, 8)) return "multicast";
  if (!starts_with_bits(a, {0x20}, 3)) return "reserved";  // only 2000::/3 is global unicast
  return std::nullopt;
}

// IPv6 ranges; addresses that embed an IPv4 address are judged by it.
std::optional<std::string_view> v6_kind(const std::uint8_t* a) {
  if (all_zero(a, 15) && a[15] == 0) return "unspecified";
  if (all_zero(a, 15) && a[15] == 1) return "loopback";
  if (holds_v4(a)) return held_v4_kind(a);
  if (starts_with_bits(a, {0x20, 0x02}, 16)) {  // 6to4 embeds the IPv4 address too
    if (auto kind = v4_kind(v4_at(a + 2))) return kind;
  }
  return v6_range_kind(a);
}

}  // namespace

std::optional<std::string_view> non_public_kind(const sockaddr* address) {
  if (address == nullptr) return "unknown";
  if (address->sa_family == AF_INET) {
    sockaddr_in in{};
    std::memcpy(&in, address, sizeof in);
    return v4_kind(ntohl(in.sin_addr.s_addr));
  }
  if (address->sa_family == AF_INET6) {
    sockaddr_in6 in6{};
    std::memcpy(&in6, address, sizeof in6);
    return v6_kind(in6.sin6_addr.s6_addr);
  }
  return "not an internet address";  // AF_UNIX and friends
}

std::optional<std::string_view> non_public_literal(std::string_view host) {
  std::string text(host);
  if (text.size() >= 2 && text.front() == '[' && text.back() == ']')
    text = text.substr(1, text.size() - 2);
  if (auto zone = text.find('%'); zone != std::string::npos) text.resize(zone);
  addrinfo hints{};
  hints.ai_flags = AI_NUMERICHOST;
  hints.ai_family = AF_UNSPEC;
  addrinfo* found = nullptr;
  if (getaddrinfo(text.c_str(), nullptr, &hints, &found) != 0 || found == nullptr)
    return std::nullopt;
  auto kind = non_public_kind(found->ai_addr);
  freeaddrinfo(found);
  return kind;
}

std::string dns_name(std::string_view host) {
  std::string h = ascii_lower(host);
  if (!h.empty() && h.back() == '.') h.pop_back();
  if (h.size() >= 2 && h.front() == '[' && h.back() == ']') h = h.substr(1, h.size() - 2);
  return h;
}

bool is_localhost_name(std::string_view host) {
  const std::string h = dns_name(host);
  return h == "localhost" || (h.size() > 10 && h.ends_with(".localhost"));
}

HostsFile parse_hosts_file(std::string_view text) {
  HostsFile out;
  auto is_blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!text.empty()) {
    auto line = text.substr(0, text.find('\n'));
    text.remove_prefix(std::min(text.size(), line.size() + 1));
    line = line.substr(0, line.find('#'));
    std::vector<std::string> fields;
    for (std::size_t i = 0; i < line.size();) {
      if (is_blank(line[i])) {
        ++i;
        continue;
      }
      std::size_t end = i;
      while (end < line.size() && !is_blank(line[end])) ++end;
      fields.emplace_back(line.substr(i, end - i));
      i = end;
    }
    for (std::size_t k = 1; k < fields.size(); ++k) {
      out[ascii_lower(fields[k])].push_back(fields[0]);
    }
  }
  return out;
}

std::string address_text(const sockaddr* address) {
  char text[INET6_ADDRSTRLEN] = {};
  if (address == nullptr) return "?";
  if (address->sa_family == AF_INET) {
    sockaddr_in in{};
    std::memcpy(&in, address, sizeof in);
    inet_ntop(AF_INET, &in.sin_addr, text, sizeof text);
  } else if (address->sa_family == AF_INET6) {
    sockaddr_in6 in6{};
    std::memcpy(&in6, address, sizeof in6);
    inet_ntop(AF_INET6, &in6.sin6_addr, text, sizeof text);
  } else {
    return "?";
  }
  return text;
}

}  // namespace verifier::fetch
