// Deciding what to answer, apart from sending it: takes a parsed request, the
// manifest entry that governs it (or none) and how many requests that host+path
// has seen, and gives a Reply (status line, headers, body or body generator, and
// the entry whose behaviours the sender must act out). No sockets here.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "manifest.h"
#include "world.h"

namespace fixture {

struct Request {
  std::string method, target, host, scheme;
  HeaderList headers;
  bool keep_alive = true;
  std::string header(const std::string& name) const;  // case-insensitive; "" if absent
};

struct Reply {
  std::string status_line;
  HeaderList headers;  // no framing headers: the sender adds those
  std::string body;
  std::function<std::string()> generate;  // when set, the body comes in pieces; "" ends it
  std::optional<std::size_t> length;      // the body's length when known
  bool head = false;
  bool keep_alive = true;
  long long delay_ms = 0;
  const Entry* entry = nullptr;  // never null after plan(): behaviours and parameters
};

Reply plan(World& world, const Request& req, const Entry* entry, std::size_t count);
// A plain answer with no behaviours (the server's own /__fixture/ pages).
Reply fixed_reply(int status, std::string body, std::string content_type, bool keep_alive);
std::string http_date(std::chrono::system_clock::time_point t);

}  // namespace fixture
