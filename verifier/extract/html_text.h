// extract/html_text.h: the text a reader sees in an HTML document, with
// scripts off. Takes: UTF-8 HTML, already capped in size. Gives: the title,
// the visible text in layout blocks, the first h1, the <head> facts a
// page reports about itself (meta refresh, base URL), and the data a
// Next.js page hands its scripts (read by next_data.h when the page shows
// nothing without them).
// Not shown: script, style, template, comments, head, closed <details>
// beyond their summary, and what the page's own CSS (style="" and <style>,
// cascaded: see css_hiding.h) makes display:none or visibility:hidden, or
// the browser's defaults do ([hidden], unless the page's CSS shows it).
// Blocks break where the cascaded display is block-level (flex and grid
// items, floats included). Shown: <noscript> (scripts are off), and
// <html>/<body> even when a style hides them (anti-clickjacking pages do,
// until a script shows them: the text is the page's own, readers see it).
// With a budget, the walk and the cascade stop once it is over.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace verifier::extract {

struct HtmlText {
  std::string title;
  std::string first_heading;        // visible text of the first h1
  std::vector<std::string> blocks;
  std::string refresh;              // content="" of the first meta refresh
  std::string base_href;            // href of the first <base>
  std::string next_data;            // JSON of <script id="__NEXT_DATA__">
};

class Budget;

struct HtmlOptions {
  std::vector<std::string> skip_ids;  // elements an archive wrapped around the page
  // Once over, the walk stops and the text so far is the page (extract/budget.h).
  Budget* budget = nullptr;
};

HtmlText html_text(std::string_view html, const HtmlOptions& options = {});

}  // namespace verifier::extract
