// app/main.cpp: the verifier binary. Anything that escapes as an exception is
// a failure of the run itself (exit 3), never a user's input error.
#include <malloc.h>

#include <clocale>
#include <exception>
#include <iostream>

#include "app/commands.h"

int main(int argc, char** argv) {
  // Page bodies of ~100 KB come and go all night. glibc's default hands the
  // top of the heap back once 128-256 KB of it is free, so body after body
  // landed in fresh pages and page faults were most of the fetch loop's CPU
  // (bench/fetch_bench.cpp measures both ways). Setting one threshold stops
  // glibc adapting the other, and then every parse buffer over 128 KB was a
  // fresh mmap: a third of the pass's CPU went to page faults and munmap, so
  // the mmap threshold is raised too. The run trims explicitly after its big
  // stages, so the higher thresholds do not keep memory.
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  // One arena for every thread. The readings the page workers pack are held
  // all night: in an arena per worker they grow it among that worker's
  // parsing garbage, while in the main one they fill the holes that loading
  // the records left. Set here, before any thread would make its own.
  mallopt(M_ARENA_MAX, 1);
  // libcurl turns a host like bücher.example into its ASCII form with
  // libidn2's idn2_lookup_ul, which reads the name in the locale's charset:
  // in the "C" locale every non-ASCII host is a malformed URL. Records and
  // command lines are UTF-8 whatever the environment (cron often sets no
  // LANG), so the character type is UTF-8 always; nothing else is localised.
  std::setlocale(LC_CTYPE, "C.UTF-8");
  try {
    return verifier::app::command_line(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "verifier: " << e.what() << '\n';
  } catch (...) {
    std::cerr << "verifier: unexpected failure\n";
  }
  return verifier::app::exit_run_failed;
}
