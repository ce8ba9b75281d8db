// state/state.h: what is kept between nights, in one SQLite file (WAL mode).
// Takes each night's Readings and decided Report; gives back, on the next
// night, the last readable Reading of a URL (its validators, result, detail,
// namings and text hash, so a 304 or an immutable snapshot is reused without
// reading the page again), the History that verdict/ needs for failing_since,
// confirmed and last_good, and the verdict counts of recent nights for the
// chart. The only stage that knows SQLite.
//
// Usage (the app):
//   verifier::state::State st(out / "state.sqlite");  // throws StateLocked
//   auto old = st.last_reading(citation.key());        // conditional fetch
//   auto hist = st.history(records, today);            // nights before today
//   ... decide ...
//   st.record_night(today, readings, report);          // one transaction
//   auto chart = st.night_counts(30);                  // includes tonight
//
// The State holds an exclusive lock (flock on PATH.lock, holding the pid)
// from construction to destruction: a second State on the same file, from
// this or any process, throws StateLocked naming the holder.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/date.h"
#include "core/history.h"
#include "core/packed_reading.h"
#include "core/reading.h"
#include "core/record.h"
#include "core/report_model.h"

namespace verifier::state {

// Another process (or State) holds the lock; the app exits 3 with
// "state locked by pid N".
class StateLocked : public std::runtime_error {
 public:
  explicit StateLocked(long holder_pid);
  long pid() const { return pid_; }

 private:
  long pid_;
};

// The state file could not be opened, created or written (message names it).
class StateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class State {
 public:
  // The schema version this code writes (PRAGMA user_version). Opening an
  // older file brings it forward; a newer one is refused with StateError.
  static constexpr int schema_version = 3;

  // Opens (creating it and its schema when missing) and locks the state.
  explicit State(const std::filesystem::path& path);
  ~State();
  State(State&&) noexcept;
  State& operator=(State&&) noexcept;
  State(const State&) = delete;
  State& operator=(const State&) = delete;

  // The last readable Reading of a URL (by same_url_key), with the night it
  // was read in `read_on` (a night's budget asks the oldest first), reused = false as
  // stored; nullopt when no night ever read it. A failure never replaces it.
  std::optional<Reading> last_reading(const std::string& url_key) const;

  // For every (record id, same_url_key of each citation): the stored nights
  // strictly before `before_date`, oldest first, at most the
  // last 90 of them. The per-system result is names when that night's page
  // named the system, describes when it only described it, otherwise the
  // URL's result.
  History history(const std::vector<Record>& records, Date before_date) const;
  // The same for one record: a run deciding system by system never holds
  // the history of the whole dataset.
  History history_of(const Record& record, Date before_date) const;

  // Writes one night in ONE transaction: per URL (keyed by the map's keys,
  // which are same_url_key values) its result, status, detail, text hash and
  // the ids of the systems it named or described; per system its verdict;
  // and the last readable Reading of each URL. Rerunning a date replaces
  // that night. On any error nothing of the night is kept and StateError is
  // thrown.
  void record_night(Date date, const NightReadings& readings, const Report& report);
  // The same with only each system's verdict (id, verdict), which is all of
  // the report that is kept.
  using Verdicts = std::vector<std::pair<std::string, Verdict>>;
  void record_night(Date date, const NightReadings& readings, const Verdicts& verdicts);

  // Verdict counts of the last `nights` stored nights, oldest first.
  std::vector<NightCounts> night_counts(int nights) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace verifier::state
