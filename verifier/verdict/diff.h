// verdict/diff.h: what got worse and what got better between two reports
// (spec §4, for `verifier diff` and `run --baseline`). Pure: takes two core
// Reports, gives the changes per system and per citation; report/ writes them.
//
// A regression is a verdict worse than before (verified < described <
// unverifiable < weakly-sourced < uncited), a readable citation that
// identifies the system less than before (names -> describes ->
// does-not-name; names to does-not-name is the contract's "page changed"),
// or a failure that became confirmed. The reverse moves are improvements. Citations are matched by their key(); systems by id.
// Systems or citations present on one side only are neither.
#pragma once

#include "core/diff.h"
#include "core/report_model.h"

namespace verifier::verdict {

Diff diff(const Report& old_report, const Report& new_report);

// The rank used for verdict regressions: lower is better.
int verdict_rank(Verdict v);

}  // namespace verifier::verdict
