// report/publish.h: how a run's three reports replace the last good ones as
// a set. Each file alone is atomic (write_atomically); the set is made so by
// staging: the files are written into OUT/.staged.tmp/, the folder is renamed
// to OUT/.staged (the commit point), then each file is moved into OUT and the
// folder removed. A run killed before the commit point leaves the previous
// reports untouched; one killed after it is completed by finish_staged(),
// which every run calls first, so a reader never keeps a mixed set.
//
// Usage (the app):
//   report::finish_staged(out);                 // recover a killed run's set
//   auto writer = report::stage_writer(out);    // or stage_reports(report, ...)
//   for (...) writer.add(system);  writer.finish(head, chart);
//   state.record_night(...);                    // may throw: discard(staged)
//   report::commit_staged(out);
#pragma once

#include <filesystem>
#include <vector>

#include "core/report_model.h"
#include "report/report.h"

namespace verifier::report {

// Writes report.json, report.md and index.html into OUT/.staged.tmp/.
// Nothing in OUT changes. Throws ReportError.
void stage_reports(const Report& report, const std::filesystem::path& out_dir,
                   const std::vector<NightCounts>& chart);

// The same, system by system: a writer into OUT/.staged.tmp/ (a staged set
// left from before is dropped first). Throws ReportError.
ReportWriter stage_writer(const std::filesystem::path& out_dir);

// Drops a staged set that was not committed.
void discard_staged(const std::filesystem::path& out_dir);

// The commit point, then finish_staged().
void commit_staged(const std::filesystem::path& out_dir);

// Moves a committed set (OUT/.staged) into OUT, and clears what a killed run
// left: an uncommitted OUT/.staged.tmp and stray temp files. Idempotent.
void finish_staged(const std::filesystem::path& out_dir);

}  // namespace verifier::report
