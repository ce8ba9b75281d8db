// app/run_command.cpp: `verifier run`, the nightly pass, wired stage by
// stage: records and rules -> distinct URLs -> fetch (one event loop) ->
// pages read on worker threads -> readings -> verdicts -> state -> reports.
// A run that is stopped or fails writes nothing: the last good reports and
// state stay as they were (spec §2-3).
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <map>
#include <mutex>
#include <regex>
#include <set>
#include <thread>

#include "app/commands.h"
#include "app/common.h"
#include "app/night.h"
#include "app/stop_signals.h"
#include "build_info.h"
#include "core/url.h"
#include "dataset/dataset.h"
#include "report/diff_writers.h"
#include "report/publish.h"
#include "report/report.h"
#include "state/state.h"
#include "verdict/diff.h"
#include "verdict/verdict.h"

namespace verifier::app {
namespace {

namespace fs = std::filesystem;

// A page that names some other system of the dataset is a lead for editors.
void add_other_system_hints(Report& report, const Readings& readings) {
  std::map<std::string, std::string> names;
  for (const auto& s : report.systems) names.emplace(s.id, s.name);
  for (auto& system : report.systems) {
    for (auto& c : system.citations) {
      if (c.result != Result::does_not_name) continue;
      auto it = readings.find(same_url_key(c.url));
      if (it == readings.end() || it->second.namings.empty()) continue;
      std::string others;
      for (const auto& [id, naming] : it->second.namings) {
        if (id == system.id || others.size() > 200) continue;
        others += (others.empty() ? "" : ", ") + names[id];
      }
      if (others.empty()) continue;
      if (!c.detail.empty()) c.detail += "; ";
      c.detail += "names another system of the dataset: " + others;
    }
  }
}

std::optional<std::vector<Record>> load_records_reporting(const std::string& dir) {
  auto loaded = dataset::load_records(dir);
  for (const auto& e : loaded.errors) std::cerr << e.to_string() << '\n';
  if (!loaded.errors.empty()) {
    std::cerr << "verifier: " << loaded.errors.size()
              << " error(s) in the records; no report written\n";
    return std::nullopt;
  }
  return std::move(loaded.records);
}

void print_summary(const Report& report, const fs::path& out) {
  const auto& s = report.summary;
  std::cout << s.sentence << '\n'
            << "verifier: " << s.systems << " systems, " << s.citations << " citations of "
            << s.urls << " URLs; report: " << fs::absolute(out / "index.html").string() << '\n';
}

// The chart's nights: the stored ones, with tonight in place of any earlier
// reading of the same date.
std::vector<NightCounts> chart_with(const Report& report, const state::State& state,
                                    const std::string& today) {
  auto nights = state.night_counts(30);
  std::erase_if(nights, [&](const NightCounts& n) { return n.date == today; });
  const auto& s = report.summary;
  nights.push_back({today, s.verified, s.weakly_sourced, s.unverifiable, s.uncited});
  if (nights.size() > 30) nights.erase(nights.begin());
  return nights;
}

// Reports are staged, the night is committed to the state, and only then do
// the reports replace the last good ones (report/publish.h): a run killed or
// failing before that leaves both as they were.
bool publish(const Report& report, const Readings& readings, state::State& state,
             const fs::path& out, const std::string& today) {
  report::stage_reports(report, out, chart_with(report, state, today));
  try {
    state.record_night(today, readings, report);
  } catch (const state::StateError& e) {
    report::discard_staged(out);
    std::cerr << "verifier: " << e.what() << "; no report written\n";
    return false;
  }
  report::commit_staged(out);
  return true;
}

int compare_with_baseline(const Report& baseline, const Report& report) {
  auto changes = verdict::diff(baseline, report);
  if (!changes.regressions.empty() || !changes.improvements.empty())
    std::cout << report::diff_text(changes);
  return changes.worse() ? exit_regressions : exit_done;
}

}  // namespace

int run_command(const RunOptions& options) {
  StopSignals signals;  // before any thread starts, so all inherit the mask
  if (!options.today.empty() && !std::regex_match(options.today, std::regex(R"(\d{4}-\d{2}-\d{2})"))) {
    std::cerr << "verifier run: --date takes YYYY-MM-DD, not \"" << options.today << "\"\n";
    return exit_input_error;
  }
  auto rules = load_rules_reporting(options.rules);
  if (!rules) return exit_input_error;
  auto records = load_records_reporting(options.records);
  if (!records) return exit_input_error;
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
  std::optional<state::State> state;
  try {
    state.emplace(state_file);
  } catch (const state::StateLocked& e) {
    std::cerr << "verifier: " << state_file.string() << " is locked by pid " << e.pid()
              << ": another run is using this state\n";
    return exit_run_failed;
  }
  report::finish_staged(out);  // complete a set a killed run had committed

  std::string today = options.today.empty() ? today_utc() : options.today;
  bool show_progress = !options.quiet && isatty(STDERR_FILENO);
  Night night(*rules, options.net, *records, *state, signals, show_progress);
  if (!night.read_all(distinct_urls(*records))) {
    std::cerr << "verifier: stopped by signal " << signals.signal_number()
              << "; no report written, state unchanged\n";
    return exit_run_failed;
  }

  auto history = state->history(*records, today);
  verdict::DecideInput input{&*records, &night.readings(), &history, &*rules,
                             today, now_rfc3339(), VERIFIER_VERSION};
  Report report = verdict::decide(input);
  add_other_system_hints(report, night.readings());
  if (signals.stopped()) return exit_run_failed;
  if (!publish(report, night.readings(), *state, out, today)) return exit_run_failed;
  print_summary(report, out);
  return baseline ? compare_with_baseline(*baseline, report) : exit_done;
}

}  // namespace verifier::app
