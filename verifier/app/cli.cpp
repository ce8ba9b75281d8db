// app/cli.cpp: the command line (spec §2) with CLI11: subcommands, their
// options, a --help that teaches by example, and misuse reported as exit 2.
#include <CLI/CLI.hpp>

#include <array>
#include <initializer_list>
#include <functional>
#include <iostream>
#include <memory>
#include <string>

#include "app/commands.h"
#include "build_info.h"

namespace verifier::app {
namespace {

constexpr const char* about =
    "verifier: checks that a dataset's citations really name the systems they are cited for.\n"
    "It fetches every cited URL once, reads the page as a person would, looks for the\n"
    "system's name and aliases, and writes report.json, report.md and index.html.";

// Each subcommand's own examples: its --help shows them, the top --help
// shows them all.
constexpr const char* run_examples = R"(  verifier run --records records --out reports/tonight
  verifier run --records records --out reports/tonight --baseline reports/yesterday/report.json
  verifier run --records records --outage-check
)";
constexpr const char* check_examples =
    R"(  verifier check https://www.top500.org/system/179397/ --id oak-ridge-nl-summit
  verifier check page.html --name Summit --operator "Oak Ridge NL" --records records
  verifier check page.html --id oak-ridge-nl-summit --claim "27648 NVIDIA V100"
)";
constexpr const char* text_examples = R"(  verifier text page.html
  verifier text https://www.top500.org/system/179397/
)";
constexpr const char* lint_examples = R"(  verifier lint --records records
  verifier lint --records records --rules my-rules
)";
constexpr const char* aliases_examples = R"(  verifier aliases --records records
  verifier aliases --records records --id meta-100k
)";
constexpr const char* diff_examples =
    R"(  verifier diff reports/yesterday/report.json reports/tonight/report.json
  verifier diff old.json new.json --markdown diff.md --junit diff.xml
)";

constexpr const char* exit_codes =
    R"(Exit codes: 0 done; 1 done, with regressions against the baseline (or diff found some);
2 input or usage error (FILE:LINE:COLUMN: message on stderr); 3 the run failed, was
stopped, or our own network was down (an outage: nearly every host unreachable), and
nothing was recorded.)";

std::string footer(std::initializer_list<const char*> examples) {
  std::string out = "Examples:\n";
  for (const char* e : examples) out += e;
  return out + "\n" + exit_codes;
}

// What each subcommand does, as its --help and the list of subcommands say it.
constexpr const char* run_help =
    "the nightly pass: fetch every citation, decide, write the reports into --out";

constexpr const char* check_help =
    R"(one page, one system, decided as the nightly run decides it (with every record of the
dataset, so names other records share count as they do in the report): prints the
result word, then the matched alias, what identified the system, and the evidence;
then each accelerator count it is cited for (--claim adds one) with the page's answer)";

constexpr const char* text_help =
    "print the text the matcher sees for a page (what a reader sees), one block a line; on stderr,\n"
    "why a page is not readable, or that only its first part was read (past a size or cost cap)";

constexpr const char* lint_help = "validate records and rules; no network";

constexpr const char* aliases_help =
    R"(each record's names as the matcher uses them: its kind (named, or a description no page
can name), its aliases (* derived; ambiguous ones need the system's own context), and
whether a page could describe it; no network)";

constexpr const char* diff_help =
    "what got worse and what got better between two report.json; exit 1 if anything got worse";

void add_net_options(CLI::App& cmd, NetOptions& net) {
  cmd.add_option("--connect-to", net.connect_to,
                 "HOST:PORT:CHOST:CPORT, as curl's: connect there instead; repeatable")
      ->type_name("H:P:CH:CP");
  cmd.add_option("--cacert", net.cacert, "extra CA bundle (PEM), as curl's")
      ->check(CLI::ExistingFile);
  cmd.add_flag("--allow-private", net.allow_private,
               "permit loopback, private and link-local addresses");
  cmd.add_option("--concurrency", net.concurrency, "transfers at once (default 32)")
      ->check(CLI::Range(1, 1024));
  cmd.add_option("--per-host", net.per_host, "transfers at once to one host (default 2)")
      ->check(CLI::Range(1, 64));
  cmd.add_option("--timeout", net.timeout,
                 "one attempt's whole time in seconds, as curl's --max-time (default 20)")
      ->check(CLI::Range(0.1, 3600.0));
}

void add_allow_empty_option(CLI::App& cmd, bool& allow_empty) {
  cmd.add_flag("--allow-empty", allow_empty,
               "a records folder without any *.yaml is no error (by default it is: exit 2, so an "
               "emptied folder never writes a 0-system report over a good one)");
}

void add_records_option(CLI::App& cmd, std::string& records) {
  cmd.add_option("--records", records, "folder of records/*.yaml")
      ->required()->check(CLI::ExistingDirectory);
}

void add_rules_option(CLI::App& cmd, std::string& rules) {
  cmd.add_option("--rules", rules,
                 "rules folder (default: share/verifier/rules beside the binary's folder, "
                 "else rules/ next to it, else the source tree's " VERIFIER_RULES_DIR ")")
      ->check(CLI::ExistingDirectory);
}

// A subcommand as declared: CLI11 fills its options while parsing, then
// `run` runs it with them.
struct Subcommand {
  CLI::App* app;
  std::function<int()> run;
};

// Declares `name` and its options (`options` adds them); the options live
// as long as the Subcommand, whose `run` hands them to `command`.
template <class Options>
Subcommand subcommand(CLI::App& cli, const char* name, const char* help, const char* examples,
                      void (*options)(CLI::App&, Options&), int (*command)(const Options&)) {
  auto values = std::make_shared<Options>();
  auto* app = cli.add_subcommand(name, help);
  app->footer(footer({examples}));
  options(*app, *values);
  return {app, [values, command] { return command(*values); }};
}

void run_options(CLI::App& cmd, RunOptions& run) {
  add_records_option(cmd, run.records);
  add_rules_option(cmd, run.rules);
  cmd.add_option("--out", run.out, "report folder (created if missing); required, except with --outage-check");
  cmd.add_option("--state", run.state,
                 "run-to-run state (default OUT/state.sqlite); pass one fixed file from cron");
  cmd.add_option("--baseline", run.baseline,
                 "an earlier report.json; regressions against it exit 1")
      ->check(CLI::ExistingFile);
  cmd.add_option("--date", run.today, "the night's date, YYYY-MM-DD (default: today, UTC)");
  cmd.add_flag("--quiet", run.quiet, "no progress line, even on a terminal");
  add_allow_empty_option(cmd, run.allow_empty);
  cmd.add_flag("--outage-check", run.outage_check,
               "only ask whether our own network is down: fetch the canaries "
               "(rules/fetch.yaml) and one URL of each of up to 50 cited hosts, say what "
               "answered, write nothing; exit 0 when the network looks fine, 3 when a "
               "night now would be an outage");
  cmd.add_flag("--no-archive-copies", run.no_archive_copies,
               "never decide an unreadable page on an archive's copy (by default the "
               "Wayback capture nearest the night, or the note's access date, is looked "
               "up and read)");
  add_net_options(cmd, run.net);
}

void check_options(CLI::App& cmd, CheckOptions& check) {
  cmd.add_option("target", check.target, "a URL, or a local FILE read as the page")->required();
  auto* id_opt = cmd.add_option("--id", check.id, "the record to decide (its id)");
  auto* name_opt = cmd.add_option(
      "--name", check.name, "or an ad-hoc system's name, decided as one more system of the dataset");
  id_opt->excludes(name_opt);
  cmd.add_option("--alias", check.aliases, "another name of the ad-hoc system; repeatable")
      ->needs(name_opt);
  cmd.add_option("--operator", check.operator_name, "who runs the ad-hoc system")->needs(name_opt);
  cmd.add_option("--site", check.site, "where the ad-hoc system is")->needs(name_opt);
  cmd.add_option("--claim", check.claims,
                 "an accelerator count to check against the page, \"6128 NVIDIA H200\";\n"
                 "repeatable (the record's own claims on this URL are checked too)");
  auto* records_opt = cmd.add_option(
      "--records", check.records, "the dataset (default: records/ here, when it exists)")
      ->check(CLI::ExistingDirectory);
  cmd.add_flag("--no-records", check.no_records, "decide the ad-hoc system alone")
      ->excludes(records_opt);
  add_rules_option(cmd, check.rules);
  add_net_options(cmd, check.net);
}

void text_options(CLI::App& cmd, TextOptions& text) {
  cmd.add_option("target", text.target, "a URL, or a local FILE")->required();
  add_rules_option(cmd, text.rules);
  add_net_options(cmd, text.net);
}

void lint_options(CLI::App& cmd, LintOptions& lint) {
  add_records_option(cmd, lint.records);
  add_rules_option(cmd, lint.rules);
  add_allow_empty_option(cmd, lint.allow_empty);
}

void aliases_options(CLI::App& cmd, AliasesOptions& aliases) {
  add_records_option(cmd, aliases.records);
  cmd.add_option("--id", aliases.id, "only this record");
  add_rules_option(cmd, aliases.rules);
}

void diff_options(CLI::App& cmd, DiffOptions& diff) {
  cmd.add_option("old", diff.old_report, "the earlier report.json")->required()->check(CLI::ExistingFile);
  cmd.add_option("new", diff.new_report, "the later report.json")->required()->check(CLI::ExistingFile);
  cmd.add_option("--markdown", diff.markdown, "also write the differences as Markdown here");
  cmd.add_option("--junit", diff.junit, "also write them as JUnit XML here (for CI)");
}

}  // namespace

int command_line(int argc, char** argv) {
  CLI::App cli{about, "verifier"};
  cli.footer(footer({lint_examples, run_examples, check_examples, aliases_examples,
                     text_examples, diff_examples}));
  cli.set_version_flag("--version", "verifier " VERIFIER_VERSION);
  cli.require_subcommand(1);

  const std::array subcommands = {
      subcommand(cli, "run", run_help, run_examples, run_options, run_command),
      subcommand(cli, "check", check_help, check_examples, check_options, check_command),
      subcommand(cli, "text", text_help, text_examples, text_options, text_command),
      subcommand(cli, "lint", lint_help, lint_examples, lint_options, lint_command),
      subcommand(cli, "aliases", aliases_help, aliases_examples, aliases_options, aliases_command),
      subcommand(cli, "diff", diff_help, diff_examples, diff_options, diff_command)};

  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = cli.exit(e);  // prints help/version on stdout, errors on stderr
    return code == 0 ? exit_done : exit_input_error;
  }

  for (const auto& sub : subcommands)
    if (*sub.app) return sub.run();
  return exit_input_error;  // unreachable: CLI11 requires one subcommand
}

}  // namespace verifier::app
