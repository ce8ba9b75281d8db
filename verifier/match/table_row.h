// match/table_row.h: what a table's row is on a page, for every look-up
// that asks. The extractor writes a table a row a block (line): a list's
// spreadsheet as rows of values, fields joined by commas or colons
// ("177449,50364,Helios,\"Helios - Bullx B510, ...\",Bull,,70560.0";
// lass-lab's copies "147::94:49:86:Cedar:\"Dell C4130, ...\""), other
// tables as rows of cells (commas, tabs, pipes); a Markdown page gives a
// whole pipe table as one block ("| Site | Computer | | --- | --- | |
// NVIDIA | Eos | | Example University | Selene |"). Each row is one
// system's facts: a name's context is read in its own row (context.cpp),
// and a row's nodes times what each holds is its total (joined_counts.cpp),
// its header, where it is a line of its own, says what its counts count
// (RowHeaders; headed_row.cpp).
// Takes: the page text and a block's span (context.h's passage_of), a
// part of one line.
// Gives: the block's separator of values, a row of values' fields, how
// far the words around a name in it may reach, its pipe table's rows; and the page's rows by the name
// each leads with (a table gives a system one row).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace verifier::match {

// The separator of a row of values text[begin, end) is: a comma or colon
// glued to four or more fields that open on a letter, a quote or an empty
// field (a row's last too: "...,Bull,"); 0 when it is none. One before a digit is not counted: "24,576"
// and "10:30" are prose.
char values_separator(std::string_view text, std::size_t begin, std::size_t end);

// The fields of the row of values at `from`, separated by `sep` outside
// double quotes, to the first line break outside them (a quoted field may
// hold line breaks: Epoch's notes do).
std::vector<std::string_view> fields_at(std::string_view text, std::size_t from, char sep);

// The cells of the line starting at `line` read as a row of cells (commas,
// tabs and pipes outside quotes, never a comma between digits: "63,744"; a
// leading pipe opens none), to the line's end: the first is the row's
// subject, its system's name (tied_passages.cpp: a row that leads with
// another system's name is that system's). None where the line is no table's row:
// no row of values (values_separator) and no tab or pipe, as prose with
// commas ("Frontier has 9,408 nodes, and Aurora has 63,744 GPUs.").
std::vector<std::pair<std::size_t, std::size_t>> row_cells(std::string_view text, std::size_t line);

// A system's name is at most this many bytes: the dataset's longest is
// about 90 ("Japan Atomic Energy Agency and Quantum and Radiological Science
// and Technology HPE SGI8600"), and 256 leaves room for a longer one and for
// names in scripts of 3 bytes a character, while a cell of prose or a run of
// several names is longer. A longer "name" holding another's is no name of a
// system (tied_passages.cpp), and a row whose first cell is longer leads
// with none.
inline constexpr std::size_t longest_name = 256;

// Does a row of `cells` (row_cells) lead with a system's name: four cells at
// least, the first no longer than a name (longest_name)? Then the row is that system's
// (tied_passages.cpp's ties, RowsByName).
bool leads_with_a_name(const std::vector<std::pair<std::size_t, std::size_t>>& cells);

// The name a row's first cell [b, e) of `text` writes, folded (normalize_key),
// without its blanks and a CSV's quotes.
std::string first_cell_key(std::string_view text, std::pair<std::size_t, std::size_t> cell);

// A Markdown pipe table in text[from, to): its cells, the bytes between two
// pipes ("\|" is a pipe inside a cell, Markdown's escape, which wiki links
// in a table need: "4x [[H100\|Nvidia H100]]"), its rule ("| --- | :-: |")
// and the rows after the rule: `columns()` cells each, a blank between one
// row's last pipe and the next one's first; the rows stop at the first
// that does not close with its pipes.
class PipeTable {
 public:
  PipeTable() = default;
  PipeTable(std::string_view text, std::size_t from, std::size_t to);

  // The rule's cells; 0 (no table) where it has fewer than two.
  std::size_t columns() const { return columns_; }
  // The index of the rule's first cell.
  std::size_t rule() const { return rule_; }
  std::size_t rows() const { return rows_; }
  // Cell k's bytes: [first, second) of the text.
  std::pair<std::size_t, std::size_t> cell(std::size_t k) const { return {pipes_[k] + 1, pipes_[k + 1]}; }
  std::string_view trimmed(std::size_t k) const;
  // The index of the cell of `row` (0: the first after the rule) in `column`.
  std::size_t cell_of(std::size_t row, std::size_t column) const {
    return rule_ + columns_ + 1 + row * (columns_ + 1) + column;
  }

 private:
  std::string_view text_;
  std::vector<std::size_t> pipes_;
  std::size_t rule_ = 0;
  std::size_t columns_ = 0;
  std::size_t rows_ = 0;
};

// A block as a table's row.
struct BlockRow {
  std::size_t begin = 0;  // the block
  std::size_t end = 0;
  // ',' or ':' where the block is a row of values, else 0.
  char values_separator = 0;
  // How far the words around a name in the block may reach: a row of
  // values stays in itself (its cells hold no spaces, so 30 words reach
  // rows away, into the row of Tianhe-1A above Helios's on the TOP500
  // systems' list, "... NVIDIA 2050"); another row of cells stays out of
  // the blocks beside it of as many cells. Other blocks (a cell, a
  // heading, prose) are read with the blocks around them.
  std::size_t words_from = 0;
  std::size_t words_to = 0;
  // The pipe table of the block's whole line (a block is at most 1,500
  // bytes either side of a name: its rule may lie before it); none where
  // the block holds no pipe.
  const PipeTable* pipes = nullptr;

  // The pipe table's row that holds the name at [from, to), as a span of
  // the text, within the block: nothing where the name is in no row below
  // the table's rule.
  std::optional<std::pair<std::size_t, std::size_t>> pipe_row(std::size_t from, std::size_t to) const;
};

// The blocks of one page as table rows: a scan asks of the block around
// every name it weighs, several times a name, and the names of a block
// come one after another. A line's pipe table is read once, however many
// names on it ask: on a Markdown table or a JSON page run into one line
// each name's block is a different span of it.
class TableRows {
 public:
  explicit TableRows(std::string_view text) : text_(text) {}
  const BlockRow& of(std::size_t begin, std::size_t end);
  // How many lines' pipe tables it has read.
  std::size_t tables_read() const { return tables_read_; }

 private:
  std::string_view text_;
  std::optional<BlockRow> last_;
  std::size_t line_begin_ = 0;  // the line of `pipes_`
  std::size_t line_end_ = 0;
  PipeTable pipes_;
  std::size_t tables_read_ = 0;
};

// The cells of a line between its pipes ("\\|", a wiki link's pipe, is
// inside one), the pieces before the first pipe and after the last
// included: a table's rows, one a line, have as many as its header
// (RowHeaders), so a row's cell and its header's pair up by position.
std::vector<std::pair<std::size_t, std::size_t>> piped_cells(std::string_view line);

// The header of a table whose rows are lines of their own, as a page's HTML
// table is extracted ("NODE COMPONENT | DESCRIPTION | PER NODE | AGGREGATE"
// above "GPUs | Intel Data Center Max 1550 Series | 6 | 63,744", ALCF's
// guides): the nearest line above a row with as many cells (piped_cells) and
// no digit, past the table's other rows (as many pipes, a digit) and a
// Markdown rule ("| --- | --- |"); none where a line of other pipes, or of
// none, comes first. Each line's header is found once: a row asks past the
// rows above it, which asked before.
class RowHeaders {
 public:
  explicit RowHeaders(std::string_view text) : text_(text) {}
  // The header of the row that starts at byte `line`; empty where the line
  // is no such row (or `line` starts none).
  std::string_view of(std::size_t line);

 private:
  std::string_view text_;
  std::unordered_map<std::size_t, std::size_t> header_;  // a row's start -> its header's (npos: none)
};

// The rows of a page's tables by the name they lead with (row_cells' first
// cell, four cells at least, folded as normalize_key folds it): a table
// gives each system one row (Epoch's gpu_clusters.csv: "Meta GenAI 2024b,
// Existing,...,NVIDIA H100 SXM5 80GB,24576.0,...,Meta AI", then "Meta GenAI
// 2024a,..." with the same facts), so where the page has a system's own
// row, another row's facts are another system's. Read once per page, on
// the first ask.
class RowsByName {
 public:
  explicit RowsByName(std::string_view text);
  // The rows led by the name `key` (folded), each from its line's start to
  // its end (core/table_text.h's row_end: a quoted note may run over lines,
  // Epoch's notes do); none when no row leads with it.
  std::vector<std::pair<std::size_t, std::size_t>> rows_of(const std::string& key) const;

 private:
  std::string_view text_;
  std::unordered_map<std::string, std::vector<std::size_t>> lines_;  // key -> the rows' first bytes
};

}  // namespace verifier::match
