// core/input_file.h: a file the user named as input (a record, a rules
// file, a word list), opened without trusting what it is. Takes a path and
// a size cap; gives the file's bytes, or why it cannot be read. Only a
// regular file (links followed) of at most the cap is read: /dev/zero, a
// FIFO or a folder would otherwise hang a run or feed it without end.
//
//   InputFile list(path, max_word_list_bytes);
//   if (!list) error(path + ": " + list.problem());
//   while (auto n = list.read(buffer, sizeof buffer)) ...
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace verifier {

class InputFile {
 public:
  // Opens without blocking, even on a FIFO, and checks the opened file
  // itself: a link swapped after a check cannot change what is read.
  InputFile(const std::filesystem::path& path, std::uintmax_t max_bytes);
  ~InputFile();
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;

  explicit operator bool() const { return fd_ >= 0; }
  // Why the file cannot be read ("not a regular file (a FIFO)", "file is N
  // bytes, over the limit of M bytes", "cannot open: ..."); "" when open.
  // Names no path: the caller's message does.
  const std::string& problem() const { return problem_; }
  std::uintmax_t size() const { return size_; }

  // Up to n more bytes into `into`; 0 at the end. Never past the size the
  // file had when opened, so a file that grows meanwhile stays bounded.
  // Throws std::runtime_error when the system fails to read.
  std::size_t read(char* into, std::size_t n);

 private:
  int fd_ = -1;
  std::uintmax_t size_ = 0;
  std::uintmax_t read_ = 0;
  std::string problem_;
};

// The whole of a file, or nullopt with the reason in *why.
std::optional<std::string> read_input_file(const std::filesystem::path& path,
                                           std::uintmax_t max_bytes, std::string* why);

}  // namespace verifier
