// tests/extract/signatures_test.cpp: every signature of rules/pages.yaml,
// loaded by the real rules loader, recognises the fixture page written for
// it (pages/), and an ordinary page matches none. A signature without a case
// here fails the coverage check, so a new one cannot go untested.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <unistd.h>
#include <string>
#include <vector>

#include "dataset/dataset.h"
#include "extract/extract.h"

namespace ex = verifier::extract;
namespace fs = std::filesystem;
using verifier::PageKind;

namespace {

// rules/pages.yaml alone, through dataset/'s loader.
std::vector<verifier::PageSignature> load_pages_yaml() {
  fs::path dir = fs::temp_directory_path() / ("extract-signatures-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  fs::copy_file(fs::path(RULES_DIR) / "pages.yaml", dir / "pages.yaml", fs::copy_options::overwrite_existing);
  auto loaded = verifier::dataset::load_rules(dir);
  fs::remove_all(dir);
  for (const auto& e : loaded.errors) FAIL_CHECK(e.to_string());
  return loaded.rules.pages;
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

struct Case {
  std::string file;  // in pages/, or "" for a neutral body
  std::vector<verifier::Header> headers;
  int status = 200;
  std::string name;  // the signature expected, "" for none
  PageKind kind = PageKind::readable;
};

verifier::Fetched fetched(const Case& c) {
  verifier::Fetched f;
  f.url = f.final_url = "https://www.example.org/systems/frontier";
  f.http_status = c.status;
  f.headers = c.headers;
  f.content_type = "text/html";
  f.body = c.file.empty() ? "<html><head><title>Hello</title></head><body><p>Short page.</p></body></html>"
                          : read(c.file);
  return f;
}

const std::vector<Case>& cases() {
  static const std::vector<Case> all = {
      {"", {{"cf-mitigated", "challenge"}}, 403, "Cloudflare challenge", PageKind::challenge},
      {"cloudflare-challenge.html", {}, 403, "Cloudflare challenge", PageKind::challenge},
      {"cloudflare-block.html", {}, 403, "Cloudflare block", PageKind::challenge},
      {"akamai-denied.html", {}, 403, "Akamai block", PageKind::challenge},
      {"incapsula.html", {}, 200, "Imperva (Incapsula) challenge", PageKind::challenge},
      {"datadome.html", {}, 403, "DataDome challenge", PageKind::challenge},
      {"", {{"x-datadome", "protected"}}, 403, "DataDome block", PageKind::challenge},
      {"perimeterx.html", {}, 403, "PerimeterX challenge", PageKind::challenge},
      {"", {{"x-amzn-waf-action", "captcha"}}, 405, "AWS WAF challenge", PageKind::challenge},
      {"awswaf.html", {}, 202, "AWS WAF challenge", PageKind::challenge},
      {"", {{"x-sucuri-block", "GEO02"}}, 403, "Sucuri firewall block", PageKind::challenge},
      {"sucuri.html", {}, 403, "Sucuri firewall block", PageKind::challenge},
      {"ddos-guard.html", {}, 403, "DDoS-Guard challenge", PageKind::challenge},
      {"vercel.html", {}, 429, "Vercel security checkpoint", PageKind::challenge},
      {"human-check.html", {}, 200, "human verification", PageKind::challenge},
      {"captcha.html", {}, 200, "CAPTCHA challenge", PageKind::challenge},
      {"bot-check-title.html", {}, 200, "bot check", PageKind::challenge},
      {"login.html", {}, 200, "login wall: sign-in page", PageKind::login_wall},
      {"login-text.html", {}, 200, "login wall: text says sign in", PageKind::login_wall},
      {"linkedin-authwall.html", {}, 200, "login wall: LinkedIn authwall", PageKind::login_wall},
      {"consent-google.html", {}, 200, "cookie wall: consent page", PageKind::login_wall},
      {"consent-title.html", {}, 200, "cookie wall: consent page", PageKind::login_wall},
      {"cookie-wall.html", {}, 200, "cookie wall: text asks to accept cookies", PageKind::login_wall},
      {"soft404-title.html", {}, 200, "soft 404: title says not found", PageKind::soft_404},
      {"soft404-heading-de.html", {}, 200, "soft 404: heading says not found", PageKind::soft_404},
      {"soft404-heading-ja.html", {}, 200, "soft 404: heading says not found", PageKind::soft_404},
      {"soft404-text.html", {}, 200, "soft 404: text says not found", PageKind::soft_404},
      {"js-shell-root.html", {}, 200, "JavaScript app shell: empty mount point", PageKind::js_shell},
      {"js-shell-bundle.html", {}, 200, "JavaScript app shell: script bundle", PageKind::js_shell},
      {"js-shell-noscript.html", {}, 200, "JavaScript app shell: asks for JavaScript", PageKind::js_shell},
      // Ordinary pages: a mount point and a bundle around real text, and a
      // header that every page behind DataDome carries, with a 200.
      {"readable.html", {}, 200, "", PageKind::readable},
      // Japanese writes no spaces: its characters count as words.
      {"readable-ja.html", {}, 200, "", PageKind::readable},
      {"readable.html", {{"x-datadome", "protected"}}, 200, "", PageKind::readable},
      {"", {}, 200, "", PageKind::readable},
  };
  return all;
}

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
