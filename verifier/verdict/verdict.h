// verdict/verdict.h: judging. Takes the raw facts of a fetch and the
// extracted page and gives the URL-level result word and detail (spec §4);
// then, from every Reading, the history and the overrides, decides each
// system's verdict and fills the core Report. Pure: no I/O, no outside library.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/fetched.h"
#include "core/page.h"
#include "core/reading.h"
#include "core/record.h"
#include "core/report_model.h"
#include "core/rules.h"

namespace verifier::verdict {

struct Judgement {
  Result result = Result::does_not_name;  // readable pages: does_not_name
  std::string detail;
};

// `page` is null when nothing was extracted (the fetch failed).
Judgement judge(const Fetched& fetched, const Page* page);

// One earlier night's reading of one citation of one system.
struct PastReading {
  std::string date;  // YYYY-MM-DD
  Result result = Result::does_not_name;
};

// For each (system id, url key): the nights before tonight, oldest first.
using History = std::map<std::pair<std::string, std::string>, std::vector<PastReading>>;

struct DecideInput {
  const std::vector<Record>* records = nullptr;
  const std::map<std::string, Reading>* readings = nullptr;  // by same_url_key
  const History* history = nullptr;                          // may be null
  const Rules* rules = nullptr;
  std::string today;         // YYYY-MM-DD
  std::string generated_at;  // RFC 3339
  std::string tool_version;
};

Report decide(const DecideInput& input);

}  // namespace verifier::verdict
