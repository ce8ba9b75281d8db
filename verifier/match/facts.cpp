// match/facts.cpp: counts and accelerator mentions in one passage (see
// facts.h for the rules). The passage is cut once into tokens (words of ASCII
// letters and digits, single CJK characters, single punctuation marks); the
// model forms are looked up per word behind a [first byte][length] filter, and
// everything else (markers, nouns, units) is read only around a number.
// The scan (passage_scan.h) reads its parts in the files it names; here are
// its driver and the model each count belongs to.
#include "match/facts.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/ascii.h"
#include "match/context.h"
#include "match/passage_scan.h"
#include "match/table_row.h"

namespace verifier::match::internal {

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

// "unclear what type of GPUs they'll have", "Type of GPU uncertain", "Type
// of GPU unspecified, I'm assuming they're H100s": the passage says it does
// not know the model, so a model it names elsewhere (a row's guess in
// another cell) is no count's without its own.
bool Scan::type_unknown() const {
  const auto l = ascii_lower(s_);
  if (model_listed_as_uncertain(l)) return true;
  for (std::string_view type : {"type of gpu", "gpu type"})
    for (auto at = l.find(type); at != std::string::npos; at = l.find(type, at + 1)) {
      const auto from = at > 24 ? at - 24 : 0;
      const auto near = std::string_view(l).substr(from, at - from + type.size() + 24);
      for (std::string_view doubt : {"unclear", "uncertain", "unknown", "unspecified"})
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

namespace {

// Does the writer guess the model named after a count ("800 GPUs, which are
// presumably V100s")? `between`: the text from the count to the model, lowered.
bool guessed_model(std::string_view between) {
  for (std::string_view hedge : {"presumably", "probably", "likely", "possibly", "assum"})
    if (between.find(hedge) != std::string_view::npos) return true;
  return false;
}

}  // namespace

// The model of a count in [begin, end), its row's cell up to the end of its
// sentence: the nearest mention before it there, else the nearest after it
// ("GPUs: 360 (NVIDIA A100 SXM4 40GB)") unless that is a part of a whole:
// another count's own ("6k GPUs before (2k A100s, 4k H100s)") or one the
// count includes ("around 10,000 GPUs, including ... HGX B200"), or a guess
// ("800 GPUs, which are presumably V100s"). Then none.
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
  if (between.find("includ") != std::string::npos || guessed_model(between)) return std::nullopt;
  return after;
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
      if (c->form == CountForm::exact) written_ = {{c->end, c->value}};
      f.counts.push_back(std::move(*c));
      phrase_ends.push_back(phrase_end);
    }
  }
  ranges(f.counts, phrase_ends);
  carried_bounds(f.counts);
  defined_units(f.counts);
  tie_models(f.counts);
  headed_cells(f.counts);
  f.counts_pods = counts_pods(f.counts);
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

Facts facts_of(std::string_view passage, const Accelerators& table, std::string_view header) {
  if (!table.may_state(passage)) return {};
  return Scan(passage, table, header).facts();
}

}  // namespace verifier::match
