// tests/extract/css_hiding_test.cpp: the page's own <style> hides elements
// by tag, class or id; rules a reader's screen may not apply are ignored.
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

TEST_CASE("rules a screen may not apply, and complex selectors, do not hide") {
  CHECK(visible("@media print { .screen-only { display:none } } .x{color:red}", "<p class=screen-only>a</p>") ==
        Blocks{"a"});
  CHECK(visible(".menu li{display:none} p:hover{display:none} [hidden]{display:none}", "<p>a</p><ul class=menu><li>b</li></ul>") ==
        Blocks{"a", "b"});
  CHECK(visible(".tab{display:none} .tab{display:block}", "<p class=tab>a</p>") == Blocks{"a"});
}

TEST_CASE("declarations_hide reads inline styles") {
  CHECK(ex::declarations_hide("display:none"));
  CHECK(ex::declarations_hide("color: red;visibility : hidden"));
  CHECK_FALSE(ex::declarations_hide("display:none; display:block"));
  CHECK_FALSE(ex::declarations_hide("display:inline-block"));
}
