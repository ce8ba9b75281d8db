// Malformed records (issue 7 item 4): each must be an InputError naming the
// exact FILE:LINE:COLUMN (1-based) and saying what is wrong, and the file
// must give no record.
#include <doctest/doctest.h>

#include <string>

#include "dataset/dataset.h"
#include "temp_dir.h"

using namespace verifier;
using verifier::test::all;
using verifier::test::has_error;
using verifier::test::TempDir;

namespace {

// Loads one file named x.yaml and checks its one error.
void expect(const std::string& text, int line, int column, const std::string& says,
            const std::string& name = "x.yaml") {
  TempDir dir;
  dir.write(name, text);
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  CHECK(loaded.records.empty());
  CHECK(has_error(loaded.errors, dir.file(name), line, column, says));
}

}  // namespace

TEST_CASE("bad YAML: an unclosed flow list") {
  expect("id: x\nname: X\naliases: [a, b\n", 4, 1, "bad YAML");
}

TEST_CASE("bad YAML: a tab where indentation is expected") {
  expect("id: x\nname: X\nparts:\n\t- role: A\n", 4, 2, "bad YAML: illegal block entry");
}

TEST_CASE("bad YAML: a key indented under a scalar") {
  expect("id: x\nname: X\n  bad: 1\n", 3, 6, "bad YAML: illegal map value");
}

TEST_CASE("bad YAML: a list item inside a mapping") {
  expect("id: x\nname: X\n- a\n", 3, 1, "bad YAML: end of map not found");
}

TEST_CASE("an empty file") { expect("", 1, 1, "empty file"); }

TEST_CASE("a file of only comments is empty too") { expect("# nothing\n", 1, 1, "empty file"); }

TEST_CASE("a document that is a list, not a mapping") {
  expect("- id: x\n- name: X\n", 1, 1, "a record must be a mapping, not a list");
}

TEST_CASE("a document that is a scalar") {
  expect("just words\n", 1, 1, "a record must be a mapping, not a scalar");
}

TEST_CASE("two documents in one file") {
  expect("id: x\nname: X\n---\nid: y\nname: Y\n", 4, 1, "more than one YAML document");
}

TEST_CASE("missing id") { expect("name: X\n", 1, 1, "missing required key 'id'"); }

TEST_CASE("missing name") { expect("id: x\nstatus: retired\n", 1, 1, "missing required key 'name'"); }

TEST_CASE("empty name") { expect("id: x\nname: \"  \"\n", 2, 1, "name must not be empty"); }

TEST_CASE("id differs from the file name") {
  expect("id: y\nname: X\n", 1, 5, "id 'y' differs from the file name 'x'");
}

TEST_CASE("id that is not a slug") {
  expect("id: X Y\nname: X\n", 1, 5, "is not a slug", "X Y.yaml");
}

TEST_CASE("duplicate id in x.yaml and x.yml names both files") {
  TempDir dir;
  dir.write("x.yaml", "id: x\nname: X\n");
  dir.write("x.yml", "id: x\nname: X again\n");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  CHECK(loaded.records.size() == 1);
  CHECK(has_error(loaded.errors, dir.file("x.yml"), 1, 5,
                  "duplicate id 'x': also in " + dir.file("x.yaml")));
}

TEST_CASE("many records come out in id order, each id once, the first file kept") {
  TempDir dir;
  // Files are listed by path, and "m-1.yaml" sorts before "m.yaml" ('-' is
  // below '.') while id "m" sorts before "m-1": the records must be moved
  // into id order. Every fifth id is written twice.
  int count = 0;
  for (int i = 0; i < 15; ++i) {
    for (std::string suffix : {"", "-1", "-1-2", "-2"}) {
      std::string id = "m" + std::to_string(i) + suffix;
      dir.write(id + ".yaml", "id: " + id + "\nname: First " + id + "\n");
      if (count++ % 5 == 0) dir.write(id + ".yml", "id: " + id + "\nname: Again " + id + "\n");
    }
  }
  auto loaded = dataset::load_records(dir.path());
  REQUIRE(loaded.records.size() == 60);
  CHECK(loaded.records[0].id == "m0");
  CHECK(loaded.records[1].id == "m0-1");
  for (std::size_t k = 1; k < loaded.records.size(); ++k)
    CHECK(loaded.records[k - 1].id < loaded.records[k].id);
  for (const auto& r : loaded.records) CHECK(r.name == "First " + r.id);
  CHECK(loaded.errors.size() == 12);
  CHECK(has_error(loaded.errors, dir.file("m0.yml"), 1, 5,
                  "duplicate id 'm0': also in " + dir.file("m0.yaml")));
  CHECK(has_error(loaded.errors, dir.file("m1-1.yml"), 1, 5,
                  "duplicate id 'm1-1': also in " + dir.file("m1-1.yaml")));
}

TEST_CASE("records read by several threads come out as one thread reads them") {
  TempDir dir;
  // 300 files: enough for four runs of files. Some are broken, some ids
  // are written twice, in files that fall into different runs.
  for (int i = 0; i < 300; ++i) {
    std::string id = "s" + std::to_string(i);
    std::string body = "id: " + id + "\nname: System " + id +
                       "\nsources:\n  - https://example.org/" + id + "\n";
    if (i % 37 == 0) body = "id: " + id + "\n";                  // no name
    if (i % 41 == 0) body = "id: " + id + "\nname: [unclosed\n";  // bad YAML
    dir.write(id + ".yaml", body);
    std::string half = "s" + std::to_string(i / 2);
    if (i % 50 == 7) dir.write(half + ".yml", "id: " + half + "\nname: Again\n");
  }
  auto one = dataset::load_records(dir.path(), 1);
  auto four = dataset::load_records(dir.path(), 4);
  REQUIRE(one.records.size() > 250);
  REQUIRE(four.records.size() == one.records.size());
  for (std::size_t k = 0; k < one.records.size(); ++k) {
    CHECK(four.records[k].id == one.records[k].id);
    CHECK(four.records[k].name == one.records[k].name);
    REQUIRE(four.records[k].citations.size() == one.records[k].citations.size());
    for (std::size_t c = 0; c < one.records[k].citations.size(); ++c)
      CHECK(four.records[k].citations[c].url == one.records[k].citations[c].url);
  }
  REQUIRE(one.errors.size() > 10);
  REQUIRE(four.errors.size() == one.errors.size());
  for (std::size_t e = 0; e < one.errors.size(); ++e)
    CHECK(four.errors[e].to_string() == one.errors[e].to_string());
}

TEST_CASE("a tab, a bad indent and a key written twice each name their place; the rest load") {
  TempDir dir;
  dir.write("good-1.yaml", "id: good-1\nname: Good One\n");
  dir.write("tab.yaml", "id: tab\nname: Tab\nparts:\n\t- role: A\n");
  dir.write("indent.yaml", "id: indent\nname: Indent\n  bad: 1\n");
  dir.write("twice.yaml", "id: twice\nname: Twice\nname: Again\n");
  dir.write("good-2.yaml", "id: good-2\nname: Good Two\nsources:\n  - https://example.org/2\n");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.records.size() == 2);
  CHECK(loaded.records[0].id == "good-1");
  CHECK(loaded.records[1].id == "good-2");
  CHECK(loaded.errors.size() == 3);
  CHECK(has_error(loaded.errors, dir.file("tab.yaml"), 4, 2, "bad YAML: illegal block entry"));
  CHECK(has_error(loaded.errors, dir.file("indent.yaml"), 3, 6, "bad YAML: illegal map value"));
  CHECK(has_error(loaded.errors, dir.file("twice.yaml"), 3, 1, "duplicate key 'name'"));
}

TEST_CASE("a key written twice") {
  expect("id: x\nname: X\nname: Y\n", 3, 1, "duplicate key 'name'");
}

TEST_CASE("name of the wrong type") {
  expect("id: x\nname:\n  first: X\n", 3, 3, "name must be a string, not a mapping");
}

TEST_CASE("aliases as a string, not a list") {
  expect("id: x\nname: X\naliases: MegaScale\n", 3, 10, "aliases must be a list of strings");
}

TEST_CASE("an alias that is a mapping") {
  expect("id: x\nname: X\naliases:\n  - ok\n  - {a: b}\n", 5, 5,
         "aliases[1] must be a non-empty string, not a mapping");
}

TEST_CASE("operator as a list") {
  expect("id: x\nname: X\noperator: [a, b]\n", 3, 11, "operator must be a string, not a list");
}

TEST_CASE("a status that is not one of the contract's") {
  expect("id: x\nname: X\nstatus: existing\n", 3, 9,
         "status 'existing' is not one of: operational, partly-operational");
}

TEST_CASE("parts as a mapping, not a list") {
  expect("id: x\nname: X\nparts:\n  role: Accelerator\n", 4, 3, "parts must be a list of rows");
}

TEST_CASE("a parts row that is a scalar") {
  expect("id: x\nname: X\nparts:\n  - Accelerator\n", 4, 5, "parts[0] must be a mapping");
}

TEST_CASE("a quantity that is not a number") {
  expect("id: x\nname: X\nparts:\n  - role: A\n    quantity: many\n", 5, 15,
         "parts[0].quantity must be a number, not 'many'");
}

TEST_CASE("a metric value that is a list") {
  expect("id: x\nname: X\nmetrics:\n  - metric: m\n    value: [1, 2]\n", 5, 12,
         "metrics[0].value must be a single value");
}

TEST_CASE("a file: citation") {
  expect("id: x\nname: X\nparts:\n  - role: A\n    source: file:///etc/passwd\n", 5, 13,
         "parts[0].source: not an absolute http(s) URL: scheme 'file:' is not http or https");
}

TEST_CASE("a javascript: citation") {
  expect("id: x\nname: X\nsources:\n  - javascript:alert(1)\n", 4, 5,
         "sources[0]: not an absolute http(s) URL: scheme 'javascript:'");
}

TEST_CASE("a citation with a control character") {
  expect("id: x\nname: X\nsources:\n  - \"https://example.org/a\\x01b\"\n", 4, 5,
         "a space or a control character");
}

TEST_CASE("a citation with a space that is not a remark") {
  expect("id: x\nname: X\nsources:\n  - https://example.org/a b\n", 4, 5,
         "a space or a control character");
}

TEST_CASE("a relative citation") {
  expect("id: x\nname: X\ntimeline:\n  - event: built\n    source: /news/x\n", 5, 13,
         "timeline[0].source: not an absolute http(s) URL: not an absolute URL");
}

TEST_CASE("a citation without a scheme") {
  expect("id: x\nname: X\nsources:\n  - www.example.org/news\n", 4, 5, "not an absolute URL");
}

TEST_CASE("a sources entry mapping without url") {
  expect("id: x\nname: X\nsources:\n  - note: somewhere\n", 4, 5, "sources[0] needs a 'url'");
}

TEST_CASE("a sources entry that is a list") {
  expect("id: x\nname: X\nsources:\n  - [https://example.org/]\n", 4, 5,
         "must be a URL or a mapping {url, note}");
}

TEST_CASE("a note that is a list") {
  expect("id: x\nname: X\nsources:\n  - url: https://example.org/\n    note: [a]\n", 5, 11,
         "sources[0].note must be a string, not a list");
}

TEST_CASE("an empty sources entry") {
  expect("id: x\nname: X\nsources:\n  -\n", 3, 1, "sources[0] is empty");
}

TEST_CASE("a 50 MB record is refused before parsing") {
  std::string big = "id: x\nname: X\nnote: \"";
  big.append(50u << 20, 'a');
  big += "\"\n";
  expect(big, 0, 0, "over the limit of 4194304 bytes");
}

TEST_CASE("deep nesting is an error, not a crash") {
  std::string deep = "id: x\nname: X\nextra: ";
  deep.append(100000, '[');
  expect(deep, 3, 1, "bad YAML: nested deeper than", "x.yaml");
}

TEST_CASE("every problem of one file is reported, not only the first") {
  TempDir dir;
  dir.write("x.yaml", "id: y\nname: [X]\nstatus: lost\nsources:\n  - ftp://example.org/\n");
  auto loaded = dataset::load_records(dir.path());
  INFO(all(loaded.errors));
  CHECK(loaded.errors.size() == 4);
  auto f = dir.file("x.yaml");
  CHECK(has_error(loaded.errors, f, 1, 5, "differs from the file name"));
  CHECK(has_error(loaded.errors, f, 2, 7, "name must be a string"));
  CHECK(has_error(loaded.errors, f, 3, 9, "status 'lost'"));
  CHECK(has_error(loaded.errors, f, 5, 5, "scheme 'ftp:'"));
  CHECK(loaded.errors[0].to_string().rfind(f + ":", 0) == 0);
}

TEST_CASE("an alias that refers to its own list is an error, not a loop") {
  // yaml-cpp gives an alias the position of its anchor.
  expect("id: x\nname: X\nsources: &s\n  - *s\n", 3, 10, "must be a URL or a mapping");
}

TEST_CASE("a billion laughs of aliases is read without expanding it") {
  std::string text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
  for (int i = 1; i < 10; ++i) {
    auto prev = "*a" + std::to_string(i - 1);
    text += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [" + prev + ", " + prev +
            ", " + prev + ", " + prev + ", " + prev + ", " + prev + ", " + prev + ", " + prev +
            ", " + prev + ", " + prev + "]\n";
  }
  text += "id: x\nname: X\nunlinked_sources: *a9\n";
  expect(text, 9, 5, "unlinked_sources[0] must be a non-empty string, not a list");
}

TEST_CASE("bytes that are not UTF-8 are an error or a record, never a crash") {
  TempDir dir;
  dir.write("x.yaml", "id: x\nname: \xff\xfe\x80 bad\n");
  auto loaded = dataset::load_records(dir.path());
  CHECK(loaded.records.size() + loaded.errors.size() >= 1);
}

// Issue 16 defect 6: bytes that are not UTF-8 were let through, and each
// report then showed something else. Refused at the byte, columns counted in
// characters.
TEST_CASE("a record that is not UTF-8 is an error at the first bad byte") {
  expect("id: x\nname: \"Caf\xC3\xA9 \xFF\"\n", 2, 13, "not UTF-8: byte 0xFF");
  expect("id: x\nname: X\naliases: [\"a\x80\"]\n", 3, 13, "not UTF-8: byte 0x80");
  expect("id: x\nname: \"\xC0\xAF\"\n", 2, 8, "not UTF-8: byte 0xC0");          // overlong '/'
  expect("id: x\nname: \"\xED\xA0\x80\"\n", 2, 8, "not UTF-8: byte 0xED");      // a surrogate
  expect("\xFF" "id: x\nname: X\n", 1, 1, "not UTF-8: byte 0xFF");
}

// Issue 16 defect 7, through the loader: a value quoting a newline cannot
// add a line to what is printed.
TEST_CASE("an error quoting a value with a newline prints as one line") {
  TempDir dir;
  dir.write("x.yaml", "id: \"a\\nx.yaml:1:1: all good\"\nname: X\n");
  auto loaded = dataset::load_records(dir.path());
  REQUIRE(loaded.errors.size() == 1);
  const auto line = loaded.errors[0].to_string();
  CHECK(line.find('\n') == std::string::npos);
  CHECK(line.find("a\\nx.yaml:1:1: all good") != std::string::npos);
}
