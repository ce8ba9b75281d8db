// match/names_something.cpp: whether what is left of a system's name still
// names something (Deriver::names_something): no count, power, rank,
// possessive, accelerator model or product, no weak word at its end, and no
// operator or place that rules and records know (derive.h).
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "match/derive.h"
#include "match/derive_impl.h"
#include "match/normalize.h"

namespace verifier::match {
namespace internal {

bool distinctive(const std::string& key) {
  int letters = 0;
  int digits = 0;
  for (char c : key) {
    auto b = static_cast<unsigned char>(c);
    if (b >= 0x80) return true;
    if (b >= 'a' && b <= 'z') ++letters;
    if (is_ascii_digit(b)) ++digits;
  }
  return letters >= 3 || (letters == 2 && digits > 0);
}

bool count_token(std::string_view key) {
  auto unit = [](std::string_view u) {
    return u.empty() || u == "k" || u == "m" || u == "ks" || u == "gw" || u == "mw" || u == "kw" ||
           u == "gb" || u == "tb";
  };
  std::size_t i = 0;
  while (i < key.size() && (is_ascii_digit(key[i]) || key[i] == '.')) ++i;
  return (i > 0 && unit(key.substr(i))) || key == "gw" || key == "mw";
}

bool model_token(std::string_view text, std::string_view key) {
  if (text.find('-') != std::string_view::npos) return false;
  std::size_t i = 0;
  while (i < key.size() && key[i] >= 'a' && key[i] <= 'z') ++i;
  std::size_t letters = i;
  while (i < key.size() && is_ascii_digit(key[i])) ++i;
  std::size_t digits = i - letters;
  std::size_t tail = key.size() - i;
  bool tail_letters = std::all_of(key.begin() + static_cast<std::ptrdiff_t>(i), key.end(),
                                  [](char c) { return c >= 'a' && c <= 'z'; });
  return letters >= 1 && letters <= 3 && digits >= 2 && digits <= 4 && tail <= 2 && tail_letters;
}

}  // namespace internal

using namespace internal;

namespace {

// "7th" of "S. Korea 7th national supercomputer": a rank in a series,
// which the country and the generic words leave alone, is no name.
bool ordinal_token(std::string_view key) {
  std::size_t i = 0;
  while (i < key.size() && is_ascii_digit(key[i])) ++i;
  const std::string_view suffix = key.substr(i);
  return i > 0 && (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th");
}

// "Sakura's": an owner's possessive left over, not a name.
bool possessive(std::string_view text) {
  return text.ends_with("'s") || text.ends_with("\u2019s");
}

}  // namespace

bool Deriver::generic_word(const std::string& key) const { return generic_keys_.contains(key); }

// A product is matched as a whole, not word by word: "TPU v5p" of
// "Hypercomputer TPU v5p" leaves no "v5p" to pass for a name.
std::size_t Deriver::product_at(const std::vector<std::string>& keys, std::size_t at) const {
  std::string joined;
  std::size_t found = 0;
  for (std::size_t n = 0; n < most_model_words && at + n < keys.size(); ++n) {
    joined += keys[at + n];
    if (products_.contains(joined)) found = n + 1;
  }
  return found;
}

// What is left of a name names something when, counts, powers, possessives
// and accelerator models set aside, it is still distinctive, holds no
// product ("GPT-4", "MLPerf", "Blackwell"), does not end with a weak word
// ("Research" alone, or "VinAI Research": a company's name), and is no
// operator or place that rules and records know.
bool Deriver::names_something(const std::string& remainder, bool given) const {
  Tokens tokens(remainder);
  std::string rest;   // the words that may name, as one key
  std::string glued;  // the same with the words of products of several words: see below
  int words = 0;
  std::string last;   // the last word that may name
  std::size_t product_end = 0;  // past the product of several words ("TPU v5p") that token k is in
  for (std::size_t k = 0; k < tokens.key.size(); ++k) {
    if (!given && k >= product_end) product_end = k + product_at(tokens.key, k);
    const std::string& key = tokens.key[k];
    if (key.empty() || count_token(key) || ordinal_token(key) || model_token(tokens.text[k], key) ||
        possessive(tokens.text[k]) ||
        (!given && products_.contains(key)))
      continue;
    glued += key;
    if (k < product_end) continue;
    rest += key;
    last = key;
    ++words;
  }
  if (!distinctive(rest) || all_ascii_digits(rest)) return false;
  // A weak word ends an organisation's name, not a machine's: "VinAI
  // Research" is a company (as "Google Research"), "Research SuperCluster" a name.
  if (weak_.contains(last)) return false;
  // A product's name run on with a word is still the product ("Mistral
  // Large Model"), as is one glued into a longer word.
  for (const auto& p : products_)
    if (!given && p.size() >= 6 && glued.find(p) != std::string::npos) return false;
  return !owners_places_.contains(normalize_key(remainder)) && !owners_places_.contains(rest);
}

}  // namespace verifier::match
