// The manifest: per host+path behaviours of the fixture web, read from YAML.
// Takes a manifest file (a list of entries, see README.md) and gives, for a
// request's host and target, the entry that governs it (exact target first, then
// the longest `*` prefix). Unknown keys and behaviour names are errors naming the
// line, so a typo in a test never silently serves a plain page.
#pragma once

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace fixture {

using HeaderList = std::vector<std::pair<std::string, std::string>>;

struct Entry {
  std::string host;  // "" or "*" matches any host
  std::string path;  // exact target (with query), or a prefix ending in '*'
  int line = 0;      // where it is in the manifest, for messages

  int status = 0;  // 0: 200, or 302 with a redirect
  HeaderList headers;
  std::optional<std::string> body;
  std::string file;  // relative to the root, or absolute
  std::string content_type;
  int delay_ms = 0;      // before the status line
  int delay_max_ms = 0;  // when set, the delay is uniform in [delay_ms, delay_max_ms]
  std::string redirect;  // Location; {http_port} and {https_port} are expanded
  std::string status_line;  // raw first line for invalid-status-line
  std::string etag;
  std::string last_modified;
  std::set<std::string> behaviours;

  // Behaviour parameters, with defaults that make each one visible but bounded.
  std::size_t drip_bytes = 16;
  int interval_ms = 100;
  std::size_t size_bytes = 0;  // huge, binary, gzip-bomb; 0: each one's own default
  std::size_t reset_after = 0;  // reset-mid-body: bytes of body before RST; 0: half
  std::size_t lie_extra = 1000;
  std::size_t header_bytes = 1 << 20;
  std::size_t chunk_size = 1024;
  int fail_status = 503;
  int clear_after = 2;  // retry-after: failing answers before the page; 0: never clears
  std::string retry_after = "1";
  bool retry_after_date = false;
  int hold_ms = 120000;  // cap on every behaviour that holds a socket

  bool has(const std::string& behaviour) const { return behaviours.contains(behaviour); }
};

// Every behaviour name the server knows; the README documents each.
const std::set<std::string>& known_behaviours();

class Manifest {
 public:
  Manifest() = default;
  // Throws std::runtime_error "FILE:LINE:COLUMN: message" on bad input.
  static Manifest load(const std::string& file);

  const Entry* find(const std::string& host, const std::string& target) const;
  // An entry for `host` (any path) carrying `behaviour`: for decisions taken before
  // the request is read (TLS by SNI, accept-and-never-read).
  const Entry* find_host_behaviour(const std::string& host, const std::string& behaviour) const;
  bool uses(const std::string& behaviour) const;

 private:
  std::vector<Entry> entries_;
};

}  // namespace fixture
