// Test helpers around the fixture web (tests/fixture-web): FixtureWeb starts the
// build tree's `fixture-web` server as a child process and gives its ports, CA file
// and curl --connect-to values; TempWeb is a throwaway content folder (pages plus an
// optional manifest) that is removed when the test ends.
//
//   verifier::testing::TempWeb web;
//   web.page("example.org", "/", "<html><body>MegaScale</body></html>");
//   web.manifest("- host: example.org\n  path: /gone\n  status: 410\n");
//   verifier::testing::FixtureWeb server(web.root(), web.manifest_path());
//   // fetch https://example.org/ with server.connect_to() and server.ca_file()
#pragma once

#include <string>
#include <sys/types.h>
#include <vector>

namespace verifier::testing {

class FixtureWeb {
 public:
  // Starts FIXTURE_WEB_BINARY serving `root` with `manifest` (may be empty) on free
  // loopback ports; waits at most 10 s for its ready line. Throws std::runtime_error.
  explicit FixtureWeb(const std::string& root, const std::string& manifest = "");
  ~FixtureWeb();  // SIGTERM then a bounded waitpid, SIGKILL if needed
  FixtureWeb(const FixtureWeb&) = delete;
  FixtureWeb& operator=(const FixtureWeb&) = delete;

  int http_port() const;
  int https_port() const;
  std::string ca_file() const;
  // curl --connect-to values sending every host's :80 and :443 here:
  // {":80:127.0.0.1:<http>", ":443:127.0.0.1:<https>"}
  std::vector<std::string> connect_to() const;
  // GET /__fixture/stats over a plain socket: the server's request log as JSON.
  std::string stats_json() const;

 private:
  pid_t pid_ = -1;
  int http_port_ = 0;
  int https_port_ = 0;
  std::string ca_file_;
  std::string ca_dir_;  // ours: removed on destruction
};

// A throwaway web for a test: a temp folder that is removed on destruction.
class TempWeb {
 public:
  TempWeb();
  ~TempWeb();
  TempWeb(const TempWeb&) = delete;
  TempWeb& operator=(const TempWeb&) = delete;

  std::string root() const;
  // Writes ROOT/host/path; "/" and paths ending in "/" get "index.html".
  void page(const std::string& host, const std::string& path, const std::string& body) const;
  void manifest(const std::string& yaml);
  std::string manifest_path() const;  // empty until manifest() was called

 private:
  std::string dir_;  // holds root/ and manifest.yaml side by side
  bool has_manifest_ = false;
};

}  // namespace verifier::testing
