// bench/fetch_bench.cpp: the fetch stage alone, for scripts/bench.
// Fetches every URL of a list (one a line) with one FetchPool; bodies are
// read (the pool decodes and keeps them up to its cap) and dropped in the
// callback, as curl's -o /dev/null. Politeness is what the options say:
// by default a huge per_host and no gap, i.e. off.
//
//   fetch-bench --urls FILE [--concurrency N] [--per-host N] [--gap S]
//               [--connect-to H:P:CH:CP]... [--cacert F] [--allow-private]
//               [--ignore-robots HOST]... [--malloc-default]
//
// Prints, one a line: urls, ok (2xx/304), failed, bytes, seconds, urls_per_s.
#include <malloc.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "fetch/fetch.h"

using namespace verifier;

int main(int argc, char** argv) {
  // Bodies of ~100 KB come and go all run long. glibc's default hands the top
  // of the heap back to the kernel once 128-256 KB of it is free, so body after
  // body was written into fresh pages: page faults were most of this process's
  // CPU. The allocator is the process's to tune, not the pool's (app/main.cpp
  // sets the same); --malloc-default measures without it.
  bool tune_malloc = true;
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == "--malloc-default") tune_malloc = false;
  if (tune_malloc) {
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
  }
  fetch::FetchOptions options;
  options.rules.user_agent = "verifier-fetch-bench/0.1";
  options.rules.concurrency = 32;
  options.rules.per_host = 1000000;
  options.rules.gap_seconds = 0;
  options.rules.attempts = 1;
  std::string urls_file;
  std::vector<std::string> ignore_robots;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "fetch-bench: " << a << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--urls") urls_file = value();
    else if (a == "--concurrency") options.rules.concurrency = std::stoi(value());
    else if (a == "--per-host") options.rules.per_host = std::stoi(value());
    else if (a == "--gap") options.rules.gap_seconds = std::stod(value());
    else if (a == "--connect-to") options.connect_to.push_back(value());
    else if (a == "--cacert") options.cacert = value();
    else if (a == "--allow-private") options.allow_private = true;
    else if (a == "--ignore-robots") ignore_robots.push_back(value());
    else if (a == "--malloc-default") continue;
    else {
      std::cerr << "usage: fetch-bench --urls FILE [--concurrency N] [--per-host N] [--gap S]\n"
                   "       [--connect-to H:P:CH:CP]... [--cacert F] [--allow-private] [--ignore-robots HOST]...\n"
                   "       [--malloc-default]\n";
      return 2;
    }
  }
  for (const auto& host : ignore_robots) {
    HostRule rule;
    rule.host = host;
    rule.ignore_robots = true;
    rule.ignore_robots_reason = "benchmark against a local server";
    options.rules.hosts.push_back(rule);
  }
  std::vector<std::string> urls;  // the requests view them
  std::ifstream in(urls_file);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) urls.push_back(line);
  std::vector<fetch::FetchRequest> requests;
  requests.reserve(urls.size());
  for (const auto& url : urls) requests.push_back({url, url});
  if (requests.empty()) {
    std::cerr << "fetch-bench: no URLs in " << urls_file << "\n";
    return 2;
  }
  std::size_t n = requests.size(), ok = 0, failed = 0, bytes = 0;
  fetch::FetchPool pool(options);
  auto start = std::chrono::steady_clock::now();
  pool.run(std::move(requests), [&](Fetched&& f) {
    bytes += f.body.size();
    bool good = f.failure == NetFailure::none && f.http_status &&
                ((*f.http_status >= 200 && *f.http_status < 300) || *f.http_status == 304);
    (good ? ok : failed) += 1;
    if (!good && failed <= 3)
      std::cerr << "fetch-bench: " << f.url << ": status "
                << (f.http_status ? std::to_string(*f.http_status) : "none") << " "
                << f.failure_detail << "\n";
  });
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "urls: " << n << "\nok: " << ok << "\nfailed: " << failed << "\nbytes: " << bytes
            << "\nseconds: " << seconds << "\nurls_per_s: " << static_cast<double>(n) / seconds
            << "\n";
  return failed == 0 ? 0 : 1;
}
