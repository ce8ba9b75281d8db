// extract/meta_prescan.cpp: the HTML standard's "prescan a byte stream to
// determine its encoding" (§13.2.3.2) over the first 1024 bytes, followed
// byte for byte so that a page gets the charset a browser would give it.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "extract/charset.h"

namespace verifier::extract {
namespace {

constexpr std::size_t kHeadScanBytes = std::size_t{64} * 1024;

struct Attribute {
  std::string name;
  std::string value;
};

// "Get an attribute": advances `pos`; nullopt when the tag ends.
class AttributeReader {
 public:
  AttributeReader(std::string_view bytes, std::size_t& pos) : s_(bytes), pos_(pos) {}

  std::optional<Attribute> next() {
    while (pos_ < s_.size() && (is_html_space(s_[pos_]) || s_[pos_] == '/')) ++pos_;
    if (pos_ >= s_.size() || s_[pos_] == '>') return std::nullopt;
    Attribute a;
    if (!read_name(a)) return finish(a);
    while (pos_ < s_.size() && is_html_space(s_[pos_])) ++pos_;
    if (pos_ >= s_.size()) return std::nullopt;
    if (s_[pos_] != '=') return a;
    ++pos_;
    return read_value(a);
  }

 private:
  // True when a value may follow (stopped at '=' or spaces).
  bool read_name(Attribute& a) {
    for (; pos_ < s_.size(); ++pos_) {
      char c = s_[pos_];
      if (c == '=' && !a.name.empty()) return true;
      if (is_html_space(c)) return true;
      if (c == '/' || c == '>') return false;
      a.name += ascii_lower(c);
    }
    return false;
  }
  std::optional<Attribute> finish(Attribute& a) {
    if (pos_ >= s_.size()) return std::nullopt;
    return a;
  }
  std::optional<Attribute> read_value(Attribute& a) {
    while (pos_ < s_.size() && is_html_space(s_[pos_])) ++pos_;
    if (pos_ >= s_.size()) return std::nullopt;
    char q = s_[pos_];
    if (q == '"' || q == '\'') {
      for (++pos_; pos_ < s_.size(); ++pos_) {
        if (s_[pos_] == q) { ++pos_; return a; }
        a.value += ascii_lower(s_[pos_]);
      }
      return std::nullopt;
    }
    if (q == '>') return a;
    for (; pos_ < s_.size(); ++pos_) {
      if (is_html_space(s_[pos_]) || s_[pos_] == '>') return a;
      a.value += ascii_lower(s_[pos_]);
    }
    return std::nullopt;
  }

  std::string_view s_;
  std::size_t& pos_;
};

// "Extract a character encoding from a meta element" (a content attribute).
std::string charset_from_content(std::string_view content) {
  std::size_t pos = 0;
  while (true) {
    std::size_t at = content.find("charset", pos);
    if (at == std::string_view::npos) return {};
    pos = at + 7;
    while (pos < content.size() && is_html_space(content[pos])) ++pos;
    if (pos >= content.size() || content[pos] != '=') continue;
    ++pos;
    while (pos < content.size() && is_html_space(content[pos])) ++pos;
    if (pos >= content.size()) return {};
    char q = content[pos];
    if (q == '"' || q == '\'') {
      std::size_t end = content.find(q, pos + 1);
      if (end == std::string_view::npos) return {};
      return std::string(content.substr(pos + 1, end - pos - 1));
    }
    std::size_t end = pos;
    while (end < content.size() && !is_html_space(content[end]) && content[end] != ';') ++end;
    return std::string(content.substr(pos, end - pos));
  }
}

// The attributes of one <meta>, judged as the standard's steps say.
std::string charset_of_meta(std::string_view s, std::size_t& pos) {
  AttributeReader reader(s, pos);
  std::vector<std::string> seen;
  bool got_pragma = false;
  std::optional<bool> need_pragma;
  std::string charset;
  while (auto a = reader.next()) {
    bool repeated = false;
    for (const auto& n : seen) repeated = repeated || n == a->name;
    if (repeated) continue;
    seen.push_back(a->name);
    if (a->name == "http-equiv") {
      got_pragma = got_pragma || a->value == "content-type";
    } else if (a->name == "content" && charset.empty()) {
      charset = whatwg_encoding(charset_from_content(a->value));
      if (!charset.empty()) need_pragma = true;
    } else if (a->name == "charset") {
      charset = whatwg_encoding(a->value);
      need_pragma = false;
    }
  }
  if (!need_pragma || (*need_pragma && !got_pragma) || charset.empty()) return {};
  if (charset == "utf-16le" || charset == "utf-16be") return "utf-8";
  if (charset == "x-user-defined") return "windows-1252";
  return charset;
}

void skip_tag_attributes(std::string_view s, std::size_t& pos) {
  while (pos < s.size() && !is_html_space(s[pos]) && s[pos] != '>') ++pos;
  AttributeReader reader(s, pos);
  while (reader.next()) {
  }
}

}  // namespace

std::string prescan_meta_charset(std::string_view bytes, std::size_t limit) {
  std::string_view s = bytes.substr(0, limit);
  std::size_t pos = 0;
  while (pos < s.size()) {
    if (s.compare(pos, 4, "<!--") == 0) {
      std::size_t end = s.find("-->", pos + 2);
      if (end == std::string_view::npos) return {};
      pos = end + 3;
    } else if (ascii_istarts_with(s.substr(pos), "<meta") && pos + 5 < s.size() &&
               (is_html_space(s[pos + 5]) || s[pos + 5] == '/')) {
      pos += 6;
      std::string charset = charset_of_meta(s, pos);
      if (!charset.empty()) return charset;
    } else if (s[pos] == '<' && pos + 1 < s.size() &&
               (is_ascii_alpha(s[pos + 1]) ||
                (s[pos + 1] == '/' && pos + 2 < s.size() && is_ascii_alpha(s[pos + 2])))) {
      skip_tag_attributes(s, pos);
    } else if (s[pos] == '<' && pos + 1 < s.size() &&
               (s[pos + 1] == '!' || s[pos + 1] == '/' || s[pos + 1] == '?')) {
      std::size_t end = s.find('>', pos + 2);
      if (end == std::string_view::npos) return {};
      pos = end;
    }
    ++pos;
  }
  return {};
}

std::string head_meta_charset(std::string_view bytes) {
  std::string_view s = bytes.substr(0, kHeadScanBytes);
  std::size_t body = 0;
  for (; (body = s.find('<', body)) != std::string_view::npos; ++body)
    if (ascii_istarts_with(s.substr(body), "<body")) break;
  return prescan_meta_charset(s, body);
}

}  // namespace verifier::extract
