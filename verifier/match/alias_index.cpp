// match/alias_index.cpp: compiles every alias of every system into one
// automaton, once a run: each system's names and context stored
// (alias_index_impl.h holds them), what makes a name ambiguous marked
// (alias_marks.cpp), and the index's public questions about a system
// answered. Each page is read in page_naming.cpp.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "core/side_by_side.h"
#include "match/alias_index_impl.h"
#include "match/automaton.h"
#include "match/derive.h"
#include "match/describe.h"
#include "match/match.h"
#include "match/normalize.h"
#include "match/versions.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

namespace {

// Context terms as one string, to find systems with the same terms.
std::string context_signature(const std::vector<ContextTerm>& terms) {
  std::string out;
  for (const auto& t : terms) out += t.text + '\0' + t.key + '\0' + t.kind + (t.as_name ? "\1" : "\0");
  return out;
}

}  // namespace

namespace internal {

// A list row's "Phase 3" (alias_index_impl.h).
std::uint8_t phase_at(std::string_view text, std::size_t at) {
  at = past_joiners(text, at);
  constexpr std::string_view word = "phase";
  if (ascii_lower(text.substr(at, word.size())) != word) return 0;
  at = past_joiners(text, at + word.size());
  unsigned number = 0;
  std::size_t digits = 0;
  for (; at < text.size() && is_ascii_digit(text[at]) && digits < 3; ++at, ++digits)
    number = number * 10 + static_cast<unsigned>(text[at] - '0');
  const bool whole = digits > 0 && (at == text.size() || !is_word_char(char_at(text, at)));
  return whole && number <= 255 ? static_cast<std::uint8_t>(number) : 0;
}

}  // namespace internal

namespace {

// The phase a record's name gives ("SURF Snellius Phase 3"), 0 when none.
std::uint8_t phase_in(std::string_view name) {
  const std::string lower = ascii_lower(name);
  for (std::size_t at = lower.find("phase"); at != std::string::npos; at = lower.find("phase", at + 1))
    if (!is_word_char(char_before(name, at)))
      if (const auto n = phase_at(name, at)) return n;
  return 0;
}

// Whether the system's operators are just its context's operator terms.
bool operators_are_context(const SystemTerms& terms) {
  std::vector<std::string> keys, context;
  for (const auto& o : terms.operators) keys.push_back(normalize_key(o));
  for (const auto& t : terms.context)
    if (t.kind == "operator") context.push_back(t.key);
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  std::sort(context.begin(), context.end());
  return keys == context;
}

}  // namespace

void AliasIndex::Impl::store(std::size_t system, SystemTerms terms, const Record& record,
                             std::unordered_map<std::string, std::uint32_t>& context_ids) {
  for (const auto& a : terms.aliases) {
    StoredAlias s{};
    s.text_at = static_cast<std::uint32_t>(arena.size());
    s.text_length = static_cast<std::uint32_t>(a.text.size()) & 0x7FFFFFFFu;
    arena += a.text;
    s.key_length = static_cast<std::uint32_t>(a.key.size()) & 0x7FFFFFu;
    arena += a.key;
    s.system = static_cast<std::uint32_t>(system);
    s.derived = a.derived;
    s.version_base = a.version_base;
    s.place = a.place;
    s.spelt = a.spelt;
    aliases.push_back(s);
  }
  first_alias.push_back(static_cast<std::uint32_t>(aliases.size()));
  description.push_back(terms.description);
  if (!operators_are_context(terms)) operators_apart.emplace(system, std::move(terms.operators));
  first_year.push_back(record.first_year);
  began.push_back(record.first_year * 100 + record.first_month);
  phase.push_back(phase_in(record.name));
  describable.push_back(describer.add(system, record, terms.context));
  family_of.push_back(family_id(record));
  operator_keys.push_back(key_id(normalize_key(record.operator_name)));
  country_keys.push_back(key_id(normalize_key(record.country)));
  auto [it, added] = context_ids.try_emplace(context_signature(terms.context),
                                             static_cast<std::uint32_t>(context_sets.size()));
  if (added) context_sets.push_back(std::move(terms.context));
  context_of.push_back(it->second);
}

namespace {

// store(s, terms) for every system s in order, the terms derived by up to
// `threads` threads side by side. A batch at a time, so that the terms of
// a hundred thousand systems are never all held at once.
template <typename Store>
void derive_all(const Deriver& deriver, const std::vector<Record>& records, unsigned threads,
                const std::stop_token& stop, Store&& store) {
  constexpr std::size_t batch = 512;
  std::vector<SystemTerms> terms;
  for (std::size_t begin = 0; begin < records.size(); begin += batch) {
    if (stop.stop_requested()) throw Stopped();
    const std::size_t count = std::min(batch, records.size() - begin);
    const std::size_t parts = std::clamp<std::size_t>(threads, 1, count);
    terms.assign(count, SystemTerms{});
    side_by_side(parts, [&](std::size_t p) {
      const auto run = run_of(count, parts, p);
      for (std::size_t i = run.begin; i < run.end; ++i)
        terms[i] = deriver.terms_of(records[begin + i]);
    });
    for (std::size_t i = 0; i < count; ++i) store(begin + i, std::move(terms[i]));
  }
}

}  // namespace

AliasIndex::AliasIndex(const std::vector<Record>& records, const MatchRules& rules,
                       unsigned threads, const std::stop_token& stop)
    : impl_(std::make_unique<Impl>(rules)) {
  Deriver deriver(rules, records);
  // Per-system lists sized once: grown by doubling they held up to twice
  // their size at the index's peak (100,000 records).
  impl_->first_year.reserve(records.size());
  impl_->began.reserve(records.size());
  impl_->phase.reserve(records.size());
  impl_->family_of.reserve(records.size());
  impl_->context_of.reserve(records.size());
  impl_->first_alias.reserve(records.size() + 1);
  impl_->operator_keys.reserve(records.size());
  impl_->country_keys.reserve(records.size());
  impl_->first_alias.push_back(0);
  {
    std::unordered_map<std::string, std::uint32_t> context_ids;
    derive_all(deriver, records, threads, stop, [&](std::size_t s, SystemTerms terms) {
      impl_->store(s, std::move(terms), records[s], context_ids);
    });
  }
  impl_->arena.shrink_to_fit();
  impl_->first_year.shrink_to_fit();
  impl_->aliases.shrink_to_fit();
  impl_->first_alias.shrink_to_fit();
  impl_->context_sets.shrink_to_fit();
  impl_->context_of.shrink_to_fit();
  impl_->collect_owners_apart_from_makers();
  impl_->name_word_keys = deriver.name_word_keys();
  impl_->mark_ordinary_and_shared(rules);
  impl_->mark_namesakes(rules);
  impl_->collect_later_names(deriver.listed_later());
  impl_->country_keys = std::vector<std::uint32_t>{};
  impl_->key_ids = std::unordered_map<std::string, std::uint32_t>{};
  impl_->automaton.reserve(impl_->aliases.size() + impl_->describer.patterns());
  for (std::uint32_t p = 0; p < impl_->aliases.size(); ++p)
    impl_->automaton.add(impl_->key_of(impl_->aliases[p]), p);
  impl_->describer.seal(impl_->automaton, static_cast<std::uint32_t>(impl_->aliases.size()));
  impl_->automaton.build();
  for (const auto& w : rules.product_words) impl_->product_keys.push_back(normalize_key(w));
  impl_->context_words = rules.context_words;
}

AliasIndex::~AliasIndex() = default;
AliasIndex::AliasIndex(AliasIndex&&) noexcept = default;
AliasIndex& AliasIndex::operator=(AliasIndex&&) noexcept = default;

// The family of the system's accelerators where its parts agree on one.
std::uint8_t AliasIndex::Impl::family_id(const Record& record) {
  std::string family;
  for (const auto& p : record.parts) {
    const auto f = describer.accelerators().read_part(p.part).family;
    if (f.empty()) continue;
    if (!family.empty() && f != family) return 0;
    family = f;
  }
  if (family.empty()) return 0;
  auto at = std::find(families.begin(), families.end(), family);
  if (at == families.end()) {
    if (families.size() >= 255) return 0;
    at = families.insert(families.end(), family);
  }
  return static_cast<std::uint8_t>(at - families.begin() + 1);
}

// Found once per context set, not per occurrence. Only operator and site
// terms tie a name to its owner (Tie::owner): only they are weighed, and
// few of them stand behind many sets, so each text is weighed once.
void AliasIndex::Impl::collect_owners_apart_from_makers() {
  std::unordered_map<std::string_view, bool> maker;
  auto is_maker = [&](const ContextTerm& t) {
    auto [at, added] = maker.try_emplace(t.text, false);
    if (added) at->second = describer.maker(t.text);
    return at->second;
  };
  auto owner = [](const ContextTerm& t) { return t.kind == "operator" || t.kind == "site"; };
  for (std::uint32_t set = 0; set < context_sets.size(); ++set) {
    const auto& terms = context_sets[set];
    if (std::none_of(terms.begin(), terms.end(), [&](const ContextTerm& t) { return owner(t) && is_maker(t); }))
      continue;
    std::vector<ContextTerm> owners;
    for (const auto& t : terms)
      if (owner(t) && !is_maker(t)) owners.push_back(t);
    owners_apart_from_makers.emplace(set, std::move(owners));
  }
}

std::vector<AliasInfo> AliasIndex::aliases_of(std::size_t system) const {
  std::vector<AliasInfo> out;
  if (system + 1 >= impl_->first_alias.size()) return out;
  for (auto p = impl_->first_alias[system]; p < impl_->first_alias[system + 1]; ++p) {
    AliasView a = impl_->alias_of(p);
    out.push_back({std::string(a.text), a.derived, a.ordinary, a.shared, a.namesake, a.version_base,
                   a.older_namesake, a.place, a.spelt});
  }
  return out;
}

std::vector<std::string> AliasIndex::operators_of(std::size_t system) const {
  if (system >= impl_->context_of.size()) return {};
  if (auto it = impl_->operators_apart.find(static_cast<std::uint32_t>(system));
      it != impl_->operators_apart.end())
    return it->second;
  std::vector<std::string> out;
  for (const auto& t : impl_->context_sets[impl_->context_of[system]])
    if (t.kind == "operator") out.emplace_back(t.text);
  return out;
}

std::vector<std::string> AliasIndex::countries_of(std::size_t system) const {
  std::vector<std::string> out;
  if (system >= impl_->context_of.size()) return out;
  for (const auto& t : impl_->context_sets[impl_->context_of[system]])
    if (t.kind == "country") out.emplace_back(t.text);
  return out;
}

std::uint8_t AliasIndex::phase_of(std::size_t system) const {
  return system < impl_->phase.size() ? impl_->phase[system] : 0;
}

bool AliasIndex::description(std::size_t system) const {
  return system < impl_->description.size() && impl_->description[system];
}

std::string_view AliasIndex::why_not_describable(std::size_t system) const {
  return system < impl_->describable.size() ? why_not(impl_->describable[system]) : "";
}

}  // namespace verifier::match
