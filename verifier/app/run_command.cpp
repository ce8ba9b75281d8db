// app/run_command.cpp: `verifier run`, the nightly pass, wired stage by
// stage: records and rules -> distinct URLs -> fetch (one event loop) ->
// pages read on worker threads -> readings -> verdicts -> state -> reports.
// A run that is stopped or fails writes nothing: the last good reports and
// state stay as they were (spec §2-3); nor does a night when our own network
// was down (verdict/outage.h). Memory per URL is kept small: pages
// are never all held, readings stay packed from fetching to storing, the
// fetching and matching machinery is gone before deciding, and systems are
// decided and written into the staged reports one by one, never all held as
// a Report.
#include <unistd.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <map>

#include "app/commands.h"
#include "app/common.h"
#include "app/night.h"
#include "app/outage_check.h"
#include "app/page_workers.h"
#include "app/stop_signals.h"
#include "build_info.h"
#include "core/date.h"
#include "core/location.h"
#include "core/lock_file.h"
#include "core/url.h"
#include "core/utc_time.h"
#include "report/diff_writers.h"
#include "report/publish.h"
#include "report/report.h"
#include "state/state.h"
#include "verdict/diff.h"
#include "verdict/outage.h"
#include "verdict/verdict.h"

namespace verifier::app {
namespace {

namespace fs = std::filesystem;

void print_summary(const Report& report, const fs::path& out) {
  const auto& s = report.summary;
  std::cout << s.sentence << '\n'
            << "verifier: " << s.systems << " systems, " << s.citations << " citations of "
            << s.urls << " URLs; report: " << fs::absolute(out / "index.html").string() << '\n';
}

// The chart's nights: the stored ones, with tonight in place of any earlier
// reading of the same date.
std::vector<NightCounts> chart_with(const Summary& s, const state::State& state,
                                    Date today) {
  auto nights = state.night_counts(30);
  std::erase_if(nights, [&](const NightCounts& n) { return n.date == today.text(); });
  NightCounts& tonight = nights.emplace_back();
  tonight.date = today.text();
  static_cast<VerdictCounts&>(tonight) = s;
  if (nights.size() > 30) nights.erase(nights.begin());
  return nights;
}

// What deciding keeps: the report without its systems (those are in the
// staged files), each system's verdict for the state, and the systems
// themselves only when a baseline is to be compared with.
struct Decided {
  Report report;
  state::State::Verdicts verdicts;
};

struct DecideContext {
  const std::vector<Record>& records;
  const std::vector<HostFailure>& host_failures;
  const NightReadings& readings;
  const state::State& state;
  const Rules& rules;
  Date today;
  std::string generated_at;  // RFC 3339, of the same clock read as `today`
  std::size_t url_count;
  bool keep_systems;
};

// Each system is decided with its own history (verdict/ adds its hints) and written
// into the staged reports at once. Nullopt when stopped by a signal.
std::optional<Decided> decide_and_stage(const DecideContext& cx, const fs::path& out,
                                        const StopSignals& signals) {
  Decided d;
  d.report.generated_at = cx.generated_at;
  d.report.tool_version = VERIFIER_VERSION;
  verdict::DecideInput input{nullptr, &cx.readings, nullptr, &cx.rules,
                             cx.today, d.report.generated_at, VERIFIER_VERSION};
  auto writer = report::stage_writer(out);
  verdict::SummaryTally tally;
  const auto by_id = verdict::in_id_order(cx.records);
  input.systems = &by_id;
  d.verdicts.reserve(by_id.size());
  for (const Record* rec : by_id) {
    if (signals.stopped()) return std::nullopt;
    const auto history = cx.state.history_of(*rec, cx.today);
    input.history = &history;
    SystemReport system = verdict::decide_system(input, *rec);
    writer.add(system);
    tally.add(system);
    d.verdicts.emplace_back(system.id, system.verdict);
    if (cx.keep_systems) d.report.systems.push_back(std::move(system));
  }
  d.report.summary = tally.summary(static_cast<int>(cx.url_count));
  d.report.host_failures = cx.host_failures;
  writer.finish(d.report, chart_with(d.report.summary, cx.state, cx.today));
  return d;
}

// The staged reports are committed only once the night is in the state
// (report/publish.h): a run killed or failing before that leaves both as
// they were.
bool commit(const NightReadings& readings, const Decided& decided, state::State& state,
            const fs::path& out, Date today) {
  try {
    state.record_night(today, readings, decided.verdicts);
  } catch (const state::StateError& e) {
    report::discard_staged(out);
    std::cerr << "verifier: " << e.what() << "; no report written\n";
    return false;
  }
  report::commit_staged(out);
  return true;
}

// An outage night is not evidence against the sources: it records nothing
// (README, "Outage nights"). True when tonight is one, after saying so in
// one line. Canaries that failed on a night that is not one are told too:
// their list may need mending.
bool is_outage(const verdict::NightHosts& hosts, const std::vector<verdict::CanaryOutcome>& canaries,
               const Rules& rules) {
  auto outage = verdict::decide_outage(hosts, canaries, rules.outage);
  if (outage.outage) {
    std::cerr << "verifier: outage: " << outage.text()
              << ": nothing recorded, reports and state unchanged\n";
    return true;
  }
  if (outage.canaries_unreachable > 0)
    std::cerr << "verifier: note: " << outage.text()
              << ": not an outage, so the night is recorded; check the canaries in "
                 "rules/fetch.yaml\n";
  return false;
}

// Hosts that rate-limited or blocked us, or waited for their budget, are
// told in the night's log too: a maintainer reading cron's mail must see
// that an archive is pushing back before it blocks the address for longer.
void tell_stopped_hosts(const std::vector<HostFailure>& failures) {
  for (const auto& f : failures)
    if (!f.whole_host) std::cerr << "verifier: " << report::host_failure_line(f) << '\n';
}

int compare_with_baseline(const Report& baseline, const Report& report) {
  auto changes = verdict::diff(baseline, report);
  if (!changes.regressions.empty() || !changes.improvements.empty())
    std::cout << report::diff_text(changes);
  return changes.worse() ? exit_regressions : exit_done;
}

}  // namespace

int run_command(const RunOptions& options) {
  if (options.outage_check) return outage_check_command(options);
  if (options.out.empty()) {
    std::cerr << "verifier run: --out is required (except with --outage-check)\n";
    return exit_input_error;
  }
  StopSignals signals;  // before any thread starts, so all inherit the mask
  std::string why_not;
  const std::time_t started = std::time(nullptr);  // the run's one clock read
  const auto today = options.today.empty() ? Date::utc_day_of(started) : Date::parse(options.today, &why_not);
  if (!today) {
    std::cerr << "verifier run: --date takes YYYY-MM-DD, not \"" << one_line(options.today)
              << "\": " << why_not << "\n";
    return exit_input_error;
  }
  auto rules = load_rules_reporting(options.rules);
  if (!rules) return exit_input_error;
  auto records = usable_records(options.records, options.allow_empty);
  if (!records) return exit_input_error;
  return_free_memory();
  std::optional<Report> baseline;
  if (!options.baseline.empty()) {
    try {
      baseline = report::read_report_json(options.baseline);
    } catch (const report::ReportError& e) {
      std::cerr << "verifier: " << e.what() << '\n';
      return exit_input_error;
    }
  }

  fs::path out = options.out;
  fs::path state_file = options.state.empty() ? out / "state.sqlite" : fs::path(options.state);
  fs::create_directories(out);
  if (state_file.has_parent_path()) fs::create_directories(state_file.parent_path());
  // One run writes into a report folder at a time, whatever state it keeps:
  // two runs staging and committing into one folder can leave no reports.
  std::optional<LockFile> out_lock;
  try {
    out_lock.emplace(out / ".lock");
  } catch (const Locked& e) {
    std::cerr << "verifier: " << out.string() << " is locked by pid " << e.pid()
              << ": another run is writing its reports there\n";
    return exit_run_failed;
  }
  std::optional<state::State> state;
  try {
    state.emplace(state_file);
  } catch (const state::StateLocked& e) {
    std::cerr << "verifier: " << state_file.string() << " is locked by pid " << e.pid()
              << ": another run is using this state\n";
    return exit_run_failed;
  }
  report::finish_staged(out);  // complete a set a killed run had committed

  bool show_progress = !options.quiet && isatty(STDERR_FILENO);
  PackedReadings packed;
  verdict::NightHosts hosts;
  std::size_t url_count = 0;
  {
    Night night(*rules, options.net, *records, *state, signals, show_progress,
                options.no_archive_copies ? std::nullopt : std::optional(*today));
    return_free_memory();
    auto urls = distinct_urls(*records);
    url_count = urls.size();
    if (!night.read_all(std::move(urls))) {
      std::cerr << "verifier: stopped by signal " << signals.signal_number()
                << "; no report written, state unchanged\n";
      return exit_run_failed;
    }
    packed = night.take_readings();
    hosts = night.take_hosts();
    if (!night.archive_log_line().empty()) std::cerr << "verifier: " << night.archive_log_line() << '\n';
  }  // the alias index, page reader and fetch pool are freed here
  return_free_memory();
  auto canaries = fetch_canaries(*rules, options.net, signals);
  if (signals.stopped()) {
    std::cerr << "verifier: stopped by signal " << signals.signal_number()
              << "; no report written, state unchanged\n";
    return exit_run_failed;
  }
  if (is_outage(hosts, canaries, *rules)) return exit_run_failed;
  auto host_failures = verdict::host_wide_failures(hosts);
  count_citations(host_failures, *records, hosts);
  tell_stopped_hosts(host_failures);
  const NightReadings readings(std::move(packed));

  DecideContext cx{*records, host_failures, readings, *state, *rules, *today,
                   utc_text(started, "%Y-%m-%dT%H:%M:%SZ"), url_count, baseline.has_value()};
  auto decided = decide_and_stage(cx, out, signals);
  if (!decided) {
    report::discard_staged(out);
    return exit_run_failed;
  }
  if (!commit(readings, *decided, *state, out, *today)) return exit_run_failed;
  print_summary(decided->report, out);
  return baseline ? compare_with_baseline(*baseline, decided->report) : exit_done;
}

}  // namespace verifier::app
