// extract/extract.h: turns a response into the text a reader sees.
// Takes: a core Fetched (bytes, headers, final URL) or a local file. Gives: a
// core Page: title, visible text in layout blocks, UTF-8, and what the page
// really is (readable, soft 404, challenge, login wall, JS shell,
// unsupported). Owns gumbo, the charset converters and poppler.
#pragma once

#include <filesystem>
#include <vector>

#include "core/fetched.h"
#include "core/page.h"
#include "core/rules.h"

namespace verifier::extract {

Page read_page(const Fetched& fetched, const std::vector<PageSignature>& signatures);

// A local FILE: no header, so its type comes from its content and name.
Page read_file(const std::filesystem::path& file,
               const std::vector<PageSignature>& signatures);

}  // namespace verifier::extract
