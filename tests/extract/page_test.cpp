// tests/extract/page_test.cpp: read_page and read_file end to end: which
// bodies are read and how, what redirects and meta refresh say, archive
// wrappers removed, on fixture pages written for the tests (pages/).
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "extract/extract.h"
#include "extract/redirect_kind.h"
#include "response.h"
#include "support/scratch.h"

namespace ex = verifier::extract;
namespace fs = std::filesystem;
using verifier::PageKind;

namespace {

std::string read(const std::string& name) { return verifier::test::slurp(fs::path(EXTRACT_PAGES) / name); }

using verifier::extract::testing::response;

bool has(const verifier::Page& p, const std::string& s) { return p.text().find(s) != std::string::npos; }

}  // namespace

TEST_CASE("types that cannot be read as text are unsupported, naming the type") {
  auto png = ex::read_page(response("\x89PNG\r\n\x1a\n....", "image/png"), ex::Signatures());
  CHECK(png.kind == PageKind::unsupported);
  CHECK(png.detail == "content type image/png");
  auto zip = ex::read_page(response("PK\x03\x04....", "application/zip"), ex::Signatures());
  CHECK(zip.detail == "content type application/zip");
  auto octet = ex::read_page(response(std::string("\x00\x01\x02", 3), "application/octet-stream"), ex::Signatures());
  CHECK(octet.kind == PageKind::unsupported);
  CHECK(octet.detail == "content type application/octet-stream");
  auto json = ex::read_page(response("{}", "application/json"), ex::Signatures());
  CHECK(json.detail == "content type application/json");
  // Whatever the server calls them: an Excel file sent as text/html.
  const std::string xls("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1" "Eos\0\0NVIDIA", 19);
  auto mislabelled = ex::read_page(response(xls, "text/html"), ex::Signatures());
  CHECK(mislabelled.kind == PageKind::unsupported);
  CHECK(mislabelled.detail == "content type application/x-ole-storage");
  CHECK(ex::read_page(response("\x89PNG\r\n\x1a\n", "text/plain"), ex::Signatures()).kind ==
        PageKind::unsupported);
}

TEST_CASE("HTML, XHTML, text/plain and sniffed octet-streams are read") {
  auto xhtml = ex::read_page(response(read("page.xhtml"), "application/xhtml+xml"), ex::Signatures());
  CHECK(xhtml.title == "Piz Daint");
  CHECK(has(xhtml, "Piz Daint is a Cray XC50 at CSCS."));
  auto plain = ex::read_page(response("Summit\nat ORNL\n\nSierra at LLNL\n", "text/plain"), ex::Signatures());
  CHECK(plain.blocks == std::vector<std::string>{"Summit at ORNL", "Sierra at LLNL"});
  auto octet = ex::read_page(response("<!doctype html><p>Leonardo</p>", "application/octet-stream"), ex::Signatures());
  CHECK(octet.kind == PageKind::readable);
  CHECK(has(octet, "Leonardo"));
  auto file = ex::read_file(fs::path(EXTRACT_PAGES) / "page.xhtml", ex::Signatures());
  CHECK(has(file, "Piz Daint is a Cray XC50"));
  CHECK(ex::read_file("/no/such/file.html", ex::Signatures()).kind == PageKind::unsupported);
}

// read_file sizes its buffer from the file and grows it while the file fills
// it: a file past the first guess, or one of no known size (a pipe), is read
// whole all the same.
TEST_CASE("a file is read whole, whether or not its size is known") {
  verifier::test::Scratch dir;
  std::string text;
  for (int i = 0; i < 20000; ++i) text += "line " + std::to_string(i) + "\n\n";  // ~240 KB
  {
    std::ofstream(dir / "big.txt", std::ios::binary) << text;
  }
  auto file = ex::read_file(dir / "big.txt", ex::Signatures());
  REQUIRE(!file.blocks.empty());
  CHECK(file.blocks.size() == 20000);
  CHECK(file.blocks.back() == "line 19999");
  const auto pipe = dir / "pipe.txt";
  REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
  std::thread writer([&] { std::ofstream(pipe, std::ios::binary) << text; });
  auto piped = ex::read_file(pipe, ex::Signatures());
  writer.join();
  CHECK(piped.blocks == file.blocks);
}

TEST_CASE("a table as text (CSV, TSV) is one block a row, from a response or a file") {
  const std::string csv = "rank,name,site\r\n1,Helios,Cyfronet\r\n\n2,Eos,\"NVIDIA, Santa Clara\"\n";
  const std::vector<std::string> rows{"rank,name,site", "1,Helios,Cyfronet",
                                      "2,Eos,\"NVIDIA, Santa Clara\""};
  CHECK(ex::read_page(response(csv, "text/csv"), ex::Signatures()).blocks == rows);
  auto tsv = ex::read_page(response("1\tHelios\n2\tEos\n", "text/tab-separated-values"), ex::Signatures());
  CHECK(tsv.blocks == std::vector<std::string>{"1 Helios", "2 Eos"});
  // A file's type is told by its name: the bytes as read_file hands them on.
  auto from_file = ex::read_local(csv, "top500.csv", ex::Signatures());
  CHECK(from_file.kind == PageKind::readable);
  CHECK(from_file.blocks == rows);
}

TEST_CASE("a quoted field's line breaks stay in its row") {
  // Epoch's gpu_clusters.csv, Yandex Galushkin's row: its quote runs over
  // three lines ("GPU", "1,088", "NVIDIA A100 80G"); split into blocks, the
  // count and its model were apart, and the row's count was never read.
  const std::string csv =
      "Name,Status,Quote,Owner\nYandex Galushkin,Existing,\"GPU\n1,088\nNVIDIA A100 80G\",Yandex\n"
      "Yandex Lyapunov,Existing,\"said \"\"GPU\"\"\n1,096\",Yandex\n";
  const std::vector<std::string> rows{"Name,Status,Quote,Owner",
                                      R"(Yandex Galushkin,Existing,"GPU 1,088 NVIDIA A100 80G",Yandex)",
                                      R"(Yandex Lyapunov,Existing,"said ""GPU"" 1,096",Yandex)"};
  CHECK(ex::read_page(response(csv, "text/csv"), ex::Signatures()).blocks == rows);
  // Where prose's would, a line break ends a sentence, kept as U+2029
  // (core/table_text.h) so the row stays one line: a blank line (one mark,
  // the space before it gone), and between two quotations (Epoch's excerpts).
  const std::string excerpts =
      "Name,Quote\nIsrael-1,\"128 HGX H100 systems \r\n\r\nwill feature 256\"\n"
      "TPU v4 Pod,\"\"\"pods of 4,096 TPUs\"\"\n\"\"TPU v3. 4,096\"\"\"\n";
  CHECK(ex::read_page(response(excerpts, "text/csv"), ex::Signatures()).blocks ==
        std::vector<std::string>{"Name,Quote", "Israel-1,\"128 HGX H100 systems\u2029 will feature 256\"",
                                 "TPU v4 Pod,\"\"\"pods of 4,096 TPUs\"\"\u2029 \"\"TPU v3. 4,096\"\"\""});
  // A quote inside a field (an inch mark) opens none, and a quote left open
  // to the end was none: each line stays its own row.
  const std::string inches = "Name,Screen\nA,15.6\" panel\nB,\"open\nC,13\n";
  CHECK(ex::read_page(response(inches, "text/csv"), ex::Signatures()).blocks ==
        std::vector<std::string>{"Name,Screen", "A,15.6\" panel", "B,\"open", "C,13"});
}

TEST_CASE("a body cut by the fetch cap is judged on its first part, and says so") {
  auto f = response("<p>LUMI in Kajaani</p><p>and more");
  f.body_truncated = true;
  auto page = ex::read_page(f, ex::Signatures());
  CHECK(page.truncated);
  CHECK(page.kind == PageKind::readable);
  CHECK(has(page, "LUMI in Kajaani"));
}

TEST_CASE("a meta refresh of at most 5 s gives refresh_to, resolved against the final URL") {
  auto f = response("<head><meta http-equiv=refresh content=\"2;URL='../moved/'\"></head>");
  f.url = "http://example.org/old";
  f.final_url = "https://www.example.org/a/b/index.html";
  auto page = ex::read_page(f, ex::Signatures());
  REQUIRE(page.refresh_to);
  CHECK(*page.refresh_to == "https://www.example.org/a/moved/");
  auto slow = ex::read_page(response("<meta http-equiv=refresh content=\"60; url=/x\">"), ex::Signatures());
  CHECK_FALSE(slow.refresh_to);
  auto based = ex::read_page(response(R"(<base href="https://cdn.example.net/d/"><meta http-equiv=refresh content="0;url=p">)"),
                             ex::Signatures());
  CHECK(based.refresh_to == "https://cdn.example.net/d/p");
}

TEST_CASE("the Wayback toolbar and archive.today's header are removed") {
  auto wb = ex::read_page(response(read("wayback.html"), "text/html",
                                   "https://web.archive.org/web/20120101000000/http://example.org/jaguar"),
                          ex::Signatures());
  CHECK(has(wb, "Jaguar is a Cray XT5"));
  CHECK_FALSE(has(wb, "Wayback Machine"));
  CHECK_FALSE(has(wb, "captures"));
  auto at = ex::read_page(response(read("archive-today.html"), "text/html", "https://archive.ph/AbCdE"),
                          ex::Signatures());
  CHECK(has(at, "Kestrel is an HPE Cray EX"));
  CHECK_FALSE(has(at, "webpage capture"));
  auto saved = ex::read_file(fs::path(EXTRACT_PAGES) / "archive-today.html", ex::Signatures());
  CHECK_FALSE(has(saved, "webpage capture"));
}

TEST_CASE("redirects that mean a soft 404 or a login wall") {
  auto kind = [](const char* from, const char* to) {
    auto r = ex::redirect_kind(from, to);
    return r ? r->detail : std::string();
  };
  CHECK(kind("https://example.org/systems/x", "https://example.org/") == "soft 404: redirected to the site root");
  CHECK(kind("https://example.org/systems/x", "https://www.example.org/en/") == "soft 404: redirected to the site root");
  CHECK(kind("https://example.org/systems/x", "https://example.org/404.html") == "soft 404: redirected to a not-found page");
  CHECK(kind("https://example.org/systems/x", "https://example.org/errors/page-not-found") ==
        "soft 404: redirected to a not-found page");
  CHECK(kind("https://example.org/paper", "https://example.org/login?next=/paper") == "login wall: redirected to a login page");
  CHECK(kind("https://example.org/paper", "https://accounts.example.com/o/auth") == "login wall: redirected to a login page");
  // Sign-in words only as whole segments: an authors' page or a lasso is no login.
  CHECK(kind("https://example.org/paper", "https://example.org/authors/smith").empty());
  CHECK(kind("https://example.org/paper", "https://example.org/tools/lasso").empty());
  CHECK(kind("https://example.org/paper", "https://example.org/sso/").find("login wall") == 0);
  // the same page, moved: not a soft 404
  CHECK(kind("http://example.org/systems/x", "https://example.org/systems/x").empty());
  CHECK(kind("https://example.org/index.html", "https://example.org/").empty());
  CHECK(kind("https://example.org/", "https://www.example.org/").empty());
  CHECK(kind("https://example.org/a", "https://example.org/b/a").empty());

  auto f = response(read("readable.html"));
  f.final_url = "https://example.org/";
  auto page = ex::read_page(f, ex::Signatures());
  CHECK(page.kind == PageKind::soft_404);
  CHECK(page.detail == "soft 404: redirected to the site root");
}

TEST_CASE("a readable page stays readable, with its title and blocks") {
  auto page = ex::read_page(response(read("readable.html")), ex::Signatures());
  CHECK(page.kind == PageKind::readable);
  CHECK(page.detail.empty());
  CHECK(page.title == "Frontier | Example Facility");
  CHECK(page.blocks.front() == "Home");
  CHECK(has(page, "Frontier is an HPE Cray EX supercomputer"));
  for (const auto& b : page.blocks) CHECK_FALSE(b.empty());
}
