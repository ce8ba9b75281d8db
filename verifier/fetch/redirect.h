// fetch/redirect.h: following a redirect ourselves, one hop at a time, so
// each hop gets the scheme check, the redirect limit, loop detection, its
// host's queue and the address rule. Takes the next URL (the Location
// resolved by core/url.h's resolve_reference, curl's URL API); gives why the
// chain stops, if it must. Internal to fetch/.
//
//   auto next = resolve_reference(hop_url, *location);
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

// Why following `next` must stop, given every URL of the chain so far (the
// first request included): a scheme other than http(s), a loop, or more
// than `max_redirects` hops.
std::optional<Failure> check_redirect(const std::string& next,
                                      const std::vector<std::string>& chain, int max_redirects);

}  // namespace verifier::fetch
