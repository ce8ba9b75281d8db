// fetch/robots.cpp: a small robots.txt reader. Unknown lines are ignored, as
// the RFC asks; groups that name us are merged, and "*" counts only when no
// group names us.
#include "fetch/robots.h"
#include "core/ascii.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace verifier::fetch {
namespace {

struct Line {
  std::string key;  // lower-case
  std::string value;
};

std::optional<Line> parse_line(std::string_view raw) {
  if (auto hash = raw.find('#'); hash != std::string_view::npos) raw = raw.substr(0, hash);
  auto colon = raw.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  return Line{ascii_lower(ascii_trim(raw.substr(0, colon))), std::string(ascii_trim(raw.substr(colon + 1)))};
}

struct Group {
  std::vector<std::string> agents;  // lower-case
  Robots robots;
};

std::vector<Group> parse_groups(std::string_view text) {
  std::vector<Group> groups;
  bool last_was_agent = false;
  std::size_t start = 0;
  while (start <= text.size()) {
    auto end = text.find_first_of("\r\n", start);
    if (end == std::string_view::npos) end = text.size();
    auto line = parse_line(text.substr(start, end - start));
    start = end + 1;
    if (!line) continue;
    if (line->key == "user-agent") {
      if (!last_was_agent || groups.empty()) groups.emplace_back();
      groups.back().agents.push_back(ascii_lower(line->value));
      last_was_agent = true;
      continue;
    }
    last_was_agent = false;
    if (groups.empty()) continue;  // rules before any user-agent line belong to nobody
    auto& robots = groups.back().robots;
    if (line->key == "allow" || line->key == "disallow") {
      if (!line->value.empty()) robots.rules.push_back({line->key == "allow", line->value});
    } else if (line->key == "crawl-delay") {
      char* end_number = nullptr;
      double delay = std::strtod(line->value.c_str(), &end_number);
      if (end_number != line->value.c_str() && delay >= 0) robots.crawl_delay = delay;
    }
  }
  return groups;
}

Robots merged(const std::vector<Group>& groups, std::string_view agent) {
  Robots out;
  bool any = false;
  for (const auto& g : groups) {
    if (std::find(g.agents.begin(), g.agents.end(), agent) == g.agents.end()) continue;
    any = true;
    out.rules.insert(out.rules.end(), g.robots.rules.begin(), g.robots.rules.end());
    if (g.robots.crawl_delay) out.crawl_delay = g.robots.crawl_delay;
  }
  return any ? out : Robots{};
}

bool any_group_names(const std::vector<Group>& groups, std::string_view agent) {
  return std::any_of(groups.begin(), groups.end(), [&](const Group& g) {
    return std::find(g.agents.begin(), g.agents.end(), agent) != g.agents.end();
  });
}

}  // namespace

std::string product_token(std::string_view user_agent) {
  auto end = user_agent.find_first_of("/ ");
  return ascii_lower(user_agent.substr(0, end));
}

Robots parse_robots(std::string_view text, std::string_view user_agent) {
  auto groups = parse_groups(text);
  auto token = product_token(user_agent);
  if (!token.empty() && any_group_names(groups, token)) return merged(groups, token);
  return merged(groups, "*");
}

bool robots_pattern_matches(std::string_view pattern, std::string_view path) {
  bool anchored = !pattern.empty() && pattern.back() == '$';
  if (anchored) pattern.remove_suffix(1);
  // Iterative wildcard match with one backtrack point: bounded by |pattern| * |path|.
  std::size_t p = 0, s = 0, star = std::string_view::npos, star_s = 0;
  while (s < path.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      star_s = s;
    } else if (p < pattern.size() && pattern[p] == path[s]) {
      ++p;
      ++s;
    } else if (p == pattern.size() && !anchored) {
      return true;  // a prefix match is enough
    } else if (star != std::string_view::npos) {
      p = star + 1;
      s = ++star_s;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

bool Robots::allows(std::string_view path_and_query) const {
  if (disallow_all) return false;
  if (path_and_query.empty()) path_and_query = "/";
  if (path_and_query == "/robots.txt") return true;
  const RobotsRule* best = nullptr;
  for (const auto& rule : rules) {
    if (!robots_pattern_matches(rule.pattern, path_and_query)) continue;
    if (best == nullptr || rule.pattern.size() > best->pattern.size() ||
        (rule.pattern.size() == best->pattern.size() && rule.allow))
      best = &rule;
  }
  return best == nullptr || best->allow;
}

}  // namespace verifier::fetch
