// fetch/address.h: the address rule of spec §2 as pure functions. Takes an
// address (a socket address, or a host literal in any spelling the resolver
// accepts); gives why it is not public, or nothing when it is. The pool asks
// this on the address really connected to, so neither DNS nor a redirect nor
// an odd spelling (2130706433, 0177.0.0.1, 127.1, [::ffff:127.0.0.1]) gets
// around it.
//
//   if (auto why = non_public_kind(sa)) refuse(*why);   // "loopback", ...
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <sys/socket.h>

namespace verifier::fetch {

// "loopback", "private", "link-local", "shared (CGNAT)", "unique-local",
// "multicast", "reserved", "unspecified", "broadcast", "documentation",
// "benchmarking", ...; nullopt for a public unicast address.
std::optional<std::string_view> non_public_kind(const sockaddr* address);

// The same question for a host written as an address literal, in any form
// getaddrinfo accepts numerically ("127.1", "0x7f.1", "::ffff:7f00:1").
// nullopt when the text is not a literal or the literal is public.
std::optional<std::string_view> non_public_literal(std::string_view host);

// A host name as DNS compares it: ASCII case folded, the root's trailing
// dot and an IPv6 literal's brackets taken off ("Example.ORG." ->
// "example.org", "[::1]" -> "::1"). The one key by which the hosts file,
// rules/hosts.yaml, --connect-to and localhost are matched.
std::string dns_name(std::string_view host);

// True for names that never leave the machine whatever DNS says
// ("localhost", "*.localhost"), as curl itself treats them.
bool is_localhost_name(std::string_view host);

// A hosts file (hosts(5): "ADDRESS NAME [ALIAS]...", "#" comments) as name
// (lower-case) -> its addresses, in file order.
using HostsFile = std::map<std::string, std::vector<std::string>>;
HostsFile parse_hosts_file(std::string_view text);

// "127.0.0.1" or "::1": the address as text, for failure details.
std::string address_text(const sockaddr* address);

}  // namespace verifier::fetch
