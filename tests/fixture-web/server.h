// The two listeners (HTTP and HTTPS) on one io_context: binds at construction
// (so the chosen ports are known before anything runs) and, once started,
// accepts connections and runs each as its own coroutine.
#pragma once

#include <string>

#include "asio.h"
#include "world.h"

namespace fixture {

class Server {
 public:
  // Throws boost::system::system_error when a port cannot be bound.
  Server(asio::io_context& io, World& world, const std::string& bind, int http_port, int https_port);
  int http_port() const;
  int https_port() const;
  void start();
  void stop();

 private:
  awaitable<void> accept_loop(tcp::acceptor& acceptor, bool tls);
  asio::io_context& io_;
  World& world_;
  tcp::acceptor http_, https_;
};

}  // namespace fixture
