// tests/extract/parser_input_test.cpp: what gumbo is given. Deep nesting is
// capped; script bodies are emptied only where that leaves the text a reader
// sees exactly as it was, which every case here checks by reading both.
#include <doctest/doctest.h>

#include <string>

#include "extract/html_text.h"
#include "extract/parser_input.h"
#include "extract/tags.h"
#include "nested_html.h"

namespace ex = verifier::extract;
using verifier::extract::testing::nested;

namespace {

std::string blocks_of(const ex::HtmlText& t) {
  std::string out = t.title + "\n";
  for (const auto& b : t.blocks) out += b + "\n";
  return out;
}

// The page as gumbo will be given it; the page itself when nothing changes.
std::string given(const std::string& html) {
  auto input = ex::parser_input(html);
  return input ? *input : html;
}

// Whatever was cut, the reader's text and title are the same.
void same_text(const std::string& html) {
  CAPTURE(html);
  CHECK(blocks_of(ex::html_text(given(html))) == blocks_of(ex::html_text(html)));
}

}  // namespace

TEST_CASE("nesting: ordinary pages are left alone") {
  ex::ParserInputOptions nesting_only{ex::kMaxNesting, false};
  CHECK_FALSE(ex::parser_input("<div><p>a<p>b<ul><li>x<li>y</ul></div><script>'<div><div>'</script>", nesting_only));
  std::string rows;
  for (int i = 0; i < 5000; ++i) rows += "<tr><td>cell<td>cell";  // implicitly closed: never deep
  CHECK_FALSE(ex::parser_input("<table>" + rows + "</table>", nesting_only));
}

TEST_CASE("nesting: only what is deeper than the cap is dropped, words kept apart") {
  auto capped = ex::parser_input(nested("<div>", "</div>", 5, "x"), {3, false});
  REQUIRE(capped);
  CHECK(*capped == "<div><div><div><br><br>x<br><br></div></div></div>");
}

TEST_CASE("script bodies are emptied, their tags kept") {
  std::string html = R"(<p>a</p><script src="x.js" async>var s = "<div>" + 1 < 2;</script><p>b</p>)"
                     "<SCRIPT type=module>import x from './y.js'</SCRIPT >";
  CHECK(given(html) == R"(<p>a</p><script src="x.js" async></script><p>b</p><SCRIPT type=module></SCRIPT >)");
  same_text(html);
  CHECK_FALSE(ex::parser_input("<p>no scripts</p><script></script>"));
}

TEST_CASE("a script body ends only at its own end tag") {
  std::string html = "<script>a = '</scripts>'; b = '</script'</script><p>shown</p>";
  CHECK(given(html) == "<script></script><p>shown</p>");
  same_text(html);
  CHECK_FALSE(ex::parser_input("<p>x</p><script>never closed"));
}

TEST_CASE("what looks like a script but is not one is left alone") {
  const char* cases[] = {
      "<!-- <script> --> <p>visible</p> <!-- </script> -->",
      "<!--> <script>shown</script>",                           // a whole, empty comment
      "<!-- a --!> <script>x</script> <p>y</p>",                 // ends at --!>
      "<!<script>shown</script>",                                // bogus comment ends at the first '>'
      "<?php <script> ?>shown</script>",
      "</ <script>shown</script>",
      "<p title=it's>a <script>x</script> b's</p>",              // a bare quote opens nothing
      "<p title='<script>'>seen</p><script>x</script>",
      "<p a =\"<script>\">z</p><script>q</script>",
      "<title>t </titles> <script>u</script></title><p>body</p>",  // RCDATA ends only at </title>
      "<textarea><script>v</script></textarea>",
      "<style>a:after{content:'<script>'}</style><p>w</p><script>k</script>",
      "<svg><script>a<p>broke out</p></script></svg><script>gone</script>",
      "<math><script>m<p>out</p></script></math>",
      "<svg><![CDATA[ </svg> <script>kept</script> ]]></svg>",
      "<frameset><script><frame src=x></script></frameset>",
      "<xmp><script>shown</script></xmp><plaintext><script>shown too</script>",
      "<noscript><p>no js</p><script>x</script></noscript>",
  };
  for (const char* html : cases) same_text(html);
  CHECK(given("<svg><script>a<p>x</p></script></svg>") == "<svg><script>a<p>x</p></script></svg>");
  CHECK(given("<p title=it's>a <script>x</script> b's</p>") == "<p title=it's>a <script></script> b's</p>");
}

TEST_CASE("the script data escape states decide where a script ends") {
  // After "<!--", a "<script>" makes the next "</script>" part of the body.
  std::string html = "<script><!-- document.write('<script>x</script>'); --></script><p>after</p>"
                     "<script>y()</script>";
  CHECK(given(html) == "<script><!-- document.write('<script>x</script>'); --></script><p>after</p>"
                       "<script></script>");
  same_text(html);
  same_text("<script><!--></script><p>p</p><script>z</script>");
  same_text("<script><!-- <script> --></script><p>q</p><script>z</script>");
  same_text("<script><!-- x </script><p>r</p><script>z</script>");
}

TEST_CASE("the nesting cap and script emptying work together") {
  auto both = ex::parser_input(nested("<div>", "</div>", 5, "<script>x</script>y"), {3, true});
  REQUIRE(both);
  CHECK(*both == "<div><div><div><br><br><script></script>y<br><br></div></div></div>");
}

TEST_CASE("element names: each table's names, and names near them that are in none") {
  // The tables turn most names away by length and first letter before
  // searching; every name of theirs must still be found.
  for (const char* tag : {"area", "basefont", "bgsound", "br", "col", "img", "keygen", "wbr"})
    CHECK_MESSAGE(ex::is_void_element(tag), tag);
  for (const char* tag : {"body", "colgroup", "dd", "li", "optgroup", "p", "rtc", "tbody", "tr"})
    CHECK_MESSAGE(ex::has_optional_end_tag(tag), tag);
  for (const char* tag : {"iframe", "noframes", "script", "style", "textarea", "title", "xmp"})
    CHECK_MESSAGE(ex::is_raw_text_element(tag), tag);
  for (const char* tag :
       {"address", "blockquote", "figcaption", "h1", "h6", "hr", "plaintext", "search", "xmp"})
    CHECK_MESSAGE(ex::is_block_element(tag), tag);
  for (const char* tag : {"", "a", "b", "div", "span", "brr", "BR", "h7", "1", "-", "wbrs"}) {
    CHECK_FALSE_MESSAGE(ex::is_void_element(tag), tag);
    CHECK_FALSE_MESSAGE(ex::has_optional_end_tag(tag), tag);
    CHECK_FALSE_MESSAGE(ex::is_raw_text_element(tag), tag);
  }
  for (const char* tag : {"", "a", "span", "h7", "H1", "pre2", "xmpp"})
    CHECK_FALSE_MESSAGE(ex::is_block_element(tag), tag);
}
