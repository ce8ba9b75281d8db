// markdown.cpp: report.md, the site's own shape: per system a heading, the
// source-check table (Cited source | Result | Found on the page: what
// identified the system, then the quote) and one sentence that reads it;
// then the dataset sentence. Every cell escaped.
#include <sstream>

#include "report/render.h"
#include "report/report.h"
#include "report/text.h"

namespace verifier::report {
namespace {

using internal::md_escape;

std::string source_cell(const CitationReport& c) {
  std::string out = md_escape(c.url);
  if (c.site_level) out += " (site level)";
  if (c.note) out += " (note: " + md_escape(*c.note) + ")";
  // The copy the row was decided on, offered to the editor as the citation's replacement.
  if (c.archive) out += " (replace with the archive copy: " + md_escape(c.archive->url) + ")";
  return out;
}

// What identified the system, then the quote with those words in bold:
// "alias Summit; operator ORNL — …the **Summit** system at **ORNL**…".
std::string found_cell(const CitationReport& c) {
  const std::string identified = md_escape(internal::identified_text(c.identified_by));
  if (!c.evidence || c.evidence->empty()) return identified.empty() ? "-" : identified;
  std::string out = identified.empty() ? "" : identified + " — ";
  std::string bold;  // marked runs side by side make one bold run, never "****"
  for (const auto& run : internal::marked_quote(*c.evidence, c)) {
    if (!run.kind.empty()) {
      bold += md_escape(run.text);
      continue;
    }
    if (!bold.empty()) out += "**" + bold + "**";
    bold.clear();
    out += md_escape(run.text);
  }
  return bold.empty() ? out : out + "**" + bold + "**";
}

// Claim | Cited source | On the page | Evidence, contradictions first.
void md_claims(std::ostream& out, const SystemReport& s) {
  const auto claims = internal::claims_in_order(s);
  if (claims.empty()) return;
  out << "| Claim | Cited source | On the page | Evidence |\n|---|---|---|---|\n";
  for (const auto& [c, claim] : claims)
    out << "| " << md_escape(internal::claim_text(*claim)) << " | " << md_escape(c->url) << " | "
        << md_escape(internal::claim_found_text(*claim)) << " | "
        << (claim->evidence.empty() ? "-" : md_escape(claim->evidence)) << " |\n";
  out << "\n";
}

}  // namespace

void internal::md_system(std::ostream& out, const SystemReport& s) {
  out << "## " << md_escape(s.name) << "\n\n";
  out << "Verdict: **" << word(s.verdict) << "** (id " << md_escape(s.id) << ")\n\n";
  if (!s.citations.empty()) {
    out << "| Cited source | Result | Found on the page |\n|---|---|---|\n";
    for (const auto& c : s.citations)
      out << "| " << source_cell(c) << " | " << md_escape(internal::result_phrase(c)) << " | "
          << found_cell(c) << " |\n";
    out << "\n";
  }
  md_claims(out, s);
  out << internal::system_sentence(s) << "\n\n";
  if (!s.unlinked_sources.empty()) {
    out << "Sources without a URL:\n\n";
    for (const auto& u : s.unlinked_sources) out << "- " << md_escape(u) << "\n";
    out << "\n";
  }
}

void internal::md_head(std::ostream& out, const Report& report) {
  out << "# Source check\n\n";
  out << "Generated " << md_escape(report.generated_at) << " by " << md_escape(report.tool_name)
      << " " << md_escape(report.tool_version) << ".\n\n";
  if (report.host_failures.empty()) return;
  out << "## Hosts that failed as a whole\n\n";
  for (const auto& f : report.host_failures)
    out << "- " << md_escape(internal::host_failure_sentence(f)) << "\n";
  out << "\n";
}

void internal::md_tail(std::ostream& out, const Report& report) {
  out << "## Summary\n\n" << md_escape(report.summary.sentence) << "\n";
  if (report.summary.claims.total() > 0)
    out << "\n" << md_escape(report.summary.claims_sentence) << "\n";
}

std::string to_markdown(const Report& report) {
  std::ostringstream out;
  internal::md_head(out, report);
  for (const auto& s : report.systems) internal::md_system(out, s);
  internal::md_tail(out, report);
  return out.str();
}

}  // namespace verifier::report
