// extract/refresh.cpp: meta refresh parsing and reference resolution.
#include <cctype>
#include <string>
#include <string_view>

#include "extract/refresh.h"

namespace verifier::extract {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

void skip_spaces(std::string_view s, std::size_t& i) {
  while (i < s.size() && is_space(s[i])) ++i;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

struct Parts {
  std::string scheme;     // lower-case, without ':'
  std::string authority;  // without "//"
  bool has_authority = false;
  std::string path;
  std::string query;      // with '?', or ""
};

// A reference split as RFC 3986 appendix B does (fragment dropped).
Parts split(std::string_view s) {
  Parts p;
  if (auto hash = s.find('#'); hash != std::string_view::npos) s = s.substr(0, hash);
  std::size_t colon = s.find(':');
  std::size_t first_delim = s.find_first_of("/?");
  if (colon != std::string_view::npos && colon > 0 && colon < first_delim &&
      std::isalpha(static_cast<unsigned char>(s[0]))) {
    for (char c : s.substr(0, colon))
      p.scheme += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    s = s.substr(colon + 1);
  }
  if (s.starts_with("//")) {
    std::size_t end = s.find_first_of("/?", 2);
    if (end == std::string_view::npos) end = s.size();
    p.authority = s.substr(2, end - 2);
    p.has_authority = true;
    s = s.substr(end);
  }
  std::size_t q = s.find('?');
  p.path = s.substr(0, q);
  if (q != std::string_view::npos) p.query = s.substr(q);
  return p;
}

// RFC 3986 §5.2.4.
std::string remove_dot_segments(std::string_view in) {
  std::string out;
  while (!in.empty()) {
    if (in.starts_with("../")) in.remove_prefix(3);
    else if (in.starts_with("./")) in.remove_prefix(2);
    else if (in.starts_with("/./")) in.remove_prefix(2);
    else if (in == "/.") in = "/";
    else if (in.starts_with("/../") || in == "/..") {
      in = in.size() == 3 ? std::string_view("/") : in.substr(3);
      auto slash = out.rfind('/');
      out.erase(slash == std::string::npos ? 0 : slash);
    } else if (in == "." || in == "..") {
      in = {};
    } else {
      std::size_t next = in.find('/', 1);
      if (next == std::string_view::npos) next = in.size();
      out.append(in.substr(0, next));
      in.remove_prefix(next);
    }
  }
  return out;
}

std::string merge(const Parts& base, std::string_view path) {
  if (base.has_authority && base.path.empty()) return "/" + std::string(path);
  auto slash = base.path.rfind('/');
  if (slash == std::string::npos) return std::string(path);
  return base.path.substr(0, slash + 1) + std::string(path);
}

}  // namespace

std::optional<Refresh> parse_refresh(std::string_view s) {
  std::size_t i = 0;
  skip_spaces(s, i);
  std::size_t digits = i;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == digits && (i >= s.size() || s[i] != '.')) return std::nullopt;
  Refresh r;
  r.seconds = i == digits ? 0 : std::stod(std::string(s.substr(digits, std::min<std::size_t>(i - digits, 9))));
  while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.')) ++i;
  if (i < s.size() && s[i] != ';' && s[i] != ',' && !is_space(s[i]))
    return std::nullopt;  // junk after the delay
  skip_spaces(s, i);
  if (i < s.size() && (s[i] == ';' || s[i] == ',')) ++i;
  skip_spaces(s, i);
  std::string_view rest = s.substr(i);
  if (rest.size() >= 3 && std::tolower(static_cast<unsigned char>(rest[0])) == 'u' &&
      std::tolower(static_cast<unsigned char>(rest[1])) == 'r' &&
      std::tolower(static_cast<unsigned char>(rest[2])) == 'l') {
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
  r.url = trim(rest);
  return r;
}

std::optional<std::string> resolve_url(std::string_view base_text, std::string_view reference) {
  Parts base = split(trim(base_text));
  if (base.scheme.empty() || !base.has_authority) return std::nullopt;
  Parts ref = split(trim(reference));
  Parts t;
  if (!ref.scheme.empty()) {
    t = ref;
    t.path = remove_dot_segments(ref.path);
  } else if (ref.has_authority) {
    t = ref;
    t.scheme = base.scheme;
    t.path = remove_dot_segments(ref.path);
  } else {
    t = base;
    if (ref.path.empty()) {
      if (!ref.query.empty()) t.query = ref.query;
    } else {
      t.path = remove_dot_segments(ref.path.starts_with('/') ? ref.path : merge(base, ref.path));
      t.query = ref.query;
    }
  }
  if (t.scheme != "http" && t.scheme != "https") return std::nullopt;
  if (!t.has_authority || t.authority.empty()) return std::nullopt;
  if (t.path.empty()) t.path = "/";
  return t.scheme + "://" + t.authority + t.path + t.query;
}

std::optional<std::string> refresh_target(std::string_view content, std::string_view base) {
  auto r = parse_refresh(content);
  if (!r || r->seconds > kMaxRefreshSeconds || r->url.empty()) return std::nullopt;
  return resolve_url(base, r->url);
}

}  // namespace verifier::extract
