// Test helpers for the fetch pool against the fixture web: options with
// short limits, a run over many URLs collected by URL, and the server's
// request log read back (counts and arrival times per host and path).
#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "fetch/fetch.h"
#include "support/fixture_web.h"

namespace fetch_test {

struct Web {
  verifier::testing::TempWeb files;
  std::unique_ptr<verifier::testing::FixtureWeb> server;

  explicit Web(const std::string& manifest,
               const std::vector<std::tuple<std::string, std::string, std::string>>& pages = {}) {
    for (const auto& [host, path, body] : pages) files.page(host, path, body);
    files.manifest(manifest);
    server = std::make_unique<verifier::testing::FixtureWeb>(files.root(), files.manifest_path());
  }

  // Short limits so that the whole suite runs in seconds.
  verifier::fetch::FetchOptions options() const {
    verifier::fetch::FetchOptions o;
    o.rules.user_agent = "verifier-test/0.1 (+https://example.org/verifier)";
    o.rules.gap_seconds = 0.02;
    o.rules.timeout = 3;
    o.rules.connect_timeout = 2;
    o.rules.stall_seconds = 3;
    o.rules.retry_after_cap = 3;
    o.rules.max_body_bytes = 1u << 20;
    o.rules.max_pdf_bytes = 2u << 20;
    o.retry_base_seconds = 0.05;
    o.connect_to = server->connect_to();
    o.cacert = server->ca_file();
    return o;
  }

  nlohmann::json stats() const { return nlohmann::json::parse(server->stats_json()); }

  const nlohmann::json* page(const std::string& host, const std::string& path) const {
    static thread_local nlohmann::json last;
    last = stats();
    for (const auto& p : last["pages"])
      if (p["host"] == host && p["path"] == path) return &p;
    return nullptr;
  }

  int count(const std::string& host, const std::string& path) const {
    auto* p = page(host, path);
    return p ? (*p)["count"].get<int>() : 0;
  }

  // Arrival times in ms of every request to host+path, in order.
  std::vector<long long> arrivals(const std::string& host, const std::string& path) const {
    std::vector<long long> out;
    if (auto* p = page(host, path))
      for (const auto& r : (*p)["requests"]) out.push_back(r["t_ms"].get<long long>());
    return out;
  }
};

inline std::map<std::string, verifier::Fetched> fetch_all(const verifier::fetch::FetchOptions& options,
                                                         const std::vector<std::string>& urls) {
  std::vector<verifier::fetch::FetchRequest> requests;
  requests.reserve(urls.size());
  for (const auto& url : urls) requests.push_back({url, url});  // fixture URLs are their own keys
  std::map<std::string, verifier::Fetched> out;
  verifier::fetch::FetchPool pool(options);
  pool.run(std::move(requests), [&out](verifier::Fetched&& f) { out[f.url] = std::move(f); });
  return out;
}

}  // namespace fetch_test
