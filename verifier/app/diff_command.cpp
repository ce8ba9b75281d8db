// app/diff_command.cpp: `verifier diff OLD NEW`: what got worse and what got
// better, as text on stdout and optionally Markdown and JUnit XML for CI.
#include <iostream>

#include "app/commands.h"
#include "report/diff_writers.h"
#include "report/report.h"
#include "verdict/diff.h"

namespace verifier::app {

int diff_command(const DiffOptions& options) {
  Report before, after;
  try {
    before = report::read_report_json(options.old_report);
    after = report::read_report_json(options.new_report);
  } catch (const report::ReportError& e) {
    std::cerr << "verifier: " << e.what() << '\n';
    return exit_input_error;
  }
  auto changes = verdict::diff(before, after);
  std::cout << report::diff_text(changes);
  if (!options.markdown.empty())
    report::write_atomically(options.markdown, report::diff_markdown(changes));
  if (!options.junit.empty()) report::write_atomically(options.junit, report::diff_junit(changes));
  return changes.worse() ? exit_regressions : exit_done;
}

}  // namespace verifier::app
