// write.cpp: the files of a run, each written atomically (temp file in the
// same folder, fsync, rename, fsync of the folder), so a reader or a killed
// run never sees half a report, and no temp file outlives an error.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "report/report.h"

namespace verifier::report {
namespace {

[[noreturn]] void fail(const std::filesystem::path& p, const std::string& what, int err) {
  throw ReportError(p.string() + ": " + what + ": " + std::strerror(err));
}

void write_all(int fd, std::string_view content, const std::filesystem::path& tmp) {
  std::size_t done = 0;
  while (done < content.size()) {
    ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail(tmp, "cannot write", errno);
    done += static_cast<std::size_t>(n);
  }
}

// The rename is durable only once the folder's entry is on disk too.
void sync_dir(const std::filesystem::path& dir) {
  int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

void write_atomically(const std::filesystem::path& file, std::string_view content) {
  const std::filesystem::path dir = file.has_parent_path() ? file.parent_path() : ".";
  std::string tmpl = (dir / ("." + file.filename().string() + ".tmp.XXXXXX")).string();
  int fd = ::mkstemp(tmpl.data());
  if (fd < 0) fail(file, "cannot create a temp file", errno);
  const std::filesystem::path tmp = tmpl;
  try {
    write_all(fd, content, tmp);
    if (::fchmod(fd, 0644) != 0) fail(tmp, "cannot set its mode", errno);
    if (::fsync(fd) != 0) fail(tmp, "cannot sync", errno);
    if (::close(fd) != 0) {
      fd = -1;
      fail(tmp, "cannot close", errno);
    }
    fd = -1;
    if (::rename(tmp.c_str(), file.c_str()) != 0) fail(file, "cannot replace", errno);
  } catch (...) {
    if (fd >= 0) ::close(fd);
    ::unlink(tmp.c_str());
    throw;
  }
  sync_dir(dir);
}

void write_reports(const Report& report, const std::filesystem::path& out_dir,
                   const std::vector<NightCounts>& chart) {
  std::error_code ec;
  std::filesystem::create_directories(out_dir, ec);
  if (ec) throw ReportError(out_dir.string() + ": cannot create the folder: " + ec.message());
  // Rendered before anything is written: a rendering error leaves every file as it was.
  const std::string json = to_json(report);
  const std::string md = to_markdown(report);
  const std::string html = to_html(report, chart);
  write_atomically(out_dir / "report.json", json);
  write_atomically(out_dir / "report.md", md);
  write_atomically(out_dir / "index.html", html);
}

Report read_report_json(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw ReportError(file.string() + ": cannot open: " + std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  try {
    return from_json(text.str());
  } catch (const ReportError& e) {
    throw ReportError(file.string() + ": " + e.what());
  }
}

}  // namespace verifier::report
