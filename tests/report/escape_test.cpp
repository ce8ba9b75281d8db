// The escapes every rendering uses for what a page or a record wrote: HTML
// for index.html, Markdown table cells for report.md.
#include <doctest/doctest.h>

#include "report/text.h"

using verifier::report::internal::html_escape;
using verifier::report::internal::md_escape;

TEST_CASE("html_escape writes every character that could open markup as an entity") {
  CHECK(html_escape(R"(<a href="x">Tom & Jerry's</a>)") ==
        "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  CHECK(html_escape("plain text, ünïcode") == "plain text, ünïcode");
  CHECK(html_escape("") == "");
}

TEST_CASE("md_escape keeps a table cell on one line and its markup literal") {
  CHECK(md_escape("a|b\\c*d`e<f") == "a\\|b\\\\c\\*d\\`e&lt;f");
  // A CRLF is one line break: one space, as a lone CR, LF or tab is.
  CHECK(md_escape("one\r\ntwo\rthree\nfour\tfive") == "one two three four five");
  CHECK(md_escape("\r\n\r\n") == "  ");
  CHECK(md_escape("ends with CR\r") == "ends with CR ");
  CHECK(md_escape("& > \"") == "& > \"");
}
