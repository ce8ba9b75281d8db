// publish.cpp: the staged publication of a run's reports (see publish.h).
#include "report/publish.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "report/durable.h"
#include "report/report.h"

namespace verifier::report {
namespace {

namespace fs = std::filesystem;

constexpr const char* report_files[] = {"report.json", "report.md", "index.html"};

fs::path staging(const fs::path& out) { return out / ".staged.tmp"; }
fs::path committed(const fs::path& out) { return out / ".staged"; }

void rename_or_throw(const fs::path& from, const fs::path& to) {
  if (::rename(from.c_str(), to.c_str()) != 0)
    throw ReportError(to.string() + ": cannot move into place: " + std::strerror(errno));
}

// Temp files of write_atomically that a SIGKILL left behind.
void remove_stray_temps(const fs::path& out) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(out, ec)) {
    auto name = entry.path().filename().string();
    if (name.starts_with(".") && name.find(".tmp.") != std::string::npos)
      fs::remove(entry.path(), ec);
  }
}

}  // namespace

void stage_reports(const Report& report, const fs::path& out_dir,
                   const std::vector<NightCounts>& chart) {
  discard_staged(out_dir);
  write_reports(report, staging(out_dir), chart);
}

ReportWriter stage_writer(const fs::path& out_dir) {
  discard_staged(out_dir);
  return ReportWriter(staging(out_dir));
}

void discard_staged(const fs::path& out_dir) {
  std::error_code ec;
  fs::remove_all(staging(out_dir), ec);
}

void commit_staged(const fs::path& out_dir) {
  std::error_code ec;
  fs::remove_all(committed(out_dir), ec);  // finish_staged() already moved any
  rename_or_throw(staging(out_dir), committed(out_dir));
  sync_dir(out_dir);
  finish_staged(out_dir);
}

void finish_staged(const fs::path& out_dir) {
  std::error_code ec;
  if (!fs::exists(out_dir, ec)) return;
  discard_staged(out_dir);
  remove_stray_temps(out_dir);
  const fs::path set = committed(out_dir);
  if (!fs::exists(set, ec)) return;
  for (const char* name : report_files)
    if (fs::exists(set / name, ec)) rename_or_throw(set / name, out_dir / name);
  sync_dir(out_dir);
  fs::remove_all(set, ec);
}

}  // namespace verifier::report
