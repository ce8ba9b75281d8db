// diff.cpp: regressions and improvements between two reports (spec §4).
// Only moves that mean something to CI count: a flaky night that is not yet
// confirmed is neither.
#include <map>

#include "verdict/diff.h"

namespace verifier::verdict {
namespace {

std::string failure_word(const CitationReport& c) {
  return std::string(c.confirmed ? "confirmed" : "failing") + " (" +
         std::string(word(c.result)) + ")";
}

Change change_of(const SystemReport& s, std::string url, std::string before,
                 std::string after, std::string why) {
  return Change{s.id, s.name, std::move(url), std::move(before), std::move(after),
                std::move(why)};
}

void diff_verdict(const SystemReport& was, const SystemReport& now, Diff& d) {
  const int a = verdict_rank(was.verdict);
  const int b = verdict_rank(now.verdict);
  if (a == b) return;
  Change ch = change_of(now, "", std::string(word(was.verdict)),
                        std::string(word(now.verdict)),
                        b > a ? "the system's verdict got worse" : "the system's verdict got better");
  (b > a ? d.regressions : d.improvements).push_back(std::move(ch));
}

// How far a readable page identifies the system: names, describes, neither.
int identity_rank(Result r) { return r == Result::names ? 0 : r == Result::describes ? 1 : 2; }

std::string identity_why(Result was, Result now) {
  if (now == Result::names) return "the page now names the system";
  if (now == Result::describes)
    return was == Result::names ? "the page now only describes the system"
                                : "the page now describes the system";
  return was == Result::names ? "the page no longer names the system"
                              : "the page no longer describes the system";
}

// A readable page that identifies the system less than before (the page
// changed) is a regression; more, an improvement.
void diff_identity(const SystemReport& s, const CitationReport& was, const CitationReport& now,
                   Diff& d) {
  if (!is_readable(was.result) || !is_readable(now.result)) return;
  const int a = identity_rank(was.result), b = identity_rank(now.result);
  if (a == b) return;
  (b > a ? d.regressions : d.improvements)
      .push_back(change_of(s, now.url, std::string(word(was.result)),
                           std::string(word(now.result)), identity_why(was.result, now.result)));
}

// A cited count the page stated and now contradicts is a regression (the
// page changed, or the record did); the way back, an improvement. A count
// that is merely no longer stated is the identity's or reading's business.
void diff_claims(const SystemReport& s, const CitationReport& was, const CitationReport& now,
                 Diff& d) {
  for (const auto& c : now.claims) {
    for (const auto& old : was.claims) {
      if (old.part != c.part || old.value != c.value) continue;
      const std::string claim = claim_value_text(c.value) + " " + c.part;
      if (old.result == ClaimResult::states && c.result == ClaimResult::contradicts)
        d.regressions.push_back(change_of(s, now.url, "states", "contradicts",
                                          "the page no longer states " + claim + ": it says " +
                                              c.found));
      else if (old.result == ClaimResult::contradicts && c.result == ClaimResult::states)
        d.improvements.push_back(change_of(s, now.url, "contradicts", "states",
                                           "the page now states " + claim));
      break;
    }
  }
}

void diff_citation(const SystemReport& s, const CitationReport& was,
                   const CitationReport& now, Diff& d) {
  const std::string before(word(was.result));
  const std::string after(word(now.result));
  diff_identity(s, was, now, d);
  diff_claims(s, was, now, d);
  if (now.confirmed && !was.confirmed)
    d.regressions.push_back(change_of(s, now.url, was.confirmed || !is_readable(was.result) ? failure_word(was) : before,
                                      failure_word(now),
                                      "unreadable since " + now.failing_since.value_or("?") +
                                          ", now confirmed"));
  else if (was.confirmed && !now.confirmed)
    d.improvements.push_back(change_of(s, now.url, failure_word(was),
                                       is_readable(now.result) ? after : failure_word(now),
                                       "the confirmed failure cleared"));
}

void diff_system(const SystemReport& was, const SystemReport& now, Diff& d) {
  diff_verdict(was, now, d);
  std::map<std::string, const CitationReport*> before;
  for (const auto& c : was.citations) before.emplace(c.key(), &c);
  for (const auto& c : now.citations) {
    auto it = before.find(c.key());
    if (it != before.end()) diff_citation(now, *it->second, c, d);
  }
}

}  // namespace

int verdict_rank(Verdict v) {
  switch (v) {
    case Verdict::verified: return 0;
    case Verdict::described: return 1;
    case Verdict::unverifiable: return 2;
    case Verdict::weakly_sourced: return 3;
    case Verdict::uncited: return 4;
  }
  return 4;
}

Diff diff(const Report& old_report, const Report& new_report) {
  std::map<std::string, const SystemReport*> before;
  for (const auto& s : old_report.systems) before.emplace(s.id, &s);
  std::map<std::string, const SystemReport*> after;
  for (const auto& s : new_report.systems) after.emplace(s.id, &s);
  Diff d;
  for (const auto& [id, now] : after) {
    auto it = before.find(id);
    if (it != before.end()) diff_system(*it->second, *now, d);
  }
  return d;
}

}  // namespace verifier::verdict
