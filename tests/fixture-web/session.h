// One accepted connection from start to end: for HTTPS, peek at the ClientHello
// (stall, or pick the leaf for its SNI) and handshake; then read requests, log
// them, answer /__fixture/ pages, and hand each one to plan() and send().
#pragma once

#include "asio.h"
#include "world.h"

namespace fixture {

awaitable<void> serve_http(World& world, tcp::socket socket);
awaitable<void> serve_https(World& world, tcp::socket socket);

}  // namespace fixture
