// extract/cdx.h: the captures a Wayback CDX answer lists, and which one a
// night reads. Takes the body of a CDX query asked with `output=json` (a
// JSON array of rows of strings, the first row naming the fields); gives
// each capture's timestamp, original URL and archived status, and the one
// nearest a day. Pure: fetch/wayback.h spells the query, app/ sends it.
//
//   auto captures = read_cdx_answer(fetched.body, &why);  // nullopt: malformed
//   auto choice = choose_capture(*captures, *Date::parse("2024-03-01"));
//   if (choice.capture) fetch(wayback_capture_url(*choice.capture));
//
// Why not nlohmann-json: it lives in report/; the answer is strings only,
// which json_strings.h reads strictly.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/date.h"

namespace verifier::extract {

struct Capture {
  std::string timestamp;      // 14 digits, UTC
  std::string original;       // the URL as the archive captured it
  std::optional<int> status;  // the archived answer's status; none for "-" (a revisit)
  std::string date() const;   // YYYY-MM-DD, of the timestamp
};

// Every row with a 14-digit timestamp of a real day (and an original URL, when the answer
// has that field), in the answer's order. An empty body or "[]" lists none.
// Nullopt, with the reason in *why, for a body that is not such an answer:
// malformed JSON, not an array of rows, no timestamp field.
std::optional<std::vector<Capture>> read_cdx_answer(std::string_view body,
                                                    std::string* why = nullptr);

struct CaptureChoice {
  std::optional<Capture> capture;  // the one to read
  // When there is none to read: the nearest capture of an error (an archived
  // 4xx or 5xx), which counts as unreadable without being fetched.
  std::optional<Capture> nearest_error;
};

// The capture nearest `target` (in days; of two as near, the earlier):
// one archived with status 200 when there is any, else one with another
// 2xx, a redirect or no status. Archived errors are never chosen.
CaptureChoice choose_capture(const std::vector<Capture>& captures, Date target);

}  // namespace verifier::extract
