// dataset/rules_hosts.cpp: hosts.yaml, the rules of one host each
// (rules/README.md), into FetchRules' hosts.
#include <algorithm>
#include <array>

#include "dataset/internal/rules_reader.h"

namespace verifier::dataset::internal {
namespace {

constexpr std::array<std::string_view, 8> host_keys = {
    "host", "per_host", "gap_seconds", "daily_budget", "ignore_robots", "ignore_robots_reason",
    "exclude", "exclude_reason"};

constexpr ListSection host_section{"hosts", "a host rule", host_keys};

// "example.org" or "*.example.org": a URL or a port here is a typo.
bool is_host_pattern(std::string_view host) {
  if (host.starts_with("*.")) host.remove_prefix(2);
  auto ok = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
  };
  return !host.empty() && std::all_of(host.begin(), host.end(), ok);
}

}  // namespace

void RulesReader::hosts(const YAML::Node& root, std::vector<HostRule>& out) {
  std::set<std::string> seen;
  list_entries(root, host_section, out,
               [&](const YAML::Node& node, const std::vector<Field>& fields, HostRule& rule) {
                 host(node, fields, rule, seen);
               });
}

void RulesReader::host(const YAML::Node& node, const std::vector<Field>& fields, HostRule& rule,
                       std::set<std::string>& seen) {
  auto name = required_text(fields, node, "host");
  if (name) rule.host = *name;
  if (name && !is_host_pattern(*name))
    file_.error(internal::find(fields, "host")->value,
                "host '" + *name + "' must be a bare lower-case host name: example.org or "
                "*.example.org");
  for (const auto& f : fields) {
    const auto& k = f.key;
    if (k == "per_host") set_int(f, rule.per_host, 1);
    else if (k == "gap_seconds") set_double(f, rule.gap_seconds, 0);
    else if (k == "daily_budget") set_int(f, rule.daily_budget, 1);
    else if (k == "ignore_robots") rule.ignore_robots = file_.boolean(f, k).value_or(false);
    else if (k == "ignore_robots_reason") set_text(f, rule.ignore_robots_reason);
    else if (k == "exclude") rule.exclude = file_.boolean(f, k).value_or(false);
    else if (k == "exclude_reason") set_text(f, rule.exclude_reason);
  }
  if (rule.ignore_robots && rule.ignore_robots_reason.empty())
    file_.error(node, "host '" + rule.host +
                          "': ignore_robots needs a non-empty ignore_robots_reason");
  if (rule.exclude && rule.exclude_reason.empty())
    file_.error(node, "host '" + rule.host + "': exclude needs a non-empty exclude_reason");
  if (name && !seen.insert(rule.host).second)
    file_.error(node, "host '" + rule.host + "' has two rules");
}

}  // namespace verifier::dataset::internal
