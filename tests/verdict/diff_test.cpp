// diff: regressions and improvements per system and per citation (spec §4,
// with schema 2's described and describes, §5).
#include <doctest/doctest.h>

#include "verdict/diff.h"

using namespace verifier;

namespace {

CitationReport cit(std::string url, Result r) {
  CitationReport c;
  c.url = std::move(url);
  c.result = r;
  return c;
}

SystemReport sys(const std::string& id, Verdict v, std::vector<CitationReport> cs) {
  SystemReport s;
  s.id = id;
  s.name = "System " + id;
  s.verdict = v;
  s.citations = std::move(cs);
  return s;
}

Report report(std::vector<SystemReport> systems) {
  Report r;
  r.systems = std::move(systems);
  return r;
}

}  // namespace

TEST_CASE("the verdict order") {
  CHECK(verdict::verdict_rank(Verdict::verified) < verdict::verdict_rank(Verdict::described));
  CHECK(verdict::verdict_rank(Verdict::described) < verdict::verdict_rank(Verdict::unverifiable));
  CHECK(verdict::verdict_rank(Verdict::unverifiable) < verdict::verdict_rank(Verdict::weakly_sourced));
  CHECK(verdict::verdict_rank(Verdict::weakly_sourced) < verdict::verdict_rank(Verdict::uncited));
}

TEST_CASE("nothing changed: no regressions, no improvements") {
  Report r = report({sys("a", Verdict::verified, {cit("https://a.example/", Result::names)})});
  auto d = verdict::diff(r, r);
  CHECK_FALSE(d.worse());
  CHECK(d.improvements.empty());
}

TEST_CASE("a worse verdict, a page that stopped naming, a failure confirmed") {
  CitationReport failing = cit("https://c.example/x", Result::not_found);
  failing.failing_since = "2026-11-28";
  CitationReport confirmed = failing;
  confirmed.confirmed = true;
  Report old_r = report({
      sys("a", Verdict::verified, {cit("https://a.example/p", Result::names)}),
      sys("c", Verdict::verified, {failing, cit("https://c.example/y", Result::names)}),
  });
  Report new_r = report({
      sys("a", Verdict::weakly_sourced, {cit("https://A.example/p#x", Result::does_not_name)}),
      sys("c", Verdict::verified, {confirmed, cit("https://c.example/y", Result::names)}),
  });
  auto d = verdict::diff(old_r, new_r);
  REQUIRE(d.regressions.size() == 3);
  CHECK(d.worse());
  CHECK(d.regressions[0].system_id == "a");
  CHECK(d.regressions[0].url.empty());
  CHECK(d.regressions[0].before == "verified");
  CHECK(d.regressions[0].after == "weakly-sourced");
  CHECK(d.regressions[1].url == "https://A.example/p#x");
  CHECK(d.regressions[1].before == "names");
  CHECK(d.regressions[1].after == "does-not-name");
  CHECK(d.regressions[2].system_id == "c");
  CHECK(d.regressions[2].before == "failing (not-found)");
  CHECK(d.regressions[2].after == "confirmed (not-found)");
  CHECK(d.improvements.empty());

  // The other way round, each is an improvement.
  // NOLINTNEXTLINE(readability-suspicious-call-argument): swapped on purpose
  auto back = verdict::diff(new_r, old_r);
  CHECK_FALSE(back.worse());
  CHECK(back.improvements.size() == 3);
}

TEST_CASE("an unconfirmed failure, a new system and a vanished citation are neither") {
  CitationReport failing = cit("https://f.example/", Result::server_error);
  failing.failing_since = "2026-11-30";
  failing.last_good = LastGood{Result::names, "2026-11-29"};
  Report old_r = report({sys("f", Verdict::verified,
                             {cit("https://f.example/", Result::names), cit("https://g.example/", Result::names)})});
  Report new_r = report({sys("f", Verdict::verified, {failing}),
                         sys("n", Verdict::uncited, {})});
  auto d = verdict::diff(old_r, new_r);
  CHECK_FALSE(d.worse());
  CHECK(d.improvements.empty());
}

TEST_CASE("verdict moves across the whole order") {
  for (Verdict from : all_verdicts)
    for (Verdict to : all_verdicts) {
      auto d = verdict::diff(report({sys("s", from, {})}), report({sys("s", to, {})}));
      CHECK(d.regressions.size() == (verdict::verdict_rank(to) > verdict::verdict_rank(from) ? 1u : 0u));
      CHECK(d.improvements.size() == (verdict::verdict_rank(to) < verdict::verdict_rank(from) ? 1u : 0u));
    }
}

TEST_CASE("verified -> described is a regression, described -> verified an improvement") {
  Report named = report({sys("m", Verdict::verified, {cit("https://m.example/", Result::names)})});
  Report described =
      report({sys("m", Verdict::described, {cit("https://m.example/", Result::describes)})});
  auto worse = verdict::diff(named, described);
  REQUIRE(worse.regressions.size() == 2);
  CHECK(worse.regressions[0].url.empty());
  CHECK(worse.regressions[0].before == "verified");
  CHECK(worse.regressions[0].after == "described");
  CHECK(worse.regressions[1].before == "names");
  CHECK(worse.regressions[1].after == "describes");
  CHECK(worse.regressions[1].why == "the page now only describes the system");
  CHECK(worse.improvements.empty());

  auto better = verdict::diff(described, named);
  CHECK_FALSE(better.worse());
  REQUIRE(better.improvements.size() == 2);
  CHECK(better.improvements[0].before == "described");
  CHECK(better.improvements[0].after == "verified");
  CHECK(better.improvements[1].why == "the page now names the system");
}

TEST_CASE("described ranks above unverifiable and weakly-sourced: moving to it is better") {
  for (Verdict from : {Verdict::unverifiable, Verdict::weakly_sourced, Verdict::uncited}) {
    auto d = verdict::diff(report({sys("s", from, {})}), report({sys("s", Verdict::described, {})}));
    CHECK_FALSE(d.worse());
    CHECK(d.improvements.size() == 1);
  }
}

TEST_CASE("a page that stopped describing is a regression; one that started, an improvement") {
  Report was = report({sys("m", Verdict::described, {cit("https://m.example/", Result::describes)})});
  Report now =
      report({sys("m", Verdict::weakly_sourced, {cit("https://m.example/", Result::does_not_name)})});
  auto d = verdict::diff(was, now);
  REQUIRE(d.regressions.size() == 2);
  CHECK(d.regressions[1].why == "the page no longer describes the system");
  auto back = verdict::diff(now, was);
  REQUIRE(back.improvements.size() == 2);
  CHECK(back.improvements[1].why == "the page now describes the system");
  // An unreadable night is a failure, not a page that stopped describing.
  Report failed = report({sys("m", Verdict::unverifiable, {cit("https://m.example/", Result::blocked)})});
  CHECK(verdict::diff(was, failed).regressions.size() == 1);
}

// Claims (spec §5): a count the page stated and now contradicts is a
// regression, the way back an improvement; any other move is neither.
TEST_CASE("a claim that went from states to contradicts is a regression, and back an improvement") {
  auto with_claims = [](std::vector<ClaimCheck> claims) {
    CitationReport c = cit("https://a.example/p", Result::names);
    c.claims = std::move(claims);
    return report({sys("a", Verdict::verified, {c})});
  };
  const ClaimCheck stated{"NVIDIA H200", 6128, ClaimResult::states, "6,128 H200", "«6,128 H200»"};
  ClaimCheck contradicted = stated;
  contradicted.result = ClaimResult::contradicts;
  contradicted.found = "766 nodes x 4";
  ClaimCheck unstated = stated;
  unstated.result = ClaimResult::not_stated;
  ClaimCheck other = contradicted;
  other.value = 3064;  // another claim: not the same count

  auto worse = verdict::diff(with_claims({stated}), with_claims({contradicted}));
  REQUIRE(worse.regressions.size() == 1);
  CHECK(worse.worse());
  CHECK(worse.regressions[0].system_id == "a");
  CHECK(worse.regressions[0].url == "https://a.example/p");
  CHECK(worse.regressions[0].before == "states");
  CHECK(worse.regressions[0].after == "contradicts");
  CHECK(worse.regressions[0].why.find("6128 NVIDIA H200") != std::string::npos);
  CHECK(worse.regressions[0].why.find("766 nodes x 4") != std::string::npos);

  auto better = verdict::diff(with_claims({contradicted}), with_claims({stated}));
  CHECK_FALSE(better.worse());
  REQUIRE(better.improvements.size() == 1);
  CHECK(better.improvements[0].after == "states");

  CHECK_FALSE(verdict::diff(with_claims({stated}), with_claims({unstated})).worse());
  CHECK_FALSE(verdict::diff(with_claims({stated}), with_claims({other})).worse());
  CHECK_FALSE(verdict::diff(with_claims({}), with_claims({contradicted})).worse());
}
