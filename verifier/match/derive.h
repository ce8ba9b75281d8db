// match/derive.h: the names a system may be called on a page, and the words
// that place an ambiguous name in its context.
// Takes: a Record and the MatchRules (rules/aliases.yaml, rules/words.yaml).
// Gives: the record's own names (name, aliases: always count) plus names
// derived from them by dropping what a page would not repeat:
//   - the operator or owner and its other spellings (rules `owners`, matched
//     tolerantly, see owners.h): "Lawrence Livermore NL Lassen" -> "Lassen";
//   - phase and stage suffixes (rules `phase_patterns`): "... Phase 1";
//   - generic words (rules `generic_words`): "ByteDance MegaScale Cluster"
//     -> "MegaScale";
//   - places the record already gives (site, country): "xAI Colossus
//     Memphis" -> "Colossus";
//   - a version number or an accelerator family at the end, as a weaker
//     name: "AIST ABCI 1.0" -> "ABCI", "NVIDIA SATURN V Volta" -> "SATURN
//     V" (Alias::version_base); a version "N.0" also as "N" ("TSUBAME4").
//   - where the TOP500 lists call the system by its name and a partition
//     word more at its own site ("JUWELS Booster Module" of "JUWELS-
//     Booster"), its first word and the initials of the others ("JUWELS BM");
//   - where the record misspells a word of its name, the lists' spelling at
//     its own site and of its years, one letter off ("Njoerd" of "Njored"),
//     as an ambiguous name (Alias::spelt).
// Each comma- or bracket-separated part of a name is derived on its own too
// ("Center for ..., RIKEN, RAIDEN" -> "RAIDEN"). What is left counts only
// when it still names something: not a count or an accelerator model
// ("Meta 100k", "Sweden 4k H100 Cluster"), not a model or product of rules
// `not_names` ("Microsoft GPT-4 cluster"), not any record's operator (in
// any of its short forms: "Corvex B200s" of Corvex.ai), site or country,
// not a company the lists name a machine and its site after ("Nscale" of
// "Nscale Loughton": the lists' "Nscale Svartisen" at "Nscale Glomfjord
// DC"), not one or two letters, not ending with a weak word ("VinAI
// Research": a company, as "Google Research"); an operator or place left beside a generic word is no
// half of a name either ("Continental DGX Supercomputer"). A record whose
// name leaves nothing is a description ("Alibaba Cloud in Mexico"): a page
// can describe it by its facts but not name it, so its name is not matched
// as a name at all.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/record.h"
#include "core/rules.h"
#include "regex/rules_regex.h"

namespace verifier::match {

struct Alias {
  std::string text;       // as the record spells it, or the derived remainder
  std::string key;        // normalize_key(text)
  bool derived = false;
  // A versioned name without its version ("ABCI" of "ABCI 1.0", "Dojo" of
  // "Dojo 1", "SATURN V" of "SATURN V Volta"): pages call the first of a
  // line by its bare name, but every generation carries it, so it counts
  // only beside this system's own accelerator model or count.
  bool version_base = false;
  // A place the record gives (its site's city) or a generic word left as
  // the name, which the TOP500 lists carry as a machine at the system's own
  // site ("Sejong" of NAVER at Sejong-si, "SuperPOD" of Core42 SuperPOD at
  // Core42, a form of G42): a name, but an ambiguous one, as a page about
  // the city names no computer, nor one about NVIDIA's product.
  bool place = false;
  // The lists' spelling of a word of the record's name, one letter from it
  // ("Njoerd" of "Northern Data Group Njored ..."), at the system's own site
  // and of its years: the dataset misspells the name, and the lists' row
  // (the system's owner or site, and its accelerators) ties it, as a place.
  bool spelt = false;
};

// A word that, near an ambiguous name, shows the page means this system.
struct ContextTerm {
  std::string text;  // as shown in the evidence's context note
  std::string key;
  std::string kind;  // "operator", "site", "model", "count"
  // An operator's short form ("Stability" of Stability AI, "Lambda" of
  // Lambda Labs): set by the Deriver on every short form, kept by the index
  // only where the form is an ordinary word, which then counts only as a
  // name is written, capitalised ("Stability", not "the stability of").
  bool as_name = false;
};

struct SystemTerms {
  std::vector<Alias> aliases;        // explicit first, then derived
  // Operator (with its bracketed initials and its name without a company
  // word: "IZUM", "Lambda"), site, owner spellings, countries, models, counts.
  std::vector<ContextTerm> context;
  bool description = false;          // the name names nothing: see above
  // The record's own operators in every form the rules `owners` give
  // ("Oracle", "OCI", ...), apart from owners its name only mentions (the
  // tenants of "CoreWeave Denton GB200s OpenAI/Microsoft").
  std::vector<std::string> operators;
};

// A system's later machines on the TOP500 lists: those the lists name by
// one of its names and more words ("JUWELS Booster Module" of "JUWELS-
// Booster", "JURECA Data Centric Module" of "JURECA"), at its own site,
// not first listed more than a year before it ran. The Deriver names the
// system by such a name's initials ("JUWELS BM"); the index takes the
// words such a name adds after an ambiguous name as its own ("JURECA DC").
class ListedLater {
 public:
  explicit ListedLater(const std::vector<Namesake>& listed);

  struct Later {
    const Namesake* listed;
    std::size_t start_words;  // how many of its name's words (phrase_words) the name it begins with has
  };
  // The later machines of the name of key `key`, in the lists' order, for
  // a system at a site of `own` (own_site) that first ran in `year` (0
  // when unknown; an unknown listed year is no older).
  std::vector<Later> of(const std::string& key, int year, const std::vector<ContextTerm>& own) const;

 private:
  // The lists' machines by the key of every start of their names short of
  // the whole ("juwels", "juwelsbooster" of "JUWELS Booster Module").
  std::unordered_map<std::string, std::vector<Later>> by_start_;
};

class Deriver {
 public:
  // `records`: the whole dataset, whose operators, sites and countries are
  // never a derived alias of any system.
  Deriver(const MatchRules& rules, const std::vector<Record>& records);
  SystemTerms terms_of(const Record& record) const;
  // Is `place` the record's country in any of the names countries.yaml
  // gives it ("United States" of "United States of America")?
  bool is_country_of(const Record& record, std::string_view place) const;

  // The later machines the lists name after the system's names.
  const ListedLater& listed_later() const { return later_; }
  // Rules `name_words`, folded as keys: the one folding the index shares.
  const std::vector<std::string>& name_word_keys() const { return name_words_; }

  // An owner's or operator's spelling, as words to cut from names.
  struct Phrase {
    std::string text;
    std::vector<std::string> words;
    std::size_t owner = 0;  // index into rules.owners, or -1: the record's operator
  };

 private:
  // The steps of the constructor, each folding one part of the rules.
  void fold_products(const MatchRules& rules);
  void compile_phases(const MatchRules& rules);
  void fold_owners_and_places(const MatchRules& rules, const std::vector<Record>& records);
  void collect_owner_phrases(const MatchRules& rules);
  void fold_generic_words(const MatchRules& rules);
  void fold_listed_spellings(const std::vector<Record>& records);
  // The steps of terms_of, in order.
  std::vector<Alias> add_names(const Record& record, std::vector<Phrase>& owners_seen, SystemTerms& out) const;
  void add_operators(const Record& record, std::vector<Phrase>& owners_seen, SystemTerms& out) const;
  void add_operator(const std::string& op, std::vector<Phrase>& owners_seen, SystemTerms& out) const;
  void add_sites(const Record& record, SystemTerms& out) const;
  void add_countries(const Record& record, SystemTerms& out) const;
  void add_models(const Record& record, SystemTerms& out) const;
  bool derive_from(const std::string& source, const Record& record,
                   std::vector<Phrase>& owners_seen, SystemTerms& out) const;
  // The steps of derive_from, in order.
  struct Remainder;
  Remainder remainder_of(const std::string& source, const Record& record,
                         std::vector<Phrase>& owners_seen, SystemTerms& out) const;
  bool made_by(const Phrase& p, const Record& record) const;
  std::string without_owners(const std::string& source, const Record& record,
                             std::vector<Phrase>& owners_seen, SystemTerms& out) const;
  void add_derived_forms(const std::string& derived, SystemTerms& out) const;
  void add_listed_leftover(const Remainder& left, SystemTerms& out) const;
  bool add_whole_phrase(const Remainder& left, SystemTerms& out) const;
  bool names_something(const std::string& remainder, bool given) const;
  bool generic_word(const std::string& key) const;  // a generic phrase of the rules, folded
  // How many keys from `at` on (the longest run, up to three) are one product's; 0 when none.
  std::size_t product_at(const std::vector<std::string>& keys, std::size_t at) const;
  std::string listed_owner(const Namesake& listed) const;
  std::size_t region_at(const std::vector<std::string>& places, const Record& record) const;
  std::string line_name(const std::string& name) const;
  const std::vector<std::string>* country_names(const std::string& country) const;
  std::vector<std::string> models_of(const Record& record) const;
  void keep_listed_places(const Record& record, const std::vector<Alias>& derived, SystemTerms& out) const;
  void add_listed_initials(const Record& record, SystemTerms& out) const;
  void add_listed_spellings(const Record& record, SystemTerms& out) const;

  std::vector<Phrase> owner_phrases_;  // every owner and form of the rules
  std::vector<regex::RulesRegex> phases_;  // in the rules' own dialect, as lint checks them
  std::vector<std::vector<std::string>> generic_;  // keys, word by word
  std::unordered_set<std::string> generic_keys_;   // the same, each joined into one key
  std::unordered_set<std::string> products_;       // not_names and accelerators: never in a name
  std::unordered_set<std::string> families_;       // accelerator families and their forms
  std::unordered_set<std::string> owners_places_;  // operators, owners, sites, countries
  std::unordered_set<std::string> weak_;           // weak_names: never a name alone
  std::unordered_map<std::string, std::vector<const Namesake*>> listed_;  // the lists' names, by key
  std::unordered_set<std::string> recorded_listed_words_;  // the lists' names a record's name has as a word
  // The lists' keys of letters by each of their one-letter deletions and themselves.
  std::unordered_map<std::string, std::vector<std::string>> spellings_near_;
  ListedLater later_;
  std::vector<std::string> name_words_;  // rules name_words, folded
  std::unordered_map<std::string, std::size_t> country_of_key_;  // any name's key -> rules.countries
  std::unordered_map<std::string, const AcceleratorModel*> model_of_key_;  // a model's key -> its entry
  std::unordered_map<std::string, const AcceleratorModel*> spelling_of_key_;  // any of its forms' too
  const MatchRules* rules_;  // a Deriver lives only while the index is built
};

// Parts of a name that may be derived separately: split at , ; ( ) [ ].
std::vector<std::string> name_parts(const std::string& name);

// A namesake's site is this system's own when it holds one of the
// system's operator or site terms, or lies inside one, or is the same
// organisation spelled another way ("National Supercomputing Centre
// Singapore" ~ "... Center Singapore": owners.h).
bool own_site(const std::string& site, const std::vector<ContextTerm>& terms);

// A site's places: split at , ; / and line breaks ("Building 240, Argonne
// National Laboratory, Lemont, IL 60439" -> four parts).
std::vector<std::string> split_places(const std::string& site);

// A name whose version is "N.0" without the ".0" ("TSUBAME4.0" ->
// "TSUBAME4", "ABCI 2.0" -> "ABCI 2"; pages write both, and spacing folds
// away), or "" when the name ends otherwise. "ABCI 2.5" keeps its version.
std::string without_point_zero(std::string_view name);

// The accelerator models a record's parts name ("NVIDIA H100 SXM5 80GB" ->
// "H100"): the first token with letters and two or more digits after them.
std::vector<std::string> part_models(const Record& record);

}  // namespace verifier::match
