// app/page_reader.h: one response to one Reading: extract the page, judge the
// facts, and (when it is readable) scan its text once for every system of
// the dataset, and decide the accelerator counts the records cite it for
// (match/claims.h) while its text is at hand. The one reader of a page for `run`, `check` and `text`, so
// that they decide a page alike (an empty 200 or a 204 is not a page in any
// of them). Shared by the worker threads; every member is const.
#pragma once

#include <cstddef>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "app/index_build.h"
#include "core/fetched.h"
#include "core/reading.h"
#include "core/record.h"
#include "core/rules.h"
#include "extract/extract.h"
#include "match/claims.h"
#include "match/match.h"

namespace verifier::app {

class PageReader {
 public:
  // Reading a page stops at rules.fetch.page_cpu_seconds, or soon after
  // `stop` is asked (a stopped page is not matched: the run keeps nothing).
  PageReader(const Rules& rules, const IndexBuild& index, const std::vector<Record>& records,
             std::stop_token stop = {});

  struct Outcome {
    Reading reading;
    std::optional<std::string> refresh_to;  // a short meta refresh to follow
  };
  // Whether a stored reading of the URL `key` holds a result for every
  // claim the records cite it for tonight: one read before a claim was
  // cited (or before claims were checked at all) must be read again, not
  // reused, or the claim would stay unread for good (an archive snapshot is
  // never fetched twice).
  bool knows_claims(std::string_view key, const Reading& stored) const;

  // Never throws: a page that breaks the extractor is a result too.
  Outcome read(Fetched&& fetched) const;
  // The same for a page already extracted (a local FILE, or a page `check`
  // extracted to follow its refresh): judged and matched as read() does;
  // never throws either.
  Outcome read_extracted(const Fetched& fetched, std::optional<Page> page) const;

 private:
  Outcome decide(const Fetched& fetched, std::optional<Page> page) const;
  void check_claims(std::string_view key, std::string_view text,
                    const std::vector<std::pair<std::size_t, Naming>>& identified,
                    Reading& reading) const;

  extract::Signatures signatures_;  // rules.pages, compiled once (not per page)
  extract::ReadLimits limits_;
  const IndexBuild& index_;  // matching waits for it; extracting does not
  const std::vector<Record>& records_;
  match::ClaimReader claims_;
  // a parts row's source_key -> (record, part) of its claims
  std::unordered_map<std::string, std::vector<std::pair<std::size_t, std::size_t>>> claims_of_;
};

// A stable digest of the text a reader sees, to notice when a page changed.
std::string text_hash(const std::string& text);

// The page of a response, when it has one to read: error pages are read
// too (a 403 or 503 may be a bot challenge), an empty body or a failed
// transfer is none.
std::optional<Page> extract_page(const Fetched& fetched, const extract::Signatures& signatures,
                                 const extract::ReadLimits& limits);

}  // namespace verifier::app
