// fetch/wayback.h: which URL to ask for when a citation is a Wayback
// snapshot. Takes the cited URL; gives the snapshot's original form (the
// `id_` flag after the 14-digit timestamp: the archived bytes, no toolbar, no
// rewritten links), or the URL unchanged when it is not such a snapshot. The
// report keeps the URL as cited; only the request changes.
//
//   wayback_original_form("https://web.archive.org/web/20240101000000/https://a.org/")
//     == "https://web.archive.org/web/20240101000000id_/https://a.org/"
//
// The archive-copy lookup (spec §5) asks the Wayback CDX API which captures
// of a URL exist, then reads one: both URLs are spelt here.
//
//   wayback_cdx_url("https://a.org/x", 2024)
//     == "https://web.archive.org/cdx/search/cdx?url=https%3A%2F%2Fa.org%2Fx&output=json"
//        "&fl=timestamp,original,statuscode&from=2021&to=2025&collapse=timestamp:8&limit=2000"
//   wayback_capture_url("20240301000000", "https://a.org/x")
//     == "https://web.archive.org/web/20240301000000/https://a.org/x"
#pragma once

#include <string>
#include <string_view>

namespace verifier::fetch {

std::string wayback_original_form(std::string_view url);

// The CDX query for the captures of `original` from three years before
// `year` to the year after it, one a day (collapse), at most 2000 rows: a
// night looks for the copy nearest a day of `year`, and a page captured
// daily for years must not make the answer huge. The URL is sent
// percent-encoded, as a query value.
std::string wayback_cdx_url(std::string_view original, int year);

// A capture as an editor opens it (the pool asks for its id_ form).
std::string wayback_capture_url(std::string_view timestamp, std::string_view original);

}  // namespace verifier::fetch
