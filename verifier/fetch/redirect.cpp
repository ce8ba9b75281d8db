// fetch/redirect.cpp: when a chain of redirects stops.
#include "fetch/redirect.h"

#include <algorithm>

#include "core/url.h"

namespace verifier::fetch {

bool is_redirect_status(int status) {
  return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

std::optional<Failure> check_redirect(const std::string& next,
                                      const std::vector<std::string>& chain, int max_redirects) {
  const auto url = parse_url(next);
  const std::string scheme = url ? url->scheme : "";
  if (scheme != "http" && scheme != "https")
    return Failure{NetFailure::bad_scheme, "redirect to " + scheme + ":"};
  if (std::find(chain.begin(), chain.end(), next) != chain.end())
    return Failure{NetFailure::redirect_loop, "redirect loop"};
  auto hops = static_cast<int>(chain.size());  // redirects so far, counting this one
  if (hops > max_redirects)
    return Failure{NetFailure::too_many_redirects,
                   "too many redirects (" + std::to_string(hops) + ")"};
  return std::nullopt;
}

}  // namespace verifier::fetch
