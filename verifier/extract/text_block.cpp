// extract/text_block.cpp: whitespace collapsing over UTF-8, byte by byte.
#include "extract/text_block.h"

#include <algorithm>

#include "core/ascii.h"
#include "core/table_text.h"
#include "core/utf8.h"

namespace verifier::extract {
namespace {

enum class Kind { keep, space, drop };

// What the UTF-8 sequence at s[i] is for a reader; `len` gets its length.
Kind classify(std::string_view s, std::size_t i, std::size_t& len) {
  auto b = static_cast<unsigned char>(s[i]);
  len = 1;
  if (b < 0x80) return is_html_space(s[i]) ? Kind::space : Kind::keep;
  auto at = [&](std::size_t k) {
    return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u;
  };
  if (b == 0xC2) {
    len = 2;
    if (at(1) == 0xA0) return Kind::space;  // no-break space
    if (at(1) == 0xAD) return Kind::drop;   // soft hyphen
    return Kind::keep;
  }
  if (b == 0xE2 && at(1) == 0x80) {
    len = 3;
    unsigned c = at(2);
    if (c <= 0x8A || c == 0xA8 || c == 0xA9 || c == 0xAF) return Kind::space;  // U+2000..200A, 2028, 2029, 202F
    if (c >= 0x8B && c <= 0x8D) return Kind::drop;  // zero-width space, non-joiner, joiner
    return Kind::keep;
  }
  if (b == 0xE2 && at(1) == 0x81 && at(2) == 0xA0) { len = 3; return Kind::drop; }  // word joiner
  if (b == 0xE3 && at(1) == 0x80 && at(2) == 0x80) { len = 3; return Kind::space; }  // ideographic space
  if (b == 0xEF && at(1) == 0xBB && at(2) == 0xBF) { len = 3; return Kind::drop; }  // BOM
  return Kind::keep;
}

}  // namespace

// Every block is well-formed UTF-8 whatever the parser hands over: gumbo
// writes a numeric reference past U+10FFFF ("&#47170000000") as a stray
// byte, and such a byte becomes U+FFFD here.
void BlockWriter::text(std::string_view s) {
  std::size_t run = 0;  // start of the bytes kept as they are
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t sequence = static_cast<unsigned char>(s[i]) < 0x80 ? 1 : utf8_sequence(s, i);
    if (sequence == 0) {
      put(s.substr(run, i - run));
      put("\xEF\xBF\xBD");
      run = ++i;
      continue;
    }
    std::size_t len = 1;
    Kind k = classify(s, i, len);
    len = std::max(len, sequence);
    if (k != Kind::keep) {
      put(s.substr(run, i - run));
      if (k == Kind::space) space_pending_ = true;
      run = i + len;
    }
    i += len;
  }
  put(s.substr(run));
}

void BlockWriter::put(std::string_view bytes) {
  if (bytes.empty()) return;
  if (space_pending_ && !current_.empty()) current_ += ' ';
  space_pending_ = false;
  current_.append(bytes);
}

void BlockWriter::line_break(std::string_view mark) {
  if (current_.empty() || current_.ends_with(mark)) return;
  current_.append(mark);
  space_pending_ = true;
}

void BlockWriter::boundary() {
  if (!current_.empty()) blocks_.push_back(std::move(current_));
  current_.clear();
  space_pending_ = false;
}

std::vector<std::string> BlockWriter::take() {
  boundary();
  return std::move(blocks_);
}

std::string collapse_whitespace(std::string_view utf8) {
  BlockWriter w;
  w.text(utf8);
  auto blocks = w.take();
  return blocks.empty() ? std::string() : std::move(blocks.front());
}

std::size_t word_count(std::string_view block) {
  std::size_t words = 1;
  for (char c : block) {
    auto b = static_cast<unsigned char>(c);
    words += b == ' ' || (b >= 0xE3 && b <= 0xED);
  }
  return words;
}

void write_paragraphs(std::string_view text, BlockWriter& writer) {
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t end = text.find('\n', i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(i, end - i);
    if (html_trim(line).empty()) writer.boundary();
    writer.text(line);
    writer.text(" ");
    i = end + 1;
  }
  writer.boundary();
}

namespace {

// Does the line break between two lines of a quoted field end a sentence, as
// prose's would: a blank line (a paragraph's end), or a quotation closed at
// the end of one line and another opened at the next (Epoch's excerpts,
// "...pods of 4,096 TPUs\"\" then \"\"TPU v3. ...")? Other lines run on: a
// table pasted into a note ("GPU", "1,088", "NVIDIA A100 80G") is one sentence.
bool ends_sentence(std::string_view line, std::string_view next) {
  line = html_trim(line);
  next = html_trim(next);
  return line.empty() || next.empty() || (line.ends_with('"') && next.starts_with('"'));
}

}  // namespace

void write_rows(std::string_view text, BlockWriter& writer) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t end = row_end(text, i);
    for (std::size_t b = i; b < end;) {
      const std::size_t line = std::min(text.find('\n', b), end);
      writer.text(text.substr(b, line - b));
      if (line < end) {
        const std::size_t next = std::min(text.find('\n', line + 1), end);
        if (ends_sentence(text.substr(b, line - b), text.substr(line + 1, next - line - 1)))
          writer.line_break(row_line_break);
        else
          writer.text(" ");
      }
      b = line + 1;
    }
    writer.boundary();
    i = end + 1;
  }
}

}  // namespace verifier::extract
