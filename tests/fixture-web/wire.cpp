// The two wires and the helpers that hold a socket without reading it.
#include "wire.h"

#include <memory>
#include <poll.h>
#include <sys/socket.h>

namespace fixture {

void Wire::reset() {
  boost::system::error_code ec;
  socket().set_option(asio::socket_base::linger(true, 0), ec);
  socket().close(ec);
}

awaitable<void> PlainWire::write(std::string_view bytes) {
  touch();
  co_await asio::async_write(s_, asio::buffer(bytes.data(), bytes.size()), asio::use_awaitable);
  touch();
}

awaitable<void> PlainWire::read(beast::flat_buffer& buffer, Parser& parser) {
  touch();
  co_await http::async_read(s_, buffer, parser, asio::use_awaitable);
  touch();
}

awaitable<void> PlainWire::close() {
  boost::system::error_code ec;
  s_.shutdown(tcp::socket::shutdown_send, ec);
  s_.close(ec);
  co_return;
}

awaitable<void> TlsWire::handshake() {
  co_await s_.async_handshake(asio::ssl::stream_base::server, asio::use_awaitable);
}

awaitable<void> TlsWire::write(std::string_view bytes) {
  touch();
  co_await asio::async_write(s_, asio::buffer(bytes.data(), bytes.size()), asio::use_awaitable);
  touch();
}

awaitable<void> TlsWire::read(beast::flat_buffer& buffer, Parser& parser) {
  touch();
  co_await http::async_read(s_, buffer, parser, asio::use_awaitable);
  touch();
}

// Sends close_notify so that a close-delimited body ends cleanly for the client;
// waits for the peer's reply only briefly (the connection watchdog bounds it too).
awaitable<void> TlsWire::close() {
  // A false positive of clang-tidy 14: its analyzer does not model the promise inside a
  // coroutine frame, so it takes Boost 1.74's attached_thread_ (awaitable.hpp:175, set to
  // nullptr by its initializer and to the thread by co_spawn before the body runs) for
  // uninitialized. sleep_ms below does the same and is not reported.
  auto ex = co_await asio::this_coro::executor;  // NOLINT(clang-analyzer-core.CallAndMessage)
  asio::steady_timer cap(ex, std::chrono::milliseconds(500));
  auto done = std::make_shared<bool>(false);  // a late timer must not touch a finished wire
  cap.async_wait([this, done](boost::system::error_code ec) {
    if (!ec && !*done) {
      boost::system::error_code ignored;
      s_.next_layer().close(ignored);
    }
  });
  boost::system::error_code ec;
  co_await s_.async_shutdown(asio::redirect_error(asio::use_awaitable, ec));
  *done = true;
  cap.cancel();
  s_.next_layer().close(ec);
}

awaitable<void> sleep_ms(long long ms) {
  if (ms <= 0) co_return;
  auto ex = co_await asio::this_coro::executor;
  asio::steady_timer t(ex, std::chrono::milliseconds(ms));
  co_await t.async_wait(asio::use_awaitable);
}

bool peer_gone(tcp::socket& s) {
  if (!s.is_open()) return true;
  pollfd p{s.native_handle(), POLLRDHUP, 0};
  return poll(&p, 1, 0) > 0 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR | POLLNVAL)) != 0;
}

awaitable<void> hold(Wire& w, long long cap_ms) {
  constexpr long long kTick = 50;
  for (long long waited = 0; waited < cap_ms && !peer_gone(w.socket()); waited += kTick) {
    w.touch();
    co_await sleep_ms(kTick);
  }
  w.reset();
}

struct Watchdog::State {
  State(const asio::any_io_executor& ex, tcp::socket& s, std::chrono::milliseconds i)
      : timer(ex), socket(&s), idle(i), deadline(std::chrono::steady_clock::now() + i) {}
  asio::steady_timer timer;
  tcp::socket* socket;  // null once the watchdog is gone
  std::chrono::milliseconds idle;
  std::chrono::steady_clock::time_point deadline;
};

namespace {
void arm(const std::shared_ptr<Watchdog::State>& st);
}

Watchdog::Watchdog(Wire& w, std::chrono::milliseconds idle)
    : state_(std::make_shared<State>(w.socket().get_executor(), w.socket(), idle)) {
  w.on_activity = [st = state_] { st->deadline = std::chrono::steady_clock::now() + st->idle; };
  arm(state_);
}

Watchdog::~Watchdog() {  // NOLINT(bugprone-exception-escape): see wire.h
  state_->socket = nullptr;
  state_->timer.cancel();
}

namespace {
void arm(const std::shared_ptr<Watchdog::State>& st) {
  st->timer.expires_at(st->deadline);
  st->timer.async_wait([st](boost::system::error_code ec) {
    if (ec || st->socket == nullptr) return;
    if (std::chrono::steady_clock::now() < st->deadline) return arm(st);
    boost::system::error_code ignored;
    st->socket->close(ignored);
  });
}
}  // namespace

}  // namespace fixture
