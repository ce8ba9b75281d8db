// match/count_numbers.cpp: the scan's reading of one count's number (see
// passage_scan.h; the rules in facts.h): digits with their grouping and
// abbreviations, a memory size or an "x" that makes it what one unit holds,
// number words, multiplicity words and CJK numerals. What the number counts
// is count_reading.cpp's.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/count_markers.h"
#include "match/count_nouns.h"
#include "match/facts_words.h"
#include "match/number_words.h"
#include "match/passage_scan.h"

namespace verifier::match::internal {

namespace {

// "12k", "3.5M", "2bn": a scale written as letters glued to the figures; 0
// where the letters are no scale ("80GB", "64C", "1990s": a unit or a name).
std::int64_t suffix_scale(std::string_view suffix) {
  static constexpr std::array<std::pair<std::string_view, std::int64_t>, 8> scales = {
      {{"k", 1000},
       {"K", 1000},
       {"M", 1000000},
       {"mn", 1000000},
       {"Mn", 1000000},
       {"B", 1000000000},
       {"bn", 1000000000},
       {"Bn", 1000000000}}};
  for (const auto& [letters, scale] : scales)
    if (suffix == letters) return scale;
  return 0;
}

// "24576GB": the figures a token starts with.
std::string_view leading_figures(std::string_view s) {
  return s.substr(0, static_cast<std::size_t>(
                         std::find_if(s.begin(), s.end(), [](char c) { return c < '0' || c > '9'; }) -
                         s.begin()));
}

// "12 thousand": a scale written as the word after the figures; 1 for any
// other word.
std::int64_t word_scale(std::string_view w) {
  if (w == "thousand") return 1000;
  if (w == "million") return 1000000;
  if (w == "billion") return 1000000000;
  return 1;
}

}  // namespace

// The figures of a number in digits as read so far (digits_at), its grouping
// and its scale.
struct Scan::Digits {
  std::string digits;       // the figures before any decimal mark, groups joined
  std::string decimals;     // the figures after it
  std::string_view suffix;  // letters glued to the last figures: "k", "x", "GB"
  std::int64_t scale = 1;
  char sep = 0;             // the grouping mark: ',', '.', '\'' or ' '
  std::size_t groups = 0;
  std::size_t last = 0;     // the number's last token
  bool times = false;       // "4x"

  // "1.234 million": a single group after a dot before a scale was a decimal
  // part after all.
  void regroup() {
    if (sep != '.' || groups != 1 || scale == 1 || !decimals.empty()) return;
    decimals = digits.substr(digits.size() - 3);
    digits.resize(digits.size() - 3);
  }

  // The number of tokens [first, last], or none where the figures make no
  // count: too long, a fraction, an identifier, finer than one.
  std::optional<Number> number(std::size_t first) const {
    if (digits.empty() || digits.size() + decimals.size() > 15) return std::nullopt;
    if (scale == 1 && !decimals.empty()) return std::nullopt;  // "1.2": not a count
    if (sep == 0 && scale == 1 && (digits.size() > 7 || (digits.size() > 1 && digits[0] == '0')))
      return std::nullopt;  // an identifier
    const std::int64_t mantissa = std::stoll(digits + decimals);
    std::int64_t divisor = 1;
    for (std::size_t k = 0; k < decimals.size(); ++k) divisor *= 10;
    if (scale % divisor != 0) return std::nullopt;  // finer than one
    Number n{first, last};
    n.unit = scale > 1 ? scale / divisor : 0;
    n.value = mantissa * (scale / divisor);
    n.times = times;
    return n;
  }
};

std::optional<Scan::Number> Scan::digits_at(std::size_t i) const {
  const auto head = text(i);
  Digits d;
  d.digits = leading_figures(head);
  d.last = i;
  if (t_[i].kind == Kind::digits && d.digits.size() <= 3 && !group_digits(d)) return std::nullopt;
  decimal_part(d, head);
  if (is_punct(d.last + 1, '.') && glued(d.last + 1) && glued(d.last + 2) && d.last + 2 < t_.size() &&
      t_[d.last + 2].kind == Kind::digits)
    return std::nullopt;  // "1.2.3": a version
  if (!scale_of(d)) return std::nullopt;
  d.regroup();
  return d.number(i);
}

// "24,576", "24.576", "24'576", "24 576": the groups of three figures after
// the first ones, one grouping mark throughout; false for a phone number.
bool Scan::group_digits(Digits& d) const {
  for (;;) {
    const std::size_t p = d.last + 1;
    if (const char mark = grouping_mark(p)) {
      if (d.sep && mark != d.sep) break;
      d.sep = mark;
      d.last = p + 1;
    } else if (three_digits(p) && t_[p].space_before && (!d.sep || d.sep == ' ') &&
               t_[p].begin - t_[d.last].end <= 3 && !is_punct(p + 1, '-')) {
      if (p + 1 < t_.size() && t_[p + 1].kind == Kind::digits && t_[p + 1].space_before)
        return false;  // "555 123 4567": a phone number
      d.sep = ' ';
      d.last = p;
    } else {
      break;
    }
    d.digits += text(d.last);
    ++d.groups;
  }
  return true;
}

bool Scan::three_digits(std::size_t k) const {
  return k < t_.size() && t_[k].kind == Kind::digits && t_[k].end - t_[k].begin == 3;
}

// The mark at token p if it groups the figures around it (glued to both,
// three figures after), as ASCII; 0 otherwise.
char Scan::grouping_mark(std::size_t p) const {
  if (p >= t_.size() || t_[p].kind != Kind::punct || !glued(p) || !glued(p + 1) ||
      !three_digits(p + 1))
    return 0;
  const char32_t cp = t_[p].cp;
  if (cp == 0x2019) return '\'';
  return cp == ',' || cp == '.' || cp == '\'' ? static_cast<char>(cp) : 0;
}

// A decimal part: after '.' (or ',' where '.' groups), glued on both sides;
// the letters glued to the last figures ("12.3k", "80GB") are the suffix.
void Scan::decimal_part(Digits& d, std::string_view head) const {
  const std::size_t j = d.last;
  const auto decimal_mark = [&](std::size_t p) {
    return p + 1 < t_.size() && glued(p) && glued(p + 1) && t_[p].kind == Kind::punct &&
           ((t_[p].cp == '.' && d.sep != '.') || (t_[p].cp == ',' && (d.sep == '.' || d.sep == ' ')));
  };
  if (t_[j].kind == Kind::digits && decimal_mark(j + 1) &&
      (t_[j + 2].kind == Kind::digits || t_[j + 2].kind == Kind::alnum)) {
    const auto figures = text(j + 2);
    d.decimals = leading_figures(figures);
    d.suffix = figures.substr(d.decimals.size());
    d.last += 2;
  } else if (t_[j].kind == Kind::alnum) {
    d.suffix = head.substr(d.digits.size());
  }
}

// The number's scale or multiplicity: its suffix ("12k", "4x"), a word
// ("12 thousand") or a CJK unit (1.2万) after it; false where the suffix is
// no scale.
bool Scan::scale_of(Digits& d) const {
  if (!d.suffix.empty()) {
    if ((d.suffix == "x" || d.suffix == "X") && d.decimals.empty() && d.sep == 0) {
      d.times = true;
      return true;
    }
    d.scale = suffix_scale(d.suffix);
    return d.scale != 0;
  }
  const std::size_t next = d.last + 1;
  if (next < t_.size() && t_[next].kind == Kind::alpha) {
    d.scale = word_scale(word(next));
    if (d.scale > 1) ++d.last;
  } else if (next < t_.size() && t_[next].kind == Kind::cjk && cjk_unit(t_[next].cp) >= 1000) {
    d.scale = cjk_unit(t_[next].cp);
    ++d.last;
  }
  return true;
}

// "96 NVIDIA DGX-A100 (8×40G) GPU nodes": a bracket right after a model (or
// its noun) opening with a count times a memory size is what one unit holds,
// 8 of that model of 40 GB each; the number takes the size into its span.
void Scan::memory_times(Number& n) const {
  std::size_t k = n.last + 1;
  if (!n.times && k < t_.size() &&
      (is_punct(k, 0xD7 /* × */) || (t_[k].kind == Kind::alpha && one_of(text(k), {"x", "X"}))))
    ++k;
  else if (!n.times)
    return;
  if (n.first < 2 || !is_punct(n.first - 1, '(') || k >= t_.size() || t_[k].kind != Kind::alnum)
    return;
  const std::string size = word(k);
  const auto unit = size.find_first_not_of("0123456789");
  if (unit == 0 || unit == std::string::npos || (size.substr(unit) != "g" && size.substr(unit) != "gb"))
    return;
  std::size_t model = n.first - 2;
  if (model > 0 && t_[model].kind == Kind::alpha && noun_kind(word(model)) == Counted::accelerators)
    --model;
  const auto m = std::find(mention_last_.begin(), mention_last_.end(), model);
  if (m == mention_last_.end()) return;
  n.times = true;
  n.of = static_cast<std::size_t>(m - mention_last_.begin());
  n.last = k;
}

// "A100 40GB x480": an "x" glued to digits after a model and its variant
// words is that many of the model.
std::optional<Scan::Number> Scan::times_after_model(std::size_t i) const {
  const auto w = text(i);
  if (w.size() < 2 || w.size() > 8 || (w[0] != 'x' && w[0] != 'X') || !t_[i].space_before ||
      !std::all_of(w.begin() + 1, w.end(), [](char c) { return is_ascii_digit(c); }) || w[1] == '0')
    return std::nullopt;
  std::size_t k = i - 1;
  for (int variant = 0; i > 0 && variant < 3; ++variant, --k) {
    const auto m = std::find(mention_last_.begin(), mention_last_.end(), k);
    if (m != mention_last_.end()) {
      Number n{i, i, std::stoll(std::string(w.substr(1))), 0, true};
      n.of = static_cast<std::size_t>(m - mention_last_.begin());
      return n;
    }
    if (k == 0 || t_[k].kind != Kind::alnum) return std::nullopt;  // "40GB", "SXM4"
  }
  return std::nullopt;
}

namespace {

// A number in words as read so far: "twenty-four thousand five hundred".
struct WordsSum {
  std::int64_t total = 0;    // the thousands and above, summed
  std::int64_t current = 0;  // below the last thousand
  std::int64_t unit = 0;     // the last scale word's value: the written precision
  bool any = false;

  // Takes the next number word in; false where it ends the number instead.
  bool add(const NumberWord& n) {
    if (n.scale) return add_scale(n.value);
    // Added on after a round hundred ("one hundred five") or a round ten
    // ("twenty one"); any other word after a number ends it.
    const bool adds_on = current % 100 == 0 || (n.value < 10 && current % 10 == 0);
    if (any && !adds_on) return false;
    current = any ? current + n.value : n.value;
    unit = 0;
    any = true;
    return true;
  }

  bool add_scale(std::int64_t value) {
    if (current == 0 && total == 0) return false;
    if (value == 100) {
      current = (current ? current : 1) * 100;
    } else {
      total += current * value;
      current = 0;
    }
    unit = value;
    any = true;
    return true;
  }
};

}  // namespace

// "ten thousand", "twenty-four thousand five hundred seventy-six", "a hundred thousand".
std::optional<Scan::Number> Scan::words_at(std::size_t i) const {
  WordsSum sum;
  std::size_t last = i;
  for (std::size_t j = i; j < t_.size(); ++j) {
    if (t_[j].kind == Kind::punct) {
      if (sum.any && is_punct(j, '-') && glued(j) && glued(j + 1)) continue;
      break;
    }
    if (t_[j].kind != Kind::alpha) break;
    const auto w = word(j);
    if (w == "a" && !sum.any && j + 1 < t_.size()) {
      const auto* next = number_word(word(j + 1));
      if (!next || !next->scale) break;
      sum.current = 1;  // "a hundred"
      continue;
    }
    if (w == "and" && sum.any && j + 1 < t_.size() && number_word(word(j + 1))) continue;
    const auto* n = number_word(w);
    if (!n || !sum.add(*n)) break;
    last = j;
  }
  if (!sum.any) return std::nullopt;
  return Number{i, last, sum.total + sum.current, sum.unit};
}

// "quadruple Nvidia A100 GPUs", "dual H100": a multiplicity word is "4x" in
// words, what one unit holds; before anything but accelerators ("dual-socket",
// "quad-core", "quad A100 GPU nodes", "double the speed") it is no count.
std::optional<Scan::Number> Scan::multiplicity_at(std::size_t i) const {
  static constexpr std::array<std::pair<std::string_view, std::int64_t>, 6> words = {
      {{"dual", 2}, {"double", 2}, {"triple", 3}, {"quad", 4}, {"quadruple", 4}, {"octuple", 8}}};
  const std::string w = word(i);
  for (const auto& [name, value] : words)
    if (w == name) return Number{i, i, value, 0, /*times=*/true};
  return std::nullopt;
}

// "一万二千", "三百", "十万": traditional CJK numerals.
std::optional<Scan::Number> Scan::cjk_at(std::size_t i) const {
  std::int64_t result = 0, section = 0, num = 0, unit = 0;
  bool digit = false;
  std::size_t j = i;
  for (; j < t_.size() && t_[j].kind == Kind::cjk && (j == i || glued(j)); ++j) {
    if (auto d = cjk_digit(t_[j].cp)) {
      num = *d;
      digit = true;
      unit = 0;
      continue;
    }
    auto u = cjk_unit(t_[j].cp);
    if (!u) break;
    if (u < 10000) {
      section += (num ? num : 1) * u;
    } else {
      result += (section + num ? section + num : 1) * u;
      section = 0;
    }
    num = 0;
    unit = u;
  }
  if (j == i) return std::nullopt;
  Number n{i, j - 1, result + section + num, unit};
  bool counted = j < t_.size() && t_[j].kind == Kind::cjk && counter(t_[j].cp);
  // 十万 is a number, 百 in 百度 is not; 万块 (逾万块) counts ten thousand.
  if (!digit && j - i < 2 && !(counted && unit >= 10000)) return std::nullopt;
  if (j - i < 2 && !counted) return std::nullopt;  // 一 in 统一, 九 in 九州
  if (i > 0 && t_[i - 1].kind == Kind::cjk && t_[i - 1].cp == U'第') return std::nullopt;
  // 一个, 一块: the article "a" ("由一个72核Grace CPU和一个H100 GPU组成"), as "one" is in English.
  if (n.value < 2) return std::nullopt;
  return n;
}

}  // namespace verifier::match::internal
