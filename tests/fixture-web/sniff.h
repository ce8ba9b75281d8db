// Looks at a connection's first bytes without consuming them, so the server can
// choose before it reads: the SNI of a TLS ClientHello (which certificate, or
// whether to stall) and the Host and target of a plain HTTP request (for
// accept-and-never-read). Takes the peeked bytes; gives what they say, or asks
// for more.
#pragma once

#include <string>
#include <string_view>

namespace fixture {

struct Sniffed {
  enum class State { need_more, done, not_this } state = State::need_more;
  std::string host;    // SNI or Host (lower case, port stripped); may be empty
  std::string target;  // HTTP only
};

Sniffed sniff_client_hello(std::string_view bytes);
Sniffed sniff_http_request(std::string_view bytes);
// "Example.ORG:8080" -> "example.org"; "[::1]:80" -> "::1".
std::string host_without_port(std::string_view host);

}  // namespace fixture
