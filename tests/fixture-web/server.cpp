// Accept loops; a failed accept (say, out of descriptors) waits a little and goes on.
#include "server.h"

#include "session.h"
#include "wire.h"

namespace fixture {
namespace {

tcp::acceptor listen(asio::io_context& io, const std::string& bind, int port) {
  tcp::endpoint ep(asio::ip::make_address(bind), static_cast<unsigned short>(port));
  tcp::acceptor acceptor(io, ep.protocol());
  acceptor.set_option(tcp::acceptor::reuse_address(true));
  acceptor.bind(ep);
  acceptor.listen(asio::socket_base::max_listen_connections);
  return acceptor;
}

}  // namespace

Server::Server(asio::io_context& io, World& world, const std::string& bind, int http_port, int https_port)
    : io_(io), world_(world), http_(listen(io, bind, http_port)), https_(listen(io, bind, https_port)) {}

int Server::http_port() const { return http_.local_endpoint().port(); }
int Server::https_port() const { return https_.local_endpoint().port(); }

void Server::start() {
  asio::co_spawn(io_, accept_loop(http_, false), asio::detached);
  asio::co_spawn(io_, accept_loop(https_, true), asio::detached);
}

void Server::stop() {
  boost::system::error_code ec;
  http_.close(ec);
  https_.close(ec);
}

awaitable<void> Server::accept_loop(tcp::acceptor& acceptor, bool tls) {
  while (acceptor.is_open()) {
    boost::system::error_code ec;
    tcp::socket s = co_await acceptor.async_accept(asio::redirect_error(asio::use_awaitable, ec));
    if (ec == asio::error::operation_aborted) co_return;
    if (ec) {
      co_await sleep_ms(10);
      continue;
    }
    s.set_option(tcp::no_delay(true), ec);
    auto session = tls ? serve_https(world_, std::move(s)) : serve_http(world_, std::move(s));
    asio::co_spawn(io_, std::move(session), asio::detached);
  }
}

}  // namespace fixture
