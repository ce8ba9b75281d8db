// match/name_use.cpp: how a passage uses a name (name_use): as the name,
// in a heading in title case, in a menu, or as a word of a longer name
// (capitalised words joined to it, an acronym's expansion, a numbered
// field); and whether words are only the system's own.
#include "match/context.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/ascii.h"
#include "core/table_text.h"
#include "core/utf8.h"
#include "match/context_words.h"
#include "match/table_row.h"

namespace verifier::match {

// The words of a passage and its blocks, shared with the other files of
// context.h (context_words.h).
using namespace internal;

namespace {

// A lower-case word of five letters or more that title case would have
// capitalised: "The Hollywood Reporter, LLC is a subsidiary of Prometheus
// Global Media" is a sentence of proper nouns, not a heading. Prepositions
// and conjunctions stay lower case in most headline styles.
bool prose_word(std::string_view word) {
  while (!word.empty() && static_cast<unsigned char>(word.back()) < 0x80 &&
         !is_ascii_alnum(word.back()))
    word.remove_suffix(1);
  if (word.size() < 5) return false;
  static constexpr std::array<std::string_view, 26> kept_lower = {
      "about",  "above",  "across", "after",  "against", "along",   "among",   "around", "before",
      "behind", "below",  "beside", "between", "beyond", "during", "except",  "inside", "since",
      "through", "toward", "towards", "under", "until",  "versus", "within",  "without"};
  return std::find(kept_lower.begin(), kept_lower.end(), word) == kept_lower.end();
}

// A heading in title case ("ORNL Unveils Frontier At ISC"), the page's
// title included when it is written so: capitals there
// say nothing about proper names. Words of four letters or more counted,
// the name itself not, and four in five capitalised (a sentence with a few
// proper nouns is no heading); a long capitalised block is a menu or a
// table row, where the neighbours of a name are other names ("Aurora
// Polaris Sophia"), and no heading either.
bool title_case_block(std::string_view text, std::size_t begin, std::size_t end) {
  constexpr int heading_words = 25;
  Region block = same_block(text, begin, end);
  // A row of values joins its fields without spaces, so it has few words
  // and most of them capitalised, yet it is no heading: "Leonardo SpA,Atos"
  // is the company, in the site field of davinci-1's row.
  if (values_separator(text, block.begin, block.end) != 0) return false;
  int all_words = 0;
  int words = 0;
  int capitalised = 0;
  std::size_t at = block.begin;
  // Each step moves past one word of the block.
  while (at < block.end) {
    while (at < block.end && is_html_space(text[at])) ++at;
    auto [wb, we] = word_after(text, at);
    we = std::min(we, block.end);
    all_words += we > wb ? 1 : 0;
    const bool the_name = wb >= begin && we <= end;
    if (we - wb >= 4 && !the_name && first_letter(text.substr(wb, 1)) != 0) {
      ++words;
      const bool upper = upper_initial(text.substr(wb, we - wb));
      capitalised += upper ? 1 : 0;
      if (!upper && prose_word(text.substr(wb, we - wb))) return false;
    }
    at = we;
  }
  return all_words <= heading_words && words >= 3 && capitalised * 10 >= words * 8;
}

std::size_t block_words(std::string_view text, std::size_t at) {
  Region block = same_block(text, at, at);
  std::size_t words = 0;
  bool in_word = false;
  for (std::size_t i = block.begin; i < block.end; ++i) {
    bool space = is_html_space(text[i]);
    words += !space && !in_word ? 1 : 0;
    in_word = !space;
  }
  return words;
}

// A name alone in its block between short blocks: an entry of a menu or a
// list of links ("Aurora / Polaris / Sophia / Crux"), which names every
// system of the site on every page of it.
bool menu_entry(std::string_view text, std::size_t begin, std::size_t end) {
  // Short in words and in bytes: a sentence of a script written without
  // spaces is one "word" long.
  auto short_block = [&](std::size_t at) {
    Region r = same_block(text, at, at);
    return r.end - r.begin <= 40 && block_words(text, at) <= 4;
  };
  Region block = same_block(text, begin, end);
  if (block.begin < 2 || block.end + 1 >= text.size()) return false;
  return short_block(begin) && short_block(block.begin - 2) && short_block(block.end + 1);
}

bool own_word(const std::string& key, const std::vector<ContextTerm>& terms,
              const std::vector<std::string_view>& alias_keys,
              const std::vector<std::string>& name_words) {
  if (key.empty()) return true;
  if (std::find(name_words.begin(), name_words.end(), key) != name_words.end()) return true;
  for (const auto& a : alias_keys)
    if (a.find(key) != std::string::npos) return true;
  for (const auto& t : terms)
    if (t.key.find(key) != std::string::npos) return true;
  return false;
}

}  // namespace

namespace {

// "GR00T N1 2B,Eagle 2,Gemma2 9B": a field of a row of values (`sep`, its
// separator) that adds a small number to the name holds another's name (a
// model, a later generation: "Colossus 2" is no Colossus); "Aurora
// 9,264,128" is a count. Prose is no field: "Frontier 2, the sequel".
bool numbered_field_after(std::string_view text, std::size_t end, char sep) {
  if (sep == 0 || end + 1 >= text.size() || text[end] != ' ') return false;
  std::size_t at = end + 1;
  while (at < text.size() && at - end <= 3 && is_ascii_digit(text[at])) ++at;
  const std::size_t digits = at - end - 1;
  if (digits == 0 || digits > 2) return false;
  if (at == text.size() || text[at] == '\n' || text[at] == '"') return true;
  return text[at] == sep && (at + 1 == text.size() || !is_ascii_digit(text[at + 1]));
}

// The letters and digits a word starts with ("Instrument" of
// "Instrument,\"BullSequana"); bytes of other scripts count as letters.
std::size_t word_chars(std::string_view word) {
  std::size_t n = 0;
  while (n < word.size() && (static_cast<unsigned char>(word[n]) >= 0x80 || is_ascii_alpha(word[n]) ||
                             is_ascii_digit(word[n])))
    ++n;
  return n;
}

// The capitalised words joined by single spaces to [begin, end), the name
// with them: "JUPITER Exascale Transition Instrument". At most eight words
// each side; a word that ends in a mark ends the phrase there.
Region capitalised_phrase(std::string_view text, std::size_t begin, std::size_t end) {
  constexpr int most = 8;
  Region phrase{begin, end, "phrase"};
  for (int n = 0; n < most && phrase.begin >= 2 && text[phrase.begin - 1] == ' '; ++n) {
    auto [wb, we] = word_before(text, phrase.begin - 1);
    if (we == wb || word_chars(text.substr(wb, we - wb)) != we - wb || !upper_initial(text.substr(wb, 1))) break;
    phrase.begin = wb;
  }
  for (int n = 0; n < most && phrase.end + 1 < text.size() && text[phrase.end] == ' '; ++n) {
    auto [wb, we] = word_after(text, phrase.end + 1);
    const std::size_t chars = word_chars(text.substr(wb, we - wb));
    if (chars == 0 || !upper_initial(text.substr(wb, 1))) break;
    phrase.end = wb + chars;
    if (chars != we - wb) break;
  }
  return phrase;
}

// The acronym written just before a phrase ("JETI - ", "JETI: ") or just
// after it (" (JETI)"), or "".
std::string_view acronym_beside(std::string_view text, Region phrase) {
  const std::string_view after = text.substr(phrase.end);
  if (after.starts_with(" (")) {
    const std::size_t close = after.find(')');
    if (close == std::string_view::npos) return "";
    const std::string_view inner = after.substr(2, close - 2);
    return word_chars(inner) == inner.size() ? inner : "";
  }
  if (phrase.begin < 2 || text[phrase.begin - 1] != ' ') return "";
  auto [wb, we] = word_before(text, phrase.begin - 1);
  std::string_view token = text.substr(wb, we - wb);
  if ((token == "-" || token == "\u2013") && wb >= 2 && text[wb - 1] == ' ') {
    std::tie(wb, we) = word_before(text, wb - 1);
    token = text.substr(wb, we - wb);
  } else if (token.ends_with(':')) {
    token.remove_suffix(1);
  } else {
    return "";
  }
  // "9,JETI": the row's earlier field is no part of it.
  std::size_t start = token.size();
  while (start > 0 && word_chars(token.substr(start - 1)) > 0) --start;
  return token.substr(start);
}

// Whether the name and the capitalised words joined to it spell, by their
// initials, an acronym written beside them: "JETI - JUPITER Exascale
// Transition Instrument", "... Instrument (JETI)". Those words are one
// proper name of their own, whatever words it holds, computer words too;
// but one word at least not the system's own (`own`): "JUWELS Booster
// Module (JBM)" is still the system. The phrase may start at any of its
// words up to the name's first: "The JUPITER ... (JETI)" leaves out the
// sentence's first word.
template <typename Own>
bool acronym_expansion(std::string_view text, std::size_t begin, std::size_t end, const Own& own) {
  const Region phrase = capitalised_phrase(text, begin, end);
  if (phrase.begin == begin && phrase.end == end) return false;
  std::string initials;
  std::vector<std::size_t> starts;
  bool foreign_after = false;  // a word after the name not the system's own
  std::size_t foreign_before = std::string_view::npos;  // the last such word before it
  std::size_t at = phrase.begin;
  // Each step moves past one word of the phrase.
  while (at < phrase.end) {
    auto [wb, we] = word_after(text, at);
    we = std::min(we, phrase.end);
    if (!is_ascii_alpha(text[wb])) return false;
    initials += static_cast<char>(std::toupper(static_cast<unsigned char>(text[wb])));
    starts.push_back(wb);
    if ((wb < begin || wb >= end) && !own(text.substr(wb, we - wb))) {
      if (wb < begin)
        foreign_before = wb;
      else
        foreign_after = true;
    }
    at = we;
    while (at < phrase.end && is_html_space(text[at])) ++at;
  }
  for (std::size_t k = 0; k < starts.size() && starts[k] <= begin; ++k) {
    const bool foreign = foreign_after || (foreign_before != std::string_view::npos && foreign_before >= starts[k]);
    if (foreign && initials.size() - k >= 2 &&
        acronym_beside(text, Region{starts[k], phrase.end, "phrase"}) == std::string_view(initials).substr(k))
      return true;
  }
  return false;
}

}  // namespace

NameUse name_use(FoldedPage& page, std::size_t begin, std::size_t end,
                 const std::vector<ContextTerm>& system_terms,
                 const std::vector<std::string_view>& own_alias_keys,
                 const std::vector<std::string>& name_word_keys) {
  const std::string_view text = page.text();
  auto joined = [&](std::size_t wb, std::size_t we) {
    std::string_view w = text.substr(wb, we - wb);
    return upper_initial(w) &&
           !own_word(bare_key(w), system_terms, own_alias_keys, name_word_keys);
  };
  bool before = false;
  if (begin >= 2 && text[begin - 1] == ' ' && !is_html_space(text[begin - 2])) {
    auto [wb, we] = word_before(text, begin - 1);
    // "HyperCLOVA 204B,Amazon Titan": a row of values joins its fields
    // without a space, and the field's own first word is the neighbour. So
    // does prose that drops the space after a comma ("on it,Amazon Titan").
    const std::size_t field = text.substr(wb, we - wb).rfind(',');
    if (field != std::string_view::npos && wb + field + 1 < we) wb += field + 1;
    char last = text[we - 1];
    // A possessive is an owner, weighed by owner_given(), not part of the name.
    std::string_view word = text.substr(wb, we - wb);
    bool separated = last == ',' || last == ';' || last == ':' || last == ')' || last == '.' ||
                     word.ends_with("'s") || word.ends_with("\u2019s");
    before = !separated && !starts_sentence(text, wb) && joined(wb, we);
  }
  bool after = false;
  if (end + 1 < text.size() && text[end] == ' ' && !is_html_space(text[end + 1])) {
    auto [wb, we] = word_after(text, end + 1);
    after = joined(wb, we);
  }
  auto own = [&](std::string_view w) { return own_word(bare_key(w), system_terms, own_alias_keys, name_word_keys); };
  if (acronym_expansion(text, begin, end, own)) return NameUse::longer_name;
  if (!before && !after) {
    const Region block = same_block(text, begin, end);
    if (numbered_field_after(text, end, page.block_row(block.begin, block.end).values_separator))
      return NameUse::longer_name;
    return menu_entry(text, begin, end) ? NameUse::menu : NameUse::name;
  }
  return title_case_block(text, begin, end) ? NameUse::heading : NameUse::longer_name;
}

bool only_own_words(std::string_view words, const std::vector<ContextTerm>& system_terms,
                    const std::vector<std::string>& name_word_keys) {
  std::size_t at = 0;
  // Each step moves past one word.
  while (at < words.size()) {
    while (at < words.size() && is_html_space(words[at])) ++at;
    auto [wb, we] = word_after(words, at);
    if (we == wb) break;
    std::string key = bare_key(words.substr(wb, we - wb));
    bool number = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
      return is_ascii_digit(c) || c == '.';
    });
    if (number || !own_word(key, system_terms, {}, name_word_keys)) return false;
    at = we;
  }
  return true;
}

}  // namespace verifier::match
