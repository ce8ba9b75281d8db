// fetch/robots.h: robots.txt as RFC 9309 reads it. Takes the file's text and
// our User-Agent; gives the rules of the group that applies to us (our
// product token, else "*"), the Crawl-delay if any, and whether a path may
// be fetched (longest match wins, Allow wins a tie, `*` and `$` supported).
//
//   Robots r = parse_robots(text, "verifier/0.1 (+https://...)");
//   if (!r.allows("/private/x?y")) exclude();
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace verifier::fetch {

struct RobotsRule {
  bool allow = false;
  std::string pattern;  // path pattern as written ("/a/*.pdf$")
};

struct Robots {
  std::vector<RobotsRule> rules;
  std::optional<double> crawl_delay;  // seconds, from our group only
  bool disallow_all = false;           // a 5xx robots.txt (RFC 9309 §2.3.1.3)

  // `path_and_query` as in the request line: "/a/b?c".
  bool allows(std::string_view path_and_query) const;

  static Robots allow_everything() { return {}; }
  static Robots disallow_everything() {
    Robots r;
    r.disallow_all = true;
    return r;
  }
};

// The product token of a User-Agent ("verifier" of "verifier/0.1 (+...)").
std::string product_token(std::string_view user_agent);

Robots parse_robots(std::string_view text, std::string_view user_agent);

// RFC 9309 pattern match: `*` any run of characters, a final `$` anchors.
bool robots_pattern_matches(std::string_view pattern, std::string_view path);

}  // namespace verifier::fetch
