// tests/extract/signatures_test.cpp: every signature of rules/pages.yaml,
// loaded by the real rules loader, recognises the fixture page written for
// it (pages/), and an ordinary page matches none. A signature without a case
// here fails the coverage check, so a new one cannot go untested. The
// regexes find what the rules' one dialect (regex/rules_regex.h) finds,
// from any thread.
#include <doctest/doctest.h>

#include <atomic>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "extract/extract.h"
#include "regex/rules_regex.h"
#include "signature_cases.h"
#include "support/scratch.h"

namespace ex = verifier::extract;
namespace fs = std::filesystem;
using verifier::PageKind;

namespace {

std::vector<verifier::PageSignature> load_pages_yaml() {
  auto loaded = ex::testing::load_pages_yaml(RULES_DIR);
  for (const auto& e : loaded.errors) FAIL_CHECK(e);
  return loaded.signatures;
}

const std::vector<verifier::PageSignature>& signatures() {
  static const auto loaded = load_pages_yaml();
  return loaded;
}

std::string read(const std::string& name) { return verifier::test::slurp(fs::path(EXTRACT_PAGES) / name); }

using Case = ex::testing::SignatureCase;

verifier::Fetched fetched(const Case& c) {
  verifier::Fetched f;
  f.url = f.final_url = "https://www.example.org/systems/frontier";
  f.http_status = c.status;
  f.headers = c.headers;
  f.content_type = "text/html";
  f.body = c.file.empty() ? ex::testing::kNeutralBody : read(c.file);
  return f;
}

const std::vector<Case>& cases() { return ex::testing::signature_cases(); }

}  // namespace

TEST_CASE("rules/pages.yaml loads and compiles whole") {
  REQUIRE_FALSE(signatures().empty());
  CHECK(ex::Signatures(signatures()).size() == signatures().size());
}

TEST_CASE("each fixture page is recognised by its signature") {
  ex::Signatures compiled(signatures());
  for (const auto& c : cases()) {
    CAPTURE(c.file);
    CAPTURE(c.name);
    auto page = ex::read_page(fetched(c), compiled);
    CHECK(page.detail == c.name);
    CHECK(page.kind == c.kind);
  }
}

TEST_CASE("every signature in pages.yaml has a case here") {
  std::set<std::string> tested;
  for (const auto& c : cases()) tested.insert(c.name);
  for (const auto& s : signatures()) {
    CAPTURE(s.name);
    CHECK(tested.count(s.name) == 1);
  }
}

TEST_CASE("the vector overload gives the same answer") {
  auto page = ex::read_page(fetched(cases()[1]), signatures());
  CHECK(page.detail == "Cloudflare challenge");
}

TEST_CASE("signature fields: all set fields must match, any entry of a list") {
  verifier::PageSignature s;
  s.name = "teapot";
  s.kind = PageKind::challenge;
  s.title = {"^tea", "^coffee"};
  s.status = {418};
  s.max_words = 5;
  ex::Signatures one({s});
  ex::PageFacts facts;
  facts.title = "Coffee pot";
  facts.status = 418;
  facts.words = 3;
  CHECK(one.match(facts) != nullptr);
  facts.status = 200;
  CHECK(one.match(facts) == nullptr);
  facts.status = 418;
  facts.words = 6;
  CHECK(one.match(facts) == nullptr);
  verifier::PageSignature bad = s;
  bad.title = {"(unclosed"};
  CHECK(ex::Signatures({bad}).size() == 0);
  CHECK(ex::Signatures({verifier::PageSignature{}}).size() == 0);  // would match everything
}

// Signatures run rules regexes in the rules' one dialect: a pattern must
// find exactly what regex::RulesRegex finds, and be left out exactly when
// it (what dataset/ validates with) refuses the pattern.
TEST_CASE("a signature regex finds what the rules' dialect finds") {
  const std::vector<std::string> patterns = {
      ".", "a.b", "^a", "a$", "^a$", "^\\s*a\\s*$", "a\\b", "\\Bb", "[]", "a*+", "a++a", "x{2,}",
      "a{", "\\Aa", "\\v", "\\x41", "[[:alpha:]]+", "\\w+", "(?=a)a", "(a)\\1", "\\p{L}",
      "(o|ó)", "[A-z]", "a|", "(", "((", "[unclosed", "ab*?c", "attention required! \\| cloudflare",
      "\\b404\\W{0,3}(error|not found)"};
  const std::vector<std::string> subjects = {
      "", "a", "A", "\n", "a\n", "\r\na", "ab", "a\nb", "aab", "aaa", "a{", "Aa", "\v", "é",
      "É", "x", "xx", "aa", "nó", "AbCd", "ABBC", "Attention Required! | Cloudflare",
      "Error 404 - Not Found", "x404 error"};
  for (const auto& p : patterns) {
    CAPTURE(p);
    auto expected = verifier::regex::RulesRegex::compile(p);
    verifier::PageSignature s;
    s.name = "probe";
    s.title = {p};
    ex::Signatures one({s});
    REQUIRE(one.size() == (expected ? 1u : 0u));
    if (!expected) continue;
    for (const auto& subject : subjects) {
      CAPTURE(subject);
      ex::PageFacts facts;
      facts.title = subject;
      CHECK((one.match(facts) != nullptr) == expected->search(subject));
    }
  }
}

TEST_CASE("signatures are searched on several threads at once") {
  verifier::PageSignature s;
  s.name = "shell";
  s.html = {R"(<div[^>]*\bid=["']?root["']?[^>]*>\s*</div>)"};
  ex::Signatures compiled({s});
  std::string shell = std::string(50000, ' ') + "<div class=x id='root'>  </div>";
  std::string plain = std::string(50000, ' ') + "<div id=root>text</div>";
  std::vector<std::thread> threads;
  std::atomic<int> wrong{0};
  constexpr int workers = 4;
  threads.reserve(workers);
  for (int t = 0; t < workers; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 50; ++i) {
        ex::PageFacts a, b;
        a.html = shell;
        b.html = plain;
        if (compiled.match(a) == nullptr || compiled.match(b) != nullptr) ++wrong;
      }
    });
  for (auto& t : threads) t.join();
  CHECK(wrong == 0);
}
