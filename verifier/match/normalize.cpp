// match/normalize.cpp: the folding rules of normalize.h. ASCII, most of any
// page, takes a table-driven fast path; everything else goes through
// utf8proc one character at a time so the offset map stays exact.
#include "match/normalize.h"

#include <utf8proc.h>

#include <algorithm>
#include <array>
#include <cstdint>

#include "core/ascii.h"
#include "core/utf8.h"

namespace verifier::match {
namespace {

enum class Kind : std::uint8_t { separator, letter, digit };

constexpr std::array<char, 128> ascii_fold = [] {
  std::array<char, 128> t{};
  for (int c = 0; c < 128; ++c) {
    if (c >= 'A' && c <= 'Z') t[c] = static_cast<char>(c - 'A' + 'a');
    else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) t[c] = static_cast<char>(c);
  }
  return t;
}();

// The kind of an ASCII character by its folded byte (0: none, a
// separator); a point kept is a digit's, between two of them.
Kind kind_of_folded(char f) {
  if (f == 0) return Kind::separator;
  return f == '.' || is_ascii_digit(f) ? Kind::digit : Kind::letter;
}

// One pass of folding over [at, stop) of the original, appending to `out`.
// Its state (where it is, what kind of character came last) is handed in
// and back, so a long text can be folded piece by piece.
// Bytes are written into room made ahead (`out` is sized past what is
// written, then cut to it): a page is nearly all ASCII, and a push_back or
// a resize per byte or per run cost more than the folding itself.
class Folder {
 public:
  Folder(std::string_view original, Normalized& out, std::size_t at, Kind last)
      : in_(original), out_(out), at_(at), last_(last), written_(out.text.size()) {}

  void run_until(std::size_t stop) {
    stop = std::min(stop, in_.size());
    room(stop - std::min(at_, stop));  // a byte out per byte in: all ASCII needs
    while (at_ < stop) {
      auto b = static_cast<unsigned char>(in_[at_]);
      at_ = b < 0x80 ? ascii_run(stop) : other(at_);
    }
    out_.text.resize(written_);
    out_.origin.resize(written_);
  }

  std::size_t at() const { return at_; }
  Kind last() const { return last_; }

 private:
  // Room for `more` bytes past those written; a folded character may give
  // more bytes than it had ("ß" gives "ss").
  void room(std::size_t more) {
    if (written_ + more <= out_.text.size()) return;
    const std::size_t size = std::max(written_ + more, out_.text.size() + out_.text.size() / 2);
    out_.text.resize(size);
    out_.origin.resize(size);
  }

  void push(char c, std::size_t at) {
    room(1);
    out_.text[written_] = c;
    out_.origin[written_] = static_cast<std::uint32_t>(at);
    ++written_;
  }

  // Separators leave no byte: "El Capitan", "El-Capitan" and "ElCapitan"
  // compare equal, and boundaries are checked on the original instead.
  void separator(std::size_t) {
    last_ = Kind::separator;
  }

  // A letter or digit whose folded bytes are `bytes`.
  void word(Kind kind, std::string_view bytes, std::size_t at) {
    for (char c : bytes) push(c, at);
    last_ = kind;
  }

  // A decimal point between digits stays (TSUBAME 4.0 is not TSUBAME 40),
  // in any width (ＴＳＵＢＡＭＥ４．０); a group separator goes like any
  // other (12,288 ~ 12 288 ~ 12288).
  bool joins_digits(std::size_t i, char32_t c, std::size_t next) {
    if (last_ != Kind::digit || !is_decimal_point(c)) return false;
    if (!is_decimal_digit(char_at(in_, next))) return false;
    push('.', i);
    return true;
  }

  // The ASCII bytes from at_ up to `stop` or the first other byte, the same
  // rules as word(), separator() and joins_digits() in one tight loop.
  // Every byte is written into the room and only a letter or digit moves
  // past it: letters and separators alternate too often on a page for a
  // branch on them to be guessed. The kind of the last character is read
  // off the bytes where a point needs it, not kept at every byte.
  std::size_t ascii_run(std::size_t stop) {
    room(stop - at_);
    const char* in = in_.data();
    char* text = out_.text.data() + written_;
    std::uint32_t* origin = out_.origin.data() + written_;
    std::size_t n = 0;
    std::size_t i = at_;
    char f = 0;
    for (; i < stop; ++i) {
      const auto b = static_cast<unsigned char>(in[i]);
      if (b >= 0x80) break;
      f = ascii_fold[b];
      if (b == '.' && point_between_digits(i)) f = '.';
      text[n] = f;
      origin[n] = static_cast<std::uint32_t>(i);
      n += f != 0 ? 1 : 0;
    }
    if (i > at_) last_ = kind_of_folded(f);
    written_ += n;
    return i;
  }

  // A decimal point at i between digits stays, as in joins_digits(). Inside
  // an ASCII run the character before it is the byte before it: a point
  // kept before it would have had a digit, not this point, after it.
  bool point_between_digits(std::size_t i) const {
    const bool after_digit = i > at_ ? is_ascii_digit(in_[i - 1]) : last_ == Kind::digit;
    return after_digit && is_decimal_digit(char_at(in_, i + 1));
  }

  std::size_t other(std::size_t i) {
    utf8proc_int32_t cp = 0;
    auto n = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(in_.data() + i),
                              static_cast<utf8proc_ssize_t>(in_.size() - i), &cp);
    if (n <= 0) {
      separator(i);
      return i + 1;
    }
    std::size_t next = i + static_cast<std::size_t>(n);
    if (!joins_digits(i, static_cast<char32_t>(cp), next)) fold(cp, i);
    return next;
  }

  void fold(utf8proc_int32_t cp, std::size_t at) {
    utf8proc_int32_t parts[32];
    int last_boundclass = 0;
    auto options = static_cast<utf8proc_option_t>(UTF8PROC_COMPAT | UTF8PROC_CASEFOLD |
                                                  UTF8PROC_STRIPMARK | UTF8PROC_DECOMPOSE);
    auto n = utf8proc_decompose_char(cp, parts, 32, options, &last_boundclass);
    if (n < 0 || n > 32) {
      separator(at);
      return;
    }
    for (utf8proc_ssize_t k = 0; k < n; ++k) part(parts[k], at);
  }

  void part(utf8proc_int32_t cp, std::size_t at) {
    Kind kind = Kind::letter;
    switch (utf8proc_category(cp)) {
      case UTF8PROC_CATEGORY_MN:
      case UTF8PROC_CATEGORY_MC:
      case UTF8PROC_CATEGORY_ME:
        return;  // a mark stripped of its base: compare without it
      case UTF8PROC_CATEGORY_ND:
        kind = Kind::digit;
        break;
      case UTF8PROC_CATEGORY_LU:
      case UTF8PROC_CATEGORY_LL:
      case UTF8PROC_CATEGORY_LT:
      case UTF8PROC_CATEGORY_LM:
      case UTF8PROC_CATEGORY_LO:
      case UTF8PROC_CATEGORY_NL:
      case UTF8PROC_CATEGORY_NO:
        break;
      default:
        separator(at);
        return;
    }
    utf8proc_uint8_t buf[4];
    auto n = utf8proc_encode_char(cp, buf);
    word(kind, std::string_view(reinterpret_cast<const char*>(buf), static_cast<std::size_t>(n)), at);
  }

  std::string_view in_;
  Normalized& out_;
  std::size_t at_;
  Kind last_;
  std::size_t written_;  // bytes of `out` written; past them is room
};

// What the fold makes of one character: its parts, compatibility forms
// decomposed ("．" gives "."); none where it has no decomposition.
int decompose(char32_t c, std::span<utf8proc_int32_t, 4> parts) {
  int last_boundclass = 0;
  const auto options = static_cast<utf8proc_option_t>(UTF8PROC_COMPAT | UTF8PROC_DECOMPOSE);
  const auto n = utf8proc_decompose_char(static_cast<utf8proc_int32_t>(c), parts.data(), parts.size(),
                                         options, &last_boundclass);
  return n > 0 && n <= 4 ? static_cast<int>(n) : 0;
}

}  // namespace

std::pair<std::size_t, std::size_t> original_span(FoldedSpan folded, std::string_view original,
                                                  std::size_t from, std::size_t to) {
  // A folded byte's origin is always the start of a character.
  return {folded.origin[from], next_char_start(original, folded.origin[to - 1])};
}

std::pair<std::size_t, std::size_t> original_span(const Normalized& folded,
                                                  std::string_view original,
                                                  std::size_t from, std::size_t to) {
  return original_span(FoldedSpan{folded.text, folded.origin}, original, from, to);
}

Normalized normalize(std::string_view original) {
  Normalized out;
  normalize_into(original, out);
  return out;
}

FoldedSpan fold_of(const Normalized& folded, std::string_view original, std::size_t from,
                   std::size_t to) {
  const auto& origin = folded.origin;
  // The characters wholly inside [from, to): origins and the ends of their
  // characters only grow along a fold.
  auto lo = static_cast<std::size_t>(
      std::lower_bound(origin.begin(), origin.end(), from) - origin.begin());
  auto hi = static_cast<std::size_t>(
      std::partition_point(origin.begin() + static_cast<std::ptrdiff_t>(lo), origin.end(),
                           [&](std::uint32_t at) { return next_char_start(original, at) <= to; }) -
      origin.begin());
  // A point is kept only between digits of the same fold: alone, the
  // stretch has none before its first byte, and none after its last.
  if (lo < hi && folded.text[lo] == '.') ++lo;
  if (hi > lo && folded.text[hi - 1] == '.') --hi;
  return {std::string_view(folded.text).substr(lo, hi - lo),
          std::span<const std::uint32_t>(origin).subspan(lo, hi - lo)};
}

bool Folding::next(std::size_t bytes, Normalized& out) {
  out.text.clear();
  out.origin.clear();
  if (at_ >= original_.size()) return false;
  append_until(at_ + bytes, out);
  return true;
}

void Folding::append_until(std::size_t stop, Normalized& out) {
  if (at_ >= stop) return;
  Folder f(original_, out, at_, static_cast<Kind>(last_));
  f.run_until(stop);
  at_ = f.at();
  last_ = static_cast<std::uint8_t>(f.last());
}

std::string normalize_key(std::string_view original) { return normalize(original).text; }

void normalize_into(std::string_view original, Normalized& out) {
  out.text.clear();
  out.origin.clear();
  Folder(original, out, 0, Kind::separator).run_until(original.size());
}

bool is_decimal_point(char32_t c) {
  if (c < 0x80) return c == '.';
  std::array<utf8proc_int32_t, 4> parts{};
  return decompose(c, parts) == 1 && parts[0] == '.';
}

bool is_decimal_digit(char32_t c) {
  if (c < 0x80) return c >= '0' && c <= '9';
  return c != 0xFFFD && utf8proc_category(static_cast<utf8proc_int32_t>(c)) == UTF8PROC_CATEGORY_ND;
}

bool is_spaceless(char32_t c) {
  return (c >= 0x2E80 && c <= 0x2FDF) ||    // CJK radicals, Kangxi
         (c >= 0x3005 && c <= 0x3007) ||    // 々 〆 〇
         (c >= 0x3040 && c <= 0x31FF) ||    // kana, bopomofo, kana extensions
         (c >= 0x3400 && c <= 0x4DBF) ||    // CJK extension A
         (c >= 0x4E00 && c <= 0x9FFF) ||    // CJK unified
         (c >= 0xF900 && c <= 0xFAFF) ||    // CJK compatibility
         (c >= 0xFF66 && c <= 0xFF9F) ||    // half-width katakana
         (c >= 0x20000 && c <= 0x3FFFF) ||  // CJK extensions B-H
         (c >= 0x0E00 && c <= 0x0EFF) ||    // Thai, Lao
         (c >= 0x1000 && c <= 0x109F) ||    // Myanmar
         (c >= 0x1780 && c <= 0x17FF);      // Khmer
}

// Letters, digits and marks (a combining accent stays inside its word), as a
// set of utf8proc's categories: one bit each.
constexpr std::uint32_t category_bit(utf8proc_category_t c) { return std::uint32_t{1} << c; }
constexpr std::uint32_t word_categories =
    category_bit(UTF8PROC_CATEGORY_LU) | category_bit(UTF8PROC_CATEGORY_LL) |
    category_bit(UTF8PROC_CATEGORY_LT) | category_bit(UTF8PROC_CATEGORY_LM) |
    category_bit(UTF8PROC_CATEGORY_LO) | category_bit(UTF8PROC_CATEGORY_ND) |
    category_bit(UTF8PROC_CATEGORY_NL) | category_bit(UTF8PROC_CATEGORY_NO) |
    category_bit(UTF8PROC_CATEGORY_MN) | category_bit(UTF8PROC_CATEGORY_MC) |
    category_bit(UTF8PROC_CATEGORY_ME);
static_assert(UTF8PROC_CATEGORY_CO < 32, "every category has a bit");

bool is_word_char(char32_t c) {
  if (c == 0 || is_spaceless(c)) return false;
  if (c < 0x80) return ascii_fold[c] != 0;
  const auto category = utf8proc_category(static_cast<utf8proc_int32_t>(c));
  return (word_categories >> category) & 1u;
}

char32_t char_at(std::string_view text, std::size_t at) {
  if (at >= text.size()) return 0;
  utf8proc_int32_t cp = 0;
  auto n = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(text.data() + at),
                            static_cast<utf8proc_ssize_t>(text.size() - at), &cp);
  return n <= 0 ? char32_t{0xFFFD} : static_cast<char32_t>(cp);
}

char32_t char_before(std::string_view text, std::size_t at) {
  if (at == 0 || at > text.size()) return 0;
  std::size_t start = at - 1;
  for (int back = 0; back < 3 && start > 0 &&
                     is_utf8_continuation(text[start]);
       ++back)
    --start;
  return char_at(text.substr(0, at), start);
}

namespace {

// Does the comma at `at`, after a digit, go on with that number? As a group
// of three digits ("Colossus 2,000") or a decimal comma ("2,5"), but not
// where a row of values starts its next field: "Phase 1,0.5" (a comma's
// number takes no decimal point after one or two digits), "Phase 1,100000".
bool comma_continues_number(std::string_view original, std::size_t at) {
  std::size_t i = next_char_start(original, at);
  int digits = 0;
  for (; digits <= 3 && is_decimal_digit(char_at(original, i)); ++digits)
    i = next_char_start(original, i);
  if (digits == 0 || digits > 3) return false;
  return digits == 3 || !is_decimal_point(char_at(original, i)) ||
         !is_decimal_digit(char_at(original, next_char_start(original, i)));
}

}  // namespace

bool on_word_boundaries(std::string_view original, std::size_t begin, std::size_t end) {
  char32_t first = char_at(original, begin);
  if (!is_spaceless(first) && is_word_char(char_before(original, begin))) return false;
  char32_t last = char_before(original, end);
  if (is_spaceless(last)) return true;
  char32_t after = char_at(original, end);
  if (is_word_char(after)) return false;
  if (!is_decimal_digit(last)) return true;
  if (after == ',' || after == 0xFF0C) return !comma_continues_number(original, end);
  return !is_decimal_point(after) || !is_decimal_digit(char_at(original, next_char_start(original, end)));
}

}  // namespace verifier::match
