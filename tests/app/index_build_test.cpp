// Tests of app/index_build.h: the index built on its own thread is the one
// built in place, every reader waits for it, and a build that fails makes
// every reader fail rather than scan nothing.
#include <doctest/doctest.h>

#include <memory>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include "app/index_build.h"

using namespace verifier;

namespace {

std::vector<Record> some_records() {
  std::vector<Record> records;
  for (int i = 0; i < 700; ++i) {
    Record r;
    r.id = "s" + std::to_string(i);
    r.name = "Testbed Machine " + std::to_string(i);
    records.push_back(r);
  }
  return records;
}

}  // namespace

TEST_CASE("readers on several threads wait for the one index, built as in place") {
  const auto records = some_records();
  const MatchRules rules;
  app::IndexBuild build(records, rules, 2);
  const match::AliasIndex* seen[3] = {};
  {
    std::vector<std::jthread> readers;
    for (auto*& slot : seen) readers.emplace_back([&build, &slot] { slot = &build.get(); });
  }
  CHECK(seen[0] == seen[1]);
  CHECK(seen[1] == seen[2]);
  match::AliasIndex in_place(records, rules);
  const std::string page = "Testbed Machine 512 and Testbed Machine 3 were switched on.";
  auto a = build.get().scan(page, "");
  auto b = in_place.scan(page, "");
  REQUIRE(a.size() == 2);
  REQUIRE(b.size() == 2);
  CHECK(a[0].first == b[0].first);
  CHECK(a[1].first == b[1].first);
}

TEST_CASE("a build that fails fails every reader, with its own error") {
  const auto records = some_records();
  MatchRules rules;
  rules.phase_patterns = {"(unclosed"};  // the rules' dialect refuses it
  app::IndexBuild build(records, rules, 2);
  CHECK_THROWS_AS(build.get(), std::invalid_argument);
  CHECK_THROWS_AS(build.get(), std::invalid_argument);
}

TEST_CASE("a stop ends a build under way, and every reader hears of it") {
  const auto records = some_records();
  const MatchRules rules;  // outlives the build, as IndexBuild asks
  std::stop_source stop;
  stop.request_stop();
  app::IndexBuild build(records, rules, 2, stop.get_token());
  CHECK_THROWS_AS(build.get(), match::Stopped);
  CHECK_THROWS_AS(build.get(), match::Stopped);
}

// Fails under the sanitizer build (a read of freed records) if the build
// outlived its IndexBuild: the records and rules go right after it.
TEST_CASE("a build nobody reads is waited for, not left running") {
  for (int round = 0; round < 3; ++round) {
    auto records = std::make_unique<std::vector<Record>>(some_records());
    auto rules = std::make_unique<MatchRules>();
    { app::IndexBuild build(*records, *rules, 1); }
    records.reset();
    rules.reset();
  }
}
