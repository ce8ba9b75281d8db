// fetch/redirect.cpp: curl's URL parser resolves relative references exactly
// as curl would have when following, without letting curl follow.
#include "fetch/redirect.h"

#include <curl/curl.h>

#include <algorithm>
#include <cctype>
#include <memory>

namespace verifier::fetch {
namespace {

struct UrlHandle {
  void operator()(CURLU* u) const { curl_url_cleanup(u); }
};

}  // namespace

bool is_redirect_status(int status) {
  return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

std::optional<std::string> resolve_location(const std::string& base,
                                             const std::string& location) {
  std::unique_ptr<CURLU, UrlHandle> url(curl_url());
  if (!url || curl_url_set(url.get(), CURLUPART_URL, base.c_str(), 0) != CURLUE_OK)
    return std::nullopt;
  // Any scheme parses, so a redirect to ftp: is seen (and refused) as ftp:.
  if (curl_url_set(url.get(), CURLUPART_URL, location.c_str(),
                   CURLU_NON_SUPPORT_SCHEME | CURLU_URLENCODE) != CURLUE_OK)
    return std::nullopt;
  char* text = nullptr;
  if (curl_url_get(url.get(), CURLUPART_URL, &text, 0) != CURLUE_OK) return std::nullopt;
  std::string out(text);
  curl_free(text);
  return out;
}

std::string scheme_of(std::string_view url) {
  auto colon = url.find(':');
  if (colon == std::string_view::npos) return "";
  std::string scheme(url.substr(0, colon));
  std::transform(scheme.begin(), scheme.end(), scheme.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return scheme;
}

std::optional<Failure> check_redirect(const std::string& next,
                                      const std::vector<std::string>& chain, int max_redirects) {
  auto scheme = scheme_of(next);
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
