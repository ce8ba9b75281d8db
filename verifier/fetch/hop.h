// fetch/hop.h: one HTTP request of one URL's chain (one hop of one attempt),
// as a configured curl easy handle. Takes the hop's URL and settings; gives,
// once curl is done with it, the response (status, final headers, decoded
// body up to the cap) or a classified failure. Enforces, while the bytes
// arrive, the address rule on the address really connected to and the cap on
// decoded bytes. Internal to fetch/.
#pragma once

#include <curl/curl.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/fetched.h"
#include "fetch/classify.h"
#include "fetch/easy_pool.h"

namespace verifier::fetch {

struct HopSettings {
  std::string url;  // as requested on the wire (a Wayback id_ form, say)
  std::string user_agent;
  double timeout_seconds = 20;
  double connect_timeout_seconds = 10;
  double stall_seconds = 15;
  std::size_t max_body_bytes = 8u << 20;
  std::size_t max_pdf_bytes = 32u << 20;
  std::vector<std::string> connect_to;
  std::string cacert;             // replaces curl's default CA bundle when set
  bool may_reach_private = false; // --allow-private, or this host:port matched --connect-to
  std::string etag;               // sent as If-None-Match
  std::string last_modified;      // sent as If-Modified-Since
};

struct HopResult {
  Failure failure;                 // failure.failure == none when a response came
  std::optional<int> status;
  std::vector<Header> headers;     // of the last response, names lower-cased
  std::string body;
  bool body_truncated = false;
  // When the request left for the server: later than the hop's start by the
  // connection's set-up (DNS, TCP, TLS), which a host sees as our gap shrinking.
  std::optional<std::chrono::steady_clock::time_point> request_sent;
};

class Hop {
 public:
  // Borrows a handle from `easies` (which must outlive the hop) and gives it back.
  Hop(HopSettings settings, EasyPool& easies);
  ~Hop();
  Hop(const Hop&) = delete;
  Hop& operator=(const Hop&) = delete;

  CURL* easy() const { return easy_; }
  const HopSettings& settings() const { return settings_; }
  // Once curl finished the transfer with `code`.
  HopResult result(CURLcode code);

 private:
  static std::size_t on_body(char* data, std::size_t size, std::size_t count, void* self);
  static std::size_t on_header(char* data, std::size_t size, std::size_t count, void* self);
  static curl_socket_t on_open_socket(void* self, curlsocktype purpose, curl_sockaddr* address);
  static int on_request_ready(void* self, char* peer, char* local, int peer_port, int local_port);
  std::size_t take_body(const char* data, std::size_t length);
  std::size_t body_cap() const;
  bool keeps_first_part() const;
  void reserve_body(std::size_t cap);
  bool looks_like_bomb() const;
  void configure();

  HopSettings settings_;
  EasyPool& easies_;
  CURL* easy_;
  curl_slist* connect_to_ = nullptr;
  curl_slist* request_headers_ = nullptr;
  char error_text_[CURL_ERROR_SIZE] = {};
  HopResult out_;
  bool too_large_ = false;
  std::string refused_address_;
  std::string refused_kind_;
};

// "text/html; charset=UTF-8" -> {"text/html", "utf-8"}.
std::pair<std::string, std::string> parse_content_type(std::string_view value);

}  // namespace verifier::fetch
