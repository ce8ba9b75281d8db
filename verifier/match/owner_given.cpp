// match/owner_given.cpp: the owner a passage gives a name ("Oracle's
// Frontier", "Frontier at Oracle", "波兰的Helios", "Dojo, Tesla's ... AI
// supercomputer"), and whether it is the system's own.
#include "match/context.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/context_words.h"
#include "match/normalize.h"

namespace verifier::match {

// The words of a passage and its blocks, shared with the other files of
// context.h (context_words.h).
using namespace internal;

namespace {

// Whether a phrase is one of the system's own: its key holds an operator,
// site or country term, or lies inside one ("Oak Ridge" in "Oak Ridge
// National Lab", "瑞士" among Switzerland's names).
// The term's kind ("operator", "site", "country"), or nullptr.
const std::string* own_phrase(std::string_view phrase, const std::vector<ContextTerm>& terms) {
  std::string key = normalize_key(phrase);
  if (key.size() < 2) return nullptr;
  for (const auto& t : terms) {
    if (t.kind != "operator" && t.kind != "site" && t.kind != "country") continue;
    if (t.key.size() >= 3 && key.find(t.key) != std::string::npos) return &t.kind;
    if (key.size() >= 3 && t.key.find(key) != std::string::npos) return &t.kind;
  }
  return nullptr;
}

bool connective(std::string_view w) {
  return w == "of" || w == "for" || w == "and" || w == "de" || w == "du" || w == "der" ||
         w == "&";
}

// Up to `most` capitalised words starting at `at` (connectives between
// them allowed: "University of Tokyo"), as the page writes them.
std::string capitalised_from(std::string_view text, std::size_t at, int most) {
  std::size_t end = at;
  std::size_t e = at;
  for (int n = 0; n < most && e < text.size(); ++n) {
    auto [wb, we] = word_after(text, e);
    std::string_view w = text.substr(wb, we - wb);
    if (w.empty()) break;
    bool stops = w.back() == ',' || w.back() == ';' || w.back() == ':' || w.back() == ')' ||
                 w.back() == '.';
    if (upper_initial(w)) end = stops ? we - 1 : we;
    else if (!connective(w) || end == at) break;
    if (stops || we >= text.size() || text[we] != ' ') break;
    e = we + 1;
  }
  return std::string(text.substr(at, end - at));
}

// Quotes and brackets around a name, a hashtag before it and a trade mark
// after it leave the name where the sentence has it: "Oracle's “Frontier”"
// and "Frontier™ at Vantage" give it to their owner as the bare name does.
constexpr std::array<std::string_view, 12> opening_marks = {
    "\"", "'", "(", "[", "#", "\u201C", "\u2018", "\u201E", "\u00AB", "\u2039", "\u300C", "\u300E"};
constexpr std::array<std::string_view, 12> closing_marks = {
    "\"", "'", ")", "]", "\u201D", "\u2019", "\u00BB", "\u203A", "\u300D", "\u300F", "\u2122", "\u00AE"};

// Where the name at `begin` starts with the mark opening it, if any.
std::size_t before_opening_mark(std::string_view text, std::size_t begin) {
  const std::string_view before = text.substr(0, begin);
  for (std::string_view m : opening_marks)
    if (before.ends_with(m)) return begin - m.size();
  return begin;
}

// The end of a reference glued to the name that ends at `end` ("Frontier[3]",
// as copied from an encyclopedia), or `end` where there is none.
std::size_t after_reference(std::string_view text, std::size_t end) {
  if (end >= text.size() || text[end] != '[') return end;
  std::size_t e = end + 1;
  while (e < text.size() && e - end <= 4 && is_ascii_digit(text[e])) ++e;
  return e > end + 1 && e < text.size() && text[e] == ']' ? e + 1 : end;
}

// Where the name that ends at `end` ends with the marks closing it
// ("Frontier”™", "Frontier[3]"); a possessive's apostrophe is one, so
// "Frontier's at" gives nothing after it.
std::size_t after_closing_marks(std::string_view text, std::size_t end) {
  for (int n = 0; n < 2; ++n) {
    auto it = std::find_if(closing_marks.begin(), closing_marks.end(),
                           [&](std::string_view m) { return text.substr(end).starts_with(m); });
    if (it == closing_marks.end()) break;
    end += it->size();
  }
  return after_reference(text, end);
}

// Past a computer word right after the name: "the Frontier supercomputer
// at Vantage" is Vantage's as "Frontier at Vantage" is.
std::size_t after_computer_word(std::string_view text, std::size_t end) {
  if (end >= text.size() || text[end] != ' ') return end;
  std::size_t we = end + 1;
  while (we < text.size() && is_ascii_alpha(text[we])) ++we;
  return computer_word(ascii_lower(text.substr(end + 1, we - end - 1))) ? we : end;
}

// The owner as given, and whether it is one of the system's own.
GivenOwner given_owner(std::string_view owner, const std::vector<ContextTerm>& system_terms) {
  const std::string* kind = own_phrase(owner, system_terms);
  return GivenOwner{std::string(owner), kind != nullptr, kind ? *kind : "operator"};
}

// "波兰的Helios" (Poland's Helios): 的 marks the owner in Chinese; the
// owner before the name that starts at `begin`.
std::optional<std::string_view> owner_marked_by_de(std::string_view text, std::size_t begin) {
  constexpr std::string_view de = "\u7684";
  if (begin <= de.size() || !text.substr(0, begin).ends_with(de)) return std::nullopt;
  std::size_t b = begin - de.size();
  // Back over at most eight characters of the owner, to a space or mark.
  for (int n = 0; n < 8 && b > 0 && is_spaceless(char_before(text, b)); ++n)
    b -= char_before(text, b) < 0x10000 ? 3 : 4;
  const std::string_view owner = text.substr(b, begin - de.size() - b);
  if (owner.empty()) return std::nullopt;
  return owner;
}

// The length of a possessive's "'s" ending `word`, 0 where none does.
std::size_t possessive_mark(std::string_view word) {
  return word.ends_with("'s") ? 2 : word.ends_with("\u2019s") ? 4 : 0;
}

// "Oracle's Frontier", "Oak Ridge's Frontier": the possessive before the
// name that starts at `begin`, with up to three more capitalised words
// before its last.
std::optional<std::string_view> possessive_before(std::string_view text, std::size_t begin) {
  if (begin < 2 || text[begin - 1] != ' ') return std::nullopt;
  const std::string_view before = text.substr(0, begin - 1);
  const std::size_t mark = possessive_mark(before);
  if (mark == 0) return std::nullopt;
  auto [wb, we] = word_before(before, before.size() - mark);
  for (int n = 0; n < 3 && wb >= 2 && text[wb - 1] == ' '; ++n) {
    auto [pb, pe] = word_before(text, wb - 1);
    if (pe == pb || !upper_initial(text.substr(pb, pe - pb)) || starts_sentence(text, wb)) break;
    wb = pb;
  }
  const std::string_view owner = text.substr(wb, we - wb);
  if (!upper_initial(owner)) return std::nullopt;
  return owner;
}

// "Frontier at Oracle", "the Frontier supercomputer of the University of
// Tokyo": the capitalised words after "at" or "of" after the name that
// ends at `end`, none a number.
std::optional<std::string> owner_after_link(std::string_view text, std::size_t end) {
  const std::size_t e = after_computer_word(text, end);
  if (e >= text.size() || text[e] != ' ') return std::nullopt;
  auto [wb, we] = word_after(text, e + 1);
  const std::string_view link = text.substr(wb, we - wb);
  if ((link != "at" && link != "of") || we >= text.size() || text[we] != ' ') return std::nullopt;
  std::size_t at = we + 1;
  if (text.substr(at).starts_with("the ")) at += 4;
  std::string owner = capitalised_from(text, at, 6);
  const bool has_digit = std::any_of(owner.begin(), owner.end(), [](char c) { return is_ascii_digit(c); });
  if (owner.empty() || has_digit) return std::nullopt;
  return owner;
}

// "Dojo, Tesla's ambitious, custom-built AI supercomputer": the possessive
// opening an apposition after the name that ends at `end`.
std::optional<std::string_view> possessive_in_apposition(std::string_view text, std::size_t end) {
  if (end + 1 >= text.size() || text[end] != ',' || text[end + 1] != ' ') return std::nullopt;
  auto [wb, we] = word_after(text, end + 2);
  const std::string_view word = text.substr(wb, we - wb);
  const std::size_t mark = possessive_mark(word);
  if (mark == 0 || !upper_initial(word)) return std::nullopt;
  return word.substr(0, word.size() - mark);
}

}  // namespace

std::optional<GivenOwner> owner_given(std::string_view text, std::size_t name_begin, std::size_t name_end,
                                      const std::vector<ContextTerm>& system_terms) {
  const std::size_t begin = before_opening_mark(text, name_begin);
  const std::size_t end = after_closing_marks(text, name_end);
  if (auto owner = owner_marked_by_de(text, begin)) return given_owner(*owner, system_terms);
  if (auto owner = possessive_before(text, begin)) return given_owner(*owner, system_terms);
  if (auto owner = owner_after_link(text, end)) return given_owner(*owner, system_terms);
  // An apposition gives the name its own owner. Another owner there says
  // nothing: a comma joins the items of a list too ("Frontier, Google's
  // TPU pods").
  if (auto owner = possessive_in_apposition(text, end)) {
    auto given = given_owner(*owner, system_terms);
    if (given.own) return given;
  }
  return std::nullopt;
}

}  // namespace verifier::match
