// match/normalize.h: folds text into the form that names are compared in,
// keeping a map back to the original so evidence can quote the page as is.
// Takes: UTF-8 text (a page, an alias). Gives: a Normalized string in which
//   - NFKC compatibility forms, case (full case folding) and marks are folded
//     away (Jülich ~ julich, ＦＵＧＡＫＵ ~ fugaku);
//   - characters that are neither letters nor digits (spaces of any kind,
//     dashes U+2010-2015 and U+2212, quotes, middle dots · ・ ‧, slashes,
//     brackets, commas) leave no byte at all, so all of them compare equal,
//     and so do their absence: MareNostrum5 ~ MareNostrum 5 ~ MareNostrum-5,
//     12,288 ~ 12 288 ~ 12288, TSUBAME4.0 ~ TSUBAME 4.0, 神威·太湖之光 ~
//     神威・太湖之光;
//   - only a decimal point between two digits is kept ('.'), so 4.0 is not 40
//     (nor ＴＳＵＢＡＭＥ４．０, full width, TSUBAME40).
// Dropping separators trades a rare false joint ("Las Sen" ~ "Lassen") for
// every spacing variant at once. Word boundaries are therefore checked on the
// original text at both ends of a match (is_word_char): "Lassen2" and
// "Lassens" are not "Lassen".
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace verifier::match {

struct Normalized {
  std::string text;                   // folded UTF-8, no separators
  std::vector<std::uint32_t> origin;  // per byte of text: offset in the original
                                      // of the character it came from
};

// A stretch of a fold: its bytes and, per byte, the offset in the original
// of the character it came from.
struct FoldedSpan {
  std::string_view text;
  std::span<const std::uint32_t> origin;
};

// [begin, end) in the original of the normalised bytes [from, to), to > from.
std::pair<std::size_t, std::size_t> original_span(FoldedSpan folded, std::string_view original,
                                                  std::size_t from, std::size_t to);
std::pair<std::size_t, std::size_t> original_span(const Normalized& folded,
                                                  std::string_view original,
                                                  std::size_t from, std::size_t to);

Normalized normalize(std::string_view original);

// original[from, to) folded alone, cut out of `folded`, the fold of a
// stretch of the original that holds it (a Folding's, from `from` or
// before): the same bytes and origins as normalize(original.substr(from,
// to - from)), the origins offsets into the whole original. So the
// passages around a name are folded once for a page, not once each. Alone,
// the stretch has no digit before it or after it, so a decimal point at
// either edge goes.
FoldedSpan fold_of(const Normalized& folded, std::string_view original, std::size_t from,
                   std::size_t to);

// Folds a long text piece by piece into one reused buffer, so a page is
// scanned without a folded copy of all of it (and its offset map) in memory.
// Each piece's origin offsets refer to the whole original text.
class Folding {
 public:
  // From `from` on (any byte), starting as the original's fold would if
  // it began there: a character cut at `from` leaves no byte.
  explicit Folding(std::string_view original, std::size_t from = 0)
      : original_(original), at_(from) {}
  // Folds about `bytes` more of the original (never splitting a character)
  // into `out`, replacing what it held. False once the text is used up.
  bool next(std::size_t bytes, Normalized& out);
  // Folds the original up to `stop` (or past it, to finish a character)
  // onto the end of `out`.
  void append_until(std::size_t stop, Normalized& out);
  // How far the original has been folded.
  std::size_t at() const { return at_; }

 private:
  std::string_view original_;
  std::size_t at_ = 0;
  std::uint8_t last_ = 0;  // kind of the last character folded: none yet
};

// The normalised text alone: the key an alias, an owner form or a dictionary
// word is compared by.
std::string normalize_key(std::string_view original);

// normalize(original) into `out`, whose buffers are reused: a word list of a
// million lines is folded with no allocation a line.
void normalize_into(std::string_view original, Normalized& out);

// A decimal point of any width ("." and "．", what the fold makes "."), and
// a decimal digit of any script or width ("4", "４"): the fold keeps a
// point between two digits, and a name's number ends before neither.
bool is_decimal_point(char32_t c);
bool is_decimal_digit(char32_t c);

// A character of a script that writes words without spaces (Han, kana, Thai,
// Lao, Khmer, Myanmar): names in them match as substrings.
bool is_spaceless(char32_t c);

// A letter or digit of a script that separates words with spaces: a name may
// not begin or end next to one.
bool is_word_char(char32_t c);

// Whether [begin, end) of the original starts and ends on word boundaries:
// no letter or digit of a spaced script right outside it, and a number not
// continued by a decimal part or a group of thousands ("Colossus 2" is not in
// "Colossus 2.5" nor "Colossus 2,000"; a row of values' next field ends it:
// "Phase 1,0.5"). An
// end in a spaceless script needs no boundary (富岳 in 富岳は).
bool on_word_boundaries(std::string_view original, std::size_t begin, std::size_t end);

// The character that starts at `at` and the one that ends at `at`, or 0 at
// the edges of the text; invalid UTF-8 reads as U+FFFD.
char32_t char_at(std::string_view text, std::size_t at);
char32_t char_before(std::string_view text, std::size_t at);

}  // namespace verifier::match
