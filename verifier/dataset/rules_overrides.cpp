// dataset/rules_overrides.cpp: overrides.yaml, an editor's decisions on one
// record's one citation (rules/README.md), into Overrides.
#include <array>

#include "core/url.h"
#include "dataset/internal/rules_reader.h"

namespace verifier::dataset::internal {
namespace {

constexpr std::array<std::string_view, 6> override_keys = {
    "system_id", "url", "result", "reason", "decided_by", "expires"};

constexpr ListSection override_section{"overrides", "an override", override_keys};

}  // namespace

void RulesReader::overrides(const YAML::Node& root, std::vector<Override>& out) {
  filled_entries(root, override_section, out);
}

void RulesReader::fill(const YAML::Node& node, const std::vector<Field>& fields, Override& o) {
  o.system_id = required_text(fields, node, "system_id").value_or("");
  o.url = required_text(fields, node, "url").value_or("");
  o.reason = required_text(fields, node, "reason").value_or("");
  o.decided_by = required_text(fields, node, "decided_by").value_or("");
  std::string why;
  if (!o.url.empty() && !is_citable_url(o.url, &why))
    file_.error(internal::find(fields, "url")->value, "url: not an absolute http(s) URL: " + why);
  o.key = same_url_key(o.url);
  if (auto word = required_text(fields, node, "result")) {
    if (auto r = result_from_word(*word)) o.result = *r;
    else file_.error(internal::find(fields, "result")->value,
                     "result '" + *word + "' is not a result word of the contract");
  }
  if (auto expires = required_text(fields, node, "expires")) {
    std::string why_not;
    if (auto day = Date::parse(*expires, &why_not)) o.expires = day;
    else file_.error(internal::find(fields, "expires")->value,
                     "expires '" + *expires + "' is not a date YYYY-MM-DD: " + why_not);
  }
}

}  // namespace verifier::dataset::internal
