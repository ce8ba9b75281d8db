// core/location.h: where in an input file something was written, and the
// error a user caused there. Printed as compilers do: FILE:LINE:COLUMN: message.
#pragma once

#include <string>
#include <vector>

namespace verifier {

struct Location {
  std::string file;
  int line = 0;    // 1-based; 0 when the whole file is meant
  int column = 0;  // 1-based; 0 when the whole line is meant
};

struct InputError {
  Location where;
  std::string message;

  std::string to_string() const;  // "records/x.yaml:3:5: message"
};

using InputErrors = std::vector<InputError>;

}  // namespace verifier
