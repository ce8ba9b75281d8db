// dataset/rules_pages.cpp: pages.yaml, the signatures of pages that are
// no readable text (rules/README.md), into PageSignatures.
#include <array>

#include "dataset/internal/rules_reader.h"

namespace verifier::dataset::internal {
namespace {

constexpr std::array<std::string_view, 9> signature_keys = {
    "name", "kind", "title", "heading", "text", "html", "header", "status", "max_words"};

std::optional<PageKind> page_kind(std::string_view w) {
  if (w == "readable") return PageKind::readable;
  if (w == "soft-404") return PageKind::soft_404;
  if (w == "challenge") return PageKind::challenge;
  if (w == "login-wall") return PageKind::login_wall;
  if (w == "js-shell") return PageKind::js_shell;
  if (w == "unsupported") return PageKind::unsupported;
  return std::nullopt;
}

constexpr ListSection signature_section{"signatures", "a page signature", signature_keys};

}  // namespace

void RulesReader::pages(const YAML::Node& root, std::vector<PageSignature>& out) {
  filled_entries(root, signature_section, out);
}

void RulesReader::fill(const YAML::Node& node, const std::vector<Field>& fields,
                       PageSignature& sig) {
  sig.name = required_text(fields, node, "name").value_or("");
  if (auto kind = required_text(fields, node, "kind")) {
    if (auto k = page_kind(*kind))
      sig.kind = *k;
    else
      file_.error(internal::find(fields, "kind")->value,
                  "kind '" + *kind +
                      "' is not one of: readable, soft-404, challenge, login-wall, js-shell, "
                      "unsupported");
  }
  for (const auto& f : fields) {
    const auto& k = f.key;
    if (k == "title") set_regexes(f, sig.title);
    else if (k == "heading") set_regexes(f, sig.heading);
    else if (k == "text") set_regexes(f, sig.text);
    else if (k == "html") set_regexes(f, sig.html);
    else if (k == "header") header_patterns(f, sig.header);
    else if (k == "max_words") set_int(f, sig.max_words, 0);
    else if (k == "status") set_statuses(f, sig.status);
  }
}

// "name" (present) or "name: regex" (value matches).
void RulesReader::header_patterns(const Field& f, std::vector<std::string>& out) {
  append_kept(f, out, [&](const YAML::Node& item, const std::string& text) {
    auto colon = text.find(':');
    if (colon == 0) {
      file_.error(item, "header '" + text + "' has no header name before ':'");
      return false;
    }
    if (colon == std::string::npos) return true;
    auto start = text.find_first_not_of(' ', colon + 1);
    auto pattern = start == std::string::npos ? std::string() : text.substr(start);
    return compiles(item, pattern, "header");
  });
}

}  // namespace verifier::dataset::internal
