// tests/extract/hostile_pages.cpp: see hostile_pages.h.
#include "hostile_pages.h"

#include <zlib.h>

#include <cstdio>
#include <stdexcept>

namespace verifier::extract::testing {

std::string css_cross_page(int rules, int elements) {
  std::string html = "<html><head><style>\n";
  for (int i = 0; i < rules; ++i)
    html += "div[data-k=\"" + std::to_string(i) + "\"]{display:none}\n";
  html += "</style></head><body>\n";
  for (int i = 0; i < elements; ++i) html += "<div>cell " + std::to_string(i) + "</div>\n";
  return html + "</body></html>\n";
}

std::string pdf_of(const std::vector<std::string>& objects, int info) {
  std::string pdf = "%PDF-1.4\n";
  std::vector<std::size_t> offsets;
  for (std::size_t i = 0; i < objects.size(); ++i) {
    offsets.push_back(pdf.size());
    pdf += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
  }
  std::size_t xref = pdf.size();
  pdf += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
  for (std::size_t off : offsets) {
    char entry[32];
    std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", off);
    pdf += entry;
  }
  pdf += "trailer\n<< /Size " + std::to_string(objects.size() + 1) + " /Root 1 0 R" +
         (info ? " /Info " + std::to_string(info) + " 0 R" : "") + " >>\nstartxref\n" +
         std::to_string(xref) + "\n%%EOF\n";
  return pdf;
}

std::string pdf_stream(const std::string& data, bool deflate) {
  if (!deflate) return "<< /Length " + std::to_string(data.size()) + " >>\nstream\n" + data + "endstream";
  uLongf size = compressBound(static_cast<uLong>(data.size()));
  std::string packed(size, '\0');
  if (compress2(reinterpret_cast<Bytef*>(packed.data()), &size,
                reinterpret_cast<const Bytef*>(data.data()), static_cast<uLong>(data.size()), 9) != Z_OK)
    throw std::runtime_error("deflate failed");
  packed.resize(size);
  return "<< /Length " + std::to_string(packed.size()) + " /Filter /FlateDecode >>\nstream\n" +
         packed + "\nendstream";
}

std::string pdf_shared_content(int pages, const std::string& first_text, std::size_t shared_bytes) {
  // Objects: 1 catalog, 2 pages, 3 font, 4 first page's content, 5 the
  // shared content, then one object a page.
  std::string ops;
  const std::string op = "0 0 m 1 1 l S\n";  // a line: cheap to store, costly to run
  ops.reserve(shared_bytes + op.size());
  while (ops.size() < shared_bytes) ops += op;
  std::string kids;
  for (int i = 0; i < pages; ++i) kids += std::to_string(6 + i) + " 0 R ";
  std::vector<std::string> objects = {
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [" + kids + "] /Count " + std::to_string(pages) + " >>",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
      pdf_stream("BT /F1 18 Tf 72 700 Td (" + first_text + ") Tj ET\n", false),
      pdf_stream(ops, true),
  };
  for (int i = 0; i < pages; ++i)
    objects.push_back("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents " +
                      std::string(i == 0 ? "4" : "5") +
                      " 0 R /Resources << /Font << /F1 3 0 R >> >> >>");
  return pdf_of(objects);
}

}  // namespace verifier::extract::testing
