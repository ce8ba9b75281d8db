// match/match.h: decides whether a page's text names a system.
// Takes: Records (names, aliases, operator, site) and MatchRules once; then
// page text (never HTML, never the network). Gives: for every system the text
// names, a core Naming with the alias and a quote as evidence. All aliases
// of all systems are compiled once, and each page is scanned once.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include "core/naming.h"
#include "core/record.h"
#include "core/rules.h"

namespace verifier::match {

class AliasIndex {
 public:
  AliasIndex(const std::vector<Record>& records, const MatchRules& rules);
  ~AliasIndex();
  AliasIndex(AliasIndex&&) noexcept;
  AliasIndex& operator=(AliasIndex&&) noexcept;

  // Every system (index into the records given) the text names, each with
  // its best match. `url` is used for the text-fragment link only.
  std::vector<std::pair<std::size_t, Naming>> scan(std::string_view text,
                                                   std::string_view url) const;

  // The aliases a system is matched by, derived ones included (for `check`).
  std::vector<std::pair<std::string, bool>> aliases_of(std::size_t system) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace verifier::match
