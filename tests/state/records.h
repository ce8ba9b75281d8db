// tests/state/records.h: a record citing URLs, as the state tests need one.
#pragma once

#include <string>
#include <vector>

#include "core/record.h"

namespace verifier::test {

inline Record record(std::string id, std::vector<std::string> urls) {
  Record r;
  r.id = id;
  r.name = id;
  for (auto& u : urls) r.citations.push_back(Citation{u, std::nullopt, {"sources"}, {}});
  return r;
}

}  // namespace verifier::test
