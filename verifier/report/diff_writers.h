// report/diff_writers.h: a verdict::Diff as text for stdout, as Markdown
// for a CI comment, and as JUnit XML for CI systems (one test case per
// system that changed; each regression is a failure). Deterministic.
#pragma once

#include <string>

#include "verdict/diff.h"

namespace verifier::report {

std::string diff_text(const verdict::Diff& d);
std::string diff_markdown(const verdict::Diff& d);
std::string diff_junit(const verdict::Diff& d);

}  // namespace verifier::report
