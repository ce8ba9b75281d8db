// match/claim_ties.cpp: what ties a passage of a page to one system
// (ClaimReader::ties_of, claims.h's ClaimTies): the whole page, or its
// names, site, place and operators, other systems' names, own names and
// operators, and its phases.
#include "match/claims.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/claims_impl.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match {

// The folded names shared with claims.cpp (claims_impl.h).
using namespace internal;

namespace internal {

// A system's names or operators as normalize_key folds them: folded once
// per page, not at every comparison.
std::vector<std::string> keys_of(std::vector<std::string> texts) {
  for (auto& text : texts) text = normalize_key(text);
  return texts;
}

bool has_key(const std::vector<std::string>& keys, std::string_view text) {
  return std::find(keys.begin(), keys.end(), normalize_key(text)) != keys.end();
}

}  // namespace internal

namespace {

std::vector<std::string> name_keys(const std::vector<AliasInfo>& aliases) {
  std::vector<std::string> out;
  out.reserve(aliases.size());
  for (const auto& a : aliases) out.push_back(normalize_key(a.text));
  return out;
}

// Visits each piece of a site, as a comma or a line ends it ("Kaohsiung
// City" of "..., Cianjhen District, Kaohsiung City, Taiwan 806"), trimmed.
template <class Visit>
void each_piece(std::string_view site, Visit visit) {
  for (std::size_t b = 0; b < site.size();) {
    const std::size_t e = std::min(site.find_first_of(",\n", b), site.size());
    if (const auto piece = ascii_trim(site.substr(b, e - b)); !piece.empty()) visit(piece);
    b = e + 1;
  }
}

// The place a description found ("place: Memphis"), but for one of the
// system's country's names (`countries`, folded): a country is every
// system's of that country, it ties nothing.
void add_place_terms(const Naming& naming, const std::vector<std::string>& countries,
                     ClaimTies& ties) {
  constexpr std::string_view said = "place: ";
  for (const auto& item : naming.identified_by)
    if (item.starts_with(said) && !has_key(countries, std::string_view(item).substr(said.size())))
      ties.context.push_back(item.substr(said.size()));
}

// Another phase of the same machine: a record sharing one of this one's
// own names (`own`, folded: "Colossus" of xAI Colossus Memphis Phase 1, 2
// and 3).
bool shares_a_name(const std::vector<std::string>& own, const std::vector<AliasInfo>& other) {
  return std::any_of(other.begin(), other.end(),
                     [&](const AliasInfo& b) { return has_key(own, b.text); });
}

// Does another record share one of this system's operators (`own`,
// folded), in any of its forms?
bool same_operator(const std::vector<std::string>& own, std::size_t other,
                   const AliasIndex& index) {
  const auto theirs = index.operators_of(other);
  return std::any_of(theirs.begin(), theirs.end(),
                     [&](const std::string& op) { return has_key(own, op); });
}

// The models of a record's parts that facts.h knows, as it reads a part.
std::vector<Accelerator> known_parts(const Record& record, const Accelerators& table) {
  std::vector<Accelerator> parts;
  for (const auto& part : record.parts)
    if (auto read = table.read_part(part.part); read.known()) parts.push_back(std::move(read));
  return parts;
}

// Was a record described by an accelerator model that none of `record`'s
// parts can be (its "model: NVIDIA V100" against Eagle's H100)? Both are
// read as facts.h reads a part: "NVIDIA H100 SXM5" is the H100 of "NVIDIA
// H100 SXM5 80GB", a family ("Hopper") may be any of its models. A record
// without a part of a known accelerator tells no model apart.
bool described_by_other_model(const Naming& described, const Record& record,
                              const Accelerators& table) {
  constexpr std::string_view said = "model: ";
  const std::vector<Accelerator> parts = known_parts(record, table);
  if (parts.empty()) return false;
  const auto& by = described.identified_by;
  return std::any_of(by.begin(), by.end(), [&](const std::string& fact) {
    if (!fact.starts_with(said)) return false;
    const Accelerator model = table.read_part(std::string_view(fact).substr(said.size()));
    return model.known() && std::none_of(parts.begin(), parts.end(), [&](const Accelerator& listed) {
             return supports(model, listed) || supports(listed, model);
           });
  });
}

using Identified = std::vector<std::pair<std::size_t, Naming>>;

// One system as ties_of reads it on a page: its record, its own names and
// operators (folded once), and how the page identifies it (`own`: none
// where the page does not).
struct SystemOnPage {
  std::size_t system;
  const std::vector<Record>& records;
  const Identified& identified;
  const AliasIndex& index;
  std::vector<AliasInfo> aliases;
  std::vector<std::string> names;      // its aliases, folded
  std::vector<std::string> operators;  // folded
  const Naming* own;

  const Record& record() const { return records[system]; }
  bool same_machine(const Naming& n) const;
  bool told_apart_by_model(const std::pair<std::size_t, Naming>& n,
                           const Accelerators& table) const;
  bool own_name(std::string_view text) const;
};

// How the page identifies the system, if it does (its last naming).
const Naming* own_naming(std::size_t system, const Identified& identified) {
  const Naming* own = nullptr;
  for (const auto& [s, naming] : identified)
    if (s == system) own = &naming;
  return own;
}

SystemOnPage system_on_page(std::size_t system, const std::vector<Record>& records,
                            const Identified& identified, const AliasIndex& index) {
  auto aliases = index.aliases_of(system);
  auto names = name_keys(aliases);
  return {.system = system,
          .records = records,
          .identified = identified,
          .index = index,
          .aliases = std::move(aliases),
          .names = std::move(names),
          .operators = keys_of(index.operators_of(system)),
          .own = own_naming(system, identified)};
}

// Another record the page names by one of this system's own names is
// the same machine (its phases: "Jean Zay" of phase 1 and phase 3).
// Another record described by the very facts that describe this one is
// one the page cannot tell from it (Meta's two 24,576-GPU clusters).
bool SystemOnPage::same_machine(const Naming& n) const {
  if (n.describes) return own && own->describes && own->identified_by == n.identified_by;
  return !n.alias.empty() && has_key(names, n.alias);
}

// An operator's page that names one of its machines and describes
// another by a model the named one has not tells the two apart: each is
// the page's one machine of its models, as on a page of one system
// (Azure supercomputers.md names Eagle, "Nov 2023: 14,400 H100 GPUs", and
// describes the GPT-3 cluster by its "10,000 V100 GPUs": the page is
// Eagle's, and the GPT-3 cluster's). Foxconn's Kaohsiung row of GB200
// beside its GB200 AI factory tells nothing apart.
bool SystemOnPage::told_apart_by_model(const std::pair<std::size_t, Naming>& n,
                                       const Accelerators& table) const {
  if (!own || own->describes == n.second.describes || n.first >= records.size() ||
      !same_operator(operators, n.first, index))
    return false;
  return own->describes ? described_by_other_model(*own, records[n.first], table)
                        : described_by_other_model(n.second, record(), table);
}

// One of its own names: an alias, or its record's name, which may be no
// alias of the index's (BNY Mellon's "BNY Mellon Supercomputer", which the
// page describes), yet its table row leads with it.
bool SystemOnPage::own_name(std::string_view text) const {
  return has_key(names, text) || normalize_key(text) == normalize_key(record().name);
}

// Is the whole page the system's: every other system the page identifies
// the same machine, or one a model tells apart from it?
bool whole_page(const SystemOnPage& on, const Accelerators& table) {
  return std::all_of(on.identified.begin(), on.identified.end(), [&](const auto& n) {
    return n.first == on.system || on.same_machine(n.second) || on.told_apart_by_model(n, table);
  });
}

// Does the page identify another system of one of this system's operators
// (not the same machine as this one, nor another phase of it by one of
// its names)? Then the operator names either.
bool shares_operator(const SystemOnPage& on) {
  return std::any_of(on.identified.begin(), on.identified.end(), [&](const auto& other) {
    if (other.first == on.system || on.same_machine(other.second) ||
        shares_a_name(on.names, on.index.aliases_of(other.first)))
      return false;
    return same_operator(on.operators, other.first, on.index);
  });
}

// The phase the system's name gives where it is an earlier one: phase 1,
// or one whose later phase (a record sharing one of its names) the page
// identifies; else 0.
std::uint8_t earlier_phase(const SystemOnPage& on) {
  const std::uint8_t phase = on.index.phase_of(on.system);
  if (phase <= 1) return phase;
  const auto& identified = on.identified;
  const bool later = std::any_of(identified.begin(), identified.end(), [&](const auto& other) {
    return other.first != on.system && on.index.phase_of(other.first) > phase &&
           shares_a_name(on.names, on.index.aliases_of(other.first));
  });
  return later ? phase : 0;
}

// The operator and the place that described another system (ClaimTies::asides).
void add_asides(const Naming& naming, std::vector<std::string>& asides) {
  for (std::string_view word : {"operator: ", "place: "})
    for (const auto& fact : naming.identified_by)
      if (fact.starts_with(word)) asides.push_back(fact.substr(word.size()));
}

// Another system the page identifies (`other`, named or described by
// `naming`; `their_aliases` its names): its names but for those this one
// shares, "Helios" in a row names AGH Cyfronet's Helios as much as
// NVIDIA's (ClaimTies::others; its record's name among them, as a table
// row leads with it), those this one shares (phase_names), and the words
// that described it (asides).
void add_other_system(const SystemOnPage& on, std::size_t other, const Naming& naming,
                      const std::vector<AliasInfo>& their_aliases, ClaimTies& ties) {
  for (const auto& alias : their_aliases) {
    if (!on.own_name(alias.text)) ties.others.push_back(alias.text);
    else if (has_key(on.names, alias.text)) ties.phase_names.push_back(normalize_key(alias.text));
  }
  if (other < on.records.size() && !on.own_name(on.records[other].name))
    ties.others.push_back(on.records[other].name);
  ties.may_be_titled = ties.may_be_titled && naming.describes;
  add_asides(naming, ties.asides);
}

// The site's first line and first piece: "Kashiwa Campus" of its address.
// A site that is only the country, in any of its names (`countries`,
// folded: "Japan" of SoftBank CHIE-2, "United States" of a record in the
// "United States of America"), is every system's of that country: it ties
// nothing.
void add_site(const Record& record, const std::vector<std::string>& countries,
              std::vector<std::string>& context) {
  const std::string_view site = record.site;
  if (auto piece = site.substr(0, site.find_first_of(",\n"));
      !piece.empty() && normalize_key(piece) != normalize_key(record.country) &&
      !has_key(countries, piece))
    context.emplace_back(piece);
}

// A record the page names or describes is tied by the place that
// described it and by its own operator in any form ("甲骨文" of Oracle), as
// the page names them with it. An owner its name
// only mentions ("CoreWeave Denton GB200s OpenAI/Microsoft": OpenAI, the
// tenant) may anchor the description, but the passages that name it are
// the tenant's, about any of its machines: they tie no count to this one.
// A record the page does not identify is described by what describes
// another phase of it (the 100,000 H100 of Colossus phase 1 against the
// claim of phase 2).
void add_places_and_operators(const SystemOnPage& on, const std::vector<std::string>& countries,
                              ClaimTies& ties) {
  bool identified_here = false;
  for (const auto& [s, naming] : on.identified) {
    if (s != on.system &&
        (on.own || !naming.describes || !shares_a_name(on.names, on.index.aliases_of(s))))
      continue;
    add_place_terms(naming, countries, ties);
    identified_here = true;
  }
  if (!identified_here) return;
  auto& by_operator = shares_operator(on) ? ties.beside_name : ties.context;
  for (auto& op : on.index.operators_of(on.system)) by_operator.push_back(std::move(op));
}

// A word this system shares with another says nothing of which one a
// paragraph speaks of: its names, operators in any form, site pieces and
// the places that described it (in `context`), folded.
std::vector<std::string> own_words(const SystemOnPage& on,
                                   const std::vector<std::string>& context) {
  std::vector<std::string> words = on.names;
  words.insert(words.end(), on.operators.begin(), on.operators.end());
  for (const auto& word : context) words.push_back(normalize_key(word));
  each_piece(on.record().site,
             [&](std::string_view piece) { words.push_back(normalize_key(piece)); });
  return words;
}

}  // namespace

// Does `words` hold an accelerator model or a count of accelerators ("H100",
// "100k GPUs")? Such a word is no system's own: records share it.
bool ClaimReader::counts_or_models(std::string_view words) const {
  const Facts f = facts_of(words, accelerators_);
  return !f.mentions.empty() || std::any_of(f.counts.begin(), f.counts.end(), [](const Count& c) {
    return c.thing == Counted::accelerators || c.thing == Counted::unknown;
  });
}

// Another system's own names (ClaimTies::foreign): its alias where it is
// distinctive, and the code (letters and digits) that sets it apart from
// one of this system's `own` aliases of as many words, all others alike
// ("NM1" of Shakti Cloud NM1 beside Shakti Cloud D1); where that word is a
// bare number, another generation's, its whole alias ("CG-1" beside CG-9:
// a number alone is any count's).
void ClaimReader::add_foreign(const AliasInfo& other, const std::vector<AliasInfo>& own,
                              std::vector<std::string>& out) const {
  if (!other.ambiguous() && !counts_or_models(other.text)) out.push_back(other.text);
  const auto theirs = phrase_words(other.text);
  for (const auto& alias : own) {
    const auto mine = phrase_words(alias.text);
    if (mine.size() != theirs.size() || mine.size() < 2) continue;
    std::size_t differ = 0, at = 0;
    for (std::size_t k = 0; k < mine.size(); ++k)
      if (mine[k] != theirs[k]) ++differ, at = k;
    const std::string& code = theirs[at];
    if (differ != 1 || !std::any_of(code.begin(), code.end(), is_ascii_digit)) continue;
    const bool number = all_ascii_digits(code);
    const std::string& name = number ? other.text : code;
    if (!counts_or_models(name)) out.push_back(name);
  }
}

namespace {

// ClaimTies::other_owners.
void add_other_owners(std::size_t system, const Record& record,
                      const std::vector<std::pair<std::size_t, Naming>>& identified,
                      const AliasIndex& index, const std::vector<std::string>& own_words,
                      std::vector<std::string>& out) {
  const auto name_words = phrase_words(record.name);
  for (const auto& [other, naming] : identified) {
    if (other == system) continue;
    for (const auto& op : index.operators_of(other))
      if (!has_key(own_words, op) && !has_key(out, op) && !find_phrase(name_words, phrase_words(op)))
        out.push_back(op);
  }
}

}  // namespace

ClaimTies ClaimReader::ties_of(std::size_t system, const std::vector<Record>& records,
                               const Identified& identified, const AliasIndex& index) const {
  const SystemOnPage on = system_on_page(system, records, identified, index);
  const Record& record = on.record();
  ClaimTies ties;
  ties.record_name = record.name;
  ties.parts = known_parts(record, accelerators_);
  ties.earlier_phase = earlier_phase(on);
  if (const std::uint8_t phase = index.phase_of(system); phase > 1) ties.later_phase = phase;
  ties.whole_page = whole_page(on, accelerators_);
  if (ties.whole_page) return ties;
  // A name another operator's record shares ("Stargate" of Stargate UAE
  // and of OpenAI's Abilene campus) ties as the site and operator do: not
  // in a passage that names another system the page identifies (Abilene's
  // row, whose link reads ".../unravelling-the-stargate-spin").
  for (const auto& alias : on.aliases)
    (alias.shared ? ties.context : ties.terms).push_back(alias.text);
  ties.may_be_titled = true;
  for (const auto& [other, naming] : identified) {
    if (other == system || on.same_machine(naming)) continue;
    const auto their_aliases = index.aliases_of(other);
    add_other_system(on, other, naming, their_aliases, ties);
    for (const auto& alias : their_aliases)
      if (!on.own_name(alias.text)) add_foreign(alias, on.aliases, ties.foreign);
  }
  ties.terms.push_back(record.name);
  const auto countries = keys_of(index.countries_of(system));
  add_site(record, countries, ties.context);
  add_places_and_operators(on, countries, ties);
  const auto words = own_words(on, ties.context);
  for (const auto& word : ties.asides)
    if (!has_key(words, word)) ties.not_own_asides.push_back(word);
  add_other_owners(system, record, identified, index, words, ties.other_owners);
  return ties;
}

}  // namespace verifier::match
