// dataset/internal/regex_check.cpp: whether a rules regex compiles, refusing
// repeat counts that overflow libstdc++'s regex compiler.
#include "dataset/internal/regex_check.h"

#include <cctype>
#include <regex>

namespace verifier::dataset::internal {
namespace {

// A count in "{n}" or "{n,m}" over this is refused before std::regex sees
// it: libstdc++ parses counts into a long without an overflow check (UB,
// found by fuzz/rules_fuzz.cpp) and builds one state per repetition.
constexpr std::size_t kMaxCountDigits = 4;

bool count_too_large(const std::string& pattern) {
  std::size_t digits = 0;
  bool in_braces = false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    char c = pattern[i];
    if (c == '\\') { ++i; continue; }
    if (c == '{') {
      in_braces = true;
      digits = 0;
    } else if (!in_braces) {
      continue;
    } else if (c == '}') {
      in_braces = false;
    } else if (c == ',') {
      digits = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c)) && ++digits > kMaxCountDigits) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::optional<std::string> regex_problem(const std::string& pattern) {
  if (count_too_large(pattern)) return std::string("a repetition count over 9999");
  try {
    std::regex re(pattern, std::regex::ECMAScript | std::regex::icase);
    return std::nullopt;
  } catch (const std::regex_error& e) {
    return std::string(e.what());
  }
}

}  // namespace verifier::dataset::internal
