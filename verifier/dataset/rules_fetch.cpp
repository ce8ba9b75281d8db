// dataset/rules_fetch.cpp: fetch.yaml, the fetcher's limits and the outage
// check's (rules/README.md), into FetchRules and OutageRules.
#include <array>

#include "core/url.h"
#include "dataset/internal/rules_reader.h"

namespace verifier::dataset::internal {
namespace {

constexpr std::array<std::string_view, 17> fetch_keys = {
    "user_agent", "concurrency",    "per_host",        "gap_seconds",     "connect_timeout",
    "timeout",    "stall_seconds",  "attempts",        "retry_after_cap", "crawl_delay_cap",
    "rate_limited_gap",
    "max_redirects", "max_body_bytes", "max_pdf_bytes", "page_cpu_seconds",
    "immutable_patterns", "outage"};

}  // namespace

void RulesReader::fetch(const YAML::Node& root, FetchRules& out, OutageRules& outage) {
  for (const auto& f : top_fields(root, fetch_keys)) {
    const auto& k = f.key;
    if (k == "user_agent") set_text(f, out.user_agent);
    else if (k == "concurrency") set_int(f, out.concurrency, 1);
    else if (k == "per_host") set_int(f, out.per_host, 1);
    else if (k == "gap_seconds") set_double(f, out.gap_seconds, 0, false);
    else if (k == "connect_timeout") set_double(f, out.connect_timeout, 0, true);
    else if (k == "timeout") set_double(f, out.timeout, 0, true);
    else if (k == "stall_seconds") set_double(f, out.stall_seconds, 0, true);
    else if (k == "attempts") set_int(f, out.attempts, 1);
    else if (k == "retry_after_cap") set_double(f, out.retry_after_cap, 0, false);
    else if (k == "crawl_delay_cap") set_double(f, out.crawl_delay_cap, 0, false);
    else if (k == "rate_limited_gap") set_double(f, out.rate_limited_gap, 0, false);
    else if (k == "max_redirects") set_int(f, out.max_redirects, 0);
    else if (k == "max_body_bytes") set_int(f, out.max_body_bytes, 1);
    else if (k == "max_pdf_bytes") set_int(f, out.max_pdf_bytes, 1);
    else if (k == "page_cpu_seconds") set_double(f, out.page_cpu_seconds, 0, true);
    else if (k == "immutable_patterns") set_regexes(f, out.immutable_patterns);
    else if (k == "outage") this->outage(f, outage);
  }
}

void RulesReader::outage(const Field& f, OutageRules& out) {
  if (f.value.IsNull()) return;
  constexpr std::array<std::string_view, 3> keys = {"host_share", "min_hosts", "canaries"};
  auto fields = mapping(f.value, "outage", keys);
  if (!fields) return;
  for (const auto& g : *fields) {
    if (g.key == "min_hosts") {
      set_int(g, out.min_hosts, 1);
    } else if (g.key == "canaries") {
      canaries(g, out.canaries);
    } else if (auto share = file_.number(g, g.key)) {
      if (*share > 0 && *share <= 1) out.host_share = *share;
      else file_.error(g.value, "host_share must be more than 0 and at most 1");
    }
  }
}

// A canary is fetched like a citation, so it must be one.
void RulesReader::canaries(const Field& f, std::vector<std::string>& out) {
  auto v = file_.texts(f, f.key);
  if (!v) return;
  std::size_t i = 0;
  for (const auto& item : f.value) {
    std::string why;
    if (is_citable_url((*v)[i], &why)) out.push_back((*v)[i]);
    else file_.error(item, "canary '" + (*v)[i] + "' is not an absolute http(s) URL: " + why);
    ++i;
  }
}

}  // namespace verifier::dataset::internal
