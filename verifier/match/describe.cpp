// match/describe.cpp: anchors found by the alias automaton, then the facts
// of each anchor's passage weighed for the systems the anchor belongs to.
#include "match/describe.h"

#include <algorithm>
#include <map>
#include <optional>

#include "core/ascii.h"
#include "match/context.h"
#include "match/evidence.h"
#include "match/normalize.h"
#include "match/note_lead.h"
#include "match/owners.h"
#include "match/table_row.h"

namespace verifier::match {

struct Describer::Passage {
  std::size_t begin = 0;
  std::size_t end = 0;
  Facts facts;
};

struct Describer::Operators {
  std::vector<AnchorHit> others;  // other systems' operators (not makers)
  // Where the system's own anchor is written: the hit and every other
  // part of its operator ("Information Technology Center, Nagoya University").
  std::vector<std::pair<std::size_t, std::size_t>> own_words;
  // The anchor is in a table's row: a list's site column, whose words say
  // where the machine stands, a place in them too ("Universitaet Erlangen -
  // Regionales Rechenzentrum Erlangen | Germany").
  bool site_field = false;
};

std::string_view why_not(Describable d) {
  switch (d) {
    case Describable::yes: return "";
    case Describable::no_anchor: return "no operator or place to anchor a description";
    case Describable::too_few_facts:
      return "too few facts (place, accelerator model, count) to be described";
  }
  return "";
}

Describer::Describer(const MatchRules& rules) : accelerators_(rules.accelerators) {
  for (const auto& v : rules.accelerators.vendors) {
    makers_.push_back(phrase_words(v.vendor));
    for (const auto& f : v.forms) makers_.push_back(phrase_words(f));
  }
  for (const auto& o : rules.owners) {
    if (!o.maker) continue;
    machine_makers_.push_back(phrase_words(o.owner));
    for (const auto& f : o.forms) machine_makers_.push_back(phrase_words(f));
  }
}

namespace {

// Is `name` one of `spellings` (each as phrase words)?
bool one_of_spellings(const std::vector<std::vector<std::string>>& spellings, std::string_view name) {
  const auto words = phrase_words(name);
  return std::any_of(spellings.begin(), spellings.end(), [&](const auto& s) { return same_phrase(s, words); });
}

// The kind of the terms that anchor a description: the operator; a record
// that names none is anchored at its places.
std::string_view anchor_kind_of(const std::vector<ContextTerm>& terms) {
  const bool operator_named =
      std::any_of(terms.begin(), terms.end(), [](const ContextTerm& t) { return t.kind == "operator"; });
  return operator_named ? "operator" : "site";
}

// The record's places: its site terms, but its country.
std::vector<ContextTerm> places_of(const std::vector<ContextTerm>& terms, const std::string& country) {
  std::vector<ContextTerm> places;
  for (const auto& t : terms)
    if (t.kind == "site" && t.key != country) places.push_back(t);
  return places;
}

}  // namespace

bool Describer::machine_maker(std::string_view name) const { return one_of_spellings(machine_makers_, name); }

bool Describer::maker(std::string_view name) const { return one_of_spellings(makers_, name); }

Describable Describer::add(std::size_t system, const Record& record,
                           const std::vector<ContextTerm>& terms) {
  SystemFacts s;
  s.system = system;
  s.name = normalize_key(record.name);
  s.places = places_of(terms, normalize_key(record.country));
  for (const auto& p : record.parts) {
    PartFacts part{accelerators_.read_part(p.part), 0};
    if (p.quantity && *p.quantity >= 1 && *p.quantity < 1e12)
      part.count = static_cast<std::int64_t>(*p.quantity);
    if (part.accelerator.known() || part.count > 0) s.parts.push_back(std::move(part));
  }
  bool model = std::any_of(s.parts.begin(), s.parts.end(),
                           [](const PartFacts& p) { return p.accelerator.known(); });
  bool count = std::any_of(s.parts.begin(), s.parts.end(),
                           [](const PartFacts& p) { return p.count > 0; });
  const int facts = (s.places.empty() ? 0 : 1) + (model ? 1 : 0) + (count ? 1 : 0);
  const std::string_view anchor_kind = anchor_kind_of(terms);
  const bool anchored = std::any_of(terms.begin(), terms.end(),
                                    [&](const ContextTerm& t) { return t.kind == anchor_kind; });
  const int needed = anchor_kind[0] == 's' ? 3 : 2;  // a place anchor is one of the facts too
  if (!anchored) return Describable::no_anchor;
  if (facts < needed) return Describable::too_few_facts;
  const auto index = static_cast<std::uint32_t>(systems_.size());
  systems_.push_back(std::move(s));
  for (const auto& t : terms) {
    if (t.kind != anchor_kind) continue;
    auto [it, fresh] = anchor_ids_.try_emplace(t.key, static_cast<std::uint32_t>(anchors_.size()));
    if (fresh) anchors_.push_back(Anchor{t.key, t.text, t.kind, maker(t.text), machine_maker(t.text), {}});
    auto& of = anchors_[it->second].of;
    if (of.empty() || of.back() != index) of.push_back(index);
  }
  return Describable::yes;
}

void Describer::seal(Automaton& automaton, std::uint32_t first_id) {
  anchor_ids_ = std::unordered_map<std::string, std::uint32_t>{};
  anchors_.shrink_to_fit();
  systems_.shrink_to_fit();
  for (std::uint32_t a = 0; a < anchors_.size(); ++a) automaton.add(anchors_[a].key, first_id + a);
}

namespace {

bool states_count(const Count& c) {
  return !c.per_unit && (c.form == CountForm::exact || c.form == CountForm::rounded ||
                         c.form == CountForm::approximate);
}

// A count of accelerators ("100,000 GPUs", "6,128 H200") for the part's
// model, or of accelerators of no model. A count of nothing said ("Llama
// 4", "in 12 weeks") is no count of the system, for or against.
bool for_part(const Count& c, const Facts& f, const Accelerator& part) {
  if (c.thing != Counted::accelerators) return false;
  if (!c.model) return true;
  return !part.known() || supports(f.mentions[*c.model].accelerator, part);
}

// Which of a passage's facts are its anchor's: not those with another
// operator between them and the anchor, nor those past a count of another
// model ("OpenAI急建10万块GB200超算，马斯克10万块H100": past it, the facts
// are another subject's).
class AnchorsFacts {
 public:
  AnchorsFacts(std::string_view text, std::size_t passage_begin, const Facts& facts,
               const Describer::AnchorHit& hit, const std::vector<Describer::AnchorHit>& others)
      : text_(text), begin_(passage_begin), f_(facts), hit_(hit), others_(others) {}

  // The first mention of the part's model that is the anchor's; "" when none.
  std::string model(const Accelerator& part) const {
    if (!part.known()) return "";
    for (const auto& m : f_.mentions)
      if (supports(m.accelerator, part) && anchors(m.begin, part))
        return std::string(text_.substr(begin_ + m.begin, m.end - m.begin));
    return "";
  }

  // The first count of the part that is the anchor's, else the product of
  // its factors a claim reads ("560 nodes, each with ... four NVIDIA A100
  // GPUs"); "" when none. nullopt when a count for that model says another
  // number: the passage is then another system's.
  std::optional<std::string> count(const Accelerator& part, std::int64_t value) const {
    std::string found;
    for (const auto& c : f_.counts) {
      if (!states_count(c) || !for_part(c, f_, part)) continue;
      if (!c.covers(value)) return std::nullopt;
      if (found.empty() && anchors(c.begin, part)) found = c.text;
    }
    if (found.empty()) {
      auto p = passage_product(f_, part, value);
      if (p && anchors(p->begin, part)) found = p->factor_text[0] + " x " + p->factor_text[1];
    }
    return found;
  }

 private:
  // Is a fact at `at` of the passage, for the part's model, the anchor's?
  bool anchors(std::size_t at, const Accelerator& part) const {
    return !beyond_another(at) && !past_other_model(at, part);
  }
  // Does [b, e) of the page lie between the anchor and a fact at `at` of the passage?
  bool between(std::size_t at, std::size_t b, std::size_t e) const {
    return b >= std::min(hit_.end, begin_ + at) && e <= std::max(hit_.begin, begin_ + at);
  }
  bool beyond_another(std::size_t at) const {
    return std::any_of(others_.begin(), others_.end(),
                       [&](const Describer::AnchorHit& o) { return between(at, o.begin, o.end); });
  }
  bool past_other_model(std::size_t at, const Accelerator& part) const {
    return std::any_of(f_.counts.begin(), f_.counts.end(), [&](const Count& c) {
      return c.thing == Counted::accelerators && c.model &&
             !supports(f_.mentions[*c.model].accelerator, part) &&
             between(at, begin_ + c.begin, begin_ + c.end);
    });
  }

  std::string_view text_;
  std::size_t begin_;
  const Facts& f_;
  const Describer::AnchorHit& hit_;
  const std::vector<Describer::AnchorHit>& others_;
};

// "10000", "10000.0": a whole number a spreadsheet writes; nullopt else.
std::optional<std::int64_t> whole_number(std::string_view field) {
  field = ascii_trim(field);
  const std::size_t point = field.find('.');
  const std::string_view whole = field.substr(0, point);
  if (whole.empty() || whole.size() > 12 || !all_ascii_digits(whole)) return std::nullopt;
  if (point != std::string_view::npos && field.find_first_not_of('0', point + 1) != std::string_view::npos)
    return std::nullopt;
  std::int64_t n = 0;
  for (char c : whole) n = n * 10 + (c - '0');
  return n;
}

// A header field of a quantity: "Chip quantity (primary)", "GPU count".
bool quantity_header(std::string_view field) {
  const std::string h = ascii_lower(field);
  return h.find("quantity") != std::string::npos || h.find("count") != std::string::npos ||
         h.find("number of") != std::string::npos;
}

}  // namespace

// Does a quantity field count the part, by the model field before it? That
// field names the part's model; or, where the record knows no model, it is
// empty: "Microsoft Sweden Gävle,...,,6666.0" counts chips Epoch cannot
// name, as the record does.
bool Describer::counts_part(std::string_view model_field, const Accelerator& part) const {
  if (model_field.empty()) return !part.known();
  const Accelerator model = accelerators_.read_part(model_field);
  return model.known() && supports(model, part);
}

// Epoch's table gives a row's count in a field of its own after its chip's
// ("...,NVIDIA H100 SXM5 80GB,10000.0,..." under "Chip type (primary),Chip
// quantity (primary)"): the page's first line, its header, says the number
// is a quantity, and the field before it is the part's model, as a reader
// takes it. Rows of another width (a line inside a quoted note) give none;
// so do TOP500's ("AMD Instinct MI300A,24" is under "Cores per Socket").
std::optional<std::string> Describer::field_count(std::string_view text, std::size_t at,
                                                  const PartFacts& part) const {
  const std::size_t newline = text.rfind('\n', at);
  const std::size_t header_end = text.find('\n');
  if (newline == std::string_view::npos || header_end == std::string_view::npos) return "";
  const std::size_t line = newline + 1;
  const char sep = values_separator(text, 0, header_end);
  if (sep == 0 || values_separator(text, line, std::min(text.find('\n', line), text.size())) != sep)
    return "";
  const auto header = fields_at(text, 0, sep);
  const auto row = fields_at(text, line, sep);
  if (row.size() != header.size()) return "";
  for (std::size_t j = 1; j < row.size(); ++j) {
    if (!quantity_header(header[j])) continue;
    const auto n = whole_number(row[j]);
    if (!n || !counts_part(ascii_trim(row[j - 1]), part.accelerator)) continue;
    if (*n != part.count) return std::nullopt;
    return std::string(ascii_trim(row[j]));
  }
  return "";
}

std::vector<std::string> Describer::described_by(const SystemFacts& s, FoldedPage& page,
                                                 const Passage& passage, const AnchorHit& hit,
                                                 const Operators& operators) const {
  const AnchorsFacts anchors(page.text(), passage.begin, passage.facts, hit, operators.others);
  std::vector<std::string> by;
  static const std::vector<std::pair<std::size_t, std::size_t>> no_skip;
  if (const ContextTerm* place = find_term(page, passage.begin, passage.end, s.places, "site",
                                           operators.site_field ? no_skip : operators.own_words))
    by.push_back("place: " + place->text);
  std::string model;
  std::string count;
  for (const auto& part : s.parts) {
    if (model.empty()) model = anchors.model(part.accelerator);
    if (part.count == 0) continue;
    // A spreadsheet's row states its count in the field beside the model;
    // its notes' counts (the whole run's "55,000 TPU v4s", an earlier
    // phase's "2k H100s") are not the row's machine's.
    auto stated = field_count(page.text(), hit.begin, part);
    if (stated && stated->empty()) stated = anchors.count(part.accelerator, part.count);
    if (!stated) return {};  // another count for that model
    if (count.empty()) count = std::move(*stated);
  }
  if (!model.empty()) by.push_back("model: " + model);
  if (!count.empty()) by.push_back("count: " + count);
  return by;
}

// The list under the anchor's Markdown heading (list_in_section), looked
// for once and only where the passage and sentence lack facts: most anchors
// have them or stand under no heading.
class Describer::SectionList {
 public:
  SectionList(std::string_view text, const AnchorHit& hit) : text_(text), hit_(hit) {}
  // The list's span; nullptr where the section has none.
  const std::pair<std::size_t, std::size_t>* get() {
    if (look_ == Look::not_yet) {
      const auto list = list_in_section(text_, hit_.begin, hit_.end);
      look_ = list ? Look::found : Look::none;
      if (list) span_ = *list;
    }
    return look_ == Look::found ? &span_ : nullptr;
  }

 private:
  enum class Look : std::uint8_t { not_yet, none, found };
  std::string_view text_;
  const AnchorHit& hit_;
  Look look_ = Look::not_yet;
  std::pair<std::size_t, std::size_t> span_;
};

// One page as describe reads it: each passage's facts read once, the
// operators the page names, its tables' rows by name once a row is asked.
class Describer::PageReading {
  const Describer& describer_;

 public:
  PageReading(const Describer& describer, FoldedPage& folded, const std::vector<AnchorHit>& hits)
      : describer_(describer), page(folded), text(folded.text()) {
    // "Oracle is purchasing 400,000 of Nvidia's GB200", "甲骨文与微软的交易，涉及
    // 10万块英伟达即将推出的GB200": a maker is no other owner of the facts.
    for (const auto& hit : hits)
      if (describer_.anchors_[hit.anchor].kind == "operator") operators_.push_back(hit);
    std::sort(operators_.begin(), operators_.end(),
              [](const AnchorHit& a, const AnchorHit& b) { return a.begin < b.begin; });
    for (const auto& op : operators_) longest_ = std::max(longest_, op.end - op.begin);
  }

  const Passage& read(std::pair<std::size_t, std::size_t> span) {
    auto [pb, pe] = span;
    auto [it, fresh] = passages_.try_emplace({pb, pe});
    if (fresh)
      it->second = {pb, pe, facts_of(text.substr(pb, pe - pb), describer_.accelerators_, headers_.of(pb))};
    return it->second;
  }

  // The operators in text[b, e): those not system `index`'s, and where
  // its own (any part of it) is written, with `hit`, its anchor there.
  // "HPE Apollo 6500": a maker of machines on its product, a capitalised
  // name right after it, is that machine's maker, no other owner of its facts.
  bool on_product(const AnchorHit& op) const {
    return describer_.anchors_[op.anchor].machine_maker && op.end + 1 < text.size() && text[op.end] == ' ' &&
           text[op.end + 1] >= 'A' && text[op.end + 1] <= 'Z';
  }

  Operators operators_in(std::size_t b, std::size_t e, std::uint32_t index, const AnchorHit& hit) const {
    Operators found;
    found.own_words.emplace_back(hit.begin, hit.end);
    found.site_field = in_row(hit.begin);
    const auto first = std::lower_bound(operators_.begin(), operators_.end(), b,
                                        [](const AnchorHit& h, std::size_t at) { return h.begin < at; });
    // Its own words may begin before text[b, e) and run into it: a sentence
    // begins after "Univ." of "Univ. of Tsukuba". None is longer than longest_.
    for (auto op = first; op != operators_.begin() && b - std::prev(op)->begin < longest_;) {
      --op;
      if (op->end > b && of_system(*op, index)) found.own_words.emplace_back(op->begin, op->end);
    }
    for (auto op = first; op != operators_.end() && op->begin < e; ++op) {
      if (of_system(*op, index))
        found.own_words.emplace_back(op->begin, op->end);
      else if (!describer_.anchors_[op->anchor].maker && !on_product(*op) && op->end <= e)
        found.others.push_back(*op);
    }
    return found;
  }

  // "Meta GenAI 2024b,...,NVIDIA H100 SXM5 80GB,24576.0,...,Meta AI" is no
  // Meta GenAI 2024a where its own row follows: a table gives a system one
  // row. A record with no row of its own (a description of the machine
  // another row names) may still be described by that row.
  bool in_others_row(const SystemFacts& s, const AnchorHit& hit) {
    if (!in_row(hit.begin)) return false;
    if (!rows_) rows_.emplace(text);
    const auto own = rows_->rows_of(s.name);
    return !own.empty() && std::none_of(own.begin(), own.end(), [&](const auto& r) {
      return r.first <= hit.begin && hit.end <= r.second;
    });
  }

  // Is the line holding text[at] a table's row (row_cells)? Asked for
  // every system of an anchor: the line's cells are read once.
  bool in_row(std::size_t at) const {
    const std::size_t line = line_start(at);
    auto [it, fresh] = rows_asked_.try_emplace(line, false);
    if (fresh) it->second = !row_cells(text, line).empty();
    return it->second;
  }

  // The first byte of the line holding text[at].
  std::size_t line_start(std::size_t at) const {
    const std::size_t newline = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
    return newline == std::string_view::npos ? 0 : newline + 1;
  }

  FoldedPage& page;
  const std::string_view text;

 private:
  mutable std::map<std::size_t, bool> rows_asked_;  // a line's first byte -> in_row
  std::map<std::pair<std::size_t, std::size_t>, Passage> passages_;
  RowHeaders headers_{text};  // a row's header line above it, for its counts
  // Whether the operator at `op` is one of system `index`'s (any part of it).
  bool of_system(const AnchorHit& op, std::uint32_t index) const {
    const Anchor& a = describer_.anchors_[op.anchor];
    return std::find(a.of.begin(), a.of.end(), index) != a.of.end();
  }

  std::vector<AnchorHit> operators_;  // sorted by where they begin
  std::size_t longest_ = 0;           // the longest of them, in bytes
  std::optional<RowsByName> rows_;
};

std::vector<std::pair<std::size_t, Naming>> Describer::describe(
    FoldedPage& page, std::string_view url, const std::vector<AnchorHit>& hits,
    const std::vector<NamedAt>& named) const {
  PageReading reading(*this, page, hits);
  std::vector<std::pair<std::size_t, Naming>> out;
  for (const auto& hit : hits) describe_at(reading, url, hit, named, out);
  return out;
}

void Describer::describe_at(PageReading& reading, std::string_view url, const AnchorHit& hit,
                            const std::vector<NamedAt>& named,
                            std::vector<std::pair<std::size_t, Naming>>& out) const {
  const std::string_view text = reading.text;
  const Anchor& anchor = anchors_[hit.anchor];
  // "Nvidia H100", "Nvidia Grace": the maker on its product is no operator.
  if (anchor.kind == "operator" &&
      accelerators_.product_by(text.substr(hit.begin, hit.end - hit.begin), text.substr(hit.end)))
    return;
  const Passage& passage = reading.read(passage_of(text, hit.begin, hit.end));
  SectionList list(text, hit);
  if (passage.facts.counts.empty() && passage.facts.mentions.empty() && anchor.kind != "site" &&
      list.get() == nullptr && !lead_with_first_section(text, hit.begin, hit.end) &&
      !titled_block(text, hit.begin))
    return;
  const std::size_t needed = anchor.kind == "site" ? 3 : 2;
  for (std::uint32_t index : anchor.of) {
    const SystemFacts& s = systems_[index];
    const auto by_name = std::lower_bound(named.begin(), named.end(), s.system,
                                          [](const NamedAt& a, std::size_t system) { return a.system < system; });
    if (by_name != named.end() && by_name->system == s.system) continue;
    if (std::any_of(out.begin(), out.end(), [&](const auto& o) { return o.first == s.system; })) continue;
    auto by = described_near(reading, s, index, hit, passage, list, needed);
    if (by.size() < needed || reading.in_others_row(s, hit)) continue;
    if (std::none_of(by.begin(), by.end(), [](const std::string& b) { return b.starts_with("count: "); }) &&
        another_machines_row(reading, s, anchor, hit, named))
      continue;
    Naming n;
    n.describes = true;
    n.identified_by.push_back(anchor.kind + ": " + std::string(text.substr(hit.begin, hit.end - hit.begin)));
    n.identified_by.insert(n.identified_by.end(), by.begin(), by.end());
    n.evidence = evidence_quote(text, hit.begin, hit.end);
    n.fragment_url = fragment_link(url, text, hit.begin, hit.end);
    out.emplace_back(s.system, std::move(n));
  }
}

bool Describer::another_machines_row(PageReading& reading, const SystemFacts& s, const Anchor& anchor,
                                     const AnchorHit& hit, const std::vector<NamedAt>& named) const {
  if (!reading.in_row(hit.begin)) return false;
  const std::size_t line = reading.line_start(hit.begin);
  const std::size_t line_end = std::min(reading.text.find('\n', hit.end), reading.text.size());
  const auto other_count = [&](const SystemFacts& x) {
    for (const auto& p : s.parts)
      for (const auto& q : x.parts)
        if (p.count > 0 && q.count > 0 && p.count != q.count && p.accelerator.known() &&
            supports(q.accelerator, p.accelerator))
          return true;
    return false;
  };
  for (const auto& n : named) {
    if (n.system == s.system || n.begin < line || n.begin >= line_end) continue;
    for (std::uint32_t x : anchor.of)
      if (systems_[x].system == n.system && other_count(systems_[x])) return true;
  }
  return false;
}

std::vector<std::string> Describer::described_near(PageReading& reading, const SystemFacts& s,
                                                   std::uint32_t index, const AnchorHit& hit,
                                                   const Passage& passage, SectionList& list,
                                                   std::size_t needed) const {
  auto by = described_by(s, reading.page, passage, hit, reading.operators_in(passage.begin, passage.end, index, hit));
  // A block may be a whole list ("- 24,000 H100 GPUs - ... Meta's H100
  // clusters are 24K H100s"): where the block's facts do not describe
  // the system, the anchor's own sentence may.
  if (by.size() < needed) {
    const Passage& sentence = reading.read(sentence_of(reading.text, hit.begin, hit.end));
    by = described_by(s, reading.page, sentence, hit,
                      reading.operators_in(sentence.begin, sentence.end, index, hit));
  }
  // "### Scale / ... we built back in 2019 for OpenAI ... / Timeline: /
  // - May 2020: 10,000 V100 GPUs": the list under a heading gives facts
  // of what the section's prose names before it, no other operator
  // between them.
  if (by.size() < needed && list.get() != nullptr)
    by = described_by(s, reading.page, reading.read(*list.get()), hit,
                      reading.operators_in(passage.begin, list.get()->second, index, hit));
  // A note's lead gives who runs the machine and where, the section after
  // it the machine's parts: "Alps is ... at CSCS ... CSCS in Lugano" / "##
  // System overview / Its most notable partition are its [[GH200]] blades".
  if (by.size() < needed)
    if (const auto lead = lead_with_first_section(reading.text, hit.begin, hit.end))
      by = described_by(s, reading.page, reading.read(*lead), hit,
                        reading.operators_in(lead->first, lead->second, index, hit));
  // A title gives who runs the machine it is about, the block that defines
  // the machine its parts: "Polaris Machine Overview - ALCF User Guides" /
  // "Polaris is a 560-node ... four NVIDIA A100 GPUs".
  if (by.size() < needed)
    if (const auto block = titled_block(reading.text, hit.begin))
      by = described_by(s, reading.page, reading.read(*block), hit,
                        reading.operators_in(block->first, block->second, index, hit));
  return by;
}

}  // namespace verifier::match
