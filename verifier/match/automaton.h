// match/automaton.h: finds every occurrence of many patterns in one pass
// (Aho-Corasick, compiled to a full DFA over byte classes).
// Takes: normalised patterns, each with an id, once. Gives: for a normalised
// text, every (id, begin, end) where a pattern occurs, word boundaries not
// yet checked. The cost per text byte is one table lookup whatever the
// number of patterns; only bytes that occur in some pattern get a column, so
// the table stays small (states x distinct pattern bytes).
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
  // Patterns must be non-empty; ids are the caller's. The pattern is not
  // copied: its bytes must stay alive and unchanged until build() returns.
  void add(std::string_view pattern, std::uint32_t id);
  void build();

  // Calls found(id, begin, end) for every occurrence, in order of `end`.
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
    const std::int32_t* delta = delta_.data();
    std::int32_t s = state;
    for (std::size_t i = 0; i < piece.size(); ++i) {
      auto cls = classes_[static_cast<unsigned char>(piece[i])];
      s = delta[static_cast<std::size_t>(s) * columns_ + cls];
      if (has_output_[static_cast<std::size_t>(s)]) report(s, offset + i + 1, found);
    }
    state = s;
  }

  // The longest pattern, in bytes.
  std::size_t longest() const { return longest_; }

  std::size_t states() const { return depth_.size(); }

 private:
  template <typename Found>
  void report(std::int32_t state, std::size_t end, Found& found) const {
    for (std::int32_t s = state; s > 0; s = output_link_[static_cast<std::size_t>(s)]) {
      auto st = static_cast<std::size_t>(s);
      for (std::uint32_t k = output_begin_[st]; k < output_begin_[st + 1]; ++k)
        found(outputs_[k], end - depth_[st], end);
    }
  }

  std::int32_t& at(std::int32_t state, std::size_t cls) {
    return delta_[static_cast<std::size_t>(state) * columns_ + cls];
  }
  // A trie edge, kept only while building: the table is sized once all
  // states are known, so it is never copied while growing.
  struct Edge {
    std::int32_t from;
    std::int32_t to;
    std::uint16_t cls;
  };
  std::vector<std::uint32_t> sorted_patterns() const;
  std::vector<Edge> build_trie(std::vector<std::pair<std::int32_t, std::uint32_t>>& ends);
  void link_failures(const std::vector<std::uint8_t>& own);
  void collect_outputs(std::vector<std::pair<std::int32_t, std::uint32_t>>& ends);
  std::string_view pattern(std::size_t i) const {
    return added_[i].pattern;
  }

  std::uint16_t classes_[256] = {};
  std::size_t columns_ = 1;
  std::size_t longest_ = 0;
  std::vector<std::int32_t> delta_;         // states x columns; -1 while building
  std::vector<std::uint32_t> depth_;        // pattern length ending in the state
  std::vector<std::int32_t> output_link_;   // next state on the suffix chain with output
  std::vector<std::uint8_t> has_output_;    // this state or its output chain reports
  std::vector<std::uint32_t> output_begin_; // outputs_[begin[s], begin[s+1]): ids ending at s
  std::vector<std::uint32_t> outputs_;
  // Until build(): views of the caller's patterns, not copies of them.
  struct Added {
    std::string_view pattern;
    std::uint32_t id;
  };
  std::vector<Added> added_;
};

}  // namespace verifier::match
