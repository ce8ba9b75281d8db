// extract/json_strings.cpp: RFC 8259 walked with an explicit stack of open
// containers; strings decoded as they are met.
#include "extract/json_strings.h"

#include <vector>

#include "core/ascii.h"
#include "core/utf8.h"
#include "extract/internal/utf8.h"

namespace verifier::extract {
namespace {

constexpr char32_t kReplacement = 0xFFFD;

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

class Scanner {
 public:
  Scanner(std::string_view json, const JsonStringVisitor& visit) : in_(json), visit_(visit) {}

  bool run() {
    if (!value()) return false;
    while (!open_.empty()) {
      skip_space();
      if (at_end()) return false;
      Open& top = open_.back();
      char close = top.object ? '}' : ']';
      if (in_[pos_] == close) {
        ++pos_;
        open_.pop_back();
        path_.pop_back();
        continue;
      }
      if (top.members > 0) {
        if (in_[pos_] != ',') return false;
        ++pos_;
        skip_space();
      }
      path_.back().index = top.members++;
      if (top.object && !member_name(path_.back().name)) return false;
      if (!value()) return false;
    }
    skip_space();
    return at_end();
  }

 private:
  struct Open {
    bool object = false;
    std::size_t members = 0;
  };

  bool at_end() const { return pos_ >= in_.size(); }

  void skip_space() {
    while (!at_end() && (in_[pos_] == ' ' || in_[pos_] == '\t' || in_[pos_] == '\n' || in_[pos_] == '\r'))
      ++pos_;
  }

  // `"name" :`, leaving the position at the member's value.
  bool member_name(std::string& name) {
    if (at_end() || in_[pos_] != '"' || !string(name)) return false;
    skip_space();
    if (at_end() || in_[pos_] != ':') return false;
    ++pos_;
    return true;
  }

  // One value; a container is only opened (run() walks its members).
  bool value() {
    skip_space();
    if (at_end()) return false;
    switch (in_[pos_]) {
      case '{': return open(true);
      case '[': return open(false);
      case '"': {
        std::string s;
        if (!string(s)) return false;
        visit_(path_, std::move(s));
        return true;
      }
      case 't': return literal("true");
      case 'f': return literal("false");
      case 'n': return literal("null");
      default: return number();
    }
  }

  bool open(bool object) {
    if (open_.size() >= kMaxJsonDepth) return false;
    ++pos_;
    open_.push_back({object, 0});
    path_.push_back({"", !object});
    return true;
  }

  bool literal(std::string_view word) {
    if (in_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
  bool number() {
    auto digits = [&] {
      std::size_t from = pos_;
      while (!at_end() && is_ascii_digit(in_[pos_])) ++pos_;
      return pos_ > from;
    };
    if (!at_end() && in_[pos_] == '-') ++pos_;
    if (!at_end() && in_[pos_] == '0') {
      ++pos_;
    } else if (!digits()) {
      return false;
    }
    if (!at_end() && in_[pos_] == '.') {
      ++pos_;
      if (!digits()) return false;
    }
    if (!at_end() && (in_[pos_] == 'e' || in_[pos_] == 'E')) {
      ++pos_;
      if (!at_end() && (in_[pos_] == '+' || in_[pos_] == '-')) ++pos_;
      if (!digits()) return false;
    }
    return true;
  }

  // The string at pos_ (its opening quote), decoded into `out`.
  bool string(std::string& out) {
    out.clear();
    ++pos_;
    while (!at_end()) {
      auto c = static_cast<unsigned char>(in_[pos_]);
      if (c == '"') {
        ++pos_;
        return true;
      }
      if (c < 0x20) return false;
      if (c == '\\') {
        if (!escape(out)) return false;
        continue;
      }
      std::size_t run = pos_;  // plain bytes up to the next quote, escape or control
      while (!at_end()) {
        auto b = static_cast<unsigned char>(in_[pos_]);
        if (b == '"' || b == '\\' || b < 0x20) break;
        std::size_t n = utf8_sequence(in_, pos_);
        if (n == 0) return false;
        pos_ += n;
      }
      out.append(in_.substr(run, pos_ - run));
    }
    return false;
  }

  // The escape at pos_ (its backslash), appended to `out`.
  bool escape(std::string& out) {
    if (pos_ + 1 >= in_.size()) return false;
    char e = in_[pos_ + 1];
    pos_ += 2;
    switch (e) {
      case '"': out += '"'; return true;
      case '\\': out += '\\'; return true;
      case '/': out += '/'; return true;
      case 'b': out += '\b'; return true;
      case 'f': out += '\f'; return true;
      case 'n': out += '\n'; return true;
      case 'r': out += '\r'; return true;
      case 't': out += '\t'; return true;
      case 'u': return unicode_escape(out);
      default: return false;
    }
  }

  // After `\u`: four hex digits, and a low surrogate's escape after a high one.
  bool unicode_escape(std::string& out) {
    auto unit = hex4();
    if (unit < 0) return false;
    auto cp = static_cast<char32_t>(unit);
    if (cp >= 0xD800 && cp <= 0xDBFF && in_.substr(pos_, 2) == "\\u") {
      std::size_t back = pos_;
      pos_ += 2;
      auto low = hex4();
      if (low < 0) return false;
      if (low >= 0xDC00 && low <= 0xDFFF) {
        cp = 0x10000 + ((cp - 0xD800) << 10) + (static_cast<char32_t>(low) - 0xDC00);
      } else {
        pos_ = back;  // a lone high surrogate; the next escape stands alone
      }
    }
    if ((cp >= 0xD800 && cp <= 0xDFFF) || cp == 0) cp = kReplacement;
    internal::append_utf8(out, cp);
    return true;
  }

  long hex4() {
    if (pos_ + 4 > in_.size()) return -1;
    long v = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      int h = hex_value(in_[pos_ + k]);
      if (h < 0) return -1;
      v = v * 16 + h;
    }
    pos_ += 4;
    return v;
  }

  std::string_view in_;
  const JsonStringVisitor& visit_;
  std::size_t pos_ = 0;
  std::vector<Open> open_;
  std::vector<JsonStep> path_;  // one step per open container
};

}  // namespace

bool scan_json_strings(std::string_view json, const JsonStringVisitor& visit) {
  return Scanner(json, visit).run();
}

}  // namespace verifier::extract
