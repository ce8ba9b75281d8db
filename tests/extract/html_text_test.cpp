// tests/extract/html_text_test.cpp: visible text as a browser shows it with
// scripts off: what is shown, what is not, and where blocks break.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "extract/html_text.h"
#include "extract/text_block.h"

namespace ex = verifier::extract;
using Blocks = std::vector<std::string>;

namespace {
Blocks blocks_of(const std::string& body) { return ex::html_text("<body>" + body + "</body>").blocks; }
}  // namespace

TEST_CASE("blocks break where a browser lays out blocks, and only there") {
  CHECK(blocks_of("<p>El <b>Cap</b><i>itan</i> is</p><p>fast</p>") == Blocks{"El Capitan is", "fast"});
  CHECK(blocks_of("<table><tr><td>Frontier</td><td>ORNL</td></tr><tr><th>Aurora</th></tr></table>") ==
        Blocks{"Frontier | ORNL", "Aurora"});
  CHECK(blocks_of("<ul><li>one<li>two</ul><h2>Head</h2>tail") == Blocks{"one", "two", "Head", "tail"});
  CHECK(blocks_of("line<br>break<hr>rule") == Blocks{"line", "break", "rule"});
  CHECK(blocks_of("<span>a<div>b</div>c</span>") == Blocks{"a", "b", "c"});
}

// A row reads across: the site in one cell and the machine in the next are
// one passage (hpcg's lists: "IT4Innovations ...</br><b>Czechia</b>" then
// "Karolina, GPU partition — ..., NVIDIA A100").
TEST_CASE("a table row is one block: its cells joined by bars, a cell's lines by semicolons") {
  CHECK(blocks_of("<table><tr><td>48</td><td>IT4I, Ostrava</br><b>Czechia</b></td>"
                  "<td><b>Karolina</b> &mdash; NVIDIA A100</td></tr>"
                  "<tr><td></td><td>next</td></tr></table>") ==
        Blocks{"48 | IT4I, Ostrava; Czechia | Karolina \xE2\x80\x94 NVIDIA A100", "next"});
  // Blocks inside a cell still break it, and a cell laid out as a block is one.
  CHECK(blocks_of("<table><tr><td><p>one</p><p>two</p></td><td>three</td></tr></table>") ==
        Blocks{"one", "two", "three"});
  CHECK(blocks_of("<table><tr><td style=\"display:block\">a</td><td>b</td></tr></table>") ==
        Blocks{"a", "b"});
  CHECK(blocks_of("<div>x<br>y</div><table><tr><td>p<br>q</td></tr></table>") ==
        Blocks{"x", "y", "p; q"});
}

TEST_CASE("whitespace collapses; soft hyphens and zero-width characters go; nbsp is a space") {
  CHECK(blocks_of("<p>  Super\n\t com&shy;puter  </p>") == Blocks{"Super computer"});
  CHECK(blocks_of("<p>Blue&nbsp;Gene\xE2\x80\x8B/Q</p>") == Blocks{"Blue Gene/Q"});
  CHECK(blocks_of("<p>Sun\xE2\x80\x8Dway&#8239;TaihuLight\xEF\xBB\xBF</p>") == Blocks{"Sunway TaihuLight"});
  CHECK(blocks_of("<p>&amp; &lt;entities&gt; &eacute;</p>") == Blocks{"& <entities> é"});
}

TEST_CASE("not shown: scripts, styles, templates, comments, hidden elements") {
  CHECK(blocks_of("<p>a</p><script>var x='Frontier';</script><style>p{}</style>"
                  "<template><p>tpl</p></template><!-- comment --><p>b</p>") == Blocks{"a", "b"});
  CHECK(blocks_of("<p hidden>h</p><p style=\"color:red; DISPLAY : none !important\">d</p>"
                  "<p style=\"visibility:hidden\">v</p><p>shown</p>") == Blocks{"shown"});
  CHECK(blocks_of("<iframe>fallback</iframe><textarea>typed</textarea><select></select><p>x</p>") ==
        Blocks{"x"});
  CHECK(blocks_of("<svg><title>icon</title><text>Label</text></svg>") == Blocks{"Label"});
}

TEST_CASE("shown: noscript content, since scripts are off") {
  CHECK(blocks_of("<noscript><p>Enable JS to see Aurora</p></noscript>") == Blocks{"Enable JS to see Aurora"});
  auto head = ex::html_text("<head><noscript><p>from head</p></noscript></head><body>b</body>");
  CHECK(head.blocks == Blocks{"from head", "b"});
}

TEST_CASE("closed details show only their summary; open ones show all") {
  CHECK(blocks_of("<details><summary>More</summary><p>inside</p></details>") == Blocks{"More"});
  CHECK(blocks_of("<details open><summary>More</summary><p>inside</p></details>") == Blocks{"More", "inside"});
}

TEST_CASE("title, first h1, meta refresh and base are kept apart from the blocks") {
  auto t = ex::html_text("<html><head><title>  Summit \n - OLCF </title>"
                         "<meta http-equiv=\"Refresh\" content=\"0; url=/new\"><base href=\"/b/\">"
                         "</head><body><h1>Summit <small>IBM</small></h1><h1>second</h1></body></html>");
  CHECK(t.title == "Summit - OLCF");
  CHECK(t.first_heading == "Summit IBM");
  CHECK(t.refresh == "0; url=/new");
  CHECK(t.base_href == "/b/");
  CHECK(t.blocks == Blocks{"Summit IBM", "second"});
}

TEST_CASE("archive wrapper ids are skipped") {
  ex::HtmlOptions o;
  o.skip_ids = {"HEADER"};
  auto t = ex::html_text("<body><div id=\"HEADER\">archive.today webpage capture</div><p>page</p></body>", o);
  CHECK(t.blocks == Blocks{"page"});
}

TEST_CASE("collapse_whitespace trims and collapses") {
  CHECK(ex::collapse_whitespace("  a \n\n b  ") == "a b");
  CHECK(ex::collapse_whitespace(" \t ").empty());
}
