// extract/next_data.cpp: pick the content strings out of __NEXT_DATA__
// while the JSON is scanned, then, only if the whole JSON is well formed,
// read them into blocks (fragments through html_text, prose as paragraphs).
#include "extract/next_data.h"

#include <cctype>

#include "core/ascii.h"
#include "extract/html_text.h"
#include "extract/internal/utf8.h"
#include "extract/json_strings.h"
#include "extract/text_block.h"

namespace verifier::extract {
namespace {

constexpr std::size_t kMinProseWords = 4;
constexpr std::size_t kMaxTitleBytes = 1024;

bool under_page_props(std::span<const JsonStep> path) {
  return path.size() >= 2 && !path[0].element && path[0].name == "props" && !path[1].element &&
         path[1].name == "pageProps";
}

// The member a value belongs to: its own, or its array's.
std::string_view member_of(std::span<const JsonStep> path) {
  // NOLINTNEXTLINE(modernize-loop-convert): backwards; clang 14 cannot read views::reverse
  for (auto it = path.rbegin(); it != path.rend(); ++it)
    if (!it->element) return it->name;
  return {};
}

bool ends_with(std::string_view s, std::string_view tail) {
  return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

// Members that hold words a reader never sees as text: class lists and
// styles ("className", "buttonClassName", "style", "titleStyle"; not
// "lifestyle").
bool presentation_member(std::string_view name) {
  std::string n = ascii_lower(name);
  return n == "class" || n == "classes" || n == "classname" || n == "style" || n == "styles" ||
         n == "css" || ends_with(name, "ClassName") || ends_with(name, "Style") ||
         ends_with(name, "Styles");
}

std::string_view trimmed(std::string_view s) {
  std::size_t from = s.find_first_not_of(" \t\r\n");
  if (from == std::string_view::npos) return {};
  return s.substr(from, s.find_last_not_of(" \t\r\n") + 1 - from);
}

// A tag: `<` and a letter, with a `>` after it.
bool has_markup(std::string_view s) {
  for (std::size_t at = s.find('<'); at != std::string_view::npos; at = s.find('<', at + 1))
    if (at + 1 < s.size() && std::isalpha(static_cast<unsigned char>(s[at + 1])) &&
        s.find('>', at + 2) != std::string_view::npos)
      return true;
  return false;
}

// A URL, a path or serialised data rather than words.
bool looks_like_data(std::string_view s) {
  s = trimmed(s);
  for (std::string_view start : {"http://", "https://", "//", "/", "{", "[", "data:", "mailto:"})
    if (s.substr(0, start.size()) == start) return true;
  return false;
}

// A fragment still to parse, or the blocks of a plain string.
struct Piece {
  std::string html;
  std::vector<std::string> blocks;
};

std::vector<std::string> paragraphs(std::string_view text) {
  BlockWriter writer;
  write_paragraphs(text, writer);
  return writer.take();
}

std::size_t words_in(const std::vector<std::string>& blocks) {
  std::size_t words = 0;
  for (const auto& b : blocks) words += word_count(b);
  return words;
}

// Collects the content strings of one scan, within the caps.
class Collector {
 public:
  explicit Collector(bool want_title) : want_title_(want_title) {}

  void add(std::span<const JsonStep> path, std::string&& value) {
    if (!under_page_props(path) || trimmed(value).empty()) return;
    std::string_view member = member_of(path);
    if (presentation_member(member)) return;
    bool html = has_markup(value);
    if (want_title_ && title_.empty() && !path.back().element && member == "title" && !html &&
        value.size() <= kMaxTitleBytes) {
      title_ = collapse_whitespace(value);
      return;
    }
    if (!html && looks_like_data(value)) return;
    if (html && fragments_ == kMaxDataFragments) {
      capped_ = true;
      return;
    }
    // Only what becomes text spends the budget: a long blob that is no
    // prose does not crowd out the article after it.
    bool cut = internal::cap_utf8(value, kMaxDataText - used_);
    if (trimmed(value).empty()) {
      capped_ = true;
      return;
    }
    if (html) {
      ++fragments_;
      used_ += value.size();
      pieces_.push_back({std::move(value), {}});
    } else if (auto blocks = paragraphs(value); words_in(blocks) >= kMinProseWords) {
      used_ += value.size();
      pieces_.push_back({{}, std::move(blocks)});
    } else {
      return;
    }
    capped_ = capped_ || cut;
  }

  std::optional<DataText> text() && {
    DataText out;
    out.title = std::move(title_);
    out.capped = capped_;
    for (Piece& p : pieces_) {
      auto blocks = p.html.empty() ? std::move(p.blocks) : html_text(p.html).blocks;
      for (auto& b : blocks) out.blocks.push_back(std::move(b));
    }
    if (out.blocks.empty()) return std::nullopt;  // a title alone is no article
    return out;
  }

 private:
  bool want_title_;
  std::string title_;
  std::vector<Piece> pieces_;
  std::size_t used_ = 0;
  std::size_t fragments_ = 0;
  bool capped_ = false;
};

}  // namespace

std::optional<DataText> next_data_text(std::string_view json, bool want_title) {
  Collector collector(want_title);
  bool ok = scan_json_strings(json, [&](std::span<const JsonStep> path, std::string&& value) {
    collector.add(path, std::move(value));
  });
  if (!ok) return std::nullopt;
  return std::move(collector).text();
}

}  // namespace verifier::extract
