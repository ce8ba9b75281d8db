// regex/rules_regex.cpp: PCRE2 with the rules' flags. Match data comes from
// a per-thread cache sized for the largest pattern seen, so a search costs
// no allocation and any thread may search any pattern.
#include "regex/rules_regex.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <cstdint>

namespace verifier::regex {
namespace {

constexpr std::uint32_t kFlags = PCRE2_CASELESS | PCRE2_DOLLAR_ENDONLY | PCRE2_ALLOW_EMPTY_CLASS |
                                 PCRE2_NEVER_UTF | PCRE2_NEVER_UCP;
// Far above any honest pattern on a 64 KiB window; a nested repeat that
// backtracks exponentially stops here (well under a second).
constexpr std::uint32_t kMatchLimit = 5'000'000;

struct ContextFree {
  void operator()(pcre2_compile_context* c) const { pcre2_compile_context_free(c); }
  void operator()(pcre2_match_context* c) const { pcre2_match_context_free(c); }
  void operator()(pcre2_match_data* d) const { pcre2_match_data_free(d); }
};

// Read-only once made, so every thread shares them.
struct Contexts {
  std::unique_ptr<pcre2_compile_context, ContextFree> compile{pcre2_compile_context_create(nullptr)};
  std::unique_ptr<pcre2_match_context, ContextFree> match{pcre2_match_context_create(nullptr)};
  Contexts() {
    if (compile) pcre2_set_newline(compile.get(), PCRE2_NEWLINE_ANYCRLF);
    if (match) pcre2_set_match_limit(match.get(), kMatchLimit);
  }
};

const Contexts& contexts() {
  static const Contexts made;
  return made;
}

// Rules regexes capture nothing the callers read: one pair of offsets.
pcre2_match_data* scratch() {
  thread_local std::unique_ptr<pcre2_match_data, ContextFree> data(
      pcre2_match_data_create(1, nullptr));
  return data.get();
}

PCRE2_SPTR bytes(std::string_view s) { return reinterpret_cast<PCRE2_SPTR>(s.empty() ? "" : s.data()); }

}  // namespace

struct RulesRegex::Code {
  struct Free {
    void operator()(pcre2_code* c) const { pcre2_code_free(c); }
  };
  std::unique_ptr<pcre2_code, Free> code;
};

RulesRegex::RulesRegex(std::unique_ptr<Code> code) : code_(std::move(code)) {}
RulesRegex::RulesRegex(RulesRegex&&) noexcept = default;
RulesRegex& RulesRegex::operator=(RulesRegex&&) noexcept = default;
RulesRegex::~RulesRegex() = default;

std::optional<RulesRegex> RulesRegex::compile(std::string_view pattern, std::string* why) {
  int error = 0;
  PCRE2_SIZE offset = 0;
  auto code = std::make_unique<Code>();
  code->code.reset(pcre2_compile(bytes(pattern), pattern.size(), kFlags, &error, &offset,
                                 contexts().compile.get()));
  if (!code->code) {
    if (why) {
      PCRE2_UCHAR text[256];
      pcre2_get_error_message(error, text, sizeof text);
      *why = std::string(reinterpret_cast<const char*>(text)) + " at offset " + std::to_string(offset);
    }
    return std::nullopt;
  }
  pcre2_jit_compile(code->code.get(), PCRE2_JIT_COMPLETE);  // without JIT, PCRE2 interprets
  return RulesRegex(std::move(code));
}

bool RulesRegex::search(std::string_view subject) const {
  return pcre2_match(code_->code.get(), bytes(subject), subject.size(), 0, 0, scratch(),
                     contexts().match.get()) >= 0;
}

std::string RulesRegex::replace_all(std::string_view subject, std::string_view with) const {
  std::string out;
  std::size_t from = 0;
  while (from <= subject.size()) {
    pcre2_match_data* data = scratch();
    if (pcre2_match(code_->code.get(), bytes(subject), subject.size(), from, 0, data,
                    contexts().match.get()) < 0)
      break;
    const PCRE2_SIZE* at = pcre2_get_ovector_pointer(data);
    out.append(subject.substr(from, at[0] - from));
    out.append(with);
    if (at[1] == at[0]) {  // an empty match: keep one byte and move on
      if (at[0] < subject.size()) out.push_back(subject[at[0]]);
      from = at[0] + 1;
    } else {
      from = at[1];
    }
  }
  if (from < subject.size()) out.append(subject.substr(from));
  return out;
}

}  // namespace verifier::regex
