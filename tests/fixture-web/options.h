// The fixture web's command line:
//   fixture-web --root DIR [--manifest FILE] [--throttle FILE] [--http-port N] [--https-port N]
//               [--bind 127.0.0.1] [--ca-out DIR] [--ready-file FILE] [--verbose]
// Takes argv; gives Options, or throws std::invalid_argument with a usage message.
#pragma once

#include <string>

namespace fixture {

struct Options {
  std::string root;
  std::string manifest;
  std::string throttle;  // per-host rate limit profiles (throttle.h)
  int http_port = 0;  // 0: any free port
  int https_port = 0;
  std::string bind = "127.0.0.1";
  std::string ca_out;  // empty: a fresh temp folder, removed at exit
  std::string ready_file;
  bool verbose = false;
};

Options parse_options(int argc, char** argv);
extern const char* const kUsage;

}  // namespace fixture
