// dataset/internal/regex_check.h: does a phase pattern also compile the way
// match/derive.cpp still compiles it (std::regex, ECMAScript,
// case-insensitive)? Every rules regex is validated in the rules' dialect
// (regex/rules_regex.h); phase_patterns are checked here too only until
// derive.cpp runs them with regex::RulesRegex, when this file goes.
// Takes: a pattern. Gives: nullopt, or why it does not compile.
#pragma once

#include <optional>
#include <string>

namespace verifier::dataset::internal {

std::optional<std::string> regex_problem(const std::string& pattern);

}  // namespace verifier::dataset::internal
