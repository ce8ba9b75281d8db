// app/page_reader.h: one response to one Reading: extract the page, judge the
// facts, and (when it is readable) scan its text once for every system of
// the dataset. Shared by the worker threads; every member is const.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/index_build.h"
#include "core/fetched.h"
#include "core/reading.h"
#include "core/record.h"
#include "core/rules.h"
#include "extract/extract.h"
#include "match/match.h"

namespace verifier::app {

class PageReader {
 public:
  PageReader(const Rules& rules, const IndexBuild& index, const std::vector<Record>& records);

  struct Outcome {
    Reading reading;
    std::optional<std::string> refresh_to;  // a short meta refresh to follow
  };
  // Never throws: a page that breaks the extractor is a result too.
  Outcome read(Fetched&& fetched) const;

 private:
  Outcome read_or_throw(Fetched&& fetched) const;

  extract::Signatures signatures_;  // rules.pages, compiled once (not per page)
  const IndexBuild& index_;  // matching waits for it; extracting does not
  const std::vector<Record>& records_;
};

// A stable digest of the text a reader sees, to notice when a page changed.
std::string text_hash(const std::string& text);

}  // namespace verifier::app
