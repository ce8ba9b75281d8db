// Runs the fixture web as a child process for one test and cleans up after it.
#include "fixture_web.h"

#include <arpa/inet.h>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <netinet/in.h>
#include <poll.h>
#include <sstream>
#include <stdexcept>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#ifndef FIXTURE_WEB_BINARY
#error "FIXTURE_WEB_BINARY must name the fixture-web executable"
#endif

namespace verifier::testing {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

std::string make_temp_dir(const char* tag) {
  const char* base = std::getenv("TMPDIR");
  std::string pattern = std::string(base != nullptr && *base != '\0' ? base : "/tmp") + "/" + tag +
                        "-XXXXXX";
  if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed for " + pattern);
  return pattern;
}

// Reads the child's stdout until the ready line arrives or the deadline passes.
std::string read_ready_line(int fd, Clock::time_point deadline) {
  std::string got;
  while (got.find('\n') == std::string::npos) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) throw std::runtime_error("fixture-web: no ready line within 10 s");
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
    char buf[512];
    ssize_t n = read(fd, buf, sizeof buf);
    if (n <= 0) throw std::runtime_error("fixture-web exited before it was ready: " + got);
    got.append(buf, static_cast<std::size_t>(n));
  }
  return got.substr(0, got.find('\n'));
}

// "ready http=P https=P ca=PATH" -> its three values.
void parse_ready(const std::string& line, int& http, int& https, std::string& ca) {
  std::istringstream in(line);
  std::string word;
  in >> word;
  if (word != "ready") throw std::runtime_error("fixture-web: unexpected first line: " + line);
  while (in >> word) {
    if (word.rfind("http=", 0) == 0) http = std::stoi(word.substr(5));
    if (word.rfind("https=", 0) == 0) https = std::stoi(word.substr(6));
    if (word.rfind("ca=", 0) == 0) ca = word.substr(3);
  }
  if (http <= 0 || https <= 0 || ca.empty()) throw std::runtime_error("fixture-web: bad ready line: " + line);
}

bool wait_exit(pid_t pid, std::chrono::milliseconds bound) {
  const auto deadline = Clock::now() + bound;
  while (Clock::now() < deadline) {
    int status = 0;
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid || r < 0) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

void stop_child(pid_t pid) {
  if (pid <= 0) return;
  kill(pid, SIGTERM);
  if (wait_exit(pid, std::chrono::seconds(5))) return;
  kill(pid, SIGKILL);
  wait_exit(pid, std::chrono::seconds(5));
}

// Everything the child needs is built before fork: after it, only async-signal-safe calls.
pid_t spawn(const std::vector<std::string>& args, int out_fd, int pipe_read_fd) {
  std::vector<char*> argv;
  argv.reserve(args.size() + 1);
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGTERM);  // a crashed test must not leave a server behind
    dup2(out_fd, STDOUT_FILENO);
    close(out_fd);
    close(pipe_read_fd);
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

}  // namespace

FixtureWeb::FixtureWeb(const std::string& root, const std::string& manifest) {
  ca_dir_ = make_temp_dir("fixture-ca");
  std::vector<std::string> args{FIXTURE_WEB_BINARY, "--root", root, "--http-port", "0",
                                "--https-port", "0", "--bind", "127.0.0.1", "--ca-out", ca_dir_};
  if (!manifest.empty()) {
    args.emplace_back("--manifest");
    args.push_back(manifest);
  }
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe failed");
  pid_ = spawn(args, fds[1], fds[0]);
  close(fds[1]);
  try {
    if (pid_ < 0) throw std::runtime_error("fork failed");
    std::string line = read_ready_line(fds[0], Clock::now() + std::chrono::seconds(10));
    parse_ready(line, http_port_, https_port_, ca_file_);
  } catch (...) {
    close(fds[0]);
    stop_child(pid_);
    fs::remove_all(ca_dir_);
    throw;
  }
  close(fds[0]);  // the server prints nothing more without --verbose, and ignores SIGPIPE
}

FixtureWeb::~FixtureWeb() {
  stop_child(pid_);
  std::error_code ec;
  fs::remove_all(ca_dir_, ec);
}

int FixtureWeb::http_port() const { return http_port_; }
int FixtureWeb::https_port() const { return https_port_; }
std::string FixtureWeb::ca_file() const { return ca_file_; }

std::vector<std::string> FixtureWeb::connect_to() const {
  return {":80:127.0.0.1:" + std::to_string(http_port_), ":443:127.0.0.1:" + std::to_string(https_port_)};
}

std::string FixtureWeb::stats_json() const {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) throw std::runtime_error("socket failed");
  timeval tv{5, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(http_port_));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string reply;
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0) {
    const std::string req = "GET /__fixture/stats HTTP/1.0\r\nHost: fixture\r\n\r\n";
    if (send(fd, req.data(), req.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(req.size())) {
      char buf[16384];
      for (ssize_t n; reply.size() < (64u << 20) && (n = recv(fd, buf, sizeof buf, 0)) > 0;)
        reply.append(buf, static_cast<std::size_t>(n));
    }
  }
  close(fd);
  auto body = reply.find("\r\n\r\n");
  if (body == std::string::npos) throw std::runtime_error("fixture-web: no answer to /__fixture/stats");
  return reply.substr(body + 4);
}

TempWeb::TempWeb() : dir_(make_temp_dir("fixture-web")) { fs::create_directories(dir_ + "/root"); }

TempWeb::~TempWeb() {
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

std::string TempWeb::root() const { return dir_ + "/root"; }

void TempWeb::page(const std::string& host, const std::string& path, const std::string& body) const {
  std::string rel = path.substr(0, path.find('?'));
  while (!rel.empty() && rel.front() == '/') rel.erase(0, 1);
  if (rel.empty() || rel.back() == '/') rel += "index.html";
  fs::path file = fs::path(root()) / host / rel;
  fs::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << body;
  if (!out) throw std::runtime_error("cannot write " + file.string());
}

void TempWeb::manifest(const std::string& yaml) {
  std::ofstream out(dir_ + "/manifest.yaml", std::ios::binary | std::ios::trunc);
  out << yaml;
  if (!out) throw std::runtime_error("cannot write " + dir_ + "/manifest.yaml");
  has_manifest_ = true;
}

std::string TempWeb::manifest_path() const { return has_manifest_ ? dir_ + "/manifest.yaml" : ""; }

}  // namespace verifier::testing
