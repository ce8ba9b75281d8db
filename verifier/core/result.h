// core/result.h: the closed sets of words the report speaks (spec §4).
// A citation gets one Result; a system gets one Verdict. Both are values that
// every stage may know; the words themselves are part of the contract.
#pragma once

#include <optional>
#include <string_view>

namespace verifier {

enum class Result {
  names,
  describes,
  does_not_name,
  not_found,
  blocked,
  needs_javascript,
  server_error,
  unreachable,
  unsupported,
  excluded,
};

enum class Verdict {
  verified,
  described,
  weakly_sourced,
  unverifiable,
  uncited,
};

inline constexpr Result all_results[] = {
    Result::names,          Result::describes,     Result::does_not_name, Result::not_found,
    Result::blocked,        Result::needs_javascript, Result::server_error,
    Result::unreachable,    Result::unsupported,   Result::excluded,
};

inline constexpr Verdict all_verdicts[] = {
    Verdict::verified, Verdict::described, Verdict::weakly_sourced, Verdict::unverifiable,
    Verdict::uncited,
};

// The contract's spelling: "does-not-name", "weakly-sourced", ...
std::string_view word(Result r);
std::string_view word(Verdict v);
std::optional<Result> result_from_word(std::string_view w);
std::optional<Verdict> verdict_from_word(std::string_view w);

// names, describes and does-not-name are the readings of a readable page.
constexpr bool is_readable(Result r) {
  return r == Result::names || r == Result::describes || r == Result::does_not_name;
}

}  // namespace verifier
