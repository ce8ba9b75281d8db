// extract/signatures.cpp: compiling and matching page signatures. Cheap
// tests (status, word count, headers) run before any regex, so a long
// ordinary page costs almost nothing.
#include <algorithm>
#include <cctype>

#include "extract/signatures.h"

namespace verifier::extract {
namespace {

constexpr auto kFlags = std::regex::ECMAScript | std::regex::icase;

std::optional<std::vector<std::regex>> compile_all(const std::vector<std::string>& patterns) {
  std::vector<std::regex> out;
  try {
    for (const auto& p : patterns) out.emplace_back(p, kFlags);
  } catch (const std::regex_error&) {
    return std::nullopt;
  }
  return out;
}

std::string_view window(std::string_view s) { return s.substr(0, kSignatureWindow); }

bool any_search(const std::vector<std::regex>& res, std::string_view s) {
  try {
    for (const auto& re : res)
      if (std::regex_search(s.begin(), s.end(), re)) return true;
  } catch (const std::regex_error&) {
    // too complex for this text: no match rather than no page
  }
  return false;
}

std::string trimmed_lower(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::optional<Signatures::Compiled> Signatures::compile(const PageSignature& s) {
  Compiled c{s, {}, {}, {}, {}, {}};
  auto title = compile_all(s.title), heading = compile_all(s.heading);
  auto text = compile_all(s.text), html = compile_all(s.html);
  if (!title || !heading || !text || !html) return std::nullopt;
  c.title = std::move(*title);
  c.heading = std::move(*heading);
  c.text = std::move(*text);
  c.html = std::move(*html);
  try {
    for (const auto& h : s.header) {
      auto colon = h.find(':');
      HeaderTest t{trimmed_lower(h.substr(0, colon)), std::nullopt};
      if (colon != std::string::npos) {
        std::string value(h.substr(colon + 1));
        value.erase(0, value.find_first_not_of(' '));
        t.value.emplace(value, kFlags);
      }
      c.headers.push_back(std::move(t));
    }
  } catch (const std::regex_error&) {
    return std::nullopt;
  }
  return c;
}

Signatures::Signatures(const std::vector<PageSignature>& signatures) {
  for (const auto& s : signatures) {
    bool tests_something = !s.title.empty() || !s.heading.empty() || !s.text.empty() ||
                           !s.html.empty() || !s.header.empty() || !s.status.empty() ||
                           s.max_words.has_value();
    if (!tests_something) continue;  // it would match every page
    if (auto c = compile(s)) compiled_.push_back(std::move(*c));
  }
}

bool Signatures::matches(const Compiled& c, const PageFacts& page) {
  const PageSignature& s = c.source;
  if (!s.status.empty() &&
      (!page.status || std::find(s.status.begin(), s.status.end(), *page.status) == s.status.end()))
    return false;
  if (s.max_words && page.words > *s.max_words) return false;
  if (!c.headers.empty()) {
    bool any = false;
    for (const auto& t : c.headers) {
      if (!page.headers) break;
      for (const auto& [name, value] : *page.headers)
        any = any || (name == t.name && (!t.value || std::regex_search(value, *t.value)));
    }
    if (!any) return false;
  }
  if (!c.title.empty() && !any_search(c.title, page.title)) return false;
  if (!c.heading.empty() && !any_search(c.heading, page.heading)) return false;
  if (!c.text.empty() && !any_search(c.text, window(page.text))) return false;
  if (!c.html.empty() && !any_search(c.html, window(page.html))) return false;
  return true;
}

const PageSignature* Signatures::match(const PageFacts& page) const {
  for (const auto& c : compiled_)
    if (matches(c, page)) return &c.source;
  return nullptr;
}

}  // namespace verifier::extract
