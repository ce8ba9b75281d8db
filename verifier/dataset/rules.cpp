// dataset/rules.cpp: rules/*.yaml into core Rules (format: rules/README.md),
// each file read by its part of the RulesReader (internal/rules_reader.h).
#include "dataset/dataset.h"
#include "dataset/internal/rules_reader.h"

namespace verifier::dataset {
namespace {

using internal::RulesReader;
using internal::YamlFile;

template <class Read>
void read_file(const std::filesystem::path& dir, std::string_view name, InputErrors& errors,
               Read read) {
  auto path = dir / name;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return;  // defaults stay
  YamlFile file(path, errors);
  auto root = file.load(/*empty_ok=*/true);
  if (!root) return;
  RulesReader reader(file);
  read(reader, *root);
}

}  // namespace

LoadedRules load_rules(const std::filesystem::path& dir) {
  LoadedRules out;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    out.errors.push_back({{dir.string(), 0, 0}, "not a folder of rules"});
    return out;
  }
  auto& r = out.rules;
  bool context_set = false;
  read_file(dir, "fetch.yaml", out.errors, [&](RulesReader& rr, auto& n) { rr.fetch(n, r.fetch, r.outage); });
  read_file(dir, "hosts.yaml", out.errors, [&](RulesReader& rr, auto& n) { rr.hosts(n, r.fetch.hosts); });
  read_file(dir, "pages.yaml", out.errors, [&](RulesReader& rr, auto& n) { rr.pages(n, r.pages); });
  // The match rules are split over four files by topic; any key may stand in any of them.
  for (const char* name : {"aliases.yaml", "words.yaml", "namesakes.yaml", "countries.yaml"})
    read_file(dir, name, out.errors,
              [&](RulesReader& rr, auto& n) { rr.match(n, r.match, context_set); });
  read_file(dir, "models.yaml", out.errors,
            [&](RulesReader& rr, auto& n) { rr.accelerators(n, r.match.accelerators); });
  read_file(dir, "history.yaml", out.errors, [&](RulesReader& rr, auto& n) { rr.history(n, r.history); });
  read_file(dir, "overrides.yaml", out.errors,
            [&](RulesReader& rr, auto& n) { rr.overrides(n, r.overrides); });
  return out;
}

}  // namespace verifier::dataset
