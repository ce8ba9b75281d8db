// extract/refresh.cpp: meta refresh parsing; references are resolved by
// core/url.h, the reader follows http(s) targets only.
#include <string>
#include <string_view>

#include "core/ascii.h"
#include "core/url.h"
#include "extract/refresh.h"

namespace verifier::extract {
namespace {

void skip_spaces(std::string_view s, std::size_t& i) {
  while (i < s.size() && is_html_space(s[i])) ++i;
}

}  // namespace

std::optional<Refresh> parse_refresh(std::string_view s) {
  std::size_t i = 0;
  skip_spaces(s, i);
  std::size_t digits = i;
  while (i < s.size() && is_ascii_digit(s[i])) ++i;
  if (i == digits && (i >= s.size() || s[i] != '.')) return std::nullopt;
  Refresh r;
  r.seconds = i == digits ? 0 : std::stod(std::string(s.substr(digits, std::min<std::size_t>(i - digits, 9))));
  while (i < s.size() && (is_ascii_digit(s[i]) || s[i] == '.')) ++i;
  if (i < s.size() && s[i] != ';' && s[i] != ',' && !is_html_space(s[i]))
    return std::nullopt;  // junk after the delay
  skip_spaces(s, i);
  if (i < s.size() && (s[i] == ';' || s[i] == ',')) ++i;
  skip_spaces(s, i);
  std::string_view rest = s.substr(i);
  if (ascii_istarts_with(rest, "url")) {
    std::size_t k = 3;
    skip_spaces(rest, k);
    if (k < rest.size() && rest[k] == '=') {
      ++k;
      skip_spaces(rest, k);
      rest = rest.substr(k);
    }
  }
  if (!rest.empty() && (rest[0] == '"' || rest[0] == '\'')) {
    char quote = rest[0];
    rest.remove_prefix(1);
    rest = rest.substr(0, rest.find(quote));
  }
  r.url = html_trim(rest);
  return r;
}

std::optional<std::string> resolve_url(std::string_view base, std::string_view reference) {
  auto target = resolve_reference(html_trim(base), html_trim(reference));
  if (!target) return std::nullopt;
  auto url = parse_url(*target);
  if (!url || (url->scheme != "http" && url->scheme != "https") || url->host.empty())
    return std::nullopt;
  return target;
}

std::optional<std::string> refresh_target(std::string_view content, std::string_view base) {
  auto r = parse_refresh(content);
  if (!r || r->seconds > kMaxRefreshSeconds || r->url.empty()) return std::nullopt;
  return resolve_url(base, r->url);
}

}  // namespace verifier::extract
