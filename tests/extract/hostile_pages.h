// tests/extract/hostile_pages.h: pages written to cost their reader as much
// as possible (issue 16's measured attacks), generated in the test so that
// none sits on disk: a page whose CSS makes every rule a candidate for every
// element, and PDFs whose pages share one content stream that inflates far
// beyond its size. Also the fuzz targets' seeds (fuzz/).
#pragma once

#include <string>
#include <vector>

#include "response.h"

namespace verifier::extract::testing {

// `rules` rules filed under the tag div, each a candidate for every one of
// `elements` divs ("cell N" each): rules x elements selector tests.
std::string css_cross_page(int rules, int elements);

// A PDF written object by object, with its cross-reference table; object
// N is objects[N - 1]. `info` is the Info dictionary's object number (0: none).
std::string pdf_of(const std::vector<std::string>& objects, int info = 0);

// A stream object of `data`, deflated when `deflate`.
std::string pdf_stream(const std::string& data, bool deflate);

// A PDF of `pages` pages: the first shows `first_text`, every other page
// draws one shared deflated content stream of `shared_bytes` bytes of path
// operators (a few KiB on disk however many bytes it inflates to).
std::string pdf_shared_content(int pages, const std::string& first_text, std::size_t shared_bytes);

}  // namespace verifier::extract::testing
