// match/automaton.cpp: builds the Aho-Corasick DFA: a trie, then failure
// links in breadth-first order, folded into the transition table so a scan
// never follows a failure link. The trie is first built as a list of edges
// from the sorted patterns, so the table is allocated once at its final
// size: growing it state by state held up to three times its size at once.
#include "match/automaton.h"

#include <algorithm>
#include <numeric>

namespace verifier::match {

void Automaton::add(std::string_view pattern, std::uint32_t id) {
  if (pattern.empty()) return;
  added_.push_back({pattern, id});
}

// Pattern indices in byte order, equal patterns in the order added, so a
// pattern shares its prefix with the one before it.
std::vector<std::uint32_t> Automaton::sorted_patterns() const {
  std::vector<std::uint32_t> order(added_.size());
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return pattern(a) < pattern(b);
  });
  return order;
}

// Walks the sorted patterns keeping the path of the previous one: the common
// prefix reuses its states, the rest gets new ones. `ends` gets (state, id).
std::vector<Automaton::Edge> Automaton::build_trie(
    std::vector<std::pair<std::int32_t, std::uint32_t>>& ends) {
  std::vector<Edge> edges;
  std::vector<std::int32_t> path{0};  // path[i]: state after i bytes of `previous`
  std::string_view previous;
  depth_.assign(1, 0);
  for (std::uint32_t i : sorted_patterns()) {
    std::string_view p = pattern(i);
    std::size_t common = 0;
    while (common < p.size() && common < previous.size() && p[common] == previous[common])
      ++common;
    path.resize(common + 1);
    for (std::size_t k = common; k < p.size(); ++k) {
      auto t = static_cast<std::int32_t>(depth_.size());
      depth_.push_back(static_cast<std::uint32_t>(k + 1));
      edges.push_back({path.back(), t, classes_[static_cast<unsigned char>(p[k])]});
      path.push_back(t);
    }
    ends.emplace_back(path.back(), added_[i].id);
    previous = p;
  }
  return edges;
}

void Automaton::link_failures(const std::vector<std::uint8_t>& own) {
  std::vector<std::int32_t> fail(depth_.size(), 0);
  output_link_.assign(depth_.size(), 0);
  std::vector<std::int32_t> queue;
  queue.reserve(depth_.size());
  for (std::size_t c = 0; c < columns_; ++c) {
    std::int32_t t = at(0, c);
    if (t < 0) {
      at(0, c) = 0;
    } else {
      queue.push_back(t);
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    std::int32_t s = queue[head];
    auto fs = fail[static_cast<std::size_t>(s)];
    for (std::size_t c = 0; c < columns_; ++c) {
      std::int32_t t = at(s, c);
      if (t < 0) {
        at(s, c) = at(fs, c);
        continue;
      }
      auto f = at(fs, c);
      auto ut = static_cast<std::size_t>(t);
      fail[ut] = f;
      auto uf = static_cast<std::size_t>(f);
      output_link_[ut] = own[uf] == 0 ? output_link_[uf] : f;
      queue.push_back(t);
    }
  }
}

// The ids ending in each state, in the order added, as ranges of one vector.
void Automaton::collect_outputs(std::vector<std::pair<std::int32_t, std::uint32_t>>& ends) {
  std::stable_sort(ends.begin(), ends.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  outputs_.clear();
  outputs_.reserve(ends.size());
  output_begin_.assign(depth_.size() + 1, 0);
  has_output_.assign(depth_.size(), 0);
  std::size_t k = 0;
  for (std::size_t s = 0; s < depth_.size(); ++s) {
    output_begin_[s] = static_cast<std::uint32_t>(outputs_.size());
    for (; k < ends.size() && static_cast<std::size_t>(ends[k].first) == s; ++k)
      outputs_.push_back(ends[k].second);
    has_output_[s] = (output_begin_[s] != outputs_.size() || output_link_[s] != 0) ? 1 : 0;
  }
  output_begin_[depth_.size()] = static_cast<std::uint32_t>(outputs_.size());
}

void Automaton::build() {
  std::uint16_t next_class = 1;  // class 0: bytes no pattern uses
  for (std::size_t i = 0; i < added_.size(); ++i) {
    longest_ = std::max(longest_, added_[i].pattern.size());
    for (unsigned char b : pattern(i))
      if (classes_[b] == 0) classes_[b] = next_class++;
  }
  columns_ = next_class;

  std::vector<std::pair<std::int32_t, std::uint32_t>> ends;
  ends.reserve(added_.size());
  {
    auto edges = build_trie(ends);
    added_ = {};  // freed before the table is allocated, to lower the peak
    depth_.shrink_to_fit();
    delta_.assign(depth_.size() * columns_, -1);
    for (const auto& e : edges) at(e.from, e.cls) = e.to;
  }

  std::vector<std::uint8_t> own(depth_.size(), 0);
  for (const auto& [state, id] : ends) own[static_cast<std::size_t>(state)] = 1;
  link_failures(own);
  collect_outputs(ends);
}

}  // namespace verifier::match
