// core/lock_file.h: this process's exclusive lock on a lock file (flock),
// with the holder's pid written in the file so a second process can name
// it. One per thing a run must have to itself: the state (STATE.lock) and
// the report folder (OUT/.lock). The kernel drops the lock with the
// process, so a killed run never leaves one behind.
//
//   LockFile held(out / ".lock");  // throws Locked(pid) when another holds it
#pragma once

#include <filesystem>
#include <stdexcept>

namespace verifier {

// Another process (or LockFile) holds the lock.
class Locked : public std::runtime_error {
 public:
  Locked(const std::filesystem::path& lock_path, long holder_pid);
  long pid() const { return pid_; }

 private:
  long pid_;
};

class LockFile {
 public:
  // Takes the lock without waiting; throws Locked when held, and
  // std::runtime_error naming the file when it cannot be opened or written.
  explicit LockFile(const std::filesystem::path& lock_path);
  ~LockFile();
  LockFile(const LockFile&) = delete;
  LockFile& operator=(const LockFile&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace verifier
