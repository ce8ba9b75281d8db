// match/name_cuts.cpp: cuts owners, places, phases and generic words out of
// a system's name, word by word, keeping the record's own spelling of what
// is left (Deriver::add_names): the names a record gives, and those derived
// from its name and each of its parts.
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "match/derive.h"
#include "match/derive_impl.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match {

using namespace internal;

namespace {

constexpr std::size_t no_owner = static_cast<std::size_t>(-1);

// The name with its bracketed parts left out: "Sophia (Formerly Theta)".
std::string without_brackets(const std::string& name) {
  std::string out;
  int depth = 0;
  for (char c : name) {
    if (c == '(' || c == '[') ++depth;
    else if ((c == ')' || c == ']') && depth > 0) --depth;
    else if (depth == 0) out += c;
  }
  return out;
}

// "1", "1.0", "2.5", "10": a version number as a name's last word, two
// figures at most before the point. A longer number is a serial or a
// year ("Benchmark System 12345", "Cluster 2024"): no generation of a line,
// and a bare name shared by every such record would be a pattern for each.
bool version_number(std::string_view word) {
  if (word.empty() || word.front() < '0' || word.front() > '9' || word.size() > 5) return false;
  bool point = false;
  std::size_t whole = 0;  // figures before the point
  for (char c : word) {
    if (c == '.' && !point) point = true;
    else if (c < '0' || c > '9') return false;
    else if (!point) ++whole;
  }
  return word.back() != '.' && whole <= 2;
}

}  // namespace

std::vector<std::string> name_parts(const std::string& name) {
  std::vector<std::string> parts;
  std::string current;
  for (char c : name) {
    if (c == ',' || c == ';' || c == '(' || c == ')' || c == '[' || c == ']') {
      if (!normalize_key(current).empty()) parts.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  if (!normalize_key(current).empty()) parts.push_back(current);
  return parts;
}

// The record's given names and those derived from its name and each of its
// parts, with the operators cut from them as context terms. Gives every
// derived alias, places (Alias::place) too: keep_listed_places reads them.
std::vector<Alias> Deriver::add_names(const Record& record, std::vector<Phrase>& owners_seen,
                                      SystemTerms& out) const {
  SystemTerms derived;
  bool named = derive_from(without_brackets(record.name), record, owners_seen, derived);
  auto parts = name_parts(record.name);
  if (parts.size() > 1)
    for (const auto& part : parts) named = derive_from(part, record, owners_seen, derived) || named;
  out.description = !named && record.aliases.empty();
  if (named) add_alias(out, record.name, false);
  for (const auto& a : record.aliases) add_alias(out, a, false);
  for (const auto& a : derived.aliases)
    if (!a.place) add_alias(out, a.text, true, a.version_base);
  out.context = std::move(derived.context);
  return std::move(derived.aliases);
}

// What a name leaves at each cut; derive_from's steps read it.
struct Deriver::Remainder {
  std::string rest;       // without owners, operators and phases
  std::string placeless;  // `rest` without the record's site and country
  std::string derived;    // `placeless` without generic words: the derived name
};

bool Deriver::derive_from(const std::string& source, const Record& record,
                          std::vector<Phrase>& owners_seen, SystemTerms& out) const {
  const Remainder left = remainder_of(source, record, owners_seen, out);
  // A name that loses nothing is the record's own given name ("Hopper"):
  // a product's name there is still this system's.
  const bool given = normalize_key(left.derived) == normalize_key(source);
  bool named = names_something(left.derived, given);
  if (named)
    add_derived_forms(left.derived, out);
  else
    add_listed_leftover(left, out);
  // A name that is a name alone is no stronger run on with a computer word:
  // "Alps Supercomputer" is as ambiguous as "Alps" (Taiwan's NCHC had an
  // ALPS supercomputer), and "Formerly Theta" is Theta, never a name of
  // its own.
  if (!named && add_whole_phrase(left, out)) named = true;
  return named;
}

Deriver::Remainder Deriver::remainder_of(const std::string& source, const Record& record,
                                         std::vector<Phrase>& owners_seen, SystemTerms& out) const {
  Remainder r;
  r.rest = without_owners(source, record, owners_seen, out);
  for (const auto& phase : phases_) r.rest = phase.replace_all(r.rest, " ");
  // The country and the site are cut: a place is never the name (a page
  // about Google's site at Lincoln names Lincoln, not a computer).
  std::vector<std::string> sites;
  for (auto& w : phrase_words(record.site))
    if (has_letter(w)) sites.push_back(std::move(w));
  Tokens left(r.rest);
  // The country as the name writes it, where that is not the record's own
  // form ("S. Korea 7th national supercomputer" of "Korea (Republic of)"
  // left "S. 7th"): each of its names in countries.yaml, whole, the longest
  // first ("S. Korea" before "Korea").
  if (const auto* names = country_names(record.country)) {
    std::vector<std::vector<std::string>> keys;
    for (const auto& name : *names) keys.push_back(keys_of_phrase(name));
    std::stable_sort(keys.begin(), keys.end(),
                     [](const auto& a, const auto& b) { return a.size() > b.size(); });
    for (const auto& k : keys) left.cut_exact(k);
  }
  left.cut_places(phrase_words(record.country));
  left.cut_places(sites);
  r.placeless = left.remaining();
  for (const auto& g : generic_) left.cut_exact(g);
  r.derived = left.remaining();
  return r;
}

// "Japan Atomic Energy Agency ... HPE SGI8600": a maker of machines that the
// name of another operator's record holds made the machine, and a page that
// names the maker (its products in every row of the lists: "HPE SGI 8600")
// names no owner of it; a record with no operator may be the maker's own
// ("Atos Spartan2").
bool Deriver::made_by(const Phrase& p, const Record& record) const {
  return p.owner != no_owner && rules_->owners[p.owner].maker && !record.operator_name.empty();
}

// `source` without every phrase of the record's operators and the rules'
// owners that it holds, each cut kept as an operator term (and an owner
// cut in `owners_seen`).
std::string Deriver::without_owners(const std::string& source, const Record& record,
                                    std::vector<Phrase>& owners_seen, SystemTerms& out) const {
  Tokens tokens(source);
  // The record's operators join the rules' owners (sorted longest first
  // once), so "Alibaba Cloud" goes before "Alibaba".
  std::vector<Phrase> operators;
  for (const auto& op : split_places(record.operator_name))
    operators.push_back(Phrase{op, phrase_words(op), no_owner});
  std::stable_sort(operators.begin(), operators.end(), longer_first);
  std::size_t o = 0;
  std::size_t r = 0;
  // Each step takes one phrase of either list: bounded by their sizes.
  while (o < operators.size() || r < owner_phrases_.size()) {
    bool take_operator = r == owner_phrases_.size() ||
                         (o < operators.size() && !longer_first(owner_phrases_[r], operators[o]));
    const Phrase& p = take_operator ? operators[o++] : owner_phrases_[r++];
    auto removed = tokens.cut_phrase(p.words);
    if (removed.empty() || made_by(p, record)) continue;
    add_context(out, removed, "operator");
    if (p.owner != no_owner) owners_seen.push_back(p);
  }
  // "TU Dresden ZIH A100 cluster" of "..., Center for Information Services and
  // HPC (ZIH)": the operator's initials in brackets are the operator in its
  // own name however short, as its whole name would be (German initials of an
  // English name match no words). Not kept as context: short initials are
  // words of other languages on a page.
  for (const auto& initials : initials_of(record.operator_name, 2)) tokens.cut_phrase(phrase_words(initials));
  return tokens.remaining();
}

// A name that names something, and its shorter forms.
void Deriver::add_derived_forms(const std::string& derived, SystemTerms& out) const {
  add_alias(out, derived, true);
  // "ABCI 1.0" -> "ABCI": the bare name of a line, this generation's only
  // with its own facts (see Alias::version_base).
  std::string base = line_name(trim_punctuation(derived));
  if (!base.empty() && names_something(base, false)) add_alias(out, base, true, true);
  // "TSUBAME4.0" is written "TSUBAME4" and "TSUBAME 4" too: the same name.
  if (auto shorter = without_point_zero(trim_punctuation(derived)); !shorter.empty())
    add_alias(out, shorter, true);
}

// "NAVER Corp Sejong" at Sejong-si, "Core42 SuperPOD" of G42: where the
// derived name names nothing, the place or the generic word left is the
// name the lists give a machine of the operator's, where they do at its
// own site (terms_of).
void Deriver::add_listed_leftover(const Remainder& left, SystemTerms& out) const {
  Tokens unplaced(left.rest);
  for (const auto& g : generic_) unplaced.cut_exact(g);
  for (const std::string& left_over : {unplaced.remaining(), left.placeless}) {
    const std::string key = normalize_key(left_over);
    if (normalize_key(left.derived) != key && distinctive(key) && listed_.contains(key)) {
      out.aliases.push_back(Alias{left_over, key, true, false, true});
      return;
    }
  }
}

// One word left beside a generic one, itself no name (weak: "Research"),
// is often half of a two-word name ("Research SuperCluster"): the whole
// phrase is then the name. Returns whether it added the phrase.
bool Deriver::add_whole_phrase(const Remainder& left, SystemTerms& out) const {
  const std::string& phrase = left.placeless;
  // The lone word must be a word: "1" beside "MI300X Cluster" is no half of a name,
  // nor "80GB" beside "A100 GPU partition";
  // nor is an operator or place ("Continental DGX Supercomputer" of Continental AG).
  const std::string lone = normalize_key(left.derived);
  if (left.derived.find(' ') != std::string::npos || !distinctive(lone) || count_token(lone) ||
      products_.contains(lone) || owners_places_.contains(lone) ||
      phrase.find(' ') == std::string::npos || !names_something(phrase, false))
    return false;
  add_alias(out, phrase, true);
  return true;
}

// "ABCI 1.0" -> "ABCI", "SATURN V Volta" -> "SATURN V": a name without
// the generation its last word gives, a version number or its
// accelerators' family; "" when the last word gives none.
std::string Deriver::line_name(const std::string& name) const {
  const std::size_t space = name.rfind(' ');
  if (space == std::string::npos) return "";
  const std::string_view last = std::string_view(name).substr(space + 1);
  if (!version_number(last) && !families_.contains(normalize_key(last))) return "";
  return name.substr(0, space);
}

std::string without_point_zero(std::string_view name) {
  if (name.size() < 4 || !name.ends_with(".0")) return "";
  const char digit = name[name.size() - 3];
  if (digit < '0' || digit > '9') return "";
  return std::string(name.substr(0, name.size() - 2));
}

}  // namespace verifier::match
