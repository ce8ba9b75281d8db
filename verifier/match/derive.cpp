// match/derive.cpp: the Deriver, built once from the rules and the records
// (each step folding one part of them), and a record's terms in their
// order (terms_of): its names (name_cuts.cpp), its context terms
// (context_terms.cpp, site_terms.cpp) and the names the lists give it
// (listed_names.cpp, listed_spellings.cpp).
#include "match/derive.h"

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "match/derive_impl.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match {
namespace internal {

bool longer_first(const Deriver::Phrase& a, const Deriver::Phrase& b) {
  return a.words.size() > b.words.size();
}

void add_alias(SystemTerms& out, const std::string& text, bool derived, bool version_base) {
  std::string key = normalize_key(text);
  if (key.empty()) return;
  for (const auto& a : out.aliases)
    if (a.key == key) return;
  out.aliases.push_back(Alias{text, key, derived, version_base});
}

void add_context(SystemTerms& out, const std::string& text, const char* kind, bool short_form) {
  std::string key = normalize_key(text);
  if (key.empty()) return;
  for (const auto& c : out.context)
    if (c.key == key) return;
  out.context.push_back(ContextTerm{text, key, kind, short_form});
}

}  // namespace internal

using namespace internal;

namespace {

void insert_key(std::unordered_set<std::string>& set, const std::string& text) {
  if (auto key = normalize_key(text); !key.empty()) set.insert(std::move(key));
}

}  // namespace

Deriver::Deriver(const MatchRules& rules, const std::vector<Record>& records)
    : later_(rules.namesakes), rules_(&rules) {
  fold_products(rules);
  for (const auto& w : rules.weak_names) insert_key(weak_, w);
  for (const auto& w : rules.name_words) name_words_.push_back(normalize_key(w));
  for (const auto& n : rules.namesakes) listed_[normalize_key(n.name)].push_back(&n);
  fold_listed_spellings(records);
  compile_phases(rules);  // before the owners: listed_owner cuts phases
  fold_owners_and_places(rules, records);
  collect_owner_phrases(rules);
  fold_generic_words(rules);
}

// Products and accelerators (never in a name), the accelerators' families,
// and each model by the key of its name and of its every spelling.
void Deriver::fold_products(const MatchRules& rules) {
  for (const auto& n : rules.not_names) insert_key(products_, n);
  for (const auto& f : rules.accelerators.families) {
    insert_key(products_, f.family);
    insert_key(families_, f.family);
    for (const auto& form : f.forms) {
      insert_key(products_, form);
      insert_key(families_, form);
    }
  }
  for (const auto& m : rules.accelerators.models) {
    insert_key(products_, m.model);
    for (const auto& form : m.forms) insert_key(products_, form);
    model_of_key_.emplace(normalize_key(m.model), &m);
    spelling_of_key_.emplace(normalize_key(m.model), &m);
    for (const auto& form : m.forms) spelling_of_key_.emplace(normalize_key(form), &m);
  }
}

void Deriver::compile_phases(const MatchRules& rules) {
  for (const auto& p : rules.phase_patterns) {
    // The rules loader validated every pattern; one that fails here came
    // from elsewhere, and the index cannot be built as asked.
    std::string why;
    auto re = regex::RulesRegex::compile(p, &why);
    if (!re) throw std::invalid_argument("phase pattern '" + p + "': " + why);
    phases_.push_back(std::move(*re));
  }
}

// Every owner and country of the rules and every operator, site and
// country of the records: never a name alone (names_something).
void Deriver::fold_owners_and_places(const MatchRules& rules, const std::vector<Record>& records) {
  for (const auto& o : rules.owners) {
    insert_key(owners_places_, o.owner);
    for (const auto& f : o.forms) insert_key(owners_places_, f);
  }
  for (std::size_t c = 0; c < rules.countries.size(); ++c)
    for (const auto& name : rules.countries[c]) {
      insert_key(owners_places_, name);
      if (auto key = normalize_key(name); !key.empty()) country_of_key_.try_emplace(key, c);
    }
  for (const auto& r : records) {
    // "Corvex B200s" of Corvex.ai leaves "Corvex": the operator, not a name.
    for (const auto& op : split_places(r.operator_name)) {
      insert_key(owners_places_, op);
      for (const auto& form : short_forms(op)) insert_key(owners_places_, form);
    }
    for (const auto& place : split_places(r.site)) insert_key(owners_places_, place);
    insert_key(owners_places_, r.country);
  }
  // The lists name a company's machines and its site after it ("Nscale
  // Svartisen" at "Nscale Glomfjord DC"): the words they begin with are
  // the company's name, which names none of its systems alone ("Nscale
  // Loughton" leaves "Nscale").
  for (const auto& n : rules.namesakes)
    if (auto owner = listed_owner(n); !owner.empty()) owners_places_.insert(std::move(owner));
}

// Every owner and form of the rules as words, longest first.
void Deriver::collect_owner_phrases(const MatchRules& rules) {
  for (std::size_t i = 0; i < rules.owners.size(); ++i) {
    const auto& o = rules.owners[i];
    owner_phrases_.push_back(Phrase{o.owner, phrase_words(o.owner), i});
    for (const auto& f : o.forms) owner_phrases_.push_back(Phrase{f, phrase_words(f), i});
  }
  std::stable_sort(owner_phrases_.begin(), owner_phrases_.end(), longer_first);
}

void Deriver::fold_generic_words(const MatchRules& rules) {
  for (const auto& g : rules.generic_words) {
    std::vector<std::string> keys = keys_of_phrase(g);
    if (keys.empty()) continue;
    std::string joined;
    for (const auto& k : keys) joined += k;
    generic_keys_.insert(std::move(joined));
    generic_.push_back(std::move(keys));
  }
}

// The words a listed machine's name and its site both begin with, as one
// key, where the name goes on to a name of its own: not a phase or a
// number ("MUSICA Phase 1" at "MUSICA", "ROMEO-2025" at "ROMEO HPC
// Center" are machines their centres are named after); "" when none.
std::string Deriver::listed_owner(const Namesake& listed) const {
  const auto name = phrase_words(listed.name);
  const auto site = phrase_words(listed.site);
  std::size_t shared = 0;
  while (shared < name.size() && shared < site.size() && name[shared] == site[shared]) ++shared;
  if (shared == 0 || shared == name.size()) return "";
  std::string rest;
  for (std::size_t k = shared; k < name.size(); ++k) rest += (rest.empty() ? "" : " ") + name[k];
  for (const auto& phase : phases_) rest = phase.replace_all(rest, " ");
  if (!distinctive(normalize_key(rest))) return "";
  std::string owner;
  for (std::size_t k = 0; k < shared; ++k) owner += name[k];
  return owner;
}

SystemTerms Deriver::terms_of(const Record& record) const {
  SystemTerms out;
  std::vector<Phrase> owners_seen;
  const std::vector<Alias> derived = add_names(record, owners_seen, out);
  add_operators(record, owners_seen, out);
  add_sites(record, out);
  add_countries(record, out);
  add_models(record, out);
  add_counts(record, out);
  keep_listed_places(record, derived, out);
  add_listed_initials(record, out);
  add_listed_spellings(record, out);
  return out;
}

}  // namespace verifier::match
