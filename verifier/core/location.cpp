// core/location.cpp: an InputError as compilers print one.
#include "core/location.h"

namespace verifier {

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
