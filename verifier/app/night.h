// app/night.h: the fetching and reading of one night: every distinct URL
// planned (immutable snapshots reused from the state, the rest fetched with
// last night's validators), fetched on one event loop, read on worker
// threads, and a short meta refresh followed once. Gives one Reading per URL,
// packed while the fetching machinery is alive (see core/packed_reading.h),
// and what each host did (for telling our own outage from the sources').
#pragma once

#include <cstddef>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/index_build.h"
#include "app/options.h"
#include "app/page_reader.h"
#include "app/progress.h"
#include "app/stop_signals.h"
#include "core/date.h"
#include "core/packed_reading.h"
#include "core/reading.h"
#include "core/record.h"
#include "core/rules.h"
#include "fetch/fetch.h"
#include "match/match.h"
#include "state/state.h"
#include "verdict/outage.h"

namespace verifier::app {

using PackedReadings = std::vector<PackedReading>;  // in key order, one per key

// Every distinct URL the records cite, one per Citation::key(), in key
// order: the citation that first cites it, viewing the records (which
// outlive the night).
std::vector<const Citation*> distinct_urls(const std::vector<Record>& records);

class Night {
 public:
  // With `archive_copies_night`, unreadable live pages are decided on an
  // archive's copy nearest that night (app/archive_copies.h); without, never.
  Night(const Rules& rules, const NetOptions& net, const std::vector<Record>& records,
        state::State& state, StopSignals& signals, bool show_progress,
        std::optional<Date> archive_copies_night = std::nullopt);
  ~Night();
  Night(const Night&) = delete;
  Night& operator=(const Night&) = delete;

  // Fetches and reads every URL; false when the run was stopped. The list is
  // dropped once the requests are planned, so it is not held while fetching.
  bool read_all(std::vector<const Citation*> urls);

  // The readings, sorted by key, one per key, to decide from once this Night
  // (its alias index, page reader and fetch pool) is gone.
  PackedReadings take_readings();

  // What each host did tonight, of the cited URLs fetched (not of the meta
  // refresh targets followed after): verdict/outage.h decides from it.
  verdict::NightHosts take_hosts() { return std::move(hosts_); }

  // What the archive copies did tonight, for the night's log ("" if nothing).
  const std::string& archive_log_line() const { return archive_log_; }

 private:
  std::vector<fetch::FetchRequest> plan(std::vector<const Citation*> urls,
                                        std::deque<fetch::Validators>& validators);
  void fetch_round(std::vector<fetch::FetchRequest> requests, verdict::NightHosts* hosts);
  void read_archive_copies();
  void read_one(Fetched&& fetched);
  void keep_waiting(const std::string& key, const Fetched& fetched);
  std::optional<Reading> stored_reading(const std::string& key, const Fetched& fetched);
  std::string restore_refreshed(Fetched& fetched);
  std::vector<std::pair<std::string, std::string>> take_refreshes();
  void keep(std::string_view key, const Reading& reading);
  void store(std::string_view key, const Reading& reading);
  void settle();
  std::string url_of(const std::string& key);
  fetch::Progress fetch_progress();

  const Rules& rules_;
  const std::vector<Record>& records_;
  state::State& state_;
  StopSignals& signals_;
  IndexBuild index_;
  PageReader reader_;
  fetch::FetchPool pool_;
  ProgressLine progress_;
  std::mutex mutex_;
  // In the order kept, a later one replacing an earlier of the same key;
  // sorted and deduplicated by settle() between rounds.
  PackedReadings readings_;
  // A meta refresh: target key -> (origin key, target URL), then, while the
  // target is fetched, target key -> (origin key, origin URL).
  std::map<std::string, std::pair<std::string, std::string>> refreshes_;
  std::map<std::string, std::pair<std::string, std::string>> refreshing_;
  std::set<std::string> refreshed_;
  verdict::NightHosts hosts_;  // filled on the pool's thread only
  std::size_t total_ = 0;
  std::optional<Date> archive_night_;
  std::string archive_log_;
};

}  // namespace verifier::app
