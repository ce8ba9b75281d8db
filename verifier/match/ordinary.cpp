// match/ordinary.cpp: streams the word lists against the alias keys.
#include "match/ordinary.h"

#include <fstream>

#include "match/normalize.h"

namespace verifier::match {
namespace {

// Most lines are ASCII: fold them without utf8proc.
std::string fold_line(const std::string& line) {
  std::string out;
  out.reserve(line.size());
  for (char c : line) {
    auto b = static_cast<unsigned char>(c);
    if (b >= 0x80) return normalize_key(line);
    if (b >= 'A' && b <= 'Z') out += static_cast<char>(b - 'A' + 'a');
    else if ((b >= 'a' && b <= 'z') || (b >= '0' && b <= '9')) out += c;
  }
  return out;
}

void scan_word_list(const std::string& path, const std::unordered_set<std::string>& wanted,
                    std::unordered_set<std::string>& found) {
  std::ifstream in(path);
  std::string line;
  // Bounded by the file: one line a step.
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    std::string key = fold_line(line);
    if (wanted.count(key) != 0) found.insert(std::move(key));
  }
}

}  // namespace

bool short_spaced_name(const std::string& key) {
  int letters = 0;
  std::size_t i = 0;
  while (i < key.size()) {
    char32_t c = char_at(key, i);
    if (is_spaceless(c)) return false;
    if (!(c >= '0' && c <= '9') && c != '.') ++letters;
    std::size_t next = i + 1;
    while (next < key.size() && (static_cast<unsigned char>(key[next]) & 0xC0) == 0x80) ++next;
    i = next;
  }
  return letters <= 4;
}

std::unordered_set<std::string> ordinary_keys(const std::unordered_set<std::string>& alias_keys,
                                              const MatchRules& rules) {
  std::unordered_set<std::string> found;
  for (const auto& key : alias_keys)
    if (short_spaced_name(key)) found.insert(key);
  for (const auto& name : rules.ordinary_names) {
    std::string key = normalize_key(name);
    if (alias_keys.count(key) != 0) found.insert(key);
  }
  for (const auto& path : rules.dictionaries) scan_word_list(path, alias_keys, found);
  return found;
}

}  // namespace verifier::match
