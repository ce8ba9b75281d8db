// report/diff_writers.h: a Diff as text for stdout, as Markdown
// for a CI comment, and as JUnit XML for CI systems (one test case per
// system that changed; each regression is a failure). Deterministic.
#pragma once

#include <string>

#include "core/diff.h"

namespace verifier::report {

std::string diff_text(const Diff& d);
std::string diff_markdown(const Diff& d);
std::string diff_junit(const Diff& d);

}  // namespace verifier::report
