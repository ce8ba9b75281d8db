// Tests of core/location.h: a FilePath reads as the path it was made from,
// and an InputError prints as compilers print one.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/location.h"

using namespace verifier;

TEST_CASE("a FilePath compares and converts as its path") {
  const std::string path = "records/a-rather-long-name-for-one-system.yaml";
  FilePath p(path);
  CHECK(p == path);
  CHECK(p == FilePath(path));
  CHECK(p.view() == path);
  std::string copied = p;
  CHECK(copied == path);
  CHECK(FilePath() == "");
}

TEST_CASE("copies of a FilePath share one path") {
  Location a{"records/x.yaml", 3, 5};
  Location b{a.file, 4, 1};
  CHECK(b.file.view().data() == a.file.view().data());
}

TEST_CASE("a FilePathBook's paths read as written, across blocks, after the book is gone") {
  std::vector<FilePath> kept;
  std::vector<std::string> written;
  {
    FilePathBook book;
    // Bounded: 3,000 paths of ~40 bytes fill several 16 KB blocks.
    for (int i = 0; i < 3000; ++i) {
      written.push_back("records/system-number-" + std::to_string(i) + ".yaml");
      kept.push_back(book.add(written.back()));
    }
    written.emplace_back(5000, 'p');  // too long to pack: its own
    kept.push_back(book.add(written.back()));
    written.emplace_back("");
    kept.push_back(book.add(""));
  }
  REQUIRE(kept.size() == written.size());
  for (std::size_t i = 0; i < kept.size(); ++i) CHECK(kept[i] == written[i]);
  // Packed one after another: the second path starts past the first's NUL.
  CHECK(kept[1].view().data() == kept[0].view().data() + written[0].size() + 1);
}

TEST_CASE("an InputError names FILE:LINE:COLUMN, FILE:LINE or FILE") {
  CHECK(InputError{{"records/x.yaml", 3, 5}, "bad"}.to_string() == "records/x.yaml:3:5: bad");
  CHECK(InputError{{"records/x.yaml", 3, 0}, "bad"}.to_string() == "records/x.yaml:3: bad");
  CHECK(InputError{{"records", 0, 0}, "bad"}.to_string() == "records: bad");
}

// Issue 16 defect 7: a message quoting the input copied its newlines, so one
// problem could print a forged second FILE:LINE:COLUMN line.
TEST_CASE("an InputError prints as one line whatever the input it quotes") {
  InputError e{{"records/x\ny.yaml", 2, 5},
               "id 'a\nrecords/z.yaml:9:9: forged\r\t\x1b[2J\x7f' is not a slug"};
  const auto line = e.to_string();
  CHECK(line.find('\n') == std::string::npos);
  CHECK(line.find('\r') == std::string::npos);
  CHECK(line == "records/x\\ny.yaml:2:5: id 'a\\nrecords/z.yaml:9:9: forged\\r\\t\\x1B[2J\\x7F' "
                "is not a slug");
  // C1 controls (NEL) and the Unicode line separators break lines too;
  // other UTF-8 is kept.
  CHECK(one_line("a\xC2\x85" "b\xE2\x80\xA8" "c\xE2\x80\xA9" "d Café ✓") ==
        "a\\u0085b\\u2028c\\u2029d Café ✓");
  CHECK(one_line("plain text: as it was") == "plain text: as it was");
}
