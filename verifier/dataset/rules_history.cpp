// dataset/rules_history.cpp: history.yaml, how many nights or days confirm
// a change (rules/README.md), into HistoryRules.
#include <array>

#include "dataset/internal/rules_reader.h"

namespace verifier::dataset::internal {

void RulesReader::history(const YAML::Node& root, HistoryRules& out) {
  constexpr std::array<std::string_view, 2> keys = {"confirm_nights", "confirm_days"};
  for (const auto& f : top_fields(root, keys)) {
    if (f.key == "confirm_nights") set_int(f, out.confirm_nights, 1);
    else set_int(f, out.confirm_days, 0);
  }
}

}  // namespace verifier::dataset::internal
