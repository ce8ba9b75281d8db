// fetch/wayback.h: which URL to ask for when a citation is a Wayback
// snapshot. Takes the cited URL; gives the snapshot's original form (the
// `id_` flag after the 14-digit timestamp: the archived bytes, no toolbar, no
// rewritten links), or the URL unchanged when it is not such a snapshot. The
// report keeps the URL as cited; only the request changes.
//
//   wayback_original_form("https://web.archive.org/web/20240101000000/https://a.org/")
//     == "https://web.archive.org/web/20240101000000id_/https://a.org/"
#pragma once

#include <string>
#include <string_view>

namespace verifier::fetch {

std::string wayback_original_form(std::string_view url);

}  // namespace verifier::fetch
