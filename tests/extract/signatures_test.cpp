// tests/extract/signatures_test.cpp: every signature of rules/pages.yaml,
// loaded by the real rules loader, recognises the fixture page written for
// it (pages/), and an ordinary page matches none. A signature without a case
// here fails the coverage check, so a new one cannot go untested.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "extract/extract.h"
#include "signature_cases.h"

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

std::string read(const std::string& name) {
  std::ifstream in(fs::path(EXTRACT_PAGES) / name, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

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
