// Reads the manifest with yaml-cpp and answers lookups by host and target.
#include "manifest.h"

#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>
#include <yaml-cpp/yaml.h>

#include "yaml_file.h"

namespace fixture {
namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

void read_behaviours(Entry& e, const YAML::Node& v, const std::string& file) {
  auto add = [&](const YAML::Node& n) {
    auto name = n.as<std::string>();
    if (!known_behaviours().contains(name)) fail_at(file, n, "unknown behaviour '" + name + "'");
    e.behaviours.insert(name);
  };
  if (v.IsSequence()) {
    for (const auto& n : v) add(n);
  } else {
    add(v);
  }
}

void read_headers(Entry& e, const YAML::Node& v, const std::string& file) {
  if (!v.IsMap()) fail_at(file, v, "headers must be a map");
  for (const auto& kv : v) e.headers.emplace_back(kv.first.as<std::string>(), kv.second.as<std::string>());
}

std::size_t size_of(const YAML::Node& v, std::size_t unit) { return v.as<std::size_t>() * unit; }

using Setter = std::function<void(Entry&, const YAML::Node&, const std::string&)>;

// One setter per key: the table is the manifest's grammar.
const std::map<std::string, Setter>& setters() {
  static const std::map<std::string, Setter> table{
      {"host", [](Entry& e, const YAML::Node& v, const std::string&) { e.host = lower(v.as<std::string>()); }},
      {"path", [](Entry& e, const YAML::Node& v, const std::string&) { e.path = v.as<std::string>(); }},
      {"status", [](Entry& e, const YAML::Node& v, const std::string&) { e.status = v.as<int>(); }},
      {"headers", read_headers},
      {"body", [](Entry& e, const YAML::Node& v, const std::string&) { e.body = v.as<std::string>(); }},
      {"file", [](Entry& e, const YAML::Node& v, const std::string&) { e.file = v.as<std::string>(); }},
      {"content_type", [](Entry& e, const YAML::Node& v, const std::string&) { e.content_type = v.as<std::string>(); }},
      {"delay_ms", [](Entry& e, const YAML::Node& v, const std::string&) { e.delay_ms = v.as<int>(); }},
      {"delay_max_ms", [](Entry& e, const YAML::Node& v, const std::string&) { e.delay_max_ms = v.as<int>(); }},
      {"redirect", [](Entry& e, const YAML::Node& v, const std::string&) { e.redirect = v.as<std::string>(); }},
      {"status_line", [](Entry& e, const YAML::Node& v, const std::string&) { e.status_line = v.as<std::string>(); }},
      {"etag", [](Entry& e, const YAML::Node& v, const std::string&) { e.etag = v.as<std::string>(); }},
      {"last_modified", [](Entry& e, const YAML::Node& v, const std::string&) { e.last_modified = v.as<std::string>(); }},
      {"behaviour", read_behaviours},
      {"behaviours", read_behaviours},
      {"drip_bytes", [](Entry& e, const YAML::Node& v, const std::string&) { e.drip_bytes = v.as<std::size_t>(); }},
      {"interval_ms", [](Entry& e, const YAML::Node& v, const std::string&) { e.interval_ms = v.as<int>(); }},
      {"size_bytes", [](Entry& e, const YAML::Node& v, const std::string&) { e.size_bytes = size_of(v, 1); }},
      {"size_mb", [](Entry& e, const YAML::Node& v, const std::string&) { e.size_bytes = size_of(v, 1 << 20); }},
      {"reset_after", [](Entry& e, const YAML::Node& v, const std::string&) { e.reset_after = v.as<std::size_t>(); }},
      {"lie_extra", [](Entry& e, const YAML::Node& v, const std::string&) { e.lie_extra = v.as<std::size_t>(); }},
      {"header_bytes", [](Entry& e, const YAML::Node& v, const std::string&) { e.header_bytes = v.as<std::size_t>(); }},
      {"chunk_size", [](Entry& e, const YAML::Node& v, const std::string&) { e.chunk_size = v.as<std::size_t>(); }},
      {"fail_status", [](Entry& e, const YAML::Node& v, const std::string&) { e.fail_status = v.as<int>(); }},
      {"clear_after", [](Entry& e, const YAML::Node& v, const std::string&) { e.clear_after = v.as<int>(); }},
      {"retry_after", [](Entry& e, const YAML::Node& v, const std::string&) { e.retry_after = v.as<std::string>(); }},
      {"retry_after_date", [](Entry& e, const YAML::Node& v, const std::string&) { e.retry_after_date = v.as<bool>(); }},
      {"hold_ms", [](Entry& e, const YAML::Node& v, const std::string&) { e.hold_ms = v.as<int>(); }},
  };
  return table;
}

Entry read_entry(const YAML::Node& node, const std::string& file) {
  if (!node.IsMap()) fail_at(file, node, "each manifest entry must be a map");
  Entry e;
  e.line = node.Mark().line + 1;
  for (const auto& kv : node) {
    auto key = kv.first.as<std::string>();
    auto it = setters().find(key);
    if (it == setters().end()) fail_at(file, kv.first, "unknown key '" + key + "'");
    try {
      it->second(e, kv.second, file);
    } catch (const YAML::Exception&) {
      fail_at(file, kv.second, "bad value for '" + key + "'");
    }
  }
  if (e.path.empty()) fail_at(file, node, "entry needs a path");
  if (e.drip_bytes == 0 || e.chunk_size == 0) fail_at(file, node, "drip_bytes and chunk_size must be positive");
  if (e.retry_after_date && e.retry_after.find_first_not_of("0123456789") != std::string::npos)
    fail_at(file, node, "retry_after_date needs retry_after in whole seconds");
  return e;
}

bool host_matches(const Entry& e, const std::string& host) {
  return e.host.empty() || e.host == "*" || e.host == host;
}

}  // namespace

const std::set<std::string>& known_behaviours() {
  static const std::set<std::string> names{
      "never-answer",   "slow-headers",       "drip",           "reset-mid-body",
      "lie-content-length", "close-delimited", "chunked",       "gzip",
      "deflate",        "br",                 "gzip-bomb",      "redirect-loop",
      "retry-after",    "huge",               "binary",         "headers-never-end",
      "oversized-header", "invalid-status-line", "http09",      "tls-stall",
      "tls-slow",       "tls-unknown-ca", "accept-and-never-read", "endless"};
  return names;
}

Manifest Manifest::load(const std::string& file) {
  const YAML::Node root = load_yaml(file);
  Manifest m;
  if (root.IsNull()) return m;
  if (!root.IsSequence()) fail_at(file, root, "the manifest must be a list of entries");
  for (const auto& node : root) m.entries_.push_back(read_entry(node, file));
  return m;
}

const Entry* Manifest::find(const std::string& host, const std::string& target) const {
  const Entry* best = nullptr;
  std::size_t best_len = 0;
  for (const auto& e : entries_) {
    if (!host_matches(e, host)) continue;
    if (e.path == target) return &e;
    if (e.path.back() != '*') continue;
    auto prefix = std::string_view(e.path).substr(0, e.path.size() - 1);
    if (target.compare(0, prefix.size(), prefix) == 0 && (best == nullptr || prefix.size() >= best_len)) {
      best = &e;
      best_len = prefix.size();
    }
  }
  return best;
}

const Entry* Manifest::find_host_behaviour(const std::string& host, const std::string& behaviour) const {
  for (const auto& e : entries_)
    if (host_matches(e, host) && e.has(behaviour)) return &e;
  return nullptr;
}

bool Manifest::uses(const std::string& behaviour) const {
  return std::any_of(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.has(behaviour); });
}

}  // namespace fixture
