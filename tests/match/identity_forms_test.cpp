// Identity (issue 13): the forms pages give a system's name and operator
// that are still its own: a version "N.0" written "N", a line's name
// without its accelerator family, a partition joined to the name, the
// lists' longer name at the system's own site, an operator shortened as
// lists shorten it, a wiki link that shows the name in its sentence.
// Each case also has its near miss, which must not count.
#include <doctest/doctest.h>

#include <algorithm>

#include "bundled_rules.h"
#include "match/derive.h"
#include "match/match.h"
#include "match/owners.h"

using namespace verifier;
using namespace verifier::match;

namespace {

Record system(std::string id, std::string name, std::string op, std::string site = "",
              std::string part = "", double quantity = 0, int first_year = 0) {
  Record r;
  r.id = std::move(id);
  r.name = std::move(name);
  r.operator_name = std::move(op);
  r.site = std::move(site);
  if (!part.empty()) r.parts.push_back({"Accelerator", std::move(part), quantity, ""});
  r.first_year = first_year;
  return r;
}

// The bundled accelerators, name and product words; the test's own
// ordinary words, owners and namesakes.
MatchRules forms_rules() {
  const auto& bundled = test::bundled_rules().match;
  MatchRules r;
  r.accelerators = bundled.accelerators;
  r.name_words = bundled.name_words;
  r.product_words = bundled.product_words;
  r.generic_words = {"cluster", "system", "superpod"};
  r.phase_patterns = {R"(\bphase\s*\d+\b)"};
  r.ordinary_names = {"Frontera", "Topaze", "Jupiter", "Polaris", "Gator"};
  r.owners = {{"Texas Advanced Computing Center", {"TACC"}},
              {"Julich Supercomputing Center", {"JSC", "FZJ"}}};
  r.namesakes = {{"TSUBAME4.0", "Elsewhere Institute", "Japan", 2024},
                 {"JUPITER Booster", "EuroHPC/FZJ", "Germany", 2025},
                 {"JUPITER 2", "EuroHPC/FZJ", "Germany", 2026}};
  return r;
}

struct Forms {
  MatchRules match = forms_rules();
  std::vector<Record> records = {
      system("tsubame", "TSUBAME4.0", "Tokyo Institute of Technology"),
      system("abci2", "AIST ABCI 2.0", "AIST", "", "NVIDIA A100", 960),
      system("abci3", "AIST ABCI 3.0", "AIST", "", "NVIDIA H100", 6128),
      system("saturn", "NVIDIA SATURN V Volta", "NVIDIA", "", "NVIDIA V100", 264),
      system("frontera", "TACC Frontera", "University of Texas at Austin"),
      system("topaze", "CEA Topaze", "CEA"),
      system("jupiter", "Jupiter", "Julich Supercomputing Center", "", "NVIDIA GH200", 23536, 2025),
      system("gator", "University of Florida Gator", "University of Florida"),
  };
  AliasIndex index{records, match};

  bool names(std::string_view text, std::size_t system) const {
    auto found = index.scan(text, "");
    return std::any_of(found.begin(), found.end(), [&](const auto& f) {
      return f.first == system && !f.second.describes;
    });
  }
  const AliasInfo* alias(std::size_t system, std::string_view text) {
    aliases = index.aliases_of(system);
    auto it = std::find_if(aliases.begin(), aliases.end(), [&](const AliasInfo& a) { return a.text == text; });
    return it == aliases.end() ? nullptr : &*it;
  }
  std::vector<AliasInfo> aliases;
};

}  // namespace

TEST_CASE("a version N.0 is also written N, and generations stay apart") {
  CHECK(without_point_zero("TSUBAME4.0") == "TSUBAME4");
  CHECK(without_point_zero("ABCI 2.0") == "ABCI 2");
  CHECK(without_point_zero("ABCI 2.5").empty());
  CHECK(without_point_zero("Colossus").empty());
  Forms f;
  REQUIRE(f.alias(0, "TSUBAME4") != nullptr);
  // The lists' TSUBAME4.0 at another site makes TSUBAME4 another owner's too.
  CHECK(f.alias(0, "TSUBAME4")->namesake);
  CHECK(f.names("Results\nCII, Tokyo Institute of Technology | TSUBAME 4 | 172,800", 0));
  CHECK(f.names("Results\nABCI 2 | AIST", 1));
  CHECK_FALSE(f.names("Results\nABCI 2 | AIST", 2));
  CHECK(f.names("Results\nABCI-3 | AIST", 2));
  CHECK_FALSE(f.names("Results\nABCI 2.5 | AIST", 1));
}

TEST_CASE("a line's name without its accelerator family counts only with its own accelerators") {
  Forms f;
  const AliasInfo* base = f.alias(3, "SATURN V");
  REQUIRE(base != nullptr);
  CHECK(base->version_base);
  CHECK(f.names("List\nNVIDIA Corporation United States DGX Saturn V - Xeon E5-2698v4, NVIDIA Tesla V100", 3));
  CHECK_FALSE(f.names("List\nNVIDIA Corporation United States DGX Saturn V - Xeon E5-2698v4, NVIDIA Tesla P100", 3));
}

TEST_CASE("a wiki link that shows the name in its sentence names it") {
  Forms f;
  CHECK(f.names("Horizon\nHorizon is TACC's next system. It is the follow-on to the [[Frontera]] system.", 4));
  CHECK(f.names("Horizon\nTACC runs [[Frontera (supercomputer)|Frontera]] today.", 4));
  // A bare link with an ending glued to it is a word of the sentence
  // (Azure supercomputers.md: "The math is 5x [[Eagle]]s").
  CHECK(f.names("Horizon\nTACC would need 5x [[Frontera]]s for that.", 4));
  // A link's target, a section of another note, an embedded file, a compound: no naming.
  CHECK_FALSE(f.names("Horizon\nTACC: see [[Frontera#Network]] for the layout.", 4));
  CHECK_FALSE(f.names("Horizon\nTACC pictures: ![[Frontera rack.jpg]]", 4));
  CHECK_FALSE(f.names("Vista\nVista is TACC's pre-[[Frontera]] supercomputer.", 4));
  // A bare link with no computer word after it is the title of another
  // note (Alps.md: "the 512 GB supported by [[Grace]]", the CPU's note).
  CHECK_FALSE(f.names("Horizon\nTACC's nodes beat those of [[Frontera]].", 4));
}

TEST_CASE("a partition joined to the name is the system's own, not a compound or a product") {
  Forms f;
  CHECK(f.names("List\nCEA/CCRT France Topaze-gpu - NVIDIA A100", 5));
  CHECK(f.names("List\nCEA/CCRT France Topaze-CPU - AMD EPYC", 5));
  CHECK_FALSE(f.names("List\nCEA/CCRT France Topaze-class machines", 5));
  // Spaced, "GPU" is a partition only where the owner stands near (see
  // identity_test's "Helios GPU"); else it is a product.
  CHECK_FALSE(f.names("Shop\nA shop sells the Topaze GPU card", 5));
}

TEST_CASE("the lists' longer name at the system's own site names it, without more context") {
  Forms f;
  CHECK(f.names("HPCG\nThe new JUPITER Booster system, the first exascale computer in Europe.", 6));
  CHECK_FALSE(f.names("HPCG\nThe new JUPITER system, the first exascale computer in Europe.", 6));
  // A number added is another generation, whatever the lists say.
  CHECK_FALSE(f.names("HPCG\nThe new JUPITER 2 system, the first exascale computer in Europe.", 6));
  // Markup left in a text page is no part of the next word: FZJ's Jupiter
  // with its Booster, as a table row of a Markdown page writes it.
  f.match.namesakes.erase(f.match.namesakes.begin() + 1);
  AliasIndex without_lists(f.records, f.match);
  auto found = without_lists.scan(
      "Results\n<tr><td>4</td> <td>EuroHPC/FZJ</td> <td>JUPITER Booster</td> <td>4,801,344</td></tr>", "");
  CHECK(std::any_of(found.begin(), found.end(), [](const auto& x) { return x.first == 6; }));
}

TEST_CASE("an operator as lists shorten it is the operator") {
  auto has = [](const std::vector<std::string>& forms, std::string_view form) {
    return std::find(forms.begin(), forms.end(), form) != forms.end();
  };
  auto forms = short_forms("University of Florida");
  CHECK(has(forms, "Univ. of Florida"));
  CHECK(has(forms, "Univ. Florida"));
  forms = short_forms("Lawrence Livermore National Laboratory");
  CHECK(has(forms, "Lawrence Livermore Natl. Lab."));
  CHECK(has(forms, "Lawrence Livermore National Lab."));
  CHECK(short_forms("Meta Platforms").empty());
  // Initials in brackets, four letters at least; a company word or web domain dropped.
  CHECK(has(short_forms("Institute of Information Science (IZUM)"), "IZUM"));
  CHECK_FALSE(has(short_forms("Massachusetts Institute of Technology (MIT)"), "MIT"));
  // Shorter initials are still the operator's, where it is cut out of its system's name.
  CHECK(initials_of("TU Dresden, Center for Information Services and HPC (ZIH)", 2) ==
        std::vector<std::string>{"ZIH"});
  CHECK(initials_of("ZIH", 2).empty());
  CHECK(initials_of("Stargate (OpenAI)", 2).empty());
  // The name without the initials the dataset adds in brackets, as lists write it.
  CHECK(has(short_forms("Massachusetts Institute of Technology (MIT)"), "Massachusetts Institute of Technology"));
  CHECK(has(short_forms("Universitaet Erlangen - Regionales Rechenzentrum Erlangen (RRZE)"),
            "Universitaet Erlangen - Regionales Rechenzentrum Erlangen"));
  CHECK_FALSE(has(short_forms("Stargate (OpenAI)"), "Stargate"));  // one word left: maybe an ordinary one
  CHECK(short_forms("Lambda Labs") == std::vector<std::string>{"Lambda"});
  CHECK(short_forms("Continental AG") == std::vector<std::string>{"Continental"});
  CHECK(short_forms("Corvex.ai") == std::vector<std::string>{"Corvex"});
  CHECK(short_forms("Government of Telangana") == std::vector<std::string>{"Telangana"});
  CHECK(short_forms("xAI").empty());
  // A coined first word is the name an organisation goes by; an ordinary one is not.
  CHECK(has(short_forms("IT4Innovations National Supercomputing Center"), "IT4Innovations"));
  CHECK(has(short_forms("McGill University"), "McGill"));
  CHECK_FALSE(has(short_forms("National Supercomputing Center in Wuxi"), "National"));
  CHECK_FALSE(has(short_forms("HPE"), "HPE"));
  CHECK(short_forms("Leonardo SpA").empty());  // not shortened: EuroHPC's Leonardo keeps its name
  Forms f;
  CHECK(f.names("MxP\n<td>Univ. Florida, USA</td>\n<td>Gator</td>", 7));
  CHECK(f.names("Top\nGator, Univ. of Florida", 7));
  CHECK(f.names("Top\nFrontera, Texas Advanced Computing Ctr., USA", 4));
  CHECK_FALSE(f.names("Top\nGator, Univ. of Georgia", 7));
}

TEST_CASE("a row that gives the name's other owner, and none of this system's, is the other's") {
  MatchRules match = test::bundled_rules().match;
  match.namesakes.push_back({"Helios", "International Fusion Energy Research Centre (IFERC)", "Japan", 2012});
  const std::vector<Record> records = {
      system("amazon", "Amazon Titan Cluster", "Amazon", "", "NVIDIA A100", 4000),
      system("skt", "SK Telecom Titan", "SK Telecom", "", "NVIDIA A100", 1040),
      system("nvidia", "NVIDIA Helios", "NVIDIA", "", "NVIDIA GB200", 4608),
      system("cyfronet", "Cyfronet Helios", "ACC Cyfronet AGH", "", "NVIDIA GH200", 440)};
  AliasIndex index{records, match};
  auto names = [&](std::string_view text, std::size_t system) {
    auto found = index.scan(text, "");
    return std::any_of(found.begin(), found.end(),
                       [&](const auto& f) { return f.first == system && !f.second.describes; });
  };
  // Amazon's accelerators are SK Telecom's too: the row's owner decides.
  const std::string skt_row = "list\n202206,80,Titan,\"NVIDIA DGX A100, NVIDIA A100\",SK Telecom,South Korea";
  CHECK(names(skt_row, 1));
  CHECK_FALSE(names(skt_row, 0));
  CHECK(names("list\n202406,81,Titan,\"NVIDIA A100\",Amazon Web Services,United States", 0));
  // The next row's GPUs are NVIDIA's: no owner of this row's Helios.
  const std::string iferc_rows =
      "list\n201206,12,Helios,\"Bullx B510, Xeon E5-2680\",International Fusion Energy Research Centre "
      "(IFERC),Japan\n201206,13,Curie,\"Bullx, NVIDIA 2090\",CEA,France";
  CHECK_FALSE(names(iferc_rows, 2));
  CHECK_FALSE(names(iferc_rows, 3));
  // Without another owner, the maker that owns it still ties its name.
  CHECK(names("list\n202411,5,Helios,\"DGX GB200, NVIDIA GB200\",NVIDIA Corporation,United States", 2));
}
