// match/alias_marks.cpp: what makes an alias need context, marked once
// when the index is built (AliasInfo): an ordinary word, a name another
// operator's record shares, a namesake the TOP500 lists give another site
// or an older machine of this one's, a line's bare name beside its numbered
// generations; with the words a later machine adds to a name, and the other
// owners a name's occurrence may belong to.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/ascii.h"
#include "core/rules.h"
#include "match/alias_index_impl.h"
#include "match/derive.h"
#include "match/describe.h"
#include "match/match.h"
#include "match/normalize.h"
#include "match/ordinary.h"
#include "match/owners.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

namespace {

// The lists' names carried at one site, keyed, name words at either end
// dropped ("Supercomputer Fugaku" -> "Fugaku"), with their names as listed.
std::unordered_map<std::string, std::string> listed_name_candidates(const MatchRules& rules,
                                                                    const std::vector<std::string>& name_words) {
  auto is_name_word = [&](const std::string& w) {
    return std::find(name_words.begin(), name_words.end(), w) != name_words.end();
  };
  std::unordered_map<std::string, std::string> site_of;  // key -> site key, "" once at two sites
  std::unordered_map<std::string, std::string> out;
  for (const auto& n : rules.namesakes) {
    auto words = phrase_words(n.name);
    std::size_t b = 0, e = words.size();
    while (b < e && is_name_word(words[b])) ++b;
    while (e > b && is_name_word(words[e - 1])) --e;
    if (b == e) continue;
    std::string key;
    if (b == 0 && e == words.size()) key = normalize_key(n.name);
    else for (std::size_t i = b; i < e; ++i) key += words[i];
    const std::string site = normalize_key(n.site);
    auto [at, added] = site_of.try_emplace(key, site);
    if (!added && at->second != site) at->second.clear();
    out.try_emplace(key, n.name);
  }
  for (auto it = out.begin(); it != out.end();)
    it = site_of[it->first].empty() || short_spaced_name(it->first) ? out.erase(it) : std::next(it);
  return out;
}

}  // namespace

namespace {

// The words of the derived names of several words: "alpha ONE" of Aleph
// Alpha's alpha ONE is two ordinary words, and no more a name for being two
// (words_to_look_up). Kept in a set, whose nodes stay put under views.
std::unordered_set<std::string> derived_name_words(const std::vector<StoredAlias>& aliases, std::string_view arena) {
  std::unordered_set<std::string> words;
  for (const auto& a : aliases)
    if (a.derived)
      for (auto& w : words_to_look_up(arena.substr(a.text_at, a.text_length))) words.insert(std::move(w));
  return words;
}

// A short form that is an ordinary word counts only written as a name.
void mark_short_forms(std::vector<std::vector<ContextTerm>>& context_sets,
                      const std::unordered_set<std::string>& ordinary) {
  for (auto& set : context_sets)
    for (auto& t : set)
      t.as_name = t.as_name && (ordinary.contains(t.key) || (short_spaced_name(t.key) && !in_capitals(t.text)));
}

// Whether a group of aliases of one key is carried by several operators.
bool several_operators(std::span<const std::uint32_t> group, const std::vector<StoredAlias>& aliases,
                       const std::vector<std::uint32_t>& operator_keys) {
  const auto first = operator_keys[aliases[group.front()].system];
  return std::any_of(group.begin(), group.end(),
                     [&](std::uint32_t p) { return operator_keys[aliases[p].system] != first; });
}

// The operators carrying a name in one country: the first, and whether
// another does too.
struct Carriers {
  std::uint32_t first_operator;
  bool several = false;
};

// Per country key, the operators that carry the group's name there: one
// pass over the group (a name may be carried by thousands of records).
std::unordered_map<std::uint32_t, Carriers> carriers_by_country(std::span<const std::uint32_t> group,
                                                                const std::vector<StoredAlias>& aliases,
                                                                const std::vector<std::uint32_t>& operator_keys,
                                                                const std::vector<std::uint32_t>& country_keys) {
  std::unordered_map<std::uint32_t, Carriers> by_country;
  for (const auto p : group) {
    const auto s = aliases[p].system;
    if (country_keys[s] == 0) continue;
    auto [at, added] = by_country.try_emplace(country_keys[s], Carriers{operator_keys[s]});
    if (!added) at->second.several = at->second.several || at->second.first_operator != operator_keys[s];
  }
  return by_country;
}

// Phases of one operator's machine: the line's first year for all the
// group's systems of that operator.
void share_first_year(std::span<const std::uint32_t> group, const std::vector<StoredAlias>& aliases,
                      const std::vector<std::uint32_t>& operator_keys, std::vector<int>& first_year) {
  std::unordered_map<std::uint32_t, int> earliest;  // operator -> year
  for (const auto p : group) {
    const auto s = aliases[p].system;
    if (first_year[s] == 0) continue;
    auto [at, added] = earliest.try_emplace(operator_keys[s], first_year[s]);
    if (!added) at->second = std::min(at->second, first_year[s]);
  }
  for (const auto p : group) {
    const auto s = aliases[p].system;
    if (auto at = earliest.find(operator_keys[s]); at != earliest.end()) first_year[s] = at->second;
  }
}

}  // namespace

// Ordinary: the word lists say so. Shared: a system of another operator
// has the same key (found by sorting the keys, not by a map of every key);
// the phases of one operator's system share their names and stay plain.
void AliasIndex::Impl::mark_ordinary_and_shared(const MatchRules& rules) {
  auto candidates = listed_name_candidates(rules, name_word_keys);
  const auto ordinary = ordinary_words(rules, candidates);
  mark_short_forms(context_sets, ordinary);
  std::erase_if(candidates, [&](const auto& candidate) { return ordinary.contains(candidate.first); });
  listed_names = std::move(candidates);
  mark_ordinary(ordinary);

  std::vector<std::uint32_t> order(aliases.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
    return key_of(aliases[x]) < key_of(aliases[y]);
  });
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i + 1;
    while (j < order.size() && key_of(aliases[order[j]]) == key_of(aliases[order[i]])) ++j;
    mark_shared(std::span<const std::uint32_t>(order).subspan(i, j - i));
    i = j;
  }
}

// The keys of the index's names that the word lists call ordinary, of
// the aliases' keys and of the other names looked up with them.
std::unordered_set<std::string> AliasIndex::Impl::ordinary_words(
    const MatchRules& rules, const std::unordered_map<std::string, std::string>& candidates) const {
  std::unordered_set<std::string_view> keys;
  for (const auto& a : aliases) keys.insert(key_of(a));
  // The lists' names are looked up in the word lists in the same pass.
  for (const auto& [key, name] : candidates) keys.insert(key);
  // So are the operators' short forms ("Stability" of Stability AI).
  for (const auto& set : context_sets)
    for (const auto& t : set)
      if (t.as_name) keys.insert(t.key);
  // So are the words of derived names of several words.
  const auto words = derived_name_words(aliases, arena);
  for (const auto& w : words) keys.insert(w);
  return ordinary_keys(keys, rules);
}

// An alias is ordinary where its key is an ordinary word, a short spaced
// name not in capitals, or a derived name all of ordinary words.
void AliasIndex::Impl::mark_ordinary(const std::unordered_set<std::string>& ordinary) {
  auto all_ordinary = [&](std::string_view text) {
    const auto of_name = words_to_look_up(text);
    return !of_name.empty() && std::all_of(of_name.begin(), of_name.end(),
                                           [&](const std::string& w) { return ordinary.contains(w); });
  };
  for (auto& a : aliases) {
    const std::string_view key = key_of(a);
    const std::string_view text = std::string_view(arena).substr(a.text_at, a.text_length);
    a.ordinary = ordinary.contains(std::string(key)) || (short_spaced_name(key) && !in_capitals(text)) ||
                 (a.derived && all_ordinary(text));
  }
}

// The marks of one group of aliases of one key (sorted by key).
void AliasIndex::Impl::mark_shared(std::span<const std::uint32_t> group) {
  const bool several = several_operators(group, aliases, operator_keys);
  // Another operator's record of that name in the same country: the
  // country beside the name says nothing of which.
  std::unordered_map<std::uint32_t, Carriers> by_country;
  if (several) by_country = carriers_by_country(group, aliases, operator_keys, country_keys);
  // Each carrier learns the other operators' owner terms; a name carried
  // by very many operators is ambiguous enough without them.
  constexpr std::size_t most_carriers = 16;
  if (several && group.size() <= most_carriers)
    for (const auto p : group)
      for (const auto q : group) {
        const auto s = aliases[p].system, t = aliases[q].system;
        if (operator_keys[s] != operator_keys[t]) add_other_owners(p, context_sets[context_of[t]]);
      }
  mark_sole_generations(group);
  mark_later_line_names(group);
  mark_models_of_bare_line(group);
  for (const auto p : group) {
    aliases[p].shared = several;
    const auto at = by_country.find(country_keys[aliases[p].system]);
    aliases[p].country_shared = at != by_country.end() && at->second.several;
  }
  share_first_year(group, aliases, operator_keys, first_year);
}

// "Dojo" of "Tesla Buffalo Dojo" where "Tesla Dojo 1" is a record: the
// operator's first generation carries its number, so a record of the bare
// name is one installation of the line, and the bare name, every
// generation's, counts only beside its own facts (Alias::version_base).
// Where the line's first is the bare name ("xAI Colossus" beside "Colossus
// 2") the bare name stays the first's. `group`: aliases of one key.
void AliasIndex::Impl::mark_later_line_names(std::span<const std::uint32_t> group) {
  std::vector<std::uint32_t> numbered_first;  // operators whose first generation is numbered
  for (auto p : group) {
    const StoredAlias& a = aliases[p];
    if (!a.version_base) continue;
    const std::string key(key_of(a));
    for (auto q = first_alias[a.system]; q < first_alias[a.system + 1]; ++q)
      if (key_of(aliases[q]) == key + "1" || key_of(aliases[q]) == key + "10")
        numbered_first.push_back(operator_keys[a.system]);
  }
  if (numbered_first.empty()) return;
  for (auto p : group) {
    StoredAlias& a = aliases[p];
    if (a.derived && std::find(numbered_first.begin(), numbered_first.end(), operator_keys[a.system]) !=
                         numbered_first.end())
      a.version_base = true;
  }
}

// "Dojo" of "Tesla Dojo 1 Phase 1" and "Tesla Dojo 1 Planned Phase 2":
// each record's name numbers the line ("Dojo 1"), and the operator's
// records of the bare name number it alike, so the bare name with its
// owner given is that generation, one machine the phases share. Where the
// numbers differ ("ABCI 1.0", "ABCI 2.0") only the facts tell which; a
// record of the bare name without a number ("Tesla Buffalo Dojo") is one
// installation of the line, never the generation. Runs before
// mark_later_line_names, which marks those. `group`: aliases of one key.
void AliasIndex::Impl::mark_sole_generations(std::span<const std::uint32_t> group) {
  // Per operator: the generation its records number the line with ("1"),
  // empty where one of them numbers it otherwise.
  std::unordered_map<std::uint32_t, std::string> generation;
  std::vector<std::uint32_t> numbered;
  for (auto p : group) {
    const StoredAlias& a = aliases[p];
    if (!a.version_base) continue;
    const std::string_view shortest = generation_number(a);
    if (shortest.empty()) continue;
    numbered.push_back(p);
    // A line numbered past its first ("Lomonosov 2", "HiPerGator 3.0") had
    // a first the bare name calls too, whether or not the lists know it.
    const bool first = shortest == "1" || shortest == "10";
    auto [at, added] = generation.try_emplace(operator_keys[a.system], first ? std::string(shortest) : "");
    if (!added && at->second != shortest) at->second.clear();
  }
  for (auto p : numbered)
    if (!generation[operator_keys[aliases[p].system]].empty()) sole_generation.insert(p);
}

// The number the shortest of its system's other names adds to a bare
// name's key: "1" of "dojo1"; "3" of "hipergator3" beside "hipergator30";
// empty where none adds one.
std::string_view AliasIndex::Impl::generation_number(const StoredAlias& a) const {
  const std::string_view key = key_of(a);
  std::string_view shortest;
  for (auto q = first_alias[a.system]; q < first_alias[a.system + 1]; ++q) {
    const std::string_view other = key_of(aliases[q]);
    if (other.size() <= key.size() || !other.starts_with(key)) continue;
    const std::string_view number = other.substr(key.size());
    if (!all_ascii_digits(number)) continue;
    if (shortest.empty() || number.size() < shortest.size()) shortest = number;
  }
  return shortest;
}

// "SATURN V" is the own name of "NVIDIA SATURN V Phase 2" (its phase left
// out) and the bare name of "NVIDIA SATURN V Volta": the lists' "DGX Saturn
// V ... NVIDIA Tesla V100" of 2021 is the 2016 entry upgraded in 2018, the
// phase, though V100 is Volta's model too. A model that a record of the
// operator whose own name the bare one is shares says nothing of which
// generation; the generation's count still does. Runs after
// mark_later_line_names, which marks more bare names. `group`: aliases of one key.
void AliasIndex::Impl::mark_models_of_bare_line(std::span<const std::uint32_t> group) {
  for (auto p : group) {
    const StoredAlias& a = aliases[p];
    if (!a.version_base) continue;
    for (auto q : group) {
      const StoredAlias& b = aliases[q];
      if (b.version_base || b.system == a.system || operator_keys[b.system] != operator_keys[a.system]) continue;
      for (const auto& t : context_sets[context_of[b.system]])
        if (t.kind == "model") models_of_bare_line[p].insert(t.key);
    }
  }
}

namespace {

// Whether a namesake's country is the system's own, in any of its names.
bool in_country(const std::string& country, const std::vector<ContextTerm>& terms) {
  const std::string key = normalize_key(country);
  return !key.empty() && std::any_of(terms.begin(), terms.end(), [&](const ContextTerm& t) {
           return t.kind == "country" && t.key == key;
         });
}

// The lists may write the owner otherwise than the record does: "Taiwania
// 2" at the "National Center for High Performance Computing", a centre of
// the record's National Applied Research Laboratories. A listed machine
// of the record's own given name (no derived or ordinary word), in its
// country, first listed within a year of the system's first year, is the
// system itself.
bool same_machine(const Namesake& n, const StoredAlias& a, const std::vector<ContextTerm>& own, int year) {
  return !a.derived && !a.ordinary && year > 0 && n.first_year > 0 && std::abs(n.first_year - year) <= 1 &&
         in_country(n.country, own);
}

// Whether another site's entry of a name could stand on a list beside a
// system first run in `year`: unless it was last listed more than a year
// before (Selex Elsag's Aurora, listed 2012 to 2013, beside Argonne's of
// 2024; a year, as a record's date may come after its first list). An
// unknown year never rules one out. (An entry on the newest list may stay
// on later ones, but a system first run after it has no entry of its own
// there that is not older, so no listed name to contest.)
bool could_share_a_list(const Namesake& n, int year) {
  return year == 0 || n.last_year == 0 || n.last_year + 1 >= year;
}

// The words a later machine's name adds to this one's ("JURECA Data
// Centric Module" to "JURECA") as pages write them after the name, keys
// joined by spaces: the words ("data centric"), their initials ("dc").
// Beside an older machine of the same name a name word alone ("Module")
// says nothing: the older one had modules too. Without one, a partition
// the lists name ("JUPITER Booster") is the system's own; a number never
// is (another generation: "Colossus 2").
std::vector<std::string> later_name_forms(std::span<const std::string> added,
                                          const std::vector<std::string>& name_word_keys,
                                          bool beside_older) {
  std::vector<std::string> out;
  if (!beside_older && !added.empty() && is_ascii_digit(added.front().front()))
    return out;
  std::string phrase, initials;
  for (const auto& w : added) {
    phrase += (phrase.empty() ? "" : " ") + w;
    initials += w.front();
    if (beside_older && phrase == w &&
        std::find(name_word_keys.begin(), name_word_keys.end(), w) != name_word_keys.end())
      continue;
    out.push_back(phrase);
    if (initials.size() >= 2) out.push_back(initials);
  }
  return out;
}

}  // namespace

// Namesake: the gazetteer (rules `namesakes`, the TOP500 lists) knows a
// system of that name at a site that is not this system's. Older
// namesake: one at this system's own site on the lists more than a year
// before this system's line first ran (FZJ's 2015 JURECA beside the 2021
// JURECA-DC): another machine of the same owner, whether or not it is still
// listed (pages and rows of it stay). Listed: the lists carry the name at
// the system's own site and at no other that could stand on a list beside
// it (could_share_a_list), so a ranking's name is the system's.
void AliasIndex::Impl::mark_namesakes(const MatchRules& rules) {
  std::unordered_map<std::string, std::vector<const Namesake*>> known;
  for (const auto& n : rules.namesakes) {
    known[normalize_key(n.name)].push_back(&n);
    // "TSUBAME4.0" on the lists is the "TSUBAME4" of a record too.
    if (auto shorter = without_point_zero(n.name); !shorter.empty())
      known[normalize_key(shorter)].push_back(&n);
  }
  for (std::uint32_t p = 0; p < aliases.size(); ++p) {
    StoredAlias& a = aliases[p];
    auto it = known.find(std::string(key_of(a)));
    if (it == known.end()) continue;
    const auto& own = context_sets[context_of[a.system]];
    const int year = first_year[a.system];
    bool own_listed = false;
    bool listed_beside = false;  // another site's machine of the name that could share a list
    for (const Namesake* n : it->second) {
      const bool own_entry = own_site(n->site, own) || same_machine(*n, a, own, year);
      own_listed = own_listed || own_entry;
      if (!own_entry) {
        a.namesake = true;
        listed_beside = listed_beside || could_share_a_list(*n, year);
        add_other_owners(p, {ContextTerm{n->site, normalize_key(n->site), "site"}});
        a.country_shared = a.country_shared || in_country(n->country, own);
      }
      else if (year > 0 && n->first_year > 0 && n->first_year + 1 < year) a.older_namesake = true;
    }
    a.listed = own_listed && !listed_beside && !a.older_namesake;
  }
}

// Every ambiguous name but a line's bare one ("ABCI": the lists' "ABCI
// 2.0" is another generation) may be followed by the words its system's
// own later machine adds to it (ListedLater).
void AliasIndex::Impl::collect_later_names(const ListedLater& listed) {
  for (std::uint32_t p = 0; p < aliases.size(); ++p) {
    if (!alias_of(p).ambiguous() || aliases[p].version_base) continue;
    const auto system = aliases[p].system;
    for (const auto& later : listed.of(std::string(key_of(aliases[p])), first_year[system],
                                       context_sets[context_of[system]])) {
      const auto words = phrase_words(later.listed->name);  // keys
      for (auto& form : later_name_forms(std::span(words).subspan(later.start_words), name_word_keys,
                                         aliases[p].older_namesake))
        later_names[p].push_back(std::move(form));
    }
  }
}

// The owner terms of `terms` that are not the alias's system's own and
// name no accelerator maker ("NVIDIA" owns a Helios, and is in every row
// of its GPUs), once each.
void AliasIndex::Impl::add_other_owners(std::uint32_t alias, const std::vector<ContextTerm>& terms) {
  const auto& own = context_sets[context_of[aliases[alias].system]];
  for (const auto& t : terms) {
    if ((t.kind != "operator" && t.kind != "site") || t.key.size() < 3) continue;
    if (std::any_of(own.begin(), own.end(), [&](const ContextTerm& o) { return o.key == t.key; })) continue;
    if (describer.maker(t.text)) continue;
    auto& known = other_owners[alias];
    if (std::none_of(known.begin(), known.end(), [&](const ContextTerm& k) { return k.key == t.key; }))
      known.push_back(t);
  }
}

}  // namespace verifier::match
