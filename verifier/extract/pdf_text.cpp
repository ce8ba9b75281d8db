// extract/pdf_text.cpp: poppler-cpp in its reading-order text mode (it
// finds columns); a block is a paragraph, ended by a blank line or the page.
#include <memory>
#include <string>
#include <string_view>

#include <poppler-document.h>
#include <poppler-global.h>
#include <poppler-page.h>

#include "extract/pdf_text.h"
#include "extract/text_block.h"

namespace verifier::extract {
namespace {

// Poppler reports every damaged object on stderr; for us a damaged PDF is
// a result, not a message.
void quiet(const std::string&, void*) {}

std::string utf8(const poppler::ustring& s) {
  poppler::byte_array bytes = s.to_utf8();
  return std::string(bytes.begin(), bytes.end());
}

}  // namespace

std::optional<PdfText> pdf_text(std::string_view bytes) {
  poppler::set_debug_error_function(quiet, nullptr);
  if (bytes.size() > static_cast<std::size_t>(INT32_MAX)) return std::nullopt;
  std::unique_ptr<poppler::document> doc(
      poppler::document::load_from_raw_data(bytes.data(), static_cast<int>(bytes.size())));
  if (!doc || doc->is_locked()) return std::nullopt;
  PdfText out;
  out.title = collapse_whitespace(utf8(doc->info_key("Title")));
  int pages = doc->pages();
  out.pages_capped = pages > kMaxPdfPages;
  BlockWriter writer;
  for (int i = 0; i < pages && i < kMaxPdfPages; ++i) {
    std::unique_ptr<poppler::page> page(doc->create_page(i));
    if (!page) continue;
    write_paragraphs(utf8(page->text()), writer);
  }
  out.blocks = writer.take();
  return out;
}

}  // namespace verifier::extract
