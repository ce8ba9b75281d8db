// Token buckets, 429 windows and blocks; the YAML reader for their profiles.
#include "throttle.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include "yaml_file.h"

namespace fixture {
namespace {

using Setter = std::function<void(ThrottleProfile&, const YAML::Node&)>;

const std::map<std::string, Setter>& setters() {
  static const std::map<std::string, Setter> table{
      {"host", [](ThrottleProfile& p, const YAML::Node& v) { p.host = v.as<std::string>(); }},
      {"rate", [](ThrottleProfile& p, const YAML::Node& v) { p.rate = v.as<double>(); }},
      {"per_ms", [](ThrottleProfile& p, const YAML::Node& v) { p.per_ms = v.as<double>(); }},
      {"burst", [](ThrottleProfile& p, const YAML::Node& v) { p.burst = v.as<double>(); }},
      {"retry_after", [](ThrottleProfile& p, const YAML::Node& v) { p.retry_after = v.as<bool>(); }},
      {"block_after_ms", [](ThrottleProfile& p, const YAML::Node& v) { p.block_after_ms = v.as<long long>(); }},
      {"block_ms", [](ThrottleProfile& p, const YAML::Node& v) { p.block_ms = v.as<long long>(); }},
      {"forgive_ms", [](ThrottleProfile& p, const YAML::Node& v) { p.forgive_ms = v.as<long long>(); }},
      {"status", [](ThrottleProfile& p, const YAML::Node& v) { p.status = v.as<int>(); }},
      {"body", [](ThrottleProfile& p, const YAML::Node& v) { p.body = v.as<std::string>(); }},
  };
  return table;
}

ThrottleProfile read_profile(const YAML::Node& node, const std::string& file) {
  if (!node.IsMap()) fail_at(file, node, "each throttle profile must be a map");
  ThrottleProfile p;
  for (const auto& kv : node) {
    auto key = kv.first.as<std::string>();
    auto it = setters().find(key);
    if (it == setters().end()) fail_at(file, kv.first, "unknown key '" + key + "'");
    try {
      it->second(p, kv.second);
    } catch (const YAML::Exception&) {
      fail_at(file, kv.second, "bad value for '" + key + "'");
    }
  }
  if (p.host.empty()) fail_at(file, node, "profile needs a host");
  if (p.rate <= 0 || p.per_ms <= 0 || p.burst < 1) fail_at(file, node, "rate and per_ms must be positive, burst at least 1");
  if (p.body.empty())
    p.body = "<!doctype html><html><head><title>429 Too Many Requests</title></head><body>"
             "<h1>Too Many Requests</h1><p>fixture web: slow down</p></body></html>\n";
  return p;
}

}  // namespace

Throttle::Throttle(std::vector<ThrottleProfile> profiles) {
  for (auto& p : profiles) {
    Host h;
    h.tokens = p.burst;
    std::string host = p.host;
    h.profile = std::move(p);
    hosts_[host] = std::move(h);
  }
}

Throttle Throttle::load(const std::string& file) {
  const YAML::Node root = load_yaml(file);
  std::vector<ThrottleProfile> profiles;
  if (root.IsNull()) return Throttle{};
  if (!root.IsSequence()) fail_at(file, root, "the throttle file must be a list of profiles");
  for (const auto& node : root) profiles.push_back(read_profile(node, file));
  return Throttle(std::move(profiles));
}

void Throttle::refill(Host& h, long long now_ms) {
  const auto& p = h.profile;
  h.tokens = std::min(p.burst, h.tokens + static_cast<double>(now_ms - h.last_ms) * p.rate / p.per_ms);
  h.last_ms = now_ms;
}

// A 429 outside any window opens one: until a token is back, or the
// Retry-After sent (whole seconds, so never shorter than the bucket's wait).
Throttle::Decision Throttle::limited(Host& h, long long now_ms) {
  const auto& p = h.profile;
  Decision d{Verdict::too_many, p.status, std::nullopt, &p.body};
  if (h.window_end < 0 || now_ms >= h.window_end) {
    auto wait_ms = static_cast<long long>(std::ceil((1.0 - h.tokens) * p.per_ms / p.rate));
    h.window_end = now_ms + std::max(1LL, wait_ms);
    if (p.retry_after) h.window_end = now_ms + 1000 * ((std::max(1LL, wait_ms) + 999) / 1000);
  }
  if (p.retry_after) d.retry_after_s = (h.window_end - now_ms + 999) / 1000;
  ++h.too_many;
  return d;
}

Throttle::Decision Throttle::admit(const std::string& host, long long now_ms) {
  auto it = hosts_.find(host);
  if (it == hosts_.end()) return {};
  Host& h = it->second;
  const auto& p = h.profile;
  ++h.requests;
  if (h.blocked_until >= 0 && now_ms < h.blocked_until) {
    ++h.refused;
    return {Verdict::blocked, 0, std::nullopt, nullptr};
  }
  refill(h, now_ms);
  if (h.window_end >= 0 && now_ms < h.window_end) {
    ++h.in_window;
    if (ignoring(h, now_ms)) {
      h.blocked_until = now_ms + (p.block_ms << std::min(h.strikes++, 20));
      ++h.blocks;
      ++h.refused;
      h.window_end = -1;
      h.ignoring_since.reset();
      h.tokens = p.burst;
      return {Verdict::blocked, 0, std::nullopt, nullptr};
    }
    return limited(h, now_ms);
  }
  if (h.tokens >= 1) {
    h.tokens -= 1;
    h.window_end = -1;
    ++h.passed;
    return {};
  }
  return limited(h, now_ms);
}

// A request inside a 429 window extends the client's run of ignored 429s (a
// run ends after forgive_ms without one); true once the run has lasted
// block_after_ms: passing requests in between do not excuse it.
bool Throttle::ignoring(Host& h, long long now_ms) {
  const auto& p = h.profile;
  const long long forgive = p.forgive_ms > 0 ? p.forgive_ms : p.block_after_ms;
  if (!h.ignoring_since || now_ms - h.last_ignored > forgive) h.ignoring_since = now_ms;
  h.last_ignored = now_ms;
  return p.block_after_ms > 0 && now_ms - *h.ignoring_since >= p.block_after_ms;
}

std::string Throttle::json() const {
  nlohmann::json hosts = nlohmann::json::array();
  long long requests = 0, passed = 0, too_many = 0, in_window = 0, blocks = 0, refused = 0;
  for (const auto& [name, h] : hosts_) {
    hosts.push_back({{"host", name}, {"requests", h.requests}, {"passed", h.passed},
                     {"too_many", h.too_many}, {"in_429_window", h.in_window},
                     {"blocks", h.blocks}, {"refused", h.refused}});
    requests += h.requests;
    passed += h.passed;
    too_many += h.too_many;
    in_window += h.in_window;
    blocks += h.blocks;
    refused += h.refused;
  }
  nlohmann::json doc{{"hosts", hosts}, {"requests", requests}, {"passed", passed},
                     {"too_many", too_many}, {"in_429_window", in_window},
                     {"blocks", blocks}, {"refused", refused}};
  return doc.dump(1) + "\n";
}

// Only the counts: a bucket's fill, its window and a block go on, as a real
// archive's do when a client starts its next night.
void Throttle::reset() {
  for (auto& [name, h] : hosts_) h.requests = h.passed = h.too_many = h.in_window = h.refused = h.blocks = 0;
}

}  // namespace fixture
