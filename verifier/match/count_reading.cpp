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
    // "261 four-GPU accelerated compute nodes", "Five eight-way A100 GPU
    // nodes": the units' size, a modifier.
    if (k == after && (unit_size_at(k) > 0 || ways_at(k) > 0)) { k += 3; ++seen; continue; }
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
    } else if ((one_of(w, {"phase", "stage"}) && k + 1 < t_.size() && t_[k + 1].kind == Kind::digits) ||
               coordinate_adjective(k)) {
      // "The 72 Phase 1 GPU nodes": the phase, with its number, is a word of
      // the phrase; an adjective of a list, with its comma.
      ++k;
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
// the name of its board or line, a word of the model's noun phrase; so is
// one hyphened to it ("1,024 GCP-TPUv4 chips", the cloud that rents it).
bool Scan::names_before_model(std::size_t k) const {
  const char first = text(k)[0];
  std::size_t model = k + 1;
  if (is_punct(model, '-') && glued(model) && glued(model + 1)) ++model;
  return first >= 'A' && first <= 'Z' &&
         std::binary_search(mention_first_.begin(), mention_first_.end(), model);
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

std::optional<Count> Scan::count_at(std::size_t& i, std::size_t& phrase_end) {
  std::optional<Number> n;
  auto kind = t_[i].kind;
  if (kind == Kind::digits || kind == Kind::alnum) {
    n = kind == Kind::alnum && !is_ascii_digit(text(i)[0]) ? times_after_model(i) : digits_at(i);
  } else if (kind == Kind::alpha) {
    auto w = text(i);
    n = multiplicity_at(i);
    if (!n) n = equal_number_at(i);
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
  // "The largest individual deployment for the backend network for Maia is
  // 2,048": what a deployment of the model or family its clause names is, its chips.
  if (c.thing == Counted::unknown && !n->times) {
    const std::size_t clause = deployment_clause(s_.substr(0, c.begin), rest);
    if (clause > 0 && names_accelerator(c.begin - clause, c.begin)) c.thing = Counted::accelerators;
  }
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
  // A multiplicity is what one unit holds where a unit may hold that many,
  // as the products' multiplicities are; past that it is the machine's ("A100
  // 40GB x480" of Epoch's hardware notes, "256× NVIDIA A100 40GB GPUs").
  constexpr std::int64_t unit_at_most = 64;
  const bool multiplies = n->times && n->value <= unit_at_most && (n->of || !plural_model(c));
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

}  // namespace verifier::match::internal
