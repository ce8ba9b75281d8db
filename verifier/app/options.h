// app/options.h: what the command line asked for, per subcommand (spec §2),
// after CLI11 parsed it. The commands take these and nothing global.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace verifier::app {

// Fetch options shared by every subcommand that fetches.
struct NetOptions {
  std::vector<std::string> connect_to;
  std::string cacert;
  bool allow_private = false;
  std::optional<int> concurrency;
  std::optional<int> per_host;
  std::optional<double> timeout;
};

struct RunOptions {
  std::string records;
  std::string rules;  // "" = built-in rules
  std::string out;    // required unless outage_check
  std::string state;  // "" = OUT/state.sqlite
  std::string baseline;
  std::string today;  // YYYY-MM-DD; "" = today (UTC). For tests of history.
  NetOptions net;
  bool quiet = false;
  bool allow_empty = false;  // a records folder without records is no error
  bool outage_check = false;  // only probe the network, write nothing
  bool no_archive_copies = false;  // never read an archive's copy of an unreadable page
};

struct CheckOptions {
  std::string target;  // URL or FILE
  std::string records;  // "" = records/ under the current folder, when it exists
  bool no_records = false;  // decide against no dataset: the system alone
  std::string id;       // a record of the dataset, or
  std::string name;     // an ad-hoc system, decided as one more of the dataset
  std::vector<std::string> aliases;
  std::string operator_name;
  std::string site;
  std::vector<std::string> claims;  // "6128 NVIDIA H200": a count, then a part
  std::string rules;
  NetOptions net;
};

struct TextOptions {
  std::string target;
  std::string rules;
  NetOptions net;
};

struct AliasesOptions {
  std::string records;
  std::string rules;
  std::string id;  // "" = every record
};

struct LintOptions {
  std::string records;
  std::string rules;
  bool allow_empty = false;
};

struct DiffOptions {
  std::string old_report;
  std::string new_report;
  std::string markdown;
  std::string junit;
};

// Exit codes of spec §2.
enum ExitCode : int {
  exit_done = 0,
  exit_regressions = 1,
  exit_input_error = 2,
  exit_run_failed = 3,
};

}  // namespace verifier::app
