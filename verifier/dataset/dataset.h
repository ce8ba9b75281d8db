// dataset/dataset.h: records and rules from YAML (spec §1), validated.
// Takes: a records folder, a rules folder. Gives: core Records and Rules, or
// InputErrors that name file, line and column. The only stage that knows
// yaml-cpp.
#pragma once

#include <filesystem>
#include <vector>

#include "core/location.h"
#include "core/record.h"
#include "core/rules.h"

namespace verifier::dataset {

struct LoadedRecords {
  std::vector<Record> records;  // in id order
  InputErrors errors;           // empty when every file is well formed
};

struct LoadedRules {
  Rules rules;
  InputErrors errors;
};

// Every *.yaml (and *.yml) directly in dir. Errors do not stop the load: all
// of them are collected so an editor sees every problem at once. Up to
// `threads` threads read the files side by side; the records and errors
// are the same whatever their number.
LoadedRecords load_records(const std::filesystem::path& dir, unsigned threads = 1);

// rules/*.yaml: fetch.yaml, hosts.yaml, pages.yaml, aliases.yaml, words.yaml,
// namesakes.yaml, countries.yaml, models.yaml, history.yaml, overrides.yaml;
// a missing file keeps that part's defaults.
LoadedRules load_rules(const std::filesystem::path& dir);

}  // namespace verifier::dataset
