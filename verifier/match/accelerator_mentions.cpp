// match/accelerator_mentions.cpp: the accelerator models, families and
// vendors a passage or a record's part names (see facts.h): the Accelerators
// table made from rules/models.yaml, and the scan's look-up of its forms.
#include "match/facts.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <vector>

#include "core/ascii.h"
#include "match/count_nouns.h"
#include "match/facts_words.h"
#include "match/number_words.h"
#include "match/passage_scan.h"

namespace verifier::match::internal {

namespace {

std::string_view token_text(std::string_view s, const Token& t) {
  return s.substr(t.begin, t.end - t.begin);
}

bool hyphen_at(const std::vector<Token>& t, std::size_t j) {
  return j < t.size() && t[j].kind == Kind::punct && t[j].cp == '-';
}

// May a form start with word w, by its first letter and length (or those of
// w less a plural "s")? A word whose first byte is not ASCII always may.
bool may_start_with(const bool (&first)[128][32], std::string_view w, bool plural) {
  const auto c = static_cast<unsigned char>(w[0]);
  if (c >= 0x80) return true;
  const auto& lengths = first[c | 0x20];
  if (w.size() < 32 && lengths[w.size()]) return true;
  return plural && w.size() <= 32 && lengths[w.size() - 1];
}

// `have` in lower case is `want` (a form's word, lower case already).
bool equal_lowered(std::string_view have, std::string_view want) {
  return have.size() == want.size() &&
         std::equal(have.begin(), have.end(), want.begin(),
                    [](char x, char y) { return ascii_lower(x) == y; });
}

// "h100s" is "h100" in the plural, and "mi300xs" "mi300x": a model's word
// with a digit in it, as a form's last word; a word of letters ("Hoppers",
// of a split count's shares) stays a word.
bool same_word(std::string_view have, std::string_view want, bool last) {
  if (equal_lowered(have, want)) return true;
  return last && have.size() == want.size() + 1 && (have.back() == 's' || have.back() == 'S') &&
         std::any_of(want.begin(), want.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }) &&
         equal_lowered(have.substr(0, want.size()), want);
}

// The token of a form's next word after token j (past a hyphen glued to
// it), or none: words of a spaced script are apart, by a space or a hyphen.
std::optional<std::size_t> next_form_word(const std::vector<Token>& t, std::size_t j) {
  ++j;
  if (hyphen_at(t, j) && !t[j].space_before) ++j;
  if (j >= t.size() || t[j].kind == Kind::punct) return std::nullopt;
  if (t[j].kind != Kind::cjk && !t[j].space_before && !hyphen_at(t, j - 1) && t[j - 1].kind != Kind::cjk)
    return std::nullopt;
  return j;
}

// The last token of form f written word by word from token i, if it is.
std::optional<std::size_t> form_words_end(std::string_view s, const std::vector<Token>& t, std::size_t i,
                                          const Accelerators::Form& f) {
  std::size_t j = i;
  for (std::size_t k = 0; k < f.words.size(); ++k) {
    if (k > 0) {
      const auto next = next_form_word(t, j);
      if (!next) return std::nullopt;
      j = *next;
    }
    if (!same_word(token_text(s, t[j]), f.words[k], k + 1 == f.words.size())) return std::nullopt;
  }
  return j;
}

// Form f written from token i: its last token, and its length to compare
// with the other forms' there.
struct FormReach {
  std::size_t last;
  std::size_t length;
};

// Form f at token i, all written together in one token ("Gaudi2") or word by
// word, if it is there.
std::optional<FormReach> form_reach(std::string_view s, const std::vector<Token>& t, std::size_t i,
                                    const Accelerators::Form& f) {
  if (f.words.size() > 1 && same_word(token_text(s, t[i]), f.joined, true))
    return FormReach{i, f.joined.size()};
  const auto last = form_words_end(s, t, i, f);
  if (!last) return std::nullopt;
  return FormReach{*last, t[*last].end - t[i].begin};
}

}  // namespace

// The longest form starting at token i: its words in order, joined by spaces
// or hyphens, or all written together in one token ("Gaudi2"); a model form's
// last word may take a plural "s" ("H100s").
std::optional<Scan::Raw> Scan::form_at(std::size_t i) const {
  if (t_[i].kind == Kind::punct) return std::nullopt;
  const auto w = text(i);
  const bool plural = w.size() > 1 && (w.back() == 's' || w.back() == 'S');
  if (!may_start_with(table_.first_, w, plural)) return std::nullopt;
  std::optional<Raw> best;
  std::size_t best_len = 0;
  std::string key = ascii_lower(w);
  for (int pass = 0; pass < (plural ? 2 : 1); ++pass) {
    if (pass == 1) key.pop_back();
    const auto found = table_.by_first_.find(key);
    if (found == table_.by_first_.end()) continue;
    for (auto index : found->second) {
      const auto& f = table_.forms_[index];
      const auto reach = form_reach(s_, t_, i, f);
      if (reach && reach->length > best_len) {
        best = Raw{i, reach->last, f.named};
        best_len = reach->length;
      }
    }
  }
  return best;
}

std::vector<Scan::Raw> Scan::raws() const {
  std::vector<Raw> out;
  for (std::size_t i = 0; i < t_.size(); ++i) {
    if (auto r = form_at(i)) {
      out.push_back(*r);
      i = r->last;
    }
  }
  return out;
}

// Does [begin, end) of the passage name a model or a family by any of its
// forms, with no word for accelerators beside it ("for Maia is 2,048")? A
// vendor alone names none. Read only where a rule asks, not per passage.
bool Scan::names_accelerator(std::size_t begin, std::size_t end) const {
  for (std::size_t i = 0; i < t_.size() && t_[i].begin < end; ++i) {
    if (t_[i].begin < begin) continue;
    if (auto r = form_at(i)) {
      if (table_.level_[r->named] != Accelerators::Level::vendor) return true;
      i = r->last;
    }
  }
  return false;
}

namespace {

// Raw forms with only these tokens between them ("NVIDIA Tesla V100",
// "GB300 (Blackwell Ultra)", "NVIDIA® H100"), a few at most, are one mention.
bool joinable(std::string_view s, const std::vector<Token>& t, std::size_t from, std::size_t to) {
  for (std::size_t k = from + 1; k < to; ++k) {  // tokens strictly between
    const auto w = token_text(s, t[k]);
    if (t[k].kind == Kind::punct) {
      if (!one_of(w, {"(", ")", "-", "\xC2\xAE", "\xE2\x84\xA2"})) return false;
    } else if (!is_modifier(ascii_lower(w))) {
      return false;
    }
  }
  return to - from <= 4;
}

// A family or vendor alone, its last token `last`, before a word for
// accelerators past a few modifiers ("Hopper GPUs", "Ampere architecture",
// a CJK noun).
bool before_accelerator_noun(std::string_view s, const std::vector<Token>& t, std::size_t last) {
  std::size_t k = last + 1;
  while (k < t.size() && (hyphen_at(t, k) || (t[k].kind != Kind::punct &&
                                              is_modifier(ascii_lower(token_text(s, t[k]))) &&
                                              k - last < 4)))
    ++k;
  if (k >= t.size()) return false;
  if (t[k].kind == Kind::alpha) {
    const auto w = ascii_lower(token_text(s, t[k]));
    if (noun_kind(w) == Counted::accelerators || one_of(w, {"architecture", "generation"})) return true;
  }
  return cjk_noun(s.substr(t[k].begin)) == Counted::accelerators;
}

// Languages that put the name after the noun: "576 GPU Blackwell" (vi), a
// family whose first token is `first`.
bool after_accelerator_noun(std::string_view s, const std::vector<Token>& t, std::size_t first) {
  return first > 0 && t[first - 1].kind == Kind::alpha && t[first].space_before &&
         noun_kind(ascii_lower(token_text(s, t[first - 1]))) == Counted::accelerators;
}

// May a raw form naming b (at level lb) join a mention naming a (at level
// la) so far? Only the same vendor's, and never a second model.
bool may_join(const Accelerator& a, Accelerators::Level la, const Accelerator& b, Accelerators::Level lb,
              bool same_named) {
  if (a.vendor != b.vendor) return false;
  // "GH200 Grace Hopper Superchip": one model in two of its forms.
  return same_named || la != Accelerators::Level::model || lb != Accelerators::Level::model;
}

// Is `other` (at level other_level) another maker's model or family?
bool other_makers(const Accelerator& maker, const Accelerator& other, Accelerators::Level other_level) {
  return other_level != Accelerators::Level::vendor && maker.vendor != other.vendor;
}

}  // namespace

// Raw forms next to each other make one mention ("NVIDIA Tesla V100", "Intel
// Habana Gaudi2", "GB300 (Blackwell Ultra)"): the most specific names it. A
// family or vendor alone counts only before a word for accelerators (or
// anywhere in a part string: `lenient`).
std::vector<Mention> Scan::mentions(bool lenient) const {
  using Level = Accelerators::Level;
  std::vector<Mention> out;
  const auto& names = table_.named_;
  const auto& levels = table_.level_;
  // "NVIDIA Tesla V100": beside another maker's model or family, a maker's
  // name that is also that maker's product line (Tesla, maker of D1) is the
  // product line.
  std::vector<Raw> raw;
  {
    const auto all = raws();
    auto beside_other = [&](std::size_t r, std::size_t other) {
      return other_makers(names[all[r].named], names[all[other].named], levels[all[other].named]) &&
             joinable(s_, t_, all[std::min(r, other)].last, all[std::max(r, other)].first);
    };
    for (std::size_t r = 0; r < all.size(); ++r) {
      const bool line = levels[all[r].named] == Level::vendor && all[r].first == all[r].last &&
                        is_modifier(word(all[r].first));
      if (line && ((r > 0 && beside_other(r, r - 1)) || (r + 1 < all.size() && beside_other(r, r + 1))))
        continue;
      raw.push_back(all[r]);
    }
  }
  for (std::size_t r = 0; r < raw.size();) {
    const std::size_t first = raw[r].first;
    std::size_t last = raw[r].last;
    std::size_t named = raw[r].named;
    std::size_t end = r + 1;
    bool vendor = levels[named] == Level::vendor;  // the vendor is written
    while (end < raw.size() && joinable(s_, t_, raw[end - 1].last, raw[end].first) &&
           may_join(names[named], levels[named], names[raw[end].named], levels[raw[end].named],
                    named == raw[end].named)) {
      const auto lb = levels[raw[end].named];
      if (lb > levels[named]) named = raw[end].named;
      vendor = vendor || lb == Level::vendor;
      last = raw[end].last;
      ++end;
    }
    r = end;
    // A family next to its vendor is the family ("Intel Data Center GPU Max
    // Series", "NVIDIA Ampere"), as rules/models.yaml says.
    const bool accepted = lenient || levels[named] == Level::model || (vendor && levels[named] == Level::family) ||
                          before_accelerator_noun(s_, t_, last) ||
                          (levels[named] == Level::family && after_accelerator_noun(s_, t_, first));
    if (accepted) out.push_back({t_[first].begin, t_[last].end, names[named]});
  }
  return out;
}

}  // namespace verifier::match::internal

namespace verifier::match {

// The words of a passage and the readings of a count, shared with their own
// files (facts_words.h and the headers it names).
using namespace internal;

// ---- the table ----

namespace {

std::vector<std::string> form_words(std::string_view form) {
  std::vector<std::string> out;
  for (const auto& t : tokens_of(form))
    if (t.kind != Kind::punct) out.push_back(ascii_lower(form.substr(t.begin, t.end - t.begin)));
  return out;
}

}  // namespace

Accelerators::Accelerators(const AcceleratorTable& table) {
  auto add = [&](std::string_view spelling, std::size_t named) {
    Form f{form_words(spelling), {}, named};
    if (f.words.empty()) return;
    for (const auto& w : f.words) f.joined += w;
    auto first = static_cast<unsigned char>(f.words[0][0]);
    if (first < 0x80 && f.words[0].size() < 32) first_[first][f.words[0].size()] = true;
    if (first < 0x80 && f.joined.size() < 32) first_[first][f.joined.size()] = true;
    mark_first_two(f.words[0]);
    mark_first_two(f.joined);
    by_first_[f.words[0]].push_back(forms_.size());
    if (f.words.size() > 1) by_first_[f.joined].push_back(forms_.size());
    forms_.push_back(std::move(f));
  };
  for (const auto& v : table.vendors) {
    named_.push_back({"", "", v.vendor});
    level_.push_back(Level::vendor);
    add(v.vendor, named_.size() - 1);
    for (const auto& f : v.forms) add(f, named_.size() - 1);
  }
  for (const auto& fam : table.families) {
    named_.push_back({"", fam.family, fam.vendor});
    level_.push_back(Level::family);
    add(fam.family, named_.size() - 1);
    for (const auto& f : fam.forms) add(f, named_.size() - 1);
    if (fam.appliance) appliances_.push_back(fam.family);
  }
  for (const auto& m : table.models) {
    named_.push_back({m.model, m.family, m.vendor});
    level_.push_back(Level::model);
    add(m.model, named_.size() - 1);
    for (const auto& f : m.forms) add(f, named_.size() - 1);
  }
}

std::vector<Mention> Accelerators::mentions(std::string_view passage) const {
  if (!may_state(passage)) return {};
  return Scan(passage, *this).mentions(/*lenient=*/false);
}

Accelerator Accelerators::read_part(std::string_view part) const {
  auto found = Scan(part, *this).mentions(/*lenient=*/true);
  Accelerator best;
  const Mention* vendor = nullptr;
  for (const auto& m : found) {
    if (!m.accelerator.model.empty()) return m.accelerator;
    if (best.family.empty() && !m.accelerator.family.empty()) best = m.accelerator;
    if (!best.known()) best = m.accelerator;
    if (!vendor && m.accelerator.family.empty()) vendor = &m;
  }
  // "NVIDIA Quadro RTX 5000": a product of the vendor the table does not
  // know is that model, not any of the vendor's ("NVIDIA GPUs"); no mention
  // of another model (448 V100s on the same page) supports it.
  if (vendor && best.family.empty() &&
      product_by(part.substr(vendor->begin, vendor->end - vendor->begin), part.substr(vendor->end)))
    best.model = std::string(ascii_trim(part.substr(vendor->end)));
  return best;
}

namespace {

// "NVIDIA Infiniband NDR", "NVIDIA Quantum-2 InfiniBand", "NVIDIA ConnectX-7":
// the maker of a system's network on its product, in every row of the lists
// that has that network (Quantum and Spectrum only as the product's name,
// a generation glued to it: "NVIDIA quantum computing" is the company).
bool network_product(std::string_view after, const std::vector<Token>& t, std::size_t k) {
  const std::string w = ascii_lower(after.substr(t[k].begin, t[k].end - t[k].begin));
  if (one_of(w, {"infiniband", "nvlink", "nvswitch", "connectx", "bluefield", "mellanox", "hdr", "ndr", "xdr"}))
    return true;
  return one_of(w, {"quantum", "spectrum"}) && k + 1 < t.size() && !t[k + 1].space_before &&
         t[k + 1].kind == Kind::punct && t[k + 1].cp == '-';
}

}  // namespace

bool Accelerators::product_by(std::string_view maker, std::string_view after) const {
  const auto named = by_first_.find(ascii_lower(maker));
  if (named == by_first_.end() ||
      std::none_of(named->second.begin(), named->second.end(), [&](std::size_t f) {
        return forms_[f].words.size() == 1 && level_[forms_[f].named] == Level::vendor;
      }))
    return false;
  const auto t = tokens_of(after.substr(0, std::min<std::size_t>(after.size(), 64)));
  if (t.empty() || !t[0].space_before) return false;
  // The CPUs and product lines that follow a maker's name: "Grace", "Xeon",
  // "EPYC", "DGX", "Instinct".
  auto product_line = [](std::string_view w) {
    return noun_kind(w) == Counted::cpus ||
           one_of(w, {"dgx", "hgx", "tesla", "instinct", "radeon", "geforce", "quadro", "rtx",
                      "habana"});
  };
  // "NVIDIA custom A100": past a few words of its noun phrase.
  std::size_t k = 0;
  auto word = [&] { return ascii_lower(after.substr(t[k].begin, t[k].end - t[k].begin)); };
  while (k + 1 < t.size() && k < 3 && t[k].kind == Kind::alpha && is_modifier(word()) &&
         !product_line(word()) && !network_product(after, t, k))
    ++k;
  if (t[k].kind == Kind::punct) return false;
  if (product_line(word()) || network_product(after, t, k)) return true;
  const auto forms = by_first_.find(word());
  if (forms == by_first_.end()) return false;
  return std::any_of(forms->second.begin(), forms->second.end(), [&](std::size_t f) {
    return level_[forms_[f].named] != Level::vendor;
  });
}

bool Accelerators::appliance(const Accelerator& a) const {
  return !a.family.empty() && std::find(appliances_.begin(), appliances_.end(), a.family) != appliances_.end();
}

bool supports(const Accelerator& mention, const Accelerator& part) {
  if (!part.known() || mention.vendor != part.vendor) return false;
  if (!part.model.empty()) return mention.model == part.model;
  if (!part.family.empty()) return mention.family == part.family;
  return true;
}

// first_two_'s index of a word's first two bytes; none where either is not
// ASCII (a form with one is never a word of ASCII letters and digits).
std::optional<std::size_t> Accelerators::first_two(std::string_view w) {
  const auto first = static_cast<unsigned char>(w[0]);
  const auto second = w.size() > 1 ? static_cast<unsigned char>(w[1]) : 0;
  if (first >= 0x80 || second >= 0x80) return std::nullopt;
  return std::size_t{first} * 128 + second;
}

void Accelerators::mark_first_two(std::string_view form_word) {
  if (const auto at = first_two(form_word)) first_two_.set(*at);
}

bool Accelerators::may_start(std::string_view w) const {
  const auto at = first_two(w);
  return at && first_two_.test(*at);
}

namespace {

// Reads the ASCII word at i into `word` in lower case (its first 32 letters)
// and moves i past it: its length, or none where a digit in it or a
// non-ASCII character right after it may state a count.
std::optional<std::size_t> lowered_word(std::string_view passage, std::size_t& i, char (&word)[33]) {
  std::size_t n = 0;
  for (; i < passage.size() && is_ascii_alnum(passage[i]); ++i, ++n) {
    const char d = passage[i];
    if (is_ascii_digit(d)) return std::nullopt;
    if (n < 32) word[n] = ascii_lower(d);
  }
  if (i < passage.size() && static_cast<unsigned char>(passage[i]) >= 0x80) return std::nullopt;
  return n;
}

}  // namespace

// The cheap first look: a digit, a non-ASCII character (CJK numerals,
// counters, markers), a number word or the first word of a form. Words are
// looked up only when their first letter and length may start one.
bool Accelerators::may_state(std::string_view passage) const {
  auto starts_form = [&](std::string_view w) {  // w: lower case, 1 to 31 letters
    return first_[static_cast<unsigned char>(w[0])][w.size()] && may_start(w) &&
           by_first_.contains(std::string(w));
  };
  char word[33] = {};  // zeroed: the analyzer cannot see a word has a first letter
  std::size_t i = 0;
  while (i < passage.size()) {
    const auto c = static_cast<unsigned char>(passage[i]);
    if (c >= 0x80 || is_ascii_digit(c)) return true;
    if (!is_ascii_alnum(static_cast<char>(c))) {
      ++i;
      continue;
    }
    const auto n = lowered_word(passage, i, word);
    if (!n) return true;
    if (*n >= 32) continue;
    const std::string_view w(word, *n);
    if (number_word(w) || starts_form(w)) return true;
    if (*n > 1 && w.back() == 's' && starts_form(w.substr(0, *n - 1))) return true;
  }
  return false;
}

}  // namespace verifier::match
