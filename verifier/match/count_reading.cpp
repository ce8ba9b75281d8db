// match/count_reading.cpp: the scan's reading of one count (see
// passage_scan.h; the rules in facts.h): what makes a number no count, its
// markers and the noun phrase that says what it counts; the number itself
// is count_numbers.cpp's.
#include "match/passage_scan.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/count_markers.h"
#include "match/count_nouns.h"
#include "match/count_sentence.h"
#include "match/facts_words.h"
#include "match/number_words.h"

namespace verifier::match::internal {

// Years, dates, money, units, labels and identifiers.
bool Scan::not_a_count(const Number& n, std::size_t after) const {
  // Nothing counts zero accelerators: "a specific GH200 Superchip (GPU 0)" is a device's index.
  if (n.value == 0) return true;
  if (n.first > 0 && no_count_before(n)) return true;
  return after < t_.size() && no_count_after(n, after);
}

// What comes right before the number makes it no count: another number, a
// currency, a mark that joins it to what it numbers, a label or a month.
bool Scan::no_count_before(const Number& n) const {
  const std::size_t i = n.first;
  const auto& p = t_[i - 1];
  // "555 123 4567": one of a run of numbers; not after a model number
  // ("AMD EPYC 7763 4x NVIDIA A100": the 4x counts GPUs).
  if (p.kind == Kind::digits &&
      !(i > 1 && t_[i - 2].kind == Kind::alpha && is_label(word(i - 2))))
    return true;
  if (p.kind == Kind::punct && (is_currency(p.cp) || (!t_[i].space_before && joins_before(i))))
    return true;
  // The word before, also across "No." or "#": "version 2", "No. 12345".
  std::size_t w = i - 1;
  if (p.kind == Kind::punct && (p.cp == '.' || p.cp == ':' || p.cp == '#') && w > 0) --w;
  return t_[w].kind == Kind::alpha &&
         (is_label(word(w)) || (w == i - 1 && n.value <= 31 && is_month(word(w))));
}

// "#12", "+3", "@2", "2023-09", "HL-225", "10/12", "v1.2": the mark glued
// before the number at token i joins it to a label or an identifier.
bool Scan::joins_before(std::size_t i) const {
  const auto& p = t_[i - 1];
  if (p.cp == '#' || p.cp == '+' || p.cp == '@') return true;
  return one_of(text(i - 1), {"-", "/", ".", ":", "_", "\xE2\x80\x93"}) && i > 1 &&
         !p.space_before && t_[i - 2].kind != Kind::punct;
}

// What comes right after the number (at token `after`) makes it no count: a
// percent sign, a date's or a range's mark, a unit.
bool Scan::no_count_after(const Number& n, std::size_t after) const {
  const auto& a = t_[after];
  if (a.kind == Kind::punct && (a.cp == '%' || (!a.space_before && a.cp == 0xFF05))) return true;
  // Dates, ranges, times, phone numbers.
  if (a.kind == Kind::punct && !a.space_before &&
      (a.cp == '-' || a.cp == '/' || a.cp == ':' || a.cp == 0x2013) && glued(after + 1) &&
      after + 1 < t_.size() && t_[after + 1].kind == Kind::digits)
    return true;
  if (unit_hyphened(n.last)) return true;  // "8 NVIDIA 80-GB A100 GPUs"
  if (a.kind == Kind::alpha) {
    const auto w = word(after);
    if (is_unit(w) || (n.value <= 31 && is_month(w))) return true;
    return w == "per" && after + 1 < t_.size() && word(after + 1) == "cent";
  }
  return a.kind == Kind::cjk && is_cjk_unit(s_.substr(a.begin));
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

// The noun phrase after a count (from token `after`, which moves past it):
// what it counts, and the model it names.
void Scan::read_noun(Count& c, std::size_t& after) {
  read_counter(c, after);
  read_of(c, after);
  // "a 10,000 unit NVIDIA H100 GPU cluster": "unit" is a counter word before
  // what it counts.
  if (after + 1 < t_.size() && t_[after].kind == Kind::alpha && word(after) == "unit" &&
      (is_mention_first(after + 1) || noun_kind(word(after + 1)) == Counted::accelerators))
    ++after;
  after = past_link_open(after);
  read_phrase(c, after);
}

// A counter (块, 台, 基) and the CJK noun after it.
void Scan::read_counter(Count& c, std::size_t& after) const {
  if (after >= t_.size() || t_[after].kind != Kind::cjk) return;
  if (auto k = counter(t_[after].cp)) {
    c.thing = *k;
    c.end = t_[after].end;
    ++after;
  }
  // "32基のラック", "2基のIntel Xeon": what follows の is what is counted.
  std::size_t noun = after;
  if (noun < t_.size() && t_[noun].kind == Kind::cjk && t_[noun].cp == U'の') ++noun;
  Counted kind = Counted::unknown;
  if (noun < t_.size() && t_[noun].kind == Kind::cjk) kind = cjk_noun(s_.substr(t_[noun].begin));
  else if (noun > after) kind = first_noun(noun, noun + 3);
  if (kind != Counted::unknown) c.thing = kind;
}

// The first noun that says what is counted among the words of tokens [from,
// to), or unknown.
Counted Scan::first_noun(std::size_t from, std::size_t to) const {
  for (std::size_t k = from; k < t_.size() && k < to && t_[k].kind == Kind::alpha; ++k)
    if (auto kind = noun_kind(word(k)); kind != Counted::unknown) return kind;
  return Counted::unknown;
}

// "400,000 of Nvidia's GB200 processors": "of" and a vendor's possessive
// lead to the model.
void Scan::read_of(Count& c, std::size_t& after) const {
  if (after + 1 >= t_.size() || t_[after].kind != Kind::alpha || word(after) != "of") return;
  std::size_t k = after + 1;
  if (const std::size_t past = past_possessive(k)) k = past;
  if (is_mention_first(k)) after = k;
  if (const std::size_t past = past_the_chips(after)) {
    c.thing = Counted::accelerators;
    after = past;
  }
}

bool Scan::is_mention_first(std::size_t k) const {
  return std::binary_search(mention_first_.begin(), mention_first_.end(), k);
}

// The token past what opens a noun phrase at k, or k.
std::size_t Scan::past_link_open(std::size_t k) const {
  // "4x [[H100\|Nvidia H100]]": a wiki link's brackets open the noun phrase.
  if (is_punct(k, '[') && is_punct(k + 1, '[') && glued(k + 1)) return k + 2;
  // "six `NVIDIA Tesla V100`_ accelerators": so does a reST link's backquote,
  // and a quote mark ("2,016 'NVIDIA H100 Tensor Core GPUs'", a product's name).
  if ((is_punct(k, '`') || is_punct(k, '\'') || is_punct(k, '"')) && glued(k + 1)) return k + 1;
  return k;
}

// The noun phrase as it is read, word by word (read_phrase).
struct Scan::NounPhrase {
  std::size_t first;          // its first token
  std::size_t k;              // the token being read
  std::size_t m;              // the first model mention at or after k
  std::size_t seen = 0;       // words read
  bool machine_line = false;  // a DGX or an HGX names the model's line
  bool by_model = false;      // what is counted is the model's accelerators
  bool noun = false;          // a noun said what is counted
};

// The noun phrase: modifiers, model mentions, nouns; the last noun wins
// ("GPU nodes" counts nodes, "CPU cores" cores).
void Scan::read_phrase(Count& c, std::size_t& after) const {
  NounPhrase p{after, after,
               static_cast<std::size_t>(
                   std::lower_bound(mention_first_.begin(), mention_first_.end(), after) -
                   mention_first_.begin())};
  while (p.k < t_.size() && p.seen < 6) {
    if (model_at(p.m, p.k)) {
      take_model(c, p);
      continue;
    }
    if (skip_in_phrase(p)) continue;
    if (t_[p.k].kind == Kind::cjk) {
      const auto kind = cjk_noun(s_.substr(t_[p.k].begin));
      if (kind != Counted::unknown) c.thing = kind;
      break;
    }
    if (t_[p.k].kind != Kind::alpha || !read_phrase_word(c, p)) break;
    ++p.k;
    ++p.seen;
  }
  // "140 DGX A100", "128 Nvidia HGX H100": a line of machines before the
  // model counts machines, unless a word for what is counted follows ("64
  // DGX A100 GPUs"); a DGX or an HGX board holds several GPUs.
  if (p.machine_line && p.by_model && !p.noun) c.thing = Counted::nodes;
  after = p.k;
}

// Does model mention m start at token j?
bool Scan::model_at(std::size_t m, std::size_t j) const {
  return m < mentions_.size() && mention_first_[m] == j;
}

// Does model mention m start at token j, or past a hyphen glued to both sides?
bool Scan::model_next(std::size_t m, std::size_t j) const {
  if (is_punct(j, '-') && glued(j) && glued(j + 1)) ++j;
  return model_at(m, j);
}

// The model mention the phrase reads at p.k: the count's model, and its
// accelerators what is counted unless a word said otherwise.
void Scan::take_model(Count& c, NounPhrase& p) const {
  if (!c.model) c.model = p.m;
  if (c.thing == Counted::unknown) {
    c.thing = Counted::accelerators;
    p.by_model = true;
  }
  for (std::size_t j = p.k; j < mention_last_[p.m]; ++j)  // "Nvidia HGX H100"
    if (one_of(word(j), {"dgx", "hgx"})) p.machine_line = true;
  p.k = mention_last_[p.m] + 1;
  ++p.m;
  ++p.seen;
}

// Tokens of the phrase that say nothing of what is counted: a hyphen, a
// quote mark before a model, a model number or size, a unit's size, a
// bracketed aside; false where p.k is none.
bool Scan::skip_in_phrase(NounPhrase& p) const {
  const std::size_t k = p.k;
  // A hyphen; "two Nvidia “V100 O&G” GPUs": a model's name in quote marks.
  if ((is_punct(k, '-') && !t_[k].space_before) ||
      (opens_quote(k) && glued(k + 1) && model_next(p.m, k + 1))) {
    ++p.k;
    return true;
  }
  std::size_t past = 0;
  if (t_[k].kind == Kind::alnum) {
    past = k + 1;  // "SXM5", "80GB", "A5000"
  } else if ((k == p.first && (unit_size_at(k) > 0 || ways_at(k) > 0)) || unit_hyphened(k)) {
    // "261 four-GPU accelerated compute nodes", "Five eight-way A100 GPU
    // nodes": the units' size, a modifier; "80-GB".
    past = k + 3;
  }
  if (past) {
    p.k = past;
    ++p.seen;
    return true;
  }
  if (const std::size_t aside = unit_past_aside(k)) {
    p.k = aside;
    return true;
  }
  return false;
}

// The word at p.k: what is counted, a word of the phrase, or its end (false).
bool Scan::read_phrase_word(Count& c, NounPhrase& p) const {
  const std::size_t k = p.k;
  const auto w = word(k);
  const Counted kind = noun_in_phrase(c, w);
  if (one_of(w, {"dgx", "hgx"}) && model_next(p.m, k + 1)) p.machine_line = true;
  if (kind != Counted::unknown) {
    c.thing = kind;
    p.noun = true;
    return true;
  }
  // "The 72 Phase 1 GPU nodes": the phase, with its number, is a word of
  // the phrase; an adjective of a list, with its comma.
  if ((one_of(w, {"phase", "stage"}) && k + 1 < t_.size() && t_[k + 1].kind == Kind::digits) ||
      coordinate_adjective(k)) {
    ++p.k;
    return true;
  }
  return is_modifier(w) || names_before_model(k);
}

// What the noun w of the phrase says is counted, given the model read so far.
Counted Scan::noun_in_phrase(const Count& c, std::string_view w) const {
  const Counted kind = noun_kind(w);
  // A model's "processors" are the model: "GB200 Grace Blackwell processors";
  // an appliance's "systems" too: "64 Cerebras CS-2 systems".
  if (kind == Counted::cpus && c.model) return Counted::accelerators;
  if (kind == Counted::nodes && c.model && one_of(w, {"system", "systems"}) &&
      table_.appliance(mentions_[*c.model].accelerator))
    return Counted::accelerators;
  // A CPU's superchip is CPUs: "920 Nvidia Grace CPU Superchips".
  if (kind == Counted::accelerators && c.thing == Counted::cpus && !c.model &&
      starts_with(w, "superchip"))
    return Counted::cpus;
  return kind;
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
    if (is_mention_first(k)) return k;
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
// the name of its board or line, a word of the model's noun phrase; so is
// one hyphened to it ("1,024 GCP-TPUv4 chips", the cloud that rents it).
bool Scan::names_before_model(std::size_t k) const {
  const char first = text(k)[0];
  std::size_t model = k + 1;
  if (is_punct(model, '-') && glued(model) && glued(model + 1)) ++model;
  return first >= 'A' && first <= 'Z' &&
         is_mention_first(model);
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
// ("766 x 8" is a product, "1920 x 1080" a size: no model follows); so is a
// "×" glued to the count and spaced from the model ("256× NVIDIA A100 40GB
// GPUs"; "8×40G" is a memory size).
bool Scan::spaced_times(std::size_t after) {
  if (after + 1 >= t_.size() || !t_[after + 1].space_before) return false;
  const bool sign = is_punct(after, 0xD7 /* × */);
  if (!t_[after].space_before && !sign) return false;
  const bool x = t_[after].kind == Kind::alpha ? one_of(text(after), {"x", "X"}) : sign;
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

namespace {

// A marker's bound on count c: its form, whether it excludes the value, and
// the byte where the marker ends.
void bound(Count& c, bool& strict, CountForm form, bool excludes, std::size_t end) {
  c.form = form;
  strict = excludes;
  c.end = std::max(c.end, end);
}

// "or more", "以上", "or so", "左右": a marker in words right after the noun
// phrase, the text `rest` from byte `at`.
void word_marker_after(Count& c, bool& strict, std::string_view rest, std::size_t at) {
  static constexpr std::array<std::pair<std::string_view, CountForm>, 4> markers = {
      {{"or more", CountForm::at_least},
       {"\xE4\xBB\xA5\xE4\xB8\x8A" /* 以上 */, CountForm::at_least},
       {"or so", CountForm::approximate},
       {"\xE5\xB7\xA6\xE5\x8F\xB3" /* 左右 */, CountForm::approximate}}};
  const auto lrest = ascii_lower(rest.substr(0, 12));
  for (const auto& [marker, form] : markers)
    if (starts_with(lrest, marker)) {
      bound(c, strict, form, false, at + marker.size());
      return;
    }
}

// Markers before the count, in the passage's `head` up to it: "more than",
// "about", "超过"; the count begins with its marker.
void marker_before_count(Count& c, bool& strict, std::string_view head) {
  std::size_t at = 0;
  const auto* m = marker_before(head, at);
  if (!m) return;
  if (c.form == CountForm::exact || c.form == CountForm::rounded) {
    c.form = m->form;
    strict = m->strict;
  }
  c.begin = at;
}

// The values a count of its form covers: a tenth either side of an
// approximate one, everything from an "at least" one up.
void cover_by_form(Count& c, bool strict) {
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
}

}  // namespace

std::optional<Count> Scan::count_at(std::size_t& i, std::size_t& phrase_end) {
  const bool in_words = t_[i].kind == Kind::alpha;
  std::optional<Number> n = number_at(i);
  if (!n) return std::nullopt;
  memory_times(*n);
  const bool one_word = in_words && n->value == 1;
  std::size_t after = n->last + 1;
  i = n->last;  // the caller moves on after the number, counted or not
  if (not_a_count(*n, after)) return std::nullopt;
  Count c = count_of(*n);
  bool strict = false;
  // Markers after the number: "10,000+", "一万多", "or more".
  glued_marker_after(c, strict, after);
  read_counted(c, *n, after);
  phrase_end = t_[after - 1].end;
  const auto rest = after < t_.size() ? s_.substr(t_[after].begin) : std::string_view{};
  if (c.thing == Counted::unknown && !n->times) c.thing = counted_by_clause(c.begin, rest);
  word_marker_after(c, strict, rest, after < t_.size() ? t_[after].begin : 0);
  marker_before_count(c, strict, s_.substr(0, c.begin));
  // "4x H100": a multiplicity inside something (a node, a row), never a total;
  // "The 2 GPUs on an MI250X", "The 8 GPUs are each ...": what one thing holds.
  if (n->times && c.thing != Counted::accelerators) return std::nullopt;  // "2x faster"
  c.per_unit = held_per_unit(c, *n, after, rest);
  // "one NVIDIA GH200 Grace Hopper Superchip per node" is a node's count; any
  // other "one" is an article or a pronoun ("one of the largest").
  if (one_word && !(c.per_unit && c.thing == Counted::accelerators)) return std::nullopt;
  if (counts_nothing(c.begin, rest)) c.thing = Counted::unknown;
  if (year_or_name(c, *n, after)) return std::nullopt;
  cover_by_form(c, strict);
  c.text = std::string(s_.substr(c.begin, c.end - c.begin));
  return c;
}

// The number at token i, in digits, words or CJK numerals.
std::optional<Scan::Number> Scan::number_at(std::size_t i) const {
  const auto kind = t_[i].kind;
  if (kind == Kind::digits || kind == Kind::alnum)
    return kind == Kind::alnum && !is_ascii_digit(text(i)[0]) ? times_after_model(i) : digits_at(i);
  if (kind == Kind::alpha) return number_in_words(i);
  if (kind == Kind::cjk) return cjk_at(i);
  return std::nullopt;
}

// "dual", "an equal number", "twenty-four", "a hundred": a number in words
// at token i.
std::optional<Scan::Number> Scan::number_in_words(std::size_t i) const {
  const auto w = text(i);
  auto n = multiplicity_at(i);
  if (!n) n = equal_number_at(i);
  if (!n && !may_be_number_word(w[0]) && !(w.size() == 1 && (w[0] == 'a' || w[0] == 'A')))
    return std::nullopt;
  if (!n) n = words_at(i);
  // "one of", "a hundred" needs the hundred; "one" is kept to count what one
  // unit holds, and only that (count_at).
  if (n && n->value < 2 && !(n->value == 1 && ascii_lower(w) == "one")) n.reset();
  return n;
}

// The count number n makes as written: its span, value and precision.
Count Scan::count_of(const Number& n) const {
  Count c;
  c.begin = t_[n.first].begin;
  c.end = t_[n.last].end;
  c.value = n.value;
  c.low = n.unit ? n.value - n.unit / 2 : n.value;
  c.high = n.unit ? n.value + n.unit - 1 : n.value;
  c.form = n.unit ? CountForm::rounded : CountForm::exact;
  return c;
}

// "10,000+", "一万多": a marker glued right after the number (at token
// `after`, which moves past it).
void Scan::glued_marker_after(Count& c, bool& strict, std::size_t& after) const {
  if (is_punct(after, '+') && glued(after)) {
    bound(c, strict, CountForm::at_least, false, t_[after++].end);
  } else if (after < t_.size() && t_[after].kind == Kind::cjk && glued(after) &&
             (t_[after].cp == U'多' || t_[after].cp == U'余' || t_[after].cp == U'餘')) {
    bound(c, strict, CountForm::at_least, true, t_[after++].end);
  }
}

// What the number n counts, from the words around it: an "x" before a model,
// its noun phrase (from token `after`, which moves past it), a model it
// multiplies, a noun right before it.
void Scan::read_counted(Count& c, Number& n, std::size_t& after) {
  const bool labels = between_labels(n, after);
  if (!n.times && spaced_times(after)) {
    n.times = true;
    c.end = t_[after++].end;
  }
  if (!labels) read_noun(c, after);
  if (n.of) {
    c.model = n.of;
    c.thing = Counted::accelerators;
  }
  if (c.thing == Counted::unknown) c.thing = noun_before(n.first);
}

// "Nodes: 980 Processors: 2x16 cores": a count between two labels is the
// first one's; the second starts the next field.
bool Scan::between_labels(const Number& n, std::size_t after) const {
  const bool labelled = n.first > 1 && is_punct(n.first - 1, ':') &&
                        noun_before(n.first) != Counted::unknown;
  return labelled && after + 1 < t_.size() && t_[after].kind == Kind::alpha &&
         text(after)[0] >= 'A' && text(after)[0] <= 'Z' &&
         noun_kind(word(after)) != Counted::unknown && is_punct(after + 1, ':');
}

// What the clause of a count beginning at byte `begin` says it counts, its
// noun phrase saying nothing: "nodes equipped with", or "The largest
// individual deployment for the backend network for Maia is 2,048": what a
// deployment of the model or family its clause names is, its chips.
Counted Scan::counted_by_clause(std::size_t begin, std::string_view rest) const {
  if (equipped(rest)) return Counted::nodes;
  const std::size_t clause = deployment_clause(s_.substr(0, begin), rest);
  return clause > 0 && names_accelerator(begin - clause, begin) ? Counted::accelerators
                                                                : Counted::unknown;
}

// Is count c (number n, its phrase ending before token `after`, `rest` the
// text from there) what one unit holds? "8-GPU HGX H100 nodes", "a 72-GPU
// rack": the count sizes the unit it names, what each holds, and counts
// accelerators ("a 24,576-GPU cluster" is a total, its thing no unit).
bool Scan::held_per_unit(Count& c, const Number& n, std::size_t after, std::string_view rest) {
  const bool sizes_unit = sized_unit(n, after);
  if (sizes_unit) c.thing = Counted::accelerators;
  const auto size_word = sized_by(c, n);
  if (size_word) sized_.emplace_back(c.begin, *size_word);
  // A multiplicity is what one unit holds where a unit may hold that many,
  // as the products' multiplicities are; past that it is the machine's ("A100
  // 40GB x480" of Epoch's hardware notes, "256× NVIDIA A100 40GB GPUs").
  constexpr std::int64_t unit_at_most = 64;
  const bool multiplies = n.times && n.value <= unit_at_most && (n.of || !plural_model(c));
  return sizes_unit || in_named_unit(c, n) || size_word.has_value() || multiplies || the_few(c) ||
         said_per_unit_after(c, after, rest) || defines_unit(n, after) ||
         held_by_uncounted(c, n, after) || said_per_unit_before(c);
}

// Is it one per node by the words after it? "8 GPUs each", "4 GPUs per
// node", past a short aside: "32k H100s (48MW) per building".
bool Scan::said_per_unit_after(const Count& c, std::size_t after, std::string_view rest) const {
  const auto lafter = ascii_lower(past_short_aside(rest).substr(0, 16));
  if (starts_with(lafter, "each") && !nodes_each_do(c, lafter)) return true;
  for (std::string_view per : {"per ", "are each", "/node", "/server", "/pod", "[per ", "(per ",
                               "in each", "a node"})
    if (starts_with(lafter, per)) return true;
  return in_one(after) || (c.thing == Counted::accelerators && each_closes_clause(after));
}

// Is it one per node by the words before it, in its clause? "each with four
// GPUs", "每台".
bool Scan::said_per_unit_before(const Count& c) const {
  auto lbefore = ascii_lower(s_.substr(c.begin > 24 ? c.begin - 24 : 0, std::min<std::size_t>(c.begin, 24)));
  if (auto cut = lbefore.find_last_of("(),.;:"); cut != std::string::npos) lbefore.erase(0, cut + 1);
  const auto each = lbefore.find("each");
  return (each != std::string::npos && each_holds(std::string_view(lbefore).substr(each + 4))) ||
         lbefore.find("每") != std::string::npos ||
         (c.thing == Counted::accelerators && about_one_node(c.begin));
}

// "equivalent to nearly 600,000 H100s" measures something else in
// accelerators: it counts nothing the system has; nor does a likeness or
// a conversion ("1.5GW is like a million GPUs", "four 300MW buildings,
// which translates to ~1 million GPUs" size the power). The count begins at
// byte `begin`; `rest` is the text after its noun phrase.
bool Scan::counts_nothing(std::size_t begin, std::string_view rest) const {
  auto lead = ascii_lower(s_.substr(begin > 24 ? begin - 24 : 0, std::min<std::size_t>(begin, 24)));
  while (!lead.empty() && lead.back() == ' ') lead.pop_back();
  for (std::string_view eq : {"equivalent to", "equivalent of", " is like", " are like", " was like",
                              "translates to", "translate to", "translating to"})
    if (ends_with(lead, eq)) return true;
  const auto head = s_.substr(0, begin);
  return equivalent_in_cjk(lead) || followed_by_equivalent(rest) || split_in_shares(rest) ||
         spread_over_sites(rest) || after_a_need(lead) || asked_or_guessed(head) || worked_out(head) ||
         doubted_as_estimate(rest);
}

// A year is no count unless it counts something ("2048 GPUs"); before a
// model with no noun for accelerators it is a name's year or a date ("Meta
// 2017 V100 Cluster", "SAKURA Internet 2019 V100 Supercomputer"); nor is a
// word of a system's name.
bool Scan::year_or_name(const Count& c, const Number& n, std::size_t after) const {
  const bool year = c.form == CountForm::exact && c.value >= 1900 && c.value <= 2099 &&
                    t_[n.first].kind == Kind::digits && n.first == n.last;
  const bool bare_model = c.model && !accelerator_noun(n.last + 1, after);
  if (year && (c.thing == Counted::unknown || (c.value >= 1990 && c.value <= 2030 && bare_model)))
    return true;
  return in_system_name(n, after);
}

}  // namespace verifier::match::internal
