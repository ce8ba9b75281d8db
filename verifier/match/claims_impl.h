// match/claims_impl.h: internal to match/, not the stage's public face:
// the claims' insides (claims.h's ClaimReader): a page's passages as the
// claims read them (a passage and its facts, the passage as it speaks of one
// system, the page's passages read once), and the questions asked of a
// count in them. Shared by the files of that reading: claim_ties.cpp (what
// ties a passage to a system, ClaimReader::ties_of, and a system's folded
// names), tied_passages.cpp (which passages speak of a system,
// PagePassages::of), phase_said.cpp (where they write a phase or another
// portion of a rollout, PagePassages::mark_phase), count_tied.cpp (is a
// count the system's), of_the_whole.cpp (is it a whole's, the system a part
// of it), compared_counts.cpp (is it one side of a comparison, another
// machine's maybe), units_across_lines.cpp (what one unit holds by the line
// before a count's) and claims.cpp (each claim weighed and decided).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/claims.h"
#include "match/facts.h"
#include "match/normalize.h"
#include "match/table_row.h"

namespace verifier::match::internal {

// A system's names or operators folded (claim_ties.cpp).
std::vector<std::string> keys_of(std::vector<std::string> texts);
// Is `text`, folded, one of `keys` (claim_ties.cpp)?
bool has_key(const std::vector<std::string>& keys, std::string_view text);

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
  // Where it writes the full system the system's earlier phase is a phase of
  // ("In its full configuration, Eos will span ...").
  std::vector<Span> full = {};
};

// The passage's words as a reader sees them, links unwrapped
// (tied_passages.cpp).
std::string unlinked(std::string_view passage, const Accelerators& table);

// Marks the counts of the passage at `begin` of the page `text` that are
// what one unit holds by the line before it, one about each unit that leads
// into this one ("Each pod ... consisting of") (units_across_lines.cpp).
void read_units_across_lines(std::string_view text, std::size_t begin, Facts& f);

// The page's passages, each read once: every line, or the lines around
// the occurrences of a system's terms (Tying).
class PagePassages {
 public:
  PagePassages(std::string_view text, const Accelerators& table) : text_(text), table_(table) {}

  std::vector<TiedPassage> of(const ClaimTies& ties, const std::vector<std::string>& records);
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
    if (fresh) {
      it->second = Passage{b, e, facts_of(unlinked(text_.substr(b, e - b), table_), table_, headers_.of(b))};
      read_units_across_lines(text_, b, it->second.facts);
    }
    return it->second;
  }

 private:
  std::string_view text_;
  const Accelerators& table_;
  std::map<std::pair<std::size_t, std::size_t>, Passage> passages_;  // stable: pointers are kept
  RowHeaders headers_{text_};  // a row's header line above it, for its counts
  std::optional<Normalized> folded_;
  std::map<std::string, std::vector<Span>, std::less<>> spans_;  // by folded term

  const std::vector<Span>& spans_of(const std::string& key) {
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

// Is the count the system's, in the passage as it speaks of it
// (count_tied.cpp)?
bool tied(const Count& c, const TiedPassage& t, std::string_view passage);
// The sentence of a count, within its cell (count_tied.cpp).
Span count_sentence(const Count& c, std::string_view passage);

// Is the count a whole's that the passage sets apart from the system
// (of_the_whole.cpp)?
bool of_the_whole(const Count& c, const TiedPassage& t, std::string_view passage);
// Is it one side of a comparison its sentence draws with another count of
// the part's family, one of them another machine's (compared_counts.cpp)?
bool compared_with_another(const Count& c, const Facts& f, std::string_view passage,
                           const Accelerator& part);
// Is it written of two of the record's models together (of_the_whole.cpp)?
bool of_the_parts_together(const Count& c, const Facts& f, std::string_view passage,
                           const std::vector<Accelerator>& parts);

}  // namespace verifier::match::internal
