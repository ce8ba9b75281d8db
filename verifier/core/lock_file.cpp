// core/lock_file.cpp: flock(2) on a file that stays: unlinking it would let
// a waiting run lock a dead inode.
#include "core/lock_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

namespace verifier {
namespace {

long read_pid(int fd) {
  char buf[32] = {};
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return 0;
  return std::strtol(buf, nullptr, 10);
}

}  // namespace

Locked::Locked(const std::filesystem::path& lock_path, long holder_pid)
    : std::runtime_error(lock_path.string() + ": locked by pid " + std::to_string(holder_pid)),
      pid_(holder_pid) {}

LockFile::LockFile(const std::filesystem::path& lock_path) {
  fd_ = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0)
    throw std::runtime_error(lock_path.string() + ": cannot open the lock file: " + std::strerror(errno));
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    const int err = errno;
    const long pid = read_pid(fd_);
    ::close(fd_);
    if (err == EWOULDBLOCK) throw Locked(lock_path, pid);
    throw std::runtime_error(lock_path.string() + ": cannot lock: " + std::strerror(err));
  }
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd_, 0) != 0 ||
      ::pwrite(fd_, pid.data(), pid.size(), 0) != static_cast<ssize_t>(pid.size())) {
    const int err = errno;
    ::close(fd_);
    throw std::runtime_error(lock_path.string() + ": cannot write the lock file: " + std::strerror(err));
  }
}

LockFile::~LockFile() {
  if (fd_ >= 0) ::close(fd_);
}

}  // namespace verifier
