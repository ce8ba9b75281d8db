// The request log and its JSON form.
#include "stats.h"

#include <nlohmann/json.hpp>

namespace fixture {

std::size_t Stats::record(const std::string& host, const std::string& target, const std::string& scheme,
                          const std::string& method, const HeaderList& headers) {
  auto& page = pages_[{host, target}];
  ++total_;
  ++page.count;
  if (page.requests.size() < kKept) {
    auto t = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
    page.requests.push_back({t, scheme, method, headers});
  }
  return page.count;
}

std::string Stats::json() const {
  nlohmann::json pages = nlohmann::json::array();
  for (const auto& [key, page] : pages_) {
    nlohmann::json requests = nlohmann::json::array();
    for (const auto& r : page.requests) {
      nlohmann::json headers = nlohmann::json::object();
      for (const auto& [name, value] : r.headers) headers[name] = value;
      requests.push_back({{"t_ms", r.t_ms}, {"scheme", r.scheme}, {"method", r.method}, {"headers", headers}});
    }
    pages.push_back({{"host", key.first}, {"path", key.second}, {"count", page.count}, {"requests", requests}});
  }
  nlohmann::json doc{{"total", total_},
                     {"connections", {{"http", http_connections_}, {"https", https_connections_}}},
                     {"pages", pages}};
  return doc.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

void Stats::reset() {
  pages_.clear();
  total_ = http_connections_ = https_connections_ = 0;
}

}  // namespace fixture
