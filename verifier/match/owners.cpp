// match/owners.cpp: the word likeness and phrase alignment of owners.h.
#include "match/owners.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/normalize.h"
#include "match/ordinary.h"

namespace verifier::match {
namespace {

constexpr std::array<std::string_view, 16> filler = {
    "the", "of", "and", "for", "at", "de", "der", "und", "inc", "ltd",
    "llc", "corp", "corporation", "gmbh", "plc", "co"};

bool is_filler(std::string_view word) {
  return std::find(filler.begin(), filler.end(), word) != filler.end();
}

// Optimal string alignment distance, stopping early past `limit`. Words
// longer than 63 bytes are only ever equal or unlike.
std::size_t edit_distance(std::string_view a, std::string_view b, std::size_t limit) {
  if (a.size() > b.size() + limit || b.size() > a.size() + limit) return limit + 1;
  constexpr std::size_t cap = 64;
  if (a.size() >= cap || b.size() >= cap) return limit + 1;
  std::size_t rows[3][cap];  // i-2, i-1, i
  for (std::size_t j = 0; j <= b.size(); ++j) rows[1][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t* d = rows[(i + 1) % 3];
    const std::size_t* up = rows[i % 3];
    const std::size_t* up2 = rows[(i + 2) % 3];
    d[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[j] = std::min({up[j] + 1, d[j - 1] + 1, up[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[j] = std::min(d[j], up2[j - 2] + 1);
    }
  }
  return rows[(a.size() + 1) % 3][b.size()];
}

// The bytes of a word, hashed into 64 bits.
std::uint64_t byte_set(std::string_view w) {
  std::uint64_t set = 0;
  for (char c : w) set |= std::uint64_t{1} << (static_cast<unsigned char>(c) % 64);
  return set;
}

// A lower bound of edit_distance, in a few instructions: every byte of one
// word that the other lacks takes an edit of its own (one edit changes one
// position; a swap brings in nothing new). Hashing bytes together only
// lowers the count. Most pairs of words are told apart here, which makes
// deriving the names of a large dataset several times faster.
std::size_t missing_bytes(std::string_view a, std::string_view b) {
  std::uint64_t sa = byte_set(a), sb = byte_set(b);
  return static_cast<std::size_t>(std::max(std::popcount(sa & ~sb), std::popcount(sb & ~sa)));
}

bool alike(std::string_view a, std::string_view b, bool abbreviations) {
  if (a == b) return true;
  auto shorter = std::min(a.size(), b.size());
  if (abbreviations && shorter >= 3 && (a.starts_with(b) || b.starts_with(a))) return true;
  if (shorter < 5) return false;
  std::size_t limit = shorter >= 9 ? 2 : 1;
  if (missing_bytes(a, b) > limit) return false;
  return edit_distance(a, b, limit) <= limit;
}

bool all_letters(std::string_view w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

using Words = std::vector<std::string>;
using WordSpan = std::span<const std::string>;

// Does `initials` spell the first letters of words [from, from + n)?
bool spells(std::string_view initials, WordSpan words, std::size_t from) {
  if (initials.size() < 2 || !all_letters(initials) || from + initials.size() > words.size())
    return false;
  for (std::size_t k = 0; k < initials.size(); ++k)
    if (words[from + k].empty() || words[from + k][0] != initials[k]) return false;
  return true;
}

struct Aligner {
  WordSpan a;
  WordSpan b;
  bool abbreviations;

  // Depth is bounded by the words of a and b: every step consumes one of each.
  bool from(std::size_t i, std::size_t j) const {
    if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
    if (alike(a[i], b[j], abbreviations) && from(i + 1, j + 1)) return true;
    if (spells(a[i], b, j) && from(i + 1, j + a[i].size())) return true;
    return spells(b[j], a, i) && from(i + b[j].size(), j + 1);
  }
};

// The words lists and tables shorten in organisations' names.
struct Abbreviation {
  std::string_view word;  // folded
  std::string_view shortened;
};
constexpr std::array<Abbreviation, 9> abbreviated_words = {{{"university", "Univ."},
                                                         {"institute", "Inst."},
                                                         {"national", "Natl."},
                                                         {"laboratory", "Lab."},
                                                         {"laboratories", "Labs."},
                                                         {"center", "Ctr."},
                                                         {"centre", "Ctr."},
                                                         {"technology", "Tech."},
                                                         {"corporation", "Corp."}}};

std::string_view shortened(std::string_view word) {
  const std::string key = normalize_key(word);
  for (const auto& a : abbreviated_words)
    if (a.word == key) return a.shortened;
  return {};
}

// The words of a name, split at spaces.
std::vector<std::string_view> spaced_words(std::string_view name) {
  std::vector<std::string_view> words;
  std::size_t at = 0;
  // Each step takes one word of the name.
  while (at < name.size()) {
    while (at < name.size() && name[at] == ' ') ++at;
    std::size_t end = name.find(' ', at);
    if (end == std::string_view::npos) end = name.size();
    if (end > at) words.push_back(name.substr(at, end - at));
    at = end;
  }
  return words;
}

std::size_t letters(std::string_view text) {
  const std::string key = normalize_key(text);
  return static_cast<std::size_t>(std::count_if(key.begin(), key.end(), [](char c) { return c >= 'a' && c <= 'z'; }));
}

// Punctuation and spaces at either end left out ("Labs," -> "Labs").
std::string_view trimmed(std::string_view text) {
  auto edge = [](char c) { return c == ' ' || c == ',' || c == '.' || c == ';' || c == ':' || c == '-'; };
  while (!text.empty() && edge(text.front())) text.remove_prefix(1);
  while (!text.empty() && edge(text.back())) text.remove_suffix(1);
  return text;
}

// "Massachusetts Institute of Technology (MIT)" -> "Massachusetts Institute
// of Technology": the name as lists and pages write it without the initials
// the dataset adds in brackets ("Universitaet Erlangen - Regionales
// Rechenzentrum Erlangen" of a TOP500 row).
void add_unbracketed(std::string_view name, std::vector<std::string>& out) {
  std::string kept;
  int depth = 0;
  for (char c : name) {
    if (c == '(' || c == '[') ++depth;
    else if ((c == ')' || c == ']') && depth > 0) --depth;
    else if (depth == 0 && !(c == ' ' && !kept.empty() && kept.back() == ' ')) kept += c;
  }
  if (depth != 0 || kept == name) return;
  const std::string_view stem = trimmed(kept);
  if (letters(stem) >= 4 && stem.find(' ') != std::string_view::npos) out.emplace_back(stem);
}

// "Lambda Labs" -> "Lambda", "Continental AG" -> "Continental",
// "Government of Telangana" -> "Telangana", and a company named by its web
// address, "Corvex.ai" -> "Corvex".
void add_stem(std::string_view name, std::vector<std::string>& out) {
  static constexpr std::string_view company_words[] = {
      " labs", " inc", " ltd", " llc", " corp", " corporation", " gmbh", " plc", " technologies", " systems",
      " ai", " ag"};
  static constexpr std::string_view government = "government of ";
  static constexpr std::string_view domains[] = {"ai", "com", "io"};
  const std::string_view whole = trimmed(name);
  const std::string lower = ascii_lower(whole);
  std::string_view stem;
  for (auto word : company_words)
    if (lower.ends_with(word)) stem = trimmed(whole.substr(0, whole.size() - word.size()));
  if (lower.starts_with(government)) stem = trimmed(whole.substr(government.size()));
  const std::size_t dot = whole.rfind('.');
  if (stem.empty() && whole.find(' ') == std::string_view::npos && dot != std::string_view::npos &&
      std::find(std::begin(domains), std::end(domains), lower.substr(dot + 1)) != std::end(domains))
    stem = whole.substr(0, dot);
  if (letters(stem) >= 4) out.emplace_back(stem);
}

// "IT4Innovations National Supercomputing Center" -> "IT4Innovations": a
// coined first word (a digit or a capital inside it) is the name the
// organisation goes by; an ordinary first word ("National ...") is not.
void add_coined_head(std::string_view name, std::vector<std::string>& out) {
  const auto words = spaced_words(name);
  if (words.size() < 2) return;
  const std::string_view head = trimmed(words.front());
  bool coined = false;
  for (std::size_t i = 1; i < head.size(); ++i) {
    const char c = head[i];
    const char before = head[i - 1];
    if (is_ascii_digit(c) || (c >= 'A' && c <= 'Z' && before >= 'a' && before <= 'z')) coined = true;
  }
  if (coined && letters(head) >= 4) out.emplace_back(head);
}

// The name of `words` with the `chosen` words shortened, with or without
// its small words ("of", "the", "for").
std::string abbreviated_form(const std::vector<std::string_view>& words, const std::vector<std::size_t>& chosen,
                             bool small_words) {
  std::string form;
  for (std::size_t k = 0; k < words.size(); ++k) {
    const bool is_chosen = std::find(chosen.begin(), chosen.end(), k) != chosen.end();
    const std::string key = normalize_key(words[k]);
    if (!small_words && (key == "of" || key == "the" || key == "for")) continue;
    form += (form.empty() ? "" : " ") + std::string(is_chosen ? shortened(words[k]) : words[k]);
  }
  return form;
}

// "University of Florida" -> "Univ. of Florida", "Univ. Florida".
void add_abbreviated(std::string_view name, std::vector<std::string>& out) {
  const auto words = spaced_words(name);
  std::vector<std::size_t> shortenable;
  for (std::size_t k = 0; k < words.size(); ++k)
    if (!shortened(words[k]).empty()) shortenable.push_back(k);
  // Every shortenable word shortened, or one of them alone; each with and
  // without the small words ("Univ. of Florida", "Univ. Florida").
  std::vector<std::vector<std::size_t>> choices{shortenable};
  if (shortenable.size() > 1)
    for (auto k : shortenable) choices.push_back({k});
  for (const auto& chosen : choices) {
    if (chosen.empty()) continue;
    for (bool small_words : {true, false}) out.push_back(abbreviated_form(words, chosen, small_words));
  }
}

}  // namespace

// The parts between brackets and commas that are one word in capitals.
std::vector<std::string> initials_of(std::string_view name, std::size_t min_letters) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= name.size(); ++i)
    if (i == name.size() || std::string_view(",;()[]").find(name[i]) != std::string_view::npos) {
      if (auto part = trimmed(name.substr(start, i - start)); !part.empty()) parts.push_back(part);
      start = i + 1;
    }
  std::vector<std::string> out;
  if (parts.size() < 2) return out;
  for (auto part : parts)
    if (part.find(' ') == std::string_view::npos && in_capitals(part) && letters(part) >= min_letters)
      out.emplace_back(part);
  return out;
}

std::vector<std::string> short_forms(std::string_view name) {
  // Initials of four letters at least: shorter ones are words on a page.
  std::vector<std::string> forms = initials_of(name, 4);
  add_unbracketed(name, forms);
  add_stem(name, forms);
  add_coined_head(name, forms);
  add_abbreviated(name, forms);
  std::vector<std::string> out;
  for (auto& f : forms)
    if (std::find(out.begin(), out.end(), f) == out.end()) out.push_back(std::move(f));
  return out;
}

std::vector<std::string> phrase_words(std::string_view phrase) {
  std::vector<std::string> words;
  std::size_t start = 0;
  std::size_t i = 0;
  auto flush = [&](std::size_t end) {
    if (end > start) {
      std::string w = normalize_key(phrase.substr(start, end - start));
      if (!w.empty() && !is_filler(w)) words.push_back(std::move(w));
    }
  };
  // Bounded by the phrase's length: each step consumes one character.
  while (i < phrase.size()) {
    char32_t c = char_at(phrase, i);
    const std::size_t next = next_char_start(phrase, i);
    if (!is_word_char(c) && !is_spaceless(c)) {
      flush(i);
      start = next;
    }
    i = next;
  }
  flush(phrase.size());
  return words;
}

bool same_phrase(const Words& a, const Words& b, bool abbreviations) {
  if (a.empty() || b.empty()) return false;
  return Aligner{a, b, abbreviations}.from(0, 0);
}

std::optional<std::pair<std::size_t, std::size_t>> find_phrase(const Words& words,
                                                               const Words& phrase,
                                                               bool abbreviations) {
  if (phrase.empty()) return std::nullopt;
  WordSpan all(words);
  // No run is longer than the phrase's words could spell out as initials.
  std::size_t longest = 0;
  for (const auto& w : phrase) longest += std::max<std::size_t>(1, w.size());
  for (std::size_t begin = 0; begin < words.size(); ++begin) {
    // The run's first word must be like the phrase's, or initials of it.
    bool may_start = alike(words[begin], phrase[0], abbreviations) ||
                     spells(words[begin], phrase, 0) || spells(phrase[0], all, begin);
    if (!may_start) continue;
    std::size_t stop = std::min(words.size(), begin + longest);
    for (std::size_t end = stop; end > begin; --end) {
      if (Aligner{all.subspan(begin, end - begin), phrase, abbreviations}.from(0, 0))
        return std::pair{begin, end};
    }
  }
  return std::nullopt;
}

}  // namespace verifier::match
