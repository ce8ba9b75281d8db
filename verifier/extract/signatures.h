// extract/signatures.h: the page signatures of rules/pages.yaml, compiled
// once. Takes: core PageSignatures (loaded and validated by dataset/), then
// the facts of one page. Gives: the first signature, in file order, that the
// page matches (every field it sets matches; within a list, any entry), or
// none. Build one Signatures per run and share it: compiling the regexes is
// the slow part, matching is read-only and thread-safe, and copies share
// the compiled regexes.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "core/fetched.h"
#include "core/rules.h"

namespace verifier::extract {

// What the signatures look at, about one page.
struct PageFacts {
  std::string_view title;
  std::string_view heading;  // first h1
  std::string_view text;     // visible text, blocks joined by '\n'
  std::string_view html;     // decoded markup
  const std::vector<Header>* headers = nullptr;
  std::optional<int> status;
  std::size_t words = 0;     // visible words
  // The text came from the page's own data (next_data.h): whatever its
  // markup looks like, it is no empty application shell.
  bool read_from_data = false;
};

// Regexes see at most this much of the text and of the markup.
inline constexpr std::size_t kSignatureWindow = std::size_t{64} * 1024;

class Signatures {
 public:
  Signatures();
  // A signature with a regex that does not compile is left out (dataset/
  // reports it when the rules are loaded).
  explicit Signatures(const std::vector<PageSignature>& signatures);

  const PageSignature* match(const PageFacts& page) const;
  std::size_t size() const;

 private:
  // Defined in signatures.cpp: the regex engine stays inside this stage.
  struct Compiled;
  std::shared_ptr<const std::vector<Compiled>> compiled_;
};

}  // namespace verifier::extract
