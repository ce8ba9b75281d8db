// app/archive_copies.h: the night's second chance for an unreadable live page
// (spec §5, "Archive copies"; issue 15 item 3). Takes the readings of the
// live pages that could not be read (not-found, blocked, server-error,
// unreachable); gives, for each, either a reading of the Wayback capture
// nearest the night (or the record's access date, from its note), with
// `archive` saying which copy and why, or the live reading with a note on
// why no copy was read.
//
//   ArchiveCopies copies(pool, reader, state, state_mutex, records, night);
//   for (auto& [key, reading] : copies.read(std::move(unreadable))) keep(key, reading);
//   if (auto line = copies.log_line(); !line.empty()) std::cerr << line;
//
// How: a copy read on an earlier night is reused (a capture pinned to its
// timestamp never changes); the rest are looked up through the Wayback CDX
// API, then the chosen captures are fetched in their id_ form, both through
// the night's one pool, so web.archive.org's gap and daily budget
// (rules/hosts.yaml) hold for them as for every cited capture. A CDX answer
// that refuses us (429), cannot be read or never came (the archive, or our
// network, is down) ends the lookups for the night: the archive is not
// asked again. The capture is read by the same PageReader
// as any page; an archived error page or challenge is unreadable, and the
// live reading stands. A Wayback capture cited as such is never looked up
// again; an archive.today copy is, by the original URL its long form spells.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/page_reader.h"
#include "core/date.h"
#include "core/reading.h"
#include "core/record.h"
#include "fetch/fetch.h"
#include "state/state.h"

namespace verifier::app {

class ArchiveCopies {
 public:
  // `state_mutex` guards `state` (the night's readers share its connection).
  ArchiveCopies(fetch::FetchPool& pool, const PageReader& reader, state::State& state,
                std::mutex& state_mutex, const std::vector<Record>& records, Date night);

  // Whether a live reading may be decided on an archive's copy instead.
  static bool may_use_copy(const Reading& live);

  using Keyed = std::vector<std::pair<std::string, Reading>>;  // same_url_key, reading
  // One reading per key given: a copy's, or the live one with its note.
  Keyed read(Keyed unreadable);

  // The night's log line ("" when no page needed a copy).
  std::string log_line() const;

 private:
  struct Lookup;
  std::optional<Reading> stored_copy(const std::string& key, const Reading& live);
  void look_up(std::vector<Lookup>& lookups);
  void read_captures(std::vector<Lookup>& lookups);
  void on_answer(Lookup& lookup, const Fetched& answer);
  void on_capture(Lookup& lookup, Fetched&& capture);
  Date target_of(const std::string& key) const;

  fetch::FetchPool& pool_;
  const PageReader& reader_;
  state::State& state_;
  std::mutex& state_mutex_;
  Date night_;
  // same_url_key -> the earliest access date a citation's note gives it
  std::map<std::string, Date> access_dates_;
  struct Tally {
    std::size_t wanted = 0, looked_up = 0, read = 0, reused = 0;
    std::string ended;  // why the lookups ended for the night, "" when they did not
  } tally_;
};

}  // namespace verifier::app
