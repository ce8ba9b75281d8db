// extract/signatures.cpp: compiling and matching page signatures. Cheap
// tests (status, word count, headers) run before any regex, so a long
// ordinary page costs almost nothing.
//
// Rules regexes are the rules' one dialect (regex/rules_regex.h): the
// same compile() that dataset/ validated them with, so a pattern refused
// there is left out here too.
#include "extract/signatures.h"

#include <algorithm>
#include <string>

#include "core/ascii.h"
#include "regex/rules_regex.h"

namespace verifier::extract {
namespace {

using regex::RulesRegex;

std::optional<std::vector<RulesRegex>> compile_all(const std::vector<std::string>& patterns) {
  std::vector<RulesRegex> out;
  for (const auto& p : patterns) {
    auto r = RulesRegex::compile(p);
    if (!r) return std::nullopt;
    out.push_back(std::move(*r));
  }
  return out;
}

std::string_view window(std::string_view s) { return s.substr(0, kSignatureWindow); }

bool any_search(const std::vector<RulesRegex>& res, std::string_view s) {
  return std::any_of(res.begin(), res.end(), [&](const RulesRegex& re) { return re.search(s); });
}

}  // namespace

struct Signatures::Compiled {
  struct HeaderTest {
    std::string name;  // lower-case
    std::optional<RulesRegex> value;
  };

  PageSignature source;
  std::vector<RulesRegex> title, heading, text, html;
  std::vector<HeaderTest> headers;

  static std::optional<Compiled> of(const PageSignature& s);
  bool headers_match(const PageFacts& page) const;
  bool matches(const PageFacts& page) const;
};

std::optional<Signatures::Compiled> Signatures::Compiled::of(const PageSignature& s) {
  Compiled c{s, {}, {}, {}, {}, {}};
  auto title = compile_all(s.title), heading = compile_all(s.heading);
  auto text = compile_all(s.text), html = compile_all(s.html);
  if (!title || !heading || !text || !html) return std::nullopt;
  c.title = std::move(*title);
  c.heading = std::move(*heading);
  c.text = std::move(*text);
  c.html = std::move(*html);
  for (const auto& h : s.header) {
    auto colon = h.find(':');
    HeaderTest t{ascii_lower(ascii_trim(h.substr(0, colon))), std::nullopt};
    if (colon != std::string::npos) {
      std::string value(h.substr(colon + 1));
      value.erase(0, value.find_first_not_of(' '));
      t.value = RulesRegex::compile(value);
      if (!t.value) return std::nullopt;
    }
    c.headers.push_back(std::move(t));
  }
  return c;
}

bool Signatures::Compiled::headers_match(const PageFacts& page) const {
  if (!page.headers) return false;
  for (const auto& t : headers)
    for (const auto& [name, value] : *page.headers)
      if (name == t.name && (!t.value || t.value->search(value))) return true;
  return false;
}

bool Signatures::Compiled::matches(const PageFacts& page) const {
  const PageSignature& s = source;
  if (page.read_from_data && s.kind == PageKind::js_shell) return false;
  if (!s.status.empty() &&
      (!page.status || std::find(s.status.begin(), s.status.end(), *page.status) == s.status.end()))
    return false;
  if (s.max_words && page.words > *s.max_words) return false;
  if (!headers.empty() && !headers_match(page)) return false;
  if (!title.empty() && !any_search(title, page.title)) return false;
  if (!heading.empty() && !any_search(heading, page.heading)) return false;
  if (!text.empty() && !any_search(text, window(page.text))) return false;
  if (!html.empty() && !any_search(html, window(page.html))) return false;
  return true;
}

Signatures::Signatures() : compiled_(std::make_shared<const std::vector<Compiled>>()) {}

Signatures::Signatures(const std::vector<PageSignature>& signatures) {
  std::vector<Compiled> compiled;
  for (const auto& s : signatures) {
    bool tests_something = !s.title.empty() || !s.heading.empty() || !s.text.empty() ||
                           !s.html.empty() || !s.header.empty() || !s.status.empty() ||
                           s.max_words.has_value();
    if (!tests_something) continue;  // it would match every page
    if (auto c = Compiled::of(s)) compiled.push_back(std::move(*c));
  }
  compiled_ = std::make_shared<const std::vector<Compiled>>(std::move(compiled));
}

std::size_t Signatures::size() const { return compiled_->size(); }

const PageSignature* Signatures::match(const PageFacts& page) const {
  for (const auto& c : *compiled_)
    if (c.matches(page)) return &c.source;
  return nullptr;
}

}  // namespace verifier::extract
