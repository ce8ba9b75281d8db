// regex/rules_regex.h: the one dialect of every regex in rules/ (page
// signatures in pages.yaml, immutable_patterns in fetch.yaml, phase_patterns
// in words.yaml): PCRE2, JIT-compiled, case-insensitive, on bytes. The same
// compile() validates a pattern when the rules are loaded (dataset/) and
// compiles it where it runs (extract/, app/, match/), so a pattern lint
// accepts is the pattern that runs. PCRE2 lives here only.
//
//   std::string why;
//   auto re = regex::RulesRegex::compile("^attention required", &why);  // nullopt + why
//   re->search(title);                       // any thread; a runaway search finds nothing
//   re->replace_all("Colossus phase 2", " ");  // every match replaced
//
// The dialect: Perl/PCRE2 syntax; ASCII case folding and classes (no UTF or
// Unicode properties: subjects are bytes, as pages are before decoding);
// CR and LF are newlines, so `.` matches neither; `$` only at the very end;
// `[]` is an empty class. A search that passes PCRE2's match limit (a
// catastrophic backtrack) finds nothing rather than failing the page.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace verifier::regex {

class RulesRegex {
 public:
  static std::optional<RulesRegex> compile(std::string_view pattern, std::string* why = nullptr);

  RulesRegex(RulesRegex&&) noexcept;
  RulesRegex& operator=(RulesRegex&&) noexcept;
  ~RulesRegex();

  bool search(std::string_view subject) const;
  std::string replace_all(std::string_view subject, std::string_view with) const;

 private:
  struct Code;
  explicit RulesRegex(std::unique_ptr<Code> code);
  std::unique_ptr<Code> code_;
};

}  // namespace verifier::regex
