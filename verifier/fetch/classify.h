// fetch/classify.h: what a failed transfer means, in the words of core's
// NetFailure plus a short detail a reader understands ("connection refused",
// "timeout after 20 s", "TLS: certificate not trusted"). Takes curl's code
// and what the transfer noticed itself; gives the failure. Internal to fetch/.
#pragma once

#include <curl/curl.h>

#include <string>
#include <string_view>

#include "core/fetched.h"

namespace verifier::fetch {

struct Failure {
  NetFailure failure = NetFailure::none;
  std::string detail;
};

struct TransferFacts {
  std::string_view error_text;      // curl's CURLOPT_ERRORBUFFER
  long os_errno = 0;                // CURLINFO_OS_ERRNO
  bool got_response = false;        // a status line arrived
  double timeout_seconds = 20;
  double connect_timeout_seconds = 10;
  double stall_seconds = 15;
  std::string refused_address;      // set when the address rule refused a connect
  std::string_view refused_kind;    // "loopback", ...
};

Failure classify(CURLcode code, const TransferFacts& facts);

// "20", "0.5", "1.25": seconds as a person writes them.
std::string seconds_text(double seconds);

}  // namespace verifier::fetch
