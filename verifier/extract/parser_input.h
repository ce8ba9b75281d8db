// extract/parser_input.h: the HTML gumbo is given. Takes: decoded HTML.
// Gives: the same HTML with two changes, made by one light scan that reads
// tags, attributes, comments and raw text the way the HTML tokenizer does;
// nullopt when neither applies. The page's signatures still read the page
// as it was sent.
//
// - Tags that would open elements deeper than 512 levels are dropped (block
//   tags become <br>, so words of separate blocks stay apart). Why: gumbo
//   0.10.1 checks scope by walking the whole open-element stack, so 100,000
//   nested <div>s take hours; Chromium's parser stops nesting at 512 levels
//   anyway (kMaxDOMTreeDepth), so the text a reader sees is kept.
// - The bodies of scripts are emptied (`<script ...></script>` stays). Why:
//   a reader never sees them, yet gumbo's tokenizer reads them a code point
//   at a time, a fifth of the parse of a typical page. A body is emptied only
//   where the scan is sure the tokenizer is in script data (not in a comment,
//   an attribute, raw text, <svg> or <math>, whose scripts hold markup, nor
//   after <frameset>), and only when it holds nothing the tokenizer's script
//   states react to ("<!--", "-->", "<script"): the tree gumbo builds is then
//   the same but for the emptied script texts. Kept whole: a script whose
//   tag names __NEXT_DATA__, the data a Next.js page's article may be in
//   (next_data.h).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace verifier::extract {

inline constexpr std::size_t kMaxNesting = 512;

struct ParserInputOptions {
  std::size_t max_depth = kMaxNesting;
  bool empty_scripts = true;
};

std::optional<std::string> parser_input(std::string_view html, ParserInputOptions options = {});

}  // namespace verifier::extract
