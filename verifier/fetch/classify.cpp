// fetch/classify.cpp: curl's codes are many and some are shared (a stall and
// a timeout are both CURLE_OPERATION_TIMEDOUT), so the error text and the
// transfer's own notes decide between them.
#include "fetch/classify.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>

namespace verifier::fetch {
namespace {

Failure timed_out(const TransferFacts& f) {
  if (f.error_text.find("too slow") != std::string_view::npos)
    return {NetFailure::stalled, "stalled: no data for " + seconds_text(f.stall_seconds) + " s"};
  if (f.error_text.starts_with("Resolving timed out"))
    return {NetFailure::dns, "DNS: timeout after " + seconds_text(f.connect_timeout_seconds) + " s"};
  bool connecting = f.error_text.starts_with("Connection timed out") ||
                    f.error_text.starts_with("Failed to connect");
  // curl's connect phase takes in the TLS handshake: a stalled handshake
  // reads the same, and its connect time is not reported on failure.
  if (connecting)
    return {NetFailure::connect_timeout, "connect timeout after " +
                                     seconds_text(std::min(f.connect_timeout_seconds, f.timeout_seconds)) + " s"};
  return {NetFailure::timeout, "timeout after " + seconds_text(f.timeout_seconds) + " s"};
}

Failure not_connected(const TransferFacts& f) {
  if (!f.refused_address.empty())
    return {NetFailure::non_public_address, "non-public address " + f.refused_address +
                                                " refused (" + std::string(f.refused_kind) + ")"};
  switch (f.os_errno) {
    case ECONNREFUSED: return {NetFailure::refused, "connection refused"};
    case ENETUNREACH: return {NetFailure::refused, "network unreachable"};
    case EHOSTUNREACH: return {NetFailure::refused, "host unreachable"};
    case ETIMEDOUT: return timed_out(f);
    default: return {NetFailure::refused, "could not connect"};
  }
}

Failure tls(CURLcode code) {
  switch (code) {
    case CURLE_PEER_FAILED_VERIFICATION: return {NetFailure::tls, "TLS: certificate not trusted"};
    case CURLE_SSL_CACERT_BADFILE: return {NetFailure::tls, "TLS: CA bundle unreadable"};
    case CURLE_SSL_CERTPROBLEM: return {NetFailure::tls, "TLS: certificate problem"};
    default: return {NetFailure::tls, "TLS: handshake failed"};
  }
}

}  // namespace

std::string seconds_text(double seconds) {
  char text[32];
  if (std::fabs(seconds - std::round(seconds)) < 1e-9)
    std::snprintf(text, sizeof text, "%.0f", seconds);
  else
    std::snprintf(text, sizeof text, "%g", seconds);
  return text;
}

Failure classify(CURLcode code, const TransferFacts& f) {
  switch (code) {
    case CURLE_OK: return {};
    case CURLE_COULDNT_RESOLVE_HOST: return {NetFailure::dns, "DNS: could not resolve host"};
    case CURLE_COULDNT_RESOLVE_PROXY: return {NetFailure::dns, "DNS: could not resolve proxy"};
    case CURLE_COULDNT_CONNECT: return not_connected(f);
    case CURLE_OPERATION_TIMEDOUT: return timed_out(f);
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS: return tls(code);
    case CURLE_GOT_NOTHING: return {NetFailure::reset, "empty reply: connection closed"};
    case CURLE_RECV_ERROR:
      return {NetFailure::reset, f.got_response ? "connection reset mid-body" : "connection reset"};
    case CURLE_SEND_ERROR: return {NetFailure::reset, "connection reset while sending"};
    case CURLE_PARTIAL_FILE:
      return {NetFailure::reset, "connection closed mid-body (short Content-Length)"};
    case CURLE_UNSUPPORTED_PROTOCOL:
      if (f.error_text.find("HTTP/0.9") != std::string_view::npos)
        return {NetFailure::protocol, "no status line (HTTP/0.9 or garbage)"};
      if (f.error_text.find("response code") != std::string_view::npos)
        return {NetFailure::protocol, "invalid status line"};
      return {NetFailure::bad_scheme, "scheme not http(s)"};
    case CURLE_OUT_OF_MEMORY:  // what curl says of headers past its 100 KB limit
      return {NetFailure::protocol, "response headers too large"};
    case CURLE_BAD_CONTENT_ENCODING: return {NetFailure::protocol, "bad content encoding"};
    case CURLE_WEIRD_SERVER_REPLY: return {NetFailure::protocol, "not an HTTP reply"};
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM: return {NetFailure::protocol, "HTTP/2 error"};
    case CURLE_TOO_MANY_REDIRECTS: return {NetFailure::too_many_redirects, "too many redirects"};
    case CURLE_URL_MALFORMAT: return {NetFailure::other, "malformed URL"};
    default: break;
  }
  std::string detail = curl_easy_strerror(code);
  if (!f.error_text.empty()) detail = std::string(f.error_text);
  return {NetFailure::other, detail};
}

}  // namespace verifier::fetch
