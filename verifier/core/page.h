// core/page.h: the text a reader sees on one fetched page, as the extract
// stage gives it, plus what the extractor recognised about the page itself
// (a soft 404, a bot challenge, an empty JavaScript shell, ...).
// The matcher reads text(); it never sees HTML.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace verifier {

enum class PageKind {
  readable,
  soft_404,      // says "not found" with a 200, or redirected to / or /404
  challenge,     // bot challenge or WAF block
  login_wall,    // login or cookie wall
  js_shell,      // empty application shell: needs JavaScript
  unsupported,   // a type we cannot read as text (image, zip, ...)
};

struct Page {
  std::string title;
  std::vector<std::string> blocks;  // visible text, one layout block each, UTF-8
  PageKind kind = PageKind::readable;
  std::string detail;       // e.g. "Cloudflare challenge", "soft 404 (title)"
  std::optional<std::string> refresh_to;  // <meta refresh> target, <= 5 s
  bool truncated = false;   // judged on its first part only
  // Why, when not the size cap: "reading it took over 5 s of CPU", ... (the
  // extract stage's words, for the URL's detail).
  std::string truncation;

  // Title then blocks, one per line: the text the matcher scans.
  std::string text() const {
    std::string out = title;
    for (const auto& b : blocks) {
      if (!out.empty()) out += '\n';
      out += b;
    }
    return out;
  }
};

}  // namespace verifier
