// match/country_beside.cpp: the system's country carried to its name by the
// words beside it ("the Swiss system Alps", "Jupiter, the German
// supercomputer,", "Alps (Switzerland)"), through a list of names that
// ends with it.
#include "match/context.h"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
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

// "and", "or", "&", in any case ("Summit And Titan" in a title).
bool joining_word(std::string_view word) {
  return ascii_iequals(word, "and") || ascii_iequals(word, "or") || word == "&";
}

}  // namespace

std::size_t list_joint_before(std::string_view text, std::size_t at) {
  auto skip_spaces = [&](std::size_t i) {
    while (i > 0 && text[i - 1] == ' ') --i;
    return i;
  };
  std::size_t i = skip_spaces(at);
  const auto [wb, we] = word_before(text, i);
  if (joining_word(text.substr(wb, we - wb))) i = skip_spaces(wb);
  else if (i == 0 || text[i - 1] != ',') return at;
  // "Frontier, Aurora, and El Capitan": a comma before the word too.
  return i > 0 && text[i - 1] == ',' ? skip_spaces(i - 1) : i;
}

bool computer_word_in_sentence(std::string_view text, std::size_t begin, std::size_t end) {
  const auto [sb, se] = sentence_of(text, begin, end);
  for (std::size_t at = sb; at < se;) {
    auto [wb, we] = word_after(text, at);
    if (computer_word(bare_key(text.substr(wb, std::min(we, se) - wb)))) return true;
    at = we + 1;
  }
  return false;
}

namespace {

bool naming_word(std::string_view key) {
  return key == "called" || key == "named" || key == "codenamed" || key == "dubbed";
}

bool ends_clause(std::string_view word) {
  const char c = word.empty() ? ' ' : word.back();
  return c == '.' || c == ';' || c == ':' || c == '!' || c == '?' || c == ',' || c == ')';
}

// "the US exascale systems Frontier, Aurora and El Capitan": where the name
// at `begin` ends a list of capitalised names (list_joint_before), where
// the list begins, so that what carries a country to its first name
// carries it to each; else `begin`.
std::size_t list_start(std::string_view text, std::size_t begin) {
  auto skip_spaces = [&](std::size_t at) {
    while (at > 0 && text[at - 1] == ' ') --at;
    return at;
  };
  std::size_t at = list_joint_before(text, begin);
  if (at == begin) return begin;
  constexpr int most_words = 8;  // a few names of a few words
  std::size_t start = begin;
  for (int n = 0; n < most_words && at > 0; ++n) {
    auto [wb, we] = word_before(text, at);
    std::string_view word = text.substr(wb, we - wb);
    if (!word.empty() && word.back() == ',') word.remove_suffix(1);
    if (word.empty() || !upper_initial(word)) break;
    start = wb;
    at = skip_spaces(wb);
  }
  return start;
}

// Whether `word` is the system's country or its demonym ("Swiss").
bool own_country_word(std::string_view word, const std::vector<ContextTerm>& system_terms) {
  std::string key = bare_key(word);
  while (!key.empty() && !is_word_char(char_before(key, key.size()))) key.pop_back();
  // "USA", "UK": a short name only whole and capitalised.
  const bool whole = key.size() >= 2 && upper_initial(word);
  if (key.size() < 4 && !whole) return false;
  return std::any_of(system_terms.begin(), system_terms.end(), [&](const ContextTerm& t) {
    return t.kind == "country" && (key.size() >= 4 ? t.key.starts_with(key) : t.key == key);
  });
}

// "Jupiter, the German supercomputer,": an apposition after the name that
// gives it the system's country as a computer, as "the German supercomputer
// Jupiter" does before it ("Alps, the Swiss painter" is a person).
bool country_in_apposition(std::string_view text, std::size_t end, const std::vector<ContextTerm>& system_terms) {
  if (end >= text.size() || text[end] != ',') return false;
  // The word after `at`, past its spaces: its end, and its text.
  auto next_word = [&](std::size_t at) {
    while (at < text.size() && text[at] == ' ') ++at;
    const auto [wb, we] = word_after(text, at);
    return std::pair{we, text.substr(wb, we - wb)};
  };
  auto [at, word] = next_word(end + 1);
  const std::string article = bare_key(word);
  if (article == "the" || article == "a" || article == "an") std::tie(at, word) = next_word(at);
  if (word.empty() || ends_clause(word) || !own_country_word(word, system_terms)) return false;
  // Computer words, the last closing the noun phrase: "the Italian computer
  // scientist", "the American machine learning company" are no computers.
  bool computer = false;
  constexpr int most_words = 3;  // "exascale supercomputer system"
  for (int n = 0; n < most_words; ++n) {
    std::tie(at, word) = next_word(at);
    if (!computer_word(bare_key(word))) break;
    computer = true;
    if (ends_clause(word)) return true;
  }
  if (!computer) return false;
  static constexpr std::string_view after[] = {"at", "in", "on", "of", "for", "with", "by", "from", "that", "which", "and"};
  return word.empty() || std::find(std::begin(after), std::end(after), bare_key(word)) != std::end(after);
}

// Whether a computer word follows the name that ends at `end` ("Alps
// system"): it carries a country before the name to it.
bool computer_word_after(std::string_view text, std::size_t end) {
  auto [nb, ne] = word_after(text, end < text.size() && text[end] == ' ' ? end + 1 : end);
  return ne > nb && computer_word(bare_key(text.substr(nb, ne - nb)));
}

// "the Swiss system Alps", "the German supercomputer called Jupiter": the
// system's country a few computer or naming words before the name (or the
// list it ends) that starts at `begin`. Whether a computer word carries it
// to the name (`carried`: one after the name does), or nothing where no
// country is there.
std::optional<bool> country_before(std::string_view text, std::size_t begin, bool carried,
                                   const std::vector<ContextTerm>& system_terms) {
  std::size_t b = list_start(text, begin);
  while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '(' || text[b - 1] == ',')) --b;
  // Back over the words that carry the country to the name, a few at most.
  constexpr int carriers = 4;
  for (int n = 0; n <= carriers && b > 0; ++n) {
    auto [pb, pe] = word_before(text, b);
    if (pe == pb) break;
    std::string_view word = text.substr(pb, pe - pb);
    if (n > 0 && ends_clause(word)) break;
    if (own_country_word(word, system_terms)) return carried;
    const std::string key = bare_key(word);
    if (!computer_word(key) && !naming_word(key)) break;
    carried = carried || computer_word(key);
    b = pb;
    while (b > 0 && text[b - 1] == ' ') --b;
  }
  return std::nullopt;
}

// After the name that ends at `end` the country closes its clause: "Alps
// (Switzerland)", "Alps, Switzerland."; "Leonardo, Italian painter" is a
// person.
bool country_closing_clause(std::string_view text, std::size_t end, const std::vector<ContextTerm>& system_terms) {
  std::size_t e = end;
  while (e < text.size() && (text[e] == ' ' || text[e] == ',' || text[e] == '(')) ++e;
  constexpr std::size_t longest_country = 48;  // bytes: "United States of America"
  std::size_t stop = e;
  while (stop < text.size() && stop - e < longest_country &&
         std::string_view(")],.;:\n").find(text[stop]) == std::string_view::npos)
    ++stop;
  if (stop == e || stop - e >= longest_country) return false;
  const std::string key = normalize_key(text.substr(e, stop - e));
  return std::any_of(system_terms.begin(), system_terms.end(),
                     [&](const ContextTerm& t) { return t.kind == "country" && t.key == key; });
}

}  // namespace

bool country_beside(std::string_view text, std::size_t begin, std::size_t end,
                    const std::vector<ContextTerm>& system_terms) {
  if (auto carried = country_before(text, begin, computer_word_after(text, end), system_terms)) return *carried;
  if (country_in_apposition(text, end, system_terms)) return true;
  return country_closing_clause(text, end, system_terms);
}

}  // namespace verifier::match
