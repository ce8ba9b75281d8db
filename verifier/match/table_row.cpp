// match/table_row.cpp: a block's row is read once, on the first ask, and
// a line's pipe table once for all its blocks; the pipe table's cells are
// kept as the offsets of its pipes.
#include "match/table_row.h"

#include <algorithm>
#include <cctype>

#include "core/ascii.h"
#include "core/table_text.h"
#include "match/context.h"
#include "match/normalize.h"

namespace verifier::match {
namespace {

// What separates a row's cells outside quotes.
bool separates_cells(char c) { return c == ',' || c == '\t' || c == '|'; }

// A block's cells: its commas, tabs and pipes outside quotes; 0 when it
// is cut short by the block's reach (no whole row).
std::size_t cells_of(std::string_view text, std::pair<std::size_t, std::size_t> block) {
  const auto [begin, end] = block;
  if ((begin > 0 && text[begin - 1] != '\n') || (end < text.size() && text[end] != '\n')) return 0;
  std::size_t cells = 0;
  bool quoted = false;
  for (std::size_t i = begin; i < end; ++i) {
    const char c = text[i];
    if (c == '"') quoted = !quoted;
    else if (!quoted && separates_cells(c)) ++cells;
  }
  return cells;
}

}  // namespace

std::vector<std::pair<std::size_t, std::size_t>> row_cells(std::string_view text, std::size_t line) {
  std::vector<std::pair<std::size_t, std::size_t>> cells;
  std::size_t end = text.find('\n', line);
  if (end == std::string_view::npos) end = text.size();
  const std::string_view row = text.substr(line, end - line);
  if (values_separator(text, line, end) == 0 && row.find_first_of("\t|") == std::string_view::npos)
    return cells;
  std::size_t b = line;
  while (b < text.size() && (text[b] == ' ' || text[b] == '|')) ++b;
  bool quoted = false;
  std::size_t i = b;
  for (; i < end; ++i) {
    const char c = text[i];
    if (c == '"') quoted = !quoted;
    if (quoted || !separates_cells(c)) continue;
    if (c == ',' && i > line && i + 1 < end && is_ascii_digit(text[i - 1]) && is_ascii_digit(text[i + 1]))
      continue;  // "63,744"
    cells.emplace_back(b, i);
    b = i + 1;
  }
  cells.emplace_back(b, i);
  return cells;
}

std::vector<std::string_view> fields_at(std::string_view text, std::size_t from, char sep) {
  std::vector<std::string_view> out;
  bool quoted = false;
  std::size_t start = from;
  std::size_t at = from;
  for (; at < text.size() && (quoted || text[at] != '\n'); ++at) {
    if (text[at] == '"') quoted = !quoted;
    else if (text[at] == sep && !quoted) {
      out.push_back(text.substr(start, at - start));
      start = at + 1;
    }
  }
  out.push_back(text.substr(start, at - start));
  return out;
}

char values_separator(std::string_view text, std::size_t begin, std::size_t end) {
  // A separator that ends the line opens its empty last field ("...,Bull,"),
  // as ",," opens one inside; one that ends a block cut short of its line's
  // end opens a field the block does not hold.
  const bool ends_line = end == text.size() || text[end] == '\n';
  for (const char sep : {',', ':'}) {
    int glued = 0;
    for (std::size_t i = begin; i < end && glued < 4; ++i) {
      if (text[i] != sep) continue;
      if (i + 1 == end) {
        glued += ends_line ? 1 : 0;
        continue;
      }
      const char next = text[i + 1];
      glued += std::isalpha(static_cast<unsigned char>(next)) != 0 || next == '"' || next == sep ? 1 : 0;
    }
    if (glued >= 4) return sep;
  }
  return 0;
}

PipeTable::PipeTable(std::string_view text, std::size_t from, std::size_t to) : text_(text) {
  for (std::size_t i = from; i < to; ++i)
    if (text[i] == '|' && (i == 0 || text[i - 1] != '\\')) pipes_.push_back(i);
  const std::size_t cells = pipes_.empty() ? 0 : pipes_.size() - 1;
  auto rule = [&](std::size_t k) {
    const auto c = trimmed(k);
    return !c.empty() && c.find_first_not_of("-: ") == std::string_view::npos;
  };
  while (rule_ < cells && !rule(rule_)) ++rule_;
  std::size_t cols = 0;
  while (rule_ + cols < cells && rule(rule_ + cols)) ++cols;
  if (cols < 2) return;
  columns_ = cols;
  // Row r's blank before its first pipe is cell_of(r, 0) - 1.
  while (cell_of(rows_, columns_ - 1) < cells && trimmed(cell_of(rows_, 0) - 1).empty()) ++rows_;
}

std::string_view PipeTable::trimmed(std::size_t k) const {
  const auto [b, e] = cell(k);
  return ascii_trim(text_.substr(b, e - b));
}

std::optional<std::pair<std::size_t, std::size_t>> BlockRow::pipe_row(std::size_t from, std::size_t to) const {
  if (pipes == nullptr) return std::nullopt;
  for (std::size_t r = 0; r < pipes->rows(); ++r) {
    const std::size_t first = pipes->cell(pipes->cell_of(r, 0)).first - 1;  // its first pipe
    const std::size_t last = pipes->cell(pipes->cell_of(r, pipes->columns() - 1)).second;
    if (first > to || last >= end) return std::nullopt;
    if (first >= begin && first < from && last >= to) return std::pair{first, last + 1};
  }
  return std::nullopt;
}

const BlockRow& TableRows::of(std::size_t begin, std::size_t end) {
  if (last_ && last_->begin == begin && last_->end == end) return *last_;
  BlockRow row{begin, end, values_separator(text_, begin, end), 0, text_.size(), nullptr};
  constexpr std::size_t fewest_cells = 2;  // "2012,Cray Titan,17.59e15"
  if (row.values_separator != 0) {
    row.words_from = begin;
    row.words_to = end;
  } else if (const std::size_t cells = cells_of(text_, {begin, end}); cells >= fewest_cells) {
    if (begin > 0 && cells_of(text_, passage_of(text_, begin - 1, begin - 1)) == cells) row.words_from = begin;
    if (end < text_.size() && cells_of(text_, passage_of(text_, end + 1, end + 1)) == cells) row.words_to = end;
  }
  if (text_.substr(begin, end - begin).find('|') != std::string_view::npos) {
    if (tables_read_ == 0 || begin < line_begin_ || end > line_end_) {
      const std::size_t newline = begin == 0 ? std::string_view::npos : text_.rfind('\n', begin - 1);
      line_begin_ = newline == std::string_view::npos ? 0 : newline + 1;
      line_end_ = std::min(text_.find('\n', end), text_.size());
      pipes_ = PipeTable(text_, line_begin_, line_end_);
      ++tables_read_;
    }
    row.pipes = &pipes_;
  }
  last_ = row;
  return *last_;
}

std::vector<std::pair<std::size_t, std::size_t>> piped_cells(std::string_view line) {
  std::vector<std::pair<std::size_t, std::size_t>> cells;
  std::size_t begin = 0;
  for (std::size_t i = 0; i < line.size(); ++i)
    if (line[i] == '|' && (i == 0 || line[i - 1] != '\\')) {
      cells.emplace_back(begin, i);
      begin = i + 1;
    }
  cells.emplace_back(begin, line.size());
  return cells;
}

namespace {

// A Markdown table's rule: pipes, dashes, colons and blanks only.
bool table_rule(std::string_view line) {
  return line.find('-') != std::string_view::npos &&
         line.find_first_not_of("|-: ") == std::string_view::npos;
}

}  // namespace

std::string_view RowHeaders::of(std::size_t line) {
  if (line >= text_.size() || (line > 0 && text_[line - 1] != '\n')) return {};
  auto line_at = [&](std::size_t b) {
    return text_.substr(b, std::min(text_.find('\n', b), text_.size()) - b);
  };
  auto found = [&](std::size_t header) {
    return header == std::string_view::npos ? std::string_view{} : line_at(header);
  };
  if (const auto known = header_.find(line); known != header_.end()) return found(known->second);
  const std::size_t cells = piped_cells(line_at(line)).size();
  if (cells == 1) return {};  // no pipe
  std::vector<std::size_t> rows;  // the rows walked past share the header found
  std::size_t header = std::string_view::npos;
  for (std::size_t at = line; at > 0;) {
    rows.push_back(at);
    at = at < 2 ? 0 : text_.rfind('\n', at - 2) + 1;  // npos + 1: the text's first line
    const std::string_view above = line_at(at);
    if (piped_cells(above).size() != cells) break;
    if (!table_rule(above) && std::none_of(above.begin(), above.end(), is_ascii_digit)) {
      header = at;
      break;
    }
    if (const auto known = header_.find(at); known != header_.end()) {
      header = known->second;  // a row above, asked before
      break;
    }
  }
  for (const std::size_t row : rows) header_[row] = header;
  return found(header);
}

bool leads_with_a_name(const std::vector<std::pair<std::size_t, std::size_t>>& cells) {
  constexpr std::size_t fewest_cells = 4;
  return cells.size() >= fewest_cells && cells[0].second - cells[0].first <= longest_name;
}

std::string first_cell_key(std::string_view text, std::pair<std::size_t, std::size_t> cell) {
  std::string_view first = ascii_trim(text.substr(cell.first, cell.second - cell.first));
  if (first.size() >= 2 && first.front() == '"' && first.back() == '"') first = first.substr(1, first.size() - 2);
  return normalize_key(first);
}

RowsByName::RowsByName(std::string_view text) : text_(text) {
  for (std::size_t line = 0; line < text.size();) {
    std::size_t end = text.find('\n', line);
    if (end == std::string_view::npos) end = text.size();
    const auto cells = row_cells(text, line);
    if (leads_with_a_name(cells))
      if (std::string key = first_cell_key(text, cells[0]); !key.empty()) lines_[std::move(key)].push_back(line);
    line = end + 1;
  }
}

std::vector<std::pair<std::size_t, std::size_t>> RowsByName::rows_of(const std::string& key) const {
  std::vector<std::pair<std::size_t, std::size_t>> rows;
  const auto it = lines_.find(key);
  if (it == lines_.end()) return rows;
  for (const std::size_t line : it->second) rows.emplace_back(line, row_end(text_, line));
  return rows;
}

}  // namespace verifier::match
