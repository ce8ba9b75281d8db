// extract/signatures.cpp: compiling and matching page signatures. Cheap
// tests (status, word count, headers) run before any regex, so a long
// ordinary page costs almost nothing.
//
// Rules regexes are ECMAScript, case-insensitive, as std::regex reads them
// (dataset/ validates them with it, and a pattern it refuses is left out
// here too). They run on PCRE2, JIT-compiled, wherever PCRE2 reads the
// pattern the same way: std::regex backtracks through a 64 KiB window about
// a hundred times slower, and the signatures were most of the CPU of a
// pass. The few constructs the engines read differently (escapes such as
// \v, \u, \c, back references, possessive repeats) stay with std::regex;
// the differential test in tests/extract/signatures_test.cpp holds the two
// to the same answers.
#include "extract/signatures.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <regex>
#include <string>

namespace verifier::extract {
namespace {

constexpr auto kStdFlags = std::regex::ECMAScript | std::regex::icase;

// What std::regex does in the C locale: bytes rather than UTF-8, ASCII-only
// case folding and classes, `$` only at the very end, `[]` and `[^]` as
// ECMAScript reads them. With CR and LF as newlines, `.` matches neither,
// as in ECMAScript.
constexpr std::uint32_t kPcreFlags = PCRE2_CASELESS | PCRE2_DOLLAR_ENDONLY |
                                     PCRE2_ALLOW_EMPTY_CLASS | PCRE2_NEVER_UTF | PCRE2_NEVER_UCP;

bool is_hex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }

// An escape PCRE2 reads as ECMAScript does: punctuation (a literal in
// both), the classes, \b \B, the control letters both know, and \xHH.
// Any other letter or digit means something else to one of them (\v is a
// class in PCRE2, \A an anchor; libstdc++ reads \A as "A").
bool escape_alike(std::string_view p, std::size_t at) {
  char e = p[at];
  if (std::isalnum(static_cast<unsigned char>(e)) == 0) return true;
  if (std::string_view("dDsSwWbBfnrt").find(e) != std::string_view::npos) return true;
  return e == 'x' && at + 2 < p.size() && is_hex(p[at + 1]) && is_hex(p[at + 2]);
}

// Whether PCRE2 reads a pattern std::regex accepts the same way. A repeat
// followed by `+` is possessive in PCRE2 and not in ECMAScript.
bool pcre_reads_alike(std::string_view p) {
  for (std::size_t i = 0; i < p.size(); ++i) {
    char c = p[i];
    if (c == '\\') {
      if (i + 1 == p.size() || !escape_alike(p, i + 1)) return false;
      ++i;
    } else if ((c == '*' || c == '+' || c == '?' || c == '}') && i + 1 < p.size() &&
               p[i + 1] == '+') {
      return false;
    }
  }
  return true;
}

struct PcreCodeFree {
  void operator()(pcre2_code* c) const { pcre2_code_free(c); }
};
struct PcreContextFree {
  void operator()(pcre2_compile_context* c) const { pcre2_compile_context_free(c); }
};
struct PcreMatchDataFree {
  void operator()(pcre2_match_data* d) const { pcre2_match_data_free(d); }
};
using PcreContext = std::unique_ptr<pcre2_compile_context, PcreContextFree>;
using MatchData = std::unique_ptr<pcre2_match_data, PcreMatchDataFree>;

PcreContext pcre_context() {
  PcreContext context(pcre2_compile_context_create(nullptr));
  if (context) pcre2_set_newline(context.get(), PCRE2_NEWLINE_ANYCRLF);
  return context;
}

// One rules regex, searched case-insensitively.
class Regex {
 public:
  // nullopt when std::regex refuses the pattern.
  static std::optional<Regex> compile(const std::string& pattern, pcre2_compile_context* context) {
    Regex r;
    try {
      r.fallback_.emplace(pattern, kStdFlags);
    } catch (const std::regex_error&) {
      return std::nullopt;
    }
    if (context != nullptr && pcre_reads_alike(pattern)) r.compile_pcre(pattern, context);
    return r;
  }

  // A search too complex for the engine finds nothing rather than failing
  // the page.
  bool search(std::string_view s, pcre2_match_data* data) const {
    if (pcre_) {
      auto subject = reinterpret_cast<PCRE2_SPTR>(s.empty() ? "" : s.data());
      return pcre2_match(pcre_.get(), subject, s.size(), 0, 0, data, nullptr) >= 0;
    }
    try {
      return std::regex_search(s.begin(), s.end(), *fallback_);
    } catch (const std::regex_error&) {
      return false;
    }
  }

 private:
  void compile_pcre(const std::string& pattern, pcre2_compile_context* context) {
    int error = 0;
    PCRE2_SIZE offset = 0;
    pcre_.reset(pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                              kPcreFlags, &error, &offset, context));
    if (!pcre_) return;  // e.g. [[=a=]]: std::regex keeps it
    pcre2_jit_compile(pcre_.get(), PCRE2_JIT_COMPLETE);  // without JIT, PCRE2 interprets
    fallback_.reset();
  }

  std::unique_ptr<pcre2_code, PcreCodeFree> pcre_;
  std::optional<std::regex> fallback_;
};

std::optional<std::vector<Regex>> compile_all(const std::vector<std::string>& patterns,
                                              pcre2_compile_context* context) {
  std::vector<Regex> out;
  for (const auto& p : patterns) {
    auto r = Regex::compile(p, context);
    if (!r) return std::nullopt;
    out.push_back(std::move(*r));
  }
  return out;
}

std::string_view window(std::string_view s) { return s.substr(0, kSignatureWindow); }

bool any_search(const std::vector<Regex>& res, std::string_view s, pcre2_match_data* data) {
  return std::any_of(res.begin(), res.end(), [&](const Regex& re) { return re.search(s, data); });
}

std::string trimmed_lower(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

struct Signatures::Compiled {
  struct HeaderTest {
    std::string name;  // lower-case
    std::optional<Regex> value;
  };

  PageSignature source;
  std::vector<Regex> title, heading, text, html;
  std::vector<HeaderTest> headers;

  static std::optional<Compiled> of(const PageSignature& s, pcre2_compile_context* context);
  bool headers_match(const PageFacts& page, pcre2_match_data* data) const;
  bool matches(const PageFacts& page, pcre2_match_data* data) const;
};

std::optional<Signatures::Compiled> Signatures::Compiled::of(const PageSignature& s,
                                                              pcre2_compile_context* context) {
  Compiled c{s, {}, {}, {}, {}, {}};
  auto title = compile_all(s.title, context), heading = compile_all(s.heading, context);
  auto text = compile_all(s.text, context), html = compile_all(s.html, context);
  if (!title || !heading || !text || !html) return std::nullopt;
  c.title = std::move(*title);
  c.heading = std::move(*heading);
  c.text = std::move(*text);
  c.html = std::move(*html);
  for (const auto& h : s.header) {
    auto colon = h.find(':');
    HeaderTest t{trimmed_lower(h.substr(0, colon)), std::nullopt};
    if (colon != std::string::npos) {
      std::string value(h.substr(colon + 1));
      value.erase(0, value.find_first_not_of(' '));
      t.value = Regex::compile(value, context);
      if (!t.value) return std::nullopt;
    }
    c.headers.push_back(std::move(t));
  }
  return c;
}

bool Signatures::Compiled::headers_match(const PageFacts& page, pcre2_match_data* data) const {
  if (!page.headers) return false;
  for (const auto& t : headers)
    for (const auto& [name, value] : *page.headers)
      if (name == t.name && (!t.value || t.value->search(value, data))) return true;
  return false;
}

bool Signatures::Compiled::matches(const PageFacts& page, pcre2_match_data* data) const {
  const PageSignature& s = source;
  if (page.read_from_data && s.kind == PageKind::js_shell) return false;
  if (!s.status.empty() &&
      (!page.status || std::find(s.status.begin(), s.status.end(), *page.status) == s.status.end()))
    return false;
  if (s.max_words && page.words > *s.max_words) return false;
  if (!headers.empty() && !headers_match(page, data)) return false;
  if (!title.empty() && !any_search(title, page.title, data)) return false;
  if (!heading.empty() && !any_search(heading, page.heading, data)) return false;
  if (!text.empty() && !any_search(text, window(page.text), data)) return false;
  if (!html.empty() && !any_search(html, window(page.html), data)) return false;
  return true;
}

Signatures::Signatures() : compiled_(std::make_shared<const std::vector<Compiled>>()) {}

Signatures::Signatures(const std::vector<PageSignature>& signatures) {
  PcreContext context = pcre_context();
  std::vector<Compiled> compiled;
  for (const auto& s : signatures) {
    bool tests_something = !s.title.empty() || !s.heading.empty() || !s.text.empty() ||
                           !s.html.empty() || !s.header.empty() || !s.status.empty() ||
                           s.max_words.has_value();
    if (!tests_something) continue;  // it would match every page
    if (auto c = Compiled::of(s, context.get())) compiled.push_back(std::move(*c));
  }
  compiled_ = std::make_shared<const std::vector<Compiled>>(std::move(compiled));
}

std::size_t Signatures::size() const { return compiled_->size(); }

const PageSignature* Signatures::match(const PageFacts& page) const {
  // One result slot serves every search of this page (PCRE2 needs one per
  // thread; only whether a match exists is read).
  MatchData data(pcre2_match_data_create(1, nullptr));
  if (!data) return nullptr;
  for (const auto& c : *compiled_)
    if (c.matches(page, data.get())) return &c.source;
  return nullptr;
}

}  // namespace verifier::extract
