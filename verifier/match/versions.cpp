// match/versions.cpp: see versions.h.
#include "match/versions.h"

#include <algorithm>

#include "core/ascii.h"
#include "match/owners.h"
#include "match/written_words.h"

namespace verifier::match {

namespace {

// The name's words as written, split at spaces only: "ZettaScaler-2.0"
// stays one word, as the name gives its version.
std::vector<std::string_view> words_between_spaces(std::string_view name) {
  return runs_of(name, [](char32_t c) { return c >= 0x80 || !is_ascii_space(static_cast<char>(c)); });
}

bool versioned(std::string_view word) {
  const auto is_letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  return std::any_of(word.begin(), word.end(), is_ascii_digit) && std::any_of(word.begin(), word.end(), is_letter);
}

// `words` occur one after the other in `text`'s words.
bool contains_run(const std::vector<std::string>& text, const std::vector<std::string>& words) {
  return !words.empty() && std::search(text.begin(), text.end(), words.begin(), words.end()) != text.end();
}

}  // namespace

std::size_t past_joiners(std::string_view text, std::size_t at) {
  while (at < text.size() && (text[at] == ' ' || text[at] == '-')) ++at;
  return at;
}

namespace {

std::string without_zero_point(std::string_view v) {
  while (v.ends_with(".0")) v.remove_suffix(2);
  return std::string(v);
}

}  // namespace

std::optional<NameVersion> name_version(std::string_view name) {
  name = ascii_trim(name);
  std::size_t v = name.size();
  while (v > 0 && (is_ascii_digit(name[v - 1]) || name[v - 1] == '.')) --v;
  if (v == name.size() || !is_ascii_digit(name[v])) return std::nullopt;
  const std::string_view stem = ascii_trim(name.substr(0, v));
  if (stem.empty() || is_ascii_digit(stem.back())) return std::nullopt;
  return NameVersion{ascii_lower(stem), without_zero_point(name.substr(v))};
}

std::string version_after(std::string_view text, std::size_t at) {
  at = past_joiners(text, at);
  std::size_t e = at;
  while (e < text.size() && (is_ascii_digit(text[e]) || text[e] == '.')) ++e;
  while (e > at && text[e - 1] == '.') --e;
  return without_zero_point(text.substr(at, e - at));
}

std::vector<std::vector<std::string>> versioned_words_apart(std::string_view name, std::string_view beside) {
  const auto others = words_between_spaces(beside);
  std::vector<std::vector<std::string>> out;
  for (const auto w : words_between_spaces(name)) {
    if (!versioned(w)) continue;
    auto folded = phrase_words(w);
    const bool shared = std::any_of(others.begin(), others.end(),
                                    [&](std::string_view o) { return phrase_words(o) == folded; });
    if (!shared && !folded.empty()) out.push_back(std::move(folded));
  }
  return out;
}

bool writes_other_version(std::string_view passage, std::string_view own, std::string_view other) {
  // Both names must carry a version of their own: a plain name beside a
  // versioned one ("Meta RSC" and "Meta RSC H100") is no other version.
  const auto theirs = versioned_words_apart(other, own);
  const auto mine = versioned_words_apart(own, other);
  if (theirs.empty() || mine.empty()) return false;
  const auto text = phrase_words(passage);
  const auto in_text = [&](const std::vector<std::string>& w) { return contains_run(text, w); };
  return std::any_of(theirs.begin(), theirs.end(), in_text) && std::none_of(mine.begin(), mine.end(), in_text);
}

}  // namespace verifier::match
