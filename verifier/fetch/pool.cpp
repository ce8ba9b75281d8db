// fetch/pool.cpp: the FetchPool. One io_context runs everything on run()'s
// thread: the curl glue (multi_loop), the per-host schedule (scheduler), the
// robots.txt gate, redirects followed hop by hop, and retries. Every hop of
// every URL passes the same gate (begin_hop), so no redirect skips a check.
#include "fetch/fetch.h"

#include <utility>  // before Asio: g++ 12 with Boost 1.74 needs std::exchange

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <unordered_map>

#include "core/url.h"
#include "fetch/address.h"
#include "fetch/easy_pool.h"
#include "fetch/host_rate.h"
#include "fetch/host_rules.h"
#include "fetch/job.h"
#include "fetch/multi_loop.h"
#include "fetch/redirect.h"
#include "fetch/retry.h"
#include "fetch/robots.h"
#include "fetch/scheduler.h"
#include "fetch/wayback.h"

namespace verifier::fetch {
namespace {

using Clock = std::chrono::steady_clock;

// What robots.txt decided for one origin; `failure` when it could not be
// read for a network reason (then its pages are not fetched either).
struct RobotsGate {
  bool ready = false;
  Robots robots;
  Failure failure;
  std::vector<std::size_t> waiting;  // jobs parked until it is ready
};

// The machine's own names for addresses. A URL whose host and port match a
// --connect-to rule is connected to that rule's target, so curl never looks
// the URL's own name up, and the check on the address really connected to
// (hop.cpp) sees only the target, which the mapping exempts. Spec §2 still
// refuses a URL whose own host resolves to a non-public address: such a name
// is judged by what the hosts file says of it. Not by DNS: a burst of
// lookups for the fixture web's made-up names stalled ten seconds on a
// resolver that throttles, and the mapping never sends traffic to the answer.
HostsFile read_hosts_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return parse_hosts_file(text.str());
}

Failure robots_network_failure(const Fetched& got) {
  if (!class_of(got.failure).connection) return {};
  return {got.failure, "robots.txt: " + got.failure_detail};
}

// RFC 9309 §2.3.1: 2xx is parsed, 4xx allows everything, 5xx (after
// retries) disallows everything; anything else we could not read allows.
Robots robots_from(const Fetched& got, const std::string& user_agent) {
  if (got.failure != NetFailure::none || !got.http_status) return Robots::allow_everything();
  int status = *got.http_status;
  if (status >= 200 && status < 300) return parse_robots(got.body, user_agent);
  if (status >= 500) return Robots::disallow_everything();
  return Robots::allow_everything();
}

std::optional<double> retry_after_of(const std::vector<Header>& headers) {
  for (const auto& [name, value] : headers)
    if (name == "retry-after") return parse_retry_after(value, std::time(nullptr));
  return std::nullopt;
}

// Frees what `value` holds. Assigning an empty value would not: a string
// assigned a short one keeps its buffer, so every answered page's body stayed
// allocated until the run ended. Moving out hands the buffers to `gone`.
template <typename T>
void release(T& value) {
  T gone = std::move(value);
  value = T{};
}

}  // namespace

struct FetchPool::Impl {
  explicit Impl(FetchOptions o)
      : options(std::move(o)),
        wake(io),
        scheduler(options.rules.concurrency),
        easies(static_cast<std::size_t>(std::max(1, options.rules.concurrency))) {}

  FetchOptions options;
  boost::asio::io_context io;
  boost::asio::steady_timer wake;
  Scheduler scheduler;
  EasyPool easies;  // before `in_flight` and `loop`: hops give their handles back to it
  std::unique_ptr<MultiLoop> loop;
  // A waiting URL is only its slot in `requests`, two words viewing the
  // caller's strings (plus its id in a queue): the heavy Job is made when it
  // starts or is answered, and freed once answered, so memory is flat in the
  // URLs. Ids [0, callers_jobs) are the caller's requests; robots.txt jobs
  // take the ids after them.
  std::vector<FetchRequest> requests;
  std::vector<bool> answered;                 // by caller's id
  std::unordered_map<std::size_t, Job> live;  // references survive inserts and other erases
  std::size_t callers_jobs = 0;
  std::size_t next_robots_id = 0;
  std::map<std::string, RobotsGate> robots;  // by host name
  HostsFile hosts_file;  // read at each run with --connect-to, for mapped names
  std::map<CURL*, std::pair<std::size_t, std::unique_ptr<Hop>>> in_flight;
  std::map<std::string, HostHealth> health;  // by host name
  // Kept across runs: a pool is one night, and a host that rate-limited or
  // blocked us, or spent its budget, stays so for the meta refreshes too.
  std::map<std::string, HostRate> rates;     // by host name
  std::map<std::string, Failure> ended;      // hosts done for the night, and why
  std::map<std::string, int> spent;          // requests started, by host name
  std::map<std::string, double> last_start;  // by host name: a later run keeps the gap
  const std::function<void(Fetched&&)>* done = nullptr;
  Clock::time_point epoch = Clock::now();
  std::mt19937 random{std::random_device{}()};
  std::atomic<bool> stopping{false};
  std::atomic<std::size_t> done_count{0};
  std::atomic<std::size_t> total{0};
  std::atomic<std::size_t> active_hosts{0};

  double now() const { return std::chrono::duration<double>(Clock::now() - epoch).count(); }

  void run(std::vector<FetchRequest> taken);
  Job& job_for(std::size_t id);
  std::string_view hop_url(std::size_t id) const;
  void cleanup();
  void abandon_unfinished();
  void begin_hop(std::size_t id);
  std::optional<Failure> address_rule(const Url& url) const;
  std::optional<Failure> mapped_name_rule(const Url& url) const;
  void pass_robots(std::size_t id, const Url& url);
  void request_robots(const std::string& host, const std::string& origin);
  HostLimits limits_for(const std::string& host) const;
  HostRate& rate_of(const std::string& host);
  void enqueue(std::size_t id, const std::string& host, double not_before);
  bool over_budget(const std::string& host);
  bool heed_rate(std::size_t id, const HopResult& got);
  void end_host(const std::string& host, const Failure& why);
  void pump();
  void start_hop(std::size_t id, const std::string& host);
  void on_finished(CURL* easy, CURLcode code);
  void count_gap_from(const std::string& host, Clock::time_point sent);
  bool retry_later(std::size_t id, const HopResult& got);
  bool follow_redirect(std::size_t id, const HopResult& got);
  void fail(std::size_t id, Failure failure);
  void complete(std::size_t id);
  void robots_ready(std::size_t id);
};

void FetchPool::Impl::run(std::vector<FetchRequest> taken) {
  if (stopping) return;
  live.clear();  // a pool may run more than once: each run starts afresh
  robots.clear();
  health.clear();
  hosts_file = options.connect_to.empty() || options.allow_private ? HostsFile{} : read_hosts_file(options.hosts_file);
  scheduler = Scheduler(options.rules.concurrency);
  done_count = 0;
  io.restart();
  loop = std::make_unique<MultiLoop>(io, [this](CURL* easy, CURLcode code) { on_finished(easy, code); });
  requests = std::move(taken);
  callers_jobs = requests.size();
  next_robots_id = callers_jobs;
  answered.assign(callers_jobs, false);
  total = requests.size();
  for (std::size_t id = 0; id < callers_jobs && !stopping; ++id) {
    if (has_credentials(requests[id].url)) {
      fail(id, {NetFailure::credentials, "credentials in the URL"});
      continue;
    }
    begin_hop(id);
  }
  pump();
  try {
    if (done_count < callers_jobs && !stopping) io.run();
    abandon_unfinished();
  } catch (...) {
    cleanup();
    throw;
  }
  cleanup();
}

// The URL's Job, made from its request on first need.
Job& FetchPool::Impl::job_for(std::size_t id) {
  auto found = live.find(id);
  if (found != live.end()) return found->second;
  Job& job = live[id];
  job.request = requests[id];
  job.hop_url = job.request.url;
  job.chain.push_back(job.hop_url);
  job.out.url = job.hop_url;
  job.out.key = job.request.key;
  return job;
}

std::string_view FetchPool::Impl::hop_url(std::size_t id) const {
  auto found = live.find(id);
  return found != live.end() ? found->second.hop_url : requests[id].url;
}

// The loop ran out of work with URLs still open: a bug of ours, never a
// server's doing. They are still answered, so that every request gets one.
void FetchPool::Impl::abandon_unfinished() {
  for (std::size_t id = 0; id < callers_jobs && !stopping && done_count < callers_jobs; ++id)
    if (!answered[id]) fail(id, {NetFailure::other, "internal: transfer abandoned"});
}

// Transfers still in flight after stop(): removed from curl before their
// handles go, so curl never touches a freed one.
void FetchPool::Impl::cleanup() {
  wake.cancel();
  for (auto& [easy, flight] : in_flight) loop->remove(easy);
  in_flight.clear();
  loop.reset();
  live.clear();
  release(requests);
  release(answered);
}

// The gate every hop passes: the host rule, the address rule on the URL's own
// host (its literal form, or what the hosts file says a mapped name is), then
// robots.txt.
// Only then does it queue.
void FetchPool::Impl::begin_hop(std::size_t id) {
  std::string why;
  auto url = parse_url(hop_url(id), &why);
  if (!url) return fail(id, {NetFailure::other, "malformed URL: " + why});
  const HostRule* rule = host_rule_for(options.rules.hosts, url->host);
  if (rule && rule->exclude)
    return fail(id, {NetFailure::excluded_by_rule, "excluded by rule: " + rule->exclude_reason});
  if (auto refused = address_rule(*url)) return fail(id, std::move(*refused));
  bool is_robots_job = id >= callers_jobs;
  if (is_robots_job || (rule && rule->ignore_robots)) return enqueue(id, url->host, 0);
  pass_robots(id, *url);
}

std::optional<Failure> FetchPool::Impl::address_rule(const Url& url) const {
  if (options.allow_private) return std::nullopt;
  auto kind = is_localhost_name(url.host) ? std::optional<std::string_view>("loopback")
                                          : non_public_literal(url.host);
  if (kind)
    return Failure{NetFailure::non_public_address,
                   "non-public address " + url.host + " refused (" + std::string(*kind) + ")"};
  return mapped_name_rule(url);
}

// Only a mapped name escapes curl's own lookup; any other name is judged on
// the address curl connects to.
std::optional<Failure> FetchPool::Impl::mapped_name_rule(const Url& url) const {
  auto found = hosts_file.find(dns_name(url.host));
  if (found == hosts_file.end()) return std::nullopt;
  if (!connect_to_matches(options.connect_to, url.host, port_of(url))) return std::nullopt;
  for (const auto& address : found->second)
    if (auto kind = non_public_literal(address))
      return Failure{NetFailure::non_public_address, "non-public address " + url.host + " (" +
                                                         address + ") refused (" +
                                                         std::string(*kind) + ")"};
  return std::nullopt;
}

// robots.txt is read once per host name and run (from the first origin that
// host is asked for), then applies to every scheme and port of that host.
void FetchPool::Impl::pass_robots(std::size_t id, const Url& url) {
  auto& gate = robots[url.host];
  if (!gate.ready) {
    bool first_asker = gate.waiting.empty();
    gate.waiting.push_back(id);
    if (first_asker) request_robots(url.host, origin_of(url));
    return;
  }
  if (gate.failure.failure != NetFailure::none) return fail(id, gate.failure);
  if (!gate.robots.allows(path_and_query(url))) {
    const char* why = gate.robots.disallow_all ? "robots.txt unavailable (5xx): all disallowed"
                                               : "disallowed by robots.txt";
    return fail(id, {NetFailure::robots_disallowed, why});
  }
  enqueue(id, url.host, 0);
}

void FetchPool::Impl::request_robots(const std::string& host, const std::string& origin) {
  std::size_t id = next_robots_id++;
  Job& job = live[id];
  job.hop_url = origin + "/robots.txt";
  job.chain.push_back(job.hop_url);
  job.out.url = job.hop_url;
  job.robots_for = host;
  begin_hop(id);
}

HostLimits FetchPool::Impl::limits_for(const std::string& host) const {
  const HostRule* rule = host_rule_for(options.rules.hosts, host);
  HostLimits limits{options.rules.per_host, options.rules.gap_seconds};
  if (rule && rule->per_host) limits.per_host = *rule->per_host;
  if (rule && rule->gap_seconds) limits.gap_seconds = *rule->gap_seconds;
  return limits;
}

HostRate& FetchPool::Impl::rate_of(const std::string& host) {
  auto found = rates.find(host);
  if (found != rates.end()) return found->second;
  double floor = limits_for(host).gap_seconds;
  return rates.emplace(host, HostRate(floor, std::max(floor, options.rules.retry_after_cap),
                                      options.rules.rate_limited_gap))
      .first->second;
}

// A host done for the night takes no more jobs: each is answered at once
// with the reason, so redirects, retries and robots.txt's waiting pages end
// there too.
void FetchPool::Impl::enqueue(std::size_t id, const std::string& host, double not_before) {
  if (auto done_host = ended.find(host); done_host != ended.end())
    return fail(id, done_host->second);
  if (!scheduler.has_host(host)) {
    scheduler.add_host(host, limits_for(host));
    // A run after another starts no sooner than the gap after the last one.
    if (auto last = last_start.find(host); last != last_start.end())
      scheduler.pause(host, last->second + std::max(limits_for(host).gap_seconds, rate_of(host).gap()));
  }
  scheduler.set_adaptive_gap(host, rate_of(host).gap());
  scheduler.push(host, id, not_before, id >= callers_jobs);
}

// The daily budget counts every request started to the host (robots.txt,
// retries and redirect hops included). True when it is spent: the host's
// waiting URLs are then left for the next night.
bool FetchPool::Impl::over_budget(const std::string& host) {
  const HostRule* rule = host_rule_for(options.rules.hosts, host);
  if (!rule || !rule->daily_budget || spent[host] < *rule->daily_budget) {
    ++spent[host];
    return false;
  }
  end_host(host, {NetFailure::over_budget, "daily budget of " +
                                               std::to_string(*rule->daily_budget) +
                                               " requests spent: waits for the next night"});
  return true;
}

// What the answer says of the host's rate (fetch/host_rate.h). True when the
// host is done for the night, this URL with it.
bool FetchPool::Impl::heed_rate(std::size_t id, const HopResult& got) {
  auto& job = job_for(id);
  const std::string host = job.queue_host;
  const NetFailure failure = got.failure.failure;
  HostRate::Answer answer;
  answer.refused_or_reset = failure == NetFailure::refused || failure == NetFailure::reset;
  if (failure == NetFailure::none) answer.status = got.status;
  if (answer.status) answer.retry_after = retry_after_of(got.headers);
  auto& rate = rate_of(host);
  auto next = rate.answer(answer);
  scheduler.set_adaptive_gap(host, rate.gap());
  if (next == HostRate::Next::go_on) return false;
  if (next == HostRate::Next::wait) {
    scheduler.pause(host, now() + rate.window());
    return false;
  }
  Failure why{NetFailure::rate_limited,
              rate.ended_detail(next, std::time(nullptr), got.failure.detail)};
  ended[host] = why;  // before this URL ends: robots.txt's waiting pages must see it
  job.out.http_status = answer.status;
  fail(id, why);
  end_host(host, why);
  return true;
}

void FetchPool::Impl::end_host(const std::string& host, const Failure& why) {
  ended[host] = why;
  for (std::size_t id : scheduler.drain(host)) fail(id, why);
}

// Starts what the schedule allows now, then sleeps until the next moment
// something may start (a gap ending, a backoff over) unless a finishing
// transfer wakes it first.
void FetchPool::Impl::pump() {
  if (stopping) return;
  double t = now();
  while (auto start = scheduler.next(t)) start_hop(start->job, start->host);
  active_hosts = scheduler.active_hosts();
  auto next = scheduler.next_wake(t);
  wake.cancel();
  if (!next) return;
  wake.expires_after(std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(std::max(0.0, *next - t) + 0.001)));
  wake.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) pump();
  });
}

void FetchPool::Impl::start_hop(std::size_t id, const std::string& host) {
  if (over_budget(host)) {
    scheduler.finished(host);
    return fail(id, ended.at(host));
  }
  last_start[host] = now();
  auto& job = job_for(id);
  job.queue_host = host;
  if (!job.started) {
    job.started = true;
    job.first_start = Clock::now();
  }
  const auto& rules = options.rules;
  HopSettings settings;
  settings.url = wayback_original_form(job.hop_url);
  settings.user_agent = rules.user_agent;
  settings.timeout_seconds = rules.timeout;
  settings.connect_timeout_seconds = rules.connect_timeout;
  settings.stall_seconds = rules.stall_seconds;
  settings.max_body_bytes = rules.max_body_bytes;
  settings.max_pdf_bytes = rules.max_pdf_bytes;
  settings.connect_to = options.connect_to;
  settings.cacert = options.cacert;
  auto url = parse_url(job.hop_url);
  settings.may_reach_private =
      options.allow_private || (url && connect_to_matches(options.connect_to, url->host, port_of(*url)));
  if (const Validators* v = job.request.validators) {
    settings.etag = v->etag;
    settings.last_modified = v->last_modified;
  }
  ++job.tries;
  auto hop = std::make_unique<Hop>(std::move(settings), easies);
  CURL* easy = hop->easy();
  if (!loop->add(easy)) {
    scheduler.finished(job.queue_host);
    return fail(id, {NetFailure::other, "curl refused the transfer"});
  }
  in_flight.emplace(easy, std::make_pair(id, std::move(hop)));
}

// A slow connection set-up (a TLS handshake, say) sends the request late:
// the host's gap runs from the request it saw, in this run and the next.
void FetchPool::Impl::count_gap_from(const std::string& host, Clock::time_point sent) {
  double at = std::chrono::duration<double>(sent - epoch).count();
  scheduler.request_sent(host, at);
  auto& last = last_start[host];
  last = std::max(last, at);
}

void FetchPool::Impl::on_finished(CURL* easy, CURLcode code) {
  auto it = in_flight.find(easy);
  if (it == in_flight.end()) return;
  std::size_t id = it->second.first;
  HopResult got = it->second.second->result(code);
  in_flight.erase(it);  // the easy handle is freed here, after curl let go of it
  auto& job = job_for(id);
  scheduler.finished(job.queue_host);
  if (got.request_sent) count_gap_from(job.queue_host, *got.request_sent);
  if (heed_rate(id, got)) return pump();
  if (!retry_later(id, got) && !follow_redirect(id, got)) {
    if (got.failure.failure != NetFailure::none) {
      job.out.http_status = got.status;
      fail(id, got.failure);
    } else {
      const Validators* sent = job.request.validators;
      take_response(job.out, std::move(got),
                    sent && (!sent->etag.empty() || !sent->last_modified.empty()));
      complete(id);
    }
  }
  pump();
}

// A failure that may clear by itself goes back into its host's queue after
// a backoff (or the server's Retry-After, which also pauses the host); a
// host failing again and again is paused as a whole and not retried.
bool FetchPool::Impl::retry_later(std::size_t id, const HopResult& got) {
  auto& job = job_for(id);
  auto status = got.failure.failure == NetFailure::none ? got.status : std::nullopt;
  bool transient = retryable(got.failure.failure, status);
  HostHealth::Limits limits{options.pause_after_failures, options.retry_base_seconds,
                            options.rules.retry_after_cap, 2 * options.rules.retry_after_cap};
  auto& host = health[job.queue_host];
  double t = now();
  if (double pause = host.record(transient, limits); pause > 0)
    scheduler.pause(job.queue_host, t + pause);
  if (!transient || job.tries >= options.rules.attempts || host.failing(limits) || stopping)
    return false;
  auto retry_after = retry_after_of(got.headers);
  std::uniform_real_distribution<double> draw(0.0, 1.0);
  double delay = retry_delay(job.tries, retry_after, options.rules.retry_after_cap,
                             options.retry_base_seconds, draw(random));
  if (retry_after) scheduler.pause(job.queue_host, t + delay);
  enqueue(id, job.queue_host, t + delay);
  return true;
}

bool FetchPool::Impl::follow_redirect(std::size_t id, const HopResult& got) {
  if (got.failure.failure != NetFailure::none || !got.status || !is_redirect_status(*got.status))
    return false;
  const std::string* location = nullptr;
  for (const auto& [name, value] : got.headers)
    if (name == "location") location = &value;
  if (location == nullptr) return false;
  auto& job = job_for(id);
  auto next = resolve_reference(wayback_original_form(job.hop_url), *location);
  if (!next) return false;
  if (auto stop = check_redirect(*next, job.chain, options.rules.max_redirects)) {
    job.out.http_status = got.status;
    fail(id, *stop);
    return true;
  }
  job.chain.push_back(*next);
  job.out.redirects.push_back(*next);
  job.hop_url = *next;
  job.tries = 0;
  begin_hop(id);
  return true;
}

void FetchPool::Impl::fail(std::size_t id, Failure failure) {
  auto& job = job_for(id);
  job.out.failure = failure.failure;
  job.out.failure_detail = std::move(failure.detail);
  complete(id);
}

void FetchPool::Impl::complete(std::size_t id) {
  auto& job = job_for(id);
  job.out.final_url = job.out.redirects.empty() ? job.out.url : job.out.redirects.back();
  job.out.attempts = job.tries;
  if (job.started)
    job.out.seconds = std::chrono::duration<double>(Clock::now() - job.first_start).count();
  if (id >= callers_jobs) {
    robots_ready(id);
    live.erase(id);
    return;
  }
  answered[id] = true;
  ++done_count;
  if (!stopping) (*done)(std::move(job.out));
  live.erase(id);  // what is answered is not kept: memory stays flat in the URLs
  if (done_count >= callers_jobs) {
    wake.cancel();
    io.stop();
  }
}

// robots.txt is in: its Crawl-delay widens the host's gap (up to the cap),
// and every page waiting on it passes the gate again.
void FetchPool::Impl::robots_ready(std::size_t id) {
  auto& job = job_for(id);
  auto& gate = robots[job.robots_for];
  gate.ready = true;
  gate.failure = robots_network_failure(job.out);
  gate.robots = robots_from(job.out, options.rules.user_agent);
  if (gate.robots.crawl_delay)
    scheduler.widen_gap(job.robots_for,
                        std::min(*gate.robots.crawl_delay, options.rules.crawl_delay_cap));
  auto waiting = std::move(gate.waiting);
  gate.waiting.clear();
  release(job.out);
  for (std::size_t page : waiting) {
    auto url = parse_url(hop_url(page));
    if (url) pass_robots(page, *url);
  }
}

FetchPool::FetchPool(FetchOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {}

FetchPool::~FetchPool() = default;

void FetchPool::run(std::vector<FetchRequest> requests,
                    const std::function<void(Fetched&&)>& done) {
  impl_->done = &done;
  impl_->run(std::move(requests));
  impl_->done = nullptr;
}

void FetchPool::end_host(const std::string& host, NetFailure failure, std::string detail) {
  Impl& impl = *impl_;
  Failure why{failure, std::move(detail)};
  impl.ended[host] = why;  // later requests, and later runs, end at once
  // Drained from the loop, not from inside `done`, which is still running.
  boost::asio::post(impl.io, [&impl, host, why] {
    impl.end_host(host, why);
    impl.pump();
  });
}

void FetchPool::stop() {
  impl_->stopping = true;
  impl_->io.stop();
}

Progress FetchPool::progress() const {
  return {impl_->done_count.load(), impl_->total.load(), impl_->active_hosts.load()};
}

Fetched fetch_one(const FetchOptions& options, const FetchRequest& request) {
  FetchPool pool(options);
  Fetched out;
  out.url = out.final_url = request.url;
  out.key = request.key;
  pool.run({request}, [&out](Fetched&& got) { out = std::move(got); });
  return out;
}

void as_refresh_of(Fetched& target, std::string cited_url, std::string cited_key) {
  target.redirects.insert(target.redirects.begin(), target.url);
  target.url = std::move(cited_url);
  target.key = std::move(cited_key);
}

}  // namespace verifier::fetch
