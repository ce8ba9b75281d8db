// app/lint_command.cpp: `verifier lint`, the records and rules checked
// without touching the network; every problem printed, compiler style.
#include <iostream>
#include <set>

#include "app/commands.h"
#include "app/common.h"
#include "core/url.h"

namespace verifier::app {

int lint_command(const LintOptions& options) {
  auto rules = load_rules_reporting(options.rules);
  auto loaded = load_records_reporting(options.records, options.allow_empty);
  if (!rules || !loaded.errors.empty()) {
    std::cerr << "verifier lint: " << loaded.errors.size() << " error(s) in the records"
              << (rules ? "" : "; the rules have errors too") << '\n';
    return exit_input_error;
  }
  std::size_t citations = 0, uncited = 0;
  std::set<std::string> urls;
  for (const auto& r : loaded.records) {
    citations += r.citations.size();
    if (r.citations.empty()) ++uncited;
    for (const auto& c : r.citations) urls.insert(c.key());
  }
  std::cout << loaded.records.size() << " records, " << citations << " citations of "
            << urls.size() << " distinct URLs, " << uncited
            << " records without a cited URL; rules OK\n";
  return exit_done;
}

}  // namespace verifier::app
