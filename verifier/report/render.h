// report/render.h: the three renderings cut into parts, so a run can write
// its reports system by system (ReportWriter) and to_json/to_markdown/to_html
// give the very same bytes from a whole Report. Internal to report/.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "core/report_model.h"

namespace verifier::report::internal {

// report.json: the head (everything before the first system, from a Report
// whose systems are ignored), each system, then the tail.
std::string json_head(const Report& head);
std::string json_system(const SystemReport& s, bool first);
std::string json_tail(bool any_system);

// report.md: the head, each system, the closing summary.
void md_head(std::ostream& out, const Report& head);
void md_system(std::ostream& out, const SystemReport& s);
void md_tail(std::ostream& out, const Report& head);

// index.html lists systems by work rank (0..3, what an editor can fix first),
// in id order within a rank.
constexpr int work_ranks = 4;
int work_rank(const SystemReport& s);

// The hosts table, tallied citation by citation. A host's distinct URLs are
// kept as 64-bit digests of their citations' key(), 8 bytes a citation.
struct HostRow {
  std::vector<std::uint64_t> url_digests;  // may repeat; distinct_urls() counts
  int citations = 0;
  std::map<std::string, int> results;
  std::size_t distinct_urls() const;
};
class HostTally {
 public:
  void add(const SystemReport& s);
  const std::map<std::string, HostRow>& rows() const { return rows_; }

 private:
  std::map<std::string, HostRow> rows_;
};

// index.html: the head (summary, chart, filters), then per rank its heading
// (always for rank 0, else only when the rank holds a system; ranks without
// a heading write nothing) and its systems, then the hosts table and script.
void html_head(std::ostream& out, const Report& head, const std::vector<NightCounts>& chart,
               const HostTally& hosts);
void html_system(std::ostream& out, const SystemReport& s);
void html_rank_heading(std::ostream& out, int rank);
void html_tail(std::ostream& out, const HostTally& hosts);

}  // namespace verifier::report::internal
