// match/listed_names.cpp: the names the TOP500 lists give a system at its
// own site (own_site): its later machines (ListedLater), shortened to their
// initials as tables write them ("JUWELS BM"), and a place left as its
// name where the lists carry that name there.
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "match/derive.h"
#include "match/derive_impl.h"
#include "match/normalize.h"
#include "match/owners.h"
#include "match/written_words.h"

namespace verifier::match {

using namespace internal;

namespace {

// "Booster", not "CPU", "III" or "H100": a word whose initial stands for it.
bool plain_capitalised(std::string_view word) {
  return word.size() >= 2 && word.front() >= 'A' && word.front() <= 'Z' &&
         std::all_of(word.begin() + 1, word.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

}  // namespace

bool own_site(const std::string& site, const std::vector<ContextTerm>& terms) {
  const std::string site_key = normalize_key(site);
  const auto site_words = phrase_words(site);
  for (const auto& t : terms) {
    if (t.kind != "operator" && t.kind != "site") continue;
    if (t.key.size() >= 3 && site_key.find(t.key) != std::string::npos) return true;
    if (site_key.size() >= 3 && t.key.find(site_key) != std::string::npos) return true;
    if (site_words.size() >= 2 && same_phrase(site_words, phrase_words(t.text))) return true;
  }
  return false;
}

ListedLater::ListedLater(const std::vector<Namesake>& listed) {
  for (const auto& n : listed) {
    const auto words = phrase_words(n.name);
    std::string start;
    for (std::size_t w = 0; w + 1 < words.size(); ++w) {
      start += words[w];
      by_start_[start].push_back(Later{&n, w + 1});
    }
  }
}

std::vector<ListedLater::Later> ListedLater::of(const std::string& key, int year,
                                                const std::vector<ContextTerm>& own) const {
  std::vector<Later> out;
  const auto it = by_start_.find(key);
  if (it == by_start_.end()) return out;
  for (const Later& later : it->second) {
    const int listed_year = later.listed->first_year;
    if (year > 0 && listed_year > 0 && listed_year + 1 < year) continue;
    if (own_site(later.listed->site, own)) out.push_back(later);
  }
  return out;
}

// The lists may call the system by its name and a partition word more
// ("JUWELS Booster Module" of the record's "JUWELS-Booster", at its own
// site, not older than it), which tables shorten to the first word and
// the initials of the others ("| FZJ | JUWELS BM |"): a name of the system
// too. Only plain words have initials ("Shaheen III - CPU" has none).
void Deriver::add_listed_initials(const Record& record, SystemTerms& out) const {
  const std::size_t given = out.aliases.size();
  for (std::size_t a = 0; a < given; ++a) {
    if (out.aliases[a].version_base || out.aliases[a].place) continue;
    const auto listed = later_.of(out.aliases[a].key, record.first_year, out.context);
    if (listed.empty()) continue;
    // A name of two words or more, which the lists' name begins with.
    const std::size_t alias_words = phrase_words(out.aliases[a].text).size();
    for (const auto& later : listed) {
      const auto words = written_words(later.listed->name);
      if (alias_words < 2 || later.start_words < 2 || words.size() <= alias_words) continue;
      std::string form(words.front());
      form += ' ';
      bool plain = true;
      for (std::size_t w = 1; w < words.size() && plain; ++w) {
        plain = plain_capitalised(words[w]) &&
                (w < alias_words || std::find(name_words_.begin(), name_words_.end(),
                                              normalize_key(words[w])) != name_words_.end());
        form += words[w].front();
      }
      if (plain && names_something(form, false)) add_alias(out, form, true);
    }
  }
}

// A place left as the name is a name where the lists carry it at the
// system's own site: an ambiguous one (Alias::place), as a page about the
// city names no computer. Its context terms must be complete to say so.
void Deriver::keep_listed_places(const Record& record, const std::vector<Alias>& derived,
                                 SystemTerms& out) const {
  auto has = [&](const std::string& key) {
    return std::any_of(out.aliases.begin(), out.aliases.end(), [&](const Alias& a) { return a.key == key; });
  };
  for (const auto& a : derived) {
    if (!a.place || has(a.key)) continue;
    const auto& listed = listed_.at(a.key);
    if (std::none_of(listed.begin(), listed.end(), [&](const Namesake* n) { return own_site(n->site, out.context); }))
      continue;
    // Named after all: by its own name first, as any named record.
    out.description = false;
    if (const std::string key = normalize_key(record.name); !has(key))
      out.aliases.insert(out.aliases.begin(), Alias{record.name, key, false});
    out.aliases.push_back(a);
  }
}

}  // namespace verifier::match
