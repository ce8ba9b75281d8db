// report/report.h: writing the decided Report for people and machines
// (spec §3): report.json (report.schema.v2.json), report.md (per system the
// site's source-check table, then the dataset sentence) and index.html (one
// self-contained page for editors). Takes core values only; never fetches.
// Output is deterministic: the same Report gives the same bytes.
//
// Usage (the app):
//   verifier::report::write_reports(report, out_dir, state.night_counts(30));
//   auto base = verifier::report::read_report_json("old/report.json");
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/report_model.h"

namespace verifier::report {

// A report could not be read or written; the message names the file.
class ReportError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Writes report.json, report.md and index.html into a folder system by
// system, so a run's memory never holds its whole report: each system is
// rendered as it is added, into unnamed scratch files in that folder (never
// seen, never left behind), and finish() assembles the three files, each
// atomically. The bytes are those of to_json, to_markdown and to_html.
//
//   ReportWriter w(dir);
//   for (...) w.add(decide_one(...));      // in id order
//   w.finish(head, chart);                 // head: a Report without systems
class ReportWriter {
 public:
  explicit ReportWriter(const std::filesystem::path& out_dir);  // throws ReportError
  ~ReportWriter();
  ReportWriter(ReportWriter&&) noexcept;
  ReportWriter& operator=(ReportWriter&&) noexcept;

  void add(const SystemReport& system);
  // `head.systems` is not read: the added systems stand for it.
  void finish(const Report& head, const std::vector<NightCounts>& chart);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Writes report.json, report.md and index.html into out_dir (created when
// missing), each atomically. `chart` is the verdict counts of recent
// nights, oldest first (may be empty). Throws ReportError.
void write_reports(const Report& report, const std::filesystem::path& out_dir,
                   const std::vector<NightCounts>& chart);

// Reads a report.json back (for diff and --baseline). Throws ReportError
// "FILE: what is wrong".
Report read_report_json(const std::filesystem::path& file);

// The three renderings, as text.
std::string to_json(const Report& report);  // pretty, ends with a newline
Report from_json(std::string_view text);    // throws ReportError (no file name)
std::string to_markdown(const Report& report);
std::string to_html(const Report& report, const std::vector<NightCounts>& chart);
// One host-wide line as the reports word it (for the night's log too).
std::string host_failure_line(const HostFailure& f);

// Writes `content` to `file` through a temp file in the same folder, fsync,
// rename, fsync of the folder: readers see the old or the new file, never a
// part; no temp file is left behind on error. Throws ReportError.
void write_atomically(const std::filesystem::path& file, std::string_view content);
// The same, with the content written by `fill` into a stream on the temp file.
void write_atomically(const std::filesystem::path& file,
                      const std::function<void(std::ostream&)>& fill);

}  // namespace verifier::report
