// state/lock.h: the run's exclusive lock on PATH.lock (flock), with the
// holder's pid written in the file so a second run can name it. Internal.
#pragma once

#include <filesystem>

namespace verifier::state::internal {

class LockFile {
 public:
  // Takes the lock without waiting; throws StateLocked(pid) when held.
  explicit LockFile(const std::filesystem::path& lock_path);
  ~LockFile();
  LockFile(const LockFile&) = delete;
  LockFile& operator=(const LockFile&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace verifier::state::internal
