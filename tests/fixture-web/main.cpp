// fixture-web: a misbehaving HTTP and HTTPS server for the verifier's tests.
// Prints "ready http=PORT https=PORT ca=PATH" once listening; exits 0 on SIGTERM
// or SIGINT, 2 on a bad command line or manifest, 1 when it cannot start.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sys/resource.h>

#include "asio.h"
#include "options.h"
#include "server.h"
#include "world.h"

namespace {

namespace fs = std::filesystem;
using namespace fixture;

// Where the CA goes; the bool says whether we made the folder (and so remove it).
std::pair<std::string, bool> ca_folder(const std::string& wanted) {
  if (!wanted.empty()) {
    fs::create_directories(wanted);
    return {wanted, false};
  }
  std::string pattern = (fs::temp_directory_path() / "fixture-web-ca-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot make a temp folder");
  return {pattern, true};
}

void write_file(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + tmp);
  }
  fs::rename(tmp, path);  // readers never see half a file
}

// Benchmarks hold thousands of connections: lift the soft descriptor limit to the hard one.
void raise_fd_limit() {
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) == 0 && lim.rlim_cur < lim.rlim_max) {
    lim.rlim_cur = lim.rlim_max;
    setrlimit(RLIMIT_NOFILE, &lim);
  }
}

void setup_tls(World& w) {
  w.tls.set_options(asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2 |
                    asio::ssl::context::no_sslv3);
}

int run(const Options& opt) {
  World world(opt.root, opt.manifest.empty() ? Manifest{} : Manifest::load(opt.manifest), opt.verbose,
              opt.throttle.empty() ? Throttle{} : Throttle::load(opt.throttle));
  setup_tls(world);
  auto [ca_dir, own_dir] = ca_folder(opt.ca_out);
  const std::string ca_file = ca_dir + "/ca.pem";
  write_file(ca_file, world.certs.ca_pem());
  write_file(ca_dir + "/unknown-ca.pem", world.certs.unknown_ca_pem());
  {
    asio::io_context io(1);
    Server server(io, world, opt.bind, opt.http_port, opt.https_port);
    world.http_port = server.http_port();
    world.https_port = server.https_port();
    asio::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&](boost::system::error_code, int) {
      server.stop();
      io.stop();
    });
    server.start();
    const std::string ready = "ready http=" + std::to_string(world.http_port) +
                              " https=" + std::to_string(world.https_port) + " ca=" + ca_file + "\n";
    if (!opt.ready_file.empty()) write_file(opt.ready_file, ready);
    std::cout << ready << std::flush;
    io.run();
  }
  std::error_code ec;
  if (own_dir) fs::remove_all(ca_dir, ec);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);  // a closed stdout or socket is an error code, not a death
  raise_fd_limit();
  Options opt;
  try {
    opt = parse_options(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "fixture-web: " << e.what() << "\n" << kUsage;
    return 2;
  }
  try {
    return run(opt);
  } catch (const std::runtime_error& e) {
    std::cerr << "fixture-web: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "fixture-web: " << e.what() << "\n";
    return 1;
  }
}
