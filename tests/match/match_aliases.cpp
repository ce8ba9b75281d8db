// match-aliases: prints every system's aliases, derived ones marked, for an
// editor or an engineer tuning rules/aliases.yaml.
// Usage: match-aliases RECORDS_DIR RULES_DIR
#include <iostream>

#include "dataset/dataset.h"
#include "match/match.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: match-aliases RECORDS_DIR RULES_DIR\n";
    return 2;
  }
  auto records = verifier::dataset::load_records(argv[1]);
  auto rules = verifier::dataset::load_rules(argv[2]);
  for (const auto& e : rules.errors) std::cerr << e.to_string() << "\n";
  verifier::match::AliasIndex index(records.records, rules.rules.match);
  for (std::size_t s = 0; s < records.records.size(); ++s) {
    std::cout << records.records[s].id << ":";
    for (const auto& [alias, derived] : index.aliases_of(s))
      std::cout << " [" << alias << (derived ? "]*" : "]");
    std::cout << "\n";
  }
  return 0;
}
