// fuzz/match_fuzz.cpp: the matcher (match::AliasIndex) with fuzzed systems
// and fuzzed text. Input: lines up to the first empty line describe systems
// ("name" starts one, "+alias" adds an alias, "@operator", "#site"); the
// rest is the page text. A few computer and generic words are set so the
// context and derivation rules run. Evidence from valid UTF-8 text must be
// valid UTF-8, and every system index in range.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/rules.h"
#include "core/utf8.h"
#include "fuzz_input.h"
#include "match/match.h"

namespace {

std::vector<verifier::Record> systems(std::string_view head) {
  std::vector<verifier::Record> records;
  for (std::string_view line : verifier::fuzz::lines(head)) {
    if (line.empty() || records.size() >= 64) continue;
    std::string value(line.substr(1));
    if (line[0] == '+' && !records.empty()) records.back().aliases.push_back(value);
    else if (line[0] == '@' && !records.empty()) records.back().operator_name = value;
    else if (line[0] == '#' && !records.empty()) records.back().site = value;
    else {
      records.emplace_back();
      records.back().id = "s" + std::to_string(records.size());
      records.back().name = std::string(line);
    }
  }
  return records;
}

verifier::MatchRules rules() {
  verifier::MatchRules r;
  r.generic_words = {"cluster", "supercomputer", "system"};
  r.phase_patterns = {"phase \\d+"};
  r.name_words = {"supercomputer", "exascale", "GPUs"};
  r.product_words = {"GPU", "chip"};
  r.ordinary_names = {"Frontier", "Summit"};
  r.owners = {{"Lawrence Livermore National Laboratory", {"LLNL"}}};
  return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const verifier::MatchRules match_rules = rules();
  verifier::fuzz::Input in(data, size);
  auto records = systems(in.until("\n\n"));
  verifier::match::AliasIndex index(records, match_rules);
  // Pages come from extract/, always valid UTF-8; only then must the evidence be.
  bool valid_text = verifier::is_valid_utf8(in.rest());
  for (const auto& [system, naming] : index.scan(in.rest(), "https://example.org/p"))
    if (system >= records.size() || (valid_text && !verifier::is_valid_utf8(naming.evidence)))
      std::abort();
  for (std::size_t i = 0; i < records.size(); ++i) (void)index.aliases_of(i);
  return 0;
}
