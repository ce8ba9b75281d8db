// tests/extract/cdx_test.cpp: reading a Wayback CDX answer (output=json) and
// choosing the capture a night reads: malformed and empty answers, rows
// that are not captures, archived errors, and the nearest day.
#include <doctest/doctest.h>

#include <string>

#include "extract/cdx.h"
#include "extract/json_strings.h"

namespace ex = verifier::extract;
using verifier::Date;

namespace {

const std::string header = R"(["timestamp","original","statuscode"])";

std::string answer(const std::string& rows) { return "[" + header + rows + "]"; }

Date day(const char* text) { return *Date::parse(text); }

}  // namespace

TEST_CASE("a CDX answer's rows: timestamp, original and status by the header's names") {
  auto captures = ex::read_cdx_answer(
      R"([["original","statuscode","timestamp"],
          ["https://a.org/x","200","20240301120000"],
          ["http://a.org/x","-","20230102000000"]])");
  REQUIRE(captures);
  REQUIRE(captures->size() == 2);
  CHECK((*captures)[0].timestamp == "20240301120000");
  CHECK((*captures)[0].original == "https://a.org/x");
  CHECK((*captures)[0].status == 200);
  CHECK((*captures)[0].date() == "2024-03-01");
  CHECK_FALSE((*captures)[1].status);  // "-": a revisit, no status of its own
}

TEST_CASE("empty answers list no capture; malformed ones are refused with a reason") {
  for (const char* none : {"", "  \n", "[]", R"([["timestamp","original","statuscode"]])"}) {
    CAPTURE(none);
    auto captures = ex::read_cdx_answer(none);
    REQUIRE(captures);
    CHECK(captures->empty());
  }
  struct Bad {
    const char* body;
    const char* why;
  };
  for (const Bad& bad : {Bad{R"([["timestamp"],["2024)", "malformed JSON"},
                         Bad{"<html><body>Too Many Requests</body></html>", "malformed JSON"},
                         Bad{R"({"timestamp":"20240301000000"})", "not an array of rows of strings"},
                         Bad{R"(["timestamp","20240301000000"])", "not an array of rows of strings"},
                         Bad{"42", "not an array of rows of strings"},
                         Bad{R"([["urlkey","original"],["a","b"]])", "no timestamp field"}}) {
    CAPTURE(bad.body);
    std::string why;
    CHECK_FALSE(ex::read_cdx_answer(bad.body, &why));
    CHECK(why == bad.why);
  }
}

TEST_CASE("rows that are not captures are skipped: resume keys, short rows, bad timestamps") {
  auto captures = ex::read_cdx_answer(answer(R"(,
      ["20240301000000","https://a.org/","200"],
      [],
      ["a.org%2F+20240301000000%21"],
      ["2024030100","https://a.org/","200"],
      ["20240230000000","https://a.org/","200"],
      ["2024030100000x","https://a.org/","200"],
      ["20240302000000","https://a.org/",null])"));
  REQUIRE(captures);
  REQUIRE(captures->size() == 1);
  CHECK((*captures)[0].timestamp == "20240301000000");
}

TEST_CASE("the nearest capture archived with 200 is chosen, before any other") {
  auto captures = *ex::read_cdx_answer(answer(R"(,
      ["20240101000000","https://a.org/","200"],
      ["20240228000000","https://a.org/","301"],
      ["20240302000000","https://a.org/","404"],
      ["20240601000000","https://a.org/","200"])"));
  auto choice = ex::choose_capture(captures, day("2024-03-01"));
  REQUIRE(choice.capture);
  CHECK(choice.capture->timestamp == "20240101000000");  // 60 days, but a 200
  choice = ex::choose_capture(captures, day("2024-05-01"));
  CHECK(choice.capture->timestamp == "20240601000000");
}

TEST_CASE("without a 200: a redirect or revisit, never an archived error") {
  auto captures = *ex::read_cdx_answer(answer(R"(,
      ["20240228000000","https://a.org/","302"],
      ["20240301000000","https://a.org/","404"],
      ["20240310000000","https://a.org/","-"])"));
  auto choice = ex::choose_capture(captures, day("2024-03-09"));
  REQUIRE(choice.capture);
  CHECK(choice.capture->timestamp == "20240310000000");
  CHECK_FALSE(choice.nearest_error);
}

TEST_CASE("only archived errors: nothing to read, and the nearest error is told") {
  auto captures = *ex::read_cdx_answer(answer(R"(,
      ["20200101000000","https://a.org/","404"],
      ["20240301000000","https://a.org/","503"])"));
  auto choice = ex::choose_capture(captures, day("2024-01-01"));
  CHECK_FALSE(choice.capture);
  REQUIRE(choice.nearest_error);
  CHECK(choice.nearest_error->status == 503);
  CHECK_FALSE(ex::choose_capture({}, day("2024-01-01")).capture);
  CHECK_FALSE(ex::choose_capture({}, day("2024-01-01")).nearest_error);
}

TEST_CASE("of two captures as near, the earlier") {
  auto captures = *ex::read_cdx_answer(answer(R"(,
      ["20240305000000","https://a.org/","200"],
      ["20240226000000","https://a.org/","200"])"));  // 2024 is a leap year: 4 days each
  CHECK(ex::choose_capture(captures, day("2024-03-01")).capture->timestamp == "20240226000000");
}

TEST_CASE("the JSON scanner tells each element's place in its array") {
  std::vector<std::size_t> places;
  CHECK(ex::scan_json_strings(R"([["a","b"],["c"]])", [&](auto path, std::string&&) {
    places.push_back(path[0].index * 10 + path[1].index);
  }));
  CHECK(places == std::vector<std::size_t>{0, 1, 10});
}
