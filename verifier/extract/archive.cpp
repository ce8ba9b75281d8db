// extract/archive.cpp: archive wrappers, recognised by their own markers.
#include <string>
#include <string_view>

#include "extract/archive.h"

namespace verifier::extract {
namespace {

constexpr std::string_view kWaybackBegin = "<!-- BEGIN WAYBACK TOOLBAR INSERT -->";
constexpr std::string_view kWaybackEnd = "<!-- END WAYBACK TOOLBAR INSERT -->";

std::string_view host_of(std::string_view url) {
  auto scheme = url.find("://");
  if (scheme == std::string_view::npos) return {};
  url.remove_prefix(scheme + 3);
  url = url.substr(0, url.find_first_of("/?#"));
  if (auto at = url.rfind('@'); at != std::string_view::npos) url.remove_prefix(at + 1);
  return url.substr(0, url.find(':'));
}

bool is_archive_today(std::string_view host) {
  constexpr std::string_view kHosts[] = {"archive.ph", "archive.today", "archive.is",
                                         "archive.li", "archive.vn",    "archive.fo",
                                         "archive.md"};
  if (host.starts_with("www.")) host.remove_prefix(4);
  for (auto h : kHosts)
    if (host == h) return true;
  return false;
}

}  // namespace

std::optional<std::string> without_wayback_toolbar(std::string_view html) {
  std::size_t begin = html.find(kWaybackBegin);
  if (begin == std::string_view::npos) return std::nullopt;
  std::size_t end = html.find(kWaybackEnd, begin);
  if (end == std::string_view::npos) return std::nullopt;
  std::string out(html.substr(0, begin));
  out.append(html.substr(end + kWaybackEnd.size()));
  return out;
}

std::vector<std::string> archive_header_ids(std::string_view url, std::string_view html) {
  std::string_view head = html.substr(0, 64 * 1024);
  bool saved_copy = head.find("id=\"HEADER\"") != std::string_view::npos &&
                    (head.find("archive.today") != std::string_view::npos ||
                     head.find("archive.ph") != std::string_view::npos);
  if (!is_archive_today(host_of(url)) && !saved_copy) return {};
  return {"HEADER"};
}

}  // namespace verifier::extract
