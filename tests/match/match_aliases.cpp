// match-aliases: prints every system's aliases, derived ones marked with *;
// or, given a page, every system of the records the page names, with the
// alias, context and evidence (to tune rules/aliases.yaml and words.yaml
// against the whole dataset). Markdown and .txt pages are read as they are.
// Usage: match-aliases RECORDS_DIR RULES_DIR [PAGE_FILE]
#include <fstream>
#include <iostream>
#include <sstream>

#include "dataset/dataset.h"
#include "extract/extract.h"
#include "match/match.h"

namespace {

std::string page_text(const std::filesystem::path& p) {
  auto ext = p.extension().string();
  if (ext != ".md" && ext != ".txt")
    return verifier::extract::read_file(p, std::vector<verifier::PageSignature>{}).text();
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) {
    std::cerr << "usage: match-aliases RECORDS_DIR RULES_DIR [PAGE_FILE]\n";
    return 2;
  }
  auto records = verifier::dataset::load_records(argv[1]);
  auto rules = verifier::dataset::load_rules(argv[2]);
  for (const auto& e : rules.errors) std::cerr << e.to_string() << "\n";
  verifier::match::AliasIndex index(records.records, rules.rules.match);
  if (argc == 4) {
    for (const auto& [s, n] : index.scan(page_text(argv[3]), "")) {
      std::cout << records.records[s].id << ": '" << n.alias << "'" << (n.derived ? "*" : "")
                << (n.context.empty() ? "" : " (" + n.context + ")") << "\n    " << n.evidence << "\n";
    }
    return 0;
  }
  for (std::size_t s = 0; s < records.records.size(); ++s) {
    std::cout << records.records[s].id << ":";
    for (const auto& a : index.aliases_of(s))
      std::cout << " [" << a.text << (a.derived ? "]*" : "]") << (a.ambiguous() ? "?" : "");
    std::cout << "\n";
  }
  return 0;
}
