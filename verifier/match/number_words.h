// match/number_words.h: internal to match/ (the scan's readings, see
// facts_words.h): numbers written in words, English ("twenty-four
// thousand") and CJK ("一万二千", "2.5万"). The words are read with a small
// table, not ICU's spellout parser (facts.h says why); the scan puts them
// together into a value.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace verifier::match::internal {

struct NumberWord {
  std::string_view word;
  std::int64_t value;
  bool scale;  // multiplies what came before
};

bool may_be_number_word(char c);
const NumberWord* number_word(std::string_view w);  // w lower-case
std::optional<std::int64_t> cjk_digit(char32_t c);
std::int64_t cjk_unit(char32_t c);

}  // namespace verifier::match::internal
