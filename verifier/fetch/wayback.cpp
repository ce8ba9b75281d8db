// fetch/wayback.cpp: a textual rewrite on purpose: the rest of the URL (the
// archived URL, its query) must reach the archive exactly as cited.
#include "fetch/wayback.h"

#include "core/ascii.h"

namespace verifier::fetch {

std::string wayback_original_form(std::string_view url) {
  for (std::string_view prefix : {"https://web.archive.org/web/", "http://web.archive.org/web/"}) {
    if (!ascii_istarts_with(url, prefix)) continue;
    auto rest = url.substr(prefix.size());
    if (rest.size() < 15 || rest[14] != '/') return std::string(url);
    if (!all_ascii_digits(rest.substr(0, 14))) return std::string(url);
    std::string out(url.substr(0, prefix.size() + 14));
    out += "id_";
    out += rest.substr(14);
    return out;
  }
  return std::string(url);
}

namespace {

// RFC 3986's unreserved characters stay; every other byte is %XX.
std::string query_value(std::string_view text) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    const bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                            (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~';
    if (unreserved) {
      out += static_cast<char>(c);
      continue;
    }
    out += '%';
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  return out;
}

}  // namespace

std::string wayback_cdx_url(std::string_view original, int year) {
  return "https://web.archive.org/cdx/search/cdx?url=" + query_value(original) +
         "&output=json&fl=timestamp,original,statuscode&from=" + std::to_string(year - 3) +
         "&to=" + std::to_string(year + 1) + "&collapse=timestamp:8&limit=2000";
}

std::string wayback_capture_url(std::string_view timestamp, std::string_view original) {
  std::string out = "https://web.archive.org/web/";
  out += timestamp;
  out += '/';
  out += original;
  return out;
}

}  // namespace verifier::fetch
