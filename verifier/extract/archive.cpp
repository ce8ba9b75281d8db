// extract/archive.cpp: archive wrappers, recognised by their own markers.
#include <string>
#include <string_view>

#include "core/url.h"
#include "extract/archive.h"

namespace verifier::extract {
namespace {

constexpr std::string_view kWaybackBegin = "<!-- BEGIN WAYBACK TOOLBAR INSERT -->";
constexpr std::string_view kWaybackEnd = "<!-- END WAYBACK TOOLBAR INSERT -->";

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
  std::string_view head = html.substr(0, std::size_t{64} * 1024);
  bool saved_copy = head.find("id=\"HEADER\"") != std::string_view::npos &&
                    (head.find("archive.today") != std::string_view::npos ||
                     head.find("archive.ph") != std::string_view::npos);
  if (!is_archive_today_url(url) && !saved_copy) return {};
  return {"HEADER"};
}

}  // namespace verifier::extract
