// core/naming.h: the matcher's answer for one system on one page: which
// alias it found, where, and the quote that proves it.
#pragma once

#include <string>

namespace verifier {

struct Naming {
  std::string alias;         // as the record or derivation spells it
  bool derived = false;      // derived from the name, not written in the record
  std::string evidence;      // ~200 characters of the page around the match
  std::string context;       // for ordinary-word names: which context counted
  std::string fragment_url;  // url#:~:text=... that scrolls to the match
};

}  // namespace verifier
