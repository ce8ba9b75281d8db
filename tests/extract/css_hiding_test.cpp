// tests/extract/css_hiding_test.cpp: the page's own CSS, cascaded as a
// desktop browser does, decides what shows and where blocks break; rules
// such a screen does not apply are ignored.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "extract/css_hiding.h"
#include "extract/html_text.h"

namespace ex = verifier::extract;
using Blocks = std::vector<std::string>;

namespace {
Blocks visible(const std::string& css, const std::string& body) {
  return ex::html_text("<head><style>" + css + "</style></head><body>" + body + "</body>").blocks;
}
}  // namespace

TEST_CASE("class, id, tag and compound selectors that hide") {
  CHECK(visible(".sr-hidden, #menu { display: none }", "<p class=\"x sr-hidden\">a</p><p id=menu>b</p><p>c</p>") ==
        Blocks{"c"});
  CHECK(visible("aside{visibility:hidden}", "<aside>a</aside><p>c</p>") == Blocks{"c"});
  CHECK(visible("div.promo{display:none}", "<div class=promo>a</div><p class=promo>b</p>") == Blocks{"b"});
  CHECK(visible("/* .a{display:none} */ .b{display:none!important}", "<p class=a>a</p><p class=b>b</p>") ==
        Blocks{"a"});
}

TEST_CASE("a style in the body still applies to what came before it") {
  auto t = ex::html_text("<body><p class=late>a</p><p>b</p><style>.late{display:none}</style></body>");
  CHECK(t.blocks == Blocks{"b"});
}

TEST_CASE("rules a desktop screen does not apply do not hide") {
  CHECK(visible("@media print { .screen-only { display:none } } .x{color:red}", "<p class=screen-only>a</p>") ==
        Blocks{"a"});
  CHECK(visible("@media (max-width: 600px) { .wide { display:none } }", "<p class=wide>a</p>") == Blocks{"a"});
  CHECK(visible("p:hover{display:none} p::before{display:none} a:focus{display:none}", "<p>a</p>") ==
        Blocks{"a"});
  auto print_sheet = ex::html_text("<head><style media=print>p{display:none}</style></head><body><p>a</p></body>");
  CHECK(print_sheet.blocks == Blocks{"a"});
}

TEST_CASE("rules a desktop screen applies hide: @media for its width, @supports") {
  CHECK(visible("@media screen and (min-width: 48em) { .narrow-only { display:none } }",
                "<p class=narrow-only>a</p><p>b</p>") == Blocks{"b"});
  CHECK(visible("@media (width >= 600px) { .x { display:none } }", "<p class=x>a</p><p>b</p>") == Blocks{"b"});
  CHECK(visible("@supports (display:grid) { .x { display:none } }", "<p class=x>a</p><p>b</p>") == Blocks{"b"});
}

TEST_CASE("combinators, attribute tests and :not select what they say") {
  CHECK(visible(".menu li{display:none}", "<li>a</li><ul class=menu><li>b</li></ul>") == Blocks{"a"});
  CHECK(visible("nav > p{display:none}", "<nav><p>a</p><div><p>b</p></div></nav>") == Blocks{"b"});
  CHECK(visible("h2 + p{display:none} h3 ~ p{display:none}", "<h2>x</h2><p>a</p><p>b</p><h3>y</h3><i>c</i><p>d</p>") ==
        Blocks{"x", "b", "y", "c"});
  CHECK(visible("[aria-hidden=\"true\"]{display:none} [data-x^=ad]{display:none}",
                "<p aria-hidden=true>a</p><p data-x=advert>b</p><p data-x=bad>c</p>") == Blocks{"c"});
  CHECK(visible("p:not(.keep){display:none}", "<p>a</p><p class=keep>b</p>") == Blocks{"b"});
  CHECK(visible("li:first-child{display:none} li:nth-child(3){display:none}", "<ul><li>a<li>b<li>c<li>d</ul>") ==
        Blocks{"b", "d"});
}

TEST_CASE("the cascade: specificity, then order; !important; style=\"\" above selectors") {
  CHECK(visible(".tab{display:none} .tab{display:block}", "<p class=tab>a</p>") == Blocks{"a"});
  CHECK(visible(".no-js .slider{display:block} .slider{display:none}",
                "<div class=no-js><div class=slider>a</div></div>") == Blocks{"a"});
  CHECK(visible("#x{display:block} .y{display:none !important}", "<p id=x class=y>a</p><p>b</p>") == Blocks{"b"});
  CHECK(visible(".y{display:none}", "<p class=y style=\"display:block\">a</p>") == Blocks{"a"});
  CHECK(visible(".y{display:block !important}", "<p class=y style=\"display:none\">a</p>") == Blocks{"a"});
  CHECK(visible(".y{display:none} @media (min-width:1024px){.y{display:inherit}}",
                "<div style=\"display:flex\"><div class=y><a>a</a><a>b</a></div></div>") == Blocks{"a", "b"});
}

TEST_CASE("a rule with a selector the browser cannot read is dropped whole") {
  CHECK(visible(".a, .b::-moz-selection{display:none}", "<p class=a>a</p>") == Blocks{"a"});
}

TEST_CASE("sheet wrappers: <!-- --> is ignored, <![CDATA[ swallows the sheet as the browser's tokenizer does") {
  CHECK(visible("<!-- .a{display:none} -->", "<p class=a>a</p><p>b</p>") == Blocks{"b"});
  CHECK(visible("<![CDATA[ .x{color:red} .a{display:none} .b{display:none} ]]>",
                "<p class=a>a</p><p class=b>b</p>") == Blocks{"a", "b"});
}

TEST_CASE("CSS escapes in class names, as utility frameworks write them") {
  CHECK(visible(".md\\:hidden{display:none} .w-1\\/2{display:none}",
                "<p class=\"md:hidden\">a</p><p class=\"w-1/2\">b</p><p>c</p>") == Blocks{"c"});
  // Hex escapes end at a space; a surrogate is read as U+FFFD, as CSS Syntax says.
  CHECK(visible(".\\31 0{display:none} .x\\D800 y{display:none}",
                "<p class=10>a</p><p class=\"x\xEF\xBF\xBDy\">b</p><p>c</p>") == Blocks{"c"});
}

TEST_CASE("[hidden] is only the browser's default: the page's display wins") {
  CHECK(visible(".shown{display:block}", "<div hidden class=shown>a</div><div hidden>b</div>") == Blocks{"a"});
}

TEST_CASE("visibility inherits, and a visible child of a hidden box shows") {
  CHECK(visible(".v{visibility:visible}",
                "<div style=\"visibility:hidden\">a<span class=v>b</span>c</div>") == Blocks{"b"});
}

TEST_CASE("blocks follow the cascaded display: flex and grid items, floats, inline divs") {
  CHECK(visible(".nav{display:flex}", "<div class=nav><a>Latest</a><a>Reviews</a>tail</div>") ==
        Blocks{"Latest", "Reviews", "tail"});
  CHECK(visible("a{float:left}", "<p><a>one</a><a>two</a></p>") == Blocks{"one", "two"});
  CHECK(visible("span{display:block}", "<p><span>one</span><span>two</span></p>") == Blocks{"one", "two"});
  CHECK(visible("div{display:inline}", "<div>El </div><div>Capitan</div>") == Blocks{"El Capitan"});
}

TEST_CASE("declarations_hide reads inline styles") {
  CHECK(ex::declarations_hide("display:none"));
  CHECK(ex::declarations_hide("color: red;visibility : hidden"));
  CHECK_FALSE(ex::declarations_hide("display:none; display:block"));
  CHECK_FALSE(ex::declarations_hide("display:inline-block"));
}

TEST_CASE("a long descendant selector over deep nesting is matched without backtracking blow-up") {
  std::string open, close;
  for (int i = 0; i < 400; ++i) {
    open += "<div>";
    close += "</div>";
  }
  std::string css = ".absent div div div div div div div div div div div div{display:none}"
                    ".deep div div div div div div div div div div div span{display:none}";
  CHECK(visible(css, open + "kept" + close) == Blocks{"kept"});
  CHECK(visible(css, "<div class=deep>" + open + "<span>gone</span>x" + close + "</div>") == Blocks{"x"});
}

TEST_CASE("hostile sheets: deep :not() nesting, endless selectors, unclosed strings and blocks") {
  std::string nested = "p";
  for (int i = 0; i < 5000; ++i) nested = ":not(" + nested + ")";
  CHECK(visible(nested + "{display:none}", "<p>a</p>") == Blocks{"a"});
  std::string chain = "p";
  for (int i = 0; i < 5000; ++i) chain = "div " + chain;
  CHECK(visible(chain + "{display:none}", "<div><p>a</p></div>") == Blocks{"a"});
  CHECK(visible("[title=\"x{display:none}", "<p title=x>a</p>") == Blocks{"a"});
  CHECK(visible("@media screen { .a { display:none", "<p class=a>a</p><p>b</p>") == Blocks{"b"});
}
