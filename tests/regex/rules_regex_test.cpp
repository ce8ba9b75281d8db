// The rules' one regex dialect (regex/rules_regex.h): what it finds, what
// it refuses (with PCRE2's reason), and that a runaway search stops.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "regex/rules_regex.h"

using verifier::regex::RulesRegex;

namespace {

bool finds(const char* pattern, std::string_view subject) {
  auto re = RulesRegex::compile(pattern);
  REQUIRE(re);
  return re->search(subject);
}

}  // namespace

TEST_CASE("case-insensitive, on bytes, CR and LF as newlines, $ only at the end") {
  CHECK(finds("attention required! \\| cloudflare", "Attention Required! | Cloudflare"));
  CHECK(finds("^web\\.archive\\.org", "WEB.ARCHIVE.ORG/web/1"));
  CHECK(finds("\\b404\\W{0,3}(error|not found)", "Error 404 - Not Found"));
  CHECK_FALSE(finds("a.b", "a\nb"));
  CHECK_FALSE(finds("a.b", "a\rb"));
  CHECK(finds("a.b", "a\tb"));
  CHECK_FALSE(finds("a$", "a\n"));
  CHECK(finds("^a", "b\na") == false);  // no multi-line mode
  CHECK_FALSE(finds("[]", "anything"));  // the empty class matches nothing
  CHECK_FALSE(finds("é", "É"));          // no Unicode case folding: bytes
  CHECK(finds("\\d{14}", "20240101000000"));
  CHECK(finds("ab*?c", "ABBC"));
}

TEST_CASE("a pattern PCRE2 refuses is refused, and the reason says where") {
  for (const char* bad : {"(", "[unclosed", "((", "a{2,1}", "x{70000}", "\\"}) {
    std::string why;
    CHECK_FALSE(RulesRegex::compile(bad, &why));
    CHECK(why.find("at offset") != std::string::npos);
  }
  CHECK(RulesRegex::compile("a{,2}"));  // a literal in PCRE2 10.42
}

TEST_CASE("replace_all replaces every match, empty matches included") {
  auto phase = RulesRegex::compile(R"(\s+phase\s+\d+)").value();
  CHECK(phase.replace_all("Colossus Phase 2 and phase 3", "") == "Colossus and");
  auto digits = RulesRegex::compile("\\d*").value();
  CHECK(digits.replace_all("a1b22", "-") == "-a--b--");
  CHECK(RulesRegex::compile("x").value().replace_all("", "y").empty());
}

TEST_CASE("a catastrophic backtrack finds nothing, within a bound") {
  auto re = RulesRegex::compile("(a+)+$").value();
  const std::string subject = std::string(64, 'a') + "!";
  const auto start = std::chrono::steady_clock::now();
  CHECK_FALSE(re.search(subject));
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
}

TEST_CASE("one compiled pattern searched from several threads") {
  auto re = RulesRegex::compile("just a moment").value();
  std::vector<std::thread> threads;
  std::vector<int> found(4, 0);
  threads.reserve(found.size());
  for (int& count : found)
    threads.emplace_back([&re, &count] {
      for (int i = 0; i < 1000; ++i) count += re.search(i % 2 ? "Just a moment..." : "nothing") ? 1 : 0;
    });
  for (auto& t : threads) t.join();
  for (int f : found) CHECK(f == 500);
}
