// diff_writers.cpp: a Diff as plain text, Markdown and JUnit XML. The same
// lines in every format, in the Diff's order (system id, verdict first).
#include <map>
#include <sstream>

#include "report/diff_writers.h"
#include "report/text.h"

namespace verifier::report {
namespace {

std::string line_of(const Change& c) {
  std::string out = c.system_id;
  out += c.url.empty() ? ": verdict " : ": " + c.url + ": ";
  out += c.before + " -> " + c.after + " (" + c.why + ")";
  return out;
}

void text_block(std::ostream& out, const char* title, const std::vector<Change>& cs) {
  out << title << " (" << cs.size() << ")" << (cs.empty() ? ": none\n" : ":\n");
  for (const auto& c : cs) out << "  " << line_of(c) << "\n";
}

void md_block(std::ostream& out, const char* title, const std::vector<Change>& cs) {
  out << "## " << title << " (" << cs.size() << ")\n\n";
  if (cs.empty()) {
    out << "None.\n\n";
    return;
  }
  out << "| System | Citation | Before | After | Why |\n|---|---|---|---|---|\n";
  for (const auto& c : cs)
    out << "| " << internal::md_escape(c.system_name.empty() ? c.system_id : c.system_name)
        << " | " << (c.url.empty() ? "(verdict)" : internal::md_escape(c.url)) << " | "
        << internal::md_escape(c.before) << " | " << internal::md_escape(c.after) << " | "
        << internal::md_escape(c.why) << " |\n";
  out << "\n";
}

// XML 1.0 forbids most control characters even escaped: they become spaces.
std::string xml_escape(std::string_view s) {
  std::string clean;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    clean += (u < 0x20 && c != '\t' && c != '\n' && c != '\r') ? ' ' : c;
  }
  return internal::html_escape(clean);
}

struct Case {
  std::vector<const Change*> regressions, improvements;
};

}  // namespace

std::string diff_text(const Diff& d) {
  std::ostringstream out;
  text_block(out, "Regressions", d.regressions);
  text_block(out, "Improvements", d.improvements);
  return out.str();
}

std::string diff_markdown(const Diff& d) {
  std::ostringstream out;
  out << "# Source check: what changed\n\n";
  md_block(out, "Regressions", d.regressions);
  md_block(out, "Improvements", d.improvements);
  return out.str();
}

std::string diff_junit(const Diff& d) {
  std::map<std::string, Case> cases;
  for (const auto& c : d.regressions) cases[c.system_id].regressions.push_back(&c);
  for (const auto& c : d.improvements) cases[c.system_id].improvements.push_back(&c);
  int failures = 0;
  for (const auto& [id, k] : cases) failures += k.regressions.empty() ? 0 : 1;
  const std::size_t tests = cases.empty() ? 1 : cases.size();
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"verifier diff\" tests=\""
      << tests << "\" failures=\"" << failures << "\">\n<testsuite name=\"source check\" tests=\""
      << tests << "\" failures=\"" << failures << "\">\n";
  if (cases.empty()) out << "<testcase classname=\"verifier.diff\" name=\"no changes\"/>\n";
  for (const auto& [id, k] : cases) {
    out << R"(<testcase classname="verifier.diff" name=")" << xml_escape(id) << "\">\n";
    if (!k.regressions.empty()) {
      out << "<failure message=\"" << k.regressions.size() << " regression(s)\">";
      for (const auto* c : k.regressions) out << xml_escape(line_of(*c)) << "\n";
      out << "</failure>\n";
    }
    if (!k.improvements.empty()) {
      out << "<system-out>";
      for (const auto* c : k.improvements) out << xml_escape(line_of(*c)) << "\n";
      out << "</system-out>\n";
    }
    out << "</testcase>\n";
  }
  out << "</testsuite>\n</testsuites>\n";
  return out.str();
}

}  // namespace verifier::report
