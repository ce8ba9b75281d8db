// fetch/wayback.cpp: a textual rewrite on purpose: the rest of the URL (the
// archived URL, its query) must reach the archive exactly as cited.
#include "fetch/wayback.h"

#include <algorithm>
#include <cctype>

namespace verifier::fetch {
namespace {

bool istarts_with(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() &&
         std::equal(prefix.begin(), prefix.end(), s.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) ==
                  std::tolower(static_cast<unsigned char>(b));
         });
}

}  // namespace

std::string wayback_original_form(std::string_view url) {
  for (std::string_view prefix : {"https://web.archive.org/web/", "http://web.archive.org/web/"}) {
    if (!istarts_with(url, prefix)) continue;
    auto rest = url.substr(prefix.size());
    if (rest.size() < 15 || rest[14] != '/') return std::string(url);
    if (!std::all_of(rest.begin(), rest.begin() + 14,
                     [](char c) { return c >= '0' && c <= '9'; }))
      return std::string(url);
    std::string out(url.substr(0, prefix.size() + 14));
    out += "id_";
    out += rest.substr(14);
    return out;
  }
  return std::string(url);
}

}  // namespace verifier::fetch
