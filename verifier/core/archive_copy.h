// core/archive_copy.h: which archive's copy a citation was decided on (spec
// §5, "Archive copies"; `archive` in report.schema.v2.json). The live page
// was unreadable; the night read the capture nearest its date instead. The
// app fills it, the state keeps it (a capture pinned to a timestamp never
// changes), verdict/ puts it under the citation and report/ shows it.
#pragma once

#include <string>

namespace verifier {

struct ArchiveCopy {
  std::string url;     // the capture, as an editor opens it (no id_ flag)
  std::string date;    // YYYY-MM-DD, the capture's
  std::string reason;  // why the copy was read: "the live page is not-found (HTTP 404)"

  friend bool operator==(const ArchiveCopy&, const ArchiveCopy&) = default;
};

}  // namespace verifier
