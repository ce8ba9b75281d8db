// match/name_ties.cpp: what ties an occurrence of an ambiguous name to its
// system, as the name's form asks (AliasIndex::Impl::tie_by_form) or, for a
// bare name, as the page gives it (tie_by_page): its owner, site or facts
// near, its accelerator family in its sentence, its country beside it, a
// ranking that lists it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "match/alias_index_impl.h"
#include "match/context.h"
#include "match/describe.h"
#include "match/facts.h"
#include "match/match.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

// The facts that tie a line's bare name to this generation: its own
// accelerator models and counts, less the models of the records whose own
// name the bare one is (mark_models_of_bare_line); `own` itself where none
// is, else those left, in `kept`.
const std::vector<ContextTerm>& AliasIndex::Impl::generation_facts(std::uint32_t pattern,
                                                                   const std::vector<ContextTerm>& own,
                                                                   std::vector<ContextTerm>& kept) const {
  const auto shared = models_of_bare_line.find(pattern);
  if (shared == models_of_bare_line.end()) return own;
  std::copy_if(own.begin(), own.end(), std::back_inserter(kept),
               [&](const ContextTerm& t) { return t.kind != "model" || !shared->second.contains(t.key); });
  return kept;
}

// The tie a name's form asks for (all but NameForm::bare), added to `out`;
// false where the page lacks it.
bool AliasIndex::Impl::tie_by_form(FoldedPage& folded, const Occurrence& o, const NameInPassage& name,
                                   NameForm form, Identified& out) const {
  const std::size_t system = system_of(o.pattern);
  const auto& own = context_sets[context_of[system]];
  switch (form) {
    case NameForm::later_name:
      out.context = "its own later machine's name \"" + *name.later + "\"";
      out.identified_by.push_back("name: " + *name.later);
      return true;
    case NameForm::partition: {
      // The processors' maker beside a partition word names the processors
      // ("Helios GPU — NVIDIA GH200"), in any spelling ("Nvidia
      // Corporation"), not whose system it is.
      auto found = find_context(folded, o.begin, o.end, owner_terms_of(system), context_words, Tie::owner);
      if (!found) return false;
      out.context = "a partition, with " + found->note;
      out.identified_by.push_back(found->term->kind + ": " + found->term->text);
      return true;
    }
    case NameForm::generation: {
      std::vector<ContextTerm> kept;
      const auto& facts = generation_facts(o.pattern, own, kept);
      auto found = find_context(folded, o.begin, o.end, facts, context_words, Tie::facts_only);
      if (!found) return false;
      out.context = std::move(found->note);
      out.identified_by.push_back(found->term->kind + ": " + found->term->text);
      return true;
    }
    case NameForm::place: {
      // The lists' name of a machine at the system's own site that is a place
      // or a generic word ("Sejong", "SuperPOD"): their row gives its site and
      // its accelerators. The site alone is a page about the city, or another
      // machine of the site's; the accelerators alone the product anywhere
      // ("Eos NVIDIA DGX SuperPOD ... H100" is NVIDIA's, not Core42's).
      auto site = find_context(folded, o.begin, o.end, owner_terms_of(system), context_words, Tie::owner);
      if (!site) site = maker_as_owner(folded, o);
      auto facts = site ? find_context(folded, o.begin, o.end, own, context_words, Tie::facts_only) : std::nullopt;
      if (!facts) return false;
      out.context = site->note + ", " + facts->note;
      out.identified_by.push_back(site->term->kind + ": " + site->term->text);
      out.identified_by.push_back(facts->term->kind + ": " + facts->term->text);
      return true;
    }
    case NameForm::with_owner:
      out.context = "its owner \"" + name.owner->owner + "\" given with the name";
      out.identified_by.push_back(name.owner->kind + ": " + name.owner->owner);
      return true;
    case NameForm::bare:
      return false;  // identify asks the page (tie_by_page)
  }
  return false;
}

// A bare name's tie, the nearest and surest first: its own context terms,
// its accelerator family in its sentence, its country beside it, a ranking
// that lists it; added to `out`, false where the page gives none.
bool AliasIndex::Impl::tie_by_page(FoldedPage& folded, const Occurrence& o, std::span<const Occurrence> page,
                                   Identified& out) const {
  const std::string_view text = folded.text();
  const AliasView alias = alias_of(o.pattern);
  const auto& own = context_sets[context_of[system_of(o.pattern)]];
  if (auto found = find_context(folded, o.begin, o.end, own, context_words)) {
    out.context = std::move(found->note);
    out.identified_by.push_back(found->term->kind + ": " + found->term->text);
  } else if (auto family = own_family_nearest(text, o)) {
    out.context = "its accelerator family \"" + *family + "\" nearest the name in its sentence";
    out.identified_by.push_back("family: " + *family);
  } else if (!alias.country_shared && country_beside(text, o.begin, o.end, own)) {
    out.context = "its country beside the name";
    out.identified_by.emplace_back("country beside the name");
  } else if (auto other = alias.listed ? ranked_beside(text, o, page) : std::nullopt) {
    out.context = "ranked on the lists beside \"" + *other + "\"";
    out.identified_by.push_back("ranked beside: " + *other);
  } else if (auto ranked = alias.listed ? list_named_with(text, o) : std::nullopt) {
    out.context = ranked->by_title ? "in a sentence about a ranking, on a page of the " + ranked->list + " list"
                                   : "in a sentence about the " + ranked->list + " list";
    out.identified_by.push_back("ranked on: " + ranked->list);
  } else {
    return false;
  }
  return true;
}

// "The Intel Ponte Vecchio GPU ... used in the Aurora supercomputer": the
// system's own accelerator family, written as a family (beside its maker or
// a word for accelerators), is context where it is the accelerator mention
// of the name's sentence nearest the name. Another family or model nearer
// ("... Aurora ..., as does the NVIDIA Hopper GPU") is that one's sentence,
// and a model of the family is no family mention (another model's, or the
// system's own, which its context terms already hold); a maker alone is
// neither.
std::optional<std::string> AliasIndex::Impl::own_family_nearest(std::string_view text,
                                                                const Occurrence& o) const {
  const std::uint8_t id = family_of[system_of(o.pattern)];
  if (id == 0) return std::nullopt;
  const auto [sb, se] = sentence_of(text, o.begin, o.end);
  const auto mentions = describer.accelerators().mentions(text.substr(sb, se - sb));
  const Mention* nearest = nullptr;
  std::size_t best = std::string_view::npos;
  for (const auto& m : mentions) {
    if (m.accelerator.family.empty()) continue;  // a maker alone ("NVIDIA Grace CPU") is neither
    const std::size_t b = sb + m.begin, e = sb + m.end;
    const std::size_t gap = e <= o.begin ? o.begin - e : b >= o.end ? b - o.end : 0;
    if (gap < best) best = gap, nearest = &m;
  }
  if (nearest == nullptr || !nearest->accelerator.model.empty() ||
      nearest->accelerator.family != families[id - 1])
    return std::nullopt;
  return std::string(text.substr(sb + nearest->begin, nearest->end - nearest->begin));
}

// A system its accelerators' maker runs (NVIDIA's own DGX SuperPOD): the
// maker is its owner where the passage writes it as the company, the
// lists' site "NVIDIA Corporation", not on a product ("NVIDIA Tesla V100",
// "NVIDIA DGX-2H"), which every row of its GPUs has.
std::optional<FoundContext> AliasIndex::Impl::maker_as_owner(FoldedPage& folded, const Occurrence& o) const {
  const std::uint32_t set = context_of[system_of(o.pattern)];
  if (!owners_apart_from_makers.contains(set)) return std::nullopt;
  const std::string_view text = folded.text();
  const Accelerators& models = describer.accelerators();
  return find_context(folded, o.begin, o.end, context_sets[set], context_words, Tie::owner,
                      [&](std::size_t b, std::size_t e) { return models.product_by(text.substr(b, e - b), text.substr(e)); });
}

// The system's operator and site terms that name no accelerator maker (its
// whole set where none does: Tie::owner reads only those kinds).
const std::vector<ContextTerm>& AliasIndex::Impl::owner_terms_of(std::size_t system) const {
  const std::uint32_t set = context_of[system];
  const auto it = owners_apart_from_makers.find(set);
  return it != owners_apart_from_makers.end() ? it->second : context_sets[set];
}

}  // namespace verifier::match
