// match/tied_passages.cpp: the passages of a page that speak of one
// system (PagePassages::of): every line where the page is the system's
// alone; else the lines around its ties (Tying), a cell of another
// system's row, the section under its heading, the paragraph a line leads
// into, and the lines of a page its title names.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/claims_impl.h"
#include "match/context.h"
#include "match/normalize.h"
#include "match/table_row.h"
#include "match/versions.h"

namespace verifier::match::internal {
namespace {

// A passage is a block (one line of the text), cut to this many bytes
// either side of the words that tie it to the system: a whole table
// flattened into one line is not one passage.
constexpr std::size_t passage_reach = 1500;
// The lines after a heading that names the system ("## Puhti") speak of it,
// up to the next heading, and never further than this.
constexpr int section_lines = 8;

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

}  // namespace

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

namespace {

// Visits every line of `text`, [b, e) without its newline, empty ones too.
template <class Visit>
void each_line(std::string_view text, Visit visit) {
  for (std::size_t b = 0; b < text.size();) {
    const std::size_t e = std::min(text.find('\n', b), text.size());
    visit(b, e);
    b = e + 1;
  }
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
  Tying(PagePassages& page, const ClaimTies& ties, const std::vector<std::string>& records)
      : page_(page), text_(page.text()), ties_(ties), records_(records),
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
  // `lines`: up to the next heading, or to a line naming another system or
  // leading a row with another record's name (Gopher's row after the MLPerf
  // 0.7 submission's, which counts nothing).
  void follow(std::size_t pe, int lines) {
    std::size_t line = text_.find('\n', pe);
    for (int n = 0; n < lines && line != std::string_view::npos; ++n) {
      const std::size_t lb = line + 1;
      std::size_t le = text_.find('\n', lb);
      if (le == std::string_view::npos) le = text_.size();
      if (lb >= le || heading_line(text_, lb) || le - lb > passage_reach || names_other(lb, le) ||
          others_row(row_cells(text_, lb)))
        break;
      add(lb, le, std::nullopt);
      line = le < text_.size() ? le : std::string_view::npos;
    }
  }

  // A table's row (row_cells: none in prose) is the row of the system
  // its first cell names: in one that leads with another system's name or
  // another record's, not this one's, only the cell that names this one is
  // its own (Epoch's "Builds upon" column:
  // "NVIDIA Eos Phase 2,...,4,608 DGX H100 GPUs,...,NVIDIA Eos Phase 1";
  // AIRAWAT's note "an original portion of 336 GPUs (PARAM Siddhi - AI)").
  std::optional<Span> cell_in_others_row(std::size_t b, std::size_t e) {
    const std::size_t line = text_.rfind('\n', b);
    const auto cells = row_cells(text_, line == std::string_view::npos ? 0 : line + 1);
    if (!others_row(cells)) return std::nullopt;
    for (const auto& cell : cells)
      if (cell.first <= b && e <= cell.second) return cell;
    return Span{b, e};
  }

  // Do a row's `cells` lead with another system's name or another
  // record's, not this one's?
  bool others_row(const std::vector<Span>& cells) {
    return leads_with_a_name(cells) && !names_own(cells[0].first, cells[0].second) &&
           (names_other(cells[0].first, cells[0].second) || leads_with_record(cells[0]));
  }

  // Is the first cell another record's whole name (ClaimTies::record_name),
  // whether the page identifies that record or not: "Paper on Gopher", a
  // record with no alias, leads its row in Epoch's CSV.
  bool leads_with_record(Span cell) {
    const std::string key = first_cell_key(text_, cell);
    if (key.empty() || !std::binary_search(records_.begin(), records_.end(), key)) return false;
    if (!own_keys_) {
      own_keys_ = keys_of(ties_.terms);
      own_keys_->push_back(normalize_key(ties_.record_name));
    }
    return std::find(own_keys_->begin(), own_keys_->end(), key) == own_keys_->end();
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
  const std::vector<std::string>& records_;  // every record's name, folded, sorted
  std::optional<std::vector<std::string>> own_keys_;  // its terms and record's name, folded
  std::vector<TiedPassage> out_;
  std::optional<std::vector<Span>> others_;
  std::optional<std::vector<Span>> asides_;  // see next_is_anothers
  std::optional<std::vector<Span>> foreign_;
  std::optional<std::vector<Span>> owners_;
  std::vector<Span> found_;  // by name, then by context, then beside a name
  std::size_t by_name_ = 0, by_context_ = 0;
};

}  // namespace

// `records`: every record's name, folded and sorted (ClaimTies::record_name).
std::vector<TiedPassage> PagePassages::of(const ClaimTies& ties, const std::vector<std::string>& records) {
  std::vector<TiedPassage> out;
  if (!ties.whole_page) {
    out = Tying(*this, ties, records).passages();
  } else {
    each_line(text_, [&](std::size_t b, std::size_t e) {
      if (e > b) out.push_back({&at(b, e), {}});
    });
  }
  mark_phase(out, ties);
  return out;
}

}  // namespace verifier::match::internal
