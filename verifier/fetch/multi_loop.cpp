// fetch/multi_loop.cpp: the glue. Every C callback is wrapped in try/catch:
// an exception must never unwind through curl. Wait handlers hold the Watch
// by shared_ptr and return on operation_aborted or once curl removed the
// socket, so a late completion never touches a forgotten descriptor.
#include "fetch/multi_loop.h"

#include <boost/asio/error.hpp>
#include <boost/asio/post.hpp>

#include <chrono>

namespace verifier::fetch {

MultiLoop::MultiLoop(boost::asio::io_context& io, Finished on_finished)
    : io_(io), on_finished_(std::move(on_finished)), multi_(curl_multi_init()), timer_(io) {
  curl_multi_setopt(multi_, CURLMOPT_SOCKETFUNCTION, &MultiLoop::on_socket);
  curl_multi_setopt(multi_, CURLMOPT_SOCKETDATA, this);
  curl_multi_setopt(multi_, CURLMOPT_TIMERFUNCTION, &MultiLoop::on_timer);
  curl_multi_setopt(multi_, CURLMOPT_TIMERDATA, this);
}

// (multi_loop.h: std::terminate is right if the timer throws.)
MultiLoop::~MultiLoop() {  // NOLINT(bugprone-exception-escape)
  alive_.reset();
  timer_.cancel();
  curl_multi_cleanup(multi_);  // may still report sockets as removed
  for (auto& [fd, w] : watches_) {
    w->closed = true;
    boost::system::error_code ignored;
    w->descriptor.cancel(ignored);
    w->descriptor.release();  // curl owns the descriptor
  }
}

bool MultiLoop::add(CURL* easy) { return curl_multi_add_handle(multi_, easy) == CURLM_OK; }

void MultiLoop::remove(CURL* easy) { curl_multi_remove_handle(multi_, easy); }

int MultiLoop::on_socket(CURL*, curl_socket_t fd, int what, void* self, void*) {
  try {
    auto* loop = static_cast<MultiLoop*>(self);
    if (what == CURL_POLL_REMOVE)
      loop->forget(fd);
    else
      loop->watch(fd, what);
    return 0;
  } catch (...) {
    return -1;
  }
}

int MultiLoop::on_timer(CURLM*, long timeout_ms, void* self) {
  try {
    static_cast<MultiLoop*>(self)->set_timer(timeout_ms);
    return 0;
  } catch (...) {
    return -1;
  }
}

void MultiLoop::watch(curl_socket_t fd, int what) {
  auto& w = watches_[fd];
  if (!w) w = std::make_shared<Watch>(io_, fd);
  w->what = what;
  arm(w, fd);
}

void MultiLoop::forget(curl_socket_t fd) {
  auto it = watches_.find(fd);
  if (it == watches_.end()) return;
  auto& w = *it->second;
  w.closed = true;
  boost::system::error_code ignored;
  w.descriptor.cancel(ignored);
  w.descriptor.release();
  watches_.erase(it);
}

void MultiLoop::arm(const std::shared_ptr<Watch>& w, curl_socket_t fd) {
  if ((w->what & CURL_POLL_IN) && !w->reading) await(w, fd, true);
  if ((w->what & CURL_POLL_OUT) && !w->writing) await(w, fd, false);
}

// Waits for readiness only (no read): curl does the reading when told.
void MultiLoop::await(const std::shared_ptr<Watch>& w, curl_socket_t fd, bool read) {
  (read ? w->reading : w->writing) = true;
  auto kind = read ? boost::asio::posix::stream_descriptor::wait_read
                   : boost::asio::posix::stream_descriptor::wait_write;
  w->descriptor.async_wait(kind, [this, w, fd, read](const boost::system::error_code& ec) {
    (read ? w->reading : w->writing) = false;
    if (ec == boost::asio::error::operation_aborted || w->closed) return;
    act(fd, ec ? CURL_CSELECT_ERR : (read ? CURL_CSELECT_IN : CURL_CSELECT_OUT));
    if (!w->closed) arm(w, fd);
  });
}

// -1 stops the timer (an armed wait then finds nothing due); 0 means
// "soon", which a post gives without calling back into curl from inside this
// callback. A posted handler outliving the loop finds `alive_` gone.
void MultiLoop::set_timer(long timeout_ms) {
  using Clock = std::chrono::steady_clock;
  if (timeout_ms < 0) {
    due_.reset();
    return;
  }
  due_ = Clock::now() + std::chrono::milliseconds(timeout_ms);
  if (timeout_ms == 0) {
    if (soon_posted_) return;
    soon_posted_ = true;
    boost::asio::post(io_, [this, alive = std::weak_ptr<bool>(alive_)] {
      if (alive.expired()) return;
      soon_posted_ = false;
      on_due();
    });
    return;
  }
  if (!armed_for_ || *due_ < *armed_for_) arm_timer(*due_);
}

void MultiLoop::arm_timer(std::chrono::steady_clock::time_point at) {
  armed_for_ = at;
  timer_.expires_at(at);  // cancels an earlier wait: its handler sees operation_aborted
  // A wait that completed just before a run stopped is run by the next
  // run's loop, after this one is gone: `alive_` tells it so.
  timer_.async_wait([this, alive = std::weak_ptr<bool>(alive_)](const boost::system::error_code& ec) {
    if (ec == boost::asio::error::operation_aborted || alive.expired()) return;
    armed_for_.reset();
    on_due();
  });
}

void MultiLoop::on_due() {
  if (!due_) return;
  if (std::chrono::steady_clock::now() < *due_) {
    if (!armed_for_ || *due_ < *armed_for_) arm_timer(*due_);
    return;
  }
  due_.reset();
  act(CURL_SOCKET_TIMEOUT, 0);
}

void MultiLoop::act(curl_socket_t fd, int events) {
  int running = 0;
  curl_multi_socket_action(multi_, fd, events, &running);
  collect_finished();
}

void MultiLoop::collect_finished() {
  int left = 0;
  while (CURLMsg* message = curl_multi_info_read(multi_, &left)) {
    if (message->msg != CURLMSG_DONE) continue;
    CURL* easy = message->easy_handle;
    CURLcode code = message->data.result;
    curl_multi_remove_handle(multi_, easy);  // `message` is invalid from here
    on_finished_(easy, code);
  }
}

}  // namespace verifier::fetch
