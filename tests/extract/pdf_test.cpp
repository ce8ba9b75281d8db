// tests/extract/pdf_test.cpp: a PDF's text through poppler. The PDF is
// written here by hand, byte by byte, with its cross-reference table.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "extract/budget.h"
#include "extract/extract.h"
#include "extract/pdf_text.h"
#include "hostile_pages.h"

namespace ex = verifier::extract;

namespace {

// A one-page PDF showing `lines`, one text object each, titled `title`.
std::string tiny_pdf(const std::vector<std::string>& lines, const std::string& title) {
  std::string content;
  int y = 700;
  for (const auto& l : lines) {
    content += "BT /F1 18 Tf 72 " + std::to_string(y) + " Td (" + l + ") Tj ET\n";
    y -= 200;  // far apart: separate paragraphs
  }
  return ex::testing::pdf_of(
      {
          "<< /Type /Catalog /Pages 2 0 R >>",
          "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
          // One object written over two lines, not a missing comma.
          // NOLINTNEXTLINE(bugprone-suspicious-missing-comma)
          "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
          "/Resources << /Font << /F1 5 0 R >> >> >>",
          ex::testing::pdf_stream(content, false),
          "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
          "<< /Title (" + title + ") >>",
      },
      6);
}

verifier::Fetched fetched_pdf(std::string body, std::string type) {
  return ex::testing::response(std::move(body), std::move(type), "https://example.org/report.pdf");
}

}  // namespace

TEST_CASE("a PDF's text and title") {
  ex::Budget budget(ex::ReadLimits{});
  auto pdf = ex::pdf_text(tiny_pdf({"Frontier supercomputer at ORNL", "HPE Cray EX"}, "El Capitan report"),
                          budget);
  REQUIRE(pdf);
  CHECK(pdf->title == "El Capitan report");
  std::string all;
  for (const auto& b : pdf->blocks) all += b + "\n";
  CHECK(all.find("Frontier supercomputer at ORNL") != std::string::npos);
  CHECK(all.find("HPE Cray EX") != std::string::npos);
}

TEST_CASE("a PDF is read by type or by magic, whatever the declared type") {
  std::string pdf = tiny_pdf({"Aurora at Argonne"}, "t");
  for (const char* type : {"application/pdf", "application/octet-stream", "text/html", ""}) {
    CAPTURE(type);
    auto page = ex::read_page(fetched_pdf(pdf, type), ex::Signatures());
    CHECK(page.kind == verifier::PageKind::readable);
    CHECK(page.text().find("Aurora at Argonne") != std::string::npos);
  }
  auto file = ex::read_local(pdf, "saved", ex::Signatures());
  CHECK(file.text().find("Aurora at Argonne") != std::string::npos);
}

TEST_CASE("a damaged or cut PDF is unsupported, with a reason") {
  auto damaged = ex::read_page(fetched_pdf("%PDF-1.4\ngarbage", "application/pdf"), ex::Signatures());
  CHECK(damaged.kind == verifier::PageKind::unsupported);
  CHECK(damaged.detail == "PDF could not be read");
  auto f = fetched_pdf(tiny_pdf({"x"}, "t"), "application/pdf");
  f.body_truncated = true;
  auto cut = ex::read_page(f, ex::Signatures());
  CHECK(cut.kind == verifier::PageKind::unsupported);
  CHECK(cut.detail == "PDF over the size cap");
}
