// extract/pdf_text.cpp: poppler's own classes rather than its C++ wrapper,
// because only they let a page be stopped half read (an abort check that
// Gfx calls every few operators, here the page's budget) and let a page's
// content be measured before it is drawn. The text is what the wrapper's
// page::text() gives (physical layout, crop box); a block is a paragraph,
// ended by a blank line or the page.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <GlobalParams.h>
#include <PDFDoc.h>
#include <Page.h>
#include <Stream.h>
#include <TextOutputDev.h>
#include <UTF.h>
#include <goo/GooString.h>
#include <goo/gmem.h>

#include "extract/budget.h"
#include "extract/internal/utf8.h"
#include "extract/pdf_text.h"
#include "extract/text_block.h"

namespace verifier::extract {
namespace {

// Poppler reports every damaged object on stderr; for us a damaged PDF is
// a result, not a message.
void quiet(ErrorCategory, Goffset, const char*) {}

// Poppler's process-wide settings, made once for every thread, as its C++
// wrapper makes them.
void start_poppler() { static const GlobalParamsIniter started(quiet); }

// A PDF text string (PDFDocEncoding or UTF-16 with its mark) as UTF-8.
std::string utf8_text(const GooString* s) {
  if (!s) return "";
  Unicode* ucs4 = nullptr;
  int n = TextStringToUCS4(s->toStr(), &ucs4);
  std::string out;
  for (int i = 0; i < n; ++i) {
    char32_t cp = ucs4[i];
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
    internal::append_utf8(out, cp);
  }
  gfree(ucs4);
  return out;
}

// The decoded bytes of a page's content streams, counted up to just past
// `cap`: a few KiB of compressed stream can inflate to gigabytes, and every
// page may share it.
std::uint64_t content_bytes(::Page& page, std::uint64_t cap) {
  Object contents = page.getContents();
  std::uint64_t total = 0;
  auto count = [&](const Object& part) {
    if (!part.isStream()) return;
    Stream* s = part.getStream();
    s->reset();
    unsigned char buffer[16384];
    while (total <= cap) {
      int got = s->doGetChars(sizeof buffer, buffer);
      if (got <= 0) break;
      total += static_cast<std::uint64_t>(got);
    }
    s->close();
  };
  if (contents.isArray()) {
    for (int i = 0; i < contents.arrayGetLength() && total <= cap; ++i) count(contents.arrayGet(i));
  } else {
    count(contents);
  }
  return total;
}

void append_text(void* out, const char* text, int length) {
  static_cast<std::string*>(out)->append(text, static_cast<std::size_t>(length));
}

bool over_budget(void* budget) { return static_cast<Budget*>(budget)->over(); }

// Pages count from 1.
std::string page_text(PDFDoc& doc, int number, Budget& budget) {
  std::string text;
  TextOutputDev out(append_text, &text, /*physLayoutA=*/true, 0, /*rawOrderA=*/false);
  if (!out.isOk()) return text;
  doc.displayPage(&out, number, 72, 72, 0, /*useMediaBox=*/false, /*crop=*/true,
                  /*printing=*/false, over_budget, &budget);
  return text;
}

}  // namespace

std::optional<PdfText> pdf_text(std::string_view bytes, Budget& budget) {
  start_poppler();
  if (bytes.size() > static_cast<std::size_t>(INT32_MAX)) return std::nullopt;
  // The stream only views the bytes; the document owns the stream.
  auto doc = std::make_unique<PDFDoc>(
      new MemStream(bytes.data(), 0, static_cast<Goffset>(bytes.size()), Object(objNull)));
  if (!doc->isOk()) return std::nullopt;
  PdfText out;
  out.title = collapse_whitespace(utf8_text(doc->getDocInfoTitle().get()));
  int pages = doc->getNumPages();
  out.pages_capped = pages > kMaxPdfPages;
  BlockWriter writer;
  for (int i = 1; i <= pages && i <= kMaxPdfPages && !budget.over(); ++i) {
    ::Page* page = doc->getPage(i);  // poppler's, not ours
    if (!page) continue;
    if (content_bytes(*page, kMaxPdfPageContentBytes) > kMaxPdfPageContentBytes) {
      budget.cut(Budget::Cut::pdf_content);
      break;
    }
    write_paragraphs(page_text(*doc, i, budget), writer);  // a page cut short too
  }
  out.blocks = writer.take();
  return out;
}

}  // namespace verifier::extract
