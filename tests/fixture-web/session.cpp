// The request loop shared by both schemes; failures end the connection quietly.
#include "session.h"

#include <iostream>
#include <optional>
#include <sys/socket.h>

#include "plan.h"
#include "send.h"
#include "sniff.h"
#include "wire.h"

namespace fixture {
namespace {

constexpr std::chrono::seconds kIdle{120};
constexpr std::uint32_t kHeaderLimit = 64 * 1024;
constexpr std::uint64_t kBodyLimit = 1 << 20;

// Peeks (never consumes) until `sniff` can decide; bounded to about a second.
template <class Sniff>
awaitable<Sniffed> peek(tcp::socket& s, Sniff sniff) {
  for (int i = 0; i < 100; ++i) {
    co_await s.async_wait(tcp::socket::wait_read, asio::use_awaitable);
    char buf[16384];
    auto n = ::recv(s.native_handle(), buf, sizeof buf, MSG_PEEK);
    if (n <= 0) co_return Sniffed{Sniffed::State::not_this, "", ""};
    auto got = sniff(std::string_view(buf, static_cast<std::size_t>(n)));
    if (got.state != Sniffed::State::need_more || static_cast<std::size_t>(n) == sizeof buf) co_return got;
    co_await sleep_ms(10);
  }
  co_return Sniffed{};
}

Request to_request(const http::request<http::string_body>& msg, bool tls) {
  Request req;
  req.method = std::string(msg.method_string());
  req.target = std::string(msg.target());
  req.scheme = tls ? "https" : "http";
  req.keep_alive = msg.keep_alive();
  for (const auto& field : msg) req.headers.emplace_back(field.name_string(), field.value());
  req.host = host_without_port(req.header("host"));
  return req;
}

// The server's own pages, on every host; true when `req` was one of them.
bool own_page(World& w, const Request& req, Reply& out) {
  if (req.target == "/__fixture/stats") {
    out = fixed_reply(200, w.stats.json(), "application/json", req.keep_alive);
  } else if (req.target == "/__fixture/throttle") {
    out = fixed_reply(200, w.throttle.json(), "application/json", req.keep_alive);
  } else if (req.target == "/__fixture/reset") {
    w.stats.reset();
    w.throttle.reset();
    out = fixed_reply(200, "reset\n", "text/plain", req.keep_alive);
  } else {
    return false;
  }
  return true;
}

// The host's rate limit (throttle.h): a 429 in place of the page, or, for a
// host that blocked the client, nullopt (the caller resets the connection).
std::optional<Reply> throttled(World& w, const Request& req, bool& blocked) {
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Stats::Clock::now() - w.started).count();
  auto d = w.throttle.admit(req.host, ms);
  blocked = d.verdict == Throttle::Verdict::blocked;
  if (d.verdict != Throttle::Verdict::too_many) return std::nullopt;
  Reply r = fixed_reply(d.status, *d.body, "text/html; charset=utf-8", req.keep_alive);
  if (d.retry_after_s) r.headers.emplace_back("Retry-After", std::to_string(*d.retry_after_s));
  return r;
}

awaitable<void> serve_requests(World& w, Wire& wire) {
  beast::flat_buffer buffer;
  for (;;) {
    Parser parser;
    parser.header_limit(kHeaderLimit);
    parser.body_limit(kBodyLimit);
    co_await wire.read(buffer, parser);
    Request req = to_request(parser.get(), wire.tls());
    Reply reply;
    if (!own_page(w, req, reply)) {
      auto count = w.stats.record(req.host, req.target, req.scheme, req.method, req.headers);
      bool blocked = false;
      auto limited = throttled(w, req, blocked);
      if (blocked) {
        if (w.verbose) std::cerr << req.scheme << "://" << req.host << req.target << " -> blocked (reset)\n";
        wire.reset();
        co_return;
      }
      reply = limited ? std::move(*limited) : plan(w, req, w.manifest.find(req.host, req.target), count);
      if (w.verbose) std::cerr << req.scheme << "://" << req.host << req.target << " -> " << reply.status_line << "\n";
    }
    const bool again = co_await send(wire, reply);
    if (!again) co_return;
  }
}

void log_end(const World& w, const std::exception& e) {
  if (w.verbose) std::cerr << "connection ended: " << e.what() << "\n";
}

// Connections that never get their bytes read: decided from peeked bytes alone.
const Entry* never_read(const World& w, const Sniffed& s, bool tls) {
  if (s.state != Sniffed::State::done) return nullptr;
  if (tls) {
    if (auto* e = w.manifest.find_host_behaviour(s.host, "tls-stall")) return e;
  }
  // Over TLS only the SNI is known, so only a whole-host entry (path "*") applies.
  auto* e = w.manifest.find(s.host, tls ? "*" : s.target);
  return e != nullptr && e->has("accept-and-never-read") ? e : nullptr;
}

}  // namespace

awaitable<void> serve_http(World& w, tcp::socket socket) {
  w.stats.connection(false);
  PlainWire wire(std::move(socket));
  Watchdog dog(wire, kIdle);
  try {
    if (w.manifest.uses("accept-and-never-read")) {
      const Sniffed request = co_await peek(wire.socket(), sniff_http_request);
      if (auto* e = never_read(w, request, false)) {
        co_await hold(wire, e->hold_ms);
        co_return;
      }
    }
    co_await serve_requests(w, wire);
  } catch (const std::exception& e) {
    log_end(w, e);
  }
}

awaitable<void> serve_https(World& w, tcp::socket socket) {
  w.stats.connection(true);
  TlsWire wire(std::move(socket), w.tls);
  Watchdog dog(wire, kIdle);
  try {
    Sniffed hello = co_await peek(wire.socket(), sniff_client_hello);
    if (auto* e = never_read(w, hello, true)) {
      co_await hold(wire, e->hold_ms);
      co_return;
    }
    if (auto* slow = w.manifest.find_host_behaviour(hello.host, "tls-slow"))
      co_await sleep_ms(slow->delay_ms);
    bool unknown = w.manifest.find_host_behaviour(hello.host, "tls-unknown-ca") != nullptr;
    SSL_use_certificate(wire.native(), w.certs.leaf(hello.host, unknown));
    SSL_use_PrivateKey(wire.native(), w.certs.leaf_key());
    co_await wire.handshake();
    co_await serve_requests(w, wire);
  } catch (const std::exception& e) {
    log_end(w, e);
  }
}

}  // namespace fixture
