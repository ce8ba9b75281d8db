#include "core/result.h"

namespace verifier {

std::string_view word(Result r) {
  switch (r) {
    case Result::names: return "names";
    case Result::describes: return "describes";
    case Result::does_not_name: return "does-not-name";
    case Result::not_found: return "not-found";
    case Result::blocked: return "blocked";
    case Result::needs_javascript: return "needs-javascript";
    case Result::server_error: return "server-error";
    case Result::unreachable: return "unreachable";
    case Result::unsupported: return "unsupported";
    case Result::excluded: return "excluded";
  }
  return "?";
}

std::string_view word(Verdict v) {
  switch (v) {
    case Verdict::verified: return "verified";
    case Verdict::described: return "described";
    case Verdict::weakly_sourced: return "weakly-sourced";
    case Verdict::unverifiable: return "unverifiable";
    case Verdict::uncited: return "uncited";
  }
  return "?";
}

std::optional<Result> result_from_word(std::string_view w) {
  for (Result r : all_results)
    if (word(r) == w) return r;
  return std::nullopt;
}

std::optional<Verdict> verdict_from_word(std::string_view w) {
  for (Verdict v : all_verdicts)
    if (word(v) == w) return v;
  return std::nullopt;
}

}  // namespace verifier
