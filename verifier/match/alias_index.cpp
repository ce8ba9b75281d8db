// match/alias_index.cpp: compiles every alias of every system into one
// automaton, then decides each page in one pass: occurrences on word
// boundaries, the longest name winning where two overlap, ordinary names
// kept only with context (their own context when several systems share the
// name), and the best occurrence per system quoted.
#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "core/side_by_side.h"
#include "match/automaton.h"
#include "match/context.h"
#include "match/derive.h"
#include "match/evidence.h"
#include "match/match.h"
#include "match/normalize.h"
#include "match/ordinary.h"

namespace verifier::match {
namespace {

struct Occurrence {
  std::uint32_t pattern;  // index of the alias, over all systems
  std::size_t begin;      // in the original text
  std::size_t end;
};

std::size_t utf8_length(std::string_view text, std::size_t at) {
  auto lead = static_cast<unsigned char>(text[at]);
  std::size_t n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  return std::min(n, text.size() - at);
}

// An alias as the index keeps it: its text and then its key live in one
// arena for all systems, so an alias costs 16 bytes instead of two strings.
// Input files are capped at a few megabytes, far below 2^28 bytes a key.
struct StoredAlias {
  std::uint32_t text_at;  // the key follows the text
  std::uint32_t system;
  std::uint32_t text_length;
  std::uint32_t key_length : 28;
  bool derived : 1;
  bool ordinary : 1;
  bool shared : 1;
  bool place : 1;

  std::uint32_t key_at() const { return text_at + text_length; }
};
static_assert(sizeof(StoredAlias) == 16);

struct AliasView {
  std::string_view text;
  std::string_view key;
  bool derived;
  bool ordinary;
  bool shared;
  bool place;
};

// Explicit names before derived ones, then the longer name.
std::pair<int, std::size_t> rank(const AliasView& a) { return {a.derived ? 0 : 1, a.key.size()}; }

// Context terms as one string, to find systems with the same terms.
std::string context_signature(const std::vector<ContextTerm>& terms) {
  std::string out;
  for (const auto& t : terms) out += t.text + '\0' + t.key + '\0' + t.kind + '\0';
  return out;
}

}  // namespace

struct AliasIndex::Impl {
  std::string arena;                    // every alias's text and key
  std::vector<StoredAlias> aliases;     // all systems', in system order
  std::vector<std::uint32_t> first_alias;  // per system, and one past the last
  // Systems with the same operator and site share one set of context terms.
  std::vector<std::vector<ContextTerm>> context_sets;
  std::vector<std::uint32_t> context_of;  // per system: index into context_sets
  std::vector<ContextTerm> computer_words;
  std::vector<std::string> product_keys;
  std::vector<ContextTerm> no_terms;  // what a shared name may not lean on
  std::size_t context_words = 30;
  Automaton automaton;

  AliasView alias_of(std::uint32_t p) const {
    const StoredAlias& a = aliases[p];
    std::string_view all(arena);
    return {all.substr(a.text_at, a.text_length), all.substr(a.key_at(), a.key_length),
            a.derived, a.ordinary, a.shared, a.place};
  }
  std::size_t system_of(std::uint32_t p) const { return aliases[p].system; }
  std::string_view key_of(const StoredAlias& a) const {
    return std::string_view(arena).substr(a.key_at(), a.key_length);
  }

  void store(std::size_t system, SystemTerms terms,
             std::unordered_map<std::string, std::uint32_t>& context_ids);
  void mark_ordinary_and_shared(const MatchRules& rules);
  std::vector<Occurrence> occurrences(std::string_view text) const;
  std::vector<Occurrence> longest(std::vector<Occurrence> found) const;
  bool numbered_variant(std::uint32_t longer, std::uint32_t shorter) const;
  std::optional<std::string> ordinary_context(std::string_view text, const Occurrence& o) const;
};

void AliasIndex::Impl::store(std::size_t system, SystemTerms terms,
                             std::unordered_map<std::string, std::uint32_t>& context_ids) {
  for (const auto& a : terms.aliases) {
    StoredAlias s{};
    s.text_at = static_cast<std::uint32_t>(arena.size());
    s.text_length = static_cast<std::uint32_t>(a.text.size());
    arena += a.text;
    s.key_length = static_cast<std::uint32_t>(a.key.size()) & 0xFFFFFFFu;
    arena += a.key;
    s.system = static_cast<std::uint32_t>(system);
    s.derived = a.derived;
    s.place = a.place;
    aliases.push_back(s);
  }
  first_alias.push_back(static_cast<std::uint32_t>(aliases.size()));
  auto [it, added] = context_ids.try_emplace(context_signature(terms.context),
                                             static_cast<std::uint32_t>(context_sets.size()));
  if (added) context_sets.push_back(std::move(terms.context));
  context_of.push_back(it->second);
}

// Ordinary: the word lists say so. Shared: another system has the same key
// (found by sorting the keys, not by a map of every key).
void AliasIndex::Impl::mark_ordinary_and_shared(const MatchRules& rules) {
  std::unordered_set<std::string_view> keys;
  for (const auto& a : aliases) keys.insert(key_of(a));
  auto ordinary = ordinary_keys(keys, rules);
  keys = std::unordered_set<std::string_view>{};  // freed: assigning {} keeps the buckets
  for (auto& a : aliases) a.ordinary = ordinary.count(std::string(key_of(a))) != 0;

  std::vector<std::uint32_t> order(aliases.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
    return key_of(aliases[x]) < key_of(aliases[y]);
  });
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    bool several = false;
    while (j < order.size() && key_of(aliases[order[j]]) == key_of(aliases[order[i]])) {
      several = several || aliases[order[j]].system != aliases[order[i]].system;
      ++j;
    }
    for (std::size_t k = i; k < j; ++k) aliases[order[k]].shared = several;
    i = j;
  }
}

namespace {

// store(s, terms) for every system s in order, the terms derived by up to
// `threads` threads side by side. A batch at a time, so that the terms of
// a hundred thousand systems are never all held at once.
template <typename Store>
void derive_all(const Deriver& deriver, const std::vector<Record>& records, unsigned threads,
                Store&& store) {
  constexpr std::size_t batch = 512;
  std::vector<SystemTerms> terms;
  for (std::size_t begin = 0; begin < records.size(); begin += batch) {
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
                       unsigned threads)
    : impl_(std::make_unique<Impl>()) {
  Deriver deriver(rules);
  impl_->first_alias.push_back(0);
  {
    std::unordered_map<std::string, std::uint32_t> context_ids;
    derive_all(deriver, records, threads, [&](std::size_t s, SystemTerms terms) {
      impl_->store(s, std::move(terms), context_ids);
    });
  }
  impl_->arena.shrink_to_fit();
  impl_->aliases.shrink_to_fit();
  impl_->first_alias.shrink_to_fit();
  impl_->context_sets.shrink_to_fit();
  impl_->context_of.shrink_to_fit();
  impl_->mark_ordinary_and_shared(rules);
  impl_->automaton.reserve(impl_->aliases.size());
  for (std::uint32_t p = 0; p < impl_->aliases.size(); ++p)
    impl_->automaton.add(impl_->key_of(impl_->aliases[p]), p);
  impl_->automaton.build();
  for (const auto& w : rules.computer_words) {
    std::string key = normalize_key(w);
    if (!key.empty()) impl_->computer_words.push_back(ContextTerm{w, key, "computer word"});
  }
  for (const auto& w : rules.product_words) impl_->product_keys.push_back(normalize_key(w));
  impl_->context_words = rules.context_words;
}

AliasIndex::~AliasIndex() = default;
AliasIndex::AliasIndex(AliasIndex&&) noexcept = default;
AliasIndex& AliasIndex::operator=(AliasIndex&&) noexcept = default;

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
      if (on_word_boundaries(text, ob, oe)) found.push_back({p, ob, oe});
    });
    carry.insert(carry.end(), piece.origin.begin(), piece.origin.end());
    if (carry.size() > automaton.longest())
      carry.erase(carry.begin(), carry.end() - static_cast<std::ptrdiff_t>(automaton.longest()));
    offset += piece.text.size();
  }
  return found;
}

// Where the names of two systems overlap and the longer one only adds a
// number or model to the shorter ("Colossus 2" over "Colossus"), the page
// names the longer one: drop the shorter. A longer name that adds words
// ("RAIDEN GPU subsystem" over "RAIDEN") is the same system called more
// fully, and both stay.
bool AliasIndex::Impl::numbered_variant(std::uint32_t longer, std::uint32_t shorter) const {
  std::string_view l = alias_of(longer).key;
  std::string_view s = alias_of(shorter).key;
  std::string_view rest;
  if (l.starts_with(s)) rest = l.substr(s.size());
  else if (l.ends_with(s)) rest = l.substr(0, l.size() - s.size());
  else return false;
  return std::any_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::vector<Occurrence> AliasIndex::Impl::longest(std::vector<Occurrence> found) const {
  std::sort(found.begin(), found.end(), [](const Occurrence& a, const Occurrence& b) {
    return a.begin != b.begin ? a.begin < b.begin : a.end > b.end;
  });
  std::vector<Occurrence> kept;
  const Occurrence* cover = nullptr;
  for (const auto& o : found) {
    bool covered = cover != nullptr && o.end <= cover->end &&
                   (cover->end - cover->begin) > (o.end - o.begin) &&
                   system_of(cover->pattern) != system_of(o.pattern) &&
                   numbered_variant(cover->pattern, o.pattern);
    if (!covered) kept.push_back(o);
    if (cover == nullptr || o.end > cover->end) cover = &o;
  }
  return kept;
}

// Whether an occurrence of an ordinary-word name is this system's name
// there: the context that shows it, or nothing.
std::optional<std::string> AliasIndex::Impl::ordinary_context(std::string_view text,
                                                              const Occurrence& o) const {
  AliasView alias = alias_of(o.pattern);
  if (!case_fits(alias.text, text.substr(o.begin, o.end - o.begin))) return std::nullopt;
  if (in_compound(text, o.begin, o.end)) return std::nullopt;
  if (followed_by_product(text, o.end, product_keys)) return std::nullopt;
  const auto& own = context_sets[context_of[system_of(o.pattern)]];
  bool own_only = alias.shared || alias.place;
  return find_context(text, o.begin, o.end, own, own_only ? no_terms : computer_words,
                      context_words);
}

std::vector<std::pair<std::size_t, Naming>> AliasIndex::scan(std::string_view text,
                                                             std::string_view url) const {
  struct Best {
    Occurrence at;
    std::string context;
  };
  std::unordered_map<std::size_t, Best> best;
  for (const auto& o : impl_->longest(impl_->occurrences(text))) {
    AliasView alias = impl_->alias_of(o.pattern);
    std::size_t system = impl_->system_of(o.pattern);
    auto it = best.find(system);
    if (it != best.end() && rank(impl_->alias_of(it->second.at.pattern)) >= rank(alias)) continue;
    std::optional<std::string> context = "";
    if (alias.ordinary || alias.place) context = impl_->ordinary_context(text, o);
    if (context) best[system] = Best{o, std::move(*context)};
  }

  std::vector<std::pair<std::size_t, Naming>> out;
  for (auto& [system, b] : best) {
    AliasView alias = impl_->alias_of(b.at.pattern);
    Naming n;
    n.alias = std::string(alias.text);
    n.derived = alias.derived;
    n.evidence = evidence_quote(text, b.at.begin, b.at.end);
    n.context = std::move(b.context);
    n.fragment_url = fragment_link(url, text, b.at.begin, b.at.end);
    out.emplace_back(system, std::move(n));
  }
  std::sort(out.begin(), out.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

std::vector<std::pair<std::string, bool>> AliasIndex::aliases_of(std::size_t system) const {
  std::vector<std::pair<std::string, bool>> out;
  if (system + 1 >= impl_->first_alias.size()) return out;
  for (auto p = impl_->first_alias[system]; p < impl_->first_alias[system + 1]; ++p) {
    AliasView a = impl_->alias_of(p);
    out.emplace_back(std::string(a.text), a.derived);
  }
  return out;
}

}  // namespace verifier::match
