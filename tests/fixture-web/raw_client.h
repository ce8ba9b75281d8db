// A deliberately small HTTP/1.1 client for the fixture web's own tests: plain
// sockets and raw OpenSSL, no libcurl, so that what the server put on the wire
// (resets, lies, garbage, silence) is seen as it is. Takes a port, Host, target
// and extra header lines; gives the raw bytes and how the connection ended.
#pragma once

#include <map>
#include <string>

namespace fixture_test {

struct RawReply {
  std::string raw;                             // every byte received
  std::string status_line;                     // first line, "" if none
  int status = 0;                              // 0 when the status line is not HTTP
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;                            // after the blank line, still framed
  bool reset = false;                          // ended by ECONNRESET
  bool timed_out = false;                      // still open when the bound passed
  bool tls_failed = false;                     // handshake or verification failed
  std::string tls_error;
  long long ms_to_first_byte = -1;
  long long ms_total = 0;
};

struct RawRequest {
  std::string host = "example.org";
  std::string target = "/";
  std::string method = "GET";
  std::string extra;  // more header lines, each ending in \r\n
  int timeout_ms = 5000;
  std::size_t max_bytes = 64u << 20;  // stop reading (as if timed out) past this
};

RawReply http_get(int port, const RawRequest& req);
// Over TLS with SNI = req.host, verifying against `ca_file` (empty: no verification).
RawReply https_get(int port, const RawRequest& req, const std::string& ca_file);

std::string dechunk(const std::string& body);
std::string inflate(const std::string& data, bool gzip_or_zlib_auto = true);
std::string unbrotli(const std::string& data);

}  // namespace fixture_test
