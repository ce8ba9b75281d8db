// extract/redirect_kind.h: what a redirect says about a page. Takes: the
// cited URL and the final URL after redirects. Gives: a soft 404 when a deep
// link landed on the site's root (or a language root like /en/) or on a
// /404 or not-found path, a login wall when it landed on a login page; else
// nothing. An index page (/index.html -> /) is the same page, not a 404.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/page.h"

namespace verifier::extract {

struct PageVerdict {
  PageKind kind = PageKind::readable;
  std::string detail;
};

std::optional<PageVerdict> redirect_kind(std::string_view url, std::string_view final_url);

}  // namespace verifier::extract
