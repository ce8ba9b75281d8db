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
#include "app/page_reader.h"
#include "app/page_workers.h"
#include "app/progress.h"
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
using Readings = std::map<std::string, Reading>;  // by same_url_key

// Every distinct URL the records cite, by same_url_key, as first spelt.
std::map<std::string, std::string> distinct_urls(const std::vector<Record>& records) {
  std::map<std::string, std::string> urls;
  for (const auto& r : records)
    for (const auto& c : r.citations) urls.emplace(same_url_key(c.url), c.url);
  return urls;
}

bool is_immutable(const std::string& url, const std::vector<std::regex>& patterns) {
  for (const auto& p : patterns)
    if (std::regex_search(url, p)) return true;
  return false;
}

std::vector<std::regex> compile(const std::vector<std::string>& patterns) {
  std::vector<std::regex> out;
  for (const auto& p : patterns) out.emplace_back(p, std::regex::ECMAScript);
  return out;
}

// The fetching and reading of one night. Keeps what it learnt in `readings`.
class Night {
 public:
  Night(const Rules& rules, const NetOptions& net, const std::vector<Record>& records,
        state::State& state, StopSignals& signals, bool show_progress)
      : rules_(rules), records_(records), state_(state), signals_(signals),
        index_(records, rules.match), reader_(rules, index_, records),
        pool_(fetch_options(rules, net)),
        progress_(show_progress, [this] { return fetch_counts(); }) {
    signals_.on_stop([this] { pool_.stop(); });
  }

  ~Night() { signals_.on_stop({}); }

  // Fetches and reads every URL; false when the run was stopped.
  bool read_all(const std::map<std::string, std::string>& urls) {
    auto requests = plan(urls);
    fetch_round(std::move(requests));
    if (signals_.stopped()) return false;
    fetch_round(take_refreshes());  // pages that sent the reader on at once
    progress_.stop();
    return !signals_.stopped();
  }

  Readings& readings() { return readings_; }
  std::string results_so_far() const { return progress_.results_so_far(); }

 private:
  // Immutable snapshots already read are reused; the rest are fetched, with
  // last night's validators so an unchanged page costs a 304.
  std::vector<fetch::FetchRequest> plan(const std::map<std::string, std::string>& urls) {
    auto immutable = compile(rules_.fetch.immutable_patterns);
    std::vector<fetch::FetchRequest> requests;
    for (const auto& [key, url] : urls) {
      auto stored = state_.last_reading(key);
      if (stored && is_immutable(url, immutable)) {
        stored->url = url;
        stored->reused = true;
        keep(key, std::move(*stored));
        continue;
      }
      fetch::FetchRequest request{url, "", ""};
      if (stored) {
        request.etag = stored->etag;
        request.last_modified = stored->last_modified;
        stored_.emplace(key, std::move(*stored));
      }
      requests.push_back(std::move(request));
    }
    total_ = urls.size();
    return requests;
  }

  void fetch_round(std::vector<fetch::FetchRequest> requests) {
    if (requests.empty()) return;
    auto threads = std::max(1u, std::thread::hardware_concurrency());
    PageWorkers workers(threads, 2 * threads, [this](Fetched&& f) { read_one(std::move(f)); });
    pool_.run(std::move(requests), [&workers](Fetched&& f) { workers.submit(std::move(f)); });
    workers.finish();
  }

  void read_one(Fetched&& fetched) {
    std::string key = restore_refreshed(fetched);
    if (fetched.not_modified) {
      if (auto reused = stored_reading(key, fetched)) return keep(key, std::move(*reused));
    }
    auto outcome = reader_.read(std::move(fetched));
    if (outcome.refresh_to && !refreshed_.count(key)) {
      std::lock_guard lock(mutex_);
      refreshes_.emplace(same_url_key(*outcome.refresh_to), std::make_pair(key, *outcome.refresh_to));
    }
    keep(key, std::move(outcome.reading));
  }

  std::optional<Reading> stored_reading(const std::string& key, const Fetched& fetched) {
    std::lock_guard lock(mutex_);
    auto it = stored_.find(key);
    if (it == stored_.end()) return std::nullopt;
    Reading r = it->second;
    r.url = fetched.url;
    r.reused = true;
    return r;
  }

  // A refresh target is read as the page of the URL that sent us there.
  std::string restore_refreshed(Fetched& fetched) {
    std::lock_guard lock(mutex_);
    auto it = refreshing_.find(same_url_key(fetched.url));
    if (it == refreshing_.end()) return same_url_key(fetched.url);
    fetched.redirects.insert(fetched.redirects.begin(), fetched.url);
    fetched.url = it->second.second;
    return it->second.first;
  }

  std::vector<fetch::FetchRequest> take_refreshes() {
    std::lock_guard lock(mutex_);
    std::vector<fetch::FetchRequest> requests;
    for (auto& [target_key, origin] : refreshes_) {
      auto& [origin_key, target] = origin;
      refreshed_.insert(origin_key);
      std::string origin_url = readings_.at(origin_key).url;
      refreshing_.emplace(target_key, std::make_pair(origin_key, origin_url));
      requests.push_back({target, "", ""});
    }
    refreshes_.clear();
    return requests;
  }

  void keep(const std::string& key, Reading reading) {
    progress_.count(reading.namings.empty() ? reading.result : Result::names);
    std::lock_guard lock(mutex_);
    readings_[key] = std::move(reading);
  }

  FetchCounts fetch_counts() {
    auto p = pool_.progress();
    std::lock_guard lock(mutex_);
    return {std::min(readings_.size(), total_), total_, p.active_hosts};
  }

  const Rules& rules_;
  const std::vector<Record>& records_;
  state::State& state_;
  StopSignals& signals_;
  match::AliasIndex index_;
  PageReader reader_;
  fetch::FetchPool pool_;
  ProgressLine progress_;
  std::mutex mutex_;
  Readings readings_;
  std::map<std::string, Reading> stored_;  // last readable reading, for 304s
  std::map<std::string, std::pair<std::string, std::string>> refreshes_;   // target key -> (origin key, target)
  std::map<std::string, std::pair<std::string, std::string>> refreshing_;  // target key -> (origin key, origin url)
  std::set<std::string> refreshed_;
  std::size_t total_ = 0;
};

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
