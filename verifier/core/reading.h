// core/reading.h: what one night learnt about one distinct URL, for every
// system that cites it: the URL-level result (a readable page reads as
// does-not-name here), and which systems the page names or describes. Small
// by design: the page text itself is never kept beyond extraction and
// matching.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/archive_copy.h"
#include "core/claim.h"
#include "core/naming.h"
#include "core/result.h"

namespace verifier {

struct Reading {
  std::string url;        // as first cited (its same_url_key identifies it)
  std::string final_url;
  std::optional<int> http_status;
  Result result = Result::does_not_name;  // never names: that is per system
  std::string detail;
  std::vector<std::pair<std::string, Naming>> namings;  // system id -> naming
  // system id -> each accelerator count it cites this URL for, as the page
  // has it (readable pages only; in system order, then parts order)
  std::vector<std::pair<std::string, ClaimCheck>> claims;
  std::string text_hash;      // of the extracted text; "" when unreadable
  std::string etag;           // validators for the next night
  std::string last_modified;
  bool reused = false;        // a 304 or an immutable snapshot: read from state
  bool waited = false;        // reused because the host's daily budget was spent: the
                              // last reading stands, and keeps its date
  std::string read_on;        // YYYY-MM-DD: the night a stored reading was read ("" else)
  // Set when the live page was unreadable and this reading (result, namings,
  // claims, text hash) is of an archive's copy; url, final_url and
  // http_status stay the live page's.
  std::optional<ArchiveCopy> archive;

  const Naming* naming_for(const std::string& system_id) const {
    for (const auto& [id, n] : namings)
      if (id == system_id) return &n;
    return nullptr;
  }
  // The page's answer to a claim of the system, or null when it was not
  // decided (an unreadable page, a reading older than the claim).
  const ClaimCheck* claim_for(const std::string& system_id, std::string_view part,
                              double value) const {
    for (const auto& [id, c] : claims)
      if (id == system_id && c.part == part && c.value == value) return &c;
    return nullptr;
  }
};

}  // namespace verifier
