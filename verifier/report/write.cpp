// write.cpp: the files of a run, each written atomically (temp file in the
// same folder, fsync, rename, fsync of the folder), so a reader or a killed
// run never sees half a report, and no temp file outlives an error; and the
// ReportWriter, which renders system by system into unnamed scratch files so
// that a large run never holds its reports in memory.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <streambuf>

#include "report/durable.h"
#include "report/render.h"
#include "report/report.h"

namespace verifier::report {
namespace {

namespace fs = std::filesystem;

[[noreturn]] void fail(const fs::path& p, const std::string& what, int err) {
  throw ReportError(p.string() + ": " + what + ": " + std::strerror(err));
}

// An output buffer straight onto a descriptor. It never throws (a stream
// would swallow it); the first error is kept for the owner to report.
class FdBuf : public std::streambuf {
 public:
  explicit FdBuf(int fd) : fd_(fd) { setp(buf_.data(), buf_.data() + buf_.size()); }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain() {
    const char* p = pbase();
    while (p < pptr() && error_ == 0) {
      ssize_t n = ::write(fd_, p, static_cast<std::size_t>(pptr() - p));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) error_ = n < 0 ? errno : EIO;
      else p += n;
    }
    setp(buf_.data(), buf_.data() + buf_.size());
    return error_ == 0;
  }

  int fd_;
  int error_ = 0;
  std::array<char, 1 << 16> buf_{};
};

// Writes through `fill` to fd; throws naming `name` when anything failed.
void fill_fd(int fd, const fs::path& name, const std::function<void(std::ostream&)>& fill) {
  FdBuf buf(fd);
  std::ostream out(&buf);
  fill(out);
  out.flush();
  if (buf.error() != 0) fail(name, "cannot write", buf.error());
  if (!out) fail(name, "cannot write", EIO);
}


// A scratch file with no name: unlinked as soon as it is made, so neither an
// error nor SIGKILL can leave it behind. Written, then read back once.
class Scratch {
 public:
  explicit Scratch(const fs::path& dir) {
    std::string tmpl = (dir / ".report-part.tmp.XXXXXX").string();
    fd_ = ::mkstemp(tmpl.data());
    if (fd_ < 0) fail(dir, "cannot create a temp file", errno);
    ::unlink(tmpl.c_str());
    buf_ = std::make_unique<FdBuf>(fd_);
    out_ = std::make_unique<std::ostream>(buf_.get());
  }
  ~Scratch() { ::close(fd_); }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

  std::ostream& out() { return *out_; }

  void copy_to(std::ostream& to, const fs::path& name) {
    out_->flush();
    if (buf_->error() != 0) fail(name, "cannot write a temp file", buf_->error());
    if (::lseek(fd_, 0, SEEK_SET) != 0) fail(name, "cannot read a temp file back", errno);
    std::array<char, 1 << 16> chunk{};
    for (;;) {
      ssize_t n = ::read(fd_, chunk.data(), chunk.size());
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) fail(name, "cannot read a temp file back", errno);
      if (n == 0) break;
      to.write(chunk.data(), n);
    }
  }

 private:
  int fd_ = -1;
  std::unique_ptr<FdBuf> buf_;
  std::unique_ptr<std::ostream> out_;
};

}  // namespace

void sync_dir(const fs::path& dir) {
  int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

void write_atomically(const fs::path& file, const std::function<void(std::ostream&)>& fill) {
  const fs::path dir = file.has_parent_path() ? file.parent_path() : ".";
  std::string tmpl = (dir / ("." + file.filename().string() + ".tmp.XXXXXX")).string();
  int fd = ::mkstemp(tmpl.data());
  if (fd < 0) fail(file, "cannot create a temp file", errno);
  const fs::path tmp = tmpl;
  try {
    fill_fd(fd, tmp, fill);
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

void write_atomically(const fs::path& file, std::string_view content) {
  write_atomically(file, [content](std::ostream& out) {
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
  });
}

// One scratch file per report body, and one per work rank of index.html.
struct ReportWriter::Impl {
  fs::path dir;
  Scratch json, md;
  std::array<std::unique_ptr<Scratch>, internal::work_ranks> html;
  std::array<bool, internal::work_ranks> html_used{};
  internal::HostTally hosts;
  bool any = false;

  explicit Impl(const fs::path& d) : dir(d), json(d), md(d) {
    for (auto& h : html) h = std::make_unique<Scratch>(d);
  }
};

namespace {

fs::path created(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw ReportError(dir.string() + ": cannot create the folder: " + ec.message());
  return dir;
}

}  // namespace

ReportWriter::ReportWriter(const fs::path& out_dir)
    : impl_(std::make_unique<Impl>(created(out_dir))) {}
ReportWriter::~ReportWriter() = default;
ReportWriter::ReportWriter(ReportWriter&&) noexcept = default;
ReportWriter& ReportWriter::operator=(ReportWriter&&) noexcept = default;

void ReportWriter::add(const SystemReport& system) {
  Impl& w = *impl_;
  w.json.out() << internal::json_system(system, !w.any);
  internal::md_system(w.md.out(), system);
  const auto rank = static_cast<std::size_t>(internal::work_rank(system));
  internal::html_system(w.html[rank]->out(), system);
  w.html_used[rank] = true;
  w.hosts.add(system);
  w.any = true;
}

void ReportWriter::finish(const Report& head, const std::vector<NightCounts>& chart) {
  Impl& w = *impl_;
  const fs::path json = w.dir / "report.json", md = w.dir / "report.md",
                 html = w.dir / "index.html";
  write_atomically(json, [&](std::ostream& out) {
    out << internal::json_head(head);
    w.json.copy_to(out, json);
    out << internal::json_tail(w.any);
  });
  write_atomically(md, [&](std::ostream& out) {
    internal::md_head(out, head);
    w.md.copy_to(out, md);
    internal::md_tail(out, head);
  });
  write_atomically(html, [&](std::ostream& out) {
    internal::html_head(out, head, chart, w.hosts);
    for (std::size_t r = 0; r < w.html.size(); ++r) {
      if (r == 0 || w.html_used[r]) internal::html_rank_heading(out, static_cast<int>(r));
      w.html[r]->copy_to(out, html);
    }
    internal::html_tail(out, w.hosts);
  });
}

void write_reports(const Report& report, const fs::path& out_dir,
                   const std::vector<NightCounts>& chart) {
  ReportWriter writer(out_dir);
  for (const auto& s : report.systems) writer.add(s);
  writer.finish(report, chart);
}

Report read_report_json(const fs::path& file) {
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
