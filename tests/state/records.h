// tests/state/records.h: a record citing URLs, and a night's date, as the
// state tests need them.
#pragma once

#include <string>
#include <vector>

#include "core/date.h"
#include "core/record.h"

namespace verifier::test {

inline Record record(const std::string& id, const std::vector<std::string>& urls) {
  Record r;
  r.id = id;
  r.name = id;
  for (const auto& u : urls) {
    r.citations.push_back(Citation::of(u));
    r.citations.back().cited_for = {"sources"};
  }
  return r;
}

inline Date day(std::string_view text) { return Date::parse(text).value(); }

}  // namespace verifier::test
