// match-bench: matcher throughput on one core, with the aliases of 100 and
// of 10,000 systems compiled into one index. The page is the bundled
// corpus's HPCG and TOP500 text (read in place), repeated to about 8 MB, so
// it holds real names, numbers and punctuation. Systems are synthetic but
// shaped like the dataset's ("Owner NL Name-123 Phase 2"), with real
// systems among them so the scan also finds, boundary-checks and quotes.
// Prints `match_mb_s_100: X` and `match_mb_s_10000: Y` (MB = 10^6 bytes of
// page per second of this thread's CPU time), then `facts_mb_s_prose: Z`, the
// facts reader over a long passage of prose without numbers (its one pass).
// Usage: match-bench [CORPUS_DIR] [RULES_DIR]
#include <time.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

#include "dataset/dataset.h"
#include "match/facts.h"
#include "match/match.h"

namespace fs = std::filesystem;
using namespace verifier;

namespace {

std::string read_all(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Markup is left in: the matcher must cope with any text, and tags are
// realistic noise for its byte loop.
std::string corpus_page(const fs::path& corpus) {
  std::string seed;
  for (const char* f : {"hpcg-icl-web/hpcg/custom/sc24.html", "hpcg-icl-web/hpl-mxp.org/results.md",
                        "top500-scrap500/system/179567.html", "top500-scrap500/list/201811.1.html",
                        "limelead-quartz-systems/systems/Frontier.md"})
    seed += read_all(corpus / f) + "\n";
  if (seed.size() < 1000) seed = "Frontier at ORNL, El Capitan at LLNL, 12,288 GPUs.\n";
  std::string page;
  while (page.size() < (8u << 20)) page += seed;  // bounded: seed is non-empty
  return page;
}

std::vector<Record> systems(std::size_t n) {
  static const char* owners[] = {"Oak Ridge NL", "Lawrence Livermore NL", "Argonne NL", "Meta",
                                 "Microsoft Azure", "xAI", "Google", "NVIDIA", "Eni", "CSCS"};
  static const char* real[] = {"Frontier", "El Capitan", "Aurora", "Lassen", "Selene",
                               "Alps", "HPC5", "Perlmutter", "LUMI", "Leonardo"};
  std::vector<Record> out;
  for (std::size_t i = 0; i < n; ++i) {
    Record r;
    r.id = "s" + std::to_string(i);
    std::string core = i < 10 ? real[i] : "Zq" + std::to_string(i * 7919 % 100003) + "x";
    r.name = std::string(owners[i % 10]) + " " + core + " Phase " + std::to_string(i % 3 + 1);
    r.operator_name = owners[i % 10];
    r.aliases = {core + "-" + std::to_string(i % 97)};
    out.push_back(std::move(r));
  }
  return out;
}

// CPU time of this thread: the figure is per core, whatever else the
// machine is doing.
double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

double mb_per_s(const match::AliasIndex& index, const std::string& page) {
  std::size_t named = 0;
  double start = thread_seconds();
  int rounds = 0;
  double seconds = 0;
  // At least 3 rounds and 2 seconds, at most 50 rounds.
  while (rounds < 50 && (rounds < 3 || seconds < 2.0)) {
    named += index.scan(page, "https://example.org/").size();
    ++rounds;
    seconds = thread_seconds() - start;
  }
  if (named == 0) std::cerr << "match-bench: nothing named, the bench is not measuring matches\n";
  return static_cast<double>(page.size()) * rounds / seconds / 1e6;
}

// The facts reader on a passage with no number: the cost every passage of a
// page pays before any count is read.
double facts_mb_per_s(const match::Accelerators& table) {
  std::string prose;
  for (int i = 0; i < 2000; ++i) prose += "The system was installed at the centre by the vendor. ";
  std::size_t counts = 0;
  double start = thread_seconds();
  int rounds = 0;
  double seconds = 0;
  while (rounds < 500 && (rounds < 20 || seconds < 1.0)) {  // bounded
    counts += match::facts_of(prose, table).counts.size();
    ++rounds;
    seconds = thread_seconds() - start;
  }
  if (counts != 0) std::cerr << "match-bench: counts found in prose without numbers\n";
  return static_cast<double>(prose.size()) * rounds / seconds / 1e6;
}

}  // namespace

int main(int argc, char** argv) {
  fs::path corpus = argc > 1 ? fs::path(argv[1]) : fs::path(VERIFIER_SHARED_DIR) / "corpus";
  fs::path rules_dir = argc > 2 ? fs::path(argv[2]) : fs::path(VERIFIER_SOURCE_DIR) / "rules";
  auto rules = dataset::load_rules(rules_dir);
  std::string page = corpus_page(corpus);
  for (std::size_t n : {std::size_t{100}, std::size_t{10000}}) {
    match::AliasIndex index(systems(n), rules.rules.match);
    std::cout << "match_mb_s_" << n << ": " << std::fixed << std::setprecision(1)
              << mb_per_s(index, page) << std::endl;
  }
  const match::Accelerators table(rules.rules.match.accelerators);
  std::cout << "facts_mb_s_prose: " << std::fixed << std::setprecision(1) << facts_mb_per_s(table)
            << std::endl;
  return 0;
}
