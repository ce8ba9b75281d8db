// app/night.cpp: see night.h.
#include "app/night.h"

#include <algorithm>
#include <cstdint>
#include <thread>

#include "app/archive_copies.h"
#include "app/common.h"
#include "app/page_workers.h"
#include "core/date.h"
#include "core/url.h"
#include "regex/rules_regex.h"

namespace verifier::app {
namespace {

bool is_immutable(std::string_view url, const std::vector<regex::RulesRegex>& patterns) {
  for (const auto& p : patterns)
    if (p.search(url)) return true;
  return false;
}

// In the rules' one dialect: the patterns passed lint compiled as here.
std::vector<regex::RulesRegex> compile(const std::vector<std::string>& patterns) {
  std::vector<regex::RulesRegex> out;
  for (const auto& p : patterns)
    if (auto re = regex::RulesRegex::compile(p)) out.push_back(std::move(*re));
  return out;
}

// (the night a URL was last read, none for never, its request): a Date, not
// the state's text, so that a night of 100,000 URLs sorts 24 bytes each.
using ReadOn = std::vector<std::pair<std::optional<Date>, std::uint32_t>>;

std::vector<fetch::FetchRequest> oldest_first(std::vector<fetch::FetchRequest> requests, ReadOn read_on) {
  std::stable_sort(read_on.begin(), read_on.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<fetch::FetchRequest> out;
  out.reserve(requests.size());
  for (const auto& [date, i] : read_on) out.push_back(requests[i]);
  return out;
}

// Of (key, URL) pairs.
std::vector<fetch::FetchRequest> requests_for(const std::vector<std::pair<std::string, std::string>>& urls) {
  std::vector<fetch::FetchRequest> requests;
  requests.reserve(urls.size());
  for (const auto& [key, url] : urls) requests.push_back({url, key});
  return requests;
}

// The progress line's word for a page: names when it names any system,
// describes when it only describes some, else the URL's own result.
Result progress_word(const Reading& r) {
  if (r.namings.empty()) return r.result;
  const bool names = std::any_of(r.namings.begin(), r.namings.end(),
                                 [](const auto& n) { return !n.second.describes; });
  return names ? Result::names : Result::describes;
}

}  // namespace

// A sorted vector rather than a map of key and URL strings: one per cited
// URL, built while the records and the alias index are all held.
std::vector<const Citation*> distinct_urls(const std::vector<Record>& records) {
  std::vector<const Citation*> urls;
  for (const auto& r : records)
    for (const auto& c : r.citations) urls.push_back(&c);
  // Stable, so of the spellings of one key the first cited stays.
  std::stable_sort(urls.begin(), urls.end(),
                   [](const Citation* a, const Citation* b) { return a->key() < b->key(); });
  auto same_key = [](const Citation* a, const Citation* b) { return a->key() == b->key(); };
  urls.erase(std::unique(urls.begin(), urls.end(), same_key), urls.end());
  urls.shrink_to_fit();
  return urls;
}

Night::Night(const Rules& rules, const NetOptions& net, const std::vector<Record>& records,
             state::State& state, StopSignals& signals, bool show_progress,
             std::optional<Date> archive_copies_night)
    : rules_(rules),
      records_(records),
      state_(state),
      signals_(signals),
      index_(records, rules.match, usable_cores(), signals.token()),
      reader_(rules, index_, records, signals.token()),
      pool_(fetch_options(rules, net)),
      progress_(show_progress, [this] { return fetch_progress(); }),
      archive_night_(archive_copies_night) {
  signals_.on_stop([this] { pool_.stop(); });
}

Night::~Night() { signals_.on_stop({}); }

// The requests view the records' URLs, and the strings held here.
bool Night::read_all(std::vector<const Citation*> urls) {
  {
    std::deque<fetch::Validators> validators;  // only of the URLs that have some
    auto requests = plan(std::move(urls), validators);
    fetch_round(std::move(requests), &hosts_);
  }
  if (signals_.stopped()) return false;
  auto targets = take_refreshes();  // pages that sent the reader on at once
  fetch_round(requests_for(targets), nullptr);
  if (archive_night_ && !signals_.stopped()) read_archive_copies();
  progress_.stop();
  index_.get();  // an index that failed to build fails the run, not only its pages
  return !signals_.stopped();
}

// Immutable snapshots already read are reused; the rest are fetched, with
// last night's validators so an unchanged page costs a 304, the oldest
// readings first (never read before oldest of all): a host whose daily
// budget runs out tonight (hosts.yaml) leaves the most recently read for
// the next night, and the pool serves each host's queue in this order.
// Takes the list, so that it is freed before the fetching starts.
// NOLINTNEXTLINE(performance-unnecessary-value-param): taken by value, see above
std::vector<fetch::FetchRequest> Night::plan(std::vector<const Citation*> urls,
                                              std::deque<fetch::Validators>& validators) {
  auto immutable = compile(rules_.fetch.immutable_patterns);
  std::vector<fetch::FetchRequest> requests;
  ReadOn read_on;
  requests.reserve(urls.size());
  read_on.reserve(urls.size());
  for (const auto& cited : urls) {
    auto stored = state_.last_reading(cited->key());
    if (stored && !reader_.knows_claims(cited->key(), *stored)) stored.reset();  // read it again
    if (stored && is_immutable(cited->url, immutable)) {
      stored->url = cited->url;
      stored->reused = true;
      keep(cited->key(), *stored);
      continue;
    }
    fetch::FetchRequest request{cited->url, cited->key()};
    if (stored && (!stored->etag.empty() || !stored->last_modified.empty()))
      request.validators = &validators.emplace_back(
          fetch::Validators{std::move(stored->etag), std::move(stored->last_modified)});
    read_on.emplace_back(stored ? Date::parse(stored->read_on) : std::nullopt,
                         static_cast<std::uint32_t>(requests.size()));
    requests.push_back(request);
  }
  total_ = urls.size();
  readings_.reserve(total_);
  return oldest_first(std::move(requests), std::move(read_on));
}

void Night::fetch_round(std::vector<fetch::FetchRequest> requests, verdict::NightHosts* hosts) {
  if (requests.empty()) return;
  const std::size_t threads = usable_cores();
  PageWorkers workers(threads, 2 * threads, [this](Fetched&& f) { read_one(std::move(f)); });
  pool_.run(std::move(requests), [&workers, hosts](Fetched&& f) {
    if (hosts) hosts->add(f);
    workers.submit(std::move(f));
  });
  workers.finish();
}

// After every live page (and refresh target) is read: the unreadable ones
// get their second chance, one reading each replacing the live one.
void Night::read_archive_copies() {
  ArchiveCopies::Keyed unreadable;
  {
    std::lock_guard lock(mutex_);
    settle();
    for (const auto& p : readings_) {
      Reading r = p.unpack();
      if (ArchiveCopies::may_use_copy(r)) unreadable.emplace_back(std::string(p.key()), std::move(r));
    }
  }
  if (unreadable.empty()) return;
  ArchiveCopies copies(pool_, reader_, state_, mutex_, records_, *archive_night_);
  // Each replaces a reading already counted on the progress line.
  for (auto& [key, reading] : copies.read(std::move(unreadable))) store(key, reading);
  archive_log_ = copies.log_line();
}

void Night::read_one(Fetched&& fetched) {
  std::string key = restore_refreshed(fetched);
  if (fetched.failure == NetFailure::over_budget) return keep_waiting(key, fetched);
  if (fetched.not_modified) {
    if (auto reused = stored_reading(key, fetched)) return keep(key, *reused);
  }
  auto outcome = reader_.read(std::move(fetched));
  if (outcome.refresh_to && !refreshed_.contains(key)) {
    std::lock_guard lock(mutex_);
    // The one URL of the night no record cites: its key is worked out here.
    refreshes_.emplace(same_url_key(*outcome.refresh_to), std::make_pair(key, *outcome.refresh_to));
  }
  keep(key, outcome.reading);
}

// Read again from the state rather than kept from planning, so a night of
// 304s never holds last night's readings all at once. The lock also keeps
// the state's one connection to one thread at a time.
std::optional<Reading> Night::stored_reading(const std::string& key, const Fetched& fetched) {
  std::lock_guard lock(mutex_);
  auto r = state_.last_reading(key);
  if (!r) return std::nullopt;
  r->url = fetched.url;
  r->reused = true;
  return r;
}

// Left for the next night by its host's daily budget: the last reading
// stands (not a failure, and its date unchanged: state/night.cpp). A URL
// never read has none, and the report says it was not fetched.
void Night::keep_waiting(const std::string& key, const Fetched& fetched) {
  auto last = stored_reading(key, fetched);
  if (!last) return;
  last->waited = true;
  std::string note = "not read tonight (" + fetched.failure_detail + "); last read " + last->read_on;
  last->detail = last->detail.empty() ? note : last->detail + "; " + note;
  keep(key, *last);
}

// A refresh target is read as the page of the URL that sent us there.
std::string Night::restore_refreshed(Fetched& fetched) {
  std::lock_guard lock(mutex_);
  auto it = refreshing_.find(fetched.key);
  if (it == refreshing_.end()) return fetched.key;
  fetch::as_refresh_of(fetched, it->second.second, it->second.first);
  return it->second.first;
}

// The targets' keys and URLs, which no record spells: the caller holds them
// while they are fetched.
std::vector<std::pair<std::string, std::string>> Night::take_refreshes() {
  std::lock_guard lock(mutex_);
  std::vector<std::pair<std::string, std::string>> targets;
  settle();
  for (auto& [target_key, origin] : refreshes_) {
    auto& [origin_key, target] = origin;
    refreshed_.insert(origin_key);
    refreshing_.emplace(target_key, std::make_pair(origin_key, url_of(origin_key)));
    targets.emplace_back(target_key, std::move(target));
  }
  refreshes_.clear();
  return targets;
}

void Night::keep(std::string_view key, const Reading& reading) {
  progress_.count(progress_word(reading));
  store(key, reading);
}

void Night::store(std::string_view key, const Reading& reading) {
  PackedReading packed(key, reading);
  std::lock_guard lock(mutex_);
  readings_.push_back(std::move(packed));
}

// Sorted by key; of several readings of one key (a refresh target read as
// its origin's page) the last kept stays. Called with no worker running.
void Night::settle() {
  auto by_key = [](const PackedReading& a, const PackedReading& b) { return a.key() < b.key(); };
  std::stable_sort(readings_.begin(), readings_.end(), by_key);
  std::size_t kept = 0;
  for (std::size_t i = 0; i < readings_.size(); ++i) {
    if (i + 1 < readings_.size() && readings_[i + 1].key() == readings_[i].key()) continue;
    if (kept != i) readings_[kept] = std::move(readings_[i]);
    ++kept;
  }
  readings_.erase(readings_.begin() + static_cast<std::ptrdiff_t>(kept), readings_.end());
}

// Of a settled set: every origin of a refresh was kept in the round before.
std::string Night::url_of(const std::string& key) {
  const PackedReading* p = find_by_key(readings_, key);
  return p ? p->url() : key;
}

PackedReadings Night::take_readings() {
  std::lock_guard lock(mutex_);
  settle();
  readings_.shrink_to_fit();
  return std::move(readings_);
}

fetch::Progress Night::fetch_progress() {
  auto p = pool_.progress();
  std::lock_guard lock(mutex_);
  return {std::min(readings_.size(), total_), total_, p.active_hosts};
}

}  // namespace verifier::app
