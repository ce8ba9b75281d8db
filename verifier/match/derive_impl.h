// match/derive_impl.h: internal to match/, not the stage's public face:
// what the Deriver's files (derive.h) share: a name as tokens
// (name_tokens.cpp), the tests of what a word of a name is
// (names_something.cpp), and a system's terms each added once (derive.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"
#include "match/derive.h"

namespace verifier::match::internal {

// The most words a model's or product's form has: "Max 1550", "TPU v4", "Mistral Large".
constexpr std::size_t most_model_words = 3;

// Longer phrases first: "Alibaba Cloud" is cut before "Alibaba".
bool longer_first(const Deriver::Phrase& a, const Deriver::Phrase& b);

// A key with a letter, of any script: no bare number or code.
bool has_letter(const std::string& key);

// `s` without the punctuation at its ends ("Jupiter," -> "Jupiter").
std::string trim_punctuation(const std::string& s);

// A name as tokens (split at spaces and slashes), each with its folded key
// and its words as owners.h compares them.
struct Tokens {
  std::vector<std::string> text;
  std::vector<std::string> key;
  std::vector<std::vector<std::string>> words;
  std::vector<bool> cut;

  static bool splits(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '/'; }

  explicit Tokens(const std::string& s);

  // The uncut tokens, filler words ("Corp") and punctuation at the ends
  // ("Jupiter,") left out.
  std::string remaining() const;

  // Cuts the first run of whole uncut tokens that is `phrase` (tolerantly,
  // filler words skipped). Returns the cut text, or "" when absent.
  std::string cut_phrase(const std::vector<std::string>& phrase);

  // Cuts every token that is a place of `place` (words or initials: UAE,
  // Lincoln); numbers of street addresses are no places.
  void cut_places(const std::vector<std::string>& place);

  // Cuts every run that equals `generic` word for word.
  void cut_exact(const std::vector<std::string>& generic);
};

// A phrase's word keys as Tokens folds them, for Tokens::cut_exact.
std::vector<std::string> keys_of_phrase(const std::string& phrase);

// Still a name: three letters, or two with a digit (MN-2, CG-1), or a
// character of a spaceless script.
bool distinctive(const std::string& key);

// The words of a place that are not bare numbers, as written.
std::string without_numbers(const std::string& place);

// "100k", "2k", "10,000", "36K", "1.2M", "5GW", "100MW", "80GB": a count, a
// power or a memory size (of the part a name spells out: "A100 80GB GPU
// cluster"), not a name. Keys are folded: no separators, a decimal point kept.
bool count_token(std::string_view key);

// "h100", "gb200s", "mi300x", "b200", "p100": one to three letters, two to
// four digits, at most two letters more (a plural s included). A hyphen
// makes it a name ("MSU-270", "SSC-21"), not a model.
bool model_token(std::string_view text, std::string_view key);

// Adds the alias, or the context term, unless the system has one of its key.
void add_alias(SystemTerms& out, const std::string& text, bool derived, bool version_base = false);
void add_context(SystemTerms& out, const std::string& text, const char* kind, bool short_form = false);

// A count is this system's own only when it is large: "8" or "64" is on
// every page. Folding drops separators, so "12288" finds "12,288" too.
void add_counts(const Record& record, SystemTerms& out);

}  // namespace verifier::match::internal
