// match/listed_spellings.cpp: where the dataset misspells a word of a
// system's name, the lists' spelling one letter from it, at the system's own
// site and of its years, as an ambiguous name (Alias::spelt).
#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "match/derive.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match {
namespace {

// `key` without one of its characters, each in turn.
std::vector<std::string> deletions(const std::string& key) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < key.size(); ++i) out.push_back(key.substr(0, i) + key.substr(i + 1));
  return out;
}

bool letter(char c) { return c >= 'a' && c <= 'z'; }

// Whether `b` is one letter from `a` (Damerau: a letter dropped, added,
// replaced, or two beside each other swapped), digits never touched: a
// digit more or less is another generation ("Berzelius2", "Spartan3").
bool one_letter_off(const std::string& a, const std::string& b) {
  if (a.size() == b.size()) {
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < a.size() && at.size() <= 2; ++i)
      if (a[i] != b[i]) at.push_back(i);
    if (at.size() == 1) return letter(a[at[0]]) && letter(b[at[0]]);
    return at.size() == 2 && at[1] == at[0] + 1 && a[at[0]] == b[at[1]] && a[at[1]] == b[at[0]] &&
           letter(a[at[0]]) && letter(a[at[1]]);
  }
  const std::string& longer = a.size() > b.size() ? a : b;
  const std::string& shorter = a.size() > b.size() ? b : a;
  if (longer.size() != shorter.size() + 1) return false;
  std::size_t i = 0;
  while (i < shorter.size() && shorter[i] == longer[i]) ++i;
  return letter(longer[i]) && longer.compare(i + 1, std::string::npos, shorter, i) == 0;
}

// A word long enough that one letter off is a slip, not another word: the
// corpus's words one letter from shorter names are mostly other words.
constexpr std::size_t fewest_spelt_letters = 6;
bool spellable(const std::string& key) {
  return key.size() >= fewest_spelt_letters && std::all_of(key.begin(), key.end(), letter);
}

// The lists' keys one letter from `word` (found through their deletions,
// `near`), none a word of some record's name (`recorded`).
std::unordered_set<std::string> listed_edits(const std::string& word,
                                             const std::unordered_map<std::string, std::vector<std::string>>& near,
                                             const std::unordered_set<std::string>& recorded) {
  std::vector<std::string> probes = deletions(word);
  probes.push_back(word);
  std::unordered_set<std::string> edits;
  for (const auto& probe : probes)
    if (auto at = near.find(probe); at != near.end())
      for (const auto& key : at->second)
        if (one_letter_off(word, key) && !recorded.contains(key)) edits.insert(key);
  return edits;
}

// The lists' spelling `edit` as the record's name, where one of its
// listed machines (`listed`) is of one word, of the record's years and at
// its own site, and the record has no name of that key yet.
void add_spelling(const std::string& edit, const std::vector<const Namesake*>& listed, const Record& record,
                  SystemTerms& out) {
  for (const Namesake* n : listed) {
    // One word as listed: "Miyabi-G" is a partition of Miyabi, no spelling.
    if (phrase_words(n->name).size() != 1 || n->first_year <= 0 ||
        std::abs(n->first_year - record.first_year) > 1 || !own_site(n->site, out.context))
      continue;
    if (std::none_of(out.aliases.begin(), out.aliases.end(), [&](const Alias& x) { return x.key == edit; }))
      out.aliases.push_back(Alias{.text = n->name, .key = edit, .derived = true, .spelt = true});
  }
}

}  // namespace

// The lists' names, by their keys, that some record's name has as a word,
// and the lists' keys by their one-letter deletions: what
// add_listed_spellings looks up.
void Deriver::fold_listed_spellings(const std::vector<Record>& records) {
  // The lists' names that are a word of some record's name ("AiMOS"): that
  // record's, never another's spelling.
  for (const auto& r : records)
    for (const auto& word : phrase_words(r.name))
      if (listed_.contains(word)) recorded_listed_words_.insert(word);
  // The lists' keys by themselves and each of their one-letter deletions:
  // a word one letter from a key shares one of them (symmetric deletion),
  // found in a few look-ups, not one for every edit of the word.
  for (const auto& [key, listed] : listed_) {
    if (key.size() + 1 < fewest_spelt_letters || !std::all_of(key.begin(), key.end(), letter))
      continue;
    spellings_near_[key].push_back(key);
    for (const auto& d : deletions(key)) spellings_near_[d].push_back(key);
  }
}

// The dataset, compiled by hand, may misspell a name ("Njored" where the
// lists, at the system's own site and of its years, have "Njoerd"): the
// lists' spelling is the system's name too, an ambiguous one (Alias::spelt)
// that the lists' row ties. Only where the lists do not know the record's
// own spelling, never a word of another record's name ("AiMOS", listed
// from 2019, beside the record of RPI's AiMOSx of 2020), and only of the
// system's years and at its own site.
void Deriver::add_listed_spellings(const Record& record, SystemTerms& out) const {
  if (record.first_year <= 0) return;
  const std::size_t given = out.aliases.size();
  for (std::size_t a = 0; a < given; ++a) {
    if (out.aliases[a].version_base || out.aliases[a].place || out.aliases[a].spelt) continue;
    for (const auto& word : phrase_words(out.aliases[a].text)) {
      if (!spellable(word) || listed_.contains(word)) continue;
      for (const auto& edit : listed_edits(word, spellings_near_, recorded_listed_words_))
        add_spelling(edit, listed_.at(edit), record, out);
    }
  }
}

}  // namespace verifier::match
