// report/text.h: the words and escapes the three renderings share: how a
// citation's result and a system's row read in English, where the alias sits
// in an evidence quote, and escaping for HTML and Markdown table cells.
// Internal to report/.
#pragma once

#include <string>
#include <string_view>

#include "core/report_model.h"

namespace verifier::report::internal {

// Every character that could open markup: & < > " '.
std::string html_escape(std::string_view s);

// One Markdown table cell or inline run: `|`, `\`, `*`, `` ` `` escaped,
// `<` as &lt;, every line break a space, so a table never breaks.
std::string md_escape(std::string_view s);

// The evidence quote split around the first case-insensitive (ASCII)
// occurrence of the alias; found = false leaves it all in `before`.
struct Marked {
  std::string before, alias, after;
  bool found = false;
};
Marked mark_alias(std::string_view evidence, std::string_view alias);

// "names this system", "does not name this system", or
// "unreadable: WORD (detail)", with the failing state after it.
std::string result_phrase(const CitationReport& c);

// The result the verdict counted (last_good's while a failure is unconfirmed).
Result counted_result(const CitationReport& c);

// One sentence (or two) that reads a system's table.
std::string system_sentence(const SystemReport& s);

// "all 42 citations of example.org (12 URLs): DNS: could not resolve host".
std::string host_failure_sentence(const HostFailure& f);

// The URL when it is http(s), else "": only such links are ever emitted.
std::string safe_href(std::string_view url);

}  // namespace verifier::report::internal
