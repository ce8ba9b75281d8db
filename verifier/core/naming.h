// core/naming.h: the matcher's answer for one system on one page: whether
// the page names it or only describes it, what tied the page to it, and
// the quote that proves it.
#pragma once

#include <string>
#include <vector>

namespace verifier {

struct Naming {
  std::string alias;         // as the record or derivation spells it ("" when described)
  bool derived = false;      // derived from the name, not written in the record
  std::string evidence;      // ~200 characters of the page around the match
  std::string context;       // for ambiguous names: which context counted
  std::string fragment_url;  // url#:~:text=... that scrolls to the match
  std::vector<std::string> identified_by;  // "alias: Summit", "operator: ORNL", "count: 24,576"
  bool describes = false;    // identified by its facts, not by a name
};

}  // namespace verifier
