// core/input_file.cpp: open(2) with O_NONBLOCK, then fstat(2) of what was
// opened; the only way to ask "what is this file" that a FIFO cannot stall
// and a swapped link cannot fool.
#include "core/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace verifier {
namespace {

const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a plain file";
}

}  // namespace

InputFile::InputFile(const std::filesystem::path& path, std::uintmax_t max_bytes) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    problem_ = std::string("cannot open: ") + std::strerror(errno);
    return;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    problem_ = std::string("cannot read: ") + std::strerror(errno);
  } else if (!S_ISREG(st.st_mode)) {
    problem_ = std::string("not a regular file (") + kind_of(st.st_mode) + ")";
  } else if (static_cast<std::uintmax_t>(st.st_size) > max_bytes) {
    problem_ = "file is " + std::to_string(st.st_size) + " bytes, over the limit of " +
               std::to_string(max_bytes) + " bytes";
  }
  if (!problem_.empty()) {
    ::close(fd);
    return;
  }
  // Back to blocking reads: a regular file never waits, and some file
  // systems answer EAGAIN to non-blocking readers.
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  fd_ = fd;
  size_ = static_cast<std::uintmax_t>(st.st_size);
}

InputFile::~InputFile() {
  if (fd_ >= 0) ::close(fd_);
}

std::size_t InputFile::read(char* into, std::size_t n) {
  if (fd_ < 0) return 0;
  n = static_cast<std::size_t>(std::min<std::uintmax_t>(n, size_ - read_));
  // Bounded: each turn reads at least one byte or ends.
  while (n > 0) {
    ssize_t got = ::read(fd_, into, n);
    if (got > 0) {
      read_ += static_cast<std::uintmax_t>(got);
      return static_cast<std::size_t>(got);
    }
    if (got == 0) return 0;  // the file shrank since it was opened
    if (errno != EINTR) throw std::runtime_error(std::string("cannot read: ") + std::strerror(errno));
  }
  return 0;
}

std::optional<std::string> read_input_file(const std::filesystem::path& path,
                                           std::uintmax_t max_bytes, std::string* why) {
  InputFile file(path, max_bytes);
  if (!file) {
    if (why) *why = file.problem();
    return std::nullopt;
  }
  std::string bytes(static_cast<std::size_t>(file.size()), '\0');
  std::size_t filled = 0;
  try {
    // Bounded by the size at opening: each turn reads at least one byte or ends.
    while (filled < bytes.size()) {
      auto got = file.read(bytes.data() + filled, bytes.size() - filled);
      if (got == 0) break;
      filled += got;
    }
  } catch (const std::runtime_error& e) {
    if (why) *why = e.what();
    return std::nullopt;
  }
  bytes.resize(filled);
  return bytes;
}

}  // namespace verifier
