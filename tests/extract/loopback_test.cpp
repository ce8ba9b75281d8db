// tests/extract/loopback_test.cpp: the extract stage over real loopback
// HTTP and HTTPS: each signature case and each charset path is served by the
// fixture web (with its status, headers and Content-Type), fetched by the
// fetch stage, and read. What the unit tests build in memory is here checked
// the way the run meets it: headers as curl gives them, charsets as the
// server declares them.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <unicode/ucnv.h>

#include "extract/extract.h"
#include "fetch/fetch.h"
#include "signature_cases.h"
#include "support/fixture_web.h"
#include "support/scratch.h"

namespace ex = verifier::extract;
namespace fs = std::filesystem;
using verifier::Fetched;

namespace {

std::string read(const std::string& name) { return verifier::test::slurp(fs::path(EXTRACT_PAGES) / name); }

std::string encode(const char* icu_name, const std::string& utf8) {
  UErrorCode err = U_ZERO_ERROR;
  std::string out(utf8.size() * 4 + 16, '\0');
  int32_t n = ucnv_convert(icu_name, "UTF-8", out.data(), static_cast<int32_t>(out.size()), utf8.data(),
                           static_cast<int32_t>(utf8.size()), &err);
  REQUIRE(U_SUCCESS(err));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

std::string yaml_quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\\\"") : std::string(1, c);
  return out + "\"";
}

// One page on the fixture web: where it is and how it is served.
struct Served {
  std::string url;
  std::string manifest;  // YAML entry, "" when defaults do
};

struct CharsetCase {
  const char* what;
  std::string body;
  std::string content_type;  // as the server sends it
  std::string expected;
};

std::vector<CharsetCase> charset_cases() {
  auto page = [](const std::string& head, const std::string& text) {
    return "<!doctype html><html><head>" + head + "<title>t</title></head><body><p>" + text + "</p></body></html>";
  };
  std::vector<CharsetCase> all = {
      {"utf-8, no label", page("", "富岳 Jülich"), "text/html", "富岳 Jülich"},
      {"BOM over HTTP charset", "\xEF\xBB\xBF" + page("", "Jülich"), "text/html; charset=windows-1252", "Jülich"},
      {"HTTP iso-8859-1 is windows-1252", page("", "\x80 J\xFClich"), "text/html; charset=ISO-8859-1", "€ Jülich"},
      {"windows-1252 fallback", page("", "J\xFClich"), "text/html", "Jülich"},
      {"meta prescan", encode("windows-1251", page("<meta charset=windows-1251>", "Ломоносов")), "text/html",
       "Ломоносов"},
  };
  struct Legacy { const char* label; const char* icu; const char* text; };
  const Legacy legacy[] = {
      {"shift_jis", "windows-31j", "富岳スーパーコンピュータ"}, {"euc-jp", "EUC-JP", "富岳スーパーコンピュータ"},
      {"gb2312", "GB18030", "神威太湖之光"},                    {"gbk", "GB18030", "天河二号 镕"},
      {"big5", "Big5", "國家高速網路與計算中心"},               {"euc-kr", "windows-949", "슈퍼컴퓨터 누리온"},
      {"koi8-r", "KOI8-R", "суперкомпьютер Ломоносов"},        {"iso-8859-2", "ISO-8859-2", "Superpočítač Karolína"},
  };
  for (const auto& l : legacy) {
    all.push_back({l.label, encode(l.icu, page("", l.text)), std::string("text/html; charset=") + l.label, l.text});
    all.push_back({l.label, encode(l.icu, page(std::string("<meta charset=") + l.label + ">", l.text)), "text/html",
                   l.text});
  }
  return all;
}

verifier::fetch::FetchOptions options(const verifier::testing::FixtureWeb& server) {
  verifier::fetch::FetchOptions o;
  o.rules.user_agent = "verifier-test/0.1 (+https://example.org/verifier)";
  o.rules.gap_seconds = 0;
  o.rules.per_host = 8;
  o.rules.timeout = 5;
  o.rules.attempts = 1;
  o.retry_base_seconds = 0.05;
  o.connect_to = server.connect_to();
  o.cacert = server.ca_file();
  return o;
}

std::map<std::string, Fetched> fetch_all(const verifier::fetch::FetchOptions& o, const std::vector<Served>& pages) {
  std::vector<verifier::fetch::FetchRequest> requests;
  requests.reserve(pages.size());
  for (const auto& p : pages) requests.push_back({p.url, p.url});
  std::map<std::string, Fetched> got;
  verifier::fetch::FetchPool pool(o);
  pool.run(requests, [&](Fetched&& f) { got[f.url] = std::move(f); });
  return got;
}

}  // namespace

TEST_CASE("signatures and charsets, served over loopback and fetched for real") {
  verifier::testing::TempWeb web;
  std::vector<Served> served;
  std::string manifest;
  const auto& sigs = ex::testing::signature_cases();
  for (std::size_t i = 0; i < sigs.size(); ++i) {
    const auto& c = sigs[i];
    std::string path = "/sig/" + std::to_string(i) + ".html";
    web.page("sig.example", path, c.file.empty() ? ex::testing::kNeutralBody : read(c.file));
    manifest += "- host: sig.example\n  path: " + path + "\n  status: " + std::to_string(c.status) + "\n";
    if (!c.headers.empty()) {
      manifest += "  headers:\n";
      for (const auto& [name, value] : c.headers) manifest += "    " + name + ": " + yaml_quoted(value) + "\n";
    }
    served.push_back({"https://sig.example" + path, ""});
  }
  auto charsets = charset_cases();
  for (std::size_t i = 0; i < charsets.size(); ++i) {
    std::string path = "/cs/" + std::to_string(i) + ".html";
    web.page("charset.example", path, charsets[i].body);
    manifest += "- host: charset.example\n  path: " + path + "\n  content_type: " +
                yaml_quoted(charsets[i].content_type) + "\n";
    served.push_back({"http://charset.example" + path, ""});
  }
  web.manifest(manifest);
  verifier::testing::FixtureWeb server(web.root(), web.manifest_path());
  auto got = fetch_all(options(server), served);

  auto loaded = ex::testing::load_pages_yaml(RULES_DIR);
  REQUIRE(loaded.errors.empty());
  ex::Signatures signatures(loaded.signatures);
  for (std::size_t i = 0; i < sigs.size(); ++i) {
    CAPTURE(sigs[i].file);
    CAPTURE(sigs[i].name);
    const Fetched& f = got.at(served[i].url);
    REQUIRE(f.http_status == sigs[i].status);
    auto page = ex::read_page(f, signatures);
    CHECK(page.detail == sigs[i].name);
    CHECK(page.kind == sigs[i].kind);
  }
  for (std::size_t i = 0; i < charsets.size(); ++i) {
    CAPTURE(charsets[i].what);
    CAPTURE(charsets[i].content_type);
    const Fetched& f = got.at(served[sigs.size() + i].url);
    REQUIRE(f.http_status == 200);
    auto page = ex::read_page(f, signatures);
    CHECK(page.text().find(charsets[i].expected) != std::string::npos);
  }
}
