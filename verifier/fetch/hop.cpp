// fetch/hop.cpp: curl options for one hop, and the three callbacks that see
// the bytes: headers (kept for the last response only, since 1xx and proxy
// responses come first), body (decoded, capped), and socket opening (the
// address rule, on the address curl is about to connect to).
#include "fetch/hop.h"
#include "core/ascii.h"

#include <sys/socket.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "fetch/address.h"

namespace verifier::fetch {
namespace {

long millis(double seconds) { return std::max(1L, static_cast<long>(seconds * 1000)); }

std::string mib_text(std::size_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%g MiB", static_cast<double>(bytes) / (1024.0 * 1024.0));
  return text;
}

const std::string* find_header(const std::vector<Header>& headers, std::string_view name) {
  for (const auto& [n, v] : headers)
    if (n == name) return &v;
  return nullptr;
}

}  // namespace

std::pair<std::string, std::string> parse_content_type(std::string_view value) {
  auto semicolon = value.find(';');
  std::string media = ascii_lower(ascii_trim(value.substr(0, semicolon)));
  std::string charset;
  while (semicolon != std::string_view::npos) {
    auto rest = value.substr(semicolon + 1);
    semicolon = rest.find(';');
    auto param = ascii_trim(rest.substr(0, semicolon));
    value = rest;
    auto equals = param.find('=');
    if (equals == std::string_view::npos || ascii_lower(ascii_trim(param.substr(0, equals))) != "charset")
      continue;
    auto text = ascii_trim(param.substr(equals + 1));
    if (text.size() >= 2 && text.front() == '"' && text.back() == '"')
      text = text.substr(1, text.size() - 2);
    charset = ascii_lower(text);
  }
  return {media, charset};
}

Hop::Hop(HopSettings settings, EasyPool& easies)
    : settings_(std::move(settings)), easies_(easies), easy_(easies.take()) {
  if (easy_) configure();
}

Hop::~Hop() {
  easies_.give(easy_);
  curl_slist_free_all(connect_to_);
  curl_slist_free_all(request_headers_);
}

void Hop::configure() {
  const auto& s = settings_;
  curl_easy_setopt(easy_, CURLOPT_URL, s.url.c_str());
  curl_easy_setopt(easy_, CURLOPT_PRIVATE, this);
  curl_easy_setopt(easy_, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(easy_, CURLOPT_ERRORBUFFER, error_text_);
  curl_easy_setopt(easy_, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(easy_, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(easy_, CURLOPT_FOLLOWLOCATION, 0L);  // each hop is ours to check
  curl_easy_setopt(easy_, CURLOPT_PROXY, "");           // the address rule must see the real peer
  curl_easy_setopt(easy_, CURLOPT_USERAGENT, s.user_agent.c_str());
  curl_easy_setopt(easy_, CURLOPT_TIMEOUT_MS, millis(s.timeout_seconds));
  curl_easy_setopt(easy_, CURLOPT_CONNECTTIMEOUT_MS, millis(s.connect_timeout_seconds));
  curl_easy_setopt(easy_, CURLOPT_LOW_SPEED_LIMIT, 1L);
  curl_easy_setopt(easy_, CURLOPT_LOW_SPEED_TIME,
                   std::max(1L, std::lround(s.stall_seconds)));
  curl_easy_setopt(easy_, CURLOPT_ACCEPT_ENCODING, "");  // every encoding curl decodes
  // The curl tool's own buffer: a quarter of the reads of the 16 KB default.
  curl_easy_setopt(easy_, CURLOPT_BUFFERSIZE, 100L * 1024);
  curl_easy_setopt(easy_, CURLOPT_WRITEFUNCTION, &Hop::on_body);
  curl_easy_setopt(easy_, CURLOPT_WRITEDATA, this);
  curl_easy_setopt(easy_, CURLOPT_HEADERFUNCTION, &Hop::on_header);
  curl_easy_setopt(easy_, CURLOPT_HEADERDATA, this);
  curl_easy_setopt(easy_, CURLOPT_OPENSOCKETFUNCTION, &Hop::on_open_socket);
  curl_easy_setopt(easy_, CURLOPT_OPENSOCKETDATA, this);
  curl_easy_setopt(easy_, CURLOPT_PREREQFUNCTION, &Hop::on_request_ready);
  curl_easy_setopt(easy_, CURLOPT_PREREQDATA, this);
  if (!s.cacert.empty()) curl_easy_setopt(easy_, CURLOPT_CAINFO, s.cacert.c_str());
  for (const auto& rule : s.connect_to) connect_to_ = curl_slist_append(connect_to_, rule.c_str());
  if (connect_to_) curl_easy_setopt(easy_, CURLOPT_CONNECT_TO, connect_to_);
  request_headers_ = curl_slist_append(
      request_headers_, "Accept: text/html,application/xhtml+xml,application/pdf,text/plain;q=0.9,*/*;q=0.8");
  if (!s.etag.empty())
    request_headers_ = curl_slist_append(request_headers_, ("If-None-Match: " + s.etag).c_str());
  if (!s.last_modified.empty())
    request_headers_ = curl_slist_append(
        request_headers_, ("If-Modified-Since: " + s.last_modified).c_str());
  curl_easy_setopt(easy_, CURLOPT_HTTPHEADER, request_headers_);
}

std::size_t Hop::on_header(char* data, std::size_t size, std::size_t count, void* self) {
  try {
    auto& hop = *static_cast<Hop*>(self);
    std::string_view line(data, size * count);
    if (line.starts_with("HTTP/")) {
      hop.out_.headers.clear();  // a new response: only the last one counts
      return size * count;
    }
    auto colon = line.find(':');
    if (colon != std::string_view::npos && colon > 0)
      hop.out_.headers.emplace_back(ascii_lower(ascii_trim(line.substr(0, colon))),
                                    std::string(ascii_trim(line.substr(colon + 1))));
    return size * count;
  } catch (...) {
    return 0;
  }
}

std::size_t Hop::on_body(char* data, std::size_t size, std::size_t count, void* self) {
  try {
    return static_cast<Hop*>(self)->take_body(data, size * count);
  } catch (...) {
    return 0;  // aborts the transfer: CURLE_WRITE_ERROR
  }
}

std::size_t Hop::body_cap() const {
  auto* type = find_header(out_.headers, "content-type");
  if (type && parse_content_type(*type).first == "application/pdf") return settings_.max_pdf_bytes;
  return settings_.max_body_bytes;
}

bool Hop::keeps_first_part() const {
  auto* type = find_header(out_.headers, "content-type");
  if (!type) return false;
  auto media = parse_content_type(*type).first;
  return media == "text/html" || media == "text/plain" || media == "application/xhtml+xml";
}

// Content-Length, where the server sends one, sizes the body once instead of
// growing it by copies (a hint only: it counts encoded bytes, and may lie).
void Hop::reserve_body(std::size_t cap) {
  auto* length = find_header(out_.headers, "content-length");
  if (!length) return;
  char* end = nullptr;
  unsigned long long n = std::strtoull(length->c_str(), &end, 10);
  if (end != length->c_str() && n > 0) out_.body.reserve(std::min<std::size_t>(n, cap));
}

// A body that decodes to fifty times what came over the wire is a bomb, not
// a long page: real HTML compresses five to ten times.
bool Hop::looks_like_bomb() const {
  auto* encoding = find_header(out_.headers, "content-encoding");
  if (!encoding || ascii_lower(*encoding) == "identity") return false;
  curl_off_t wire = 0;
  curl_easy_getinfo(easy_, CURLINFO_SIZE_DOWNLOAD_T, &wire);
  return wire > 0 && out_.body.size() / static_cast<std::size_t>(wire) >= 50;
}

std::size_t Hop::take_body(const char* data, std::size_t length) {
  std::size_t cap = body_cap();
  if (out_.body.empty()) reserve_body(cap);
  std::size_t room = cap > out_.body.size() ? cap - out_.body.size() : 0;
  if (length <= room) {
    out_.body.append(data, length);
    return length;
  }
  out_.body.append(data, room);
  if (keeps_first_part() && !looks_like_bomb())
    out_.body_truncated = true;
  else
    too_large_ = true;
  return 0;  // stop reading: we have all we keep
}

curl_socket_t Hop::on_open_socket(void* self, curlsocktype purpose, curl_sockaddr* address) {
  try {
    auto& hop = *static_cast<Hop*>(self);
    if (purpose == CURLSOCKTYPE_IPCXN && !hop.settings_.may_reach_private) {
      if (auto kind = non_public_kind(&address->addr)) {
        hop.refused_address_ = address_text(&address->addr);
        hop.refused_kind_ = std::string(*kind);
        return CURL_SOCKET_BAD;
      }
    }
    return socket(address->family, address->socktype, address->protocol);
  } catch (...) {
    return CURL_SOCKET_BAD;
  }
}

// Called once the connection is up (or reused), just before the request goes.
int Hop::on_request_ready(void* self, char* /*peer*/, char* /*local*/, int /*peer_port*/,
                          int /*local_port*/) {
  static_cast<Hop*>(self)->out_.request_sent = std::chrono::steady_clock::now();
  return CURL_PREREQFUNC_OK;
}

HopResult Hop::result(CURLcode code) {
  long status = 0;
  curl_easy_getinfo(easy_, CURLINFO_RESPONSE_CODE, &status);
  if (status > 0) out_.status = static_cast<int>(status);
  if (too_large_) {
    bool encoded = find_header(out_.headers, "content-encoding") != nullptr;
    out_.failure = {NetFailure::body_too_large,
                    (encoded ? "decompresses past the cap (" : "body over the cap (") +
                        mib_text(body_cap()) + ")"};
    out_.body.clear();
    return std::move(out_);
  }
  if (code == CURLE_WRITE_ERROR && out_.body_truncated) return std::move(out_);
  TransferFacts facts;
  facts.error_text = error_text_;
  curl_easy_getinfo(easy_, CURLINFO_OS_ERRNO, &facts.os_errno);
  facts.got_response = status > 0;
  facts.timeout_seconds = settings_.timeout_seconds;
  facts.connect_timeout_seconds = settings_.connect_timeout_seconds;
  facts.stall_seconds = settings_.stall_seconds;
  facts.refused_address = refused_address_;
  facts.refused_kind = refused_kind_;
  out_.failure = classify(code, facts);
  return std::move(out_);
}

}  // namespace verifier::fetch
