// fetch/redirect.h: following a redirect ourselves, one hop at a time, so
// each hop gets the scheme check, the redirect limit, loop detection, its
// host's queue and the address rule. Takes the hop's URL and its Location;
// gives the next URL or why the chain stops. Internal to fetch/.
//
//   auto next = resolve_location(hop_url, *location);      // curl's CURLU API
//   if (auto stop = check_redirect(*next, chain, rules.max_redirects)) fail(*stop);
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fetch/classify.h"

namespace verifier::fetch {

// True for the statuses that carry a Location to follow.
bool is_redirect_status(int status);

// The absolute URL that `location` (absolute or relative) names from `base`;
// nullopt when it cannot be read as a URL.
std::optional<std::string> resolve_location(const std::string& base, const std::string& location);

// Why following `next` must stop, given every URL of the chain so far (the
// first request included): a scheme other than http(s), a loop, or more
// than `max_redirects` hops.
std::optional<Failure> check_redirect(const std::string& next,
                                      const std::vector<std::string>& chain, int max_redirects);

// The scheme of an absolute URL, lower-case ("" when none).
std::string scheme_of(std::string_view url);

}  // namespace verifier::fetch
