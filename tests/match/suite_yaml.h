// tests/match/suite_yaml.h: what the labelled suites (suite_test.cpp,
// claims_suite_test.cpp) read from their YAML the same way: a field's text,
// and a system of their own `systems` list as a Record.
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>

#include "core/record.h"

namespace verifier::test {

inline std::string text_of(const YAML::Node& n, const char* key) {
  return n[key] && !n[key].IsNull() ? n[key].as<std::string>() : "";
}

inline Record suite_system(const YAML::Node& n) {
  Record r;
  r.id = text_of(n, "id");
  r.name = text_of(n, "name");
  r.operator_name = text_of(n, "operator");
  r.site = text_of(n, "site");
  r.country = text_of(n, "country");
  if (n["aliases"])
    for (const auto& a : n["aliases"]) r.aliases.push_back(a.as<std::string>());
  return r;
}

}  // namespace verifier::test
