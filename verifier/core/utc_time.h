// core/utc_time.h: a moment as UTC text, in the format the caller names
// ("%Y-%m-%d" for a night's date, RFC 3339 for a report, a readable form for
// "rate limited until ..."). One owner for gmtime_r and strftime.
#pragma once

#include <ctime>
#include <string>

namespace verifier {

std::string utc_text(std::time_t when, const char* format);

}  // namespace verifier
