// Everything the fixture web's connections share: the content root, the manifest,
// the request log, the TLS identities and the ports (for {http_port} placeholders).
// Owned by main and passed by reference; one io thread, so no locks.
#pragma once

#include <random>
#include <string>

#include "asio.h"
#include "certs.h"
#include "manifest.h"
#include "stats.h"
#include "throttle.h"

namespace fixture {

struct World {
  World(std::string root_dir, Manifest m, bool verbose_log, Throttle t = {})
      : root(std::move(root_dir)), manifest(std::move(m)), throttle(std::move(t)), verbose(verbose_log) {}
  std::string root;
  Manifest manifest;
  Throttle throttle;  // per-host rate limits and blocks (--throttle)
  bool verbose = false;
  Stats::Clock::time_point started = Stats::Clock::now();
  Stats stats{started};
  Certs certs;
  asio::ssl::context tls{asio::ssl::context::tls_server};
  int http_port = 0;
  int https_port = 0;
  std::mt19937 rng{std::random_device{}()};
};

}  // namespace fixture
