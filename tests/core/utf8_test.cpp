// Tests of core/utf8.h's step from a character to the next: the one step the
// matcher's scans share (a name's end on the page, a passage's tokens, the
// words of a listed name), so it must end a character cut short by the
// text's end at that end, never past it.
#include <doctest/doctest.h>

#include <string_view>

#include "core/utf8.h"

using namespace verifier;

TEST_CASE("next_char_start steps over one whole character") {
  const std::string_view text = "a\xC3\xA9\xE2\x80\x94\xF0\x9F\x98\x80z";  // a é — 😀 z
  CHECK(next_char_start(text, 0) == 1);
  CHECK(next_char_start(text, 1) == 3);
  CHECK(next_char_start(text, 3) == 6);
  CHECK(next_char_start(text, 6) == 10);
  CHECK(next_char_start(text, 10) == 11);
}

TEST_CASE("next_char_start ends a character cut short at the text's end") {
  // "Béluga" cut after the lead byte of "é", "—" after two of its three bytes.
  CHECK(next_char_start(std::string_view("B\xC3"), 1) == 2);
  CHECK(next_char_start(std::string_view("\xE2\x80"), 0) == 2);
  CHECK(next_char_start(std::string_view("\xF0\x9F\x98"), 0) == 3);
}
