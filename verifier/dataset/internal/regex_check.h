// dataset/internal/regex_check.h: does a rules pattern compile the way the
// stages will compile it (std::regex, ECMAScript, case-insensitive)?
// Takes: a pattern. Gives: nullopt, or why it does not compile.
#pragma once

#include <optional>
#include <string>

namespace verifier::dataset::internal {

std::optional<std::string> regex_problem(const std::string& pattern);

}  // namespace verifier::dataset::internal
