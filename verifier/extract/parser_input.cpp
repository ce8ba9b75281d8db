// extract/parser_input.cpp: the light scan behind parser_input.h. Nesting
// is an estimate (the tree builder is not run; elements a parser closes
// implicitly, p, li, td, ..., are not counted, so ordinary pages never
// reach the cap). Where a script body is emptied the scan is exact instead:
// comments end where the tokenizer ends them, a quote opens a value only
// after '=', raw text ends only at its own end tag, and a script ends where
// the script data states end it.
#include "extract/parser_input.h"

#include "core/ascii.h"
#include "extract/tags.h"

namespace verifier::extract {
namespace {

constexpr auto npos = std::string_view::npos;

struct Tag {
  std::string name;     // lower-case
  std::size_t end = 0;  // one past '>', or the end of input
  bool closing = false;
  bool self_closing = false;
};

// The tokenizer's states between a tag's name and its '>', reduced to what
// decides where the tag ends: a quote opens a value only right after '='
// (so the "'" of a bare `title=it's` hides nothing), and "/>" self-closes.
enum class In { between, name, after_name, before_value, bare_value, quoted, slash };

In next(In state, char c) {
  bool space = is_html_space(c);
  switch (state) {
    case In::name:
    case In::after_name:
      if (space) return In::after_name;
      if (c == '/') return In::slash;
      return c == '=' ? In::before_value : In::name;
    case In::before_value:
      if (space) return In::before_value;
      return c == '"' || c == '\'' ? In::quoted : In::bare_value;
    case In::bare_value:
      return space ? In::between : In::bare_value;
    default:  // between attributes, after a quoted value or a stray '/'
      if (space) return In::between;
      return c == '/' ? In::slash : In::name;
  }
}

// The tag starting at `at` ('<' then a letter, or "</" then a letter).
Tag read_tag(std::string_view s, std::size_t at) {
  Tag t;
  std::size_t i = at + 1;
  if (s[i] == '/') {
    t.closing = true;
    ++i;
  }
  for (; i < s.size() && !is_html_space(s[i]) && s[i] != '/' && s[i] != '>'; ++i) t.name += ascii_lower(s[i]);
  In state = In::between;
  for (; i < s.size(); ++i) {
    if (s[i] == '>') {
      t.self_closing = state == In::slash;
      t.end = i + 1;
      return t;
    }
    state = next(state, s[i]);
    if (state == In::quoted) {
      i = s.find(s[i], i + 1);
      if (i == npos) break;
      state = In::between;
    }
  }
  t.end = s.size();
  return t;
}

// "</name" or "<name" at `at`, then a space, '/' or '>': the only tags raw
// text and script data listen to.
bool tag_at(std::string_view s, std::size_t at, std::string_view opener, std::string_view name) {
  if (s.compare(at, opener.size(), opener) != 0) return false;
  std::size_t after = at + opener.size() + name.size();
  if (after >= s.size()) return false;
  for (std::size_t k = 0; k < name.size(); ++k)
    if (ascii_lower(s[at + opener.size() + k]) != name[k]) return false;
  return is_html_space(s[after]) || s[after] == '/' || s[after] == '>';
}

// Where raw text (style, title, textarea, ...) ends: at its own end tag, or
// the end of input.
std::size_t raw_text_end(std::string_view s, std::size_t from, std::string_view name) {
  for (std::size_t i = s.find("</", from); i != npos; i = s.find("</", i + 2))
    if (tag_at(s, i, "</", name)) return i;
  return s.size();
}

// A comment starting at `at` ("<!--") ends as the tokenizer ends it:
// "<!-->" and "<!--->" are whole comments, else the first "-->" or "--!>".
std::size_t comment_end(std::string_view s, std::size_t at) {
  std::size_t body = at + 4;
  if (s.compare(body, 1, ">") == 0) return body + 1;
  if (s.compare(body, 2, "->") == 0) return body + 2;
  std::size_t dashes = s.find("-->", body), bang = s.find("--!>", body);
  if (dashes == npos && bang == npos) return s.size();
  return dashes < bang ? dashes + 3 : bang + 4;
}

// Where a script body starting at `from` ends, by the script data states:
// after "<!--" a "<script" inside makes the next "</script>" part of the
// body (the "double escaped" state), until "-->".
std::size_t script_end(std::string_view s, std::size_t from) {
  enum { data, escaped, double_escaped } state = data;
  for (std::size_t i = s.find_first_of("<-", from); i != npos; i = s.find_first_of("<-", i + 1)) {
    if (s.compare(i, 3, "-->") == 0) {
      if (state != data) state = data;
    } else if (s.compare(i, 4, "<!--") == 0) {
      if (state == data) state = escaped;
      i += 1;  // its "--" may close it at once: "<!-->"
    } else if (tag_at(s, i, "</", "script")) {
      if (state != double_escaped) return i;
      state = escaped;
    } else if (state == escaped && tag_at(s, i, "<", "script")) {
      state = double_escaped;
    }
  }
  return s.size();
}

class Scan {
 public:
  Scan(std::string_view html, ParserInputOptions options) : s_(html), options_(options) {}

  std::optional<std::string> run() {
    std::size_t i = 0;
    while ((i = s_.find('<', i)) != npos) i = step(i);
    if (!changed_) return std::nullopt;
    out_.append(s_.substr(copied_));
    return std::move(out_);
  }

 private:
  // Handles the markup at s_[i] == '<'; returns where scanning resumes.
  std::size_t step(std::size_t i) {
    if (s_.compare(i, 4, "<!--") == 0) return comment_end(s_, i);
    if (i + 1 >= s_.size()) return s_.size();
    char next_char = s_[i + 1];
    if (next_char == '!' || next_char == '?') return markup_declaration_end(i);
    if (next_char == '/') {
      if (i + 2 >= s_.size()) return s_.size();
      if (!is_ascii_alpha(s_[i + 2])) return s_[i + 2] == '>' ? i + 3 : to_gt(i);  // "</>", or a bogus comment
    } else if (!is_ascii_alpha(next_char)) {
      return i + 1;  // a '<' in the text
    }
    Tag t = read_tag(s_, i);
    return t.closing ? close(i, t) : open(i, t);
  }

  // "<!DOCTYPE ...>", "<?xml ...>" and other bogus comments end at the first
  // '>'; CDATA sections exist only inside <svg> and <math>.
  std::size_t markup_declaration_end(std::size_t i) {
    if (foreign_ > 0 && s_.compare(i, 9, "<![CDATA[") == 0) {
      std::size_t end = s_.find("]]>", i + 9);
      return end == npos ? s_.size() : end + 3;
    }
    return to_gt(i);
  }

  std::size_t to_gt(std::size_t i) const {
    std::size_t end = s_.find('>', i);
    return end == npos ? s_.size() : end + 1;
  }

  std::size_t open(std::size_t i, const Tag& t) {
    if (t.name == "plaintext") return s_.size();
    if (t.name == "script") return script(i, t);
    if (is_raw_text_element(t.name)) return past_end_tag(raw_text_end(s_, t.end, t.name));
    if (t.name == "frameset") no_more_scripts_ = true;
    if ((t.name == "svg" || t.name == "math") && !t.self_closing) ++foreign_;
    if (t.self_closing || is_void_element(t.name) || has_optional_end_tag(t.name)) return t.end;
    if (++depth_ > options_.max_depth) drop(i, t);
    return t.end;
  }

  std::size_t close(std::size_t i, const Tag& t) {
    if ((t.name == "svg" || t.name == "math") && foreign_ > 0) --foreign_;
    if (is_void_element(t.name) || has_optional_end_tag(t.name) || depth_ == 0) return t.end;
    if (depth_-- > options_.max_depth) drop(i, t);
    return t.end;
  }

  std::size_t script(std::size_t i, const Tag& t) {
    std::size_t end = script_end(s_, t.end);
    bool page_data = s_.substr(i, t.end - i).find("__NEXT_DATA__") != npos;
    bool may_empty = options_.empty_scripts && foreign_ == 0 && !no_more_scripts_ && !page_data;
    std::string_view body = s_.substr(t.end, end - t.end);
    if (may_empty && end < s_.size() && !body.empty() && body.find("<!--") == npos &&
        body.find("-->") == npos)
      cut(t.end, end);
    return past_end_tag(end);
  }

  // Raw text and scripts open no element the scan counts: their end tag is
  // passed over whole, so it neither closes a counted element nor is dropped.
  std::size_t past_end_tag(std::size_t at) const {
    return at < s_.size() ? read_tag(s_, at).end : s_.size();
  }

  void drop(std::size_t i, const Tag& t) {
    cut(i, t.end);
    if (is_block_element(t.name)) out_ += "<br>";
  }

  // Copies what precedes [from, to) and leaves that range out.
  void cut(std::size_t from, std::size_t to) {
    changed_ = true;
    out_.append(s_.substr(copied_, from - copied_));
    copied_ = to;
  }

  std::string_view s_;
  ParserInputOptions options_;
  std::size_t depth_ = 0;
  std::size_t foreign_ = 0;  // <svg> and <math> open
  bool no_more_scripts_ = false;
  std::size_t copied_ = 0;
  bool changed_ = false;
  std::string out_;
};

}  // namespace

std::optional<std::string> parser_input(std::string_view html, ParserInputOptions options) {
  return Scan(html, options).run();
}

}  // namespace verifier::extract
