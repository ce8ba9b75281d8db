// match/ranked_names.cpp: a page or sentence about a ranking (TOP500,
// Green500, HPCG): the list a page is and its month, the list a name's
// sentence names, and the other listed systems ranked beside a name.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/utf8.h"
#include "match/alias_index_impl.h"
#include "match/context.h"
#include "match/list_date.h"
#include "match/match.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

namespace {

// A sentence about a ranking: "continue to open the list with 16 and 14
// Pflop/s", "took third spot", "updated HPCG results".
bool about_ranking(std::string_view sentence) {
  // Folded words: "Pflop/s" is "pflop" and "s".
  static constexpr std::string_view words[] = {"list",  "lists",    "spot",  "rank",  "ranked",
                                               "ranking", "hpcg", "top500", "green500", "pflop",
                                               "pflops", "eflop", "eflops"};
  for (const auto& w : phrase_words(sentence))
    if (std::find(std::begin(words), std::end(words), w) != std::end(words)) return true;
  return false;
}

// The ranking a phrase names by its name (TOP500, Top-500, Green500,
// HPCG), or nothing.
std::optional<std::string> list_named_in(std::string_view phrase) {
  const auto words = phrase_words(phrase);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const bool top_500 = words[i] == "top" && i + 1 < words.size() && words[i + 1] == "500";
    if (words[i] == "top500" || top_500) return std::string("TOP500");
    if (words[i] == "green500") return std::string("Green500");
    if (words[i] == "hpcg") return std::string("HPCG");
  }
  return std::nullopt;
}

}  // namespace

namespace internal {

int list_month_of(std::string_view url, std::string_view text) {
  if (const int month = list_month(url)) return month;
  const std::string_view title = page_title(text);
  return list_named_in(title) ? month_named_in(title) : 0;
}

std::optional<RankedOn> list_named_with(std::string_view text, const Occurrence& o) {
  const auto [sb, se] = sentence_of(text, o.begin, o.end);
  const std::string_view sentence = text.substr(sb, se - sb);
  if (auto list = list_named_in(sentence)) return RankedOn{std::move(*list), false};
  if (!about_ranking(sentence)) return std::nullopt;
  if (auto list = list_named_in(page_title(text))) return RankedOn{std::move(*list), true};
  return std::nullopt;
}

}  // namespace internal

// "Both Perlmutter and Leonardo have updated HPCG results": a name the
// lists give this system alone, in a sentence about a ranking beside
// another system's name that needs no context, is the listed system. That
// other name may be a record's or one the lists alone carry ("Fugaku").
// Another listed system's name ties nothing where the lists carry the name
// at another site too (not `listed`), and a page's other systems of that
// name, off the lists, are no ranking's.
std::optional<std::string> AliasIndex::Impl::ranked_beside(std::string_view text, const Occurrence& o,
                                                           std::span<const Occurrence> page) const {
  const auto [sb, se] = sentence_of(text, o.begin, o.end);
  std::optional<std::string> other;
  // The page's occurrences are in text order: only the sentence's are read.
  auto first = std::lower_bound(page.begin(), page.end(), sb,
                                [](const Occurrence& p, std::size_t at) { return p.begin < at; });
  for (auto p = first; p != page.end() && p->begin < se; ++p) {
    if (p->end > se || system_of(p->pattern) == system_of(o.pattern)) continue;
    const AliasView a = alias_of(p->pattern);
    if (!needs_context(a, text.substr(p->begin, p->end - p->begin))) {
      other = std::string(text.substr(p->begin, p->end - p->begin));
      break;
    }
  }
  if (!about_ranking(text.substr(sb, se - sb))) return std::nullopt;
  if (!other) other = listed_name_in(text, sb, se, o);
  return other;
}

// The first name of `listed_names` that text[from, to) holds as whole
// words of up to three, outside the occurrence and none of its system's
// own names ("Both Fugaku and Frontier systems": "Fugaku").
std::optional<std::string> AliasIndex::Impl::listed_name_in(std::string_view text, std::size_t from,
                                                            std::size_t to, const Occurrence& o) const {
  constexpr std::size_t most_words = 3;
  std::vector<std::pair<std::size_t, std::size_t>> words;
  for (std::size_t i = from; i < to;) {
    const std::size_t next = next_char_start(text, i);
    if (!is_word_char(char_at(text, i))) {
      i = next;
      continue;
    }
    std::size_t e = next;
    while (e < to && is_word_char(char_at(text, e))) e = next_char_start(text, e);
    words.emplace_back(i, e);
    i = e;
  }
  const auto own = alias_keys_of(system_of(o.pattern));
  for (std::size_t w = 0; w < words.size(); ++w)
    for (std::size_t n = 1; n <= most_words && w + n <= words.size(); ++n) {
      const std::size_t b = words[w].first, e = words[w + n - 1].second;
      if (b < o.end && e > o.begin) break;
      const std::string_view found = text.substr(b, e - b);
      const std::string key = normalize_key(found);
      const auto it = listed_names.find(key);
      if (it == listed_names.end() || !case_fits(it->second, found) ||
          std::find(own.begin(), own.end(), key) != own.end())
        continue;
      return std::string(found);
    }
  return std::nullopt;
}

}  // namespace verifier::match
