// match/evidence.h: the quote that proves a page names a system, and a link
// that takes an editor to it.
// Takes: the page text, the span of the match in it, the cited URL.
// Gives:
//   - a quote of about 200 characters of the ORIGINAL text around the match,
//     whitespace (line breaks between blocks included) folded to one space,
//     the matched words wrapped in « » (guillemets rarely occur on English
//     pages and survive Markdown, HTML and JSON untouched), and "…" where
//     the quote cuts the text: "…the «Lassen» system at LLNL…";
//   - a text-fragment link, url#:~:text=[prefix-,]start (WICG Text
//     Fragments), the page's own fragment dropped, every character but
//     A-Z a-z 0-9 . _ ~ percent-encoded (so '-', ',' and '&' are). When the
//     same words occur earlier on the page, the one or two words before the
//     match in its block become the prefix, so the browser lands on it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace verifier::match {

constexpr std::size_t evidence_chars = 200;

std::string evidence_quote(std::string_view text, std::size_t begin, std::size_t end);

std::string fragment_link(std::string_view url, std::string_view text, std::size_t begin,
                          std::size_t end);

// Percent-encoding for a text directive term.
std::string encode_text_term(std::string_view term);

}  // namespace verifier::match
