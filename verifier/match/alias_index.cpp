// match/alias_index.cpp: compiles every alias of every system into one
// automaton, then decides each page in one pass: occurrences on word
// boundaries, the longest name winning where two overlap, ordinary names
// kept only with context (their own context when several systems share the
// name), and the best occurrence per system quoted.
#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "match/automaton.h"
#include "match/context.h"
#include "match/derive.h"
#include "match/evidence.h"
#include "match/match.h"
#include "match/normalize.h"
#include "match/ordinary.h"

namespace verifier::match {
namespace {

struct Pattern {
  std::size_t system;
  std::size_t alias;
};

struct Occurrence {
  std::uint32_t pattern;
  std::size_t begin;  // in the original text
  std::size_t end;
};

std::size_t utf8_length(std::string_view text, std::size_t at) {
  auto lead = static_cast<unsigned char>(text[at]);
  std::size_t n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  return std::min(n, text.size() - at);
}

// Explicit names before derived ones, then the longer name.
std::pair<int, std::size_t> rank(const Alias& a) { return {a.derived ? 0 : 1, a.key.size()}; }

}  // namespace

struct AliasIndex::Impl {
  std::vector<SystemTerms> systems;
  std::vector<Pattern> patterns;
  std::vector<ContextTerm> computer_words;
  std::vector<std::string> product_keys;
  std::vector<ContextTerm> no_terms;  // what a shared name may not lean on
  std::size_t context_words = 30;
  Automaton automaton;

  const Alias& alias_of(std::uint32_t p) const {
    return systems[patterns[p].system].aliases[patterns[p].alias];
  }

  std::vector<Occurrence> occurrences(std::string_view text) const;
  std::vector<Occurrence> longest(std::vector<Occurrence> found) const;
  bool numbered_variant(std::uint32_t longer, std::uint32_t shorter) const;
  std::optional<std::string> ordinary_context(std::string_view text, const Occurrence& o) const;
};

AliasIndex::AliasIndex(const std::vector<Record>& records, const MatchRules& rules)
    : impl_(std::make_unique<Impl>()) {
  Deriver deriver(rules);
  std::unordered_set<std::string> keys;
  for (const auto& r : records) {
    impl_->systems.push_back(deriver.terms_of(r));
    for (const auto& a : impl_->systems.back().aliases) keys.insert(a.key);
  }
  auto ordinary = ordinary_keys(keys, rules);
  std::unordered_map<std::string, std::size_t> systems_named;  // key -> systems with it
  for (const auto& terms : impl_->systems) {
    std::unordered_set<std::string> own;
    for (const auto& a : terms.aliases)
      if (own.insert(a.key).second) ++systems_named[a.key];
  }
  for (std::size_t s = 0; s < impl_->systems.size(); ++s) {
    auto& aliases = impl_->systems[s].aliases;
    for (std::size_t a = 0; a < aliases.size(); ++a) {
      aliases[a].ordinary = ordinary.count(aliases[a].key) != 0;
      aliases[a].shared = systems_named[aliases[a].key] > 1;
      impl_->automaton.add(aliases[a].key, static_cast<std::uint32_t>(impl_->patterns.size()));
      impl_->patterns.push_back({s, a});
    }
  }
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
  const std::string& l = alias_of(longer).key;
  const std::string& s = alias_of(shorter).key;
  std::string rest;
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
                   patterns[cover->pattern].system != patterns[o.pattern].system &&
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
  const Alias& alias = alias_of(o.pattern);
  if (!case_fits(alias.text, text.substr(o.begin, o.end - o.begin))) return std::nullopt;
  if (in_compound(text, o.begin, o.end)) return std::nullopt;
  if (followed_by_product(text, o.end, product_keys)) return std::nullopt;
  const auto& own = systems[patterns[o.pattern].system].context;
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
    const Alias& alias = impl_->alias_of(o.pattern);
    std::size_t system = impl_->patterns[o.pattern].system;
    auto it = best.find(system);
    if (it != best.end() && rank(impl_->alias_of(it->second.at.pattern)) >= rank(alias)) continue;
    std::optional<std::string> context = "";
    if (alias.ordinary || alias.place) context = impl_->ordinary_context(text, o);
    if (context) best[system] = Best{o, std::move(*context)};
  }

  std::vector<std::pair<std::size_t, Naming>> out;
  for (auto& [system, b] : best) {
    const Alias& alias = impl_->alias_of(b.at.pattern);
    Naming n;
    n.alias = alias.text;
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
  if (system >= impl_->systems.size()) return out;
  for (const auto& a : impl_->systems[system].aliases) out.emplace_back(a.text, a.derived);
  return out;
}

}  // namespace verifier::match
