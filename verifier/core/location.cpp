// core/location.cpp: an InputError as compilers print one, and paths
// written into shared blocks.
#include "core/location.h"

namespace verifier {

FilePath FilePathBook::add(std::string_view path) {
  // A path too long to pack well gets an allocation of its own.
  if (path.size() >= block_bytes / 8) return FilePath(path);
  if (block_bytes - used_ < path.size() + 1) {
    block_ = std::make_shared_for_overwrite<char[]>(block_bytes);
    used_ = 0;
  }
  char* at = block_.get() + used_;
  at[path.copy(at, path.size())] = '\0';
  used_ += path.size() + 1;
  // Shares the block's ownership, points at this path within it.
  return FilePath(std::shared_ptr<const char[]>(block_, at));
}

std::string InputError::to_string() const {
  std::string out = where.file;
  if (where.line > 0) {
    out += ':' + std::to_string(where.line);
    if (where.column > 0) out += ':' + std::to_string(where.column);
  }
  out += ": ";
  out += message;
  return out;
}

}  // namespace verifier
