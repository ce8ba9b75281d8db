// fetch/host_rules.h: which of rules/hosts.yaml's entries, and which
// --connect-to rule, apply to a host. Takes a host name (and port); gives the
// rule. The scheduler reads limits from the first; the address rule reads the
// second, since only a connection made because the URL's own host and port
// matched a --connect-to rule may reach a non-public address (spec §2).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/rules.h"

namespace verifier::fetch {

// An exact entry wins over a "*.suffix" one; the longest suffix wins among
// those. "*.example.org" matches "a.example.org" and "example.org" itself.
const HostRule* host_rule_for(const std::vector<HostRule>& rules, std::string_view host);

// curl's --connect-to HOST:PORT:CHOST:CPORT: true when some rule's HOST and
// PORT (each empty for any) match `host` and `port`. IPv6 hosts in brackets.
bool connect_to_matches(const std::vector<std::string>& rules, std::string_view host, int port);

}  // namespace verifier::fetch
