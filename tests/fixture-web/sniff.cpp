// Minimal parsers: just enough of TLS and HTTP/1.1 to route a connection.
#include "sniff.h"

#include <cctype>
#include <cstdint>

namespace fixture {
namespace {

// Bounds-checked big-endian reads over the ClientHello.
struct Reader {
  std::string_view b;
  std::size_t at = 0;
  bool ok = true;
  std::size_t take(std::size_t n) {
    if (at + n > b.size()) {
      ok = false;
      return 0;
    }
    std::size_t v = 0;
    for (std::size_t i = 0; i < n; ++i) v = (v << 8) | static_cast<std::uint8_t>(b[at + i]);
    at += n;
    return v;
  }
  void skip(std::size_t n) {
    if (at + n > b.size()) ok = false;
    at = ok ? at + n : b.size();
  }
};

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Walks the extensions for server_name (type 0).
std::string find_sni(Reader& r, std::size_t end) {
  while (r.ok && r.at + 4 <= end) {
    std::size_t type = r.take(2), len = r.take(2);
    if (type != 0) {
      r.skip(len);
      continue;
    }
    r.take(2);  // list length
    if (r.take(1) != 0) return "";
    std::size_t name_len = r.take(2);
    if (!r.ok || r.at + name_len > r.b.size()) return "";
    return lower(r.b.substr(r.at, name_len));
  }
  return "";
}

}  // namespace

Sniffed sniff_client_hello(std::string_view bytes) {
  if (bytes.size() < 5) return {};
  if (static_cast<std::uint8_t>(bytes[0]) != 0x16) return {Sniffed::State::not_this, "", ""};
  Reader r{bytes};
  r.skip(3);
  std::size_t record_len = r.take(2);
  if (bytes.size() < 5 + record_len) return {};  // the whole first record, then decide
  if (r.take(1) != 1) return {Sniffed::State::not_this, "", ""};
  r.skip(3 + 2 + 32);     // handshake length, version, random
  r.skip(r.take(1));      // session id
  r.skip(r.take(2));      // cipher suites
  r.skip(r.take(1));      // compression methods
  std::size_t ext_len = r.take(2);
  if (!r.ok) return {Sniffed::State::done, "", ""};
  return {Sniffed::State::done, find_sni(r, r.at + ext_len), ""};
}

Sniffed sniff_http_request(std::string_view bytes) {
  auto head_end = bytes.find("\r\n\r\n");
  if (head_end == std::string_view::npos) return {};
  auto line_end = bytes.find("\r\n");
  auto line = bytes.substr(0, line_end);
  auto sp1 = line.find(' '), sp2 = line.rfind(' ');
  if (sp1 == std::string_view::npos || sp2 <= sp1) return {Sniffed::State::not_this, "", ""};
  Sniffed out{Sniffed::State::done, "", std::string(line.substr(sp1 + 1, sp2 - sp1 - 1))};
  for (auto at = line_end + 2; at < head_end;) {
    auto next = bytes.find("\r\n", at);
    auto field = bytes.substr(at, next - at);
    auto colon = field.find(':');
    if (colon != std::string_view::npos && lower(field.substr(0, colon)) == "host") {
      auto value = field.substr(colon + 1);
      while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
      while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
      out.host = host_without_port(value);
    }
    at = next + 2;
  }
  return out;
}

std::string host_without_port(std::string_view host) {
  if (!host.empty() && host.front() == '[') {
    auto close = host.find(']');
    return lower(host.substr(1, close == std::string_view::npos ? std::string_view::npos : close - 1));
  }
  auto colon = host.find(':');
  if (colon != std::string_view::npos && host.find(':', colon + 1) == std::string_view::npos)
    host = host.substr(0, colon);
  return lower(host);
}

}  // namespace fixture
