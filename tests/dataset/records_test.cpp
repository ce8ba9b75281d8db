// Tests of dataset::load_records on well-formed records: fields, citations
// merged by same URL with every claim they support, notes, nulls and
// unknown keys (spec §1).
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>

#include "dataset/dataset.h"
#include "temp_dir.h"

using namespace verifier;
using verifier::test::all;
using verifier::test::has_error;
using verifier::test::TempDir;

namespace {

const char* spec_example = R"(id: bytedance-megascale
name: ByteDance MegaScale Cluster
aliases:
  - MegaScale
  - ByteDance 12,288-GPU LLM training cluster
operator: ByteDance
site: null
country: China
status: operational
kind: ai-training
confidence: reported
parts:
  - role: Accelerator
    part: More than 10,000 NVIDIA Ampere GPUs
    supplier: NVIDIA
    quantity: 12288
    confidence: reported
    source: https://arxiv.org/abs/2402.15627
metrics:
  - metric: accelerators
    value: 12288
    as_of: 2023-09
    basis: operator-stated
    source: https://arxiv.org/abs/2402.15627
sources:
  - https://example.org/press/megascale
  - url: https://www.youtube.com/watch?v=XXXXXXXXXXX
    note: the cluster is mentioned at 15:01
unlinked_sources:
  - Private correspondence with the operator, 2024-05
)";

}  // namespace

TEST_CASE("the spec's example record loads with every field") {
  TempDir dir;
  dir.write("bytedance-megascale.yaml", spec_example);
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  REQUIRE(loaded.records.size() == 1);
  const auto& r = loaded.records[0];
  CHECK(r.id == "bytedance-megascale");
  CHECK(r.name == "ByteDance MegaScale Cluster");
  CHECK(r.aliases == std::vector<std::string>{"MegaScale", "ByteDance 12,288-GPU LLM training cluster"});
  CHECK(r.operator_name == "ByteDance");
  CHECK(r.site.empty());
  CHECK(r.country == "China");
  CHECK(r.status == "operational");
  CHECK(r.kind == "ai-training");
  CHECK(r.unlinked_sources == std::vector<std::string>{"Private correspondence with the operator, 2024-05"});
}

TEST_CASE("one URL cited by several rows is one citation supporting each claim") {
  TempDir dir;
  dir.write("bytedance-megascale.yaml", spec_example);
  auto r = dataset::load_records(dir.path()).records.at(0);
  REQUIRE(r.citations.size() == 3);
  const auto& arxiv = r.citations[0];
  CHECK(arxiv.url == "https://arxiv.org/abs/2402.15627");
  CHECK(arxiv.cited_for == std::vector<std::string>{"Accelerator", "accelerators"});
  CHECK_FALSE(arxiv.note);
  CHECK(r.citations[1].url == "https://example.org/press/megascale");
  CHECK(r.citations[1].cited_for == std::vector<std::string>{"sources"});
  CHECK(r.citations[2].url == "https://www.youtube.com/watch?v=XXXXXXXXXXX");
  CHECK(r.citations[2].note == "the cluster is mentioned at 15:01");
}

TEST_CASE("same URL by spec §1: fragment, case of scheme and host, default port") {
  TempDir dir;
  dir.write("x.yaml", R"(id: x
name: X
parts:
  - role: Accelerator
    part: H100
    source: https://Example.org/a#one
  - role: Interconnect
    part: InfiniBand
    source: HTTPS://example.ORG:443/a#two
  - role: Accelerator
    part: H200
    source: https://example.org/a
timeline:
  - date: 2024-01
    event: installed
    source: https://example.org/a
  - event: retired
    source: https://example.org/A
sources:
  - https://example.org/a
  - https://example.org/a
)");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  const auto& c = loaded.records.at(0).citations;
  REQUIRE(c.size() == 2);
  CHECK(c[0].url == "https://Example.org/a#one");  // first spelling kept
  CHECK(c[0].cited_for ==
        std::vector<std::string>{"Accelerator", "Interconnect", "installed", "sources"});
  CHECK(c[1].url == "https://example.org/A");  // path case matters
  CHECK(c[1].cited_for == std::vector<std::string>{"retired"});
  // The key every later stage matches URLs up by, worked out here, at load;
  // spelt out only where it differs from the URL.
  CHECK(c[0].key() == "https://example.org/a");
  CHECK(c[0].other_key == "https://example.org/a");
  CHECK(c[1].key() == "https://example.org/A");
  CHECK_FALSE(c[1].other_key);
  const auto& parts = loaded.records.at(0).parts;
  REQUIRE(parts.size() == 3);
  for (const auto& p : parts) CHECK(p.source_key == c[0].key());
}

TEST_CASE("a URL followed by a remark keeps the URL and the remark as note") {
  TempDir dir;
  dir.write("x.yaml", R"y(id: x
name: X
parts:
  - role: Accelerator
    source: "https://www.youtube.com/watch?v=hobvps-H38o (this cluster mentioned at 15:01)"
metrics:
  - metric: power
    source: {url: "https://example.org/p", note: "table 2"}
sources:
  - https://example.org/p
)y");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  const auto& c = loaded.records.at(0).citations;
  REQUIRE(c.size() == 2);
  CHECK(c[0].url == "https://www.youtube.com/watch?v=hobvps-H38o");
  CHECK(c[0].note == "this cluster mentioned at 15:01");
  CHECK(c[1].note == "table 2");
  CHECK(c[1].cited_for == std::vector<std::string>{"power", "sources"});
}

TEST_CASE("only id and name are required; nulls, empty lists and unknown keys are fine") {
  TempDir dir;
  dir.write("b.yaml", "id: b\nname: B\n");
  dir.write("a.yml", R"(id: a
name: A
aliases: null
operator:
site: ~
status: null
parts: []
metrics:
timeline: null
sources: []
unlinked_sources:
future_field: {anything: [1, 2, 3]}
first_operational: 2024-12-15
parts_extra: 3
)");
  dir.write("README.md", "not a record\n");
  dir.write(".hidden.yaml", "not: [a record\n");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  REQUIRE(loaded.records.size() == 2);
  CHECK(loaded.records[0].id == "a");  // id order
  CHECK(loaded.records[1].id == "b");
  CHECK(loaded.records[0].citations.empty());
}

TEST_CASE("parts rows without a role still support the list they are in") {
  TempDir dir;
  dir.write("x.yaml", R"(id: x
name: X
parts:
  - part: some GPUs
    source: https://example.org/a
  - role: null
    source: https://example.org/a
)");
  auto loaded = dataset::load_records(dir.path());
  REQUIRE(loaded.errors.empty());
  CHECK(loaded.records.at(0).citations.at(0).cited_for == std::vector<std::string>{"parts"});
}

TEST_CASE("a URL with credentials is not an input error: it is excluded later") {
  TempDir dir;
  dir.write("x.yaml", "id: x\nname: X\nsources:\n  - https://user:secret@example.org/a\n");
  auto loaded = dataset::load_records(dir.path());
  CHECK(loaded.errors.empty());
  REQUIRE(loaded.records.size() == 1);
  CHECK(loaded.records[0].citations.at(0).url == "https://user:secret@example.org/a");
}

TEST_CASE("errors in one file do not hide the good records or the other errors") {
  TempDir dir;
  dir.write("good.yaml", "id: good\nname: Good\n");
  dir.write("bad1.yaml", "id: bad1\n");
  dir.write("bad2.yaml", "id: other\nname: [x]\n");
  auto loaded = dataset::load_records(dir.path());
  CHECK(loaded.errors.size() == 3);
  REQUIRE(loaded.records.size() == 1);
  CHECK(loaded.records[0].id == "good");
  auto text = all(loaded.errors);
  CHECK(text.find("bad1.yaml:1:1: missing required key 'name'") != std::string::npos);
  CHECK(text.find("bad2.yaml:1:5: id 'other' differs") != std::string::npos);
  CHECK(text.find("bad2.yaml:2:7: name must be a string, not a list") != std::string::npos);
}

TEST_CASE("a records folder that does not exist is an error, not a crash") {
  auto loaded = dataset::load_records("/nonexistent/records");
  REQUIRE(loaded.errors.size() == 1);
  CHECK(loaded.errors[0].to_string() == "/nonexistent/records: not a folder of records");
}

// Issue 16 defect 8: a self-referencing link threw a filesystem error (exit
// 3), and dangling links, FIFOs and folders named *.yaml were skipped without
// a word. Every *.yaml that cannot be read is an error naming it; the good
// files still load, and the listing never blocks on the FIFO.
TEST_CASE("every *.yaml of the folder that cannot be read is an error naming it") {
  TempDir dir;
  dir.write("good.yaml", "id: good\nname: Good\n");
  std::filesystem::create_symlink("loop.yaml", dir.path() / "loop.yaml");
  std::filesystem::create_symlink("nowhere.yaml", dir.path() / "dangling.yaml");
  REQUIRE(::mkfifo(dir.file("fifo.yaml").c_str(), 0600) == 0);
  std::filesystem::create_directory(dir.path() / "folder.yml");
  std::filesystem::create_symlink("/dev/zero", dir.path() / "zero.yaml");
  dir.write(".hidden.yaml", "not: read");  // editors' swap and lock files stay ignored
  dir.write("notes.txt", "not a record");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.records.size() == 1);
  CHECK(loaded.records[0].id == "good");
  CHECK(loaded.errors.size() == 5);
  CHECK(has_error(loaded.errors, dir.file("loop.yaml"), 0, 0, "cannot open: Too many levels"));
  CHECK(has_error(loaded.errors, dir.file("dangling.yaml"), 0, 0, "cannot open: No such file"));
  CHECK(has_error(loaded.errors, dir.file("fifo.yaml"), 0, 0, "not a regular file (a FIFO)"));
  CHECK(has_error(loaded.errors, dir.file("folder.yml"), 0, 0, "not a regular file (a folder)"));
  CHECK(has_error(loaded.errors, dir.file("zero.yaml"), 0, 0,
                  "not a regular file (a character device)"));
}

TEST_CASE("a byte-order mark and Windows line ends are read as any editor wrote them") {
  TempDir dir;
  dir.write("x.yaml", "\xef\xbb\xbfid: x\r\nname: X\r\nsources:\r\n  - https://example.org/a\r\n");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  CHECK(loaded.records.at(0).name == "X");
  CHECK(loaded.records.at(0).citations.at(0).url == "https://example.org/a");
  // Lines counted as the editor shows them: a fault on the fourth line is told there.
  TempDir bad;
  bad.write("y.yaml", "\xef\xbb\xbfid: y\r\nname: Y\r\nsources:\r\n  - ftp://example.org/a\r\n");
  auto refused = dataset::load_records(bad.path());
  INFO(all(refused.errors));
  CHECK(has_error(refused.errors, bad.file("y.yaml"), 4, 5, "not an absolute http(s) URL"));
}

TEST_CASE("a record holds one copy of its contract words") {
  TempDir dir;
  dir.write("bytedance-megascale.yaml", spec_example);
  dir.write("other.yaml", "id: other\nname: Other\nstatus: operational\n");
  auto records = dataset::load_records(dir.path()).records;
  REQUIRE(records.size() == 2);
  const auto& r = records[0];
  CHECK(r.status.view().data() == records[1].status.view().data());
  CHECK(r.citations.capacity() == r.citations.size());
}

TEST_CASE("first_operational gives the record its year and month; a null or odd date gives none") {
  TempDir dir;
  dir.write("a.yaml", "id: a\nname: A\nfirst_operational: '2019-11-01'\n");
  dir.write("b.yaml", "id: b\nname: B\nfirst_operational: null\n");
  dir.write("c.yaml", "id: c\nname: C\nfirst_operational: soon\n");
  dir.write("d.yaml", "id: d\nname: D\nfirst_operational: '2020'\n");
  dir.write("e.yaml", "id: e\nname: E\nfirst_operational: '2020-13-01'\n");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.records.size() == 5);
  CHECK(loaded.records[0].first_year == 2019);
  CHECK(loaded.records[0].first_month == 11);
  CHECK(loaded.records[1].first_year == 0);
  CHECK(loaded.records[2].first_year == 0);
  CHECK(loaded.records[2].first_month == 0);
  CHECK(loaded.records[3].first_year == 2020);
  CHECK(loaded.records[3].first_month == 0);  // the year alone
  CHECK(loaded.records[4].first_month == 0);  // no month 13
}
