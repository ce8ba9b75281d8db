// match/name_tokens.cpp: a system's name as tokens, for the Deriver to cut
// owners, places and generic words out of it word by word, keeping the
// record's own spelling of what is left (derive_impl.h).
#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/derive_impl.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match::internal {

bool has_letter(const std::string& key) {
  return std::any_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || static_cast<unsigned char>(c) >= 0x80;
  });
}

std::string trim_punctuation(const std::string& s) {
  std::size_t b = 0;
  std::size_t e = s.size();
  while (b < e && !is_word_char(char_at(s, b)) && !is_spaceless(char_at(s, b))) ++b;
  while (e > b && !is_word_char(char_before(s, e)) && !is_spaceless(char_before(s, e))) {
    --e;
    while (e > b && is_utf8_continuation(s[e])) --e;
  }
  return s.substr(b, e - b);
}

Tokens::Tokens(const std::string& s) {
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && splits(s[i])) ++i;
    std::size_t start = i;
    while (i < s.size() && !splits(s[i])) ++i;
    if (i > start) {
      text.push_back(s.substr(start, i - start));
      key.push_back(normalize_key(text.back()));
      words.push_back(phrase_words(text.back()));
    }
  }
  cut.assign(text.size(), false);
}

std::string Tokens::remaining() const {
  std::string out;
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (cut[k] || words[k].empty()) continue;
    if (!out.empty()) out += ' ';
    out += text[k];
  }
  return trim_punctuation(out);
}

std::string Tokens::cut_phrase(const std::vector<std::string>& phrase) {
  std::vector<std::string> all;
  std::vector<std::size_t> at;
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (cut[k]) continue;
    for (const auto& w : words[k]) {
      all.push_back(w);
      at.push_back(k);
    }
  }
  auto found = find_phrase(all, phrase, false);
  if (!found) return "";
  // Only whole tokens go: "Cambridge" is not cut out of "Cambridge-1".
  std::size_t first = at[found->first];
  std::size_t last = at[found->second - 1];
  bool starts_token = found->first == 0 || at[found->first - 1] != first;
  bool ends_token = found->second == at.size() || at[found->second] != last;
  if (!starts_token || !ends_token) return "";
  std::string removed;
  for (std::size_t k = first; k <= last; ++k) {
    if (!removed.empty()) removed += ' ';
    removed += text[k];
    cut[k] = true;
  }
  return removed;
}

void Tokens::cut_places(const std::vector<std::string>& place) {
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (cut[k] || words[k].empty() || !has_letter(key[k])) continue;
    if (find_phrase(place, words[k], false)) cut[k] = true;
  }
}

void Tokens::cut_exact(const std::vector<std::string>& generic) {
  if (generic.empty() || generic.size() > text.size()) return;
  for (std::size_t k = 0; k + generic.size() <= text.size(); ++k) {
    bool same = true;
    for (std::size_t g = 0; g < generic.size() && same; ++g)
      same = !cut[k + g] && key[k + g] == generic[g];
    if (same)
      for (std::size_t g = 0; g < generic.size(); ++g) cut[k + g] = true;
  }
}

std::vector<std::string> keys_of_phrase(const std::string& phrase) {
  std::vector<std::string> keys;
  for (const auto& k : Tokens(phrase).key)
    if (!k.empty()) keys.push_back(k);
  return keys;
}

std::string without_numbers(const std::string& place) {
  Tokens tokens(place);
  std::string out;
  for (std::size_t k = 0; k < tokens.text.size(); ++k) {
    if (tokens.key[k].empty() || all_ascii_digits(tokens.key[k])) continue;
    out += (out.empty() ? "" : " ") + tokens.text[k];
  }
  return trim_punctuation(out);
}

}  // namespace verifier::match::internal
