// core/utc_time.cpp: see utc_time.h.
#include "core/utc_time.h"

namespace verifier {

std::string utc_text(std::time_t when, const char* format) {
  std::tm tm{};
  gmtime_r(&when, &tm);
  char buf[64];
  std::size_t n = std::strftime(buf, sizeof buf, format, &tm);
  return std::string(buf, n);
}

}  // namespace verifier
