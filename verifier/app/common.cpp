#include "app/common.h"

#include <malloc.h>

#include <iostream>

#include "app/page_workers.h"
#include "build_info.h"
#include "core/url.h"
#include "dataset/dataset.h"
#include "app/page_reader.h"
#include "extract/extract.h"

namespace verifier::app {

std::filesystem::path default_rules_dir() {
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const auto bin = self.parent_path();
    for (const auto& beside : {bin.parent_path() / "share" / "verifier" / "rules", bin / "rules"})
      if (std::filesystem::is_directory(beside, ec)) return beside;
  }
  return VERIFIER_RULES_DIR;
}

std::optional<Rules> load_rules_reporting(const std::string& dir) {
  auto loaded = dataset::load_rules(dir.empty() ? default_rules_dir() : std::filesystem::path(dir));
  for (const auto& e : loaded.errors) std::cerr << e.to_string() << '\n';
  if (!loaded.errors.empty()) return std::nullopt;
  return std::move(loaded.rules);
}

dataset::LoadedRecords load_records_reporting(const std::string& dir, bool allow_empty) {
  auto loaded = dataset::load_records(dir, usable_cores());
  if (loaded.records.empty() && loaded.errors.empty() && !allow_empty)
    loaded.errors.push_back(
        {{dir, 0, 0}, "no records (*.yaml) in the folder; --allow-empty accepts an empty dataset"});
  for (const auto& e : loaded.errors) std::cerr << e.to_string() << '\n';
  return loaded;
}

std::optional<std::vector<Record>> usable_records(const std::string& dir, bool allow_empty) {
  auto loaded = load_records_reporting(dir, allow_empty);
  if (!loaded.errors.empty()) {
    std::cerr << "verifier: " << loaded.errors.size()
              << " error(s) in the records; no report written\n";
    return std::nullopt;
  }
  return std::move(loaded.records);
}

fetch::FetchOptions fetch_options(const Rules& rules, const NetOptions& net) {
  fetch::FetchOptions options;
  options.rules = rules.fetch;
  if (net.concurrency) options.rules.concurrency = *net.concurrency;
  if (net.per_host) options.rules.per_host = *net.per_host;
  if (net.timeout) options.rules.timeout = *net.timeout;
  options.connect_to = net.connect_to;
  options.cacert = net.cacert;
  options.allow_private = net.allow_private;
  return options;
}

bool is_url(const std::string& target) {
  return target.rfind("http://", 0) == 0 || target.rfind("https://", 0) == 0 ||
         target.find("://") != std::string::npos;
}

OnePage read_one_page(const std::string& target, const Rules& rules, const NetOptions& net) {
  OnePage one;
  const extract::Signatures signatures(rules.pages);
  const extract::ReadLimits limits{rules.fetch.page_cpu_seconds, {}};
  // The command line's URL, keyed once as the records' citations are.
  const std::string key = same_url_key(target);
  if (!is_url(target)) {
    one.fetched.url = one.fetched.final_url = target;
    one.fetched.key = key;
    one.fetched.http_status = 200;
    one.page = extract::read_file(target, signatures, limits);
    return one;
  }
  auto options = fetch_options(rules, net);
  one.fetched = fetch::fetch_one(options, {target, key});
  one.page = extract_page(one.fetched, signatures, limits);
  if (one.page && one.page->refresh_to) {  // a short meta refresh is a redirect a reader follows
    const std::string& to = *one.page->refresh_to;
    auto next = fetch::fetch_one(options, {to, same_url_key(to)});
    fetch::as_refresh_of(next, one.fetched.url, key);
    one.fetched = std::move(next);
    one.page = extract_page(one.fetched, signatures, limits);
  }
  return one;
}

void return_free_memory() { ::malloc_trim(0); }

}  // namespace verifier::app
