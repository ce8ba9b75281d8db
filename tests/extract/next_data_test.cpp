// tests/extract/next_data_test.cpp: Next.js pages read from their
// __NEXT_DATA__: the JSON string scanner (decoding, strictness, bounds),
// which strings count as content, and whole pages through read_page with
// the project's own signatures: fixture pages written for the tests
// (pages/next-data-*.html) and the real Next.js exports of the corpus,
// read in place.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/utf8.h"
#include "extract/extract.h"
#include "extract/json_strings.h"
#include "extract/next_data.h"
#include "nested_html.h"
#include "response.h"
#include "signature_cases.h"

namespace ex = verifier::extract;
namespace fs = std::filesystem;
using verifier::PageKind;

namespace {

std::string read(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  REQUIRE(in);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const ex::Signatures& signatures() {
  static const ex::Signatures compiled(ex::testing::load_pages_yaml(RULES_DIR).signatures);
  return compiled;
}

verifier::Page read_html(std::string body) {
  return ex::read_page(ex::testing::response(std::move(body)), signatures());
}

bool has(const verifier::Page& p, const std::string& s) { return p.text().find(s) != std::string::npos; }

// Every string value, "path=value", the path's members joined by '.'
// and an array element written as [].
struct Scanned {
  bool ok = false;
  std::vector<std::string> strings;
};
Scanned scan(std::string_view json) {
  Scanned out;
  out.ok = ex::scan_json_strings(json, [&](std::span<const ex::JsonStep> path, std::string&& v) {
    std::string p;
    for (const auto& step : path) p += (p.empty() ? "" : ".") + (step.element ? "[]" : step.name);
    out.strings.push_back(p + "=" + v);
  });
  return out;
}

// A __NEXT_DATA__ page around `json`, with an empty mount point.
std::string next_page(const std::string& json) {
  return "<!doctype html><html><head><script src=\"/_next/static/chunks/main-1.js\"></script></head>"
         "<body><div id=\"__next\"></div><script id=\"__NEXT_DATA__\" type=\"application/json\">" +
         json + "</script></body></html>";
}

std::string page_props(const std::string& members) {
  return R"({"props":{"pageProps":{)" + members + R"(}},"page":"/p","buildId":"b1"})";
}

}  // namespace

TEST_CASE("JSON strings: decoded, with their paths, in document order") {
  auto s = scan(R"({"a":"x","b":[1,"y",{"c":"z"}],"k\u0065y":"v", "n":null,"t":true,"f":false,"d":-0.5e+3})");
  CHECK(s.ok);
  CHECK(s.strings == std::vector<std::string>{"a=x", "b.[]=y", "b.[].c=z", "key=v"});
  CHECK(scan(R"("top")").strings == std::vector<std::string>{"=top"});
  CHECK(scan(R"(["\"\\\/\b\f\n\r\t"])").strings == std::vector<std::string>{"[]=\"\\/\b\f\n\r\t"});
  CHECK(scan(R"(["caf\u00e9 \u6771\u4eac"])").strings == std::vector<std::string>{"[]=caf\xC3\xA9 \xE6\x9D\xB1\xE4\xBA\xAC"});
  // A surrogate pair is one code point; a lone half, or NUL, a replacement character.
  CHECK(scan(R"(["\ud83d\ude80"])").strings == std::vector<std::string>{"[]=\xF0\x9F\x9A\x80"});
  CHECK(scan(R"(["a\ud83db"])").strings == std::vector<std::string>{"[]=a\xEF\xBF\xBD" "b"});
  CHECK(scan(R"(["\ude80\ud83d"])").strings == std::vector<std::string>{"[]=\xEF\xBF\xBD\xEF\xBF\xBD"});
  CHECK(scan(R"(["\ud83d\u0041"])").strings == std::vector<std::string>{"[]=\xEF\xBF\xBD" "A"});
  CHECK(scan(R"(["\u0000"])").strings == std::vector<std::string>{"[]=\xEF\xBF\xBD"});
  CHECK(scan(" \n[ ] ").ok);
  CHECK(scan("{}").ok);
}

TEST_CASE("JSON strings: malformed text fails whole") {
  for (std::string_view bad :
       {"", " ", "{", "[", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1 2]", "[,1]", "{} {}",
        "\"open", R"(["a\x"])", R"(["\u12G4"])", R"(["\u12"])", "[\"\\", "[\"tab\there\"]",
        "[01]", "[1.]", "[-]", "[.5]", "[1e]", "[tru]", "[nul]", "[True]", "['a']", "[\"\xFF\"]",
        "[\"\xC0\xAF\"]", "[\"\xED\xA0\x80\"]", "]", "{\"a\":}", "[1]]"}) {
    CAPTURE(bad);
    CHECK_FALSE(scan(bad).ok);
  }
}

TEST_CASE("JSON strings: nesting is capped, not recursed") {
  namespace t = ex::testing;
  CHECK(scan(t::nested("[", "]", static_cast<int>(ex::kMaxJsonDepth), "\"deep\"")).ok);
  CHECK_FALSE(scan(t::nested("[", "]", static_cast<int>(ex::kMaxJsonDepth) + 1, "\"deep\"")).ok);
  auto start = std::chrono::steady_clock::now();
  CHECK_FALSE(scan(std::string(8u << 20, '[')).ok);
  CHECK_FALSE(scan(t::nested("{\"a\":", "}", 1'000'000, "1")).ok);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
}

TEST_CASE("content: article strings under props.pageProps, not ids, slugs, URLs, dates or config") {
  auto data = ex::next_data_text(
      page_props(R"("id":"post-17","slug":"a-long-slug-with-many-words","date":"May 2, 2024",)"
                 R"("url":"https://example.org/posts/a b c d","path":"/posts/a b c d",)"
                 R"("config":"{\"theme\": \"dark mode for all\"}","style":"color: red; font-size: 2em",)"
                 R"("buttonClassName":"flex items-center px-4 py-2",)"
                 R"("body":"<p>First paragraph.</p><p>Second paragraph.</p>",)"
                 R"("blurb":"Four plain words here.","author":"Ada Lovelace","tag":"GPU",)"
                 R"("titleStyle":"bold italic small caps","lifestyle":"Life and style, in words.")"),
      true);
  REQUIRE(data);
  CHECK(data->blocks == std::vector<std::string>{"First paragraph.", "Second paragraph.",
                                                 "Four plain words here.", "Life and style, in words."});
  CHECK(data->title.empty());
  CHECK_FALSE(data->capped);
  // Outside pageProps is the framework's own.
  CHECK_FALSE(ex::next_data_text(R"({"props":{"other":"<p>Not the page's text.</p>"},)"
                                 R"("query":{"q":"<p>Not the page's text either.</p>"}})",
                                 true));
  // The page's own title wins: the data's is then one more string.
  auto titled = ex::next_data_text(page_props(R"("title":"A title of five words","body":"<p>Text.</p>")"), false);
  REQUIRE(titled);
  CHECK(titled->title.empty());
  CHECK(titled->blocks == std::vector<std::string>{"A title of five words", "Text."});
  // A title alone is no article.
  CHECK_FALSE(ex::next_data_text(page_props(R"("title":"Only a title here, nothing else")"), true));
}

TEST_CASE("content: a fragment is read as a page is, hidden parts unseen") {
  auto data = ex::next_data_text(
      page_props(R"("html":"<h2>Head</h2><p hidden>Hidden.</p><script>var x = 'script text';</script>)"
                 R"(<style>.ad{display:none}</style><p class=\"ad\">Advert text.</p><p>Shown &amp; kept.</p>",)"
                 R"("next":"<p>Second fragment, parsed on its own.")"),
      true);
  REQUIRE(data);
  CHECK(data->blocks == std::vector<std::string>{"Head", "Shown & kept.", "Second fragment, parsed on its own."});
}

TEST_CASE("content: huge strings and many fragments are capped") {
  auto start = std::chrono::steady_clock::now();
  std::string words;
  while (words.size() < (3u << 20)) words += "word ";
  auto huge = ex::next_data_text(page_props(R"("body":")" + words + R"(","more":"Later text, past the cap.")"), true);
  REQUIRE(huge);
  CHECK(huge->capped);
  std::size_t bytes = 0;
  for (const auto& b : huge->blocks) bytes += b.size();
  CHECK(bytes <= ex::kMaxDataText);
  CHECK(bytes > ex::kMaxDataText / 2);
  CHECK(huge->blocks.back().find("Later text") == std::string::npos);
  // A blob that is no prose spends none of the budget.
  auto blob = ex::next_data_text(
      page_props(R"("image":")" + std::string(2u << 20, 'A') + R"(","body":"<p>The article after it.</p>")"), true);
  REQUIRE(blob);
  CHECK_FALSE(blob->capped);
  CHECK(blob->blocks == std::vector<std::string>{"The article after it."});

  std::string many;
  for (int i = 0; i < 5000; ++i) many += (i ? "," : "") + ("\"f" + std::to_string(i) + "\":\"<b>piece " + std::to_string(i) + "</b>\"");
  auto pieces = ex::next_data_text(page_props(many), true);
  REQUIRE(pieces);
  CHECK(pieces->capped);
  CHECK(pieces->blocks.size() == ex::kMaxDataFragments);
  CHECK(pieces->blocks.front() == "piece 0");
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
}

TEST_CASE("a Next.js page is read from its data (fixture)") {
  auto page = read_html(read(fs::path(EXTRACT_PAGES) / "next-data-article.html"));
  CHECK(page.kind == PageKind::readable);
  CHECK(page.detail == "text from the page's embedded data (__NEXT_DATA__)");
  CHECK(page.title == "Kestrel Cluster Goes Live at Example Lab \xF0\x9F\x9A\x80");
  CHECK(page.blocks == std::vector<std::string>{
      "A new machine", "The Kestrel cluster at Example Lab has 2,048 NVIDIA H100 GPUs.",
      "It replaces the older Merlin system, caf\xC3\xA9 talk aside.",
      "Example Lab switched on Kestrel, its largest GPU cluster so far.",
      "Merlin retires after eight years of service"});
  for (const char* unseen : {"Draft note", "tracker", "sponsored", "kestrel-cluster-goes-live", "2024-05-02",
                             "example.org", "prose lg", "Zx81", "/posts/"})
    CHECK_MESSAGE(!has(page, unseen), unseen);
  CHECK_FALSE(page.truncated);
}

TEST_CASE("a Next.js shell whose data holds no article stays needs-javascript") {
  auto shell = read_html(read(fs::path(EXTRACT_PAGES) / "next-data-shell.html"));
  CHECK(shell.kind == PageKind::js_shell);
  CHECK(shell.detail == "JavaScript app shell: empty mount point");
  CHECK(shell.blocks.empty());

  auto article = R"("body":"<p>An article of enough words to read.</p>")";
  // Malformed data: nothing is taken, even before the fault.
  for (const std::string& bad :
       {page_props(article).substr(1), page_props(article) + ",", page_props(std::string(article) + R"(,"x":"\q")"),
        ex::testing::nested("[", "]", 300, page_props(article))}) {
    auto page = read_html(next_page(bad));
    CHECK(page.kind == PageKind::js_shell);
    CHECK(page.blocks.empty());
  }
  // Well-formed, the same article is read; a short one is still no shell.
  auto good = read_html(next_page(page_props(article)));
  CHECK(good.kind == PageKind::readable);
  CHECK(good.blocks == std::vector<std::string>{"An article of enough words to read."});
}

TEST_CASE("a page that shows its text already is not read from its data") {
  std::string shown;
  for (int i = 0; i < 60; ++i) shown += "word ";
  std::string html = next_page(page_props(R"("body":"<p>Only in the data, never shown.</p>")"));
  const std::string mount = "<div id=\"__next\"></div>";
  html.replace(html.find(mount), mount.size(), "<div id=\"__next\"><p>" + shown + "</p></div>");
  auto page = read_html(html);
  CHECK(page.kind == PageKind::readable);
  CHECK_FALSE(has(page, "Only in the data"));
  CHECK(page.detail.empty());
}

TEST_CASE("hostile data never breaks the page: bounded, valid UTF-8") {
  auto start = std::chrono::steady_clock::now();
  std::string huge(6u << 20, 'x');
  for (std::size_t i = 0; i < huge.size(); i += 7) huge[i] = ' ';
  auto big = read_html(next_page(page_props(R"("body":"<p>)" + huge + "</p>\"")));
  CHECK(big.kind == PageKind::readable);
  CHECK(big.truncated);
  CHECK(big.text().size() <= ex::kMaxDataText + 1024);
  auto deep = read_html(next_page(std::string(4u << 20, '{')));
  CHECK(deep.kind == PageKind::js_shell);
  // A "</script>" inside the data ends the script where a browser ends it:
  // the JSON is cut short, so nothing is taken from it and the page stays a shell.
  auto cut = read_html(next_page(page_props(R"("body":"<p>Text</script><p>after the cut</p>")")));
  CHECK(cut.kind == PageKind::js_shell);
  CHECK(has(cut, "after the cut"));
  CHECK_FALSE(has(cut, "Text"));
  auto escapes = read_html(next_page(page_props(R"("body":"<p>Bad \ud800 and \udfff halves, \u0000 too.</p>")")));
  CHECK(verifier::is_valid_utf8(escapes.text()));
  CHECK(has(escapes, "Bad \xEF\xBF\xBD and \xEF\xBF\xBD halves"));
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
}

// The real Next.js exports of the corpus (issue: their article is only in
// the data), read in place; the phrases were read in each page's JSON.
TEST_CASE("corpus: theneworacle posts are read from their data") {
  struct Post {
    const char* file;
    const char* title;
    std::vector<const char*> phrases;
  };
  const std::vector<Post> posts = {
      {"an-abrupt-end-tesla-dismantles-spectacular-dojo-ai.html",
       "An Abrupt End: Tesla Dismantles \"Spectacular\" Dojo AI Project",
       {"The Spectacular Crash of Project Dojo", "the project's leader, Peter Bannon, has reportedly left the company",
        "Tesla shuts down Dojo, the AI training supercomputer that Musk said would be key to full self-driving"}},
      {"bezos-prometheus-ignites-ai-race-12-billion-fundin.html", nullptr,
       {"Its audacious mission is to develop nothing less than an \"artificial general engineer.\""}},
      {"metas-massive-ai-bet-louisiana-data-center-costs-s.html",
       "Meta's Massive AI Bet: Louisiana Data Center Costs Skyrocket to $50 Billion", {"Richland Parish, Louisiana"}},
      {"stargates-first-ai-data-center-in-texas-10-things-.html", nullptr,
       {"GB200 NVL72 units, showcasing the dense computing power required", "Abilene, Texas"}},
  };
  const fs::path dir = fs::path(EXTRACT_CORPUS) / "ai-clusters/theneworacle+theneworacle.github.io/posts";
  for (const auto& post : posts) {
    CAPTURE(post.file);
    auto page = ex::read_file(dir / post.file, signatures());
    CHECK(page.kind == PageKind::readable);
    if (post.title) CHECK(page.title == post.title);
    CHECK(page.blocks.size() >= 4);
    for (const char* phrase : post.phrases) CHECK_MESSAGE(has(page, phrase), phrase);
    CHECK_FALSE(has(page, "mdzc-8the_Msag"));  // the build id
    CHECK_FALSE(has(page, "https://"));         // the sources' URLs
  }
}
