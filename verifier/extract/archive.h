// extract/archive.h: what web archives add around a saved page. Takes: the
// decoded HTML and the URL it came from. Gives: the HTML without the Wayback
// Machine's toolbar (between its BEGIN/END WAYBACK TOOLBAR INSERT comments),
// and the ids of archive.today's own header to skip, so that only the
// archived page's text is judged.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace verifier::extract {

// nullopt when the page carries no Wayback toolbar.
std::optional<std::string> without_wayback_toolbar(std::string_view html);

// archive.today (archive.ph, .is, .li, ...) pages: its header's element id.
std::vector<std::string> archive_header_ids(std::string_view url, std::string_view html);

}  // namespace verifier::extract
