// fetch/job.h: one URL's way through the pool: the request as cited, the
// chain of hops so far, the tries of the current hop, and the Fetched being
// filled. Also robots.txt requests, which the pool makes for itself and never
// hands to the caller. Internal to fetch/.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/fetched.h"
#include "core/url.h"
#include "fetch/fetch.h"
#include "fetch/hop.h"

namespace verifier::fetch {

struct Job {
  FetchRequest request;            // the caller's (empty for robots.txt)
  Fetched out;
  std::string hop_url;             // the current hop, as the chain names it
  std::vector<std::string> chain;  // every hop so far, the first request included
  int tries = 0;                   // of the current hop
  std::string queue_host;          // the host whose queue the current hop is in
  std::string robots_for;          // for a robots.txt job: the host whose rules it fetches
  bool started = false;
  std::chrono::steady_clock::time_point first_start;
};

// The hop's response as the final answer: status, headers, media type and
// charset, body, validators, and whether a conditional request got a 304.
void take_response(Fetched& out, HopResult&& hop, bool conditional);

// "https://a.org:8443" from a parsed URL: robots.txt is per origin.
std::string origin_of(const Url& url);

// "/path?query", "/" when the path is empty: what robots.txt rules match.
std::string path_and_query(const Url& url);

}  // namespace verifier::fetch
