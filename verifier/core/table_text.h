// core/table_text.h: where a row of a table written as text (CSV, TSV) ends.
// The extractor cuts such a page into one block a row and the matcher reads a
// named row's cells; both must agree on the row, so its end lives here.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace verifier {

// What a line break inside a row (a quoted field's) becomes in the row's
// block: U+2029, the paragraph separator, so the row stays one line while a
// note's lines stay apart as sentences ("... 128 Nvidia HGX H100 systems" and
// "will feature 256 ..." are two excerpts; context.h's sentence_ends_at).
inline constexpr std::string_view row_line_break = "\u2029";

// The end of the row that starts at `start`: its first line break outside a
// quoted field (RFC 4180: Epoch's quotes and notes run over lines). A quote
// opens a field only at the field's start, so an inch mark (15.6") opens
// none; a field left open past the end of the text or `longest_row` bytes was
// no field, and the row ends at its own line's end.
inline std::size_t row_end(std::string_view text, std::size_t start, std::size_t longest_row = 16384) {
  const std::size_t line_end = std::min(text.find('\n', start), text.size());
  const std::size_t stop = std::min(text.size(), start + longest_row);
  bool quoted = false;
  bool field_start = true;
  for (std::size_t i = start; i < stop; ++i) {
    const char c = text[i];
    if (quoted) {
      if (c != '"') continue;
      if (i + 1 < text.size() && text[i + 1] == '"') {
        ++i;  // "" is a quote inside the field
        continue;
      }
      quoted = false;
      continue;
    }
    if (c == '\n') return i;
    if (c == '"' && field_start) quoted = true;
    field_start = c == ',' || c == ';' || c == '\t';
  }
  return quoted || stop < text.size() ? line_end : stop;
}

}  // namespace verifier
