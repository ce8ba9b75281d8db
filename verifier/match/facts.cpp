// match/facts.cpp: counts and accelerator mentions in one passage (see
// facts.h for the rules). The passage is cut once into tokens (words of ASCII
// letters and digits, single CJK characters, single punctuation marks); the
// model forms are looked up per word behind a [first byte][length] filter, and
// everything else (markers, nouns, units) is read only around a number.
#include "match/facts.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <initializer_list>
#include <unordered_map>
#include <vector>

#include "core/ascii.h"
#include "match/context.h"
#include "match/count_markers.h"
#include "match/count_nouns.h"
#include "match/count_sentence.h"
#include "match/facts_words.h"
#include "match/normalize.h"
#include "match/number_words.h"
#include "match/passage_products.h"
#include "match/passage_scan.h"
#include "match/table_row.h"

namespace verifier::match::internal {

// ---- numbers ----

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
      if (any && current % 100 != 0 && n->value < 10 && current % 10 == 0) current += n->value;
      else if (any && current % 100 == 0) current += n->value;
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

// Years, dates, money, units, labels and identifiers.
bool Scan::not_a_count(const Number& n, std::size_t after) const {
  std::size_t i = n.first;
  if (i > 0) {
    const auto& p = t_[i - 1];
    // "555 123 4567": one of a run of numbers; not after a model number
    // ("AMD EPYC 7763 4x NVIDIA A100": the 4x counts GPUs).
    if (p.kind == Kind::digits &&
        !(i > 1 && t_[i - 2].kind == Kind::alpha && is_label(word(i - 2))))
      return true;
    if (p.kind == Kind::punct && !t_[i].space_before) {
      if (is_currency(p.cp) || p.cp == '#' || p.cp == '+' || p.cp == '@') return true;
      if (one_of(text(i - 1), {"-", "/", ".", ":", "_", "\xE2\x80\x93"}) && i > 1 &&
          !p.space_before && t_[i - 2].kind != Kind::punct)
        return true;  // 2023-09, HL-225, 10/12, v1.2
    }
    if (p.kind == Kind::punct && is_currency(p.cp)) return true;
    // The word before, also across "No." or "#": "version 2", "No. 12345".
    std::size_t w = i - 1;
    if (p.kind == Kind::punct && (p.cp == '.' || p.cp == ':' || p.cp == '#') && w > 0) --w;
    if (t_[w].kind == Kind::alpha &&
        (is_label(word(w)) || (w == i - 1 && n.value <= 31 && is_month(word(w)))))
      return true;
  }
  if (after < t_.size()) {
    const auto& a = t_[after];
    if (a.kind == Kind::punct && !a.space_before) {
      if (a.cp == '%' || a.cp == 0xFF05) return true;
      if ((a.cp == '-' || a.cp == '/' || a.cp == ':' || a.cp == 0x2013) && glued(after + 1) &&
          after + 1 < t_.size() && (t_[after + 1].kind == Kind::digits))
        return true;  // dates, ranges, times, phone numbers
    }
    if (a.kind == Kind::punct && a.space_before && a.cp == '%') return true;
    if (unit_hyphened(n.last)) return true;  // "8 NVIDIA 80-GB A100 GPUs"
    if (a.kind == Kind::alpha) {
      auto w = word(after);
      if (is_unit(w) || (n.value <= 31 && is_month(w))) return true;
      if (w == "per" && after + 1 < t_.size() && word(after + 1) == "cent") return true;
    }
    if (a.kind == Kind::cjk && is_cjk_unit(s_.substr(a.begin))) return true;
  }
  return false;
}

// "H100 GPUs: 24,576", "GPU 960": the noun right before the number.
Counted Scan::noun_before(std::size_t first) const {
  if (first == 0) return Counted::unknown;
  std::size_t k = first - 1;
  if (t_[k].kind == Kind::punct && one_of(text(k), {":", "\xEF\xBC\x9A", "="}) && k > 0) --k;
  if (t_[k].kind == Kind::alpha) return noun_kind(word(k));
  for (std::size_t m = 0; m < mentions_.size(); ++m)
    if (mention_last_[m] == k) return Counted::accelerators;
  return Counted::unknown;
}

// "96 DGX-A100 GPU (8×40G) servers", "96 NVIDIA DGX-A100 (8×40G) GPU
// nodes": a short bracketed aside inside the noun phrase, right before a unit
// of the machine (a word for accelerators may come first), is the spec of
// what precedes it; the phrase goes on past it: its token past the aside that
// opens at `open`, or 0.
std::size_t Scan::unit_past_aside(std::size_t open) const {
  if (!is_punct(open, '(')) return 0;
  auto alpha = [&](std::size_t i) { return i < t_.size() && t_[i].kind == Kind::alpha; };
  for (std::size_t k = open + 1; k < t_.size() && k <= open + 8; ++k) {
    if (!is_punct(k, ')')) continue;
    std::size_t unit = k + 1;
    if (alpha(unit) && noun_kind(word(unit)) == Counted::accelerators) ++unit;
    return alpha(unit) && is_unit_of_machine(word(unit)) ? k + 1 : 0;
  }
  return 0;
}

void Scan::read_noun(Count& c, std::size_t& after) {
  // A counter (块, 台, 基) and the CJK noun after it.
  if (after < t_.size() && t_[after].kind == Kind::cjk) {
    if (auto k = counter(t_[after].cp)) {
      c.thing = *k;
      c.end = t_[after].end;
      ++after;
    }
    // "32基のラック", "2基のIntel Xeon": what follows の is what is counted.
    std::size_t noun = after;
    if (noun < t_.size() && t_[noun].kind == Kind::cjk && t_[noun].cp == U'の') ++noun;
    if (noun < t_.size() && t_[noun].kind == Kind::cjk) {
      if (auto k = cjk_noun(s_.substr(t_[noun].begin)); k != Counted::unknown) c.thing = k;
    } else if (noun > after) {
      for (std::size_t k = noun; k < t_.size() && k < noun + 3 && t_[k].kind == Kind::alpha; ++k)
        if (auto kind = noun_kind(word(k)); kind != Counted::unknown) {
          c.thing = kind;
          break;
        }
    }
  }
  // "400,000 of Nvidia's GB200 processors": "of" and a vendor's possessive
  // lead to the model.
  if (after + 1 < t_.size() && t_[after].kind == Kind::alpha && word(after) == "of") {
    std::size_t k = after + 1;
    if (const std::size_t past = past_possessive(k)) k = past;
    if (std::binary_search(mention_first_.begin(), mention_first_.end(), k)) after = k;
    if (const std::size_t past = past_the_chips(after)) {
      c.thing = Counted::accelerators;
      after = past;
    }
  }
  // "a 10,000 unit NVIDIA H100 GPU cluster": "unit" is a counter word before
  // what it counts.
  if (after + 1 < t_.size() && t_[after].kind == Kind::alpha && word(after) == "unit" &&
      (std::binary_search(mention_first_.begin(), mention_first_.end(), after + 1) ||
       noun_kind(word(after + 1)) == Counted::accelerators))
    ++after;
  // "4x [[H100\|Nvidia H100]]": a wiki link's brackets open the noun phrase.
  if (is_punct(after, '[') && is_punct(after + 1, '[') && glued(after + 1)) after += 2;
  // "six `NVIDIA Tesla V100`_ accelerators": so does a reST link's backquote,
  // and a quote mark ("2,016 'NVIDIA H100 Tensor Core GPUs'", a product's name).
  else if ((is_punct(after, '`') || is_punct(after, '\'') || is_punct(after, '"')) &&
           glued(after + 1))
    ++after;
  // The noun phrase: modifiers, model mentions, nouns; the last noun wins
  // ("GPU nodes" counts nodes, "CPU cores" cores).
  std::size_t m = std::lower_bound(mention_first_.begin(), mention_first_.end(), after) -
                  mention_first_.begin();
  std::size_t k = after, seen = 0;
  // "140 DGX A100", "128 Nvidia HGX H100": a line of machines before the
  // model counts machines, unless a word for what is counted follows ("64
  // DGX A100 GPUs"); a DGX or an HGX board holds several GPUs.
  bool machine_line = false, by_model = false, noun = false;
  auto model_next = [&](std::size_t j) {
    if (is_punct(j, '-') && glued(j) && glued(j + 1)) ++j;
    return m < mentions_.size() && mention_first_[m] == j;
  };
  while (k < t_.size() && seen < 6) {
    if (m < mentions_.size() && mention_first_[m] == k) {
      if (!c.model) c.model = m;
      if (c.thing == Counted::unknown) {
        c.thing = Counted::accelerators;
        by_model = true;
      }
      for (std::size_t j = k; j < mention_last_[m]; ++j)  // "Nvidia HGX H100"
        if (one_of(word(j), {"dgx", "hgx"})) machine_line = true;
      k = mention_last_[m] + 1;
      ++m;
      ++seen;
      continue;
    }
    if (is_punct(k, '-') && !t_[k].space_before) { ++k; continue; }
    // "two Nvidia “V100 O&G” GPUs": a model's name in quote marks.
    if (opens_quote(k) && glued(k + 1) && model_next(k + 1)) { ++k; continue; }
    if (t_[k].kind == Kind::alnum) { ++k; ++seen; continue; }  // "SXM5", "80GB", "A5000"
    // "261 four-GPU accelerated compute nodes": the units' size, a modifier.
    if (k == after && unit_size_at(k) > 0) { k += 3; ++seen; continue; }
    if (unit_hyphened(k)) { k += 3; ++seen; continue; }        // "80-GB"
    if (auto past = unit_past_aside(k)) { k = past; continue; }
    if (t_[k].kind == Kind::cjk) {
      auto kind = cjk_noun(s_.substr(t_[k].begin));
      if (kind != Counted::unknown) c.thing = kind;
      break;
    }
    if (t_[k].kind != Kind::alpha) break;
    auto w = word(k);
    auto kind = noun_kind(w);
    // A model's "processors" are the model: "GB200 Grace Blackwell processors";
    // an appliance's "systems" too: "64 Cerebras CS-2 systems".
    if (kind == Counted::cpus && c.model) kind = Counted::accelerators;
    if (kind == Counted::nodes && c.model && one_of(w, {"system", "systems"}) &&
        table_.appliance(mentions_[*c.model].accelerator))
      kind = Counted::accelerators;
    // A CPU's superchip is CPUs: "920 Nvidia Grace CPU Superchips".
    if (kind == Counted::accelerators && c.thing == Counted::cpus && !c.model &&
        starts_with(w, "superchip"))
      kind = Counted::cpus;
    if (one_of(w, {"dgx", "hgx"}) && model_next(k + 1)) machine_line = true;
    if (kind != Counted::unknown) {
      c.thing = kind;
      noun = true;
    } else if (one_of(w, {"phase", "stage"}) && k + 1 < t_.size() && t_[k + 1].kind == Kind::digits) {
      // "The 72 Phase 1 GPU nodes": the phase, with its number, is a word of the phrase.
      ++k;
    } else if (coordinate_adjective(k)) {
      ++k;  // and its comma
    } else if (!is_modifier(w) && !names_before_model(k)) {
      break;
    }
    ++k;
    ++seen;
  }
  if (machine_line && by_model && !noun) c.thing = Counted::nodes;
  after = k;
}

// "80-GB": a number hyphened to a unit is a size, as "80GB" is.
bool Scan::unit_hyphened(std::size_t k) const {
  return t_[k].kind == Kind::digits && is_punct(k + 1, '-') && glued(k + 1) && glued(k + 2) &&
         k + 2 < t_.size() && t_[k + 2].kind == Kind::alpha && is_unit(word(k + 2));
}

// "2,560 direct, liquid-cooled Nvidia Grace Hopper Superchips": an adjective
// that a comma joins to the phrase's next modifier is a word of the phrase.
bool Scan::coordinate_adjective(std::size_t k) const {
  const auto lower = [&](std::size_t i) { return text(i)[0] >= 'a' && text(i)[0] <= 'z'; };
  return lower(k) && is_punct(k + 1, ',') && glued(k + 1) && k + 2 < t_.size() &&
         t_[k + 2].kind == Kind::alpha && t_[k + 2].space_before && lower(k + 2) &&
         is_modifier(word(k + 2));
}

// "Magic says it has 8,000 of the hugely powerful chips": "of the" and a
// few words (a possessive among them: "of the world's coveted NVIDIA Grace
// Hopper superchips") before a noun for accelerators or a model lead to it;
// the token past the noun, or the model's first, or 0. The chips are the ones
// already named, so no number may sit between ("100 of the 448 GPUs" is the
// 448's); "16k of these GPUs" that a tenant rents are a share of a set the
// passage counts, not the machine's.
std::size_t Scan::past_the_chips(std::size_t of) const {
  if (of + 1 >= t_.size() || t_[of].kind != Kind::alpha || word(of) != "of" ||
      word(of + 1) != "the")
    return 0;
  std::size_t k = of + 2;
  for (std::size_t words = 0; k < t_.size() && words < 4; ++words) {
    if (std::binary_search(mention_first_.begin(), mention_first_.end(), k)) return k;
    if (t_[k].kind != Kind::alpha) return 0;
    const auto kind = noun_kind(word(k));
    if (kind == Counted::accelerators) return k + 1;
    if (kind != Counted::unknown) return 0;
    const std::size_t past = past_possessive(k);
    k = past ? past : k + 1;
  }
  return 0;
}

// "Nvidia's", "the world's": a word and its possessive; the token past it, or 0.
std::size_t Scan::past_possessive(std::size_t k) const {
  const bool apostrophe = is_punct(k + 1, '\'') || is_punct(k + 1, 0x2019);
  return k + 2 < t_.size() && t_[k].kind == Kind::alpha && apostrophe && glued(k + 1) &&
                 word(k + 2) == "s"
             ? k + 3
             : 0;
}

// "4x Nvidia RedStone A100-40": a capitalised word right before a model is
// the name of its board or line, a word of the model's noun phrase.
bool Scan::names_before_model(std::size_t k) const {
  const char first = text(k)[0];
  return first >= 'A' && first <= 'Z' &&
         std::binary_search(mention_first_.begin(), mention_first_.end(), k + 1);
}

// Does the sentence so far speak of one node? "Each DGX A100 node comprises
// eight NVIDIA A100", "Each node then has 8 GPUs", "A single Frontier node
// contains 4 MI250X": a node word in the singular (not "560-node", which
// sizes the machine) or "each" before the count, in the same sentence.
bool Scan::about_one_node(std::size_t begin) const {
  constexpr std::size_t reach = 160;
  // The node's own count comes first: "Each compute node features four GH200
  // accelerators, resulting in ... 23,752 accelerators" (23,752 is a total).
  const std::size_t from = std::max(begin > reach ? begin - reach : 0, counted_until_);
  auto clause = ascii_lower(s_.substr(from, begin - from));
  for (std::string_view stop : {". ", "; ", ": ", "。", "；"})
    if (auto cut = clause.rfind(stop); cut != std::string::npos) clause.erase(0, cut + stop.size());
  // "各計算ノードには...V100が4基", "每个节点配备8块GPU": each node, in CJK.
  for (std::string_view each : {"各", "每"})
    if (auto at = clause.find(each); at != std::string::npos)
      for (std::string_view node : {"ノード", "节点", "節點", "サーバ", "服务器", "台"})
        if (auto n = clause.find(node, at); n != std::string::npos && n - at <= 15) return true;
  auto letter = [&](std::size_t k) { return clause[k] >= 'a' && clause[k] <= 'z'; };
  std::string_view previous;
  bool unsized_units = false;  // "The nodes in these systems": no count sizes them
  // "The nodes in total contain 37,632 GPUs": a sum over them, the machine's.
  const bool summed = clause.find("total") != std::string::npos || clause.find(" all ") != std::string::npos;
  for (std::size_t w = 0; w < clause.size();) {
    while (w < clause.size() && !letter(w)) ++w;
    std::size_t e = w;
    while (e < clause.size() && letter(e)) ++e;
    const std::string_view word = std::string_view(clause).substr(w, e - w);
    const bool glued_before = w > 0 && (clause[w - 1] == '-' || is_ascii_alnum(clause[w - 1]));
    // "(four superchips per node) - 24,000 H100 GPUs": "per node" closes the
    // count before it and says nothing of the next one.
    // "starts with a single VM and eight NVIDIA Ampere A100": one VM's.
    if (!glued_before && previous != "per" &&
        one_of(word, {"node", "server", "blade", "tray", "board", "host", "rack", "vm"}))
      return true;
    // "560 nodes, each with one AMD Milan CPU (32 cores) and four NVIDIA A100
    // GPUs", "The 72 Phase 1 GPU nodes each contain an NVIDIA HGX A100
    // baseboard with 4 GPUs", "72 servers, and each of them is equipped with
    // 8 GPU accelerators": what each holds, since the last count of
    // accelerators ("8xA5000 GPUs each (64 total GPUs)": that "each" closes
    // the count before it).
    if (word == "each" && e + 1 < clause.size() && clause[e] == ' ' && letter(e + 1) &&
        each_holds(std::string_view(clause).substr(e)))
      return true;
    // "The nodes in these systems consist of 4 MI250X GPUs": nodes no count
    // sizes, and what they hold ("The 24 nodes hold 192 GPUs" is sized: a total).
    if (unsized_units && !summed &&
        one_of(word, {"consist", "consists", "contain", "have", "hold", "feature", "house", "comprise", "carry"}))
      return true;
    previous = word;
    // "Nodes with 1 64-core AMD CPU and 4 AMD MI250X GPUs": nodes no count
    // sizes, described by what they hold (with a count, "2978 nodes with 4
    // MI250X", they are the machine's, and the product reads the total).
    // "84 A100 GPU nodes that are configured identically to the compute
    // nodes with the addition of 3 NVIDIA A100 GPUs": the nodes a
    // determiner opens are unsized too, whatever the clause counted before.
    const bool plural_unit =
        !glued_before && one_of(word, {"nodes", "servers", "blades", "racks", "trays", "boards"});
    const bool units = plural_unit && clause.find_first_of("0123456789") > w;
    if ((units || (plural_unit && after_determiner(std::string_view(clause).substr(0, w)))) &&
        starts_with(std::string_view(clause).substr(e), " with "))
      return true;
    unsized_units = unsized_units || units;
    w = e;
  }
  return false;
}

// "8-GPU HGX H100 nodes", "HGX H100 8-GPU servers": a count joined by a
// hyphen to its accelerator noun, in a noun phrase ending in a unit.
bool Scan::sized_unit(const Number& n, std::size_t after) const {
  const std::size_t noun = n.last + 2;
  if (!is_punct(n.last + 1, '-') || !glued(n.last + 1) || !glued(noun) || noun >= after ||
      t_[noun].kind != Kind::alpha || noun_kind(word(noun)) != Counted::accelerators)
    return false;
  return t_[after - 1].kind == Kind::alpha && is_unit_of_machine(word(after - 1));
}

// "GB200 NVL72 ... 72 Blackwell GPUs": a product named by its own count of
// accelerators, in the same sentence; the count is what one of them holds.
bool Scan::in_named_unit(const Count& c, const Number& n) const {
  if (c.thing != Counted::accelerators) return false;
  const std::string name = "nvl" + std::to_string(c.value);
  auto named = [&](std::size_t k) {
    return t_[k].kind == Kind::alnum && ascii_lower(text(k)) == name;
  };
  auto stop = [&](std::size_t k) { return is_punct(k, '.') || is_punct(k, ';'); };
  for (std::size_t k = n.first, seen = 0; k > 0 && seen < 16 && !stop(k - 1); --k, ++seen)
    if (named(k - 1)) return true;
  for (std::size_t k = n.last + 1, seen = 0; k < t_.size() && seen < 8 && !stop(k); ++k, ++seen)
    if (named(k)) return true;
  return false;
}

// "four-GPU", "8-GPU": the size of a unit at token k, hyphened to a word for
// accelerators (a small number, in digits or a word), or -1.
std::int64_t Scan::unit_size_at(std::size_t k) const {
  if (k + 2 >= t_.size() || !is_punct(k + 1, '-') || !glued(k + 1) || !glued(k + 2) ||
      t_[k + 2].kind != Kind::alpha || noun_kind(word(k + 2)) != Counted::accelerators)
    return -1;
  constexpr std::size_t widest = 2;  // digits: "8-GPU", "16-GPU"
  if (t_[k].kind == Kind::digits && all_ascii_digits(text(k)) && text(k).size() <= widest)
    return std::stoll(std::string(text(k)));
  if (t_[k].kind != Kind::alpha) return -1;
  const auto* w = number_word(word(k));
  return w && !w->scale ? w->value : -1;
}

// "261 four-GPU accelerated compute nodes with: ... 4 Nvidia Tesla V100
// SXM2 GPUs": a count equal to the size of a unit named before it in its
// sentence ("four-GPU ... nodes", as `sized_unit` reads it) is what each
// such unit holds. A sentence ends at '.' or ';' before a space, not in "2.5".
std::optional<std::size_t> Scan::sized_by(const Count& c, const Number& n) const {
  if (c.thing != Counted::accelerators || c.value > 16) return std::nullopt;
  auto sizes = [&](std::size_t k) { return k + 2 < n.first && unit_size_at(k) == c.value; };
  auto stop = [&](std::size_t k) {
    return (is_punct(k, '.') || is_punct(k, ';')) && k + 1 < t_.size() && t_[k + 1].space_before;
  };
  constexpr std::size_t reach = 64;  // tokens: a spec list's sentence
  for (std::size_t k = n.first, seen = 0; k > 0 && seen < reach && !stop(k - 1); --k, ++seen)
    if (sizes(k - 1)) return k - 1;
  return std::nullopt;
}

// After a noun phrase: "on an MI250X", "in each node", "within a single
// server": the count is what one thing holds. A cluster or a building is no
// one thing ("24,576 GPUs in a single cluster" is that cluster's total).
bool Scan::in_one(std::size_t after) const {
  std::size_t k = after;
  if (k + 2 >= t_.size() || t_[k].kind != Kind::alpha ||
      !one_of(word(k), {"on", "in", "within", "inside"}))
    return false;
  if (t_[++k].kind != Kind::alpha || !one_of(word(k), {"a", "an", "each", "every", "one"}))
    return false;
  if (++k < t_.size() && t_[k].kind == Kind::alpha && word(k) == "single") ++k;
  if (k >= t_.size()) return false;
  if (std::binary_search(mention_first_.begin(), mention_first_.end(), k)) return true;
  return t_[k].kind == Kind::alpha && noun_kind(word(k)) == Counted::nodes;
}

// "The 2 GPUs on an MI250X", "the 8 GCDs contained in the 4 MI250X": a
// few accelerators named with "the" are ones the page has already counted,
// a node's or a device's (a machine's total is no such handful).
bool Scan::the_few(const Count& c) const {
  if (c.thing != Counted::accelerators || c.value > 16 || c.form != CountForm::exact) return false;
  auto head = ascii_lower(s_.substr(c.begin > 5 ? c.begin - 5 : 0, std::min<std::size_t>(c.begin, 5)));
  return head == " the " || (c.begin == 4 && head == "the ");
}

// "with 8 v100 Nvidia GPUS and 768 GB of RAM each": "each" closing the
// clause after the noun phrase says what each unit holds, unless the clause
// names accelerators or units again ("40 nodes and 8 GPUs each": the nodes
// are the machine's, and "each" belongs to the next count).
bool Scan::each_closes_clause(std::size_t after) const {
  constexpr std::size_t reach = 12;  // tokens
  for (std::size_t k = after; k < t_.size() && k < after + reach; ++k) {
    if (t_[k].kind == Kind::punct) return false;
    if (t_[k].kind != Kind::alpha) continue;
    const auto w = word(k);
    if (noun_kind(w) == Counted::accelerators || noun_kind(w) == Counted::nodes) return false;
    if (w == "each") return k + 1 == t_.size() || t_[k + 1].kind == Kind::punct;
  }
  return false;
}

// "1 cloud TPU = 4 TPU chips": a unit's definition counts what one unit is,
// on both sides of the "=" (a product's "766 x 8" is no definition).
bool Scan::defines_unit(const Number& n, std::size_t after) const {
  if (is_punct(after, '=')) return true;
  if (n.first < 2 || !is_punct(n.first - 1, '=')) return false;
  constexpr std::size_t reach = 6;  // tokens back to the one unit
  for (std::size_t k = n.first - 1, seen = 0; k > 0 && seen < reach; --k, ++seen) {
    const Token& t = t_[k - 1];
    if (t.kind == Kind::punct) return false;
    if (t.kind == Kind::digits && text(k - 1) == "1") return true;
    if (t.kind == Kind::alpha && one_of(word(k - 1), {"one", "a", "an", "each"})) return true;
  }
  return false;
}

// "entire chips (2 GPUs)", "the GPU nodes (8 GPUs)": accelerators in brackets
// right after a noun of units or of other accelerators that no count sizes
// are what one of them holds; "960 nodes (7,680 GPUs)" gives the total.
bool Scan::held_by_uncounted(const Count& c, const Number& n, std::size_t after) const {
  if (c.thing != Counted::accelerators || n.first < 2 || !is_punct(n.first - 1, '(') ||
      !is_punct(after, ')') || t_[n.first - 2].kind != Kind::alpha)
    return false;
  const auto unit = word(n.first - 2);
  const auto kind = noun_kind(unit);
  if ((kind != Counted::nodes && kind != Counted::accelerators) || unit == word(after - 1))
    return false;
  constexpr std::size_t reach = 4;  // tokens of the unit's noun phrase
  for (std::size_t k = n.first - 2, seen = 0; k > 0 && seen < reach; --k, ++seen) {
    const Token& t = t_[k - 1];
    if (t.kind == Kind::digits || (t.kind == Kind::alpha && number_word(word(k - 1)))) return false;
    if (t.kind != Kind::alpha && t.kind != Kind::alnum) break;
  }
  return true;
}

// "Tesla 10k H100 Cluster", "Quebec 2k H100 Cluster", "Imbue 10k Cluster":
// a count between a capitalised word and a capitalised "Cluster", with no
// word for accelerators, is a word of a system's name (a column of related
// clusters on another system's row), as a year is in "Meta 2017 V100
// Cluster"; "a 10k H100 cluster" in prose is a count.
bool Scan::in_system_name(const Number& n, std::size_t after) const {
  auto capitalised = [&](std::size_t k) {
    return k < t_.size() && t_[k].kind == Kind::alpha && text(k)[0] >= 'A' && text(k)[0] <= 'Z';
  };
  if (n.first == 0 || !capitalised(n.first - 1) || !capitalised(after) ||
      accelerator_noun(n.last + 1, after))
    return false;
  return one_of(word(after), {"cluster", "supercluster", "supercomputer"});
}

// "4 x NVIDIA Volta V100 GPUs/node", "64 x CS-3s": an "x" spaced from the
// count, before a model's noun phrase, is a multiplicity as "4x H100" is
// ("766 x 8" is a product, "1920 x 1080" a size: no model follows).
bool Scan::spaced_times(std::size_t after) {
  if (after + 1 >= t_.size() || !t_[after].space_before || !t_[after + 1].space_before) return false;
  const bool x = t_[after].kind == Kind::alpha ? one_of(text(after), {"x", "X"})
                                               : is_punct(after, 0xD7 /* × */);
  if (!x) return false;
  Count probe;
  std::size_t phrase = after + 1;
  read_noun(probe, phrase);
  return probe.model && probe.thing == Counted::accelerators;
}

// "64 x CS-3s": a multiplicity of a model written in its own plural counts
// that many of the model, not what one unit holds ("4x H100").
bool Scan::plural_model(const Count& c) const {
  if (!c.model) return false;
  const Mention& m = mentions_[*c.model];
  if (m.begin < c.begin || m.end - m.begin < 3) return false;
  const char last = s_[m.end - 1], before = s_[m.end - 2];
  return (last == 's' || last == 'S') && (is_ascii_digit(before) || (before >= 'A' && before <= 'Z'));
}

// Does a word for accelerators ("GPUs", "chips") stand in tokens [from, to)?
bool Scan::accelerator_noun(std::size_t from, std::size_t to) const {
  for (std::size_t k = from; k < to && k < t_.size(); ++k)
    if (t_[k].kind == Kind::alpha && noun_kind(word(k)) == Counted::accelerators) return true;
  return false;
}

std::optional<Count> Scan::count_at(std::size_t& i, std::size_t& phrase_end) {
  std::optional<Number> n;
  auto kind = t_[i].kind;
  if (kind == Kind::digits || kind == Kind::alnum) {
    n = kind == Kind::alnum && !is_ascii_digit(text(i)[0]) ? times_after_model(i) : digits_at(i);
  } else if (kind == Kind::alpha) {
    auto w = text(i);
    n = multiplicity_at(i);
    if (!n && !may_be_number_word(w[0]) && !(w.size() == 1 && (w[0] == 'a' || w[0] == 'A')))
      return std::nullopt;
    if (!n) n = words_at(i);
    // "one of", "a hundred" needs the hundred; "one" is kept to count what one
    // unit holds, and only that (below).
    if (n && n->value < 2 && !(n->value == 1 && ascii_lower(w) == "one")) n.reset();
  } else if (kind == Kind::cjk) {
    n = cjk_at(i);
  }
  if (!n) return std::nullopt;
  memory_times(*n);
  const bool one_word = kind == Kind::alpha && n->value == 1;
  std::size_t after = n->last + 1;
  i = n->last;  // the caller moves on after the number, counted or not
  if (not_a_count(*n, after)) return std::nullopt;
  Count c;
  c.begin = t_[n->first].begin;
  c.end = t_[n->last].end;
  c.value = n->value;
  c.low = n->unit ? n->value - n->unit / 2 : n->value;
  c.high = n->unit ? n->value + n->unit - 1 : n->value;
  c.form = n->unit ? CountForm::rounded : CountForm::exact;
  bool strict = false;
  auto bound = [&](CountForm f, bool s, std::size_t end) {
    c.form = f;
    strict = s;
    c.end = std::max(c.end, end);
  };
  // Markers after the number: "10,000+", "一万多", "or more".
  if (is_punct(after, '+') && glued(after)) bound(CountForm::at_least, false, t_[after++].end);
  else if (after < t_.size() && t_[after].kind == Kind::cjk && glued(after) &&
           (t_[after].cp == U'多' || t_[after].cp == U'余' || t_[after].cp == U'餘'))
    bound(CountForm::at_least, true, t_[after++].end);
  // "Nodes: 980 Processors: 2x16 cores": a count between two labels is the
  // first one's; the second starts the next field.
  const bool labelled = n->first > 1 && is_punct(n->first - 1, ':') &&
                        noun_before(n->first) != Counted::unknown;
  const bool next_label = after + 1 < t_.size() && t_[after].kind == Kind::alpha &&
                          text(after)[0] >= 'A' && text(after)[0] <= 'Z' &&
                          noun_kind(word(after)) != Counted::unknown && is_punct(after + 1, ':');
  if (!n->times && spaced_times(after)) {
    n->times = true;
    c.end = t_[after++].end;
  }
  if (!(labelled && next_label)) read_noun(c, after);
  if (n->of) {
    c.model = n->of;
    c.thing = Counted::accelerators;
  }
  if (c.thing == Counted::unknown) c.thing = noun_before(n->first);
  phrase_end = t_[after - 1].end;
  auto rest = after < t_.size() ? s_.substr(t_[after].begin) : std::string_view{};
  if (c.thing == Counted::unknown && !n->times && equipped(rest)) c.thing = Counted::nodes;
  auto lrest = ascii_lower(rest.substr(0, 12));
  if (starts_with(lrest, "or more")) bound(CountForm::at_least, false, t_[after].begin + 7);
  else if (starts_with(rest, "以上")) bound(CountForm::at_least, false, t_[after].begin + 6);
  else if (starts_with(lrest, "or so")) bound(CountForm::approximate, false, t_[after].begin + 5);
  else if (starts_with(rest, "左右")) bound(CountForm::approximate, false, t_[after].begin + 6);
  // Markers before it: "more than", "about", "超过".
  std::size_t at = 0;
  if (const auto* m = marker_before(s_.substr(0, c.begin), at)) {
    if (c.form == CountForm::exact || c.form == CountForm::rounded) {
      c.form = m->form;
      strict = m->strict;
    }
    c.begin = at;
  }
  // Is it one per node? "8 GPUs each", "4 GPUs per node", "each with four GPUs",
  // past a short aside: "32k H100s (48MW) per building".
  auto lafter = ascii_lower(past_short_aside(rest).substr(0, 16));
  auto lbefore = ascii_lower(s_.substr(c.begin > 24 ? c.begin - 24 : 0, std::min<std::size_t>(c.begin, 24)));
  if (auto cut = lbefore.find_last_of("(),.;:"); cut != std::string::npos) lbefore.erase(0, cut + 1);
  // "4x H100": a multiplicity inside something (a node, a row), never a total;
  // "The 2 GPUs on an MI250X", "The 8 GPUs are each ...": what one thing holds.
  if (n->times && c.thing != Counted::accelerators) return std::nullopt;  // "2x faster"
  // "8-GPU HGX H100 nodes", "a 72-GPU rack": the count sizes the unit it
  // names, what each holds ("a 24,576-GPU cluster" is a total, its thing no unit).
  const bool sizes_unit = sized_unit(*n, after);
  if (sizes_unit) c.thing = Counted::accelerators;
  const auto size_word = sized_by(c, *n);
  if (size_word) sized_.emplace_back(c.begin, *size_word);
  // A multiplicity after its model is what one unit holds where a unit may
  // hold that many, as the products' multiplicities are; past that it is the
  // machine's ("A100 40GB x480" of Epoch's hardware notes).
  const bool multiplies = n->times && (n->of ? n->value <= 64 : !plural_model(c));
  c.per_unit = sizes_unit || in_named_unit(c, *n) || size_word.has_value() || multiplies || the_few(c) ||
               (starts_with(lafter, "each") && !nodes_each_do(c, lafter)) ||
               starts_with(lafter, "per ") ||
               starts_with(lafter, "are each") || in_one(after) ||
               starts_with(lafter, "/node") || starts_with(lafter, "/server") ||
               starts_with(lafter, "/pod") ||
               starts_with(lafter, "[per ") || starts_with(lafter, "(per ") ||
               starts_with(lafter, "in each") || starts_with(lafter, "a node") ||
               (c.thing == Counted::accelerators && each_closes_clause(after)) ||
               defines_unit(*n, after) || held_by_uncounted(c, *n, after) ||
               (lbefore.find("each") != std::string::npos &&
                each_holds(std::string_view(lbefore).substr(lbefore.find("each") + 4))) ||
               lbefore.find("每") != std::string::npos ||
               (c.thing == Counted::accelerators && about_one_node(c.begin));
  // "one NVIDIA GH200 Grace Hopper Superchip per node" is a node's count; any
  // other "one" is an article or a pronoun ("one of the largest").
  if (one_word && !(c.per_unit && c.thing == Counted::accelerators)) return std::nullopt;
  // "equivalent to nearly 600,000 H100s" measures something else in
  // accelerators: it counts nothing the system has; nor does a likeness or
  // a conversion ("1.5GW is like a million GPUs", "four 300MW buildings,
  // which translates to ~1 million GPUs" size the power).
  auto lead = ascii_lower(s_.substr(c.begin > 24 ? c.begin - 24 : 0, std::min<std::size_t>(c.begin, 24)));
  while (!lead.empty() && lead.back() == ' ') lead.pop_back();
  for (std::string_view eq : {"equivalent to", "equivalent of", " is like", " are like", " was like",
                              "translates to", "translate to", "translating to"})
    if (ends_with(lead, eq)) c.thing = Counted::unknown;
  if (equivalent_in_cjk(lead) || followed_by_equivalent(rest) || split_in_shares(rest) ||
      spread_over_sites(rest) || after_a_need(lead) || asked_or_guessed(s_.substr(0, c.begin)) ||
      worked_out(s_.substr(0, c.begin)) || doubted_as_estimate(rest))
    c.thing = Counted::unknown;
  // A year is no count unless it counts something ("2048 GPUs"); before a
  // model with no noun for accelerators it is a name's year or a date ("Meta
  // 2017 V100 Cluster", "SAKURA Internet 2019 V100 Supercomputer").
  const bool year = c.form == CountForm::exact && c.value >= 1900 && c.value <= 2099 &&
                    t_[n->first].kind == Kind::digits && n->first == n->last;
  const bool bare_model = c.model && !accelerator_noun(n->last + 1, after);
  if (year && (c.thing == Counted::unknown || (c.value >= 1990 && c.value <= 2030 && bare_model)))
    return std::nullopt;
  if (in_system_name(*n, after)) return std::nullopt;
  switch (c.form) {
    case CountForm::exact:
    case CountForm::rounded:
      break;
    case CountForm::approximate:
      c.low = std::min(c.low, c.value - c.value / 10);
      c.high = std::max(c.high, c.value + c.value / 10);
      break;
    case CountForm::at_least:
      c.low = strict ? c.value + 1 : c.value;
      c.high = Count::unbounded;
      break;
    case CountForm::range:  // made of two counts later (ranges)
      break;
    case CountForm::at_most:
      c.low = 0;
      c.high = strict ? c.value - 1 : c.value;
      break;
  }
  c.text = std::string(s_.substr(c.begin, c.end - c.begin));
  return c;
}

// Does a quoted cell list a model with a doubt among its items
// ("GB200,Uncertain", Epoch's hardware note)? Then the row's chip type is a
// guess, as where it says "type of GPU uncertain".
bool Scan::model_listed_as_uncertain(std::string_view lowered) const {
  for (const auto& m : mentions_) {
    const std::size_t close = lowered.find('"', m.end);
    if (close == std::string_view::npos) continue;
    std::string_view items = lowered.substr(m.end, close - m.end);
    if (items.find(' ') != std::string_view::npos) continue;  // prose, no list
    for (std::size_t at = 0; at < items.size();) {
      const std::size_t comma = std::min(items.find(',', at), items.size());
      const auto item = items.substr(at, comma - at);
      if (item == "uncertain" || item == "unknown") return true;
      at = comma + 1;
    }
  }
  return false;
}

// "unclear what type of GPUs they'll have", "Type of GPU uncertain": the
// passage says it does not know the model, so a model it names elsewhere (a
// row's guess in another cell) is no count's without its own.
bool Scan::type_unknown() const {
  const auto l = ascii_lower(s_);
  if (model_listed_as_uncertain(l)) return true;
  for (std::string_view type : {"type of gpu", "gpu type"})
    for (auto at = l.find(type); at != std::string::npos; at = l.find(type, at + 1)) {
      const auto from = at > 24 ? at - 24 : 0;
      const auto near = std::string_view(l).substr(from, at - from + type.size() + 24);
      for (std::string_view doubt : {"unclear", "uncertain", "unknown"})
        if (near.find(doubt) != std::string_view::npos) return true;
    }
  return false;
}

// A count without a model in its own noun phrase belongs to the nearest
// mention before it, else to the nearest after it: the nearest has no other
// mention between. In a table's row, a cell that names a model by the end of
// the count's sentence (a note, a quote) has its own, never the row's chip
// type (cell_model); one that names none there leaves the row's ("10,000
// GPUs ... for each GPU server." with "Nvidia V100 GPUs" only in the next).
void Scan::tie_models(std::vector<Count>& counts) const {
  if (type_unknown() || mentions_.empty()) return;
  const auto cells = row_cells(s_, 0);
  std::vector<bool> owned(mentions_.size(), false);  // the model of another count's noun phrase
  for (const auto& c : counts)
    if (c.model) owned[*c.model] = true;
  for (auto& c : counts) {
    if (c.model) continue;
    const auto cell = std::find_if(cells.begin(), cells.end(), [&](const auto& b_e) {
      return b_e.first <= c.begin && c.begin < b_e.second;
    });
    if (cell != cells.end()) {
      std::size_t to = c.end;
      while (to < cell->second && !sentence_ends_at(s_, to)) ++to;
      if (names_model(cell->first, to)) {
        c.model = cell_model(c, cell->first, to, owned);
        continue;
      }
    }
    auto next = std::lower_bound(mentions_.begin(), mentions_.end(), c.end,
                                 [](const Mention& m, std::size_t at) { return m.begin < at; });
    if (next != mentions_.begin()) c.model = static_cast<std::size_t>(next - mentions_.begin() - 1);
    else c.model = 0;
  }
}

// Does [begin, end) of the passage name a model (a family or vendor no)?
bool Scan::names_model(std::size_t begin, std::size_t end) const {
  return std::any_of(mentions_.begin(), mentions_.end(), [&](const Mention& m) {
    return begin <= m.begin && m.begin < end && !m.accelerator.model.empty();
  });
}

// The model of a count in [begin, end), its row's cell up to the end of its
// sentence: the nearest mention before it there, else the nearest after it
// ("GPUs: 360 (NVIDIA A100 SXM4 40GB)") unless that is a part of a whole:
// another count's own ("6k GPUs before (2k A100s, 4k H100s)") or one the
// count includes ("around 10,000 GPUs, including ... HGX B200"). Then none.
std::optional<std::size_t> Scan::cell_model(const Count& c, std::size_t begin, std::size_t end,
                                            const std::vector<bool>& owned) const {
  std::optional<std::size_t> after;
  for (std::size_t k = mentions_.size(); k-- > 0;) {
    if (mentions_[k].begin < begin || mentions_[k].begin >= end) continue;
    if (mentions_[k].begin < c.end) return k;
    after = k;
  }
  if (!after || owned[*after]) return std::nullopt;
  const auto between = ascii_lower(s_.substr(c.end, mentions_[*after].begin - c.end));
  if (between.find("includ") != std::string::npos) return std::nullopt;
  return after;
}

// Does the passage count pods ("a full cluster of eight of these pods",
// "islands of four pods each", "20 NVIDIA H100 GPU Pods")? A count within a
// few words of "pods", in its clause.
bool Scan::counts_pods(const std::vector<Count>& counts) const {
  return std::any_of(counts.begin(), counts.end(), [&](const Count& c) { return of_pods(c); });
}

bool Scan::of_pods(const Count& c) const {
  if (c.value < 2) return false;  // "four pods each" counts pods too
  const auto gap = ascii_lower(s_.substr(c.end, 48));
  const auto at = gap.find("pods");
  if (at == std::string::npos || gap.find_first_of(".;:(,") < at) return false;
  const bool word_ends = at + 4 == gap.size() || !is_ascii_alnum(gap[at + 4]);
  return word_ends && at > 0 && gap[at - 1] == ' ' &&
         std::count(gap.begin(), gap.begin() + static_cast<std::ptrdiff_t>(at), ' ') <= 5;
}

// "pods of 512 GPUs, connected into islands of four pods each ... the
// purchase of 20 GPU Pods - each made up of 512": a unit "of" a few pods
// (the fewest the passage gives so) is a machine, and more pods than it holds
// are several, their product a sum over machines as one over sites is: no one
// system's count.
void Scan::pods_over_units(std::vector<Count>& counts) const {
  std::int64_t unit = 0;
  for (const auto& c : counts) {
    auto lead = ascii_lower(s_.substr(c.begin > 8 ? c.begin - 8 : 0, std::min<std::size_t>(c.begin, 8)));
    while (!lead.empty() && lead.back() == ' ') lead.pop_back();
    if (!c.product() && ends_with(lead, " of") && of_pods(c) && (unit == 0 || c.value < unit))
      unit = c.value;
  }
  if (unit == 0) return;
  for (auto& p : counts) {
    if (!p.product()) continue;
    const auto pods = std::find_if(counts.begin(), counts.end(), [&](const Count& c) {
      return !c.product() && c.begin == p.begin && of_pods(c);
    });
    if (pods == counts.end() || pods->value <= unit) continue;
    p.thing = Counted::unknown;
    pods->thing = Counted::unknown;  // nor a reader's factor across the passage
  }
}

// A pod is a whole system where nothing counts pods ("Each TPU v5p pod
// composes together 8,960 chips" is that pod's record), but a unit of the
// machine where the passage counts them: then what one pod holds ("a single
// TPU pod consists of 4,096 of these chips", "pods of 512 GPUs") is per unit,
// as a node's count is, and no total.
void Scan::per_pod(std::vector<Count>& counts) const {
  if (!counts_pods(counts)) return;
  for (auto& c : counts) {
    if (c.thing != Counted::accelerators || c.per_unit) continue;
    const std::size_t from = c.begin > 80 ? c.begin - 80 : 0;
    auto clause = ascii_lower(s_.substr(from, c.begin - from));
    for (std::string_view stop : {". ", "; ", ": ", ", "}) {
      const auto cut = clause.rfind(stop);
      if (cut != std::string::npos) clause.erase(0, cut + stop.size());
    }
    while (!clause.empty() && clause.back() == ' ') clause.pop_back();
    const bool one_pod = clause.find(" pod ") != std::string::npos &&
                         clause.find("pods") == std::string::npos;
    c.per_unit = one_pod || ends_with(clause, "pods of");
  }
}

// "between 32,626 and 52,083 APUs", "from 4 to 8 GPUs": two counts become
// one range, its noun and model those of the second ("APUs").
void Scan::ranges(std::vector<Count>& counts, std::vector<std::size_t>& phrase_ends) const {
  std::vector<Count> out;
  std::vector<std::size_t> ends;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    out.push_back(counts[k]);
    ends.push_back(phrase_ends[k]);
    if (k + 1 == counts.size()) continue;
    const Count& a = counts[k];
    const Count& b = counts[k + 1];
    if (b.begin < a.end || a.form != CountForm::exact || b.value < a.value) continue;
    auto gap = ascii_lower(ascii_trim(s_.substr(a.end, b.begin - a.end)));
    auto lead = ascii_lower(s_.substr(a.begin > 12 ? a.begin - 12 : 0, std::min<std::size_t>(a.begin, 12)));
    while (!lead.empty() && lead.back() == ' ') lead.pop_back();
    const bool between = gap == "and" && ends_with(lead, "between");
    const bool from = gap == "to" && ends_with(lead, "from");
    if (!between && !from) continue;
    Count& r = out.back();
    std::size_t head = a.begin;
    while (head > 0 && s_[head - 1] == ' ') --head;
    r.begin = head - (between ? 7 : 4);  // the range's text starts at its word
    r.end = b.end;
    r.text = std::string(s_.substr(r.begin, r.end - r.begin));
    r.low = a.low;
    r.high = b.high;
    r.form = CountForm::range;
    r.thing = b.thing;
    r.model = b.model;
    r.per_unit = a.per_unit || b.per_unit;
    ends.back() = phrase_ends[k + 1];
    ++k;
  }
  counts = std::move(out);
  phrase_ends = std::move(ends);
}

// A capacity reaches every count of its phrase: "can now scale up to 4,096
// instances with 32,768 A100 GPUs" bounds the GPUs as it does the instances.
// "all 16k GPUs" restates a count the passage gives, so where that is a bound
// the passage covers ("all 16k GPUs ... up to 16,384 H100 80G cards"), it is
// the bound again, not a count of its own.
void Scan::carried_bounds(std::vector<Count>& counts) const {
  auto plain = [](const Count& c) {
    return !c.per_unit && (c.form == CountForm::exact || c.form == CountForm::rounded);
  };
  auto bound = [](const Count& c) {
    return !c.per_unit && (c.form == CountForm::at_most || c.form == CountForm::at_least);
  };
  for (std::size_t k = 1; k < counts.size(); ++k) {
    const Count& b = counts[k - 1];
    Count& c = counts[k];
    if (b.form == CountForm::at_most && !b.per_unit && plain(c) && c.begin >= b.end &&
        joined_in_phrase(s_.substr(b.end, c.begin - b.end))) {
      c.form = CountForm::at_most;
      c.low = 0;
    }
  }
  for (auto& c : counts) {
    if (!plain(c) || !after_all(s_.substr(0, c.begin))) continue;
    for (const auto& b : counts)
      if (&b != &c && bound(b) && b.thing == c.thing && c.covers(b.value)) {
        c.form = b.form;
        c.low = std::min(c.low, b.low);
        c.high = std::max(c.high, b.high);
        break;
      }
  }
}

// "; GPU：NVIDIA A100 ": the gap from a node count to a count of its spec
// list, one label for accelerators after the only ';' (a clause about the
// whole machine, "; in total", has none).
bool spec_label(std::string_view gap) {
  const auto semicolon = gap.find(';');
  if (semicolon == std::string_view::npos || gap.find(';', semicolon + 1) != std::string_view::npos)
    return false;
  auto label = ascii_lower(ascii_trim(gap.substr(semicolon + 1)));
  for (std::string_view noun : {"gpus", "gpu", "accelerators", "accelerator"})
    if (starts_with(label, noun)) {
      auto rest = std::string_view(label).substr(noun.size());
      return starts_with(rest, ":") || starts_with(rest, "\xEF\xBC\x9A");  // ':' or '：'
    }
  return false;
}

// "766 nodes with 8 GPUs each", "4 GPUs per node across 560 nodes", "766 x 8".
void Scan::products(std::vector<Count>& counts, const std::vector<std::size_t>& phrase_ends) const {
  std::vector<Count> out;
  std::optional<Count> pending;  // a product goes right after its second factor
  for (std::size_t k = 0; k < counts.size(); ++k) {
    const std::size_t a_at = out.size();
    out.push_back(counts[k]);
    if (pending) out.push_back(std::move(*pending));
    pending.reset();
    if (k + 1 == counts.size()) continue;
    const Count& a = counts[k];
    const Count& b = counts[k + 1];
    auto from = std::max(a.end, phrase_ends[k]);
    if (b.begin < from || b.begin - a.end > 48) continue;
    auto gap = s_.substr(from, b.begin - from);
    // "42 Nodes; GPU：NVIDIA A100 8 units": a node count, then the node's
    // own spec list, a handful of accelerators under their label.
    const bool spec = a.thing == Counted::nodes && b.thing == Counted::accelerators &&
                      b.form == CountForm::exact && b.value <= 16 && b.value < a.value &&
                      spec_label(gap);
    if (gap.find(". ") != std::string_view::npos ||
        (gap.find(';') != std::string_view::npos && !spec))
      continue;
    auto g = ascii_lower(ascii_trim(gap));
    if (!g.empty() && g[0] == ',') g = std::string(ascii_trim(std::string_view(g).substr(1)));
    if (!g.empty() && g.back() == ':') g.pop_back();  // "nodes consisting of: Four"
    for (const char* fill : {"are ", "is "})  // "nodes are equipped with four"
      if (starts_with(g, fill)) g.erase(0, std::string_view(fill).size());
    bool times = g == "x" || g == "*" || g == "\xC3\x97";
    // "2978 nodes with 4 AMD MI250x GPUs", "125 nodes have two Nvidia A100s":
    // the connector says it is per node.
    bool with = one_of(g, {"with", "each with", "equipped with", "each equipped with", "having",
                           "each having", "containing", "each containing", "each has", "of",
                           "have", "that have", "house", "that house", "consisting of",
                           "each consisting of"});
    const Count* nodes = nullptr;
    const Count* each = nullptr;
    // "2,000 DGX systems with 16,000 A100 GPUs": a count larger than the
    // nodes it is "with" is their total, not what each holds; units "of" a
    // count are each that big ("7 pods of 4096 TPUs", "2 racks of 72 GPUs").
    with = (with && (b.value < a.value || g == "of")) || spec;
    if (a.thing == Counted::nodes && !a.per_unit &&
        ((b.thing == Counted::accelerators && (b.per_unit || times || with)) ||
         (b.thing == Counted::unknown && times && b.value <= 64))) {
      nodes = &a;
      each = &b;
    } else if (a.thing == Counted::accelerators && a.per_unit && b.thing == Counted::nodes &&
               !b.per_unit) {
      nodes = &b;
      each = &a;
    } else if (a.thing == Counted::unknown && b.thing == Counted::unknown && times &&
               b.value >= 2 && b.value <= 16 && a.value >= 2) {
      nodes = &a;
      each = &b;
    }
    if (!nodes || nodes->product() || each->product() || size_word_of(*each)) continue;
    // "192 of the 768 nodes are equipped with four": the nodes that hold
    // four are the 192.
    const Count* first = &a;
    if (nodes == &a && k > 0 && counts[k - 1].form == CountForm::exact && !counts[k - 1].per_unit &&
        counts[k - 1].end <= a.begin) {
      const auto of = ascii_lower(ascii_trim(s_.substr(counts[k - 1].end, a.begin - counts[k - 1].end)));
      if (of == "of the" || of == "of") nodes = first = &counts[k - 1];
    }
    Count p;
    p.begin = first->begin;
    p.end = b.end;
    p.text = std::string(s_.substr(p.begin, p.end - p.begin));
    p.value = nodes->value * each->value;
    p.low = nodes->low * each->low;
    p.high = (nodes->high == Count::unbounded || each->high == Count::unbounded)
                 ? Count::unbounded
                 : nodes->high * each->high;
    p.form = std::max(nodes->form, each->form);
    p.thing = each->thing;
    p.model = each->model ? each->model : nodes->model;
    p.factor_text[0] = first->text;
    p.factor_text[1] = b.text;
    pending = std::move(p);
    // The per-node factor alone is no total ("2978 nodes with 4 GPUs": 4).
    if (each == &a) out[a_at].per_unit = true;
    else counts[k + 1].per_unit = true;
  }
  counts = std::move(out);
}

// The size word of the unit a per-unit count is what each holds ("four" of
// "261 four-GPU ... nodes with: ... 4 Nvidia Tesla V100"), if any.
std::optional<std::size_t> Scan::size_word_of(const Count& each) const {
  for (const auto& [begin, word] : sized_)
    if (begin == each.begin) return word;
  return std::nullopt;
}

// "261 four-GPU accelerated compute nodes with: ... 4 Nvidia Tesla V100 ...
// 31 eight-GPU accelerated compute nodes ... 20 nodes with 384 GB of memory
// and 11 nodes with 768 GB of memory 8 Nvidia Tesla V100": what each unit
// of a size holds multiplies the count of those units, written right
// before their size, not the nodes nearest (a share of the 31).
void Scan::sized_products(std::vector<Count>& counts) const {
  std::vector<Count> out;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    out.push_back(counts[k]);
    const Count& each = counts[k];
    const auto word = each.per_unit && each.form == CountForm::exact ? size_word_of(each) : std::nullopt;
    if (!word || *word == 0) continue;
    const auto units = std::find_if(counts.begin(), counts.end(), [&](const Count& u) {
      return u.thing == Counted::nodes && !u.per_unit && !u.product() && u.end == t_[*word - 1].end;
    });
    if (units == counts.end()) continue;
    Count p = product_of(*units, each);
    p.text = std::string(s_.substr(p.begin, p.end - p.begin));
    out.push_back(std::move(p));
  }
  counts = std::move(out);
}

// A pipe table flattened into one block, as Markdown pages give it: "| Num
// nodes | Node type | GPUs | | --- | --- | --- | | 2,688 | EX254n | 4x H100 |".
// A row's count under a header of nodes sizes the row, and what its other
// cells count of a model is what each of those nodes holds ("4x H100"):
// their product is the row's total, as a reader multiplies it.
void Scan::table_rows(std::vector<Count>& counts) const {
  if (s_.find("| -") == std::string_view::npos && s_.find("|-") == std::string_view::npos) return;
  const PipeTable table(s_, 0, s_.size());
  const std::size_t sep = table.rule();
  const std::size_t cols = table.columns();
  if (cols == 0 || sep < cols + 1 || !table.trimmed(sep - 1).empty()) return;
  std::optional<std::size_t> node_col;
  for (std::size_t c = 0; c < cols && !node_col; ++c) {
    const std::string head = ascii_lower(table.trimmed(sep - 1 - cols + c));
    if (head.find("nodes") != std::string::npos ||
        (head.find("node") != std::string::npos &&
         (head.find("num") != std::string::npos || head.find('#') != std::string::npos ||
          head.find("count") != std::string::npos)))
      node_col = c;
  }
  if (!node_col) return;
  auto counts_in = [&](std::size_t c) {
    const auto [from, to] = table.cell(c);
    std::vector<std::size_t> in;
    for (std::size_t k = 0; k < counts.size(); ++k)
      if (counts[k].begin >= from && counts[k].end <= to) in.push_back(k);
    return in;
  };
  std::vector<std::pair<std::size_t, Count>> made;  // a product goes after its second factor
  for (std::size_t row = 0; row < table.rows(); ++row) {
    const auto nodes = counts_in(table.cell_of(row, *node_col));
    if (nodes.size() != 1 || counts[nodes[0]].form != CountForm::exact) continue;
    Count& size = counts[nodes[0]];
    size.thing = Counted::nodes;
    for (std::size_t c = 0; c < cols; ++c) {
      if (c == *node_col) continue;
      for (std::size_t k : counts_in(table.cell_of(row, c))) {
        Count& each = counts[k];
        if (each.thing != Counted::accelerators || !each.model || each.product()) continue;
        each.per_unit = true;
        Count p = each;
        p.begin = size.begin;
        p.text = std::string(s_.substr(p.begin, p.end - p.begin));
        p.value = size.value * each.value;
        p.low = size.low * each.low;
        p.high = size.high == Count::unbounded || each.high == Count::unbounded
                     ? Count::unbounded
                     : size.high * each.high;
        p.form = std::max(size.form, each.form);
        p.per_unit = false;
        p.factor_text[0] = size.text;
        p.factor_text[1] = each.text;
        made.emplace_back(k, std::move(p));
      }
    }
  }
  if (made.empty()) return;
  std::vector<Count> out;
  std::size_t m = 0;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    out.push_back(counts[k]);
    for (; m < made.size() && made[m].first == k; ++m) out.push_back(std::move(made[m].second));
  }
  counts = std::move(out);
}

Facts Scan::facts() {
  Facts f;
  mentions_ = mentions(/*lenient=*/false);
  // Token ranges of the mentions, for the noun phrases and to skip numbers in names.
  for (const auto& m : mentions_) {
    auto first = std::lower_bound(t_.begin(), t_.end(), m.begin,
                                  [](const Token& t, std::size_t at) { return t.begin < at; });
    auto last = std::lower_bound(first, t_.end(), m.end,
                                 [](const Token& t, std::size_t at) { return t.end < at; });
    mention_first_.push_back(static_cast<std::size_t>(first - t_.begin()));
    mention_last_.push_back(static_cast<std::size_t>(last - t_.begin()));
  }
  std::size_t m = 0;
  std::vector<std::size_t> phrase_ends;
  for (std::size_t i = 0; i < t_.size(); ++i) {
    while (m < mentions_.size() && mention_last_[m] < i) ++m;
    if (m < mentions_.size() && mention_first_[m] <= i) {
      i = mention_last_[m];  // "Gaudi 2", "Max 1550": a name, not a count
      continue;
    }
    if (t_[i].kind == Kind::punct) continue;
    std::size_t phrase_end = 0;
    if (auto c = count_at(i, phrase_end)) {
      if (c->thing == Counted::accelerators) counted_until_ = c->end;
      f.counts.push_back(std::move(*c));
      phrase_ends.push_back(phrase_end);
    }
  }
  ranges(f.counts, phrase_ends);
  carried_bounds(f.counts);
  tie_models(f.counts);
  per_pod(f.counts);
  products(f.counts, phrase_ends);
  sized_products(f.counts);
  pods_over_units(f.counts);
  table_rows(f.counts);
  f.mentions = mentions_;
  return f;
}

}  // namespace verifier::match::internal

namespace verifier::match {

// The words of a passage and the readings of a count, shared with their own
// files (facts_words.h and the headers it names).
using namespace internal;

Facts facts_of(std::string_view passage, const Accelerators& table) {
  if (!table.may_state(passage)) return {};
  return Scan(passage, table).facts();
}

}  // namespace verifier::match
