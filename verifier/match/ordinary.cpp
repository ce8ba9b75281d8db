// match/ordinary.cpp: streams the word lists against the alias keys.
#include "match/ordinary.h"

#include <utf8proc.h>

#include <algorithm>
#include <bitset>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "core/input_file.h"
#include "core/side_by_side.h"
#include "core/utf8.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match {
namespace {

// Feeds every complete line of `buffer` to `line`, and keeps what follows
// the last newline for the next chunk.
template <typename Line>
void take_lines(std::string& buffer, Line line) {
  std::size_t at = 0;
  // Bounded by the buffer: each step consumes one line.
  for (std::size_t end; (end = buffer.find('\n', at)) != std::string::npos; at = end + 1)
    line(std::string_view(buffer).substr(at, end - at));
  buffer.erase(0, at);
}

// A quick "no" for most words of a list, before any hashing: one bit per
// (length, first byte, last byte) of the keys wanted. Equal keys set the
// same bit, so no key wanted is ever missed.
class KeyShapes {
 public:
  explicit KeyShapes(const std::unordered_set<std::string_view>& keys) {
    for (const auto& k : keys) bits_.set(slot(k));
  }
  bool may_hold(std::string_view key) const { return bits_.test(slot(key)); }

 private:
  static constexpr std::size_t kBits = std::size_t{1} << 16;
  static std::size_t slot(std::string_view k) {
    if (k.empty()) return 0;
    auto front = static_cast<unsigned char>(k.front()), back = static_cast<unsigned char>(k.back());
    return (k.size() * 977 + std::size_t{front} * 31 + back) % kBits;
  }
  std::bitset<kBits> bits_;
};

// The list is read in chunks rather than by getline, which cost more than
// the lookups themselves (a million lines at every start). The rules loader
// refused lists that are not plain files under the cap; one that became
// one since (a link moved) stops the run rather than hang it.
void scan_word_list(const std::string& path, const std::unordered_set<std::string_view>& wanted,
                    const KeyShapes& shapes, std::unordered_set<std::string>& found) {
  constexpr std::size_t chunk = std::size_t{64} * 1024;
  InputFile in(path, max_word_list_bytes);
  if (!in) throw std::runtime_error("word list " + path + ": " + in.problem());
  std::string buffer;
  Normalized folded;  // reused: a million lines cost no allocation
  auto look_up = [&](std::string_view line) {
    if (line.empty()) return;
    normalize_into(line, folded);
    const std::string& key = folded.text;
    if (shapes.may_hold(key) && wanted.contains(key)) found.insert(key);
  };
  // Bounded by the file's size at opening: each step reads one chunk of it.
  for (std::size_t got = 1; got != 0;) {
    std::size_t kept = buffer.size();
    buffer.resize(kept + chunk);
    got = in.read(buffer.data() + kept, chunk);
    buffer.resize(kept + got);
    take_lines(buffer, look_up);
  }
  look_up(buffer);  // a last line without a newline
}

}  // namespace

std::vector<std::string> words_to_look_up(std::string_view text) {
  constexpr std::size_t fewest_letters = 3;
  auto words = phrase_words(text);
  const bool all_words = std::all_of(words.begin(), words.end(), [](const std::string& w) {
    return w.size() >= fewest_letters &&
           std::none_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
  });
  if (words.size() < 2 || !all_words) words.clear();
  return words;
}

bool short_spaced_name(std::string_view key) {
  int letters = 0;
  std::size_t i = 0;
  while (i < key.size()) {
    char32_t c = char_at(key, i);
    if (is_spaceless(c)) return false;
    if (!(c >= '0' && c <= '9') && c != '.') ++letters;
    i = next_char_start(key, i);
  }
  return letters <= 4;
}

bool in_capitals(std::string_view text) {
  int letters = 0;
  int digits = 0;
  for (std::size_t i = 0; i < text.size();) {
    char32_t c = char_at(text, i);
    if (utf8proc_islower(static_cast<utf8proc_int32_t>(c))) return false;
    if (utf8proc_isupper(static_cast<utf8proc_int32_t>(c))) ++letters;
    if (c >= '0' && c <= '9') ++digits;
    i = next_char_start(text, i);
  }
  return letters >= 4 || (letters >= 2 && digits == 0);
}

std::unordered_set<std::string> ordinary_keys(const std::unordered_set<std::string_view>& alias_keys,
                                              const MatchRules& rules) {
  std::unordered_set<std::string> found;
  for (const auto& name : rules.ordinary_names) {
    std::string key = normalize_key(name);
    if (alias_keys.contains(key)) found.insert(key);
  }
  KeyShapes shapes(alias_keys);
  // A million lines at every start: the lists are read side by side, each
  // into its own set, so a run on several cores starts sooner.
  std::vector<std::unordered_set<std::string>> per_list(rules.dictionaries.size());
  side_by_side(per_list.size(), [&](std::size_t i) {
    scan_word_list(rules.dictionaries[i], alias_keys, shapes, per_list[i]);
  });
  for (auto& words : per_list) found.merge(words);
  return found;
}

}  // namespace verifier::match
