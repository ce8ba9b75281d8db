// tests/extract/limits_test.cpp: pathological pages end in bounded time and
// memory: 100,000-deep nesting, a 100 MB page, garbage bytes.
#include <doctest/doctest.h>

#include <chrono>
#include <string>

#include <sys/resource.h>

#include "extract/extract.h"
#include "nested_html.h"
#include "response.h"

namespace ex = verifier::extract;
using verifier::extract::testing::nested;

namespace {

double seconds_of(auto work) {
  auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

long peak_rss_mb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss / 1024;
}

verifier::Page html_page(std::string body) {
  return ex::read_page(ex::testing::response(std::move(body), "text/html", "https://example.org/deep"),
                       ex::Signatures());
}

}  // namespace

TEST_CASE("100,000 nested divs: bounded time, text kept") {
  verifier::Page page;
  double s = seconds_of([&] { page = html_page(nested("<div>", "</div>", 100000, "deep text")); });
  CHECK(s < 20);
  CHECK(page.text().find("deep text") != std::string::npos);
}

TEST_CASE("100,000 nested inline and unclosed tags: bounded time") {
  std::string unclosed;
  for (int i = 0; i < 100000; ++i) unclosed += "<b><i>w";
  verifier::Page page;
  double s = seconds_of([&] { page = html_page("<p>" + nested("<span>", "</span>", 100000, "inner") + unclosed); });
  CHECK(s < 20);
  CHECK(page.text().find("inner") != std::string::npos);
}

TEST_CASE("a 100 MB page is judged on its first part, in bounded time and memory") {
  std::string para = "<p>Frontier, Aurora and El Capitan are exascale systems.</p>\n";
  std::string body;
  body.reserve(100u << 20);
  body = "<html><head><title>big</title></head><body>";
  while (body.size() < (100u << 20)) body += para;
  long before = peak_rss_mb();
  verifier::Page page;
  double s = seconds_of([&] { page = html_page(std::move(body)); });
  CHECK(s < 60);
  CHECK(page.truncated);
  CHECK(page.title == "big");
  CHECK(page.blocks.size() > 10000);
  CHECK(page.blocks.back().find("Frontier") != std::string::npos);
  MESSAGE("100 MB page: " << s << " s, peak RSS grew by " << peak_rss_mb() - before << " MB");
  CHECK(peak_rss_mb() - before < 1500);
}

TEST_CASE("a 50 MB attribute: read within the page's budget, the text after it kept or cut") {
  // One tag whose attribute value is the whole page: no text to collapse,
  // only a tokenizer state that must not go quadratic or hold copies.
  std::string body = "<html><head><title>one attribute</title></head><body><div data-x=\"";
  body.append(50u << 20, 'x');
  body += "\">after the attribute</div></body></html>";
  const double budget = ex::ReadLimits{}.cpu_seconds;
  verifier::Page page;
  double s = 0;
  REQUIRE_NOTHROW(s = seconds_of([&] { page = html_page(std::move(body)); }));
  MESSAGE("50 MB attribute: " << s << " s");
  CHECK(s < budget + 1);
  CHECK(page.kind == verifier::PageKind::readable);
  CHECK(page.title == "one attribute");
  CHECK(page.text().find("xxxxxxxx") == std::string::npos);  // an attribute is not text
}

TEST_CASE("random bytes labelled as HTML never fail") {
  std::string junk;
  unsigned x = 12345;
  for (int i = 0; i < 200000; ++i) {
    x = x * 1103515245u + 12345u;
    junk += static_cast<char>(x >> 24);
  }
  auto page = html_page(junk);
  CHECK(page.kind == verifier::PageKind::readable);
}
