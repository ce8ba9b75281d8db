// core/claim.h: one accelerator count a record cites a page for (spec §5,
// "Claims"), and what the page says about it. A `parts` row with a quantity
// and a source is a claim of that source; the match stage decides it while
// the page is read (the text is not kept), the verdict stage puts it under
// its citation, the reports show it.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace verifier {

enum class ClaimResult : std::uint8_t { states, contradicts, not_stated, unread };

inline constexpr ClaimResult all_claim_results[] = {
    ClaimResult::states, ClaimResult::contradicts, ClaimResult::not_stated, ClaimResult::unread};

inline std::string_view word(ClaimResult r) {
  switch (r) {
    case ClaimResult::states: return "states";
    case ClaimResult::contradicts: return "contradicts";
    case ClaimResult::not_stated: return "not-stated";
    case ClaimResult::unread: return "unread";
  }
  return "unread";
}

inline std::optional<ClaimResult> claim_result_from_word(std::string_view w) {
  for (ClaimResult r : {ClaimResult::states, ClaimResult::contradicts, ClaimResult::not_stated,
                        ClaimResult::unread})
    if (word(r) == w) return r;
  return std::nullopt;
}

// A record's quantity as people write it: "6128", "0.5".
inline std::string claim_value_text(double value) {
  char out[32];
  if (value == std::floor(value) && std::fabs(value) < 1e15)
    std::snprintf(out, sizeof out, "%.0f", value);
  else
    std::snprintf(out, sizeof out, "%g", value);
  return out;
}

struct ClaimCheck {
  std::string part;     // the parts row's part, "NVIDIA H200 SXM"
  double value = 0;     // the row's quantity
  ClaimResult result = ClaimResult::unread;
  std::string found;    // what the page says: "6,128 H200", "766 nodes x 8 GPUs"
  std::string evidence; // a quote around it, the count in « »
  friend bool operator==(const ClaimCheck&, const ClaimCheck&) = default;
};

}  // namespace verifier
