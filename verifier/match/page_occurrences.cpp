// match/page_occurrences.cpp: a page's occurrences of every name in the
// index (AliasIndex::scan's first steps), in one pass over its fold, each
// on word boundaries of the page, and the longest name winning where the
// names of two systems overlap.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/utf8.h"
#include "match/alias_index_impl.h"
#include "match/automaton.h"
#include "match/context.h"
#include "match/match.h"
#include "match/normalize.h"

namespace verifier::match {

// The index's insides, shared with the other files of the index
// (alias_index_impl.h).
using namespace internal;

namespace {

// "ThetaGPU": a name glued to a partition word is on word boundaries with it.
bool glued_to_partition(std::string_view text, std::size_t begin, std::size_t end) {
  const std::size_t glued = partition_after(text, end);
  return glued > 0 && on_word_boundaries(text, begin, end + glued);
}

}  // namespace

// Folds and scans the page a piece at a time; the origins of the last
// `longest` folded bytes are kept so a name that spans two pieces still
// maps back to the page.
std::vector<Occurrence> AliasIndex::Impl::occurrences(std::string_view text) const {
  constexpr std::size_t piece_bytes = std::size_t{64} * 1024;
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
      std::size_t oe = next_char_start(text, last);
      // "ThetaGPU": a name glued to a partition word is still the name.
      if (on_word_boundaries(text, ob, oe) || glued_to_partition(text, ob, oe)) found.push_back({p, ob, oe});
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

}  // namespace verifier::match
