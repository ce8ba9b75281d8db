// fetch/multi_loop.h: libcurl's multi socket API driven by one Boost.Asio
// io_context (the shape of curl's docs/examples/multi-uv.c and libtorrent's
// curl_pool). Takes easy handles ready to go; gives each back, once, with its
// CURLcode when it finishes. Owns the CURLM; never calls into curl from inside
// curl's own callbacks, and checks for finished transfers after every action.
// Internal to fetch/: curl and asio types stop here.
#pragma once

#include <utility>  // before Asio: g++ 12 with Boost 1.74 needs std::exchange

#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <curl/curl.h>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace verifier::fetch {

class MultiLoop {
 public:
  using Finished = std::function<void(CURL* easy, CURLcode code)>;

  MultiLoop(boost::asio::io_context& io, Finished on_finished);
  // Asio's timer cancel throws only for a timer already broken; a destructor
  // ending the process then (std::terminate) is right.
  ~MultiLoop();  // NOLINT(bugprone-exception-escape)
  MultiLoop(const MultiLoop&) = delete;
  MultiLoop& operator=(const MultiLoop&) = delete;

  // Starts a transfer; false when curl refuses it (then nothing is called back).
  bool add(CURL* easy);
  // Abandons a transfer without calling back; the caller still owns `easy`.
  void remove(CURL* easy);

 private:
  struct Watch {
    explicit Watch(boost::asio::io_context& io, curl_socket_t fd) : descriptor(io, fd) {}
    boost::asio::posix::stream_descriptor descriptor;
    int what = 0;          // CURL_POLL_IN / OUT / INOUT
    bool reading = false;  // an async_wait for read is pending
    bool writing = false;
    bool closed = false;   // curl said CURL_POLL_REMOVE
  };

  static int on_socket(CURL* easy, curl_socket_t fd, int what, void* self, void* socketp);
  static int on_timer(CURLM* multi, long timeout_ms, void* self);
  void watch(curl_socket_t fd, int what);
  void forget(curl_socket_t fd);
  void arm(const std::shared_ptr<Watch>& w, curl_socket_t fd);
  void await(const std::shared_ptr<Watch>& w, curl_socket_t fd, bool read);
  void set_timer(long timeout_ms);
  void arm_timer(std::chrono::steady_clock::time_point at);
  void on_due();
  void act(curl_socket_t fd, int events);
  void collect_finished();

  boost::asio::io_context& io_;
  Finished on_finished_;
  CURLM* multi_;
  // curl moves its deadline on almost every call, and each move of an asio
  // timer is a timerfd_settime: the timer is only ever moved earlier, and a
  // wake before curl's deadline just waits on. "Now" (0) is a post.
  boost::asio::steady_timer timer_;
  std::optional<std::chrono::steady_clock::time_point> due_;  // curl's deadline
  std::optional<std::chrono::steady_clock::time_point> armed_for_;
  bool soon_posted_ = false;
  std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);  // for posted work
  std::map<curl_socket_t, std::shared_ptr<Watch>> watches_;
};

}  // namespace verifier::fetch
