// app/aliases_command.cpp: `verifier aliases`, what the matcher makes of each
// record's names, for editors tuning the dataset and rules/aliases.yaml.
#include <iostream>

#include "app/commands.h"
#include "app/common.h"
#include "app/page_workers.h"
#include "dataset/dataset.h"
#include "match/match.h"

namespace verifier::app {
namespace {

// "ambiguous (ordinary word, shared)": why a name needs its own context.
std::string why_ambiguous(const match::AliasInfo& a) {
  std::string out;
  auto add = [&](bool on, const char* what) {
    if (on) out += (out.empty() ? "" : ", ") + std::string(what);
  };
  add(a.ordinary, "ordinary word");
  add(a.shared, "another operator's record");
  add(a.namesake, "another owner's system");
  add(a.version_base, "every generation's name");
  add(a.older_namesake, "an older machine at its site");
  add(a.place, "a place or generic word the lists name at its site");
  add(a.spelt, "the lists' spelling of its name, one letter off");
  return out;
}

void print_record(const Record& r, const match::AliasIndex& index, std::size_t s) {
  std::cout << r.id << ": " << (index.description(s) ? "description" : "named");
  if (auto why = index.why_not_describable(s); !why.empty()) std::cout << "; cannot be described: " << why;
  std::cout << '\n';
  for (const auto& a : index.aliases_of(s)) {
    std::cout << "  " << a.text << (a.derived ? " *" : "");
    if (a.ambiguous()) std::cout << "  (ambiguous: " << why_ambiguous(a) << ")";
    std::cout << '\n';
  }
}

}  // namespace

int aliases_command(const AliasesOptions& options) {
  auto rules = load_rules_reporting(options.rules);
  auto loaded = dataset::load_records(options.records, usable_cores());
  for (const auto& e : loaded.errors) std::cerr << e.to_string() << '\n';
  if (!rules || !loaded.errors.empty()) return exit_input_error;
  match::AliasIndex index(loaded.records, rules->match, usable_cores());
  std::size_t distinctive = 0, ambiguous_only = 0, descriptions = 0, not_describable = 0;
  bool found = options.id.empty();
  for (std::size_t s = 0; s < loaded.records.size(); ++s) {
    auto aliases = index.aliases_of(s);
    bool plain = std::any_of(aliases.begin(), aliases.end(), [](const auto& a) { return !a.ambiguous(); });
    descriptions += index.description(s) ? 1 : 0;
    distinctive += !index.description(s) && plain ? 1 : 0;
    ambiguous_only += !index.description(s) && !plain ? 1 : 0;
    not_describable += index.why_not_describable(s).empty() ? 0 : 1;
    if (!options.id.empty() && loaded.records[s].id != options.id) continue;
    found = true;
    print_record(loaded.records[s], index, s);
  }
  if (!found) {
    std::cerr << "verifier aliases: no record has the id '" << options.id << "'\n";
    return exit_input_error;
  }
  if (options.id.empty())
    std::cout << loaded.records.size() << " records: " << distinctive
              << " named with a distinctive alias, " << ambiguous_only
              << " named only by ambiguous aliases, " << descriptions << " descriptions; "
              << not_describable << " cannot be described by their facts\n";
  return exit_done;
}

}  // namespace verifier::app
