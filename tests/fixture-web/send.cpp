// Each behaviour really happens on the socket; every loop ends when the peer
// leaves or the entry's hold_ms passes.
#include "send.h"

#include <chrono>

namespace fixture {
namespace {

using Clock = std::chrono::steady_clock;

struct Framing {
  bool chunked = false;
  bool close = false;
  std::optional<std::size_t> declared;  // Content-Length as sent (maybe a lie)
};

Framing framing(const Reply& r, const Entry& e) {
  Framing f;
  if (e.has("chunked")) {
    f.chunked = true;
  } else if (e.has("lie-content-length") && r.length) {
    f.declared = *r.length + e.lie_extra;
    f.close = true;
  } else if (e.has("close-delimited") || !r.length) {
    f.close = true;
  } else {
    f.declared = r.length;
  }
  f.close = f.close || !r.keep_alive || e.has("invalid-status-line");
  return f;
}

std::string head_text(const Reply& r, const Entry& e, const Framing& f) {
  std::string head = e.has("invalid-status-line")
                         ? (e.status_line.empty() ? "HTTP/1.1 2x0 Bogus" : e.status_line)
                         : r.status_line;
  head += "\r\n";
  for (const auto& [k, v] : r.headers) head += k + ": " + v + "\r\n";
  if (f.chunked) head += "Transfer-Encoding: chunked\r\n";
  if (f.declared) head += "Content-Length: " + std::to_string(*f.declared) + "\r\n";
  if (f.close) head += "Connection: close\r\n";
  if (e.has("oversized-header")) head += "X-Oversized: " + std::string(e.header_bytes, 'a') + "\r\n";
  return head + "\r\n";
}

awaitable<void> write_slowly(Wire& w, const std::string& head, int interval_ms) {
  for (std::size_t at = 0; at < head.size();) {
    auto end = head.find("\r\n", at);
    end = end == std::string::npos ? head.size() : end + 2;
    co_await w.write(std::string_view(head).substr(at, end - at));
    at = end;
    if (at < head.size()) co_await sleep_ms(interval_ms);
  }
}

// A status line, then header lines for as long as the client listens.
awaitable<void> endless_headers(Wire& w, const Reply& r, const Entry& e) {
  const std::string first = r.status_line + "\r\n";
  co_await w.write(first);
  const auto end = Clock::now() + std::chrono::milliseconds(e.hold_ms);
  const std::string pad(1000, 'x');
  for (long i = 0; Clock::now() < end && !peer_gone(w.socket()); ++i) {
    const std::string line = "X-Endless-" + std::to_string(i) + ": " + pad + "\r\n";
    co_await w.write(line);
    co_await sleep_ms(e.interval_ms);
  }
  w.reset();
}

std::size_t reset_point(const Reply& r, const Entry& e) {
  if (!e.has("reset-mid-body")) return std::string::npos;
  if (e.reset_after != 0) return e.reset_after;
  return r.length ? *r.length / 2 : 65536;
}

std::string chunk(std::string_view data) {
  char size[32];
  std::snprintf(size, sizeof size, "%zx\r\n", data.size());
  return size + std::string(data) + "\r\n";
}

// Writes the body in slices; false when the connection was reset on purpose.
awaitable<bool> write_body(Wire& w, Reply& r, const Entry& e, const Framing& f) {
  const std::size_t reset_at = reset_point(r, e);
  const bool drip = e.has("drip");
  const auto end = Clock::now() + std::chrono::milliseconds(e.hold_ms);
  std::size_t sent = 0;
  bool once = !r.generate;
  for (std::string piece = once ? r.body : r.generate(); !piece.empty(); piece = once ? "" : r.generate()) {
    std::string_view rest(piece);
    while (!rest.empty()) {
      auto slice = rest.substr(0, drip ? e.drip_bytes : (f.chunked ? e.chunk_size : rest.size()));
      rest.remove_prefix(slice.size());
      if (sent + slice.size() >= reset_at) {
        co_await w.write(slice.substr(0, reset_at - sent));
        co_await sleep_ms(100);  // let the client take the part before the reset
        w.reset();
        co_return false;
      }
      // Named, not a ?: temporary: g++ 12 double-destroys those inside co_await.
      const std::string out = f.chunked ? chunk(slice) : std::string(slice);
      co_await w.write(out);
      sent += slice.size();
      if (drip) co_await sleep_ms(e.interval_ms);
    }
    if (e.has("endless") && (Clock::now() > end || peer_gone(w.socket()))) {
      w.reset();
      co_return false;
    }
  }
  if (f.chunked) co_await w.write("0\r\n\r\n");
  co_return true;
}

}  // namespace

awaitable<bool> send(Wire& w, Reply& r) {
  const Entry& e = *r.entry;
  co_await sleep_ms(r.delay_ms);
  if (e.has("never-answer")) {
    co_await hold(w, e.hold_ms);
    co_return false;
  }
  if (e.has("http09")) {
    static constexpr char kGarbage[] = "\x01\x02garbage\x00\xff no status line\n";
    const std::string out = r.body.empty() ? std::string(kGarbage, sizeof kGarbage - 1) : r.body;
    co_await w.write(out);
    co_await w.close();
    co_return false;
  }
  if (e.has("headers-never-end")) {
    co_await endless_headers(w, r, e);
    co_return false;
  }
  const Framing f = framing(r, e);
  const std::string head = head_text(r, e, f);
  if (e.has("slow-headers")) {
    co_await write_slowly(w, head, e.interval_ms);
  } else {
    co_await w.write(head);
  }
  if (!r.head) {
    const bool whole = co_await write_body(w, r, e, f);
    if (!whole) co_return false;
  }
  if (f.close) {
    co_await w.close();
    co_return false;
  }
  co_return true;
}

}  // namespace fixture
