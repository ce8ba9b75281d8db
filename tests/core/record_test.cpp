// Tests of core/record.h: a record's contract words are held as a byte each
// and read back as the words.
#include <doctest/doctest.h>

#include "core/record.h"

using namespace verifier;

TEST_CASE("OneOf reads as its word, and as nothing for a word not in the list") {
  for (auto word : record_statuses) CHECK(OneOf<record_statuses>::of(word) == word);
  for (auto word : system_kinds) CHECK(OneOf<system_kinds>::of(word).view() == word);
  CHECK(OneOf<system_kinds>::of("hpc").view().data() == system_kinds[1].data());
  CHECK(OneOf<record_statuses>::of("Operational") == "");
  CHECK(OneOf<record_statuses>::of("") == "");
  CHECK(OneOf<system_kinds>() == "");
  CHECK(sizeof(OneOf<system_kinds>) == 1);
}

TEST_CASE("A citation's key is held only where it differs from its URL, and then no bytes") {
  const auto plain = Citation::of("https://example.org/a/path/too/long/for/the/small/string");
  CHECK(plain.key() == plain.url);
  CHECK_FALSE(plain.other_key);  // one per citation, 100,000s
  const auto fragment = Citation::of("https://Example.org/a#part");
  CHECK(fragment.key() == "https://example.org/a");
  CHECK(fragment.other_key == "https://example.org/a");
}

TEST_CASE("A seldom text reads as an optional string, and its copies are its own") {
  SeldomText none;
  CHECK_FALSE(none);
  CHECK_FALSE(none.as_optional());
  CHECK_FALSE(none == "");
  CHECK_FALSE(SeldomText(std::optional<std::string>()));
  SeldomText note = "at 15:01";
  REQUIRE(note);
  CHECK(*note == "at 15:01");
  CHECK(note->size() == 8);
  CHECK(note.as_optional() == std::optional<std::string>("at 15:01"));
  SeldomText empty = std::string();  // present, and empty: not none
  CHECK(empty);
  CHECK(empty == "");
  SeldomText copy = note;
  note = "table 2";
  CHECK(copy == "at 15:01");
  CHECK(note == "table 2");
  copy = none;
  CHECK_FALSE(copy);
  CHECK(sizeof(SeldomText) == sizeof(void*));
}
