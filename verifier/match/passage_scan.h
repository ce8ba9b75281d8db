// match/passage_scan.h: internal to match/: the scan of one passage
// (facts.h's facts_of): the passage cut once into tokens, its model mentions,
// and the counts read around each number. Its members live in the files of
// their idea: accelerator_mentions.cpp (model mentions, and the Accelerators
// table they are looked up in), count_numbers.cpp (a number in digits, words
// or CJK numerals), count_reading.cpp (what is no count, a count's markers
// and its noun phrase), count_per_unit.cpp (what one unit holds, no total),
// equal_number.cpp ("an equal number of GPUs"), defined_units.cpp (a
// unit the passage defines, "1 cloud TPU = 4 TPU chips"), joined_counts.cpp (counts
// read together: ranges, carried bounds, pods, products, a table's rows),
// headed_row.cpp (a row under a header line of its own) and facts.cpp (the
// driver, and the model each count belongs to).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/facts.h"
#include "match/facts_words.h"

namespace verifier::match::internal {

class Scan {
 public:
  // `header`: the line above the passage that heads its table's columns
  // (facts_of), if any.
  Scan(std::string_view passage, const Accelerators& table, std::string_view header = {})
      : s_(passage), header_(header), table_(table), t_(tokens_of(passage)) {}

  std::vector<Mention> mentions(bool lenient) const;
  Facts facts();

 private:
  struct Raw {
    std::size_t first, last;  // tokens
    std::size_t named;
  };
  struct Number {
    std::size_t first, last;       // tokens of the number itself
    std::int64_t value = 0;
    std::int64_t unit = 0;         // 0: exact; else the written precision
    bool times = false;            // "4x": a multiplicity, as in "4x H100"
    std::optional<std::size_t> of = {};  // "A100 40GB x480": the mention it multiplies
  };

  std::string_view text(std::size_t i) const { return s_.substr(t_[i].begin, t_[i].end - t_[i].begin); }
  std::string word(std::size_t i) const { return ascii_lower(text(i)); }
  bool glued(std::size_t i) const { return i < t_.size() && !t_[i].space_before; }
  bool is_punct(std::size_t i, char32_t c) const {
    return i < t_.size() && t_[i].kind == Kind::punct && t_[i].cp == c;
  }
  bool opens_quote(std::size_t i) const {
    return is_punct(i, '"') || is_punct(i, '\'') || is_punct(i, U'\u201C') ||
           is_punct(i, U'\u2018') || is_punct(i, U'\u00AB');
  }
  std::optional<Raw> form_at(std::size_t i) const;
  std::vector<Raw> raws() const;
  bool names_accelerator(std::size_t begin, std::size_t end) const;

  std::optional<Number> digits_at(std::size_t i) const;
  struct Digits;  // count_numbers.cpp: a number's figures as read so far
  bool group_digits(Digits& d) const;
  bool three_digits(std::size_t k) const;
  char grouping_mark(std::size_t p) const;
  void decimal_part(Digits& d, std::string_view head) const;
  bool scale_of(Digits& d) const;
  std::optional<Number> words_at(std::size_t i) const;
  std::optional<Number> times_after_model(std::size_t i) const;
  void memory_times(Number& n) const;
  std::optional<Number> cjk_at(std::size_t i) const;
  std::optional<Number> multiplicity_at(std::size_t i) const;
  std::optional<Number> equal_number_at(std::size_t i) const;
  bool not_a_count(const Number& n, std::size_t after) const;
  bool no_count_before(const Number& n) const;
  bool joins_before(std::size_t i) const;
  bool no_count_after(const Number& n, std::size_t after) const;
  std::optional<Number> number_at(std::size_t i) const;
  std::optional<Number> number_in_words(std::size_t i) const;
  Count count_of(const Number& n) const;
  void glued_marker_after(Count& c, bool& strict, std::size_t& after) const;
  void read_counted(Count& c, Number& n, std::size_t& after);
  bool between_labels(const Number& n, std::size_t after) const;
  Counted counted_by_clause(std::size_t begin, std::string_view rest) const;
  bool held_per_unit(Count& c, const Number& n, std::size_t after, std::string_view rest);
  bool said_per_unit_after(const Count& c, std::size_t after, std::string_view rest) const;
  bool said_per_unit_before(const Count& c) const;
  bool counts_nothing(std::size_t begin, std::string_view rest) const;
  bool year_or_name(const Count& c, const Number& n, std::size_t after) const;
  // The count at token i (i moves to its last token), and the byte where its
  // noun phrase ends.
  std::optional<Count> count_at(std::size_t& i, std::size_t& phrase_end);
  bool about_one_node(std::size_t begin) const;
  bool sized_unit(const Number& n, std::size_t after) const;
  bool in_named_unit(const Count& c, const Number& n) const;
  std::optional<std::size_t> sized_by(const Count& c, const Number& n) const;
  std::int64_t hyphened_size(std::size_t k) const;
  std::int64_t unit_size_at(std::size_t k) const;
  std::int64_t ways_at(std::size_t k) const;
  bool in_one(std::size_t after) const;
  bool the_few(const Count& c) const;
  bool each_closes_clause(std::size_t after) const;
  bool defines_unit(const Number& n, std::size_t after) const;
  bool held_by_uncounted(const Count& c, const Number& n, std::size_t after) const;
  struct DefinedUnit {
    std::string last;   // the unit's last word, singular: "tpu" of "1 cloud TPU"
    std::string holds;  // the noun of what one holds: "chip" of "= 4 TPU chips"
  };
  std::optional<DefinedUnit> defined_unit() const;
  void defined_units(std::vector<Count>& counts) const;
  bool in_system_name(const Number& n, std::size_t after) const;
  bool accelerator_noun(std::size_t from, std::size_t to) const;
  bool names_before_model(std::size_t k) const;
  bool coordinate_adjective(std::size_t k) const;
  std::size_t past_the_chips(std::size_t of) const;
  std::size_t past_possessive(std::size_t k) const;
  bool unit_hyphened(std::size_t k) const;
  bool spaced_times(std::size_t after);
  bool plural_model(const Count& c) const;
  void read_noun(Count& c, std::size_t& after);
  void read_counter(Count& c, std::size_t& after) const;
  Counted first_noun(std::size_t from, std::size_t to) const;
  void read_of(Count& c, std::size_t& after) const;
  bool is_mention_first(std::size_t k) const;
  std::size_t past_link_open(std::size_t k) const;
  struct NounPhrase;  // count_reading.cpp: a noun phrase as it is read
  void read_phrase(Count& c, std::size_t& after) const;
  bool model_at(std::size_t m, std::size_t j) const;
  bool model_next(std::size_t m, std::size_t j) const;
  void take_model(Count& c, NounPhrase& p) const;
  bool skip_in_phrase(NounPhrase& p) const;
  bool read_phrase_word(Count& c, NounPhrase& p) const;
  Counted noun_in_phrase(const Count& c, std::string_view w) const;
  std::size_t unit_past_aside(std::size_t open) const;
  Counted noun_before(std::size_t first) const;
  void tie_models(std::vector<Count>& counts) const;
  bool names_model(std::size_t begin, std::size_t end) const;
  std::optional<std::size_t> cell_model(const Count& c, std::size_t begin, std::size_t end,
                                        const std::vector<bool>& owned) const;
  bool type_unknown() const;
  bool model_listed_as_uncertain(std::string_view lowered) const;
  bool counts_pods(const std::vector<Count>& counts) const;
  bool of_pods(const Count& c) const;
  void pods_over_units(std::vector<Count>& counts) const;
  void per_pod(std::vector<Count>& counts) const;
  void products(std::vector<Count>& counts, const std::vector<std::size_t>& phrase_ends) const;
  void ranges(std::vector<Count>& counts, std::vector<std::size_t>& phrase_ends) const;
  void carried_bounds(std::vector<Count>& counts) const;
  void table_rows(std::vector<Count>& counts) const;
  void headed_cells(std::vector<Count>& counts) const;
  void sized_products(std::vector<Count>& counts) const;
  std::optional<std::size_t> size_word_of(const Count& each) const;

  std::string_view s_;
  std::string_view header_;
  const Accelerators& table_;
  std::vector<Token> t_;
  std::vector<Mention> mentions_;
  std::vector<std::size_t> mention_first_, mention_last_;  // token range per mention
  std::size_t counted_until_ = 0;  // end of the last accelerator count read
  // The last exact count read, its end byte and value: what "an equal
  // number" after it in its clause counts again.
  std::optional<std::pair<std::size_t, std::int64_t>> written_;
  // Per-unit counts equal to a unit's size named before them ("261 four-GPU
  // ... nodes with: ... 4 Nvidia Tesla V100"): the count's begin, and the
  // size word's token.
  std::vector<std::pair<std::size_t, std::size_t>> sized_;
};

}  // namespace verifier::match::internal
