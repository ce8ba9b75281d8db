// report/text.h: the words and escapes the three renderings share: how a
// citation's result and a system's row read in English, what identified the
// system and where those words sit in an evidence quote, and escaping for
// HTML and Markdown table cells.
// Internal to report/.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/report_model.h"

namespace verifier::report::internal {

// Every character that could open markup: & < > " '.
std::string html_escape(std::string_view s);

// One Markdown table cell or inline run: `|`, `\`, `*`, `` ` `` escaped,
// `<` as &lt;, every line break a space, so a table never breaks.
std::string md_escape(std::string_view s);

// One of identified_by's items, "alias: Summit" -> {"alias", "Summit"}; an
// item without ": " is all value, of kind "".
struct Identity {
  std::string kind, value;
};
Identity identity_of(std::string_view item);

// What tied the page to the system, for a person: "alias Summit; operator
// Oak Ridge National Laboratory" ("" when nothing is listed).
std::string identified_text(const std::vector<std::string>& identified_by);

// The evidence quote cut into runs: plain text (kind "") and the words that
// identified the system (identified_by's values, and the matched alias)
// where they occur in it, case-insensitively (ASCII) and as whole words,
// each with its item's kind ("other" for an item without one). Longer
// words win an overlap.
struct QuoteRun {
  std::string text;
  std::string kind;  // "alias", "operator", "site", "model", "count", ...; "" plain
};
std::vector<QuoteRun> marked_quote(std::string_view evidence, const CitationReport& c);

// "names this system", "describes this system", "does not name this
// system" (each with "(archive copy of DATE)" when decided on a copy), or
// "unreadable: WORD (detail)", with the failing state after it.
std::string result_phrase(const CitationReport& c);

// The result the verdict counted (last_good's while a failure is unconfirmed).
Result counted_result(const CitationReport& c);

// One sentence (or two) that reads a system's table.
std::string system_sentence(const SystemReport& s);

// "all 42 citations of example.org (12 URLs): DNS: could not resolve host";
// without "all" for a host stopped part-way ("30 citations of web.archive.org
// (20 URLs): daily budget of 400 requests spent: waits for the next night").
std::string host_failure_sentence(const HostFailure& f);

// A system's claims with the citation each cites, contradictions first
// (what an editor must fix), the rest in the record's order.
struct CitedClaim {
  const CitationReport* citation;
  const ClaimCheck* claim;
};
std::vector<CitedClaim> claims_in_order(const SystemReport& s);

// "6128 NVIDIA H200 SXM".
std::string claim_text(const ClaimCheck& c);

// "contradicts: 24k (H100)", "states: 6,128 GPUs", "not-stated".
std::string claim_found_text(const ClaimCheck& c);

// The URL when it is http(s), else "": only such links are ever emitted.
std::string safe_href(std::string_view url);

}  // namespace verifier::report::internal
