// Tests of core/location.h: a FilePath reads as the path it was made from,
// and an InputError prints as compilers print one.
#include <doctest/doctest.h>

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

TEST_CASE("an InputError names FILE:LINE:COLUMN, FILE:LINE or FILE") {
  CHECK(InputError{{"records/x.yaml", 3, 5}, "bad"}.to_string() == "records/x.yaml:3:5: bad");
  CHECK(InputError{{"records/x.yaml", 3, 0}, "bad"}.to_string() == "records/x.yaml:3: bad");
  CHECK(InputError{{"records", 0, 0}, "bad"}.to_string() == "records: bad");
}
