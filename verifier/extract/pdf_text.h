// extract/pdf_text.h: the text of a PDF, as a reader of it sees it.
// Takes: the PDF's bytes and the page's budget. Gives: its metadata title
// and its text, one block a line, page after page, up to a page cap;
// nullopt when poppler cannot open it (damaged, truncated, encrypted).
// Reading stops, with the pages read so far, once the budget is over or a
// page's content is over kMaxPdfPageContentBytes (the budget says which).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace verifier::extract {

class Budget;

inline constexpr int kMaxPdfPages = 2000;

struct PdfText {
  std::string title;
  std::vector<std::string> blocks;
  bool pages_capped = false;  // more pages than kMaxPdfPages
};

std::optional<PdfText> pdf_text(std::string_view bytes, Budget& budget);

}  // namespace verifier::extract
