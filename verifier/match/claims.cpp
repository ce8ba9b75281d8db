// match/claims.cpp: the passages of a page that speak of a system, their
// facts read once, and each claim weighed against the counts they hold.
#include "match/claims.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <span>

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/context.h"
#include "match/count_sentence.h"
#include "match/evidence.h"
#include "match/normalize.h"
#include "match/owners.h"
#include "match/table_row.h"
#include "match/versions.h"

namespace verifier::match {
namespace {

// A passage is a block (one line of the text), cut to this many bytes
// either side of the words that tie it to the system: a whole table
// flattened into one line is not one passage.
constexpr std::size_t passage_reach = 1500;
// The lines after a heading that names the system ("## Puhti") speak of it,
// up to the next heading, and never further than this.
constexpr int section_lines = 8;

struct Passage {
  std::size_t begin = 0, end = 0;
  Facts facts;
  // The passage (`text`, as the page writes it) lower-cased: once, and
  // only when a versioned name asks, not at every count it weighs.
  std::string_view lowered(std::string_view text) const {
    if (!lowered_) lowered_ = ascii_lower(text);
    return *lowered_;
  }
  mutable std::optional<std::string> lowered_ = {};
};

using Span = std::pair<std::size_t, std::size_t>;

// A passage as it speaks of one system: where the words that tie it stand
// (bytes of the passage; none when the whole passage is the system's: a
// line of a page about it alone, a line of its section).
struct TiedPassage {
  const Passage* passage;
  std::vector<Span> ties;
  // In another system's table row, the cells that name this one: only
  // their counts are its (none: the whole passage).
  std::vector<Span> cells = {};
  // On a page its title ties: counts from here on are another system's
  // (the sentence that describes it).
  std::size_t until = std::string_view::npos;
  // Where the passage writes this system's names, and other systems' own
  // names (ClaimTies::foreign): a sentence with one of those and none of
  // these is the other system's.
  std::vector<Span> names = {};
  std::vector<Span> foreign = {};
  // Where it writes the other systems' operators (ClaimTies::other_owners).
  std::vector<Span> owners = {};
  // Where it writes the system's phase, an earlier one (ClaimTies::earlier_phase).
  std::vector<Span> phase = {};
  // Where it writes a phase before the system's, a later one (ClaimTies::later_phase).
  std::vector<Span> before = {};
};

// Where the line holding [begin, end) starts and ends, within reach.
std::pair<std::size_t, std::size_t> line_around(std::string_view text, std::size_t begin,
                                                std::size_t end) {
  std::size_t b = text.rfind('\n', begin == 0 ? 0 : begin - 1);
  b = (b == std::string_view::npos || begin == 0) ? 0 : b + 1;
  std::size_t e = text.find('\n', end);
  if (e == std::string_view::npos) e = text.size();
  if (begin - b > passage_reach) b = begin - passage_reach;
  if (e - end > passage_reach) e = end + passage_reach;
  while (b > 0 && b < text.size() && is_utf8_continuation(text[b])) ++b;
  while (e < text.size() && is_utf8_continuation(text[e])) ++e;
  return {b, e};
}

// Does the last sentence of `paragraph` speak of one node ("the node",
// "a node", "each node")? Its sentence is context.h's (sentence_start), so
// a decimal ("MI300A v2.5 node") ends none.
bool ends_on_a_node(std::string_view written) {
  const std::string paragraph = ascii_lower(written);  // "Node design is shown below:"
  std::size_t end = paragraph.size();
  while (end > 0 && std::string_view(" .:!?").find(paragraph[end - 1]) != std::string_view::npos)
    --end;
  // From end - 1: the paragraph's own closing mark (a CJK "。" the trim
  // leaves) ends the last sentence, not one before it.
  const std::size_t from = sentence_start(paragraph, 0, end == 0 ? 0 : end - 1);
  for (std::size_t at = paragraph.find("node", from); at != std::string_view::npos && at < end;
       at = paragraph.find("node", at + 1))
    if (on_word_boundaries(paragraph, at, at + 4)) return true;
  return false;
}

// Wiki links as notes and Markdown pages write them ("37,632 AMD
// [[MI250X]] GPUs", "[[PVC|Ponte Vecchio]]") read as the words they show:
// the brackets, and a piped link's target with its pipe, become spaces, so
// every offset stays where it was. A target that names an accelerator
// stays, read as pages write two models: JUPITER.md's "24,000 [[H100|H200]]
// GPUs" links the H100's note, and reads "H100/H200".
std::string unlinked(std::string_view passage, const Accelerators& table) {
  std::string out(passage);
  for (std::size_t open = out.find("[["); open != std::string::npos; open = out.find("[[", open)) {
    const std::size_t close = out.find("]]", open + 2);
    if (close == std::string::npos) break;
    out[close] = out[close + 1] = ' ';
    const std::size_t pipe = out.rfind('|', close);
    const bool piped = pipe != std::string::npos && pipe > open;
    std::size_t shown = piped ? pipe + 1 : open + 2;
    if (piped && !table.mentions(std::string_view(out).substr(open + 2, pipe - open - 2)).empty()) {
      out[pipe] = '/';
      shown = open + 2;
    }
    for (std::size_t i = open; i < shown; ++i) out[i] = ' ';
    open = close + 2;
  }
  return out;
}

// Visits every line of `text`, [b, e) without its newline, empty ones too.
template <class Visit>
void each_line(std::string_view text, Visit visit) {
  for (std::size_t b = 0; b < text.size();) {
    const std::size_t e = std::min(text.find('\n', b), text.size());
    visit(b, e);
    b = e + 1;
  }
}

// The page's passages, each read once: every line, or the lines around
// the occurrences of a system's terms (Tying).
class PagePassages {
 public:
  PagePassages(std::string_view text, const Accelerators& table) : text_(text), table_(table) {}

  std::vector<TiedPassage> of(const ClaimTies& ties, const std::vector<std::string>& cited);
  void mark_phase(std::vector<TiedPassage>& passages, const ClaimTies& ties);

  std::string_view text() const { return text_; }
  const Accelerators& table() const { return table_; }
  const Normalized& folded() {
    if (!folded_) folded_ = normalize(text_);
    return *folded_;
  }
  // The spans of the page holding one of `terms` on word boundaries, term
  // by term. Each term is searched once per page, however many systems'
  // ties hold it: every system cited by a table of hundreds searches the
  // others' names.
  std::vector<Span> occurrences(const std::vector<std::string>& terms) {
    std::vector<Span> out;
    for (const auto& term : terms) {
      const auto& spans = spans_of(normalize_key(term));
      out.insert(out.end(), spans.begin(), spans.end());
    }
    return out;
  }
  const Passage& at(std::size_t b, std::size_t e) {
    auto [it, fresh] = passages_.try_emplace({b, e});
    if (fresh) it->second = Passage{b, e, facts_of(unlinked(text_.substr(b, e - b), table_), table_)};
    return it->second;
  }

 private:
  std::string_view text_;
  const Accelerators& table_;
  std::map<std::pair<std::size_t, std::size_t>, Passage> passages_;  // stable: pointers are kept
  std::optional<Normalized> folded_;
  std::map<std::string, std::vector<Span>, std::less<>> spans_;  // by folded term

  const std::vector<Span>& spans_of(std::string key) {
    auto [it, fresh] = spans_.try_emplace(key);
    if (!fresh || key.size() < 3) return it->second;
    const Normalized& page = folded();
    for (auto at = page.text.find(key); at != std::string::npos; at = page.text.find(key, at + 1)) {
      auto span = original_span(page, text_, at, at + key.size());
      if (on_word_boundaries(text_, span.first, span.second)) it->second.push_back(span);
    }
    return it->second;
  }
};

// The name a tie writes with its version ("Grok 2"; the name without its
// version, "Grok", takes the one written after it), if it has one.
std::optional<NameVersion> tie_version(std::string_view passage, Span tie) {
  const std::string_view tied_name = passage.substr(tie.first, tie.second - tie.first);
  auto name = name_version(tied_name);
  if (const std::string v = version_after(passage, tie.second); !name && !v.empty())
    name = NameVersion{ascii_lower(ascii_trim(tied_name)), v};
  return name;
}

// Does [from, to) of the passage (`lowered`: lower-cased) write the tie's
// name with another version? Then what follows it is that one's: "训练xAI的
// Grok 2，需要两万块H100；而...要训练Grok 3，可能会需要十万块H100" gives Grok 2 20,000
// H100, not 100,000.
bool other_version_between(std::string_view lowered, const NameVersion& name, std::size_t from,
                           std::size_t to) {
  if (from >= to) return false;
  lowered = lowered.substr(0, to);  // nothing at or past `to` is read
  for (std::size_t at = lowered.find(name.stem, from); at != std::string_view::npos;
       at = lowered.find(name.stem, at + 1)) {
    if (at > from && is_ascii_alnum(lowered[at - 1])) continue;
    const std::string v = version_after(lowered, at + name.stem.size());
    if (!v.empty() && v != name.version) return true;
  }
  return false;
}

// Does one of `spans` (sorted) start within [b, e)?
bool any_within(const std::vector<Span>& spans, std::size_t b, std::size_t e) {
  auto hit = std::lower_bound(spans.begin(), spans.end(), Span{b, 0});
  return hit != spans.end() && hit->first < e;
}

// One system's passages on a page that identifies others: the line around
// each occurrence of its terms (by name, then by context, then beside a
// name), a cell of another system's row, the section under its heading,
// the paragraph after one that names it and counts nothing.
class Tying {
 public:
  Tying(PagePassages& page, const ClaimTies& ties, const std::vector<std::string>& cited)
      : page_(page), text_(page.text()), ties_(ties), cited_(cited),
        found_(page.occurrences(ties.terms)), by_name_(found_.size()) {
    for (auto span : page.occurrences(ties.context)) found_.push_back(span);
    by_context_ = found_.size();
    for (auto span : page.occurrences(ties.beside_name)) found_.push_back(span);
  }

  std::vector<TiedPassage> passages() && {
    for (std::size_t k = 0; k < found_.size(); ++k) tie(k);
    if (ties_.may_be_titled) add_titled_lines();
    return std::move(out_);
  }

 private:
  // The line one occurrence of the system's terms ties, and what it leads
  // into.
  void tie(std::size_t k) {
    const auto [b, e] = found_[k];
    // An operator that makes accelerators ("NVIDIA" of NVIDIA's Circe)
    // on its product ("NVIDIA V100") is the maker of another system's
    // GPUs: that names none of this system's passages.
    if (page_.table().product_by(text_.substr(b, e - b), text_.substr(e))) return;
    if (inside_other(b, e) || another_version(b, e)) return;
    auto [pb, pe] = line_around(text_, b, e);
    if (auto cell = cell_in_others_row(b, e)) {
      if (k < by_name_ && cell->first >= pb && cell->second <= pe && !phase_name(b, e))
        add(pb, pe, Span{b - pb, e - pb}, Span{cell->first - pb, cell->second - pb});
      return;
    }
    // Any other row that writes this system's own name is its own,
    // whatever else it names ("AGH Cyfronet Helios,... 24 Nvidia H100 ... helios__athena"
    // with a related "Meta GenAI 2024a"): its context ties count there.
    if (k >= by_context_ && !names_own(pb, pe)) return;
    if (k >= by_name_ && names_other(pb, pe) && !names_own(pb, pe)) return;
    add(pb, pe, Span{b - pb, e - pb});
    if (heading_line(text_, pb)) {
      follow(pe, section_lines);
      return;
    }
    if (leads_into_next(page_.at(pb, pe)) && !next_is_anothers(pe)) follow(pe, 1);
  }

  // Is the paragraph after the line ending at `pe` another system's: does
  // it carry the operator or place of one the page describes, not this
  // one's too (ClaimTies::not_own_asides)?
  bool next_is_anothers(std::size_t pe) {
    const std::size_t line = text_.find('\n', pe);
    if (line == std::string_view::npos) return false;
    if (!asides_) {
      asides_ = page_.occurrences(ties_.not_own_asides);
      std::sort(asides_->begin(), asides_->end());
    }
    return any_within(*asides_, line + 1, std::min(text_.find('\n', line + 1), text_.size()));
  }

  // In prose the next paragraph may be about the next system without
  // naming it ("the 100,000 H100s" of xAI after a paragraph on Tesla's
  // Cortex with its own 50,000). Only a paragraph that names the system
  // and counts none of its accelerators leads into the next one, which
  // gives the count: "...he visited the cluster (Cortex)." then "This
  // will be a system of about 100,000 H100/H200 GPUs".
  // One whose last sentence speaks of a node leads into what the node
  // holds, no total: "The basic design of the node is shown in the
  // following picture:" then "Here we see four MI300A packages".
  bool leads_into_next(const Passage& named) const {
    return std::none_of(named.facts.counts.begin(), named.facts.counts.end(),
                        [](const Count& c) { return c.thing == Counted::accelerators; }) &&
           !ends_on_a_node(text_.substr(named.begin, named.end - named.begin));
  }

  // A passage met again gains the tie; one a section holds whole stays whole.
  void add(std::size_t b, std::size_t e, std::optional<Span> tie,
           std::optional<Span> cell = std::nullopt) {
    const Passage* p = &page_.at(b, e);
    auto seen = std::find_if(out_.begin(), out_.end(), [&](const auto& t) { return t.passage == p; });
    if (seen == out_.end()) {
      seen = out_.insert(out_.end(), {p, {}});
      seen->names = within(found_.begin(), found_.begin() + static_cast<std::ptrdiff_t>(by_name_), b, e);
      seen->foreign = within(foreign().begin(), foreign().end(), b, e);
      seen->owners = within(owners().begin(), owners().end(), b, e);
    } else if (seen->ties.empty()) {
      return;
    }
    if (cell) seen->cells.push_back(*cell);
    if (tie) seen->ties.push_back(*tie);
    else seen->ties.clear(), seen->cells.clear();
  }

  // The spans of [first, last) inside [b, e), made relative to b, sorted.
  template <class It>
  static std::vector<Span> within(It first, It last, std::size_t b, std::size_t e) {
    std::vector<Span> out;
    for (; first != last; ++first)
      if (b <= first->first && first->second <= e) out.emplace_back(first->first - b, first->second - b);
    std::sort(out.begin(), out.end());
    return out;
  }

  // Where the page writes other systems' own names (ClaimTies::foreign).
  const std::vector<Span>& foreign() {
    if (!foreign_) foreign_ = page_.occurrences(ties_.foreign);
    return *foreign_;
  }

  // Where the page writes other systems' operators (ClaimTies::other_owners).
  const std::vector<Span>& owners() {
    if (!owners_) owners_ = page_.occurrences(ties_.other_owners);
    return *owners_;
  }

  // Where the page writes other systems' names, sorted (read when needed).
  const std::vector<Span>& other_names() {
    if (!others_) {
      others_ = page_.occurrences(ties_.others);
      std::sort(others_->begin(), others_->end());
    }
    return *others_;
  }

  // Does [b, e) hold another system's name?
  bool names_other(std::size_t b, std::size_t e) { return any_within(other_names(), b, e); }

  // Does another system's longer name hold [b, e)? "Stargate" of Stargate
  // UAE inside "OpenAI Stargate Abilene Oracle OCI Supercluster Phase 2"
  // is a word of that name: its row is Abilene's.
  bool inside_other(std::size_t b, std::size_t e) {
    const auto& all = other_names();
    // Sorted by start: only those starting at most a name's length before b.
    for (auto o = std::upper_bound(all.begin(), all.end(), std::pair{b, text_.size()});
         o != all.begin();) {
      --o;
      if (b - o->first > longest_name) break;
      if (e <= o->second && o->second - o->first > e - b) return true;
    }
    return false;
  }

  // Is [b, e) a name another phase of the system carries too?
  bool phase_name(std::size_t b, std::size_t e) const {
    const auto& names = ties_.phase_names;
    const std::string key = normalize_key(text_.substr(b, e - b));
    return std::find(names.begin(), names.end(), key) != names.end();
  }

  // Is [b, e) the system's name without its version ("Grok" of "Grok 2"),
  // written with another one ("Grok 3")? That is another system.
  bool another_version(std::size_t b, std::size_t e) const {
    const std::string v = version_after(text_, e);
    if (v.empty()) return false;
    const std::string stem = ascii_lower(ascii_trim(text_.substr(b, e - b)));
    bool other = false;
    for (const auto& term : ties_.terms)
      if (auto own = name_version(term); own && own->stem == stem) {
        if (own->version == v) return false;
        other = true;
      }
    return other;
  }

  // Does [lb, le) write one of the system's own names (not as a word of
  // another system's longer name)?
  bool names_own(std::size_t lb, std::size_t le) {
    return std::any_of(found_.begin(), found_.begin() + static_cast<std::ptrdiff_t>(by_name_),
                       [&](const Span& n) {
                         return lb <= n.first && n.second <= le && !inside_other(n.first, n.second);
                       });
  }

  // The lines after the one ending at `pe` that go with it, at most
  // `lines`: up to the next heading, or to a line naming another system.
  void follow(std::size_t pe, int lines) {
    std::size_t line = text_.find('\n', pe);
    for (int n = 0; n < lines && line != std::string_view::npos; ++n) {
      const std::size_t lb = line + 1;
      std::size_t le = text_.find('\n', lb);
      if (le == std::string_view::npos) le = text_.size();
      if (lb >= le || heading_line(text_, lb) || le - lb > passage_reach || names_other(lb, le)) break;
      add(lb, le, std::nullopt);
      line = le < text_.size() ? le : std::string_view::npos;
    }
  }

  // A table's row (row_cells: none in prose) is the row of the system
  // its first cell names: in one that leads with another system's name,
  // not this one's, only the cell that names this one is its own (Epoch's
  // "Builds upon" column:
  // "NVIDIA Eos Phase 2,...,4,608 DGX H100 GPUs,...,NVIDIA Eos Phase 1";
  // AIRAWAT's note "an original portion of 336 GPUs (PARAM Siddhi - AI)").
  std::optional<Span> cell_in_others_row(std::size_t b, std::size_t e) {
    const std::size_t line = text_.rfind('\n', b);
    const auto cells = row_cells(text_, line == std::string_view::npos ? 0 : line + 1);
    if (!leads_with_a_name(cells) || names_own(cells[0].first, cells[0].second) ||
        !(names_other(cells[0].first, cells[0].second) || leads_with_cited(cells[0])))
      return std::nullopt;
    for (const auto& cell : cells)
      if (cell.first <= b && e <= cell.second) return cell;
    return Span{b, e};
  }

  // Is the first cell another cited record's name (ClaimTies::record_name)?
  bool leads_with_cited(Span cell) const {
    const std::string key = first_cell_key(text_, cell);
    return !key.empty() && std::find(cited_.begin(), cited_.end(), key) != cited_.end();
  }

  // On a page whose title (first line, page_title) names the system and that
  // names no other, only describes some in passing (ClaimTies::may_be_titled):
  // every line the ties left untied is the system's, up to the sentence that
  // carries another system's words.
  void add_titled_lines() {
    const std::size_t title_end = page_title(text_).size();  // 0: no title
    const auto by_name = found_.begin() + static_cast<std::ptrdiff_t>(by_name_);
    if (std::none_of(found_.begin(), by_name, [&](const Span& n) { return n.second <= title_end; }))
      return;
    auto others = page_.occurrences(ties_.asides);
    others.insert(others.end(), other_names().begin(), other_names().end());
    std::sort(others.begin(), others.end());
    each_line(text_, [&](std::size_t b, std::size_t e) {
      const Passage* p = e > b && e - b <= passage_reach ? &page_.at(b, e) : nullptr;
      if (!p || std::any_of(out_.begin(), out_.end(), [&](const auto& t) { return t.passage == p; }))
        return;
      auto other = std::lower_bound(others.begin(), others.end(), Span{b, 0});
      TiedPassage mine{p, {}};
      if (other != others.end() && other->first < e) mine.until = sentence_start(text_, b, other->first) - b;
      if (mine.until > 0) out_.push_back(std::move(mine));
    });
  }

  PagePassages& page_;
  std::string_view text_;
  const ClaimTies& ties_;
  const std::vector<std::string>& cited_;  // see ClaimTies::record_name
  std::vector<TiedPassage> out_;
  std::optional<std::vector<Span>> others_;
  std::optional<std::vector<Span>> asides_;  // see next_is_anothers
  std::optional<std::vector<Span>> foreign_;
  std::optional<std::vector<Span>> owners_;
  std::vector<Span> found_;  // by name, then by context, then beside a name
  std::size_t by_name_ = 0, by_context_ = 0;
};

// Is `before`, the word before "phase" (lower-case), the ordinal of phase `n`
// ("the first phase", "2nd phase")?
bool ordinal_of(std::string_view before, std::uint8_t n) {
  static constexpr std::string_view ordinals[][3] = {
      {"first", "1st", "initial"}, {"second", "2nd", ""}, {"third", "3rd", ""}, {"fourth", "4th", ""}};
  if (before.empty() || n > std::size(ordinals)) return false;
  const auto& said = ordinals[n - 1];
  return std::find(std::begin(said), std::end(said), before) != std::end(said);
}

// Is "Phase" at `at` a word of a name: after a capitalised word, but for a
// determiner, or one with a digit ("Memphis Phase 1", "Israel-1 Phase 1";
// not "The 72 Phase 1 GPU nodes"). `before` is the word before, lower-case,
// written at `word`.
bool phase_of_a_name(std::string_view passage, std::size_t at, std::size_t word, std::string_view before) {
  static constexpr std::string_view leads[] = {"the", "its", "this", "our", "their", "in", "of"};
  if (before.empty() || passage[at] != 'P' ||
      std::find(std::begin(leads), std::end(leads), before) != std::end(leads))
    return false;
  return ascii_lower(passage[word]) != passage[word] ||
         (std::any_of(before.begin(), before.end(), is_ascii_digit) && !all_ascii_digits(before));
}

// A rollout's portions other than its phases: its slots, stages and
// tranches, and its deliveries ("their first shipment of 1k H100s").
constexpr std::string_view deliveries[] = {"shipment", "delivery"};
constexpr std::string_view portions[] = {"slot", "stage", "tranche", deliveries[0], deliveries[1]};

// Where the passage writes the n-th of `words`, portions of a rollout other
// than by "phase": its ordinal only ("Yotta's first slot of more than 4,000 GPUs").
void portion_said(std::string_view lower, std::size_t from, std::uint8_t n,
                  std::span<const std::string_view> words, std::vector<Span>& out) {
  for (std::string_view portion : words)
    for (std::size_t at = lower.find(portion, from); at != std::string_view::npos;
         at = lower.find(portion, at + 1)) {
      std::size_t w = at;  // the word before
      while (w > 0 && lower[w - 1] == ' ') --w;
      const std::size_t before_end = w;
      while (w > 0 && is_ascii_alnum(lower[w - 1])) --w;
      const std::size_t end = at + portion.size();
      if (on_word_boundaries(lower, at, end) && ordinal_of(lower.substr(w, before_end - w), n))
        out.emplace_back(w, end);
    }
}

// Where the passage writes phase `n` ("the first phase", "phase 1", "phase
// one", "The 72 Phase 1 GPU nodes"; another portion of a rollout,
// portion_said), but as a word of a name: in prose
// (phase_of_a_name: "xAI Colossus Memphis Phase 1" in a row's column of the
// largest cluster then), or in a table row's first cell, its subject (the
// name "TensorWave MI300X Cluster 1 Phase 1").
std::vector<Span> phase_said(std::string_view passage, std::uint8_t n) {
  static constexpr std::string_view numbers[] = {"one", "two", "three", "four"};
  const std::string lower = ascii_lower(passage);
  const auto cells = row_cells(passage, 0);
  const std::size_t from = leads_with_a_name(cells) ? cells[0].second : 0;
  std::vector<Span> out;
  portion_said(lower, from, n, portions, out);
  for (std::size_t at = lower.find("phase", from); at != std::string::npos; at = lower.find("phase", at + 1)) {
    if (!on_word_boundaries(passage, at, at + 5)) continue;
    std::size_t w = at;  // the word before
    while (w > 0 && lower[w - 1] == ' ') --w;
    const std::size_t before_end = w;
    while (w > 0 && (is_ascii_alnum(lower[w - 1]) || lower[w - 1] == '-')) --w;
    const std::string_view before = std::string_view(lower).substr(w, before_end - w);
    if (ordinal_of(before, n)) {
      out.emplace_back(w, at + 5);
      continue;
    }
    const std::size_t after = past_joiners(lower, at + 5);
    const bool number = version_after(lower, at + 5) == std::to_string(n) ||
                        (n <= std::size(numbers) && lower.substr(after).starts_with(numbers[n - 1]) &&
                         on_word_boundaries(lower, after, after + numbers[n - 1].size()));
    if (number && !phase_of_a_name(passage, at, w, before)) out.emplace_back(at, after);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// `cited`: the names of the other records cited for counts on the page.
std::vector<TiedPassage> PagePassages::of(const ClaimTies& ties, const std::vector<std::string>& cited) {
  std::vector<TiedPassage> out;
  if (!ties.whole_page) {
    out = Tying(*this, ties, cited).passages();
  } else {
    each_line(text_, [&](std::size_t b, std::size_t e) {
      if (e > b) out.push_back({&at(b, e), {}});
    });
  }
  mark_phase(out, ties);
  return out;
}

// Where each passage writes the system's earlier phase (TiedPassage::phase),
// and the phases before a later one (TiedPassage::before); for a whole
// machine, its record's name giving no phase, the deliveries it is received
// in, each a portion of it ("their first shipment of 1k H100s": FPT's
// factory has "thousands of NVIDIA GPU H100").
void PagePassages::mark_phase(std::vector<TiedPassage>& passages, const ClaimTies& ties) {
  const bool whole = ties.earlier_phase == 0 && ties.later_phase == 0;
  for (auto& t : passages) {
    const auto passage = text_.substr(t.passage->begin, t.passage->end - t.passage->begin);
    if (whole) {
      for (std::uint8_t n = 1; n <= 4; ++n) portion_said(t.passage->lowered(passage), 0, n, deliveries, t.before);
      std::sort(t.before.begin(), t.before.end());
      continue;
    }
    if (ties.earlier_phase > 0) t.phase = phase_said(passage, ties.earlier_phase);
    for (std::uint8_t n = 1; n < ties.later_phase; ++n)
      for (const Span& s : phase_said(passage, n)) t.before.push_back(s);
    std::sort(t.before.begin(), t.before.end());
  }
}

// "about 12,000" states 12,288 only where 12,288 rounds to it at the
// written precision (its trailing zeros, two figures at least: "约10万",
// about 100,000, is not 90,000) and lies within its 10 %.
bool approximately(const Count& c, std::int64_t value) {
  const std::int64_t step = written_step(c.value);
  const std::int64_t low = std::max(c.value - step / 2, c.low);
  const std::int64_t high = std::min(c.value + (step - 1) / 2, c.high);
  return low <= value && value <= high;
}


// "a new cluster of 300 Nvidia H100 GPUs": a figure written round, two
// trailing zeros at least, is a figure at its written precision, as "about
// 300" is (296 rounds to it, within its 10 %); a product is worked out, never
// written round.
bool round_figure_of(const Count& c, std::int64_t value) {
  constexpr std::int64_t coarsest_exact = 100;
  if (c.form != CountForm::exact || c.product() || written_step(c.value) < coarsest_exact)
    return false;
  Count about = c;
  about.low = c.value - c.value / 10;
  about.high = c.value + c.value / 10;
  return approximately(about, value);
}

enum class Weight { none, states, contradicts, shown };

Weight weigh(const Count& c, std::int64_t value) {
  if (c.per_unit) return Weight::none;
  switch (c.form) {
    case CountForm::at_least:
    case CountForm::at_most:
    case CountForm::range:
      return Weight::shown;
    // An approximation is a count at its written precision: "约10万个H100"
    // (about 100,000, to the nearest 10,000) gives another count than
    // 90,000, as "100K" would; only a bound says nothing against a value.
    case CountForm::approximate:
      return approximately(c, value) ? Weight::states : Weight::contradicts;
    case CountForm::exact:
    case CountForm::rounded:
      if (c.covers(value)) return Weight::states;
      return round_figure_of(c, value) ? Weight::states : Weight::contradicts;
  }
  return Weight::contradicts;
}

// "766 nodes x 8 GPUs", "6,128 GPUs (H200)": the count as written, and the
// model where it stands apart from the count.
std::string found_text(const Count& c, const Facts& f, std::string_view passage) {
  std::string out = c.product() ? c.factor_text[0] + " x " + c.factor_text[1] : c.text;
  if (c.model) {
    const Mention& m = f.mentions[*c.model];
    if (m.end <= c.begin || m.begin >= c.end)
      out += " (" + std::string(passage.substr(m.begin, m.end - m.begin)) + ")";
  }
  return out;
}

struct Seen {
  const Passage* passage;
  const Count* count;
};

// Is `gap`, the words between one count's model and the next count, only
// the glue of one inventory: nouns of accelerators, commas and "and" ("1,832
// V100s 416 A100s", "1,456 NVIDIA H100 GPUs, in addition to the 416",
// "5万个英伟达H100 GPU，和2万个")? Another subject is no glue ("GB200超算，马斯克").
bool inventory_glue(std::string_view gap) {
  // Besides the nouns of accelerators (facts.h's noun_kind).
  static constexpr std::string_view words[] = {"s",  "tensor",   "core", "and",  "the", "in",
                                               "addition", "to", "plus", "as", "well"};
  static constexpr std::string_view joiners[] = {",", "，", "、", "和", "以及", "及", "与"};
  constexpr std::size_t longest_gap = 48;
  if (gap.size() > longest_gap) return false;
  for (std::size_t i = 0; i < gap.size();) {
    if (gap[i] == ' ') {
      ++i;
      continue;
    }
    if (is_ascii_alpha(gap[i])) {
      std::size_t e = i;
      std::string word;
      while (e < gap.size() && is_ascii_alpha(gap[e])) word += ascii_lower(gap[e++]);
      if (noun_kind(word) != Counted::accelerators &&
          std::find(std::begin(words), std::end(words), word) == std::end(words))
        return false;
      i = e;
      continue;
    }
    const auto* j = std::find_if(std::begin(joiners), std::end(joiners),
                                 [&](std::string_view w) { return gap.substr(i).starts_with(w); });
    if (j == std::end(joiners)) return false;
    i += j->size();
  }
  return true;
}

// The sentence of a count, within its cell where the passage is a table's
// row: a note's quote is a sentence of its own, not one with the row's name.
Span count_sentence(const Count& c, std::string_view passage) {
  std::size_t b = sentence_start(passage, 0, c.begin);
  std::size_t e = c.end;
  while (e < passage.size() && !sentence_ends_at(passage, e)) ++e;
  for (const auto& cell : row_cells(passage, 0))
    if (cell.first <= c.begin && c.end <= cell.second)
      return {std::max(b, cell.first), std::min(e, cell.second)};
  return {b, e};
}

// The clause of a count in its sentence [b, e) where the sentence sets two
// things side by side: "RSC-1 is ... of 16k GPU size, while RSC-2 ... is of
// 8k GPU size" speaks of each in its own clause. Else the whole sentence.
Span contrast_clause(const Count& c, std::string_view passage, Span sentence) {
  const std::string lower = ascii_lower(passage.substr(sentence.first, sentence.second - sentence.first));
  Span clause = sentence;
  for (std::string_view contrast : {", while ", ", whereas "})
    for (auto at = lower.find(contrast); at != std::string::npos; at = lower.find(contrast, at + 1)) {
      const std::size_t mark = sentence.first + at;
      if (mark + contrast.size() <= c.begin) clause.first = std::max(clause.first, mark + contrast.size());
      else if (mark >= c.end) clause.second = std::min(clause.second, mark);
    }
  return clause;
}

// Is the count another system's: does its sentence write another system's
// own name and none of this system's (D1's row: "Yotta will deploy the
// first cluster of 16,384 GPUs at NM1")? A name of this one anywhere in the
// sentence keeps it ("Frontier, which replaced Summit, has 37,632 GPUs"),
// but in a sentence that sets them side by side, each clause is its own
// subject's ("RSC-1 is ... of 16k GPU size, while RSC-2 ... is of 8k").
bool anothers_sentence(const Count& c, const TiedPassage& t, std::string_view passage) {
  if (t.foreign.empty()) return false;
  const auto [b, e] = contrast_clause(c, passage, count_sentence(c, passage));
  auto in_sentence = [b = b, e = e](const Span& s) { return b <= s.first && s.second <= e; };
  return std::any_of(t.foreign.begin(), t.foreign.end(), in_sentence) &&
         std::none_of(t.names.begin(), t.names.end(), in_sentence);
}

// Does the count's own phrase give its machine to another operator ("the
// 25k A100 supercomputer used by OpenAI")? Only its noun phrase: a comma or
// a bracket between them ends it ("1,000 GPUs, used by OpenAI and Meta").
bool used_by_another(const Count& c, const TiedPassage& t, std::string_view passage) {
  if (t.owners.empty()) return false;
  constexpr std::size_t reach = 60;  // bytes: the model and a noun or two
  const std::size_t end = std::min(count_sentence(c, passage).second, c.end + reach);
  const std::string rest = ascii_lower(passage.substr(c.end, end - c.end));
  for (std::string_view verb : {" used by ", " operated by ", " owned by ", " run by ", " built for "}) {
    const std::size_t at = rest.find(verb);
    if (at == std::string::npos || rest.find_first_of(",;:()[]") < at) continue;
    std::size_t owner = c.end + at + verb.size();
    if (rest.compare(at + verb.size(), 4, "the ") == 0) owner += 4;
    if (std::any_of(t.owners.begin(), t.owners.end(), [&](const Span& s) { return s.first == owner; }))
      return true;
  }
  return false;
}

// The first of `phase` (sorted) that [b, e) holds, if any.
const Span* said_within(const std::vector<Span>& phase, std::size_t b, std::size_t e) {
  auto hit = std::find_if(phase.begin(), phase.end(),
                          [&](const Span& s) { return b <= s.first && s.second <= e; });
  return hit == phase.end() ? nullptr : &*hit;
}

// Is the count in the clause of a phase the passage writes at one of
// `phase`: its sentence writes the phase, and no kind of count the clause
// gave after it is given again before the count (the phase's figures end
// where another whole's begin: "... 128 Nvidia HGX H100 systems will feature
// 256 Nvidia HGX H100 systems, combining 2,048 ... GPUs").
bool in_phase_clause(const Count& c, const std::vector<Span>& phase, const Facts& f,
                     std::string_view passage) {
  const auto [b, e] = count_sentence(c, passage);
  const Span* said = said_within(phase, b, e);
  if (!said) return false;
  std::vector<Counted> counted;
  for (const Count& o : f.counts) {
    if (o.begin < said->second || o.begin >= c.begin || o.per_unit || o.product() ||
        o.thing == Counted::unknown)
      continue;
    if (std::find(counted.begin(), counted.end(), o.thing) != counted.end()) return false;
    counted.push_back(o.thing);
  }
  return c.product() || std::find(counted.begin(), counted.end(), c.thing) == counted.end();
}

// Is the count outside the clause of the system's phase, where the passage
// (a table row's cell) speaks of that phase apart (TiedPassage::phase)? The phase's figures are
// those of its own sentence, up to where a kind of count it gave is given
// again: "The first phase includes ... 128 Nvidia HGX H100 systems will
// feature 256 Nvidia HGX H100 systems, combining 2,048 ... GPUs" gives the
// full system's 2,048.
bool outside_its_phase(const Count& c, const TiedPassage& t, std::string_view passage) {
  if (t.phase.empty()) return false;
  // A table row's cells each speak of the row's system: only the count's own
  // cell may set its phase apart (the row's note "would put it at ~4k GPUs"
  // is the record's, whatever its quote says of the "initial phase").
  Span scope{0, passage.size()};
  for (const auto& cell : row_cells(passage, 0))
    if (cell.first <= c.begin && c.end <= cell.second) scope = cell;
  if (!said_within(t.phase, scope.first, scope.second)) return false;
  return !in_phase_clause(c, t.phase, t.passage->facts, passage);
}

// Is the count in the clause of a phase before the system's, a later one
// (TiedPassage::before)? Phase 2's row: "The first phase of deployment will
// be an 18,000 NVIDIA GB300 ... supercomputer" gives phase 1's figure.
bool of_an_earlier_phase(const Count& c, const TiedPassage& t, std::string_view passage) {
  return !t.before.empty() && in_phase_clause(c, t.before, t.passage->facts, passage);
}

// Does the count's clause speak of a whole larger than one cluster, which
// the passage speaks of before ("With up to 16,384 H100 80G cards operating
// in a single cluster" "by June the supercloud will be comprised of 20,000
// Nvidia H100")? A quote mark or a semicolon ends a clause too.
bool of_a_larger_whole(const Count& c, std::string_view passage) {
  static constexpr std::string_view wholes[] = {"supercloud", "fleet"};
  const std::string lower = ascii_lower(passage.substr(0, c.begin));
  const std::size_t mark = lower.find_last_of("\";");
  const std::size_t clause =
      std::max(mark == std::string::npos ? 0 : mark + 1, sentence_start(lower, 0, lower.size()));
  const std::string_view words = std::string_view(lower).substr(clause);
  if (std::none_of(std::begin(wholes), std::end(wholes),
                   [&](std::string_view w) { return words.find(w) != std::string_view::npos; }))
    return false;
  const std::string_view before = std::string_view(lower).substr(0, clause);
  return before.find("single cluster") != std::string_view::npos ||
         before.find("one cluster") != std::string_view::npos;
}

// Is the count, in a table row's cell, a sum over several sites that
// another sentence of its cell gives (Saturn V Phase 3's quotes: "four DGX
// SuperPODS - or 1,120 A100s" and, in the next, "It sits in four different
// locations")? Its own sentence's is facts.h's (spread_over_sites).
bool spread_by_its_cell(const Count& c, std::string_view passage) {
  for (const auto& [b, e] : row_cells(passage, 0)) {
    if (b > c.begin || c.end > e) continue;
    for (std::size_t s = b; s < e;) {
      std::size_t end = s;
      while (end < e && !sentence_ends_at(passage, end)) ++end;
      if (internal::spread_over_sites(passage.substr(s, end - s))) return true;
      s = end + 1;
    }
  }
  return false;
}

// A count of a whole that the passage sets apart from the system, a part
// of it, is neither stated nor contradicted by the part: it is the whole's.
bool of_the_whole(const Count& c, const TiedPassage& t, std::string_view passage) {
  return outside_its_phase(c, t, passage) || of_an_earlier_phase(c, t, passage) ||
         of_a_larger_whole(c, passage) || spread_by_its_cell(c, passage);
}

// Is the count written of two of the record's models together, its model
// joined to the next by a slash, "&", "and" or "+" ("550k GB200/GB300",
// "550k GB200s & GB300s" of Colossus 2 Phase 2's GB200 and GB300 parts)? It
// is the record's whole, neither part's. A model the record has not ("约10万个
// H100/H200" of Cortex's H100) leaves the count the first model's.
bool of_the_parts_together(const Count& c, const Facts& f, std::string_view passage,
                           const std::vector<Accelerator>& parts) {
  auto a_part = [&](const Accelerator& a) {
    return std::any_of(parts.begin(), parts.end(),
                       [&](const Accelerator& p) { return supports(a, p); });
  };
  if (!c.model || parts.size() < 2 || !a_part(f.mentions[*c.model].accelerator)) return false;
  const Mention& first = f.mentions[*c.model];
  for (const Mention& next : f.mentions) {
    if (next.begin < first.end || next.accelerator == first.accelerator) continue;
    std::string gap = ascii_lower(passage.substr(first.end, next.begin - first.end));
    if (gap.starts_with('s')) gap.erase(0, 1);  // "GB200s & GB300s"
    std::erase(gap, ' ');
    return (gap == "/" || gap == "&" || gap == "and" || gap == "+") && a_part(next.accelerator);
  }
  return false;
}

// In a passage that speaks of several machines, a count is the system's
// only when no count of another model stands between it and the words that
// tie the passage to the system: in "OpenAI急建10万块GB200超算，马斯克10万块H100",
// OpenAI's are the GB200, and the H100 are Musk's. Counts of one inventory
// after the tie are all the system's: "Cortex AI集群，包括5万个英伟达H100 GPU，和
// 2万个特斯拉的Dojo". Nor is a count the system's when its name is written
// with another version between them ("Grok 2 ... Grok 3 ... 十万块H100"), and a
// count before the tie is the system's only in the tie's own sentence ("要为
// 十万块H100 GPU供电，这些电力显然不够。 训练xAI的Grok 2": Colossus's, not Grok 2's).
bool tied(const Count& c, const TiedPassage& t, std::string_view passage) {
  if (c.begin >= t.until) return false;
  if (t.ties.empty()) return true;
  if (!t.cells.empty() && std::none_of(t.cells.begin(), t.cells.end(), [&](const Span& cell) {
        return cell.first <= c.begin && c.end <= cell.second;
      }))
    return false;
  if (anothers_sentence(c, t, passage) || used_by_another(c, t, passage)) return false;
  const Facts& f = t.passage->facts;
  auto other_between = [&](std::size_t from, std::size_t to) {
    return std::any_of(f.counts.begin(), f.counts.end(), [&](const Count& o) {
      // A model of c's family is none other: "The 10,752 H100 GPUs far surpassed
      // ... when NVIDIA used 3,584 Hopper GPUs".
      if (o.thing != Counted::accelerators || o.per_unit || !o.model || !c.model ||
          o.begin < from || o.end > to)
        return false;
      const Accelerator& a = f.mentions[*o.model].accelerator;
      const Accelerator& b = f.mentions[*c.model].accelerator;
      return a != b && !supports(a, b) && !supports(b, a);
    });
  };
  // The counts from the tie to c, each listed right after the one before;
  // a count of no model is one of them ("6k GPUs before (2k A100s, 4k
  // H100s)": a whole and its parts, no inventory from the tie).
  auto one_inventory = [&](std::size_t from) {
    std::size_t after = from;  // where the last count's phrase ends
    bool first = true;
    for (const Count& o : f.counts) {
      if (o.begin < from || o.begin > c.begin || o.product() || o.per_unit ||
          o.thing != Counted::accelerators)
        continue;
      if (!first && !inventory_glue(passage.substr(after, o.begin - after))) return false;
      if (&o == &c || o.begin == c.begin) return true;
      first = false;
      after = o.end;
      if (!o.model) continue;
      const Mention& m = f.mentions[*o.model];
      after = m.begin >= o.end ? m.end : o.end;
      if (after > c.begin) return false;
    }
    return false;
  };
  return std::any_of(t.ties.begin(), t.ties.end(), [&](const Span& tie) {
    const auto name = tie_version(passage, tie);
    auto other_version = [&](std::size_t from, std::size_t to) {
      return name && other_version_between(t.passage->lowered(passage), *name, from, to);
    };
    if (tie.second <= c.begin)
      return (!other_between(tie.second, c.begin) || one_inventory(tie.second)) &&
             !other_version(tie.second, c.begin);
    const std::size_t to = std::max(c.end, tie.first);
    return !other_between(c.end, to) && !other_version(c.end, to) &&
           sentence_start(passage, 0, tie.first) <= c.begin;
  });
}

ClaimCheck decide(std::string_view text, const ClaimAsk& ask, const Accelerator& part,
                  const std::vector<TiedPassage>& passages) {
  ClaimCheck out{ask.part, ask.value, ClaimResult::not_stated, "", ""};
  auto text_of = [&](const Passage& p) { return text.substr(p.begin, p.end - p.begin); };
  const auto value = static_cast<std::int64_t>(std::llround(ask.value));
  std::optional<Seen> states;
  std::vector<Seen> against, shown;
  for (const auto& t : passages) {
    const Passage* p = t.passage;
    for (const auto& c : p->facts.counts) {
      if (c.thing != Counted::accelerators || !c.model || !tied(c, t, text_of(*p)) ||
          of_the_whole(c, t, text_of(*p)) ||
          of_the_parts_together(c, p->facts, text_of(*p), ask.ties->parts))
        continue;
      if (part.known() && !supports(p->facts.mentions[*c.model].accelerator, part)) continue;
      switch (weigh(c, value)) {
        case Weight::none: break;
        case Weight::states: if (!states) states = Seen{p, &c}; break;
        case Weight::contradicts: if (part.known()) against.push_back({p, &c}); break;
        case Weight::shown: shown.push_back({p, &c}); break;
      }
    }
  }
  std::optional<Count> product;  // outlives `states`, which may point at it
  for (const auto& t : passages) {
    if (states) break;
    product = passage_product(t.passage->facts, part, value);
    if (!product) product = passage_sum(t.passage->facts, part, value);
    if (product && tied(*product, t, text_of(*t.passage)) &&
        !of_the_whole(*product, t, text_of(*t.passage)))
      states = Seen{t.passage, &*product};
  }
  std::deque<Count> totals;  // outlive `against`, which points at them
  for (const auto& t : passages) {
    if (states || !part.known()) break;
    for (auto& total : passage_totals(t.passage->facts, part))
      if (tied(total, t, text_of(*t.passage)) &&
          !of_the_whole(total, t, text_of(*t.passage)))
        against.push_back({t.passage, &totals.emplace_back(std::move(total))});
  }
  auto quote = [&](const Seen& s) {
    return evidence_quote(text, s.passage->begin + s.count->begin, s.passage->begin + s.count->end);
  };
  auto found = [&](const Seen& s) {
    return found_text(*s.count, s.passage->facts,
                      text.substr(s.passage->begin, s.passage->end - s.passage->begin));
  };
  if (states) {
    out.result = ClaimResult::states;
    out.found = found(*states);
    out.evidence = quote(*states);
    return out;
  }
  const auto& said = against.empty() ? shown : against;
  if (!against.empty()) out.result = ClaimResult::contradicts;
  for (const auto& s : said) {
    const std::string f = found(s);
    if (out.found.find(f) != std::string::npos) continue;
    out.found += (out.found.empty() ? "" : "; ") + f;
  }
  if (!said.empty()) out.evidence = quote(said.front());
  return out;
}

}  // namespace

namespace {

// A system's names or operators as normalize_key folds them: folded once
// per page, not at every comparison.
std::vector<std::string> keys_of(std::vector<std::string> texts) {
  for (auto& text : texts) text = normalize_key(text);
  return texts;
}

std::vector<std::string> name_keys(const std::vector<AliasInfo>& aliases) {
  std::vector<std::string> out;
  out.reserve(aliases.size());
  for (const auto& a : aliases) out.push_back(normalize_key(a.text));
  return out;
}

bool has_key(const std::vector<std::string>& keys, std::string_view text) {
  return std::find(keys.begin(), keys.end(), normalize_key(text)) != keys.end();
}

// Visits each piece of a site, as a comma or a line ends it ("Kaohsiung
// City" of "..., Cianjhen District, Kaohsiung City, Taiwan 806"), trimmed.
template <class Visit>
void each_piece(std::string_view site, Visit visit) {
  for (std::size_t b = 0; b < site.size();) {
    const std::size_t e = std::min(site.find_first_of(",\n", b), site.size());
    if (const auto piece = ascii_trim(site.substr(b, e - b)); !piece.empty()) visit(piece);
    b = e + 1;
  }
}

// The place a description found ("place: Memphis"), but for one of the
// system's country's names (`countries`, folded): a country is every
// system's of that country, it ties nothing.
void add_place_terms(const Naming& naming, const std::vector<std::string>& countries,
                     ClaimTies& ties) {
  constexpr std::string_view said = "place: ";
  for (const auto& item : naming.identified_by)
    if (item.starts_with(said) && !has_key(countries, std::string_view(item).substr(said.size())))
      ties.context.push_back(item.substr(said.size()));
}

// Another phase of the same machine: a record sharing one of this one's
// own names (`own`, folded: "Colossus" of xAI Colossus Memphis Phase 1, 2
// and 3).
bool shares_a_name(const std::vector<std::string>& own, const std::vector<AliasInfo>& other) {
  return std::any_of(other.begin(), other.end(),
                     [&](const AliasInfo& b) { return has_key(own, b.text); });
}

// Does another record share one of this system's operators (`own`,
// folded), in any of its forms?
bool same_operator(const std::vector<std::string>& own, std::size_t other,
                   const AliasIndex& index) {
  const auto theirs = index.operators_of(other);
  return std::any_of(theirs.begin(), theirs.end(),
                     [&](const std::string& op) { return has_key(own, op); });
}

// Was a record described by an accelerator model that none of `record`'s
// parts can be (its "model: NVIDIA V100" against Eagle's H100)? Both are
// read as facts.h reads a part: "NVIDIA H100 SXM5" is the H100 of "NVIDIA
// H100 SXM5 80GB", a family ("Hopper") may be any of its models. A record
// without a part of a known accelerator tells no model apart.
bool described_by_other_model(const Naming& described, const Record& record,
                              const Accelerators& table) {
  constexpr std::string_view said = "model: ";
  std::vector<Accelerator> parts;
  for (const auto& part : record.parts)
    if (auto read = table.read_part(part.part); read.known()) parts.push_back(std::move(read));
  if (parts.empty()) return false;
  const auto& by = described.identified_by;
  return std::any_of(by.begin(), by.end(), [&](const std::string& fact) {
    if (!fact.starts_with(said)) return false;
    const Accelerator model = table.read_part(std::string_view(fact).substr(said.size()));
    return model.known() && std::none_of(parts.begin(), parts.end(), [&](const Accelerator& part) {
             return supports(model, part) || supports(part, model);
           });
  });
}

// Does the page identify another system of one of this system's operators
// (`own`, folded; not `same_machine` as this one, nor another phase of it
// by one of its names, `names`)? Then the operator names either.
template <typename SameMachine>
bool shares_operator(std::size_t system, const std::vector<std::string>& own,
                     const std::vector<std::string>& names,
                     const std::vector<std::pair<std::size_t, Naming>>& identified,
                     const AliasIndex& index, const SameMachine& same_machine) {
  return std::any_of(identified.begin(), identified.end(), [&](const auto& other) {
    if (other.first == system || same_machine(other.second) ||
        shares_a_name(names, index.aliases_of(other.first)))
      return false;
    return same_operator(own, other.first, index);
  });
}

// The phase the system's name gives where it is an earlier one: phase 1,
// or one whose later phase (a record sharing one of its names, `names`)
// the page identifies; else 0.
std::uint8_t earlier_phase(std::size_t system, const std::vector<std::string>& names,
                           const std::vector<std::pair<std::size_t, Naming>>& identified,
                           const AliasIndex& index) {
  const std::uint8_t phase = index.phase_of(system);
  if (phase <= 1) return phase;
  const bool later = std::any_of(identified.begin(), identified.end(), [&](const auto& other) {
    return other.first != system && index.phase_of(other.first) > phase &&
           shares_a_name(names, index.aliases_of(other.first));
  });
  return later ? phase : 0;
}

}  // namespace

// Does `words` hold an accelerator model or a count of accelerators ("H100",
// "100k GPUs")? Such a word is no system's own: records share it.
bool ClaimReader::counts_or_models(std::string_view words) const {
  const Facts f = facts_of(words, accelerators_);
  return !f.mentions.empty() || std::any_of(f.counts.begin(), f.counts.end(), [](const Count& c) {
    return c.thing == Counted::accelerators || c.thing == Counted::unknown;
  });
}

// Another system's own names (ClaimTies::foreign): its alias where it is
// distinctive, and the code (letters and digits) that sets it apart from
// one of this system's `own` aliases of as many words, all others alike
// ("NM1" of Shakti Cloud NM1 beside Shakti Cloud D1); where that word is a
// bare number, another generation's, its whole alias ("CG-1" beside CG-9:
// a number alone is any count's).
void ClaimReader::add_foreign(const AliasInfo& other, const std::vector<AliasInfo>& own,
                              std::vector<std::string>& out) const {
  if (!other.ambiguous() && !counts_or_models(other.text)) out.push_back(other.text);
  const auto theirs = phrase_words(other.text);
  for (const auto& alias : own) {
    const auto mine = phrase_words(alias.text);
    if (mine.size() != theirs.size() || mine.size() < 2) continue;
    std::size_t differ = 0, at = 0;
    for (std::size_t k = 0; k < mine.size(); ++k)
      if (mine[k] != theirs[k]) ++differ, at = k;
    const std::string& code = theirs[at];
    if (differ != 1 || !std::any_of(code.begin(), code.end(), is_ascii_digit)) continue;
    const bool number = all_ascii_digits(code);
    const std::string& name = number ? other.text : code;
    if (!counts_or_models(name)) out.push_back(name);
  }
}

namespace {

// ClaimTies::other_owners.
void add_other_owners(std::size_t system, const Record& record,
                      const std::vector<std::pair<std::size_t, Naming>>& identified,
                      const AliasIndex& index, const std::vector<std::string>& own_words,
                      std::vector<std::string>& out) {
  const auto name_words = phrase_words(record.name);
  for (const auto& [other, naming] : identified) {
    if (other == system) continue;
    for (const auto& op : index.operators_of(other))
      if (!has_key(own_words, op) && !has_key(out, op) && !find_phrase(name_words, phrase_words(op)))
        out.push_back(op);
  }
}

}  // namespace

ClaimTies ClaimReader::ties_of(std::size_t system, const std::vector<Record>& records,
                               const std::vector<std::pair<std::size_t, Naming>>& identified,
                               const AliasIndex& index) const {
  ClaimTies ties;
  const Record& record = records[system];
  ties.record_name = record.name;
  const auto aliases = index.aliases_of(system);
  const auto names = name_keys(aliases);
  const auto operators = keys_of(index.operators_of(system));
  // Another record the page names by one of this system's own names is
  // the same machine (its phases: "Jean Zay" of phase 1 and phase 3).
  // Another record described by the very facts that describe this one is
  // one the page cannot tell from it (Meta's two 24,576-GPU clusters).
  const Naming* own = nullptr;
  for (const auto& [s, naming] : identified)
    if (s == system) own = &naming;
  auto same_machine = [&](const Naming& n) {
    if (n.describes)
      return own && own->describes && own->identified_by == n.identified_by;
    return !n.alias.empty() && has_key(names, n.alias);
  };
  // An operator's page that names one of its machines and describes
  // another by a model the named one has not tells the two apart: each is
  // the page's one machine of its models, as on a page of one system
  // (Azure supercomputers.md names Eagle, "Nov 2023: 14,400 H100 GPUs", and
  // describes the GPT-3 cluster by its "10,000 V100 GPUs": the page is
  // Eagle's, and the GPT-3 cluster's). Foxconn's Kaohsiung row of GB200
  // beside its GB200 AI factory tells nothing apart.
  auto told_apart_by_model = [&](const auto& n) {
    if (!own || own->describes == n.second.describes || n.first >= records.size() ||
        !same_operator(operators, n.first, index))
      return false;
    return own->describes ? described_by_other_model(*own, records[n.first], accelerators_)
                          : described_by_other_model(n.second, record, accelerators_);
  };
  for (const auto& part : record.parts)
    if (auto read = accelerators_.read_part(part.part); read.known())
      ties.parts.push_back(std::move(read));
  ties.earlier_phase = earlier_phase(system, names, identified, index);
  if (const std::uint8_t phase = index.phase_of(system); phase > 1) ties.later_phase = phase;
  ties.whole_page = std::all_of(identified.begin(), identified.end(), [&](const auto& n) {
    return n.first == system || same_machine(n.second) || told_apart_by_model(n);
  });
  if (ties.whole_page) return ties;
  // A name another operator's record shares ("Stargate" of Stargate UAE
  // and of OpenAI's Abilene campus) ties as the site and operator do: not
  // in a passage that names another system the page identifies (Abilene's
  // row, whose link reads ".../unravelling-the-stargate-spin").
  for (const auto& alias : aliases) (alias.shared ? ties.context : ties.terms).push_back(alias.text);
  // Another system's names, its record's name among them, but for those
  // this one shares: "Helios" in a row names AGH Cyfronet's Helios as much
  // as NVIDIA's. The record's name may be no alias of the index's (BNY
  // Mellon's "BNY Mellon Supercomputer", which the page describes), yet
  // its table row leads with it.
  auto own_name = [&](std::string_view text) {
    return has_key(names, text) || normalize_key(text) == normalize_key(record.name);
  };
  ties.may_be_titled = true;
  for (const auto& [other, naming] : identified) {
    if (other == system || same_machine(naming)) continue;
    for (const auto& alias : index.aliases_of(other)) {
      if (!own_name(alias.text)) ties.others.push_back(alias.text);
      else if (has_key(names, alias.text)) ties.phase_names.push_back(normalize_key(alias.text));
      if (!own_name(alias.text)) add_foreign(alias, aliases, ties.foreign);
    }
    if (other < records.size() && !own_name(records[other].name))
      ties.others.push_back(records[other].name);
    ties.may_be_titled = ties.may_be_titled && naming.describes;
    for (std::string_view word : {"operator: ", "place: "})
      for (const auto& fact : naming.identified_by)
        if (fact.starts_with(word)) ties.asides.push_back(fact.substr(word.size()));
  }
  ties.terms.push_back(record.name);
  // The site's first line and first piece: "Kashiwa Campus" of its address.
  // A site that is only the country, in any of its names ("Japan" of
  // SoftBank CHIE-2, "United States" of a record in the "United States of
  // America"), is every system's of that country: it ties nothing.
  const auto countries = keys_of(index.countries_of(system));
  const std::string_view site = record.site;
  if (auto piece = site.substr(0, site.find_first_of(",\n"));
      !piece.empty() && normalize_key(piece) != normalize_key(record.country) &&
      !has_key(countries, piece))
    ties.context.emplace_back(piece);
  // A record the page names or describes is tied by the place that
  // described it and by its own operator in any form ("甲骨文" of Oracle), as
  // the page names them with it. An owner its name
  // only mentions ("CoreWeave Denton GB200s OpenAI/Microsoft": OpenAI, the
  // tenant) may anchor the description, but the passages that name it are
  // the tenant's, about any of its machines: they tie no count to this one.
  // A record the page does not identify is described by what describes
  // another phase of it (the 100,000 H100 of Colossus phase 1 against the
  // claim of phase 2).
  bool identified_here = false;
  for (const auto& [s, naming] : identified) {
    if (s != system && (own || !naming.describes || !shares_a_name(names, index.aliases_of(s))))
      continue;
    add_place_terms(naming, countries, ties);
    identified_here = true;
  }
  if (identified_here) {
    auto& by_operator = shares_operator(system, operators, names, identified, index, same_machine)
                            ? ties.beside_name
                            : ties.context;
    for (auto& op : index.operators_of(system)) by_operator.push_back(std::move(op));
  }
  // A word this system shares with another says nothing of which one a
  // paragraph speaks of: its names, operators in any form, site pieces and
  // the places that described it.
  std::vector<std::string> own_words = names;
  own_words.insert(own_words.end(), operators.begin(), operators.end());
  for (const auto& word : ties.context) own_words.push_back(normalize_key(word));
  each_piece(record.site, [&](std::string_view piece) { own_words.push_back(normalize_key(piece)); });
  for (const auto& word : ties.asides)
    if (!has_key(own_words, word)) ties.not_own_asides.push_back(word);
  add_other_owners(system, record, identified, index, own_words, ties.other_owners);
  return ties;
}

std::vector<ClaimCheck> ClaimReader::check(std::string_view text,
                                           const std::vector<ClaimAsk>& asks) const {
  std::vector<ClaimCheck> out;
  out.reserve(asks.size());
  PagePassages passages(text, accelerators_);
  std::vector<std::string> names;  // folded, of every record asked about
  for (const auto& ask : asks)
    if (!ask.ties->record_name.empty() && !has_key(names, ask.ties->record_name))
      names.push_back(normalize_key(ask.ties->record_name));
  for (const auto& ask : asks) {
    auto own = keys_of(ask.ties->terms);  // none where the whole page is its
    own.push_back(normalize_key(ask.ties->record_name));
    std::vector<std::string> cited;
    for (const auto& name : names)
      if (std::find(own.begin(), own.end(), name) == own.end()) cited.push_back(name);
    out.push_back(
        decide(text, ask, accelerators_.read_part(ask.part), passages.of(*ask.ties, cited)));
  }
  return out;
}

}  // namespace verifier::match
