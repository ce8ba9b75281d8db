// One accepted connection, plain or TLS, behind one interface so that every
// behaviour is written once. Takes bytes to send; gives parsed requests, an
// orderly close (FIN, or close_notify then FIN), an abortive one (RST) and the
// raw socket for holding it open. Every wait is bounded by the caller.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string_view>

#include "asio.h"

namespace fixture {

using Parser = http::request_parser<http::string_body>;

class Wire {
 public:
  virtual ~Wire() = default;
  virtual awaitable<void> write(std::string_view bytes) = 0;
  virtual awaitable<void> read(beast::flat_buffer& buffer, Parser& parser) = 0;
  virtual awaitable<void> close() = 0;
  virtual tcp::socket& socket() = 0;
  virtual bool tls() const = 0;
  // SO_LINGER 0 then close: the peer sees a connection reset.
  void reset();
  // Called on every read and write (and by hold), so an idle watchdog can tell a
  // live connection from a hung one.
  std::function<void()> on_activity;
  void touch() const {
    if (on_activity) on_activity();
  }
};

class PlainWire final : public Wire {
 public:
  explicit PlainWire(tcp::socket s) : s_(std::move(s)) {}
  awaitable<void> write(std::string_view bytes) override;
  awaitable<void> read(beast::flat_buffer& buffer, Parser& parser) override;
  awaitable<void> close() override;
  tcp::socket& socket() override { return s_; }
  bool tls() const override { return false; }

 private:
  tcp::socket s_;
};

class TlsWire final : public Wire {
 public:
  TlsWire(tcp::socket s, asio::ssl::context& ctx) : s_(std::move(s), ctx) {}
  awaitable<void> handshake();
  SSL* native() { return s_.native_handle(); }
  awaitable<void> write(std::string_view bytes) override;
  awaitable<void> read(beast::flat_buffer& buffer, Parser& parser) override;
  awaitable<void> close() override;
  tcp::socket& socket() override { return s_.next_layer(); }
  bool tls() const override { return true; }

 private:
  asio::ssl::stream<tcp::socket> s_;
};

// Timing helpers every behaviour uses.
awaitable<void> sleep_ms(long long ms);
// True once the peer has closed or reset its side (poll, no read).
bool peer_gone(tcp::socket& s);
// Keeps the socket open, reading nothing, until the peer leaves or `cap_ms` passes;
// then resets it.
awaitable<void> hold(Wire& w, long long cap_ms);

// Closes a connection's socket once it has been idle for `idle`: the bound on every
// read and write a client leaves hanging. Destroy it before the wire.
class Watchdog {
 public:
  Watchdog(Wire& w, std::chrono::milliseconds idle);
  // Asio's timer cancel throws only for a timer already broken: ending the
  // fixture then (std::terminate) is right.
  ~Watchdog();  // NOLINT(bugprone-exception-escape)
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;
  struct State;  // shared with the pending timer handler

 private:
  std::shared_ptr<State> state_;
};

}  // namespace fixture
