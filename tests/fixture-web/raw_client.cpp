// Blocking sockets with poll-bounded reads: simple, and every wait has a bound.
#include "raw_client.h"

#include <arpa/inet.h>
#include <brotli/decode.h>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <netinet/in.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <poll.h>
#include <stdexcept>
#include <sys/socket.h>
#include <unistd.h>
#include <zlib.h>

namespace fixture_test {
namespace {

using Clock = std::chrono::steady_clock;

long long ms_since(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
}

int connect_to(int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<std::uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (fd < 0 || connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) throw std::runtime_error("connect");
  return fd;
}

std::string request_text(const RawRequest& r) {
  return r.method + " " + r.target + " HTTP/1.1\r\nHost: " + r.host +
         "\r\nUser-Agent: fixture-raw-client\r\nConnection: close\r\n" + r.extra + "\r\n";
}

void parse(RawReply& out) {
  auto head_end = out.raw.find("\r\n\r\n");
  auto line_end = out.raw.find("\r\n");
  if (line_end == std::string::npos) return;
  out.status_line = out.raw.substr(0, line_end);
  const std::string& s = out.status_line;
  if (s.rfind("HTTP/1.", 0) == 0 && s.size() >= 12 && std::isdigit(static_cast<unsigned char>(s[9])) &&
      std::isdigit(static_cast<unsigned char>(s[10])) && std::isdigit(static_cast<unsigned char>(s[11])))
    out.status = std::stoi(s.substr(9, 3));
  if (head_end == std::string::npos) return;
  for (auto at = line_end + 2; at < head_end;) {
    auto next = out.raw.find("\r\n", at);
    auto line = out.raw.substr(at, next - at);
    auto colon = line.find(':');
    if (colon != std::string::npos) {
      std::string name = line.substr(0, colon);
      for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      out.headers[name] = line.substr(line.find_first_not_of(' ', colon + 1));
    }
    at = next + 2;
  }
  out.body = out.raw.substr(head_end + 4);
}

// Reads with `recv_fn` until EOF, error, the byte cap or the deadline.
template <class Recv>
void read_all(int fd, RawReply& out, const RawRequest& req, Clock::time_point start, Recv recv_fn) {
  char buf[65536];
  while (true) {
    long long left = req.timeout_ms - ms_since(start);
    pollfd p{fd, POLLIN, 0};
    if (left <= 0 || out.raw.size() >= req.max_bytes) {
      out.timed_out = true;
      return;
    }
    if (poll(&p, 1, static_cast<int>(left)) <= 0) continue;
    long n = recv_fn(buf, sizeof buf);
    if (n == -2) continue;  // TLS wants more
    if (n < 0) {
      out.reset = errno == ECONNRESET;
      return;
    }
    if (n == 0) return;
    if (out.ms_to_first_byte < 0) out.ms_to_first_byte = ms_since(start);
    out.raw.append(buf, static_cast<std::size_t>(n));
  }
}

}  // namespace

RawReply http_get(int port, const RawRequest& req) {
  RawReply out;
  auto start = Clock::now();
  int fd = connect_to(port);
  std::string text = request_text(req);
  send(fd, text.data(), text.size(), MSG_NOSIGNAL);
  read_all(fd, out, req, start, [fd](char* b, std::size_t n) { return static_cast<long>(recv(fd, b, n, 0)); });
  close(fd);
  out.ms_total = ms_since(start);
  parse(out);
  return out;
}

RawReply https_get(int port, const RawRequest& req, const std::string& ca_file) {
  RawReply out;
  auto start = Clock::now();
  int fd = connect_to(port);
  SSL_CTX* ctx = SSL_CTX_new(TLS_client_method());
  if (!ca_file.empty()) {
    SSL_CTX_load_verify_locations(ctx, ca_file.c_str(), nullptr);
    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, nullptr);
  }
  SSL* ssl = SSL_new(ctx);
  SSL_set_fd(ssl, fd);
  SSL_set_tlsext_host_name(ssl, req.host.c_str());
  SSL_set1_host(ssl, req.host.c_str());
  timeval tv{req.timeout_ms / 1000, suseconds_t{req.timeout_ms % 1000} * 1000};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  if (SSL_connect(ssl) != 1) {
    out.tls_failed = true;
    out.timed_out = ms_since(start) >= req.timeout_ms - 50;
    out.tls_error = ERR_error_string(ERR_get_error(), nullptr);
  } else {
    std::string text = request_text(req);
    SSL_write(ssl, text.data(), static_cast<int>(text.size()));
    read_all(fd, out, req, start, [ssl](char* b, std::size_t n) -> long {
      int r = SSL_read(ssl, b, static_cast<int>(n));
      if (r > 0) return r;
      int err = SSL_get_error(ssl, r);
      if (err == SSL_ERROR_WANT_READ) return -2;
      if (err == SSL_ERROR_ZERO_RETURN) return 0;
      if (errno != ECONNRESET) errno = EPROTO;
      return -1;
    });
  }
  SSL_free(ssl);
  SSL_CTX_free(ctx);
  close(fd);
  out.ms_total = ms_since(start);
  parse(out);
  return out;
}

std::string dechunk(const std::string& body) {
  std::string out;
  std::size_t at = 0;
  while (at < body.size()) {
    auto eol = body.find("\r\n", at);
    if (eol == std::string::npos) throw std::runtime_error("bad chunk header");
    std::size_t size = std::stoul(body.substr(at, eol - at), nullptr, 16);
    if (size == 0) return out;
    out += body.substr(eol + 2, size);
    at = eol + 2 + size + 2;
  }
  throw std::runtime_error("chunked body without its last chunk");
}

std::string inflate(const std::string& data, bool auto_detect) {
  z_stream zs{};
  inflateInit2(&zs, auto_detect ? 15 + 32 : 15);
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  zs.avail_in = static_cast<uInt>(data.size());
  std::string out;
  char buf[65536];
  int rc = Z_OK;
  while (rc == Z_OK) {
    zs.next_out = reinterpret_cast<Bytef*>(buf);
    zs.avail_out = sizeof buf;
    rc = ::inflate(&zs, Z_NO_FLUSH);
    out.append(buf, sizeof buf - zs.avail_out);
  }
  inflateEnd(&zs);
  if (rc != Z_STREAM_END) throw std::runtime_error("inflate failed");
  return out;
}

std::string unbrotli(const std::string& data) {
  std::string out(data.size() * 50 + 4096, '\0');
  std::size_t size = out.size();
  if (BrotliDecoderDecompress(data.size(), reinterpret_cast<const uint8_t*>(data.data()), &size,
                              reinterpret_cast<uint8_t*>(out.data())) != BROTLI_DECODER_RESULT_SUCCESS)
    throw std::runtime_error("brotli decode failed");
  out.resize(size);
  return out;
}

}  // namespace fixture_test
