// extract/nesting.cpp: a light tag scanner that counts open elements the
// way a parser would nest them, skipping comments and raw text, and drops
// start and end tags beyond the depth cap. The count is an estimate (it does
// not run the tree builder); elements a parser closes implicitly (p, li, td,
// ...) are not counted, so ordinary pages never reach the cap.
#include <cctype>
#include <string>
#include <string_view>

#include "extract/nesting.h"
#include "extract/tags.h"

namespace verifier::extract {
namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
bool is_alpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

struct Tag {
  std::string name;     // lower-case
  std::size_t end = 0;  // one past '>'
  bool closing = false;
  bool self_closing = false;
};

// The tag starting at `at` ('<' then a letter or "/letter").
Tag read_tag(std::string_view s, std::size_t at) {
  Tag t;
  std::size_t i = at + 1;
  if (s[i] == '/') {
    t.closing = true;
    ++i;
  }
  while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '-'))
    t.name += lower(s[i++]);
  char quote = 0;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      t.self_closing = s[i - 1] == '/';
      t.end = i + 1;
      return t;
    }
  }
  t.end = s.size();
  return t;
}

// Where the raw text of `name` ends: at its end tag, or the end of input.
std::size_t raw_text_end(std::string_view s, std::size_t from, const std::string& name) {
  for (std::size_t i = s.find("</", from); i != std::string_view::npos; i = s.find("</", i + 2)) {
    bool same = i + 2 + name.size() <= s.size();
    for (std::size_t k = 0; same && k < name.size(); ++k) same = lower(s[i + 2 + k]) == name[k];
    if (same) return i;
  }
  return s.size();
}

class Capper {
 public:
  Capper(std::string_view html, std::size_t max_depth) : s_(html), max_(max_depth) {}

  std::optional<std::string> run() {
    std::size_t i = 0;
    while ((i = s_.find('<', i)) != std::string_view::npos) i = step(i);
    if (!dropped_) return std::nullopt;
    out_.append(s_.substr(copied_));
    return std::move(out_);
  }

 private:
  // Handles the markup at s_[i] == '<'; returns where scanning resumes.
  std::size_t step(std::size_t i) {
    if (s_.compare(i, 4, "<!--") == 0) {
      std::size_t end = s_.find("-->", i + 4);
      return end == std::string_view::npos ? s_.size() : end + 3;
    }
    if (i + 1 >= s_.size()) return s_.size();
    char next = s_[i + 1];
    bool tag = is_alpha(next) || (next == '/' && i + 2 < s_.size() && is_alpha(s_[i + 2]));
    if (!tag) return i + 1;
    Tag t = read_tag(s_, i);
    if (t.closing) return close(i, t);
    if (t.name == "plaintext") return s_.size();
    if (is_raw_text_element(t.name)) return raw_text_end(s_, t.end, t.name);
    if (t.self_closing || is_void_element(t.name) || has_optional_end_tag(t.name)) return t.end;
    if (++depth_ > max_) drop(i, t);
    return t.end;
  }

  std::size_t close(std::size_t i, const Tag& t) {
    if (is_void_element(t.name) || has_optional_end_tag(t.name) || depth_ == 0) return t.end;
    if (depth_-- > max_) drop(i, t);
    return t.end;
  }

  void drop(std::size_t i, const Tag& t) {
    dropped_ = true;
    out_.append(s_.substr(copied_, i - copied_));
    if (is_block_element(t.name)) out_ += "<br>";
    copied_ = t.end;
  }

  std::string_view s_;
  std::size_t max_;
  std::size_t depth_ = 0;
  std::size_t copied_ = 0;
  bool dropped_ = false;
  std::string out_;
};

}  // namespace

std::optional<std::string> cap_nesting(std::string_view html, std::size_t max_depth) {
  return Capper(html, max_depth).run();
}

}  // namespace verifier::extract
