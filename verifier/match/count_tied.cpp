// match/count_tied.cpp: is a count the system's (tied): within its cell,
// not in another system's sentence nor given to another operator, and with
// no count of another model, nor the system's name with another version,
// between it and the words that tie the passage, but for one inventory
// after them.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "match/claims_impl.h"
#include "match/context.h"
#include "match/facts.h"
#include "match/facts_words.h"
#include "match/table_row.h"
#include "match/versions.h"

namespace verifier::match::internal {
namespace {

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

}  // namespace

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

namespace {

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

// The words after a count in its sentence, lower-case, as far as its model
// and a noun or two reach.
std::string phrase_after(const Count& c, std::string_view passage) {
  constexpr std::size_t reach = 60;  // bytes
  const std::size_t end = std::min(count_sentence(c, passage).second, c.end + reach);
  return ascii_lower(passage.substr(c.end, end - c.end));
}

// Does the count's own phrase give its machine to another operator ("the
// 25k A100 supercomputer used by OpenAI")? Only its noun phrase: a comma or
// a bracket between them ends it ("1,000 GPUs, used by OpenAI and Meta").
bool used_by_another(const Count& c, const TiedPassage& t, std::string_view passage) {
  if (t.owners.empty()) return false;
  const std::string rest = phrase_after(c, passage);
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

// Is one of `verbs` the word right before the count ("lent 3,500", "bought 24,000")?
bool verb_right_before(const Count& c, std::string_view passage,
                       std::span<const std::string_view> verbs) {
  constexpr std::size_t lead_reach = 16;  // bytes
  const std::size_t from = c.begin > lead_reach ? c.begin - lead_reach : 0;
  std::string lead = ascii_lower(passage.substr(from, c.begin - from));
  while (!lead.empty() && lead.back() == ' ') lead.pop_back();
  return std::any_of(verbs.begin(), verbs.end(), [&](std::string_view verb) {
    return ends_with(lead, verb) &&
           (lead.size() == verb.size() || lead[lead.size() - verb.size() - 1] == ' ');
  });
}

// Where the party after `word` (" to ", " from ") in the count's noun
// phrase starts, past a "the"; none past a comma or a bracket.
std::optional<std::size_t> party_after(const Count& c, std::string_view passage, std::string_view word) {
  const std::string rest = phrase_after(c, passage);
  const std::size_t at = rest.find(word);
  if (at == std::string::npos || rest.find_first_of(",;:()[]") < at) return std::nullopt;
  std::size_t party = c.end + at + word.size();
  if (rest.compare(at + word.size(), 4, "the ") == 0) party += 4;
  return party;
}

// Does the count's sentence hand its accelerators to another party ("Inflection
// lent 3,500 H100 GPUs to Corweave")? They are that party's then, not the
// lender's machine's; unless the party is this system, by one of its names.
bool handed_to_another(const Count& c, const TiedPassage& t, std::string_view passage) {
  // Verbs that give accelerators away, for good or for a while.
  constexpr std::string_view handing_verbs[] = {"lent", "lends", "loaned", "loans",
                                                "sold", "sells", "leased", "leases"};
  if (!verb_right_before(c, passage, handing_verbs)) return false;
  const auto party = party_after(c, passage, " to ");
  return party && std::none_of(t.names.begin(), t.names.end(),
                               [&](const Span& s) { return s.first == *party; });
}

// Does the count's sentence say its accelerators were bought from this
// system, by one of the words that tie the passage to it ("xAI已经向甲骨文
// 购买了24000块H100", "xAI bought 24,000 H100 from Oracle")? They are the
// buyer's, not the seller's machine's.
bool bought_from_it(const Count& c, const TiedPassage& t, std::string_view passage) {
  constexpr std::string_view buying_verbs[] = {"bought", "buys", "purchased", "purchases"};
  constexpr std::string_view cjk_buying[] = {"购买了", "购买", "采购了", "采购"};
  constexpr std::string_view cjk_from[] = {"向", "从"};
  // "向甲骨文购买了": from the tie, a buying verb right before the count.
  const bool in_cjk = std::any_of(t.ties.begin(), t.ties.end(), [&](const Span& tie) {
    if (tie.second > c.begin || tie.first < 3) return false;
    const std::string_view between = passage.substr(tie.second, c.begin - tie.second);
    const std::string_view before = passage.substr(tie.first - 3, 3);
    return std::find(std::begin(cjk_buying), std::end(cjk_buying), between) != std::end(cjk_buying) &&
           std::find(std::begin(cjk_from), std::end(cjk_from), before) != std::end(cjk_from);
  });
  if (in_cjk) return true;
  // "bought 24,000 H100 from Oracle": the verb right before, the tie right after "from".
  if (!verb_right_before(c, passage, buying_verbs)) return false;
  const auto seller = party_after(c, passage, " from ");
  return seller && std::any_of(t.ties.begin(), t.ties.end(),
                               [&](const Span& s) { return s.first == *seller; });
}

// Is the count outside the cells of another system's row that name this
// one (none: the whole passage is the system's)?
bool outside_cells(const Count& c, const TiedPassage& t) {
  return !t.cells.empty() && std::none_of(t.cells.begin(), t.cells.end(), [&](const Span& cell) {
    return cell.first <= c.begin && c.end <= cell.second;
  });
}

// Does a count of another model than c's stand in [from, to) of the
// passage (`f`, its facts)? A model of c's family is none other: "The
// 10,752 H100 GPUs far surpassed ... when NVIDIA used 3,584 Hopper GPUs".
bool other_model_between(const Count& c, const Facts& f, std::size_t from, std::size_t to) {
  return std::any_of(f.counts.begin(), f.counts.end(), [&](const Count& o) {
    if (o.thing != Counted::accelerators || o.per_unit || !o.model || !c.model || o.begin < from ||
        o.end > to)
      return false;
    const Accelerator& a = f.mentions[*o.model].accelerator;
    const Accelerator& b = f.mentions[*c.model].accelerator;
    return a != b && !supports(a, b) && !supports(b, a);
  });
}

// Are the counts from `from` (the tie's end) to c one inventory, each
// listed right after the one before? A count of no model is one of them
// ("6k GPUs before (2k A100s, 4k H100s)": a whole and its parts, no
// inventory from the tie).
bool one_inventory(const Count& c, const Facts& f, std::string_view passage, std::size_t from) {
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
}

// Does the tie reach c: no count of another model between them (but for
// one inventory after the tie), nor the tie's name with another version;
// a count before the tie only in the tie's own sentence.
bool tie_reaches(const Count& c, const TiedPassage& t, std::string_view passage, const Span& tie) {
  const Facts& f = t.passage->facts;
  const auto name = tie_version(passage, tie);
  auto other_version = [&](std::size_t from, std::size_t to) {
    return name && other_version_between(t.passage->lowered(passage), *name, from, to);
  };
  if (tie.second <= c.begin)
    return (!other_model_between(c, f, tie.second, c.begin) ||
            one_inventory(c, f, passage, tie.second)) &&
           !other_version(tie.second, c.begin);
  const std::size_t to = std::max(c.end, tie.first);
  return !other_model_between(c, f, c.end, to) && !other_version(c.end, to) &&
         sentence_start(passage, 0, tie.first) <= c.begin;
}

}  // namespace

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
  if (c.begin >= t.until || handed_to_another(c, t, passage)) return false;
  if (t.ties.empty()) return true;
  if (outside_cells(c, t) || anothers_sentence(c, t, passage) || used_by_another(c, t, passage) ||
      bought_from_it(c, t, passage))
    return false;
  return std::any_of(t.ties.begin(), t.ties.end(),
                     [&](const Span& tie) { return tie_reaches(c, t, passage, tie); });
}

}  // namespace verifier::match::internal
