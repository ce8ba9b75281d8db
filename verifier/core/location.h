// core/location.h: where in an input file something was written, and the
// error a user caused there. Printed as compilers do: FILE:LINE:COLUMN: message.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace verifier {

// The path of one input file, shared by every Location in that file and
// held in one allocation: the records and citations of a large dataset
// would otherwise each carry their own copy of a long path. Reads as the
// std::string it names.
class FilePath {
 public:
  FilePath() = default;
  // Implicit, so that {path, line, column} and comparisons with a path still
  // read as they did when this was a plain string.
  FilePath(std::string_view path) {
    auto chars = std::make_shared_for_overwrite<char[]>(path.size() + 1);
    chars[static_cast<std::ptrdiff_t>(path.copy(chars.get(), path.size()))] = '\0';
    chars_ = std::move(chars);
  }
  FilePath(const std::string& path) : FilePath(std::string_view(path)) {}
  FilePath(const char* path) : FilePath(std::string_view(path)) {}

  std::string_view view() const { return chars_ ? std::string_view(chars_.get()) : ""; }
  std::string string() const { return std::string(view()); }
  operator std::string() const { return string(); }

  friend bool operator==(const FilePath& a, const FilePath& b) { return a.view() == b.view(); }
  friend bool operator==(const FilePath& a, const std::string& b) { return a.view() == b; }
  friend bool operator==(const FilePath& a, const char* b) { return a.view() == b; }

 private:
  friend class FilePathBook;
  explicit FilePath(std::shared_ptr<const char[]> chars) : chars_(std::move(chars)) {}

  std::shared_ptr<const char[]> chars_;  // NUL-terminated: paths hold no NUL
};

// The paths of many files, written one after another into shared blocks: a
// path then costs its own bytes, where a FilePath made alone costs an
// allocation and a control block besides (a dataset of 100,000 one-system
// files holds 100,000 paths). A block lives while any FilePath in it does.
class FilePathBook {
 public:
  FilePath add(std::string_view path);

 private:
  static constexpr std::size_t block_bytes = std::size_t{16} * 1024;
  std::shared_ptr<char[]> block_;
  std::size_t used_ = block_bytes;
};

struct Location {
  FilePath file;
  int line = 0;    // 1-based; 0 when the whole file is meant
  int column = 0;  // 1-based; 0 when the whole line is meant
};

struct InputError {
  Location where;
  std::string message;  // as made, possibly quoting the input

  // "records/x.yaml:3:5: message", always one line: control characters of
  // the path and the message are escaped (see one_line), so input quoted in
  // a message can never print a second, forged FILE:LINE:COLUMN line.
  std::string to_string() const;
};

// `text` with its control characters written as escapes: "\n", "\r",
// "\t", other C0 controls and DEL as "\x1B", C1 controls (U+0080-U+009F)
// and the line and paragraph separators as "\u0085". Everything else,
// other UTF-8 included, is kept as it is.
std::string one_line(std::string_view text);

using InputErrors = std::vector<InputError>;

}  // namespace verifier
