// core/report_model.h: what the run decided, in the shape of report.json
// (spec report.schema.v2.json). verdict/ fills it, report/ writes it (JSON,
// Markdown, HTML) and reads it back for `diff` (schema 1 or 2).
#pragma once

#include <array>
#include <cstddef>
#include <iterator>
#include <map>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "core/archive_copy.h"
#include "core/claim.h"
#include "core/result.h"
#include "core/url.h"

namespace verifier {

struct LastGood {
  Result result = Result::names;
  std::string date;  // YYYY-MM-DD
};

struct CitationReport {
  std::string url;  // as cited, credentials redacted
  std::string final_url;
  std::optional<int> http_status;
  Result result = Result::does_not_name;
  std::string detail;
  std::optional<std::string> matched_alias;
  std::optional<std::string> evidence;
  std::vector<std::string> identified_by;  // names, describes: what tied the page to it
  std::string fragment_url;  // text-fragment link to the evidence ("" if none)
  bool site_level = false;
  std::vector<std::string> cited_for;
  std::optional<std::string> note;
  std::optional<std::string> failing_since;
  bool confirmed = false;
  std::optional<LastGood> last_good;
  std::vector<ClaimCheck> claims;  // the record's accelerator counts citing this URL
  std::optional<ArchiveCopy> archive;  // decided on an archive's copy of the page

  // The row's identity from night to night: the same_url_key of its URL as
  // the report shows it, so that a report read back keys it as the run did.
  std::string key() const { return same_url_key(url); }
};

struct SystemReport {
  std::string id;
  std::string name;
  Verdict verdict = Verdict::uncited;
  std::vector<CitationReport> citations;
  std::vector<std::string> unlinked_sources;
};

// How many of something fell into each kind (a verdict, a claim's result):
// one count per enumerator of Kind, in its order; there are `kinds` of them.
template <class Kind, std::size_t kinds>
struct Counts {
  std::array<int, kinds> by_kind{};

  int& operator[](Kind k) { return by_kind[static_cast<std::size_t>(k)]; }
  int operator[](Kind k) const { return by_kind[static_cast<std::size_t>(k)]; }
  void add(Kind k, int n = 1) { (*this)[k] += n; }
  int total() const { return std::accumulate(by_kind.begin(), by_kind.end(), 0); }
};

// A list of every enumerator, its index its value: what Counts indexes by.
template <class Kind, std::size_t n>
constexpr bool lists_in_order(const Kind (&all)[n]) {
  for (std::size_t i = 0; i < n; ++i)
    if (static_cast<std::size_t>(all[i]) != i) return false;
  return true;
}
static_assert(lists_in_order(all_verdicts) && lists_in_order(all_claim_results));

// How many systems got each verdict: tonight's summary, and each night of
// the chart.
using VerdictCounts = Counts<Verdict, std::size(all_verdicts)>;

// Every cited accelerator count (total()), by what its source says of it.
using ClaimCounts = Counts<ClaimResult, std::size(all_claim_results)>;

struct Summary : VerdictCounts {
  int systems = 0;
  int citations = 0;
  int urls = 0;
  std::map<std::string, int> results;  // result word -> citations
  std::string sentence;
  ClaimCounts claims;
  std::string claims_sentence;
};

// A host whose every URL failed the same way tonight (its name did not
// resolve, its TLS is broken, it refused connections): one fact, told once
// in the report besides its citations' own rows.
struct HostFailure {
  std::string host;
  int urls = 0;       // distinct URLs of the host fetched tonight
  int citations = 0;  // citations of those URLs
  std::string detail; // "DNS: could not resolve host"
  // False for a host stopped part-way (it rate-limited or blocked us, or its
  // daily budget was spent): `urls` and `citations` are then those stopped
  // or left waiting, not all of the host's.
  bool whole_host = true;
};

struct Report {
  int schema_version = 2;  // as written; a report read back keeps its own
  std::string generated_at;  // RFC 3339, UTC
  std::string tool_name = "verifier";
  std::string tool_version;
  Summary summary;
  std::vector<HostFailure> host_failures;  // by host name
  std::vector<SystemReport> systems;  // in id order
};

// One night's verdict counts: state/ keeps them, report/ draws the chart.
struct NightCounts : VerdictCounts {
  std::string date;  // YYYY-MM-DD
};

}  // namespace verifier
