// core/diff.h: what got worse and what got better between two reports, as a
// value (spec §4). verdict/ computes it (verdict/diff.h); report/ writes it.
#pragma once

#include <string>
#include <vector>

namespace verifier {

struct Change {
  std::string system_id;
  std::string system_name;
  std::string url;     // "" for a change of the system's verdict
  std::string before;  // "verified", "names", "failing (not-found)", ...
  std::string after;   // "unverifiable", "does-not-name", "confirmed (not-found)", ...
  std::string why;     // one line a person reads: "the page no longer names it"
};

struct Diff {
  std::vector<Change> regressions;   // in system id order, verdict first
  std::vector<Change> improvements;
  bool worse() const { return !regressions.empty(); }
};

}  // namespace verifier
