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

namespace {

// Bodies of ~100 KB come and go all run long. glibc's default hands the top
// of the heap back to the kernel once 128-256 KB of it is free, so body after
// body was written into fresh pages: page faults were most of this process's
// CPU. The allocator is the process's to tune, not the pool's (app/main.cpp
// sets the same); --malloc-default measures without it.
void tune_malloc(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == "--malloc-default") return;
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
}

struct Arguments {
  fetch::FetchOptions options;
  std::string urls_file;
  std::vector<std::string> ignore_robots;
};

// The command line over the bench's defaults: politeness off (a huge per_host,
// no gap), one attempt. False on an unknown option (usage printed).
bool parse(int argc, char** argv, Arguments& args) {
  auto& rules = args.options.rules;
  rules.user_agent = "verifier-fetch-bench/0.1";
  rules.concurrency = 32;
  rules.per_host = 1000000;
  rules.gap_seconds = 0;
  rules.attempts = 1;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "fetch-bench: " << a << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--urls") args.urls_file = value();
    else if (a == "--concurrency") rules.concurrency = std::stoi(value());
    else if (a == "--per-host") rules.per_host = std::stoi(value());
    else if (a == "--gap") rules.gap_seconds = std::stod(value());
    else if (a == "--connect-to") args.options.connect_to.push_back(value());
    else if (a == "--cacert") args.options.cacert = value();
    else if (a == "--allow-private") args.options.allow_private = true;
    else if (a == "--ignore-robots") args.ignore_robots.push_back(value());
    else if (a == "--malloc-default") continue;
    else {
      std::cerr << "usage: fetch-bench --urls FILE [--concurrency N] [--per-host N] [--gap S]\n"
                   "       [--connect-to H:P:CH:CP]... [--cacert F] [--allow-private] [--ignore-robots HOST]...\n"
                   "       [--malloc-default]\n";
      return false;
    }
  }
  for (const auto& host : args.ignore_robots) {
    HostRule rule;
    rule.host = host;
    rule.ignore_robots = true;
    rule.ignore_robots_reason = "benchmark against a local server";
    rules.hosts.push_back(rule);
  }
  return true;
}

// The URLs of the list, one a line; `urls` owns what the requests view.
std::vector<fetch::FetchRequest> read_requests(const std::string& file, std::vector<std::string>& urls) {
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) urls.push_back(line);
  std::vector<fetch::FetchRequest> requests;
  requests.reserve(urls.size());
  for (const auto& url : urls) requests.push_back({url, url});
  return requests;
}

}  // namespace

int main(int argc, char** argv) {
  tune_malloc(argc, argv);
  Arguments args;
  if (!parse(argc, argv, args)) return 2;
  std::vector<std::string> urls;
  std::vector<fetch::FetchRequest> requests = read_requests(args.urls_file, urls);
  if (requests.empty()) {
    std::cerr << "fetch-bench: no URLs in " << args.urls_file << "\n";
    return 2;
  }
  std::size_t n = requests.size(), ok = 0, failed = 0, bytes = 0;
  fetch::FetchPool pool(args.options);
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
