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
