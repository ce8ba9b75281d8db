// tests/match/bundled_rules.h: the bundled rules/ (models.yaml and the
// rest), loaded once for the match unit tests that weigh passages written
// in the test against the real accelerator table.
#pragma once

#include <doctest/doctest.h>

#include "core/rules.h"
#include "dataset/dataset.h"

namespace verifier::test {

inline const Rules& bundled_rules() {
  static const Rules rules = [] {
    auto loaded = dataset::load_rules(VERIFIER_SOURCE_DIR "/rules");
    REQUIRE(loaded.errors.empty());
    return loaded.rules;
  }();
  return rules;
}

}  // namespace verifier::test
