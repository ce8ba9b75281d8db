// extract/text_block.h: builds the layout blocks of a page from its text
// runs, with whitespace as a browser renders it. Takes: UTF-8 text runs and
// block boundaries. Gives: blocks, each whitespace-collapsed and trimmed,
// never empty. Soft hyphens and zero-width characters are dropped; no-break
// and other Unicode spaces become plain spaces.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace verifier::extract {

class BlockWriter {
 public:
  void text(std::string_view utf8);  // inline: joins the current block
  void boundary();                   // ends the current block, if any
  // A line break kept inside the current block (`mark`, a sentence end),
  // once however many follow, never at its start.
  void line_break(std::string_view mark);
  std::size_t size() const { return blocks_.size(); }
  bool in_block() const { return !current_.empty(); }  // text written since the last boundary
  const std::vector<std::string>& blocks() const { return blocks_; }
  std::vector<std::string> take();

 private:
  void put(std::string_view bytes);

  std::vector<std::string> blocks_;
  std::string current_;
  bool space_pending_ = false;
};

// One string as a single block would hold it (titles, headings).
std::string collapse_whitespace(std::string_view utf8);

// The words of one block: space-separated words, and each CJK character
// (U+3000..U+D7FF: kana, Han, Hangul) as one: those scripts write no
// spaces, and a long Japanese page must not look like a near-empty one.
std::size_t word_count(std::string_view block);

// Plain text (a text/plain body, a PDF page) into `writer`: lines run
// together, a blank line ends a block, so a name broken over lines reads whole.
void write_paragraphs(std::string_view utf8, BlockWriter& writer);

// A table as text (CSV, TSV) into `writer`: each row one block (a quoted
// field's line breaks inside it, as core/table_text.h's row_line_break), as each row is one
// system of a list; run together, a list of thousands of rows would be one
// passage, and a name in one row would take another row's operator for its own.
void write_rows(std::string_view utf8, BlockWriter& writer);

}  // namespace verifier::extract
