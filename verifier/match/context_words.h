// match/context_words.h: internal to match/, not the stage's public face:
// the words and blocks around a name that the files of context.h read
// alike (context.cpp, sentences.cpp, owner_given.cpp, name_use.cpp,
// country_beside.cpp, name_surroundings.cpp): a region of the page, the
// block a name stands in, the words either side of it, and the tests of one
// word. Defined in context_words.cpp, but same_block (context.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace verifier::match::internal {

struct Region {
  std::size_t begin;
  std::size_t end;
  const char* where;
};

// The block (line) around [begin, end), within reach (context.cpp).
Region same_block(std::string_view text, std::size_t begin, std::size_t end);

// The first letter of `s`, or 0.
char32_t first_letter(std::string_view s);
// Does `word` start with a capital?
bool upper_initial(std::string_view word);
// The word that ends at `end`, and the word that starts at `begin`.
std::pair<std::size_t, std::size_t> word_before(std::string_view text, std::size_t end);
std::pair<std::size_t, std::size_t> word_after(std::string_view text, std::size_t begin);
// Is `key` a computer word ("system", "supercomputer", "exascale")?
bool computer_word(std::string_view key);
// Does the word at `word_begin` start a sentence?
bool starts_sentence(std::string_view text, std::size_t word_begin);
// A word as normalize_key folds it, without marks or markup around it.
std::string bare_key(std::string_view word);

}  // namespace verifier::match::internal
