// tests/extract/cost_test.cpp: issue 16's measured attacks on the cost of
// reading one page, each now bounded: CSS whose every rule is a candidate
// for every element (20,000 x 20,000 took 37-56 s), and PDFs whose pages
// share one content stream that inflates far past its size (~25 s of CPU a
// page). Each test asserts the page was cut, why, and that the work stopped
// (the text of the last elements or pages is missing); the time taken is
// printed, and bounded by the fuzz targets' per-input limit, not here.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdio>
#include <stop_token>
#include <string>
#include <thread>

#include "extract/budget.h"
#include "extract/extract.h"
#include "hostile_pages.h"

namespace ex = verifier::extract;
namespace hostile = verifier::extract::testing;

namespace {

// Reads the page, printing how long it took.
verifier::Page timed_read(const char* what, const verifier::Fetched& f, const ex::ReadLimits& limits) {
  auto start = std::chrono::steady_clock::now();
  verifier::Page page = ex::read_page(f, ex::Signatures(), limits);
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("cost_test: %s: %.2f s (%zu bytes)\n", what, s, f.body.size());
  return page;
}

bool shows(const verifier::Page& page, const std::string& text) {
  return page.text().find(text) != std::string::npos;
}

constexpr double kLots = 1e6;  // a CPU budget no test reaches

}  // namespace

TEST_CASE("CSS: 20,000 rules x 20,000 elements stop at the selector-matching cap") {
  auto f = hostile::response(hostile::css_cross_page(20000, 20000), "text/html");
  auto page = timed_read("css 20000 x 20000", f, {kLots, {}});
  CHECK(page.kind == verifier::PageKind::readable);
  CHECK(page.truncated);
  CHECK(page.truncation == "its CSS is over the selector-matching cap");
  CHECK(shows(page, "cell 0"));         // judged on what was read ...
  CHECK_FALSE(shows(page, "cell 19999"));  // ... and the work stopped
}

TEST_CASE("CSS: the same page stops at the CPU budget when that comes first") {
  auto f = hostile::response(hostile::css_cross_page(20000, 20000), "text/html");
  auto page = timed_read("css under a 0.1 s budget", f, {0.1, {}});
  CHECK(page.truncated);
  CHECK(page.truncation == "reading it took over 0.1 s of CPU");
  CHECK_FALSE(shows(page, "cell 19999"));
}

TEST_CASE("CSS: an ordinary sheet on an ordinary page is read whole") {
  auto f = hostile::response(hostile::css_cross_page(300, 2000), "text/html");  // 600,000 tests
  auto page = ex::read_page(f, ex::Signatures(), {kLots, {}});
  CHECK_FALSE(page.truncated);
  CHECK(page.truncation.empty());
  CHECK(shows(page, "cell 1999"));
}

TEST_CASE("a stop asked before or while reading ends the reading") {
  auto f = hostile::response(hostile::css_cross_page(20000, 20000), "text/html");
  std::stop_source before;
  before.request_stop();
  auto page = ex::read_page(f, ex::Signatures(), {kLots, before.get_token()});
  CHECK(page.truncated);
  CHECK(page.truncation == "the run was stopped while reading it");
  CHECK_FALSE(shows(page, "cell 0"));

  std::stop_source during;
  std::jthread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    during.request_stop();
  });
  page = timed_read("css stopped after 0.1 s", f, {kLots, during.get_token()});
  CHECK(page.truncation == "the run was stopped while reading it");
  CHECK_FALSE(shows(page, "cell 19999"));
}

TEST_CASE("PDF: pages sharing a content stream that inflates past the cap stop there") {
  // 64 MiB of path operators on 2000 pages: about 130 KB on the wire.
  std::string pdf = hostile::pdf_shared_content(2000, "Frontier at ORNL", 64u << 20);
  CHECK(pdf.size() < 512u * 1024);
  auto page = timed_read("pdf, 2000 pages of 64 MiB shared content", hostile::response(pdf, "application/pdf"),
                         {kLots, {}});
  CHECK(page.kind == verifier::PageKind::readable);
  CHECK(shows(page, "Frontier at ORNL"));  // page 1, read before the cap
  CHECK(page.truncated);
  CHECK(page.truncation == "a page's content is over the PDF content cap");
}

TEST_CASE("PDF: pages under the content cap but costly stop at the CPU budget") {
  // 4 MiB of operators a page, 500 pages: minutes of drawing without a budget.
  std::string pdf = hostile::pdf_shared_content(500, "Aurora at Argonne", 4u << 20);
  auto page = timed_read("pdf under a 0.5 s budget", hostile::response(pdf, "application/pdf"), {0.5, {}});
  CHECK(shows(page, "Aurora at Argonne"));
  CHECK(page.truncated);
  CHECK(page.truncation == "reading it took over 0.5 s of CPU");
}

TEST_CASE("PDF: a stop while drawing a page ends the reading") {
  std::string pdf = hostile::pdf_shared_content(500, "Aurora at Argonne", 4u << 20);
  std::stop_source during;
  std::jthread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    during.request_stop();
  });
  auto page = timed_read("pdf stopped after 0.2 s", hostile::response(pdf, "application/pdf"),
                         {kLots, during.get_token()});
  CHECK(page.truncation == "the run was stopped while reading it");
}
