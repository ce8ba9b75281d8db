// Parses the few options by hand: no option library for a test server.
#include "options.h"

#include <stdexcept>

namespace fixture {

const char* const kUsage =
    "usage: fixture-web --root DIR [--manifest FILE] [--throttle FILE] [--http-port N] [--https-port N]\n"
    "                   [--bind 127.0.0.1] [--ca-out DIR] [--ready-file FILE] [--verbose]\n";

namespace {

int port(const std::string& text) {
  std::size_t used = 0;
  int p = -1;
  try {
    p = std::stoi(text, &used);
  } catch (const std::exception&) {
  }
  if (used != text.size() || p < 0 || p > 65535) throw std::invalid_argument("bad port: " + text);
  return p;
}

}  // namespace

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--verbose") {
      o.verbose = true;
      continue;
    }
    if (i + 1 >= argc) throw std::invalid_argument("missing value for " + arg);
    std::string value = argv[++i];
    if (arg == "--root") o.root = value;
    else if (arg == "--manifest") o.manifest = value;
    else if (arg == "--throttle") o.throttle = value;
    else if (arg == "--http-port") o.http_port = port(value);
    else if (arg == "--https-port") o.https_port = port(value);
    else if (arg == "--bind") o.bind = value;
    else if (arg == "--ca-out") o.ca_out = value;
    else if (arg == "--ready-file") o.ready_file = value;
    else throw std::invalid_argument("unknown option " + arg);
  }
  if (o.root.empty()) throw std::invalid_argument("--root is required");
  return o;
}

}  // namespace fixture
