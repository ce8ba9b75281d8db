// match/automaton.h: finds every occurrence of many patterns in one pass
// (Aho-Corasick, a hybrid of a DFA and a trie with failure links).
// Takes: normalised patterns, each with an id, once. Gives: for a normalised
// text, every (id, begin, end) where a pattern occurs, word boundaries not
// yet checked.
// Why hybrid: with many names most states are deep and belong to one name
// ("benchmark system 1234"), and a full DFA row (one int per byte class) for
// each of them was most of the index's memory. Shallow states, where a scan
// of ordinary text spends nearly all its time, keep a full row (one table
// lookup per byte); deeper ones keep only their trie edges and a failure
// link, followed until an edge or a shallow state is found.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace verifier::match {

class Automaton {
 public:
  // States up to this depth get a full row: ordinary text keeps entering the
  // first bytes of names ("nvi" of "nvidia ..."), and 4 kept match-bench at
  // the full DFA's speed where 3 did not always. Four levels stay small
  // (1,086 rows for the bundled records, 176 for the bench's 10,000
  // systems); kDenseCells caps them at 1 MiB whatever the names.
  static constexpr std::size_t kDenseDepth = 4;
  static constexpr std::size_t kDenseCells = std::size_t{1} << 18;

  Automaton() = default;
  // `dense_depth` other than kDenseDepth is for tests: 0 keeps a row for the
  // root only; a large one gives every state a row.
  explicit Automaton(std::size_t dense_depth) : dense_depth_(dense_depth) {}

  // Room for `patterns` calls to add(), so the list is not grown by doubling.
  void reserve(std::size_t patterns) { added_.reserve(patterns); }
  // Patterns must be non-empty; ids are the caller's. The pattern is not
  // copied: its bytes must stay alive and unchanged until build() returns.
  void add(std::string_view pattern, std::uint32_t id);
  void build();

  // Calls found(id, begin, end) for every occurrence, in order of `end`
  // (the longer pattern first, equal patterns in the order added).
  // Const and allocation-free: safe to call from several threads at once.
  template <typename Found>
  void scan(std::string_view text, Found&& found) const {
    std::int32_t state = 0;
    scan_piece(text, 0, state, found);
  }

  // The same over a text given in pieces: `state` carries over from one
  // piece to the next (start it at 0), `offset` is where this piece starts,
  // and found() gets offsets in the whole text.
  template <typename Found>
  void scan_piece(std::string_view piece, std::size_t offset, std::int32_t& state,
                  Found&& found) const {
    for (std::size_t i = run(piece, 0, state); i < piece.size(); i = run(piece, i + 1, state))
      report(state, offset + i + 1, found);
  }

  // The longest pattern, in bytes.
  std::size_t longest() const { return longest_; }

  std::size_t states() const { return fail_.size(); }
  // States with a full row.
  std::size_t dense_states() const { return dense_states_; }

 private:
  static constexpr std::uint8_t kOwn = 1;      // a pattern ends in this state
  static constexpr std::uint8_t kReports = 2;  // ... in it or in a suffix of it

  // Steps through piece[from, ...) until a state where a pattern ends:
  // gives the index of the byte that led there (or piece.size()), `state`
  // the state after it. Out of line and free of the caller's callback, so
  // the byte loop keeps its state in a register: inlined beside found(),
  // it went through the stack at every byte.
  std::size_t run(std::string_view piece, std::size_t from, std::int32_t& state) const;

  // The state after `byte` from any state: a dense state's row, or a sparse
  // state's edge, following failure links until an edge or a dense state.
  std::int32_t next(std::int32_t s, unsigned char byte) const {
    auto cls = classes_[byte];
    while (static_cast<std::size_t>(s) >= dense_states_) {
      if (cls == 0) return 0;  // a byte no pattern has: no suffix survives it
      auto st = static_cast<std::size_t>(s);
      for (std::uint32_t t = first_child_[st]; t < first_child_[st + 1]; ++t)
        if (label_[t] == byte) return static_cast<std::int32_t>(t);
      s = fail_[st];
    }
    return dense_[static_cast<std::size_t>(s) * columns_ + cls];
  }

  template <typename Found>
  void report(std::int32_t state, std::size_t end, Found& found) const {
    for (std::int32_t s = state; s > 0 && (flags_[static_cast<std::size_t>(s)] & kReports) != 0;
         s = fail_[static_cast<std::size_t>(s)]) {
      if ((flags_[static_cast<std::size_t>(s)] & kOwn) == 0) continue;
      std::size_t depth = depth_of(s);
      for (std::size_t k = first_output(s); k < outputs_.size() && outputs_[k].state == s; ++k)
        found(outputs_[k].id, end - depth, end);
    }
  }

  struct Output {
    std::int32_t state;
    std::uint32_t id;
  };
  struct Added {
    std::string_view pattern;
    std::uint32_t id;
  };

  std::size_t depth_of(std::int32_t state) const;
  std::size_t first_output(std::int32_t state) const;
  std::vector<std::uint32_t> sorted_patterns() const;
  std::size_t count_states(const std::vector<std::uint32_t>& order) const;
  void build_trie(std::vector<std::uint32_t> order);
  void link_failures();

  std::size_t dense_depth_ = kDenseDepth;
  std::uint16_t classes_[256] = {};
  // A dense row's length, a power of two (the byte classes, rounded up):
  // a row is found by a shift, not a multiply, at every byte of a scan.
  std::size_t columns_ = 1;
  std::size_t row_shift_ = 0;  // log2(columns_)
  std::size_t longest_ = 0;
  // States are numbered breadth first, children in byte order: the dense
  // ones are the first dense_states_, a state's children are consecutive,
  // and a failure link always points to a lower number.
  std::size_t dense_states_ = 1;
  std::vector<std::int32_t> dense_;          // dense_states_ x columns_
  std::vector<std::uint32_t> first_child_;   // children of s: [first_child_[s], first_child_[s+1])
  std::vector<unsigned char> label_;         // the byte on the edge into the state
  std::vector<std::int32_t> fail_;           // longest proper suffix that is a state
  std::vector<std::uint8_t> flags_;          // kOwn | kReports
  std::vector<std::uint32_t> level_begin_;   // first state of each depth, then states()
  std::vector<Output> outputs_;              // sorted by state, equal patterns as added
  // Until build(): views of the caller's patterns, not copies of them.
  std::vector<Added> added_;
};

}  // namespace verifier::match
