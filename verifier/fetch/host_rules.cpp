// fetch/host_rules.cpp: host names compare as DNS does (dns_name: case
// folded, no trailing dot).
#include "fetch/host_rules.h"

#include <algorithm>

#include "fetch/address.h"

namespace verifier::fetch {
namespace {

// The HOST and PORT fields of "HOST:PORT:CHOST:CPORT" (HOST may be "[v6]").
bool split_source(std::string_view rule, std::string_view& host, std::string_view& port) {
  std::size_t after_host = 0;
  if (!rule.empty() && rule.front() == '[') {
    auto close = rule.find(']');
    if (close == std::string_view::npos) return false;
    host = rule.substr(0, close + 1);
    after_host = close + 1;
  } else {
    after_host = rule.find(':');
    if (after_host == std::string_view::npos) return false;
    host = rule.substr(0, after_host);
  }
  if (after_host >= rule.size() || rule[after_host] != ':') return false;
  auto port_end = rule.find(':', after_host + 1);
  if (port_end == std::string_view::npos) return false;
  port = rule.substr(after_host + 1, port_end - after_host - 1);
  return true;
}

}  // namespace

const HostRule* host_rule_for(const std::vector<HostRule>& rules, std::string_view host) {
  auto name = dns_name(host);
  const HostRule* best = nullptr;
  std::size_t best_suffix = 0;
  for (const auto& rule : rules) {
    auto pattern = dns_name(rule.host);
    if (pattern == name) return &rule;
    if (!pattern.starts_with("*.")) continue;
    auto suffix = pattern.substr(2);
    bool matches = name == suffix || (name.size() > suffix.size() + 1 &&
                                      name.ends_with(suffix) &&
                                      name[name.size() - suffix.size() - 1] == '.');
    if (matches && suffix.size() >= best_suffix) {
      best = &rule;
      best_suffix = suffix.size();
    }
  }
  return best;
}

bool connect_to_matches(const std::vector<std::string>& rules, std::string_view host, int port) {
  auto name = dns_name(host);
  for (const auto& rule : rules) {
    std::string_view rule_host, rule_port;
    if (!split_source(rule, rule_host, rule_port)) continue;
    if (!rule_host.empty() && dns_name(rule_host) != name) continue;
    if (!rule_port.empty() && rule_port != std::to_string(port)) continue;
    return true;
  }
  return false;
}

}  // namespace verifier::fetch
