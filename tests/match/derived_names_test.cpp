// Identity (issue 13 item 2): a derived name stays distinctive. What is
// left of a name made only of ordinary words is an ordinary word however
// it is written; a weak word at its end makes it an organisation's name;
// a shorter name of the system inside a longer one the passage gives
// another owner is given with it.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <string>
#include <vector>

#include "bundled_rules.h"
#include "match/match.h"
#include "match/ordinary.h"

using namespace verifier;
using namespace verifier::match;

namespace {

// Records of an id, a name and an operator, as the dataset gives them.
std::vector<Record> records_of(std::initializer_list<std::array<std::string, 3>> rows) {
  std::vector<Record> out;
  for (const auto& [id, name, op] : rows) {
    Record& r = out.emplace_back();
    r.id = id;
    r.name = name;
    r.operator_name = op;
  }
  return out;
}

MatchRules rules() {
  MatchRules r;
  r.accelerators = test::bundled_rules().match.accelerators;
  r.generic_words = {"cluster", "superpod"};
  r.weak_names = {"Research"};
  // The word lists' part: words, not names of machines.
  r.ordinary_names = {"Alpha", "One", "Saturn", "Good", "Computer", "Ares", "Maia"};
  return r;
}

const AliasInfo* alias(const AliasIndex& index, std::size_t system, const std::string& text) {
  static std::vector<AliasInfo> kept;
  kept = index.aliases_of(system);
  auto it = std::find_if(kept.begin(), kept.end(), [&](const AliasInfo& a) { return a.text == text; });
  return it == kept.end() ? nullptr : &*it;
}

bool names(const AliasIndex& index, std::string_view text, std::size_t system) {
  const auto found = index.scan(text, "");
  return std::any_of(found.begin(), found.end(),
                     [&](const auto& f) { return f.first == system && !f.second.describes; });
}

}  // namespace

TEST_CASE("the words looked up of a name of several words") {
  CHECK(words_to_look_up("alpha ONE") == std::vector<std::string>{"alpha", "one"});
  CHECK(words_to_look_up("Good Computer") == std::vector<std::string>{"good", "computer"});
  // One word is looked up whole; initials, numerals and digits keep a name.
  CHECK(words_to_look_up("Frontier").empty());
  CHECK(words_to_look_up("SATURN V").empty());
  CHECK(words_to_look_up("JUWELS BM").empty());
  CHECK(words_to_look_up("Colossus 2").empty());
}

TEST_CASE("a derived name made only of ordinary words is ordinary whatever its case") {
  std::vector<Record> records = records_of({
      {"alpha-one", "Aleph Alpha alpha ONE", "Aleph Alpha"},
      {"saturn", "NVIDIA SATURN V", "NVIDIA"},
      {"good", "Graphcore Good Computer", "Graphcore"},
      {"megascale", "ByteDance MegaScale Alpha", "ByteDance"}});
  AliasIndex index{records, rules()};
  const AliasInfo* alpha_one = alias(index, 0, "alpha ONE");
  REQUIRE(alpha_one != nullptr);
  CHECK(alpha_one->ordinary);  // "Alpha One" is a product, "the alpha one" no name
  const AliasInfo* good = alias(index, 2, "Good Computer");
  REQUIRE(good != nullptr);
  CHECK(good->ordinary);
  const AliasInfo* saturn = alias(index, 1, "SATURN V");
  REQUIRE(saturn != nullptr);
  CHECK_FALSE(saturn->ordinary);  // a letter of its own makes it a name
  const AliasInfo* megascale = alias(index, 3, "MegaScale Alpha");
  REQUIRE(megascale != nullptr);
  CHECK_FALSE(megascale->ordinary);  // one word no list has
  CHECK_FALSE(names(index, "News\nThe Alpha One headset ships in May.", 0));
  CHECK(names(index, "News\nAleph Alpha trains on alpha ONE, its cluster.", 0));
}

TEST_CASE("a weak word at the end of a derived name makes it an organisation's") {
  std::vector<Record> records = records_of({
      {"vinai", "Vingroup VinAI Research Superpod", "Vingroup"},
      {"rsc", "Meta Research SuperCluster", "Meta"},
      {"lab", "Example Research", "Example"}});
  AliasIndex index{records, rules()};
  CHECK(index.description(0));  // "VinAI Research" is a company, as "Google Research"
  CHECK(index.aliases_of(0).empty());
  CHECK(alias(index, 1, "Research SuperCluster") != nullptr);  // a weak word first: a name
  CHECK(index.description(2));  // alone, as before
}

TEST_CASE("the bundled rules know ordinary words of languages their word lists lack") {
  std::vector<Record> records = records_of({{"obon", "OneAsia OBON Clusters", "OneAsia"}});
  AliasIndex index{records, test::bundled_rules().match};
  const AliasInfo* obon = alias(index, 0, "OBON");
  REQUIRE(obon != nullptr);
  CHECK(obon->ordinary);  // the Obon holiday (Japanese) names no computer
}

TEST_CASE("a shorter name inside a longer one the passage gives another owner is given with it") {
  Record ares = records_of({{"ares", "Microsoft Ares/Maia", "Microsoft"}}).front();
  ares.parts.push_back({"Accelerator", "Maia 100 (M100)", 2048, ""});
  std::vector<Record> records = {ares};
  AliasIndex index{records, rules()};
  REQUIRE(alias(index, 0, "Ares") != nullptr);
  CHECK_FALSE(names(index, "News\nAres Maia at Contoso Research runs on Maia 100 (M100) accelerators.", 0));
  CHECK_FALSE(names(index, "News\nContoso Research's Ares Maia runs on Maia 100 (M100) accelerators.", 0));
  CHECK(names(index, "News\nMicrosoft's Ares Maia runs on Maia 100 (M100) accelerators.", 0));
  CHECK(names(index, "News\nAres at Microsoft runs on Maia 100 (M100) accelerators.", 0));
}
