// app/archive_copies.cpp: see archive_copies.h. Lookups and captures go in
// two rounds of the pool (all lookups, then all captures), so that the
// archive's host is scheduled once per round at its own gap; an answer that
// ends the lookups ends the host in the pool, and what is still queued comes
// back at once with the reason.
#include "app/archive_copies.h"

#include <algorithm>

#include "app/page_workers.h"
#include "core/url.h"
#include "extract/cdx.h"
#include "fetch/wayback.h"

namespace verifier::app {
namespace {

// The notes a page that could not be read on a copy carries in `detail`.
constexpr std::string_view tonight = "no archive copy tonight: ";

std::string with_note(const std::string& detail, const std::string& note) {
  if (note.empty()) return detail;
  return detail.empty() ? note : detail + "; " + note;
}

std::string result_text(const Reading& r) {
  std::string out(word(r.result));
  if (!r.detail.empty()) out += " (" + r.detail + ")";
  return out;
}

// Why the copy is read: what the live page (or the archive.today copy
// cited) answered.
std::string reason_of(const Reading& live) {
  return (is_archive_today_url(live.url) ? "the archive.today copy cited is "
                                         : "the live page is ") +
         result_text(live);
}

// Requests for the distinct URLs asked, and which lookups each answers. No
// record cites these URLs, so each is its own key: an archive's URL is
// already in the one form the archive gives it.
using Asked = std::map<std::string, std::vector<std::size_t>>;
std::vector<fetch::FetchRequest> requests_of(const Asked& asked) {
  std::vector<fetch::FetchRequest> out;
  out.reserve(asked.size());
  for (const auto& [url, lookups] : asked) out.push_back({url, url});
  return out;
}

}  // namespace

struct ArchiveCopies::Lookup {
  std::string key;
  Reading live;
  std::string original;  // the URL asked of the archive
  Date target;           // the day the copy should be nearest
  std::string capture_url;
  std::string capture_date;
  std::optional<Reading> copy;  // a readable copy
  std::string note;             // else why there is none
};

ArchiveCopies::ArchiveCopies(fetch::FetchPool& pool, const PageReader& reader,
                             state::State& state, std::mutex& state_mutex,
                             const std::vector<Record>& records, Date night)
    : pool_(pool), reader_(reader), state_(state), state_mutex_(state_mutex), night_(night) {
  for (const auto& r : records)
    for (const auto& c : r.citations) {
      if (!c.note) continue;
      auto day = access_date_in(*c.note);
      if (!day) continue;
      auto [at, added] = access_dates_.emplace(c.key(), *day);
      if (!added && *day < at->second) at->second = *day;
    }
}

bool ArchiveCopies::may_use_copy(const Reading& live) {
  const bool unreadable = live.result == Result::not_found || live.result == Result::blocked ||
                          live.result == Result::server_error ||
                          live.result == Result::unreachable;
  // A Wayback capture cited as such is the archive's copy already.
  return unreadable && !live.reused && !live.waited && !is_wayback_url(live.url);
}

Date ArchiveCopies::target_of(const std::string& key) const {
  auto it = access_dates_.find(key);
  return it == access_dates_.end() ? night_ : it->second;
}

// Taken by value: its readings are moved out (clang-tidy 14 does not see writes through a
// structured binding).
// NOLINTNEXTLINE(performance-unnecessary-value-param)
ArchiveCopies::Keyed ArchiveCopies::read(Keyed unreadable) {
  Keyed out;
  std::vector<Lookup> lookups;
  for (auto& [key, live] : unreadable) {
    ++tally_.wanted;
    if (auto copy = stored_copy(key, live)) {
      ++tally_.reused;
      out.emplace_back(std::move(key), std::move(*copy));
      continue;
    }
    std::string original = live.url;
    if (is_archive_today_url(live.url)) {
      auto inner = archived_original(live.url);
      if (!inner) {
        live.detail = with_note(live.detail,
                                "no archive copy: an archive.today short id does not say which "
                                "URL it holds, so no other archive is asked");
        out.emplace_back(std::move(key), std::move(live));
        continue;
      }
      original = std::move(*inner);
    }
    const Date target = target_of(key);
    lookups.push_back(Lookup{std::move(key), std::move(live), std::move(original), target, "", "",
                             std::nullopt, ""});
  }
  look_up(lookups);
  read_captures(lookups);
  for (auto& l : lookups) {
    if (l.copy) {
      ++tally_.read;
      out.emplace_back(std::move(l.key), std::move(*l.copy));
      continue;
    }
    l.live.detail = with_note(l.live.detail, l.note);
    out.emplace_back(std::move(l.key), std::move(l.live));
  }
  return out;
}

// A copy read on an earlier night: its capture never changes, so it is read
// from the state, not asked again (unless it predates a claim cited now).
std::optional<Reading> ArchiveCopies::stored_copy(const std::string& key, const Reading& live) {
  std::optional<Reading> stored;
  {
    std::lock_guard lock(state_mutex_);
    stored = state_.last_reading(key);
  }
  if (!stored || !stored->archive || !reader_.knows_claims(key, *stored)) return std::nullopt;
  stored->url = live.url;
  stored->final_url = live.final_url;
  stored->http_status = live.http_status;
  stored->etag.clear();
  stored->last_modified.clear();
  stored->reused = true;
  stored->archive->reason = reason_of(live);
  return stored;
}

void ArchiveCopies::look_up(std::vector<Lookup>& lookups) {
  Asked asked;
  for (std::size_t i = 0; i < lookups.size(); ++i)
    asked[fetch::wayback_cdx_url(lookups[i].original, lookups[i].target.year())].push_back(i);
  if (asked.empty()) return;
  pool_.run(requests_of(asked), [&](Fetched&& answer) {
    auto it = asked.find(answer.url);
    if (it == asked.end()) return;
    for (std::size_t i : it->second) on_answer(lookups[i], answer);
  });
}

// What one CDX answer gives the lookups that asked it. An answer that
// refuses us, cannot be read or never came ends the lookups for the night.
void ArchiveCopies::on_answer(Lookup& l, const Fetched& answer) {
  auto end_lookups = [&](const std::string& why) {
    tally_.ended = why;
    l.note = std::string(tonight) + why;
    pool_.end_host(host_of(answer.url), NetFailure::rate_limited, l.note);
  };
  if (!tally_.ended.empty() && answer.failure != NetFailure::none) {
    l.note = std::string(tonight) + tally_.ended;  // ended by an earlier answer
    return;
  }
  if (answer.failure == NetFailure::over_budget) {
    l.note = std::string(tonight) + answer.failure_detail;
    return;
  }
  ++tally_.looked_up;
  if (answer.http_status == 429) return end_lookups("the Wayback CDX API answered 429 (too many requests)");
  if (answer.failure == NetFailure::rate_limited)
    return end_lookups("the Wayback Machine is done for the night (" + answer.failure_detail + ")");
  // A night whose network is down (verdict/outage.h) must not wait on a
  // lookup per unreadable page: one that cannot reach the archive ends them.
  if (answer.failure != NetFailure::none)
    return end_lookups("the Wayback CDX API gave no answer (" + answer.failure_detail + ")");
  if (answer.http_status != 200)
    return end_lookups("the Wayback CDX API answered HTTP " +
                       std::to_string(answer.http_status.value_or(0)));
  std::string why;
  auto captures = extract::read_cdx_answer(answer.body, &why);
  if (!captures) return end_lookups("the Wayback CDX API's answer is not usable (" + why + ")");
  auto choice = extract::choose_capture(*captures, l.target);
  if (choice.capture) {
    const auto& c = *choice.capture;
    l.capture_url = fetch::wayback_capture_url(c.timestamp, c.original.empty() ? l.original : c.original);
    l.capture_date = c.date();
    return;
  }
  if (choice.nearest_error)
    l.note = "no archive copy: the Wayback Machine holds only archived errors (nearest: HTTP " +
             std::to_string(choice.nearest_error->status.value_or(0)) + " of " +
             choice.nearest_error->date() + ")";
  else
    l.note = "no archive copy: the Wayback Machine lists no capture of it";
}

void ArchiveCopies::read_captures(std::vector<Lookup>& lookups) {
  Asked asked;
  for (std::size_t i = 0; i < lookups.size(); ++i)
    if (!lookups[i].capture_url.empty()) asked[lookups[i].capture_url].push_back(i);
  if (asked.empty()) return;
  const std::size_t threads = usable_cores();
  PageWorkers workers(threads, 2 * threads, [&](Fetched&& capture) {
    auto it = asked.find(capture.url);
    if (it == asked.end()) return;
    for (std::size_t n = 0; n + 1 < it->second.size(); ++n)
      on_capture(lookups[it->second[n]], Fetched(capture));
    on_capture(lookups[it->second.back()], std::move(capture));
  });
  pool_.run(requests_of(asked), [&workers](Fetched&& f) { workers.submit(std::move(f)); });
  workers.finish();
}

// The capture is read as the cited page (its key, its claims); a copy that
// cannot be read leaves the live reading, with what the copy was.
void ArchiveCopies::on_capture(Lookup& l, Fetched&& capture) {
  if (capture.failure == NetFailure::rate_limited || capture.failure == NetFailure::over_budget) {
    const bool ours = capture.failure_detail.starts_with(tonight);
    l.note = ours ? capture.failure_detail : std::string(tonight) + capture.failure_detail;
    return;
  }
  capture.url = l.live.url;
  capture.key = l.key;  // the citation's claims are checked on the copy
  auto copy = reader_.read(std::move(capture)).reading;
  if (!is_readable(copy.result)) {
    l.note = "no archive copy: the copy of " + l.capture_date + " is unreadable too: " +
             result_text(copy);
    return;
  }
  copy.url = l.live.url;
  copy.final_url = l.live.final_url;
  copy.http_status = l.live.http_status;
  copy.etag.clear();  // the live page's validators would not be the copy's
  copy.last_modified.clear();
  copy.archive = ArchiveCopy{l.capture_url, l.capture_date, reason_of(l.live)};
  l.copy = std::move(copy);
}

std::string ArchiveCopies::log_line() const {
  if (tally_.wanted == 0) return "";
  std::string out = "archive copies: " + std::to_string(tally_.wanted) +
                    " unreadable pages; " + std::to_string(tally_.read) + " read on a copy, " +
                    std::to_string(tally_.reused) + " on a copy read before, " +
                    std::to_string(tally_.looked_up) + " looked up";
  if (!tally_.ended.empty()) out += "; " + std::string(tonight) + tally_.ended;
  return out;
}

}  // namespace verifier::app
