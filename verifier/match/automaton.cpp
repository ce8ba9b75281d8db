// match/automaton.cpp: builds the Aho-Corasick DFA: a trie, then failure
// links in breadth-first order, folded into the transition table so a scan
// never follows a failure link.
#include "match/automaton.h"

#include <algorithm>
#include <deque>

namespace verifier::match {

void Automaton::add(std::string_view pattern, std::uint32_t id) {
  if (!pattern.empty()) added_.emplace_back(std::string(pattern), id);
}

std::int32_t Automaton::new_state(std::uint32_t depth) {
  delta_.resize(delta_.size() + columns_, -1);
  depth_.push_back(depth);
  return static_cast<std::int32_t>(depth_.size() - 1);
}

void Automaton::build() {
  std::uint16_t next_class = 1;  // class 0: bytes no pattern uses
  for (const auto& [pattern, id] : added_) {
    longest_ = std::max(longest_, pattern.size());
    for (unsigned char b : pattern)
      if (classes_[b] == 0) classes_[b] = next_class++;
  }
  columns_ = next_class;

  std::vector<std::vector<std::uint32_t>> own;
  new_state(0);
  own.emplace_back();
  for (const auto& [pattern, id] : added_) {
    std::int32_t s = 0;
    for (unsigned char b : pattern) {
      std::size_t cls = classes_[b];
      if (at(s, cls) < 0) {
        std::int32_t t = new_state(depth_[static_cast<std::size_t>(s)] + 1);
        own.emplace_back();
        at(s, cls) = t;
      }
      s = at(s, cls);
    }
    own[static_cast<std::size_t>(s)].push_back(id);
  }
  added_.clear();
  added_.shrink_to_fit();

  std::vector<std::int32_t> fail(depth_.size(), 0);
  output_link_.assign(depth_.size(), 0);
  std::deque<std::int32_t> queue;
  for (std::size_t c = 0; c < columns_; ++c) {
    std::int32_t t = at(0, c);
    if (t < 0) {
      at(0, c) = 0;
    } else {
      queue.push_back(t);
    }
  }
  while (!queue.empty()) {
    std::int32_t s = queue.front();
    queue.pop_front();
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
      output_link_[ut] = own[uf].empty() ? output_link_[uf] : f;
      queue.push_back(t);
    }
  }

  has_output_.assign(depth_.size(), 0);
  output_begin_.assign(depth_.size() + 1, 0);
  for (std::size_t s = 0; s < depth_.size(); ++s) {
    output_begin_[s] = static_cast<std::uint32_t>(outputs_.size());
    outputs_.insert(outputs_.end(), own[s].begin(), own[s].end());
    has_output_[s] = (!own[s].empty() || output_link_[s] != 0) ? 1 : 0;
  }
  output_begin_[depth_.size()] = static_cast<std::uint32_t>(outputs_.size());
}

}  // namespace verifier::match
