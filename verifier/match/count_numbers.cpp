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

std::optional<Scan::Number> Scan::digits_at(std::size_t i) const {
  Number n{i, i};
  auto head = text(i);
  std::string digits(head.begin(), std::find_if(head.begin(), head.end(),
                                                [](char c) { return c < '0' || c > '9'; }));
  std::string decimals;
  std::int64_t scale = 1;
  char sep = 0;
  std::size_t groups = 0;
  std::size_t j = i;
  auto three_digits = [&](std::size_t k) {
    return k < t_.size() && t_[k].kind == Kind::digits && t_[k].end - t_[k].begin == 3;
  };
  if (t_[i].kind == Kind::digits && digits.size() <= 3) {
    for (;;) {
      std::size_t p = j + 1;
      if (p < t_.size() && t_[p].kind == Kind::punct && glued(p) && glued(p + 1) &&
          three_digits(p + 1) && (t_[p].cp == ',' || t_[p].cp == '.' || t_[p].cp == '\'' ||
                                  t_[p].cp == 0x2019)) {
        char c = t_[p].cp == 0x2019 ? '\'' : static_cast<char>(t_[p].cp);
        if (sep && c != sep) break;
        sep = c;
        j = p + 1;
      } else if (p < t_.size() && three_digits(p) && t_[p].space_before && (!sep || sep == ' ') &&
                 t_[p].begin - t_[j].end <= 3 && !is_punct(p + 1, '-')) {
        if (p + 1 < t_.size() && t_[p + 1].kind == Kind::digits && t_[p + 1].space_before)
          return std::nullopt;  // "555 123 4567": a phone number
        sep = ' ';
        j = p;
      } else {
        break;
      }
      digits += text(j);
      ++groups;
    }
  }
  // A decimal part: after '.' (or ',' where '.' groups), glued on both sides.
  auto decimal_mark = [&](std::size_t p) {
    return p + 1 < t_.size() && glued(p) && glued(p + 1) && t_[p].kind == Kind::punct &&
           ((t_[p].cp == '.' && sep != '.') || (t_[p].cp == ',' && (sep == '.' || sep == ' ')));
  };
  std::string_view suffix;
  if (t_[j].kind == Kind::digits && decimal_mark(j + 1) &&
      (t_[j + 2].kind == Kind::digits || t_[j + 2].kind == Kind::alnum)) {
    auto d = text(j + 2);
    auto stop = std::find_if(d.begin(), d.end(), [](char c) { return c < '0' || c > '9'; });
    decimals.assign(d.begin(), stop);
    suffix = d.substr(decimals.size());
    j += 2;
  } else if (t_[j].kind == Kind::alnum) {
    suffix = head.substr(digits.size());
  }
  if (is_punct(j + 1, '.') && glued(j + 1) && glued(j + 2) && j + 2 < t_.size() &&
      t_[j + 2].kind == Kind::digits)
    return std::nullopt;  // "1.2.3": a version
  bool times = false;
  if (!suffix.empty()) {
    if ((suffix == "x" || suffix == "X") && decimals.empty() && sep == 0) times = true;
    else if (suffix == "k" || suffix == "K") scale = 1000;
    else if (suffix == "M" || suffix == "mn" || suffix == "Mn") scale = 1000000;
    else if (suffix == "B" || suffix == "bn" || suffix == "Bn") scale = 1000000000;
    else return std::nullopt;  // "80GB", "64C", "1990s": a unit or a name
  } else if (j + 1 < t_.size() && t_[j + 1].kind == Kind::alpha) {
    auto w = word(j + 1);
    if (w == "thousand") scale = 1000;
    else if (w == "million") scale = 1000000;
    else if (w == "billion") scale = 1000000000;
    if (scale > 1) ++j;
  } else if (j + 1 < t_.size() && t_[j + 1].kind == Kind::cjk && cjk_unit(t_[j + 1].cp) >= 1000) {
    scale = cjk_unit(t_[j + 1].cp);
    ++j;
  }
  if (sep == '.' && groups == 1 && scale > 1 && decimals.empty()) {
    // "1.234 million": the dot was a decimal point after all.
    decimals = digits.substr(digits.size() - 3);
    digits.resize(digits.size() - 3);
  }
  if (digits.empty() || digits.size() + decimals.size() > 15) return std::nullopt;
  if (scale == 1 && !decimals.empty()) return std::nullopt;  // "1.2": not a count
  if (sep == 0 && scale == 1 && (digits.size() > 7 || (digits.size() > 1 && digits[0] == '0')))
    return std::nullopt;  // an identifier
  std::int64_t mantissa = std::stoll(digits + decimals);
  std::int64_t divisor = 1;
  for (std::size_t k = 0; k < decimals.size(); ++k) divisor *= 10;
  if (scale % divisor != 0) return std::nullopt;  // finer than one
  n.unit = scale > 1 ? scale / divisor : 0;
  n.value = mantissa * (scale / divisor);
  n.last = j;
  n.times = times;
  return n;
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

// "ten thousand", "twenty-four thousand five hundred seventy-six", "a hundred thousand".
std::optional<Scan::Number> Scan::words_at(std::size_t i) const {
  std::int64_t total = 0, current = 0, unit = 0;
  bool any = false;
  std::size_t j = i, last = i;
  for (; j < t_.size(); ++j) {
    if (t_[j].kind == Kind::punct) {
      if (any && is_punct(j, '-') && glued(j) && glued(j + 1)) continue;
      break;
    }
    if (t_[j].kind != Kind::alpha) break;
    auto w = word(j);
    if (w == "a" && !any && j + 1 < t_.size()) {
      auto next = number_word(word(j + 1));
      if (next && next->scale) { current = 1; continue; }
      break;
    }
    if (w == "and" && any && j + 1 < t_.size() && number_word(word(j + 1))) continue;
    auto n = number_word(w);
    if (!n) break;
    if (n->scale) {
      if (current == 0 && total == 0) break;
      if (n->value == 100) current = (current ? current : 1) * 100;
      else { total += current * n->value; current = 0; }
      unit = n->value;
    } else {
      // Added on after a round hundred ("one hundred five") or a round ten
      // ("twenty one"); any other word after a number ends it.
      const bool adds_on = current % 100 == 0 || (n->value < 10 && current % 10 == 0);
      if (any && adds_on) current += n->value;
      else if (any) break;
      else current = n->value;
      unit = 0;
    }
    any = true;
    last = j;
  }
  if (!any) return std::nullopt;
  return Number{i, last, total + current, unit};
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
