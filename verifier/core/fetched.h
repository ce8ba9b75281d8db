// core/fetched.h: the raw facts of fetching one URL, as the fetch stage gives
// them: status, headers, final URL, body bytes, or how the network failed.
// Nothing here is judged yet (lychee's split): verdict/ turns these facts,
// with the extracted page, into a Result.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/net_failure.h"

namespace verifier {

using Header = std::pair<std::string, std::string>;  // name lower-cased

struct Fetched {
  std::string url;        // as requested (the citation's URL)
  std::string key;        // its same_url_key, as the request gave it
  std::string final_url;  // after redirects (== url when none)
  std::vector<std::string> redirects;  // every hop after the first, in order
  std::optional<int> http_status;      // of the final response
  std::vector<Header> headers;         // of the final response
  std::string content_type;            // media type, lower-case, no params
  std::string charset;                 // from Content-Type, lower-case, or ""
  std::string body;                    // decoded bytes, at most the cap
  bool body_truncated = false;         // the cap cut the body
  NetFailure failure = NetFailure::none;
  std::string failure_detail;          // e.g. "timeout after 20 s"
  int attempts = 0;
  double seconds = 0;                  // wall time over all attempts
  bool not_modified = false;           // 304 to a conditional request
  std::string etag;                    // validators to remember for next night
  std::string last_modified;

  // First value of a header, by lower-case name.
  const std::string* header(std::string_view name) const {
    for (const auto& [n, v] : headers)
      if (n == name) return &v;
    return nullptr;
  }
};

}  // namespace verifier
