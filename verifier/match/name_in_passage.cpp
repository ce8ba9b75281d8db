// match/name_in_passage.cpp: whether an occurrence of a name needs its
// system's context, and where it does (AliasIndex::Impl::identify), whether
// the passage writes it as this system's name: not in a compound, a product
// or another proper name, not given to another owner, and in which form
// (its later machine's name, a partition, a line's generation, a place, with
// its owner, or bare), which asks the tie name_ties.cpp looks for.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "match/alias_index_impl.h"
#include "match/context.h"
#include "match/match.h"
#include "match/ordinary.h"
#include "match/owners.h"
#include "match/versions.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

namespace {

// An acronym that a word list also has in lower case ("LUMI", Italian
// "lumi"), written in capitals on the page too: the acronym, no word. A
// name other systems carry stays ambiguous however it is written.
bool acronym_as_written(const AliasView& alias, std::string_view found) {
  return alias.ordinary && !alias.shared && !alias.namesake && !alias.older_namesake &&
         in_capitals(alias.text) && in_capitals(found);
}

}  // namespace

namespace internal {

bool needs_context(const AliasView& alias, std::string_view found) {
  if (alias.ambiguous()) return !acronym_as_written(alias, found);
  return in_capitals(alias.text) && !in_capitals(found);
}

}  // namespace internal

std::vector<std::string_view> AliasIndex::Impl::alias_keys_of(std::size_t system) const {
  std::vector<std::string_view> out;
  for (auto p = first_alias[system]; p < first_alias[system + 1]; ++p)
    out.push_back(key_of(aliases[p]));
  return out;
}

// Whether an occurrence of an ambiguous name is this system's name there:
// what shows it, or nothing. Sets `used_otherwise` where the passage gives
// the name to another owner or makes it part of another proper name.
std::optional<Identified> AliasIndex::Impl::identify(FoldedPage& folded, const Occurrence& o,
                                                     std::span<const Occurrence> page,
                                                     bool& used_otherwise, bool& lacked_context) const {
  if (longer_name_given_away(folded.text(), o, page)) {
    used_otherwise = true;
    return std::nullopt;
  }
  const auto name = name_in_passage(folded, o, used_otherwise);
  if (!name) return std::nullopt;
  Identified out;
  out.weak = name->weak;
  const AliasView alias = alias_of(o.pattern);
  out.identified_by.push_back((alias.spelt ? "spelt: " : "alias: ") + std::string(alias.text));
  const NameForm form = form_of(folded, o, *name);
  if (form == NameForm::bare) {
    if (tie_by_page(folded, o, page, out)) return out;
    lacked_context = true;  // the name as used, only its context missing
    return std::nullopt;
  }
  if (tie_by_form(folded, o, *name, form, out)) return out;
  return std::nullopt;
}

// "Ares Maia at Contoso Research": where a longer name of this system holds
// the occurrence ("Ares" of "Ares Maia"), the owner the passage gives the
// longer name is the shorter's too. `page` is in text order (longest()),
// `o` one of its occurrences.
bool AliasIndex::Impl::longer_name_given_away(std::string_view text, const Occurrence& o,
                                              std::span<const Occurrence> page) const {
  // No name is this long: the occurrences further back cannot hold `o`.
  constexpr std::size_t longest_name_bytes = 1024;
  const auto& own = context_sets[context_of[system_of(o.pattern)]];
  for (auto i = static_cast<std::size_t>(&o - page.data()); i-- > 0;) {
    const Occurrence& p = page[i];
    if (p.begin + longest_name_bytes < o.begin) break;
    if (system_of(p.pattern) != system_of(o.pattern) || p.end < o.end || p.end - p.begin <= o.end - o.begin)
      continue;
    const auto owner = owner_given(text, p.begin, p.end, own);
    if (owner && !owner->own) return true;
  }
  return false;
}

// The passage's tests that rule an occurrence out whatever its context: a
// case the name never takes, a compound or a product, another owner's
// name, an older machine's row, a longer proper name, a menu.
std::optional<NameInPassage> AliasIndex::Impl::name_in_passage(FoldedPage& folded, const Occurrence& o,
                                                               bool& used_otherwise) const {
  const std::string_view text = folded.text();
  const AliasView alias = alias_of(o.pattern);
  const std::size_t system = system_of(o.pattern);
  if (!case_fits(alias.text, text.substr(o.begin, o.end - o.begin))) return std::nullopt;
  NameInPassage name;
  // "Jureca DC", "JURECA-DC": a longer name, and this system's own.
  name.later = later_name_after(text, o);
  // "Topaze-gpu": a partition named with a hyphen, not a compound or a product.
  const bool joined_partition = hyphen_partition_after(text, o.end, name_word_keys);
  if (!name.later && !joined_partition && in_compound(text, o.begin, o.end)) return std::nullopt;
  // "Helios GPU", "ThetaGPU" (also as the lists' later name): a partition
  // of this system where its owner stands near, else a product ("AMD
  // Polaris GPU").
  name.partition = !joined_partition && partition_after(text, o.end) > 0;
  if (!joined_partition && !name.partition && followed_by_product(text, o.end, product_keys))
    return std::nullopt;
  const auto& own = context_sets[context_of[system]];
  name.owner = owner_given(text, o.begin, o.end, own);
  if ((name.owner && !name.owner->own) || older_machine_row(text, o.end, first_year[system]) ||
      (!name.owner && !name.later && other_owner_near(folded, o))) {
    used_otherwise = true;
    return std::nullopt;
  }
  const NameUse use = name.later ? NameUse::name
                                 : name_use(folded, o.begin, o.end, own, alias_keys_of(system), name_word_keys);
  if (use == NameUse::longer_name) used_otherwise = true;
  if (use == NameUse::longer_name || use == NameUse::menu) return std::nullopt;
  name.weak = use == NameUse::heading;
  return name;
}

// Every generation of a line has its owner, and an older machine of the
// same name its site: the bare name of one ("ABCI" of "ABCI 1.0"; FZJ's
// "JURECA") is tied to it only by its own accelerators or count. The
// older machine is told apart only where the lists stand it, a row
// headed by its name ("JURECA - T-Platforms ..."): elsewhere the older
// entry is as often the same machine before an upgrade (CSCS's 2020
// Alps, Piz Daint), and the operator's page names the one it runs.
NameForm AliasIndex::Impl::form_of(FoldedPage& folded, const Occurrence& o, const NameInPassage& name) const {
  const AliasView alias = alias_of(o.pattern);
  if (name.later && !name.partition) return NameForm::later_name;
  if (name.partition) return NameForm::partition;
  if ((alias.version_base && !owner_names_generation(folded.text(), o, name.owner.has_value())) ||
      (alias.older_namesake && heads_list_row(folded, o.begin, o.end)))
    return NameForm::generation;
  if (alias.place || alias.spelt) return NameForm::place;
  return name.owner ? NameForm::with_owner : NameForm::bare;
}

// "Dojo, Tesla's ambitious, custom-built AI supercomputer": a line's bare
// name with its own owner given, as a machine (a computer word in its
// sentence: "Tesla's Dojo AI chips" are none), is the one generation the
// dataset knows of it at that owner (sole_generation), unless a number
// follows ("Tesla's Dojo 3", a later one) or the lists know an older
// machine of the name at its site (HiPerGator before HiPerGator 3.0),
// which the owner names too.
bool AliasIndex::Impl::owner_names_generation(std::string_view text, const Occurrence& o,
                                              bool own_owner) const {
  if (!own_owner || !sole_generation.contains(o.pattern) || aliases[o.pattern].older_namesake) return false;
  const std::size_t at = past_joiners(text, o.end);
  if (at < text.size() && is_ascii_digit(text[at])) return false;
  return computer_word_in_sentence(text, o.begin, o.end);
}

// A list row or passage that gives the name's other owner and none of this
// system's ("Titan ... NVIDIA A100, SK Telecom" for Amazon's Titan): the
// other's machine, whatever accelerators or counts it shares with this one.
bool AliasIndex::Impl::other_owner_near(FoldedPage& folded, const Occurrence& o) const {
  const auto it = other_owners.find(o.pattern);
  if (it == other_owners.end()) return false;
  if (!find_context(folded, o.begin, o.end, it->second, context_words, Tie::owner)) return false;
  // An owner that makes accelerators (NVIDIA's Helios) is named in every
  // row of its GPUs: its name there does not outweigh the other owner's.
  return !find_context(folded, o.begin, o.end, owner_terms_of(system_of(o.pattern)), context_words,
                       Tie::owner);
}

// "JURECA DC", "JURECA-DC": the name and what the lists add to it for
// this system's own machine, its name as written on the page.
std::optional<std::string> AliasIndex::Impl::later_name_after(std::string_view text,
                                                              const Occurrence& o) const {
  auto it = later_names.find(o.pattern);
  if (it == later_names.end() || o.end >= text.size() || (text[o.end] != ' ' && text[o.end] != '-'))
    return std::nullopt;
  constexpr std::size_t look = 64;  // bytes: a few words
  std::string_view after = text.substr(o.end, look);
  after = after.substr(0, after.find('\n'));
  std::string key;  // the words after the name, joined by spaces
  for (const auto& w : phrase_words(after)) key += w + ' ';
  for (const auto& form : it->second)
    if (key.starts_with(form + ' ')) {
      const std::size_t words = static_cast<std::size_t>(std::count(form.begin(), form.end(), ' ')) + 1;
      std::size_t end = o.end;
      for (std::size_t w = 0; w < words; ++w) {
        while (end < text.size() && (text[end] == ' ' || text[end] == '-')) ++end;
        while (end < text.size() && !is_ascii_space(text[end]) && text[end] != '-' && text[end] != '<')
          ++end;
      }
      return std::string(text.substr(o.begin, end - o.begin));
    }
  return std::nullopt;
}

}  // namespace verifier::match
