// app/common.h: the small pieces several subcommands share: loading rules
// and records (printing the user's errors), turning command-line fetch
// options into the fetch stage's options, and reading one page from a URL or
// a file.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/options.h"
#include "core/fetched.h"
#include "core/page.h"
#include "core/record.h"
#include "core/rules.h"
#include "dataset/dataset.h"
#include "fetch/fetch.h"

namespace verifier::app {

// The rules folder when --rules is not given. An installed verifier reads
// the rules installed beside it (PREFIX/share/verifier/rules for
// PREFIX/bin/verifier, or a rules/ folder next to the binary), wherever the
// tree was moved; a build tree has neither and reads the source tree's
// rules/ as configured (VERIFIER_RULES_DIR).
std::filesystem::path default_rules_dir();

// The rules of `dir`, or of default_rules_dir() when dir is "". Prints every
// error as FILE:LINE:COLUMN: message and returns nullopt when there is one.
std::optional<Rules> load_rules_reporting(const std::string& dir);

// The records of `dir`, each error printed as FILE:LINE:COLUMN: message and
// kept in the result. A folder without records is an error unless
// allow_empty: an emptied or wrong folder would otherwise pass as a dataset
// of no systems and replace a good report.
dataset::LoadedRecords load_records_reporting(const std::string& dir, bool allow_empty);

// The same, or nullopt after printing every error and that no report is
// written: for the commands that go on to fetch.
std::optional<std::vector<Record>> usable_records(const std::string& dir, bool allow_empty);

fetch::FetchOptions fetch_options(const Rules& rules, const NetOptions& net);

// Memory freed by a stage goes back to the system before the next one
// grows: parsing the records and building the alias index (on its own
// thread, while the first pages are fetched) leave much more garbage than
// what they keep, and the fetching threads leave their arenas.
void return_free_memory();

bool is_url(const std::string& target);

// One page as the pass would read it: fetched (following one short meta
// refresh) or read from a local file. `fetched` gets the raw facts; for a
// file they are those of a plain 200.
struct OnePage {
  Fetched fetched;
  std::optional<Page> page;  // none when nothing could be read
};
OnePage read_one_page(const std::string& target, const Rules& rules, const NetOptions& net);

}  // namespace verifier::app
