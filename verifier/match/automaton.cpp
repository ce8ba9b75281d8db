// match/automaton.cpp: builds the hybrid Aho-Corasick automaton. The trie is
// built one depth at a time from the sorted patterns, so its states come out
// numbered breadth first and every array is allocated once at its final
// size (growing them state by state held up to three times their size at
// once). Failure links and the dense rows are then filled in that order,
// which guarantees a state's failure target is finished before the state.
#include "match/automaton.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <numeric>

namespace verifier::match {
namespace {

constexpr std::uint32_t kNoChild = std::numeric_limits<std::uint32_t>::max();

std::size_t common_prefix(std::string_view a, std::string_view b) {
  std::size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
  return n;
}

}  // namespace

void Automaton::add(std::string_view pattern, std::uint32_t id) {
  if (pattern.empty()) return;
  added_.push_back({pattern, id});
}

// Pattern indices in byte order, equal patterns in the order added, so equal
// prefixes are neighbours and equal patterns report in the order added.
std::vector<std::uint32_t> Automaton::sorted_patterns() const {
  std::vector<std::uint32_t> order(added_.size());
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return added_[a].pattern < added_[b].pattern;
  });
  return order;
}

// One state per distinct prefix: what a sorted pattern does not share with
// the one before it.
std::size_t Automaton::count_states(const std::vector<std::uint32_t>& order) const {
  std::size_t states = 1;
  std::string_view previous;
  for (std::uint32_t i : order) {
    std::string_view p = added_[i].pattern;
    states += p.size() - common_prefix(previous, p);
    previous = p;
  }
  return states;
}

// Depth d's states are the distinct d-byte prefixes, in sorted order: two
// neighbouring patterns share a state when they share the parent state and
// the d-th byte. `order` keeps the patterns longer than d, `at` their state.
void Automaton::build_trie(std::vector<std::uint32_t> order) {
  std::size_t states = count_states(order);
  first_child_.assign(states + 1, kNoChild);
  label_.assign(states, 0);
  fail_.assign(states, 0);
  flags_.assign(states, 0);
  outputs_.reserve(order.size());
  level_begin_.reserve(longest_ + 2);
  level_begin_.push_back(0);
  level_begin_.push_back(1);
  std::vector<std::int32_t> at(order.size(), 0);
  std::uint32_t next_state = 1;
  // Bounded: every depth drops the patterns that end there.
  for (std::size_t depth = 1; !order.empty(); ++depth) {
    std::size_t kept = 0;
    std::int32_t last_parent = -1;
    unsigned char last_byte = 0;
    std::uint32_t t = 0;
    for (std::size_t k = 0; k < order.size(); ++k) {
      std::string_view p = added_[order[k]].pattern;
      auto byte = static_cast<unsigned char>(p[depth - 1]);
      auto parent = at[k];
      if (parent != last_parent || byte != last_byte) {
        t = next_state++;
        label_[t] = byte;
        auto& first = first_child_[static_cast<std::size_t>(parent)];
        if (first == kNoChild) first = t;
        last_parent = parent;
        last_byte = byte;
      }
      if (p.size() == depth) {
        outputs_.push_back({static_cast<std::int32_t>(t), added_[order[k]].id});
        flags_[t] = kOwn | kReports;
      } else {
        order[kept] = order[k];
        at[kept] = static_cast<std::int32_t>(t);
        ++kept;
      }
    }
    order.resize(kept);
    at.resize(kept);
    level_begin_.push_back(next_state);
  }
  // A state without children starts its (empty) range where the next ends.
  first_child_[states] = static_cast<std::uint32_t>(states);
  for (std::size_t s = states; s-- > 0;)
    if (first_child_[s] == kNoChild) first_child_[s] = first_child_[s + 1];
}

// In state order: a state's failure target has a lower number, so its row
// and its own failure link are final by the time the state is reached.
void Automaton::link_failures() {
  std::size_t states = fail_.size();
  std::size_t shallow = level_begin_[std::min(dense_depth_ + 1, level_begin_.size() - 1)];
  dense_states_ = std::min(shallow, std::max<std::size_t>(1, kDenseCells / columns_));
  dense_.assign(dense_states_ * columns_, 0);
  for (std::size_t s = 0; s < states; ++s) {
    if (s < dense_states_ && s > 0) {
      auto from = dense_.begin() + static_cast<std::ptrdiff_t>(
                                       static_cast<std::size_t>(fail_[s]) * columns_);
      std::copy(from, from + static_cast<std::ptrdiff_t>(columns_),
                dense_.begin() + static_cast<std::ptrdiff_t>(s * columns_));
    }
    for (std::uint32_t t = first_child_[s]; t < first_child_[s + 1]; ++t) {
      if (s < dense_states_) dense_[s * columns_ + classes_[label_[t]]] = static_cast<std::int32_t>(t);
      std::int32_t f = s == 0 ? 0 : next(fail_[s], label_[t]);
      fail_[t] = f;
      if ((flags_[static_cast<std::size_t>(f)] & kReports) != 0) flags_[t] |= kReports;
    }
  }
}

std::size_t Automaton::depth_of(std::int32_t state) const {
  auto above = std::upper_bound(level_begin_.begin(), level_begin_.end(),
                                static_cast<std::uint32_t>(state));
  return static_cast<std::size_t>(above - level_begin_.begin()) - 1;
}

std::size_t Automaton::first_output(std::int32_t state) const {
  auto first = std::lower_bound(outputs_.begin(), outputs_.end(), state,
                                [](const Output& o, std::int32_t s) { return o.state < s; });
  return static_cast<std::size_t>(first - outputs_.begin());
}

std::size_t Automaton::run(std::string_view piece, std::size_t from, std::int32_t& state) const {
  const std::int32_t* dense = dense_.data();
  const std::uint8_t* flags = flags_.data();
  const std::size_t shift = row_shift_;
  const auto dense_states = static_cast<std::int32_t>(dense_states_);
  std::int32_t s = state;
  std::size_t i = from;
  for (; i < piece.size(); ++i) {
    const auto byte = static_cast<unsigned char>(piece[i]);
    s = s < dense_states ? dense[(static_cast<std::size_t>(s) << shift) + classes_[byte]] : next(s, byte);
    if ((flags[static_cast<std::size_t>(s)] & kReports) != 0) break;
  }
  state = s;
  return i;
}

void Automaton::build() {
  std::uint16_t next_class = 1;  // class 0: bytes no pattern uses
  for (const auto& a : added_) {
    longest_ = std::max(longest_, a.pattern.size());
    for (unsigned char b : a.pattern)
      if (classes_[b] == 0) classes_[b] = next_class++;
  }
  columns_ = std::bit_ceil(std::size_t{next_class});
  row_shift_ = static_cast<std::size_t>(std::countr_zero(columns_));
  build_trie(sorted_patterns());
  added_ = std::vector<Added>{};  // a new vector: assigning {} would keep the capacity
  link_failures();
}

}  // namespace verifier::match
