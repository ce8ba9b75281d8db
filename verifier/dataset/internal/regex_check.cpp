// g++ 12 warns falsely inside <regex> (std::function in _StateT "may be used
// uninitialized") when optimising with sanitizers; std::regex lives alone in
// this file so that the warning can be silenced here and nowhere else.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "dataset/internal/regex_check.h"

#include <regex>

namespace verifier::dataset::internal {

std::optional<std::string> regex_problem(const std::string& pattern) {
  try {
    std::regex re(pattern, std::regex::ECMAScript | std::regex::icase);
    return std::nullopt;
  } catch (const std::regex_error& e) {
    return std::string(e.what());
  }
}

}  // namespace verifier::dataset::internal
