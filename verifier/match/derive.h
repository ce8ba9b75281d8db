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
//     Memphis" -> "Colossus".
// Each comma- or bracket-separated part of a name is derived on its own too
// ("Center for ..., RIKEN, RAIDEN" -> "RAIDEN"). What is left counts only
// when still distinctive: some letter, not a bare year or model number, not
// a generic word.
#pragma once

#include <regex>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/rules.h"

namespace verifier::match {

struct Alias {
  std::string text;       // as the record spells it, or the derived remainder
  std::string key;        // normalize_key(text)
  bool derived = false;
  bool ordinary = false;  // an ordinary word: counts only with context
  bool shared = false;    // another system goes by the same name: only this
                          // system's own context (operator, site) counts
  bool place = false;     // the name is the record's own site ("Google
                          // Lincoln Nebraska" -> "Lincoln"): it counts, even
                          // if not an ordinary word, only with own context
};

// A word that, near an ordinary name, shows the page means this system.
struct ContextTerm {
  std::string text;  // as shown in the evidence's context note
  std::string key;
  std::string kind;  // "operator", "site", "computer word"
};

struct SystemTerms {
  std::vector<Alias> aliases;        // explicit first, then derived
  std::vector<ContextTerm> context;  // operator, site, owner spellings
};

class Deriver {
 public:
  explicit Deriver(const MatchRules& rules);
  SystemTerms terms_of(const Record& record) const;

  // An owner's or operator's spelling, as words to cut from names.
  struct Phrase {
    std::string text;
    std::vector<std::string> words;
    std::size_t owner = 0;  // index into rules.owners, or -1: the record's operator
  };

 private:
  void derive_from(const std::string& source, const Record& record,
                   std::vector<Phrase>& owners_seen, SystemTerms& out) const;

  std::vector<Phrase> owner_phrases_;  // every owner and form of the rules
  std::vector<std::regex> phases_;
  std::vector<std::vector<std::string>> generic_;  // keys, word by word
  const MatchRules* rules_;  // a Deriver lives only while the index is built
};

// Parts of a name that may be derived separately: split at , ; ( ) [ ].
std::vector<std::string> name_parts(const std::string& name);

}  // namespace verifier::match
