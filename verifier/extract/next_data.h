// extract/next_data.h: the article of a Next.js page whose HTML is an empty
// shell, read from the data the page hands its scripts. Takes: the JSON of
// <script id="__NEXT_DATA__"> (see html_text.h). Gives: the title and text
// blocks a reader of the rendered page sees, or nothing when the JSON is
// malformed or holds no content, not even one block (the page then stays
// what its HTML says).
//
// What counts as content: string values under props.pageProps (the rest is
// the framework's: route, query, build id), in document order. An HTML
// fragment (it has a tag and a closing tag; the article of a blog post,
// tags escaped as \u003c) is read as the page's own HTML is, through
// html_text(), so hidden elements, scripts and styles stay unseen. A plain
// string is text when it reads as prose: four words or more (a CJK
// character counts as one), not a URL, path or JSON; so ids, slugs, dates,
// URLs, build ids and class lists are left out. The first member named
// "title" is the title when the page has none of its own (`want_title`);
// else it is one more string.
//
// Bounded: at most kMaxDataText bytes of strings become text and at most
// kMaxDataFragments fragments are parsed; past either, `capped` is set.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace verifier::extract {

inline constexpr std::size_t kMaxDataText = 1u << 20;
inline constexpr std::size_t kMaxDataFragments = 256;

// Pages with fewer visible words may be empty shells whose text is in their
// data (the application-shell signatures of rules/pages.yaml stop at 49).
inline constexpr std::size_t kShellWords = 50;

struct DataText {
  std::string title;                 // from the first "title" member
  std::vector<std::string> blocks;   // the title is not among them
  bool capped = false;
};

std::optional<DataText> next_data_text(std::string_view json, bool want_title);

}  // namespace verifier::extract
