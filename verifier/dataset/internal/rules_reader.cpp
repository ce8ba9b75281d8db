// dataset/internal/rules_reader.cpp: the readers every rules file shares
// (rules_reader.h): a mapping of known keys, the top-level list, typed
// values, regexes compiled as they will run, required texts.
#include "dataset/internal/rules_reader.h"

#include <algorithm>
#include <array>

#include "regex/rules_regex.h"

namespace verifier::dataset::internal {

std::optional<std::vector<Field>> RulesReader::mapping(const YAML::Node& node,
                                                       std::string_view what,
                                                       std::span<const std::string_view> known) {
  auto fields = file_.fields(node, what);
  if (!fields) return std::nullopt;
  std::vector<Field> out;
  for (auto& f : *fields) {
    if (std::find(known.begin(), known.end(), f.key) == known.end())
      file_.error(f.key_node, "unknown key '" + f.key + "' in " + std::string(what) +
                                  " (known: " + joined(known) + ")");
    else
      out.push_back(std::move(f));
  }
  return out;
}

// The fields of a rules file, which is one mapping of `keys`: none when the
// file is empty, or is no such mapping (that error already reported).
std::vector<Field> RulesReader::top_fields(const YAML::Node& root,
                                           std::span<const std::string_view> keys) {
  if (root.IsNull()) return {};
  return mapping(root, file_.name().view(), keys).value_or(std::vector<Field>{});
}

// The list under the one top-level key of hosts/pages/overrides.yaml.
std::optional<YAML::Node> RulesReader::list_under(const YAML::Node& root, std::string_view key) {
  std::array<std::string_view, 1> known = {key};
  auto fields = top_fields(root, known);
  if (fields.empty() || fields.front().value.IsNull()) return std::nullopt;
  const auto& f = fields.front();
  if (!f.value.IsSequence()) {
    file_.error(f.value, f.key + " must be a list, not " + std::string(internal::kind_of(f.value)));
    return std::nullopt;
  }
  return f.value;
}

void RulesReader::set_double(const Field& f, std::optional<double>& out, double min) {
  double value = 0;
  auto before = file_.error_count();
  set_double(f, value, min, false);
  if (!f.value.IsNull() && file_.error_count() == before) out = value;
}

void RulesReader::set_statuses(const Field& f, std::vector<int>& out) {
  if (f.value.IsNull()) return;
  if (!f.value.IsSequence()) {
    file_.error(f.value, "status must be a list of HTTP statuses");
    return;
  }
  for (const auto& s : f.value) {
    auto n = file_.integer({f.key, f.key_node, s}, "status");
    if (n && (*n < 100 || *n > 999))
      file_.error(s, "status " + std::to_string(*n) + " is not an HTTP status");
    else if (n)
      out.push_back(static_cast<int>(*n));
  }
}

void RulesReader::set_double(const Field& f, double& out, double min, bool positive) {
  auto v = file_.number(f, f.key);
  if (!v) return;
  if (*v < min || (positive && *v <= min)) {
    file_.error(f.value, f.key + (positive ? " must be more than " : " must be at least ") +
                             std::to_string(static_cast<int>(min)));
    return;
  }
  out = *v;
}

void RulesReader::set_text(const Field& f, std::string& out) {
  if (auto v = file_.text(f, f.key)) out = *v;
}

bool RulesReader::compiles(const YAML::Node& at, const std::string& pattern,
                           std::string_view what) {
  // Compiled as it will run (regex/rules_regex.h), so lint accepts exactly what runs.
  std::string why;
  if (regex::RulesRegex::compile(pattern, &why)) return true;
  file_.error(at, std::string(what) + ": invalid regex '" + pattern + "': " + why);
  return false;
}

void RulesReader::append_texts(const Field& f, std::vector<std::string>& out) {
  auto v = file_.texts(f, f.key);
  if (v) out.insert(out.end(), v->begin(), v->end());
}

void RulesReader::set_regexes(const Field& f, std::vector<std::string>& out) {
  append_kept(f, out, [&](const YAML::Node& item, const std::string& pattern) {
    return compiles(item, pattern, f.key);
  });
}

std::optional<std::string> RulesReader::required_text(const std::vector<Field>& fields,
                                                      const YAML::Node& at,
                                                      std::string_view key) {
  auto f = internal::find(fields, key);
  if (!f || f->value.IsNull()) {
    file_.error(at, "missing required key '" + std::string(key) + "'");
    return std::nullopt;
  }
  auto v = file_.text(*f, key);
  if (v && v->empty()) {
    file_.error(f->value, std::string(key) + " must not be empty");
    return std::nullopt;
  }
  return v;
}

}  // namespace verifier::dataset::internal
