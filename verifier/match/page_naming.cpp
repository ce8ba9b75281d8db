// match/page_naming.cpp: reads one page with the index (AliasIndex::scan),
// in one pass: occurrences on word boundaries, the longest name winning
// where two overlap, ambiguous names (ordinary words, names other records
// or other owners' systems carry) kept only with the system's own context
// and never where the passage gives the name to another owner, and the
// best occurrence per system quoted with what identified it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/alias_index_impl.h"
#include "match/automaton.h"
#include "match/context.h"
#include "match/derive.h"
#include "match/describe.h"
#include "match/evidence.h"
#include "match/list_date.h"
#include "match/match.h"
#include "match/normalize.h"
#include "match/ordinary.h"
#include "match/owners.h"
#include "match/table_row.h"
#include "match/versions.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

namespace {

std::size_t utf8_length(std::string_view text, std::size_t at) {
  auto lead = static_cast<unsigned char>(text[at]);
  std::size_t n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  return std::min(n, text.size() - at);
}

// An acronym that a word list also has in lower case ("LUMI", Italian
// "lumi"), written in capitals on the page too: the acronym, no word. A
// name other systems carry stays ambiguous however it is written.
bool acronym_as_written(const AliasView& alias, std::string_view found) {
  return alias.ordinary && !alias.shared && !alias.namesake && !alias.older_namesake &&
         in_capitals(alias.text) && in_capitals(found);
}

// Whether an occurrence needs the system's own context to name it. An
// ambiguous name does, unless it is an acronym written as one. So does a
// name the record writes in capitals (RAIDEN, LANTA, SATURN V) found in
// another case: "Castor_Raiden" (a user name), "Koh Lanta" (an island), the
// rocket "Saturn V" are other words until the system's context says not.
bool needs_context(const AliasView& alias, std::string_view found) {
  if (alias.ambiguous()) return !acronym_as_written(alias, found);
  return in_capitals(alias.text) && !in_capitals(found);
}

// Explicit names before derived ones, then the longer name.
std::pair<int, std::size_t> rank(const AliasView& a) { return {a.derived ? 0 : 1, a.key.size()}; }

}  // namespace

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

// Folds and scans the page a piece at a time; the origins of the last
// `longest` folded bytes are kept so a name that spans two pieces still
// maps back to the page.
std::vector<Occurrence> AliasIndex::Impl::occurrences(std::string_view text) const {
  constexpr std::size_t piece_bytes = 64 * 1024;
  std::vector<Occurrence> found;
  Folding folding(text);
  Normalized piece;
  std::vector<std::uint32_t> carry;  // origins of the bytes just before the piece
  std::size_t offset = 0;            // folded bytes before the piece
  std::int32_t state = 0;
  // Bounded by the text: every piece consumes piece_bytes of it.
  while (folding.next(piece_bytes, piece)) {
    auto origin_of = [&](std::size_t at) {
      return at >= offset ? piece.origin[at - offset] : carry[carry.size() - (offset - at)];
    };
    automaton.scan_piece(piece.text, offset, state, [&](std::uint32_t p, std::size_t b, std::size_t e) {
      if (offset > b + carry.size()) return;  // longer than the carry: cannot happen
      std::size_t ob = origin_of(b);
      std::size_t last = origin_of(e - 1);
      std::size_t oe = last + utf8_length(text, last);
      // "ThetaGPU": a name glued to a partition word is still the name.
      if (on_word_boundaries(text, ob, oe)) {
        found.push_back({p, ob, oe});
      } else if (const std::size_t glued = partition_after(text, oe);
                 glued > 0 && on_word_boundaries(text, ob, oe + glued)) {
        found.push_back({p, ob, oe});
      }
    });
    // Only the last `longest` origins are kept: the piece's own tail when it
    // is that long, not the whole piece copied and then cut.
    const std::size_t keep = automaton.longest();
    if (piece.origin.size() >= keep) {
      carry.assign(piece.origin.end() - static_cast<std::ptrdiff_t>(keep), piece.origin.end());
    } else {
      carry.insert(carry.end(), piece.origin.begin(), piece.origin.end());
      if (carry.size() > keep) carry.erase(carry.begin(), carry.end() - static_cast<std::ptrdiff_t>(keep));
    }
    offset += piece.text.size();
  }
  return found;
}

// Where the names of two systems overlap, the page names the longer one
// ("Colossus 2" over "Colossus", "Christofari Neo" over "Christofari",
// "Oracle Vantage Data Centers Frontier" over "Frontier"): the shorter is
// dropped. Where the longer only adds the shorter's own operator or site,
// or name words ("ALCF Aurora", "RAIDEN GPU subsystem"), it is the same
// system called more fully (two records of one machine), and both stay.
bool AliasIndex::Impl::same_system_called_more_fully(std::string_view text,
                                                     const Occurrence& longer,
                                                     const Occurrence& shorter) const {
  const auto& own = context_sets[context_of[system_of(shorter.pattern)]];
  std::string extra(text.substr(longer.begin, shorter.begin - longer.begin));
  extra += ' ';
  extra += text.substr(shorter.end, longer.end - shorter.end);
  return only_own_words(extra, own, name_word_keys);
}

std::vector<Occurrence> AliasIndex::Impl::longest(std::string_view text,
                                                  std::vector<Occurrence> found) const {
  std::sort(found.begin(), found.end(), [](const Occurrence& a, const Occurrence& b) {
    return a.begin != b.begin ? a.begin < b.begin : a.end > b.end;
  });
  std::vector<Occurrence> kept;
  const Occurrence* cover = nullptr;
  for (const auto& o : found) {
    // A name runs across no line break: "CINECA\nLeonardo" is no name.
    const bool one_block = text.substr(o.begin, o.end - o.begin).find('\n') == std::string_view::npos;
    bool covered = cover != nullptr && o.end <= cover->end &&
                   (cover->end - cover->begin) > (o.end - o.begin) &&
                   system_of(cover->pattern) != system_of(o.pattern) &&
                   !same_system_called_more_fully(text, *cover, o);
    if (!covered) kept.push_back(o);
    if (one_block && (cover == nullptr || o.end > cover->end)) cover = &o;
  }
  return kept;
}

std::vector<std::string_view> AliasIndex::Impl::alias_keys_of(std::size_t system) const {
  std::vector<std::string_view> out;
  for (auto p = first_alias[system]; p < first_alias[system + 1]; ++p)
    out.push_back(key_of(aliases[p]));
  return out;
}

namespace {

// A sentence about a ranking: "continue to open the list with 16 and 14
// Pflop/s", "took third spot", "updated HPCG results".
bool about_ranking(std::string_view sentence) {
  // Folded words: "Pflop/s" is "pflop" and "s".
  static constexpr std::string_view words[] = {"list",  "lists",    "spot",  "rank",  "ranked",
                                               "ranking", "hpcg", "top500", "green500", "pflop",
                                               "pflops", "eflop", "eflops"};
  for (const auto& w : phrase_words(sentence))
    if (std::find(std::begin(words), std::end(words), w) != std::end(words)) return true;
  return false;
}

// The ranking a phrase names by its name (TOP500, Top-500, Green500,
// HPCG), or nothing.
std::optional<std::string> list_named_in(std::string_view phrase) {
  const auto words = phrase_words(phrase);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const bool top_500 = words[i] == "top" && i + 1 < words.size() && words[i + 1] == "500";
    if (words[i] == "top500" || top_500) return std::string("TOP500");
    if (words[i] == "green500") return std::string("Green500");
    if (words[i] == "hpcg") return std::string("HPCG");
  }
  return std::nullopt;
}

// The list a page is, by its address ("TOP500_202006.csv") or else by a title
// that names a list and its month ("June 2024 HPCG Results", as the HPCG site
// heads each list, whatever its address): its machines ran by that month.
int list_month_of(std::string_view url, std::string_view text) {
  if (const int month = list_month(url)) return month;
  const std::string_view title = page_title(text);
  return list_named_in(title) ? month_named_in(title) : 0;
}

// The ranking the occurrence's sentence is about, or nothing: a name the
// lists give this system alone is the listed system there ("For Frontier,
// the fastest supercomputer in the world according to the November 2023
// Top-500 list"); other systems of that name are on no list. The sentence
// names the list, or is about a ranking ("New result from Aurora took
// third spot on the list") on a page whose title names it ("HPCG
// Performance List announced at ISC 2024"): the page is the list's.
struct RankedOn {
  std::string list;  // "TOP500"
  bool by_title;     // the page's title names it, not the sentence
};
std::optional<RankedOn> list_named_with(std::string_view text, const Occurrence& o) {
  const auto [sb, se] = sentence_of(text, o.begin, o.end);
  const std::string_view sentence = text.substr(sb, se - sb);
  if (auto list = list_named_in(sentence)) return RankedOn{std::move(*list), false};
  if (!about_ranking(sentence)) return std::nullopt;
  if (auto list = list_named_in(page_title(text))) return RankedOn{std::move(*list), true};
  return std::nullopt;
}

}  // namespace

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
  for (std::size_t i = static_cast<std::size_t>(&o - page.data()); i-- > 0;) {
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
    out.identified_by.push_back("country beside the name");
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

// "Both Perlmutter and Leonardo have updated HPCG results": a name the
// lists give this system alone, in a sentence about a ranking beside
// another system's name that needs no context, is the listed system. That
// other name may be a record's or one the lists alone carry ("Fugaku").
// Another listed system's name ties nothing where the lists carry the name
// at another site too (not `listed`), and a page's other systems of that
// name, off the lists, are no ranking's.
std::optional<std::string> AliasIndex::Impl::ranked_beside(std::string_view text, const Occurrence& o,
                                                           std::span<const Occurrence> page) const {
  const auto [sb, se] = sentence_of(text, o.begin, o.end);
  std::optional<std::string> other;
  // The page's occurrences are in text order: only the sentence's are read.
  auto first = std::lower_bound(page.begin(), page.end(), sb,
                                [](const Occurrence& p, std::size_t at) { return p.begin < at; });
  for (auto p = first; p != page.end() && p->begin < se; ++p) {
    if (p->end > se || system_of(p->pattern) == system_of(o.pattern)) continue;
    const AliasView a = alias_of(p->pattern);
    if (!needs_context(a, text.substr(p->begin, p->end - p->begin))) {
      other = std::string(text.substr(p->begin, p->end - p->begin));
      break;
    }
  }
  if (!about_ranking(text.substr(sb, se - sb))) return std::nullopt;
  if (!other) other = listed_name_in(text, sb, se, o);
  return other;
}

// The first name of `listed_names` that text[from, to) holds as whole
// words of up to three, outside the occurrence and none of its system's
// own names ("Both Fugaku and Frontier systems": "Fugaku").
std::optional<std::string> AliasIndex::Impl::listed_name_in(std::string_view text, std::size_t from,
                                                            std::size_t to, const Occurrence& o) const {
  constexpr std::size_t most_words = 3;
  std::vector<std::pair<std::size_t, std::size_t>> words;
  for (std::size_t i = from; i < to;) {
    const std::size_t n = utf8_length(text, i);
    if (!is_word_char(char_at(text, i))) {
      i += n;
      continue;
    }
    std::size_t e = i + n;
    while (e < to && is_word_char(char_at(text, e))) e += utf8_length(text, e);
    words.emplace_back(i, e);
    i = e;
  }
  const auto own = alias_keys_of(system_of(o.pattern));
  for (std::size_t w = 0; w < words.size(); ++w)
    for (std::size_t n = 1; n <= most_words && w + n <= words.size(); ++n) {
      const std::size_t b = words[w].first, e = words[w + n - 1].second;
      if (b < o.end && e > o.begin) break;
      const std::string_view found = text.substr(b, e - b);
      const std::string key = normalize_key(found);
      const auto it = listed_names.find(key);
      if (it == listed_names.end() || !case_fits(it->second, found) ||
          std::find(own.begin(), own.end(), key) != own.end())
        continue;
      return std::string(found);
    }
  return std::nullopt;
}

// Whether the occurrence is the name as the page writes a naming: not in
// a link's address, not split by a bracket the name lacks, and not an
// earlier phase's ("Snellius Phase 1 CPU" names phase 1, not the record
// of phase 3: the page speaks of the machine before that phase was built).
// A later phase is the machine the record's phase grew into, and the
// phases share their name there ("Lassen Phase 2 adds GPU nodes" names
// Lassen).
bool AliasIndex::Impl::written_as_name(std::string_view text, const Occurrence& o) const {
  if (in_link(text, o.begin, o.end)) return false;
  if (split_by_bracket(text.substr(o.begin, o.end - o.begin), alias_of(o.pattern).text)) return false;
  const auto said = phase_at(text, o.end);
  return said == 0 || said >= phase[system_of(o.pattern)];
}

// Whether the page names `system` already by a name of `alias`'s rank or
// better, outside a heading: its other occurrences change nothing (a page
// names Frontier a thousand times).
bool AliasIndex::Impl::named_outright(const BestNamings& best, std::size_t system, const AliasView& alias) const {
  const auto it = best.find(system);
  return it != best.end() && !it->second.why.weak && rank(alias_of(it->second.at.pattern)) >= rank(alias);
}

// Each system's best occurrence among `kept` (text order) and what ties it
// to the system. A name seen only in a heading counts unless the page uses
// it otherwise.
// `unplaced` gets the indexes of `kept` that lacked only their system's
// context (identify).
AliasIndex::Impl::BestNamings AliasIndex::Impl::best_namings(FoldedPage& folded,
                                                             std::span<const Occurrence> kept,
                                                             std::vector<std::size_t>& unplaced) const {
  const std::string_view text = folded.text();
  BestNamings best;
  std::unordered_set<std::size_t> used_otherwise;  // systems whose name the page gives elsewhere
  for (const auto& o : kept) {
    const AliasView alias = alias_of(o.pattern);
    const std::size_t system = system_of(o.pattern);
    if (named_outright(best, system, alias) || !written_as_name(text, o) || other_version_at(text, kept, o) ||
        listed_before_its_generation(text, kept, o))
      continue;
    // A plain name needs no Identified until it is kept: most occurrences
    // on a page are not.
    std::optional<Identified> why = Identified{};
    bool otherwise = false, lacked_context = false;
    if (needs_context(alias, text.substr(o.begin, o.end - o.begin)))
      why = identify(folded, o, kept, otherwise, lacked_context);
    if (otherwise) used_otherwise.insert(system);
    if (lacked_context) unplaced.push_back(static_cast<std::size_t>(&o - kept.data()));
    if (!why || (why->weak && best.count(system) != 0) || named_outright(best, system, alias)) continue;
    best[system] = Best{o, std::move(*why)};
  }
  for (auto it = best.begin(); it != best.end();)
    it = it->second.why.weak && used_otherwise.count(it->first) != 0 ? best.erase(it) : std::next(it);
  return best;
}

// "Unlike Summit and Titan, there are no launch nodes on Frontier": a name
// listed beside the name of another system of its operator that the page
// names is that operator's system too; so is one heading a line like the
// next ("Summit here" / "Frontier here").
void AliasIndex::Impl::name_listed_siblings(std::string_view text, std::span<const Occurrence> kept,
                                            std::span<const std::size_t> unplaced, BestNamings& best) const {
  if (unplaced.empty()) return;
  std::vector<std::size_t> named;
  for (const auto& [system, b] : best) named.push_back(system);
  std::sort(named.begin(), named.end());
  for (const std::size_t k : unplaced) {
    const std::size_t system = system_of(kept[k].pattern);
    if (best.count(system) != 0) continue;
    if (auto sibling = sibling_beside(text, kept, k, named)) {
      Identified why;
      why.context = "listed beside \"" + *sibling + "\", a system of its operator the page names";
      why.identified_by = {"alias: " + std::string(alias_of(kept[k].pattern).text), "listed beside: " + *sibling};
      best[system] = Best{kept[k], std::move(why)};
    }
  }
}

// On a list of a month (YYYYMM), the systems of a shared name that had not
// yet run then (not_yet_running) are not the ones it names. On a system's
// page ranked on lists up to the month (`generations_only`), only of a
// generation's bare name ("ABCI" of ABCI 1.0 and 2.0): an entry's page
// grows with its machine's phases (Lassen's of 2018 is phase 2's too).
void AliasIndex::Impl::drop_not_yet_running(BestNamings& best, int month, bool generations_only) const {
  std::vector<std::pair<std::size_t, std::string_view>> named_by;
  for (const auto& [system, b] : best)
    if (!generations_only || aliases[b.at.pattern].version_base)
      named_by.emplace_back(system, key_of(aliases[b.at.pattern]));
  for (auto system : not_yet_running(named_by, month)) best.erase(system);
}

// "Gyoukou - ZettaScaler-2.2 HPC system": a name two systems of one
// operator share ("Gyoukou" of "ZettaScaler-2.0 Gyoukou" and of
// "ZettaScaler-2.2 Gyoukou") is not this one's where its line writes only
// the other's versioned word (versions.h). Weighed at each occurrence, not
// at the system's first: the lists' 2.0 row before the 2.2 one leaves the
// 2.2 machine named by its own row.
bool AliasIndex::Impl::other_version_at(std::string_view text, std::span<const Occurrence> kept,
                                        const Occurrence& o) const {
  const std::size_t system = system_of(o.pattern);
  const std::uint32_t op = operator_keys[system];
  if (op == 0 || !aliases[o.pattern].derived) return false;
  constexpr std::size_t reach = 300;  // bytes either side: a row, a title
  const std::size_t newline = text.rfind('\n', o.begin);
  const std::size_t line_start = newline == std::string_view::npos ? 0 : newline + 1;
  const std::size_t begin = std::max(line_start, o.begin - std::min(o.begin, reach));
  const std::size_t end = std::min({text.find('\n', o.end), o.end + reach, text.size()});
  const std::string_view line = text.substr(begin, end - begin);
  auto name_of = [&](std::size_t s) { return alias_of(first_alias[s]).text; };
  // kept is in text order: the occurrences at o's span are side by side.
  auto p = std::lower_bound(kept.begin(), kept.end(), o.begin,
                            [](const Occurrence& q, std::size_t at) { return q.begin < at; });
  for (; p != kept.end() && p->begin == o.begin; ++p) {
    const std::size_t other = system_of(p->pattern);
    if (p->end != o.end || other == system || operator_keys[other] != op) continue;
    if (writes_other_version(line, name_of(system), name_of(other))) return true;
  }
  return false;
}

// "179393,50762,AI Bridging Cloud Infrastructure (ABCI),...,5,201811": a
// row of values that gives the list it ran on (list_month_field) dates its
// machine as a list's page does, for a generation's bare name ("ABCI" of
// ABCI 1.0 and 2.0), as a system's Ranking page does (last_ranked_list):
// the entry last listed in November 2018 is ABCI 1.0, not the 2.0 of 2021.
// Weighed at each row: a table of every list's rows holds the later
// generation's too.
bool AliasIndex::Impl::listed_before_its_generation(std::string_view text, std::span<const Occurrence> kept,
                                                    const Occurrence& o) const {
  const std::size_t system = system_of(o.pattern);
  if (!aliases[o.pattern].version_base || began[system] == 0) return false;
  const std::size_t newline = text.rfind('\n', o.begin);
  const std::size_t line = newline == std::string_view::npos ? 0 : newline + 1;
  const std::size_t line_end = std::min(text.find('\n', o.end), text.size());
  const char sep = values_separator(text, line, line_end);
  if (sep == 0) return false;
  const int month = list_month_field(fields_at(text, line, sep));
  if (month == 0 || !began_after(system, month)) return false;
  const std::string_view key = key_of(aliases[o.pattern]);
  // kept is in text order: the occurrences at o's span are side by side.
  auto p = std::lower_bound(kept.begin(), kept.end(), o.begin,
                            [](const Occurrence& q, std::size_t at) { return q.begin < at; });
  for (; p != kept.end() && p->begin == o.begin; ++p) {
    const std::size_t other = system_of(p->pattern);
    if (p->end == o.end && other != system && key_of(aliases[p->pattern]) == key && running_by(other, month))
      return true;
  }
  return false;
}

// The naming a system's best occurrence gives it, quoted from the page.
Naming AliasIndex::Impl::naming_of(std::string_view text, std::string_view url, Best& best) const {
  const AliasView alias = alias_of(best.at.pattern);
  Naming n;
  n.alias = std::string(alias.text);
  n.derived = alias.derived;
  n.evidence = evidence_quote(text, best.at.begin, best.at.end);
  n.context = std::move(best.why.context);
  n.identified_by = std::move(best.why.identified_by);
  if (n.identified_by.empty()) n.identified_by.push_back("alias: " + n.alias);
  n.fragment_url = fragment_link(url, text, best.at.begin, best.at.end);
  return n;
}

namespace {

// Two names joined as items of one list: a comma, "and", "or" or "&"
// between them ("Summit and Titan", "Summit, Titan"), no more. A slash
// joins two names of one entry ("HPC4/HPC5", the Kurchatov Institute's
// row on the lists), not two systems.
bool joined_as_list(std::string_view gap) {
  constexpr std::size_t most = 8;
  return !gap.empty() && gap.size() <= most && list_joint_before(gap, gap.size()) == 0;
}

// Two names heading lines alike, each closed by the same few words after
// it ("Summit here" / "Frontier here" under a slide's "Questions?"): the
// items of a list written a line each. `gap` runs from the first name's end
// to the second's start, which `rest` follows. A bare name a line (a menu)
// is no such list.
bool lines_alike(std::string_view gap, std::string_view rest) {
  constexpr std::size_t most = 24;  // bytes of the closing words: a few
  if (gap.size() < 2 || gap.back() != '\n') return false;
  const std::string_view tail = gap.substr(0, gap.size() - 1);
  if (tail.size() > most || tail.front() != ' ' || tail.find('\n') != std::string_view::npos) return false;
  if (tail.find_first_not_of(' ') == std::string_view::npos) return false;
  return rest.substr(0, tail.size()) == tail && (rest.size() == tail.size() || rest[tail.size()] == '\n');
}

}  // namespace

// The name of another system of page[k]'s operator that the page names
// (`named`, sorted), listed right before or after page[k] ("Summit and
// Titan"), as written; nothing when none is.
std::optional<std::string> AliasIndex::Impl::sibling_beside(std::string_view text,
                                                            std::span<const Occurrence> page,
                                                            std::size_t k,
                                                            std::span<const std::size_t> named) const {
  const Occurrence& o = page[k];
  const std::size_t system = system_of(o.pattern);
  const std::uint32_t op = operator_keys[system];
  if (op == 0) return std::nullopt;
  // Of the occurrences at one span (names several systems carry), one of
  // its operator's that the page names.
  auto sibling_at = [&](std::size_t from, int step) -> std::optional<std::string> {
    const Occurrence& first = page[from];
    for (auto j = static_cast<std::ptrdiff_t>(from);
         j >= 0 && j < static_cast<std::ptrdiff_t>(page.size()); j += step) {
      const Occurrence& p = page[static_cast<std::size_t>(j)];
      if (p.begin != first.begin || p.end != first.end) break;
      const std::size_t t = system_of(p.pattern);
      if (t != system && operator_keys[t] == op && std::binary_search(named.begin(), named.end(), t))
        return std::string(text.substr(p.begin, p.end - p.begin));
    }
    return std::nullopt;
  };
  // page is in text order, the longer first at one place: the nearest
  // occurrence wholly before o, then the nearest wholly after it.
  std::size_t j = k;
  while (j > 0 && page[j - 1].end > o.begin) --j;
  if (j > 0) {
    const std::string_view gap = text.substr(page[j - 1].end, o.begin - page[j - 1].end);
    if (joined_as_list(gap) || lines_alike(gap, text.substr(o.end)))
      if (auto found = sibling_at(j - 1, -1)) return found;
  }
  j = k + 1;
  while (j < page.size() && page[j].begin < o.end) ++j;
  if (j < page.size()) {
    const std::string_view gap = text.substr(o.end, page[j].begin - o.end);
    if (joined_as_list(gap) || lines_alike(gap, text.substr(page[j].end))) return sibling_at(j, 1);
  }
  return std::nullopt;
}

std::vector<std::pair<std::size_t, Naming>> AliasIndex::scan(std::string_view text,
                                                             std::string_view url) const {
  std::vector<Occurrence> names;
  std::vector<Describer::AnchorHit> anchors;
  const auto alias_count = static_cast<std::uint32_t>(impl_->aliases.size());
  for (const auto& o : impl_->occurrences(text)) {
    if (o.pattern < alias_count) names.push_back(o);
    else anchors.push_back({o.pattern - alias_count, o.begin, o.end});
  }
  const auto kept = impl_->longest(text, std::move(names));
  // The passages around the names and then the describer's anchors,
  // folded once for the page: each is in text order, as FoldedPage wants.
  FoldedPage folded(text);
  std::vector<std::size_t> unplaced;  // kept[k] that lacked only their system's context
  auto best = impl_->best_namings(folded, kept, unplaced);
  impl_->name_listed_siblings(text, kept, unplaced, best);
  const int month = list_month_of(url, text);
  if (month != 0) impl_->drop_not_yet_running(best, month);
  else if (const int ranked = last_ranked_list(url, text)) impl_->drop_not_yet_running(best, ranked, true);
  std::vector<std::pair<std::size_t, Naming>> out;
  std::vector<Describer::NamedAt> named;
  for (auto& [system, b] : best) {
    out.emplace_back(system, impl_->naming_of(text, url, b));
    named.push_back({system, b.at.begin});
  }
  std::sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return a.system < b.system; });
  // A list holds the machines running when it came out: a row of the June
  // 2020 list describes no system first run in September 2020 (a name is
  // kept alone, its date may be late; facts alone are not that strong).
  for (auto& d : impl_->describer.describe(folded, url, anchors, named))
    if (month == 0 || !impl_->began_after(d.first, month)) out.push_back(std::move(d));
  std::sort(out.begin(), out.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

}  // namespace verifier::match
