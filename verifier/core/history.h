// core/history.h: the nights before tonight, as state/ reads them and
// verdict/ weighs them (spec §4: failing_since, confirmed, last_good). A
// value type only: state/ fills it, verdict/ reads it, neither knows the other.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/date.h"
#include "core/result.h"

namespace verifier {

// One earlier night's reading of one citation of one system.
struct PastReading {
  Date date;
  Result result = Result::does_not_name;
};

// For each (system id, url key): the nights before tonight, oldest first.
using History = std::map<std::pair<std::string, std::string>, std::vector<PastReading>>;

}  // namespace verifier
