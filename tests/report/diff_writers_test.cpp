// The diff writers: text for stdout, Markdown, JUnit XML.
#include <doctest/doctest.h>

#include "report/diff_writers.h"

using namespace verifier;

namespace {

Diff sample_diff() {
  Diff d;
  d.regressions.push_back({"alpha", "Alpha", "", "verified", "weakly-sourced", "the system's verdict got worse"});
  d.regressions.push_back({"alpha", "Alpha", "https://a.example/p|q", "names", "does-not-name",
                           "the page no longer names the system"});
  d.improvements.push_back({"beta<&>", "Beta", "", "unverifiable", "verified", "the system's verdict got better"});
  return d;
}

}  // namespace

TEST_CASE("text") {
  CHECK(report::diff_text(sample_diff()) ==
        "Regressions (2):\n"
        "  alpha: verdict verified -> weakly-sourced (the system's verdict got worse)\n"
        "  alpha: https://a.example/p|q: names -> does-not-name (the page no longer names the system)\n"
        "Improvements (1):\n"
        "  beta<&>: verdict unverifiable -> verified (the system's verdict got better)\n");
  CHECK(report::diff_text({}) == "Regressions (0): none\nImprovements (0): none\n");
}

TEST_CASE("markdown escapes the cells") {
  const std::string md = report::diff_markdown(sample_diff());
  CHECK(md.find("| Alpha | https://a.example/p\\|q | names | does-not-name | the page no longer names the system |") !=
        std::string::npos);
  CHECK(md.find("## Improvements (1)") != std::string::npos);
  CHECK(report::diff_markdown({}).find("None.") != std::string::npos);
}

TEST_CASE("junit: one case per system, regressions are failures, XML escaped") {
  const std::string x = report::diff_junit(sample_diff());
  CHECK(x.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", 0) == 0);
  CHECK(x.find("<testsuites name=\"verifier diff\" tests=\"2\" failures=\"1\">") != std::string::npos);
  CHECK(x.find("<testcase classname=\"verifier.diff\" name=\"alpha\">\n<failure message=\"2 regression(s)\">") !=
        std::string::npos);
  CHECK(x.find("name=\"beta&lt;&amp;&gt;\"") != std::string::npos);
  CHECK(x.find("<system-out>beta&lt;&amp;&gt;: verdict unverifiable -&gt; verified") != std::string::npos);
  const std::string none = report::diff_junit({});
  CHECK(none.find("tests=\"1\" failures=\"0\"") != std::string::npos);
  CHECK(none.find("name=\"no changes\"") != std::string::npos);
}
