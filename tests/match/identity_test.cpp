// Identity (issue 13): a name is not an identity. Unit tests of each rule
// the index weighs a candidate by: ambiguous names need the system's own
// context and never count when the passage gives them to another owner or
// makes them part of another proper name; derived names never a count,
// product, place or weak word; descriptions decided on the page's facts.
// The bundled rules give the accelerator table (rules/models.yaml).
#include <doctest/doctest.h>

#include <algorithm>

#include "dataset/dataset.h"
#include "match/derive.h"
#include "match/list_date.h"
#include "match/match.h"
#include "match/normalize.h"
#include "match/versions.h"

using namespace verifier;
using namespace verifier::match;

namespace {

MatchRules rules() {
  auto loaded = dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules");
  MatchRules r;
  r.accelerators = loaded.rules.match.accelerators;
  r.generic_words = {"cluster", "supercomputer", "system", "AI", "GPU", "training cluster",
                     "training"};
  r.phase_patterns = {R"(\bphase\s*\d+\b)", R"(^\s*paper on\s.*$)"};
  r.owners = {{"Oak Ridge National Laboratory", {"Oak Ridge NL", "ORNL"}},
              {"Meta AI", {"Meta"}},
              {"Vantage Data Centers", {"Vantage"}}};
  r.ordinary_names = {"Frontier", "Titan", "Dawn", "Polaris", "Aurora", "Sophia"};
  r.name_words = {"supercomputer", "system"};
  r.not_names = {"GPT-4"};
  r.weak_names = {"Research"};
  r.namesakes = {{"Dawn", "University of Cambridge", "United Kingdom"},
                 {"Frontier", "DOE/SC/Oak Ridge National Laboratory", "United States"}};
  return r;
}

Record record(std::string id, std::string name, std::string op, std::string site = "",
              std::string country = "") {
  Record r;
  r.id = std::move(id);
  r.name = std::move(name);
  r.operator_name = std::move(op);
  r.site = std::move(site);
  r.country = std::move(country);
  return r;
}

Record with_part(Record r, std::string part, double quantity) {
  r.parts.push_back({"Accelerator", std::move(part), quantity, ""});
  return r;
}

// AIST's ABCI 1.0 of 2018 and its 2.0 of 2021, which kept 1.0's V100 nodes:
// "ABCI" beside a V100 fits both.
std::vector<Record> abci_generations() {
  const std::string aist = "AIST";
  Record one = with_part(record("abci1", "AIST ABCI 1.0", aist, "Kashiwa", "Japan"), "NVIDIA Tesla V100 SXM2", 4352);
  Record two = with_part(record("abci2", "AIST ABCI 2.0", aist, "Kashiwa", "Japan"), "NVIDIA A100", 960);
  two.parts.push_back({"Accelerator", "NVIDIA Tesla V100 SXM2", 4352, ""});
  one.first_year = 2018, one.first_month = 6;
  two.first_year = 2021, two.first_month = 5;
  return {one, two};
}

// The project's own rules, as the night loads them.
MatchRules bundled_rules() {
  return dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules").rules.match;
}

// Round 7's description-named list rows: the operator's name carries the city.
Record nagoya_itc_v100(std::string id) {
  return with_part(record(std::move(id), "Nagoya University ITC V100 GPU subsystem",
                          "Information Technology Center, Nagoya University", "Nagoya, Japan", "Japan"),
                   "NVIDIA Tesla V100 SXM2", 0);
}

Record dresden_zih_a100(std::string id) {
  return with_part(record(std::move(id), "TU Dresden ZIH A100 40GB GPU cluster",
                          "TU Dresden, Center for Information Services and HPC (ZIH)", "Dresden, Germany", "Germany"),
                   "NVIDIA A100 SXM4 40 GB", 0);
}

// The HPCG site's list as the extractor writes it: a row of cells a line.
std::string hpcg_list(std::string_view rows) {
  return "HPCG results\nRank | Site | Computer | Cores | HPL Rmax (Pflop/s)\n" + std::string(rows);
}

// One of Northern Data Group's H100 islands, as the records give them.
Record northern_data_island(std::string id, std::string name, std::string site, std::string country = "") {
  return with_part(record(std::move(id), std::move(name), "Northern Data Group", std::move(site), std::move(country)),
                   "NVIDIA H100 SXM5 80GB", 2048);
}

const Naming* naming_of(const std::vector<std::pair<std::size_t, Naming>>& found, std::size_t s) {
  for (const auto& [system, n] : found)
    if (system == s) return &n;
  return nullptr;
}

// Whether the text names the index's first system (not only describes it).
bool names_first(const AliasIndex& index, std::string_view text) {
  const auto found = index.scan(text, "");  // naming_of points into it
  const Naming* n = naming_of(found, 0);
  return n != nullptr && !n->describes;
}

bool ambiguous_alias_of_first(const AliasIndex& index, std::string_view text) {
  const auto aliases = index.aliases_of(0);
  return std::any_of(aliases.begin(), aliases.end(), [&](const AliasInfo& a) { return a.text == text && a.ambiguous(); });
}

// Whether the derived terms hold a context term of this kind and text.
bool has_term(const SystemTerms& t, std::string_view kind, const std::string& text) {
  return std::any_of(t.context.begin(), t.context.end(),
                     [&](const ContextTerm& c) { return c.kind == kind && c.text == text; });
}

bool describes(const std::vector<std::pair<std::size_t, Naming>>& found, std::size_t s) {
  const Naming* n = naming_of(found, s);
  return n != nullptr && n->describes;
}

struct Fixture {
  MatchRules match = rules();
  std::vector<Record> records = {
      record("frontier", "Oak Ridge NL Frontier", "US Department of Energy",
             "Oak Ridge National Laboratory, Oak Ridge, TN", "United States of America"),
      record("vantage-frontier", "Oracle Vantage Data Centers Frontier", "Oracle",
             "Shackelford County, Texas", "United States of America"),
      with_part(record("meta-100k", "Meta 100k", "Meta AI", "", "United States of America"),
                "NVIDIA H100 SXM5 80GB", 100000),
      record("dawn", "LLNL Dawn", "Lawrence Livermore National Laboratory"),
      record("titan", "Amazon Titan training cluster", "Amazon"),
      record("gpt4", "Microsoft GPT-4 cluster", "Microsoft"),
      record("palm", "Paper on PaLM", "Google"),
      record("ssc", "Samsung SSC-21", "Samsung"),
      record("rsc", "Meta Research SuperCluster", "Meta AI"),
      record("polaris", "Argonne NL Polaris", "US Department of Energy",
             "Argonne National Laboratory, Lemont, IL"),
  };
  AliasIndex index{records, match};

  const Naming* scan(std::string_view text, std::size_t system) {
    found = index.scan(text, "https://example.org/p");
    return naming_of(found, system);
  }
  std::vector<std::pair<std::size_t, Naming>> found;
};

}  // namespace

TEST_CASE("derived names name something: descriptions have none") {
  Fixture f;
  CHECK(f.index.description(2));   // Meta 100k: operator and a count
  CHECK(f.index.description(5));   // Microsoft GPT-4 cluster: a model's name
  CHECK(f.index.description(6));   // Paper on PaLM
  CHECK_FALSE(f.index.description(7));  // Samsung SSC-21: a hyphen makes a name
  CHECK_FALSE(f.index.description(0));
  auto rsc = f.index.aliases_of(8);
  auto has = [&](const std::vector<AliasInfo>& aliases, const std::string& text) {
    return std::any_of(aliases.begin(), aliases.end(), [&](const AliasInfo& a) { return a.text == text; });
  };
  CHECK(has(rsc, "Research SuperCluster"));
  CHECK_FALSE(has(rsc, "Research"));  // a weak word alone
  CHECK(f.index.aliases_of(2).empty());  // a description is not matched by its name
  CHECK(f.index.why_not_describable(2).empty());
  CHECK_FALSE(f.index.why_not_describable(7).empty());  // no place, model or count
}

TEST_CASE("a part's memory size left of a description is no name") {
  // Cut the operator's initials and the model from "Erlangen RRZE A100 80GB
  // GPU cluster" and "RRZE 80GB" is left: initials and a size, no name. What
  // is left is no name either when it is a power, a form factor or the
  // operator's own coined name. The project's own rules say which words
  // are generic.
  MatchRules match = dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules").rules.match;
  std::vector<Record> records = {
      with_part(record("rrze-a100", "Erlangen RRZE A100 80GB GPU cluster",
                       "Universitaet Erlangen - Regionales Rechenzentrum Erlangen (RRZE)", "Erlangen, Germany",
                       "Germany"),
                "NVIDIA A100 SXM4 80 GB", 0),
      record("juno", "Juno 512GB", "Example Labs"),
      record("g42", "G42 Microsoft 100Mw UAE Cluster", "G42,Microsoft", "Ajman, United Arab Emirates",
             "United Arab Emirates"),
      with_part(record("melbourne", "University of Melbourne H100 PCIe GPU partition", "The University of Melbourne",
                       "Melbourne, Australia", "Australia"),
                "NVIDIA H100 PCIe 80GB", 0),
      with_part(record("it4i", "IT4Innovations Ostrava A100 partition",
                       "IT4Innovations National Supercomputing Center", "Ostrava, Czechia", "Czechia"),
                "NVIDIA A100 SXM4 40 GB", 576),
  };
  AliasIndex index{records, match};
  CHECK(index.description(0));
  CHECK(index.aliases_of(0).empty());
  CHECK_FALSE(index.description(1));  // a name beside a size is still a name
  CHECK(index.description(2));        // "100Mw Cluster": a power beside a generic word
  CHECK(index.description(3));        // a form factor and a partition name nothing
  CHECK(index.description(4));        // "IT4Innovations" is the operator's own name
}

TEST_CASE("the country in another of its names and a rank in a series are no name") {
  // Epoch's "S. Korea 7th national supercomputer" (country "Korea (Republic
  // of)") left "S. 7th": "S. Korea" is the country as countries.yaml writes
  // it, and "7th" alone is a rank, not a name; the phrase it ranks is.
  MatchRules match = bundled_rules();
  std::vector<Record> records = {record("kr7", "S. Korea 7th national supercomputer", "Ministry of Science and ICT",
                                        "Korea (Republic of)", "Korea (Republic of)")};
  AliasIndex index{records, match};
  const auto aliases = index.aliases_of(0);
  auto has = [&](std::string_view text) {
    return std::any_of(aliases.begin(), aliases.end(), [&](const AliasInfo& a) { return a.text == text; });
  };
  CHECK_FALSE(has("S. 7th"));
  CHECK_FALSE(has("7th"));
  CHECK(has("7th national supercomputer"));
  CHECK_FALSE(names_first(index, "The 7th floor of the Seoul office is under renovation."));
}

TEST_CASE("an operator's short bracketed initials and a part of a machine left of a description are no name") {
  // Round 7: "TU Dresden ZIH A100 40GB GPU cluster" left "ZIH 40GB", and
  // "... ITC A100 GPU nodes" left "nodes", each then matched as a name
  // ("SQUID - CPU Nodes" of another operator). The operator's initials in
  // brackets are the operator in its own name, however short (ZIH stands
  // for German words); nodes and subsystems are parts of a machine.
  MatchRules match = bundled_rules();
  std::vector<Record> records = {
      dresden_zih_a100("zih"),
      with_part(record("itc-nodes", "University of Tokyo ITC A100 GPU nodes",
                       "Information Technology Center, The University of Tokyo", "Tokyo, Japan", "Japan"),
                "NVIDIA A100 SXM4 40 GB", 0),
      nagoya_itc_v100("itc-sub"),
      // A name beside the operator's initials is still a name.
      record("zih-named", "ZIH Capella", "TU Dresden, Center for Information Services and HPC (ZIH)",
             "Dresden, Germany", "Germany"),
  };
  AliasIndex index{records, match};
  CHECK(index.description(0));
  CHECK(index.aliases_of(0).empty());
  CHECK(index.description(1));
  CHECK(index.description(2));
  CHECK_FALSE(index.description(3));
  auto capella = index.aliases_of(3);
  CHECK(std::any_of(capella.begin(), capella.end(), [](const AliasInfo& a) { return a.text == "Capella"; }));
  CHECK(naming_of(index.scan("84 | Osaka University; Japan | SQUID - CPU Nodes — Xeon Platinum 8368", ""), 1) ==
        nullptr);
}

TEST_CASE("a model and the pod it is sold in left of a description are no name") {
  // "Google TPU v4 Pod" left "TPU v4 Pod": Google's product, which any page
  // about TPU v4 pods carries, not a name of the one cluster.
  MatchRules match = bundled_rules();
  std::vector<Record> records = {
      with_part(record("pod", "Google TPU v4 Pod", "Google", "", "United States of America"), "Google TPU v4", 4096),
      with_part(record("pods", "Google Oklahoma TPU v4 Pods", "Google", "Mayes County, Oklahoma",
                       "United States of America"),
                "Google TPU v4", 0),
  };
  AliasIndex index{records, match};
  CHECK(index.description(0));
  CHECK(index.aliases_of(0).empty());
  CHECK(index.description(1));
  CHECK(naming_of(index.scan("Cloud TPU v4 Pods are available to customers in preview.", ""), 0) == nullptr);
}

TEST_CASE("ambiguous names: shared, namesakes, ordinary words") {
  Fixture f;
  auto frontier = f.index.aliases_of(0);
  auto derived = std::find_if(frontier.begin(), frontier.end(), [](const AliasInfo& a) { return a.derived; });
  REQUIRE(derived != frontier.end());
  CHECK(derived->text == "Frontier");
  CHECK(derived->shared);     // Oracle's record carries it too
  CHECK(derived->ordinary);
  CHECK_FALSE(derived->namesake);  // the TOP500 Frontier is this one
  auto dawn = f.index.aliases_of(3);
  CHECK(std::any_of(dawn.begin(), dawn.end(), [](const AliasInfo& a) { return a.namesake; }));
}

TEST_CASE("an ambiguous name needs the system's own context, not a computer word") {
  Fixture f;
  CHECK(f.scan("News\nFrontier, the exascale supercomputer at ORNL, leads the list.", 0) != nullptr);
  CHECK(f.scan("News\nFrontier is the fastest supercomputer, with exascale speed.", 0) == nullptr);
  const Naming* n = f.scan("News\nFrontier at Oak Ridge National Laboratory leads.", 0);
  REQUIRE(n != nullptr);
  CHECK(n->identified_by.size() == 2);
  CHECK(n->identified_by[0] == "alias: Frontier");
  CHECK(n->identified_by[1].find("Oak Ridge National Laboratory") != std::string::npos);
}

TEST_CASE("another owner's system of the same name never counts") {
  Fixture f;
  CHECK(f.scan("News\nOracle's Frontier campus, near ORNL's partners, grows.", 0) == nullptr);
  CHECK(f.scan("News\nORNL's Frontier supercomputer leads.", 0) != nullptr);
  CHECK(f.scan("News\nThe Frontier at Vantage Data Centers in Texas grows; ORNL watches.", 0) == nullptr);
  CHECK(f.scan("新闻\n波兰的Frontier超算，ORNL", 0) == nullptr);
  // In quotes or brackets, with a trade mark, or a computer word before
  // "at": the owner given is still the passage's word on it.
  CHECK(f.scan("News\nOracle's “Frontier” campus, near ORNL's partners, grows.", 0) == nullptr);
  CHECK(f.scan("News\nOracle's (Frontier) campus, near ORNL's partners, grows.", 0) == nullptr);
  CHECK(f.scan("News\nThe Frontier™ at Vantage Data Centers in Texas grows; ORNL watches.", 0) == nullptr);
  CHECK(f.scan("News\nThe Frontier[12] at Vantage Data Centers in Texas grows; ORNL watches.", 0) == nullptr);
  CHECK(f.scan("News\nThe Frontier supercomputer at Vantage Data Centers in Texas grows; ORNL watches.", 0) ==
        nullptr);
  CHECK(f.scan("News\nThe Frontier supercomputer at ORNL leads.", 0) != nullptr);
  CHECK(f.scan("News\nORNL's “Frontier” leads.", 0) != nullptr);
  // The longer name of another system wins where both match.
  CHECK(f.scan("News\nOracle Vantage Data Centers Frontier opens near ORNL.", 0) == nullptr);
}

TEST_CASE("a piece of a longer proper name, a menu entry, a link: no naming") {
  Fixture f;
  CHECK(f.scan("Travel\nWe flew Frontier Airlines from ORNL to Denver.", 0) == nullptr);
  CHECK(f.scan("Docs\nJobs run on Polaris at the ALCF of Argonne National Laboratory.", 9) != nullptr);
  CHECK(f.scan("Argonne National Laboratory docs\nHome\nAurora\nPolaris\nSophia\nA long paragraph "
               "about data transfers and nothing else at all here.",
               9) == nullptr);
  CHECK(f.scan("Docs\nSee https://www.example.org/frontier-news for ORNL.", 0) == nullptr);
  // A wiki cross-reference to another note's section is a link, not a
  // naming; a link in a compound ("pre-[[Frontier]]") is a compound.
  CHECK(f.scan("Perlmutter\nSee [[Frontier#Network architecture]]; ORNL has the same layout.", 0) ==
        nullptr);
  CHECK(f.scan("Vista\nVista is ORNL's pre-[[Frontier]] supercomputer.", 0) == nullptr);
  CHECK(f.scan("Notes\nThe [[Slingshot|network]] of Frontier at ORNL is fast.", 0) != nullptr);
  // A name seen only in a title-case heading counts unless the page uses it otherwise.
  CHECK(f.scan("Amazon Titan Text Models Now In Bedrock\nAmazon Titan Text Premier is available.", 4) ==
        nullptr);
}

TEST_CASE("in a row of values, an address in a field before the name's is no link around the name") {
  // scrap500's ground truth glues its fields with no space, so the name's
  // token also holds the row's first field, a file's path.
  Fixture f;
  const std::string_view head = "file,kind,system_id,system_name,full_title,manufacturer,site,country\n";
  CHECK(f.scan(std::string(head) + "system/179397.html,system,179397,Frontier,\"Frontier - HPE Cray EX\",HPE,"
                                   "DOE/SC/Oak Ridge National Laboratory,United States",
               0) != nullptr);
  // The name inside its own field's address is still in a link, as in prose.
  CHECK(f.scan(std::string(head) + "system/179397.html,system,179397,https://www.example.org/Frontier,HPE,"
                                   "DOE/SC/Oak Ridge National Laboratory,United States",
               0) == nullptr);
  CHECK(f.scan("Docs\nSee www.example.org/a,Frontier for ORNL.", 0) == nullptr);
}

TEST_CASE("a name inside the expansion of an acronym written beside it is a piece of that longer name") {
  // TOP500's "JETI - JUPITER Exascale Transition Instrument": "Exascale" is
  // a computer word, yet the words spell the acronym beside them, so they
  // are one proper name of their own, the transition instrument's.
  MatchRules match = rules();
  match.name_words.emplace_back("exascale");
  match.ordinary_names.emplace_back("Jupiter");
  std::vector<Record> records = {record("jupiter", "Jupiter, J\u00fclich", "EuroHPC/FZJ", "J\u00fclich", "Germany")};
  AliasIndex index{records, match};
  CHECK_FALSE(names_first(index, "9,JETI - JUPITER Exascale Transition Instrument,\"BullSequana XH3000, NVIDIA "
                                 "GH200 Superchip\",EuroHPC/FZJ,Eviden,Germany"));
  CHECK_FALSE(names_first(index, "News\nThe JUPITER Exascale Transition Instrument (JETI) at EuroHPC/FZJ runs."));
  CHECK_FALSE(names_first(index, "News\nJETI: JUPITER Exascale Transition Instrument at EuroHPC/FZJ runs."));
  // No acronym beside it, or one the words do not spell: the computer word
  // still leaves the name the system's.
  CHECK(names_first(index, "News\nThe JUPITER Exascale system at EuroHPC/FZJ runs."));
  CHECK(names_first(index, "News\nThe JUPITER Exascale Transition Instrument (JUWELS) at EuroHPC/FZJ runs."));
  CHECK(names_first(index, "News\nJUWELS - JUPITER Exascale at EuroHPC/FZJ runs."));
  // Words all the system's own, computer words among them, spell the system.
  CHECK(names_first(index, "News\nThe JUPITER Exascale System (JES) at EuroHPC/FZJ runs."));
}

TEST_CASE("in a row of values, the field's first word before a name makes it a longer proper name") {
  // Epoch's list of models trained on a chip: "Amazon Titan" is Amazon's
  // model, not SK Telecom's Titan, though the row names its A100 too.
  MatchRules match = rules();
  std::vector<Record> records = {with_part(record("skt", "SK Telecom Titan Phase 2", "SK Telecom", "",
                                                  "Korea (Republic of)"),
                                           "NVIDIA A100 SXM4 80 GB", 1040)};
  AliasIndex index{records, match};
  CHECK_FALSE(names_first(index, "NVIDIA A100 SXM4 80 GB,NVIDIA,GPU,\"GPT-2 (AMPS),HyperCLOVA 204B,Amazon Titan,"
                                 "Perfusion,BGE-M3 Embedding\""));
  CHECK(names_first(index, "85,,59,85,Titan,\"Apollo 6500, AMD EPYC 7763 64C 2.45GHz, NVIDIA A100 SXM4 80 GB\","
                           "SKT,HPE,South Korea"));
}

TEST_CASE("a field that adds a small number to a name holds another's name") {
  // Epoch's list of models: "Eagle 2" is NVIDIA's vision-language model, not
  // Microsoft's Eagle, though Microsoft's models stand in the same list.
  MatchRules match = bundled_rules();
  std::vector<Record> records = {with_part(record("eagle", "Microsoft Azure Eagle", "Microsoft"), "NVIDIA H100", 14400)};
  AliasIndex index{records, match};
  CHECK_FALSE(names_first(index, "H100,NVIDIA,\"Meissonic,GR00T N1 2B,Eagle 2,Gemma2 9B CPT Sahabat-AI,DCLM 7B,"
                                 "GAIA-2,Microsoft MAI-1\""));
  // A count after the name is no number of a name.
  CHECK(names_first(index, "Microsoft Azure,Eagle 14,400,H100"));
  // Prose is no row of values: a rank after the name, a line's last number.
  CHECK(names_first(index, "News\nMicrosoft Azure's H100 systems rank high: Eagle 3, Explorer 9."));
  CHECK(names_first(index, "News\nOf Microsoft Azure's H100 systems, the TOP500 of November 2023 ranks Eagle 3"));
}

TEST_CASE("describes: the operator and two of place, model, count in one passage") {
  Fixture f;
  const Naming* n = f.scan("News\nMeta trains Llama 4 on more than a cluster of 100,000 H100 GPUs.", 2);
  REQUIRE(n != nullptr);
  CHECK(n->describes);
  CHECK(n->alias.empty());
  CHECK(std::find(n->identified_by.begin(), n->identified_by.end(), "model: H100") !=
        n->identified_by.end());
  CHECK(std::find(n->identified_by.begin(), n->identified_by.end(), "count: 100,000") !=
        n->identified_by.end());
  // The operator alone, another count for the model, a bound, the facts in
  // another passage: no description.
  CHECK(f.scan("News\nMeta trains Llama 4 on GPUs.", 2) == nullptr);
  CHECK(f.scan("News\nMeta plans 200,000 H100 GPUs after its 100,000 H100 GPUs.", 2) == nullptr);
  CHECK(f.scan("News\nMeta uses more than 100,000 H100 GPUs.", 2) == nullptr);
  CHECK(f.scan("News\nMeta trains Llama 4.\nA cluster of 100,000 H100 GPUs.", 2) == nullptr);
  CHECK(f.scan("News\nMeta's 100K H100s", 2) != nullptr);
}

TEST_CASE("an acronym that is also a word counts as written in capitals") {
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Lumi");  // as if a word list had "lumi"
  std::vector<Record> records = {record("lumi", "EuroHPC LUMI", "EuroHPC", "Kajaani", "Finland")};
  AliasIndex index(records, match);
  CHECK(naming_of(index.scan("Docs\nRun your jobs on LUMI today.", ""), 0) != nullptr);
  CHECK(naming_of(index.scan("Poesia\nI lumi della città.", ""), 0) == nullptr);
  CHECK(naming_of(index.scan("Poesia\nLumi della città.", ""), 0) == nullptr);
}

TEST_CASE("the system's own owner given with the name is context enough") {
  Fixture f;
  const Naming* n = f.scan("Tech news\nOak Ridge's Frontier supercomputer crossed a line.", 0);
  REQUIRE(n != nullptr);
  CHECK(n->identified_by.back() == "operator: Oak Ridge");
  CHECK(f.scan("Tech news\nThe Polaris of Argonne runs jobs.", 9) != nullptr);
  CHECK(f.scan("Tech news\nThe Polaris of Harvard runs jobs.", 9) == nullptr);
}

TEST_CASE("a country given as the owner, in any script, is the system's own or another's") {
  MatchRules match = rules();
  match.countries = {{"Switzerland", "瑞士", "スイス"}, {"Poland", "波兰", "ポーランド"}};
  match.ordinary_names.emplace_back("Alps");
  std::vector<Record> records = {record("alps", "CSCS Alps", "CSCS", "Lugano", "Switzerland")};
  AliasIndex index(records, match);
  const auto found = index.scan("超算\n瑞士的Alps和德国的JUPITER都用了GH200。", "");
  const auto* n = naming_of(found, 0);  // points into `found`, which must outlive it
  REQUIRE(n != nullptr);
  // The evidence says what the owner given is: the system's country.
  CHECK(n->identified_by.back() == "country: 瑞士");
  CHECK(naming_of(index.scan("超算\n波兰的Alps用了GH200。", ""), 0) == nullptr);
  CHECK(naming_of(index.scan("News\nSwitzerland's Alps runs GH200.", ""), 0) != nullptr);
}

TEST_CASE("the bundled rules: a project's name is no owner, so Abilene's Stargate names it") {
  auto loaded = dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules");
  std::vector<Record> records = {record("abilene", "OpenAI Stargate Abilene Oracle OCI Supercluster Phase 1",
                                        "Oracle", "5502 Spinks Rd, Abilene, TX 79601",
                                        "United States of America")};
  Deriver deriver(loaded.rules.match, records);
  SystemTerms terms = deriver.terms_of(records[0]);
  CHECK_FALSE(terms.description);
  CHECK(std::any_of(terms.aliases.begin(), terms.aliases.end(),
                    [](const Alias& a) { return a.derived && a.text == "Stargate"; }));
}

TEST_CASE("a company the lists name a machine and its site after is no name of a system") {
  // The June 2025 list's "Nscale Svartisen" at "Nscale Glomfjord DC": "Nscale"
  // is the company, and "Nscale Loughton" (no operator given) leaves only it.
  MatchRules match = rules();
  match.namesakes = {{"Nscale Svartisen", "Nscale Glomfjord DC", "Norway", 2024},
                     {"davinci-1", "Leonardo SpA", "Italy", 2020},
                     {"MUSICA Phase 1", "MUSICA", "Austria", 2025}};
  std::vector<Record> records = {
      with_part(record("loughton", "Nscale Loughton", "", "Loughton, England",
                       "United Kingdom of Great Britain and Northern Ireland"),
                "NVIDIA GB200", 45000),
      record("leonardo", "EuroHPC Leonardo", "EuroHPC", "Bologna, Italy", "Italy"),
      record("musica", "Vienna MUSICA", "Vienna Scientific Cluster", "Vienna, Austria", "Austria")};
  AliasIndex index{records, match};
  CHECK(index.description(0));
  CHECK_FALSE(names_first(index, "156,Nscale Svartisen,\"Supermicro AS-4124GQ-TNMI, AMD Instinct MI250X\","
                                 "Nscale Glomfjord DC,Nscale,Norway"));
  // Only a company that names both: Leonardo SpA's machine is "davinci-1",
  // and a centre named after its machine ("MUSICA Phase 1" at "MUSICA") is
  // no company.
  auto named_by = [&](std::size_t system, const std::string& text) {
    const auto a = index.aliases_of(system);
    return std::any_of(a.begin(), a.end(), [&](const AliasInfo& i) { return i.derived && i.text == text; });
  };
  CHECK(named_by(1, "Leonardo"));
  CHECK(named_by(2, "MUSICA"));
}

TEST_CASE("the bundled rules: a cluster named after the model it trained is a description") {
  // "MPT-30B training cluster" is the cluster MosaicML trained MPT-30B on: a
  // list of models ("Inflection-2,MPT-30B,StarCoder 2 7B") names no cluster.
  auto loaded = dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules");
  std::vector<Record> records = {
      with_part(record("mpt", "MPT-30B training cluster", "MosaicML"), "NVIDIA H100 SXM5 80GB", 256),
      record("plug", "PLUG training cluster", ""),
      record("bert", "AWS Fast BERT Training", "Amazon"),
      record("colossus", "xAI Colossus Memphis", "xAI", "Memphis, Tennessee", "United States of America")};
  AliasIndex index{records, loaded.rules.match};
  CHECK(index.description(0));
  CHECK(index.description(1));
  CHECK(index.description(2));
  CHECK_FALSE(index.description(3));
  CHECK_FALSE(names_first(index, "NVIDIA H100 SXM5 80 GB,NVIDIA,GPU,\"Inflection-1,Inflection-2,MPT-30B,"
                                 "StarCoder 2 7B,Llama 3-70B\""));
}

TEST_CASE("the region an address ends with, before its postcode, is no site") {
  // KDDI's GB200s at Sharp's former Sakai plant: "Osaka 590-0908" is the
  // prefecture, and a TOP500 site row of the company Sharp in Osaka is no
  // page about them. The city stays a site, and so do addresses written
  // otherwise: the postcode before the town, or a state's code after it.
  auto loaded = dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules");
  std::vector<Record> records = {
      with_part(record("sakai", "KDDI Sharp Sakai", "KDDI",
                       "1 Takumicho, Sakai Ward, Sakai, Osaka 590-0908, Japan", "Japan"),
                "NVIDIA GB200", 2000),
      record("setonix", "Pawsey Setonix", "Pawsey Supercomputing Centre", "1 Bryce Ave, Kensington WA 6151, Australia",
             "Australia"),
      record("lumi", "EuroHPC LUMI", "EuroHPC JU", "Tehdaskatu 15, 87100 Kajaani, Finland", "Finland"),
      record("gadi", "NCI Australia Gadi", "NCI Australia", "Canberra ACT 2601, Australia", "Australia")};
  Deriver deriver(loaded.rules.match, records);
  const SystemTerms sakai = deriver.terms_of(records[0]);
  CHECK_FALSE(has_term(sakai, "site", "Osaka"));
  CHECK(has_term(sakai, "site", "Sakai"));
  CHECK(has_term(deriver.terms_of(records[1]), "site", "Kensington WA"));
  CHECK(has_term(deriver.terms_of(records[2]), "site", "Kajaani"));
  CHECK(has_term(deriver.terms_of(records[3]), "site", "Canberra ACT"));
  AliasIndex index{records, loaded.rules.match};
  CHECK_FALSE(names_first(index, "48774,Service Provider,,Industry,,United States\n"
                                 "48775,Sharp,http://www.sharp.co.jp/,Industry,Osaka,Japan"));
  CHECK(names_first(index, "KDDI opens its AI data centre at Sharp's Sakai plant.\n"
                           "Sharp, Sakai: 1,000 NVIDIA GB200 NVL72 units"));
}

TEST_CASE("the bundled records and rules: an index built by four threads is the one one thread builds") {
  // A night derives the systems' names on up to usable_cores() threads
  // (derive_all), with every rule in play: the build a race would show in
  // (under ThreadSanitizer: the tsan preset).
  const std::filesystem::path root(VERIFIER_SOURCE_DIR);
  const auto rules = dataset::load_rules(root / "rules");
  const auto loaded = dataset::load_records(root / "records", 4);
  REQUIRE(loaded.errors.empty());
  const auto& records = loaded.records;
  REQUIRE(records.size() > 512);  // more than one batch of derivation
  const AliasIndex one(records, rules.rules.match, 1);
  const AliasIndex four(records, rules.rules.match, 4);
  std::size_t differ = 0;
  for (std::size_t s = 0; s < records.size(); ++s)
    differ += four.aliases_of(s) != one.aliases_of(s) || four.operators_of(s) != one.operators_of(s) ||
              four.description(s) != one.description(s) ||
              four.why_not_describable(s) != one.why_not_describable(s);
  CHECK(differ == 0);
  const std::string page =
      "TOP500\nFrontier at ORNL and El Capitan at LLNL lead; JUPITER Booster at J\u00fclich "
      "runs NVIDIA GH200, and Alps (Switzerland) too.";
  const auto a = one.scan(page, "u");
  const auto b = four.scan(page, "u");
  CHECK(a.size() >= 3);
  REQUIRE(a.size() == b.size());
  for (std::size_t k = 0; k < a.size(); ++k) {
    CHECK(a[k].first == b[k].first);
    CHECK(a[k].second.alias == b[k].second.alias);
    CHECK(a[k].second.context == b[k].second.context);
  }
}

TEST_CASE("a versioned name's bare name counts only beside that generation's own facts") {
  MatchRules match = rules();
  const std::string aist = "AIST";
  std::vector<Record> records = {with_part(record("abci1", "AIST ABCI 1.0", aist, "Kashiwa", "Japan"),
                                           "NVIDIA Tesla V100 SXM2", 4352),
                                 with_part(record("abci3", "AIST ABCI 3.0", aist, "Kashiwa", "Japan"),
                                           "NVIDIA H200", 6128)};
  AliasIndex index{records, match};
  auto bases = index.aliases_of(0);
  CHECK(std::any_of(bases.begin(), bases.end(),
                    [](const AliasInfo& a) { return a.text == "ABCI" && a.version_base && a.ambiguous(); }));
  auto found = index.scan("TOP500\nAI Bridging Cloud Infrastructure (ABCI) - PRIMERGY CX2570 M4, "
                          "NVIDIA Tesla V100 SXM2",
                          "u");
  CHECK(naming_of(found, 0) != nullptr);
  CHECK(naming_of(found, 1) == nullptr);
  // The owner alone is every generation's: no naming.
  found = index.scan("News\nAIST's ABCI supercomputer in Kashiwa opens to users.", "u");
  CHECK(naming_of(found, 0) == nullptr);
  CHECK(naming_of(found, 1) == nullptr);
  // Another generation's full name is not the bare name of this one.
  found = index.scan("HPCG\nAIST Japan ABCI 3.0 — Xeon Platinum 8558, NVIDIA H200; V100 retired", "u");
  CHECK(naming_of(found, 0) == nullptr);
  CHECK(naming_of(found, 1) != nullptr);
}

// NVIDIA's 2016 SATURN V (P100) was upgraded to V100 in 2018 on its own
// TOP500 entry; its 2017 SATURN V Volta was another entry, of 264 V100.
TEST_CASE("a line's bare name is not tied to a generation by a model the line's own phases share") {
  const std::string nvidia = "NVIDIA";
  std::vector<Record> records = {
      with_part(record("volta", "NVIDIA SATURN V Volta", nvidia, "", "United States"), "NVIDIA V100", 264),
      with_part(record("p1", "NVIDIA SATURN V Phase 1", nvidia, "", "United States"), "NVIDIA P100", 992),
      with_part(record("p2", "NVIDIA SATURN V Phase 2", nvidia, "", "United States"), "NVIDIA V100", 5280)};
  AliasIndex index{records, rules()};
  // The lists since 2021: the upgraded 2016 entry, the phase, not Volta.
  const auto upgraded = index.scan(hpcg_list("61 | NVIDIA Corporation United States | DGX Saturn V - Xeon E5-2698v4 "
                                             "20C 2.2GHz, Infiniband EDR, NVIDIA Tesla V100 | 87,040 | 3.998\n"),
                                   "");
  CHECK(naming_of(upgraded, 0) == nullptr);
  CHECK(naming_of(upgraded, 2) != nullptr);
  // Volta's own count still ties the bare name to it.
  const auto own_count = index.scan("DGX systems\nNVIDIA built a SATURN V of 33 DGX-1 nodes, 264 Tesla V100 GPUs.\n", "");
  CHECK(naming_of(own_count, 0) != nullptr);
}

TEST_CASE("a name two versions of one line share is the one's whose versioned word its row writes") {
  const MatchRules match = bundled_rules();
  const std::string jamstec = "Japan Agency for Marine-Earth Science and Technology";
  std::vector<Record> records = {
      with_part(record("g20", "JAMSTEC ZettaScaler-2.0 Gyoukou", jamstec, "", "Japan"), "PEZY-SC2", 1600),
      with_part(record("g22", "JAMSTEC ZettaScaler-2.2 Gyoukou", jamstec, "", "Japan"), "PEZY-SC2", 10000)};
  AliasIndex index{records, match};
  auto found = index.scan("system_id,system_name,full_title\n179102,Gyoukou,\"Gyoukou - ZettaScaler-2.2 HPC "
                          "system, Xeon D-1571 16C 1.3GHz, Infiniband EDR, PEZY-SC2 700Mhz\",ExaScaler",
                          "u");
  CHECK(naming_of(found, 0) == nullptr);
  CHECK(naming_of(found, 1) != nullptr);
  // Neither version written: the shared name is both machines' (as before).
  found = index.scan("News\nJAMSTEC's Gyoukou supercomputer, built by ExaScaler, runs PEZY-SC2 chips.", "u");
  CHECK(naming_of(found, 0) != nullptr);
  CHECK(naming_of(found, 1) != nullptr);
  // Both written in one line: neither is dropped.
  found = index.scan("History\nGyoukou grew from ZettaScaler-2.0 to ZettaScaler-2.2 in 2017.", "u");
  CHECK(naming_of(found, 0) != nullptr);
  CHECK(naming_of(found, 1) != nullptr);
  // Each row is weighed for itself: the 2.0 row before the 2.2 one leaves
  // the 2.2 machine named by its own row, and the 2.0 one by its.
  found = index.scan("list,rank,name,computer,site\n201706,69,Gyoukou,\"ZettaScaler-2.0 HPC system, PEZY-SC2\","
                     "Japan Agency for Marine -Earth Science and Technology\n201711,4,Gyoukou,\"ZettaScaler-2.2 HPC "
                     "system, PEZY-SC2 700Mhz\",Japan Agency for Marine-Earth Science and Technology\n",
                     "u");
  REQUIRE(naming_of(found, 0) != nullptr);
  REQUIRE(naming_of(found, 1) != nullptr);
  CHECK(naming_of(found, 0)->evidence.find("«Gyoukou»,\"ZettaScaler-2.0") != std::string::npos);
  CHECK(naming_of(found, 1)->evidence.find("«Gyoukou»,\"ZettaScaler-2.2") != std::string::npos);
  CHECK(writes_other_version("Gyoukou - ZettaScaler-2.2 HPC system", "JAMSTEC ZettaScaler-2.0 Gyoukou",
                             "JAMSTEC ZettaScaler-2.2 Gyoukou"));
  // A bare number is no versioned word: phases are weighed elsewhere.
  CHECK_FALSE(writes_other_version("Jean Zay Phase 3 row", "Jean Zay Phase 1", "Jean Zay Phase 3"));
  // A plain name beside a versioned one: no version of its own to miss.
  CHECK_FALSE(writes_other_version("RSC with H100 GPUs", "Meta RSC", "Meta RSC H100"));
}

TEST_CASE("a name's trailing number and the number a passage writes after a name") {
  // One reading for phases, generations and claims: joiners within the line.
  CHECK(past_joiners("Dojo - 3", 4) == 7);
  CHECK(past_joiners("Snellius\nPhase 1", 8) == 8);
  auto grok = name_version("Grok 2");
  REQUIRE(grok);
  CHECK(grok->stem == "grok");
  CHECK(grok->version == "2");
  auto abci = name_version("ABCI 3.0");
  REQUIRE(abci);
  CHECK(abci->version == "3");
  CHECK(name_version("TSUBAME4")->stem == "tsubame");
  CHECK_FALSE(name_version("Colossus"));
  CHECK_FALSE(name_version("42"));
  CHECK(version_after("ABCI-2.0 is", 4) == "2");
  CHECK(version_after("Grok 3.", 4) == "3");
  CHECK(version_after("Grok and", 4).empty());
}

TEST_CASE("a TOP500 row of an older machine of the same name is not this system") {
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Longhorn");
  Record longhorn = with_part(record("longhorn", "TACC Longhorn", "Texas Advanced Computing Center",
                                     "Austin, Texas", "United States of America"),
                              "NVIDIA V100", 448);
  longhorn.first_year = 2019;
  std::vector<Record> records = {longhorn};
  AliasIndex index{records, match};
  const std::string site = "Texas Advanced Computing Center\nSystem Year Cores ";
  auto found = index.scan(site + "Stampede - PowerEdge C8220 2012 462,462 Longhorn - pSeries p690/p655 "
                                 "1.3GHz 2002 224 704.8 pSeries 690 Turbo 2002 64",
                          "u");
  CHECK(naming_of(found, 0) == nullptr);
  // Each cell on a line of its own, as a table's text comes out.
  found = index.scan(site + "\nLonghorn - pSeries p690/p655 1.3GHz\n2002\n224\n704.8", "u");
  CHECK(naming_of(found, 0) == nullptr);
  found = index.scan(site + "Longhorn - IBM Power System AC922, NVIDIA V100 2019 6,720 Stampede - "
                            "PowerEdge C8220 2012 462,462",
                     "u");
  CHECK(naming_of(found, 0) != nullptr);
  // Prose is no row: the year there says nothing of which machine.
  found = index.scan("Texas Advanced Computing Center\nLonghorn, which replaced a 2002 machine, serves users.", "u");
  CHECK(naming_of(found, 0) != nullptr);
}

TEST_CASE("a later phase keeps the year its machine first ran") {
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Lassen");
  Record p1 = with_part(record("p1", "LLNL Lassen Phase 1", "LLNL", "Livermore", "United States"), "NVIDIA V100", 2736);
  Record p2 = with_part(record("p2", "LLNL Lassen Phase 2", "LLNL", "Livermore", "United States"), "NVIDIA V100", 3168);
  p1.first_year = 2018;
  p2.first_year = 2020;  // the upgrade
  std::vector<Record> records = {p1, p2};
  AliasIndex index{records, match};
  auto found = index.scan("LLNL\nLassen - IBM Power System S922LC, NVIDIA Tesla V100\n2018\n248,976", "u");
  CHECK(naming_of(found, 0) != nullptr);
  CHECK(naming_of(found, 1) != nullptr);
}

TEST_CASE("a table's row is one system's passage: another row's site or accelerators tie no name") {
  MatchRules match = rules();
  const Record titan = with_part(record("titan", "ORNL Titan", "Oak Ridge National Laboratory", "Oak Ridge, Tennessee",
                                        "United States"), "NVIDIA Tesla K20X", 18688);
  std::vector<Record> records = {titan};
  AliasIndex index{records, match};
  auto names = [&](std::string_view text) { return names_first(index, text); };
  // A CSV line is a block of its own, but its cells hold no spaces: the 30 words
  // nearby reached into the row before, whose site and accelerators are its own.
  const std::string cells = ",2022,Research,8699904,8138240,1206000,1714810,24440832,,,,22786,Submitted";
  const std::string frontier = "1,Frontier,\"HPE Cray EX235a, NVIDIA Tesla K20X\",Oak Ridge National Laboratory,United States" + cells;
  CHECK_FALSE(names("TOP500\n" + frontier + "\n2,Titan,\"Example Cluster, Xeon\",Example University,Norway" + cells));
  CHECK(names("TOP500\n" + frontier + "\n2,Titan,\"Cray XK7, NVIDIA Tesla K20X\",Oak Ridge National Laboratory,United States" + cells));
  // A Markdown pipe table is one block (its lines run together): each row after
  // the rule is a passage.
  const std::string table = "Results\n| Rank | Site | Computer | | --- | --- | --- | | 1 | Oak Ridge National Laboratory | Frontier | ";
  CHECK_FALSE(names(table + "| 2 | Example University | Titan |"));
  CHECK(names(table + "| 2 | Oak Ridge National Laboratory | Titan |"));
  // Other blocks keep their words nearby: a heading ties the paragraph after it.
  CHECK(names("Oak Ridge National Laboratory\nThe Titan supercomputer was a Cray XK7."));
  // As do rows that are no table's (their cells differ in number).
  CHECK(names("Oak Ridge National Laboratory, Tennessee\nTitan, a Cray XK7, ran until 2019, then retired."));
}

TEST_CASE("a TOP500 list's month, from its address") {
  CHECK(list_month("https://www.top500.org/lists/top500/2020/06/") == 202006);
  CHECK(list_month("https://www.top500.org/lists/top500/list/2020/11/") == 202011);
  CHECK(list_month("http://127.0.0.1:8000/systems/top500/glennklockwood/TOP500_202006.csv") == 202006);
  CHECK(list_month("/top500-scrap500/list/201811.1.html") == 201811);
  CHECK(list_month("/systems/top500/tommygorham/november2024.csv") == 202411);
  CHECK(list_month("/systems/top500/tommygorham/june2022.csv") == 202206);
  // An archive's capture time before the list's address is not its month.
  CHECK(list_month("https://web.archive.org/web/20210115000000/https://www.top500.org/lists/top500/2020/11/") == 202011);
  // No list: a system's page, another month, another site, no date.
  CHECK(list_month("https://www.top500.org/system/179807/") == 0);
  CHECK(list_month("https://example.org/top500/2020/03/") == 0);
  CHECK(list_month("https://example.org/news/2020/06/selene") == 0);
  CHECK(list_month("https://www.top500.org/lists/top500/") == 0);
}

// NVIDIA's Selene, phase 1 of May 2020 and phase 2 of November 2020, and a
// list's row of it; which of `records` a page of that row names.
struct SelenePhases {
  MatchRules match = rules();
  Record p1 = with_part(record("p1", "NVIDIA Selene Phase 1", "NVIDIA", "Santa Clara", "United States"), "NVIDIA A100", 2240);
  Record p2 = with_part(record("p2", "NVIDIA Selene Phase 2", "NVIDIA", "Santa Clara", "United States"), "NVIDIA A100", 4480);
  std::string row = "7,,55,7,Selene,\"DGX A100 SuperPOD, AMD EPYC 7742 64C 2.25GHz, NVIDIA A100\",NVIDIA Corporation,Nvidia,United States,2020";
  SelenePhases() {
    match.ordinary_names.emplace_back("Selene");
    p1.first_year = 2020, p1.first_month = 5;
    p2.first_year = 2020, p2.first_month = 11;
  }
  std::vector<std::string> named(const std::vector<Record>& records, std::string_view title, std::string_view url) const {
    AliasIndex index{records, match};
    const auto found = index.scan(std::string(title) + "\n" + row, url);
    std::vector<std::string> ids;
    for (std::size_t s = 0; s < records.size(); ++s)
      if (naming_of(found, s) != nullptr) ids.push_back(records[s].id);
    return ids;
  }
};

TEST_CASE("on a list of a month, a name two phases share is the phase that ran then") {
  SelenePhases selene;
  auto named = [&](const std::vector<Record>& records, std::string_view url) {
    return selene.named(records, "TOP500", url);
  };
  const Record& p1 = selene.p1;
  Record& p2 = selene.p2;
  CHECK(named({p1, p2}, "/top500/TOP500_202006.csv") == std::vector<std::string>{"p1"});
  CHECK(named({p1, p2}, "/top500/TOP500_202011.csv") == std::vector<std::string>{"p1", "p2"});
  CHECK(named({p1, p2}, "/news/selene.html") == std::vector<std::string>{"p1", "p2"});  // no list, no month
  // Alone of its name, a system stays named: its recorded date may be late.
  CHECK(named({p2}, "/top500/TOP500_202006.csv") == std::vector<std::string>{"p2"});
  // A year without its month is no later than the list of that year.
  p2.first_month = 0;
  CHECK(named({p1, p2}, "/top500/TOP500_202006.csv") == std::vector<std::string>{"p1", "p2"});
}

TEST_CASE("a list's page that heads itself with its month is that list, whatever its address") {
  const SelenePhases selene;
  auto named = [&](std::string_view title) {
    return selene.named({selene.p1, selene.p2}, title, "/hpcg/custom/results.html");
  };
  CHECK(named("June 2020 HPCG Results") == std::vector<std::string>{"p1"});
  CHECK(named("TOP500 list of November 2020") == std::vector<std::string>{"p1", "p2"});
  // A month without a list, or a list without its month, dates nothing.
  CHECK(named("June 2020 news from NVIDIA") == std::vector<std::string>{"p1", "p2"});
  CHECK(named("HPCG Results") == std::vector<std::string>{"p1", "p2"});
  CHECK(month_named_in("June 2024 HPCG Results") == 202406);
  CHECK(month_named_in("Nov 2023") == 202311);
  CHECK(month_named_in("March 2024 HPCG Results") == 0);
}

TEST_CASE("on a list of a month, a row describes no system first run after it") {
  Record cloud = with_part(record("cloud", "MIT Supercloud", "Massachusetts Institute of Technology (MIT)",
                                  "50 Water St, Holyoke, MA 01040", "United States of America"),
                           "NVIDIA V100", 488);
  cloud.first_year = 2020, cloud.first_month = 9;
  const std::string row = "TOP500\n421,373,54,373,Satori,\"IBM Power System AC922, IBM POWER9 20C 2.4GHz, "
                          "Infiniband EDR, NVIDIA Tesla V100 SXM2\",\"MIT/MGHPCC Holyoke, MA\",IBM,United States,2019";
  AliasIndex index{std::vector<Record>{cloud}, bundled_rules()};
  auto described = [&](std::string_view url) { return describes(index.scan(row, url), 0); };
  CHECK_FALSE(described("/top500/TOP500_202006.csv"));
  CHECK(described("/top500/TOP500_202011.csv"));
  CHECK(described("/news/mit.html"));  // no list, no month
}

TEST_CASE("a namesake at the system's own organisation, spelled another way, is no namesake") {
  MatchRules match = rules();
  match.namesakes = {{"Helix", "National Computing Centre Singapore", "Singapore"},
                     {"Helix", "University of Elsewhere", "Norway"}};
  std::vector<Record> records = {record("own", "NCC Helix", "National Computing Center Singapore"),
                                 record("far", "Example Lab Helix", "Example Lab")};
  AliasIndex index{records, match};
  auto is_namesake = [&](std::size_t s) {
    auto a = index.aliases_of(s);
    return std::any_of(a.begin(), a.end(), [](const AliasInfo& i) { return i.text == "Helix" && i.namesake; });
  };
  // Both carry another owner's Helix (Norway's); only "far" carries Singapore's too.
  CHECK(is_namesake(1));
  match.namesakes.pop_back();
  AliasIndex own_only{records, match};
  auto a = own_only.aliases_of(0);
  CHECK(std::none_of(a.begin(), a.end(), [](const AliasInfo& i) { return i.namesake; }));
}

TEST_CASE("the lists' entry of the system's own name, country and year is the system, whoever they say runs it") {
  MatchRules match = rules();
  match.namesakes = {{"Taiwania 2", "National Center for High Performance Computing", "Taiwan", 2018}};
  Record own = record("tw2", "Taiwania 2", "National Applied Research Laboratories Taiwan", "Hsinchu, Taiwan", "Taiwan");
  own.first_year = 2018;
  Record later = own;
  later.id = "later";
  later.first_year = 2022;  // another machine of the name, years after the lists' one
  Record abroad = record("abroad", "Taiwania 2", "Example Lab", "Example City", "Norway");
  abroad.first_year = 2018;
  auto namesake = [&](const Record& r) {
    std::vector<Record> records = {r};
    AliasIndex index{records, match};
    auto a = index.aliases_of(0);
    return std::any_of(a.begin(), a.end(), [](const AliasInfo& i) { return i.text == "Taiwania 2" && i.namesake; });
  };
  CHECK_FALSE(namesake(own));
  CHECK(namesake(later));
  CHECK(namesake(abroad));
}

TEST_CASE("the bundled rules: a maker named in its own system's name is its owner") {
  auto loaded = dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules");
  std::vector<Record> records = {record("spartan", "Atos Spartan2", "", "France", "France")};
  Deriver deriver(loaded.rules.match, records);
  SystemTerms terms = deriver.terms_of(records[0]);
  CHECK(std::any_of(terms.aliases.begin(), terms.aliases.end(),
                    [](const Alias& x) { return x.derived && x.text == "Spartan2"; }));
}

TEST_CASE("a gazetteer name an older machine carried at this system's own site needs its own facts") {
  MatchRules match = rules();
  match.namesakes.push_back({"JURECA", "Forschungszentrum Juelich (FZJ)", "Germany", 2015});
  Record jureca = with_part(record("jureca", "JURECA", "Forschungszentrum Juelich"), "NVIDIA A100 SXM4 40 GB", 768);
  jureca.first_year = 2021;
  const std::string row = "Forschungszentrum Juelich (FZJ) Germany JURECA - T-Platforms V-Class, Xeon E5-2680v3, ";
  {
    std::vector<Record> records = {jureca};
    AliasIndex index{records, match};
    const auto aliases = index.aliases_of(0);
    CHECK(std::any_of(aliases.begin(), aliases.end(),
                      [](const AliasInfo& a) { return a.text == "JURECA" && a.older_namesake && !a.namesake; }));
    // The operator and site are the old machine's too.
    CHECK(naming_of(index.scan(row + "NVIDIA Tesla K80/K40", "u"), 0) == nullptr);
    const auto found = index.scan(row + "NVIDIA A100", "u");
    const Naming* by_model = naming_of(found, 0);
    REQUIRE(by_model != nullptr);
    CHECK(std::find(by_model->identified_by.begin(), by_model->identified_by.end(), "model: A100") !=
          by_model->identified_by.end());
    CHECK(naming_of(index.scan(row + "768 GPUs", "u"), 0) == nullptr);  // below a count's floor
    // The lists' spreadsheets give the row as comma-separated values (TOP500 June 2018).
    const std::string csv = "Rank,Previous Rank,First Appearance,First Rank,Name,Computer,Site\n"
                            "38,29,46,49,JURECA,\"T-Platforms V-Class/Dell C6320P, E5-2680v3/Phi 7250-F, "
                            "EDR/Intel Omni-Path/ParTec ParaStation, Tesla K80/K40\",Forschungszentrum Juelich "
                            "(FZJ),T-Platforms,Germany,2015,Research";
    CHECK(naming_of(index.scan(csv, "u"), 0) == nullptr);
    // lass-lab's copies of the lists join the fields with colons.
    CHECK(naming_of(index.scan("rank:previous_rank:name:computer:site\n38::29:46:49:JURECA:\"T-Platforms V-Class, "
                               "Tesla K80/K40\":\"Forschungszentrum Juelich (FZJ)\":T-Platforms:Germany:2015",
                               "u"),
                    0) == nullptr);
    // Outside a list row the older entry may be this machine before an
    // upgrade (CSCS's 2020 Alps): the operator's own prose names the one it
    // runs, so the operator ties it as for any name others share.
    CHECK(naming_of(index.scan("Forschungszentrum Juelich operates JURECA for its users.", "u"), 0) !=
          nullptr);
    CHECK(naming_of(index.scan("JURECA is a cluster for all sciences.", "u"), 0) == nullptr);
  }
  {
    Record big = with_part(record("jureca", "JURECA", "Forschungszentrum Juelich"), "NVIDIA A100", 3072);
    big.first_year = 2021;
    std::vector<Record> records = {big};
    AliasIndex index{records, match};
    CHECK(naming_of(index.scan(row + "3,072 GPUs", "u"), 0) != nullptr);
  }
  {
    // A machine that first ran the year after its twin's first list is that machine.
    Record next = jureca;
    next.first_year = 2016;
    std::vector<Record> records = {next};
    AliasIndex index{records, match};
    CHECK(naming_of(index.scan(row + "NVIDIA Tesla K80/K40", "u"), 0) != nullptr);
  }
  {
    // Without a year of its own the record decides as before.
    Record unknown = jureca;
    unknown.first_year = 0;
    std::vector<Record> records = {unknown};
    AliasIndex index{records, match};
    CHECK(naming_of(index.scan(row + "NVIDIA Tesla K80/K40", "u"), 0) != nullptr);
    const auto aliases = index.aliases_of(0);
    CHECK(std::none_of(aliases.begin(), aliases.end(), [](const AliasInfo& a) { return a.ambiguous(); }));
  }
}

TEST_CASE("the lists' name of this system's own later machine ties the older machine's name to it") {
  MatchRules match = rules();
  match.name_words.emplace_back("module");
  match.namesakes.push_back({"JURECA", "Forschungszentrum Juelich (FZJ)", "Germany", 2015});
  match.namesakes.push_back({"JURECA Data Centric Module", "Forschungszentrum Juelich (FZJ)", "Germany", 2021});
  match.namesakes.push_back({"JURECA Next", "University of Elsewhere", "Germany", 2021});
  Record jureca = with_part(record("jureca", "JURECA", "Forschungszentrum Juelich"), "NVIDIA A100", 768);
  jureca.first_year = 2021;
  std::vector<Record> records = {jureca};
  AliasIndex index{records, match};
  for (const char* page : {"the Jureca DC supercomputer specifications", "JURECA-DC is a cluster",
                           "JURECA Data Centric has GPUs"}) {
    INFO(std::string(page));
    const auto found = index.scan(page, "u");
    const Naming* n = naming_of(found, 0);
    REQUIRE(n != nullptr);
    CHECK(n->identified_by.back().starts_with("name: "));
  }
  CHECK(naming_of(index.scan("the Jureca supercomputer specifications", "u"), 0) == nullptr);
  CHECK(naming_of(index.scan("JURECA Module 2 specifications", "u"), 0) == nullptr);  // a name word alone
  CHECK(naming_of(index.scan("JURECA Next specifications", "u"), 0) == nullptr);      // another site's machine
}

TEST_CASE("the lists' name of this system with a partition word more, as initials, is its name") {
  MatchRules match = rules();
  match.name_words.emplace_back("module");
  match.name_words.emplace_back("CPU");
  match.namesakes.push_back({"JUWELS Booster Module", "Forschungszentrum Juelich (FZJ)", "Germany", 2020});
  match.namesakes.push_back({"Shaheen III - CPU", "King Abdullah University of Science and Technology",
                             "Saudi Arabia", 2024});
  match.namesakes.push_back({"Piz Daint Multicore", "Swiss National Supercomputing Centre (CSCS)",
                             "Switzerland", 2017});
  Record juwels = record("juwels", "JUWELS-Booster", "Forschungszentrum Juelich");
  juwels.first_year = 2020;
  std::vector<Record> records = {juwels,
                                 record("shaheen", "KAUST Shaheen-III", "King Abdullah University of Science and Technology"),
                                 record("daint", "CSCS Piz Daint", "Swiss National Supercomputing Centre (CSCS)")};
  AliasIndex index{records, match};
  // hpl-mxp.org/leftover.md: "| 5 | FZJ | JUWELS BM | 449,280 |".
  CHECK(names_first(index, "HPL-MxP\n| 5 | FZJ | JUWELS BM | 449,280 | 0.47 |"));
  // Initials only of plain words, and only of a partition word added:
  // "III" and "CPU" stand for nothing, "Multicore" is no partition word.
  CHECK(naming_of(index.scan("Shaheen IC and Piz DM", "u"), 1) == nullptr);
  CHECK(naming_of(index.scan("Shaheen IC and Piz DM", "u"), 2) == nullptr);
}

TEST_CASE("the lists' name with a letter of more than one byte has its initials by whole words") {
  // A name's words split at spaces, not inside "é": "Béluga Xyz Module" is
  // "Béluga XM" in a table.
  MatchRules match = rules();
  match.name_words.emplace_back("module");
  match.namesakes.push_back({"Béluga Xyz Module", "Forschungszentrum Juelich (FZJ)", "Germany", 2020});
  Record beluga = record("beluga", "Béluga-Xyz", "Forschungszentrum Juelich");
  beluga.first_year = 2020;
  std::vector<Record> records = {beluga};
  AliasIndex index{records, match};
  CHECK(names_first(index, "HPL-MxP\n| 5 | FZJ | Béluga XM | 449,280 | 0.47 |"));
}

TEST_CASE("a model's other spellings are the system's own model too") {
  MatchRules match = rules();
  match.namesakes.push_back({"Sierra", "Lawrence Livermore National Laboratory", "United States", 2011});
  Record sierra = with_part(record("sierra", "Sierra", "Lawrence Livermore National Laboratory"), "NVIDIA V100", 17280);
  sierra.first_year = 2018;
  std::vector<Record> records = {sierra};
  AliasIndex index{records, match};
  const std::string row = "Lawrence Livermore National Laboratory Sierra - IBM Power System S922LC, ";
  CHECK(naming_of(index.scan(row + "NVIDIA Volta GV100", "u"), 0) != nullptr);  // a form in models.yaml
  CHECK(naming_of(index.scan(row + "NVIDIA Volta", "u"), 0) == nullptr);        // a family is no model
}

TEST_CASE("a part's model the table spells in words is the system's own model too") {
  MatchRules match = rules();
  std::vector<Record> records = {
      with_part(record("aurora", "Argonne NL Aurora", "US Department of Energy",
                       "Argonne National Laboratory, Lemont, IL", "United States"),
                "Intel Data Center GPU Max 1550", 63744),
      with_part(record("gaudi", "Intel Stability Gaudi 2", "Stability AI"), "Intel Habana Gaudi2", 4000),
      with_part(record("dojo", "Tesla Buffalo Dojo", "Tesla", "Buffalo"), "Tesla D1 Dojo", 0)};
  Deriver deriver(match, records);
  auto has_model = [](const SystemTerms& t, const std::string& text) { return has_term(t, "model", text); };
  CHECK(has_model(deriver.terms_of(records[0]), "Max 1550"));
  CHECK(has_model(deriver.terms_of(records[1]), "Gaudi 2"));
  CHECK_FALSE(has_model(deriver.terms_of(records[2]), "D1"));  // two characters: in too many texts
  AliasIndex index(records, match);
  CHECK(naming_of(index.scan("Chips\nThe Aurora supercomputer uses Intel Max 1550 GPUs.", ""), 0) != nullptr);
}

TEST_CASE("the system's accelerator family nearest the name in its sentence is context") {
  MatchRules match = rules();
  std::vector<Record> records = {
      with_part(record("aurora", "Argonne NL Aurora", "US Department of Energy",
                       "Argonne National Laboratory, Lemont, IL", "United States"),
                "Intel Data Center GPU Max 1550", 63744)};
  AliasIndex index(records, match);
  auto names = [&](std::string_view text) { return naming_of(index.scan(text, ""), 0) != nullptr; };
  const std::string_view own =
      "Memory\nThe Intel Ponte Vecchio GPU combined with the Sapphire Rapids CPU that is used in the "
      "Aurora supercomputer supports a similar feature, as does the NVIDIA Grace CPU and Hopper GPU.";
  REQUIRE(names(own));
  CHECK(naming_of(index.scan(own, ""), 0)->identified_by.back() == "family: Intel Ponte Vecchio");
  // Another family nearer the name is that sentence's subject; a family word
  // alone is no accelerator mention ("Ponte Vecchio" the bridge); another
  // sentence's family says nothing.
  CHECK_FALSE(names("Memory\nIntel Ponte Vecchio GPUs are fast, and the Aurora system with NVIDIA Hopper GPUs too."));
  CHECK_FALSE(names("Travel\nWe crossed the Ponte Vecchio and saw an aurora of lights, Aurora said."));
  CHECK_FALSE(names("Memory\nIntel Ponte Vecchio GPUs are fast. The Aurora system is fast."));
}

TEST_CASE("a place left as the name is an ambiguous name where the lists carry it at the system's own site") {
  MatchRules match = rules();
  const Record naver = with_part(record("sejong", "NAVER Corp Sejong", "NAVER", "824, Haengbok-daero, Sejong-si, South Korea",
                                        "South Korea"), "NVIDIA A100", 2240);
  std::vector<Record> records = {naver};
  CHECK(AliasIndex(records, match).description(0));  // the lists do not carry it: a place, no name
  match.namesakes.push_back({"Sejong", "Samsung Electronics", "South Korea", 2024});
  CHECK(AliasIndex(records, match).description(0));  // another owner's machine of that name
  match.namesakes.push_back({"Sejong", "NAVER Corp", "South Korea", 2024});
  AliasIndex index(records, match);
  REQUIRE_FALSE(index.description(0));
  CHECK(ambiguous_alias_of_first(index, "Sejong"));  // a place
  auto names = [&](std::string_view text) { return names_first(index, text); };
  CHECK(names("TOP500\n202411,40,Sejong,\"NVIDIA DGX A100, AMD EPYC 7742 64C 2.25GHz\",NAVER Corp,South Korea"));
  CHECK_FALSE(names("Travel\nSejong is the administrative capital of South Korea."));
}

TEST_CASE("a generic word left as the name is an ambiguous name where the lists carry it at the system's own site") {
  // Core42 SuperPOD (G42's): the TOP500 row's name cell is "SuperPOD", its site cell
  // "Core42", one of G42's forms; the product word alone names no machine elsewhere.
  MatchRules match = rules();
  match.generic_words.emplace_back("SuperPOD");
  match.owners.push_back({"G42", {"Core42"}});
  const Record core42 = with_part(record("core42", "Core42 SuperPOD", "G42", "United Arab Emirates",
                                         "United Arab Emirates"), "NVIDIA H100 SXM5 80GB", 1272);
  std::vector<Record> records = {core42};
  CHECK(AliasIndex(records, match).description(0));  // the lists do not carry it: a product word
  match.namesakes.push_back({"SuperPOD", "Core42", "United Arab Emirates", 2024});
  AliasIndex index(records, match);
  REQUIRE_FALSE(index.description(0));
  CHECK(ambiguous_alias_of_first(index, "SuperPOD"));
  auto names = [&](std::string_view text) { return names_first(index, text); };
  CHECK(names("TOP500\n25,,64,25,SuperPOD,\"NVIDIA DGX H100, Xeon Platinum 8480C 56C 3.8GHz\",Core42,Nvidia,United Arab Emirates"));
  CHECK_FALSE(names("Products\nThe SuperPOD is a reference architecture; it scales to thousands of nodes."));
  // Another site's row of the product: its accelerators are no tie without the site.
  CHECK_FALSE(names("TOP500\n9,,62,9,Eos NVIDIA DGX SuperPOD,\"NVIDIA DGX H100, NVIDIA H100\",NVIDIA Corporation,Nvidia,United States"));
}

TEST_CASE("an accelerator maker that runs the system is its owner written as the company, not on its product") {
  // NVIDIA's own 2019 DGX SuperPOD: the lists' row gives "NVIDIA Corporation" as its
  // site, and NVIDIA on every product of the row ("NVIDIA DGX-2H", "NVIDIA Tesla V100").
  // The bundled rules: their generic words leave "DGX SuperPOD" of the name.
  MatchRules match = dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules").rules.match;
  match.namesakes = {{"DGX SuperPOD", "NVIDIA Corporation", "United States", 2019}};
  const Record pod = with_part(record("pod", "NVIDIA DGX SuperPOD 2019", "NVIDIA"), "NVIDIA V100", 1536);
  std::vector<Record> records = {pod};
  AliasIndex index(records, match);
  REQUIRE(ambiguous_alias_of_first(index, "DGX SuperPOD"));
  auto names = [&](std::string_view text) { return names_first(index, text); };
  CHECK(names("TOP500\n201906,22,DGX SuperPOD,\"NVIDIA DGX-2H, Xeon Platinum 8174 24C 3.1GHz, NVIDIA Tesla V100, "
              "Mellanox InfiniBand EDR\",NVIDIA Corporation,United States"));
  // NVIDIA only on the products: another owner's SuperPOD of its GPUs.
  CHECK_FALSE(names("TOP500\n201906,22,DGX SuperPOD,\"NVIDIA DGX-2H, Xeon Platinum 8174 24C 3.1GHz, NVIDIA Tesla V100, "
                    "Mellanox InfiniBand EDR\",Some University,United States"));
}

TEST_CASE("a country or demonym carried to the name by a computer word is context") {
  MatchRules match = rules();
  match.countries = {{"Switzerland", "Swiss"}, {"United States", "USA", "American"}, {"Italy", "Italian"}};
  match.ordinary_names.emplace_back("Alps");
  std::vector<Record> records = {record("alps", "CSCS Alps", "CSCS", "Lugano", "Switzerland"),
                                 record("aurora", "Argonne NL Aurora", "US Department of Energy",
                                        "Argonne National Laboratory, Lemont, IL", "United States")};
  AliasIndex index(records, match);
  auto names = [&](std::string_view text, std::size_t s) { return naming_of(index.scan(text, ""), s) != nullptr; };
  CHECK(names("Scaling up\nAfter the European system LUMI and the Swiss system Alps, more came.", 0));
  CHECK(names("HPCG\nNew result from the Swiss system called Alps is close.", 0));
  CHECK(names("Storage\nThe third Swiss exascale computer, Alps, uses Lustre.", 0));
  CHECK(names("Storage\nDAOS was developed for the much delayed USA Aurora exascale system.", 1));
  // A country without a computer word, another country, a lower-case "us": no context.
  CHECK_FALSE(names("Travel\nWe hiked in the Swiss Alps all summer.", 0));
  CHECK_FALSE(names("Storage\nThe Italian system Alps uses Lustre.", 0));
  CHECK_FALSE(names("Sky\nShow us Aurora exascale system lights.", 1));
  // After the name the country closes its clause; a demonym there describes a person.
  CHECK(names("Systems\nAlps (Switzerland) and JUPITER (Germany) lead.", 0));
  CHECK_FALSE(names("Art\nAlps, Swiss painter and sculptor, was born in Bern.", 0));
  // Or an apposition after the name gives the country to a computer; to a person, it does not.
  CHECK(names("Storage\nAlps, the Swiss supercomputer, uses Lustre.", 0));
  CHECK(names("Storage\nAlps, a Swiss exascale system, uses Lustre.", 0));
  CHECK_FALSE(names("Art\nAlps, the Swiss painter, was born in Bern.", 0));
  CHECK_FALSE(names("Art\nAlps, the Swiss computer scientist, was born in Bern.", 0));
  CHECK(names("Storage\nAlps, the Swiss supercomputer in the basement, uses Lustre.", 0));
  CHECK_FALSE(names("Storage\nAlps, the Italian supercomputer, uses Lustre.", 0));
  // Another owner's system of the name in the same country: the country says nothing of which.
  match.namesakes.push_back({"Alps", "University of Elsewhere", "Switzerland"});
  AliasIndex shared(records, match);
  CHECK(naming_of(shared.scan("Scaling up\nThe Swiss system Alps uses Lustre.", ""), 0) == nullptr);
}

TEST_CASE("a country carried to the first of a list of names carries to each") {
  MatchRules match = rules();
  match.countries = {{"United States", "USA", "US", "American"}};
  match.ordinary_names.emplace_back("El Capitan");
  std::vector<Record> records = {record("aurora", "Argonne NL Aurora", "US Department of Energy",
                                        "Argonne National Laboratory, Lemont, IL", "United States"),
                                 record("elcap", "LLNL El Capitan", "Lawrence Livermore National Laboratory",
                                        "Livermore, CA", "United States")};
  AliasIndex index(records, match);
  auto names = [&](std::string_view text, std::size_t s) { return naming_of(index.scan(text, ""), s) != nullptr; };
  const std::string_view listed = "Scale\nIt runs on the 3 first US exascale systems Frontier, Aurora and El Capitan today.";
  CHECK(names(listed, 0));
  CHECK(names(listed, 1));
  CHECK(names("Scale\nThe US systems Perlmutter or El Capitan run it.", 1));
  // No computer word before the list, or no list: the country says nothing.
  CHECK_FALSE(names("Travel\nIn the US parks Yosemite, Zion and El Capitan are loved.", 1));
  CHECK_FALSE(names("Travel\nThe US exascale systems are fast, and then El Capitan climbers came.", 1));
  // "&" joins a list as "and" does.
  CHECK(names("Scale\nIt runs on the 3 first US exascale systems Frontier, Aurora & El Capitan today.", 1));
}

TEST_CASE("a partition word after the name, glued, spaced or bracketed, with the system's owner near") {
  MatchRules match = rules();
  match.ordinary_names.insert(match.ordinary_names.end(), {"Helios", "Theta"});
  match.product_words = {"GPU", "CPU"};
  match.generic_words.emplace_back("formerly");
  match.owners.push_back({"AGH University of Krakow", {"AGH Cyfronet", "Cyfronet", "AGH"}});
  match.owners.push_back({"Argonne National Laboratory", {"ANL"}});
  std::vector<Record> records = {
      record("helios", "AGH Cyfronet Helios", "AGH University of Krakow", "Krakow", "Poland"),
      record("nvidia-helios", "NVIDIA Helios", "Nvidia Corporation"),
      record("theta", "Argonne NL Sophia (Formerly Theta)", "US Department of Energy")};
  AliasIndex index(records, match);
  auto found = index.scan("HPCG\n49\nCyfronet\nPoland\nHelios GPU — NVIDIA Grace 72C, NVIDIA GH200 Superchip", "");
  const Naming* helios = naming_of(found, 0);
  REQUIRE(helios != nullptr);
  CHECK(helios->identified_by.back() == "operator: Cyfronet");
  // The processors' maker is no owner of the partition.
  CHECK(naming_of(found, 1) == nullptr);
  CHECK(naming_of(index.scan("Chips\nThe AMD Helios GPU is fast.", ""), 0) == nullptr);
  // The lists also bracket it ("Narval (GPU)"); without the owner it is a product still.
  CHECK(naming_of(index.scan("HPCG\n49\nCyfronet\nPoland\nHelios (GPU) — NVIDIA Grace 72C, NVIDIA GH200", ""), 0) !=
        nullptr);
  CHECK(naming_of(index.scan("Chips\nThe AMD Helios (GPU) is fast.", ""), 0) == nullptr);
  CHECK(naming_of(index.scan("MxP\n<td>DOE/SC/ANL</td> <td>ThetaGPU</td> <td>280,320</td>", ""), 2) != nullptr);
  CHECK(naming_of(index.scan("Chips\nThe ThetaGPU chip is fast.", ""), 2) == nullptr);
  CHECK(naming_of(index.scan("MxP\nDOE/SC/ANL ThetaGPUX", ""), 2) == nullptr);  // no word boundary
}

TEST_CASE("an operator's bracketed initials and its name without a company word are its forms") {
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Vega");
  match.owners.push_back({"EuroHPC JU", {"EuroHPC"}});
  std::vector<Record> records = {
      record("vega", "EuroHPC Vega", "EuroHPC JU,Institute of Information Science (IZUM)", "Maribor", "Slovenia"),
      with_part(record("lambda", "Lambda Labs H100/H200", "Lambda Labs", "", "United States"),
                "NVIDIA H100 SXM5 80GB", 32000),
      record("mit", "MIT Supercloud", "Massachusetts Institute of Technology (MIT)")};
  Deriver deriver(match, records);
  auto has_operator = [](const SystemTerms& t, const std::string& text) { return has_term(t, "operator", text); };
  CHECK(has_operator(deriver.terms_of(records[0]), "IZUM"));
  CHECK(has_operator(deriver.terms_of(records[1]), "Lambda"));
  CHECK_FALSE(has_operator(deriver.terms_of(records[2]), "MIT"));  // a word of other languages ("mit")
  AliasIndex index(records, match);
  CHECK(naming_of(index.scan("Setup\nAccess to Vega\nLog in with ssh username@vglogin0005.vega.izum.si to run your jobs.", ""), 0) != nullptr);
  const auto found = index.scan("News\nLambda has 32,000 Nvidia H100 GPUs.", "");
  const Naming* lambda = naming_of(found, 1);
  REQUIRE(lambda != nullptr);
  CHECK(lambda->describes);
}

TEST_CASE("an operator's short form that is an ordinary word counts only written as a name") {
  MatchRules match = rules();
  match.ordinary_names.insert(match.ordinary_names.end(), {"Falcon", "Condor", "Stability", "Siam"});
  std::vector<Record> records = {record("falcon", "Falcon", "Stability AI"),
                                 record("condor", "Condor", "SIAM AI")};
  AliasIndex index(records, match);
  auto names = [&](std::string_view text, std::size_t s) { return naming_of(index.scan(text, ""), s) != nullptr; };
  CHECK(names("Training\nFalcon, the cluster Stability runs, trained the model.", 0));
  CHECK(names("Training\nFalcon, the cluster stability AI runs, trained the model.", 0));  // with its company word
  CHECK_FALSE(names("Training\nFalcon improved the stability of training runs.", 0));
  CHECK(names("Training\nThe Condor cluster of SIAM trains models.", 1));
  CHECK_FALSE(names("Travel\nThe Condor flew over old Siam.", 1));  // the name is in capitals
}

TEST_CASE("what is left of a name that is only an operator's short form names nothing") {
  MatchRules match = rules();
  match.generic_words.insert(match.generic_words.end(), {"DGX", "Rental"});
  std::vector<Record> records = {
      with_part(record("corvex", "Corvex B200s", "Corvex.ai", "Delaware", "United States"), "NVIDIA B200", 512),
      record("continental", "Continental DGX Supercomputer", "Continental AG", "Frankfurt", "Germany"),
      record("reka", "Reka H100 Rental", "Reka AI"),
      record("lambda", "Lambda Labs Hyperplane", "Lambda Labs")};
  Deriver deriver(match, records);
  CHECK(deriver.terms_of(records[0]).description);
  CHECK(deriver.terms_of(records[1]).description);
  CHECK(deriver.terms_of(records[2]).description);
  CHECK_FALSE(deriver.terms_of(records[3]).description);  // "Hyperplane" is left: a name
  // A page about the company names none of its systems.
  AliasIndex index(records, match);
  const auto found = index.scan("News\nCorvex opens a cluster of 512 NVIDIA B200 GPUs in Virginia.", "");
  const Naming* corvex = naming_of(found, 0);
  CHECK((corvex == nullptr || corvex->describes));
}

// A model of two words ("TPU v5p") is a product as a whole: its second word
// alone ("v5p") is no name left over beside a product of `not_names`.
TEST_CASE("a model of more than one word is a product as a whole in a derived name") {
  MatchRules match = rules();
  match.not_names.emplace_back("Hypercomputer");
  match.generic_words.emplace_back("pod");
  std::vector<Record> records = {
      with_part(record("hyper", "Google Hypercomputer TPU v5p pod", "Google"), "Google TPU v5p", 8960),
      with_part(record("pod", "Google TPU v5p pod", "Google"), "Google TPU v5p", 8960),
      with_part(record("named", "Google Zephyrine TPU v5p pod", "Google"), "Google TPU v5p", 8960)};
  Deriver deriver(match, records);
  CHECK(deriver.terms_of(records[0]).description);
  CHECK(deriver.terms_of(records[1]).description);
  CHECK_FALSE(deriver.terms_of(records[2]).description);  // "Zephyrine" is left: a name
}

TEST_CASE("a bare name beside its operator's numbered first generation is the line's name") {
  MatchRules match = rules();
  match.ordinary_names.insert(match.ordinary_names.end(), {"Dojo", "Colossus"});
  std::vector<Record> records = {
      record("dojo-1", "Tesla Dojo 1 Phase 1", "Tesla", "San Jose", "United States"),
      record("buffalo", "Tesla Buffalo Dojo", "Tesla", "1339 South Park Ave, Buffalo, NY 14220", "United States"),
      record("colossus", "xAI Colossus Memphis Phase 1", "xAI", "Memphis", "United States"),
      record("colossus-2", "xAI Colossus 2 Memphis Phase 1", "xAI", "Memphis", "United States")};
  AliasIndex index(records, match);
  auto bare = [&](std::size_t system, std::string_view text) {
    for (const auto& a : index.aliases_of(system))
      if (a.text == text) return a;
    FAIL("no alias " << text);
    return AliasInfo{};
  };
  CHECK(bare(1, "Dojo").version_base);  // one installation of Tesla's Dojo line
  CHECK_FALSE(bare(2, "Colossus").version_base);  // the line's first, before "Colossus 2"
  const auto found = index.scan("News\nTesla shuts down Dojo, its custom AI supercomputer project.", "");
  CHECK(naming_of(found, 1) == nullptr);
  CHECK(naming_of(index.scan("News\nxAI's Colossus supercomputer runs in Memphis.", ""), 2) != nullptr);
}

TEST_CASE("a line's bare name with its owner given is the owner's one numbered generation") {
  const MatchRules match = bundled_rules();  // "Planned" is a weak word there
  std::vector<Record> records = {
      record("phase-1", "Tesla Dojo 1 Phase 1", "Tesla", "San Jose", "United States"),
      record("phase-2", "Tesla Dojo 1 Planned Phase 2", "Tesla", "San Jose", "United States"),
      record("buffalo", "Tesla Buffalo Dojo", "Tesla", "1339 South Park Ave, Buffalo, NY 14220", "United States")};
  AliasIndex index(records, match);
  // theneworacle.github.io: the phases of Dojo 1 are the machine the page
  // talks about; the Buffalo installation is not.
  for (const std::string text : {"News\nThe latest casualty appears to be Dojo, Tesla's ambitious, custom-built AI "
                                 "supercomputer.",
                                 "News\nThe end of Tesla's Dojo supercomputer surprised investors."}) {
    const auto found = index.scan(text, "");
    CHECK(naming_of(found, 0) != nullptr);
    CHECK(naming_of(found, 1) != nullptr);
    CHECK(naming_of(found, 2) == nullptr);
  }
  // A later generation, and the chips ("2万个特斯拉的Dojo AI晶圆级芯片"), are not the machine.
  for (const std::string text : {"News\nIntel wins Tesla's Dojo 3 supercomputer packaging contract.",
                                 "News\nCortex holds 20,000 of Tesla's Dojo AI wafer-scale chips."}) {
    const auto found = index.scan(text, "");
    CHECK(naming_of(found, 0) == nullptr);
    CHECK(naming_of(found, 1) == nullptr);
  }
  // Another owner in apposition gives the name nothing.
  CHECK(naming_of(index.scan("News\nDojo, Oracle's ambitious AI supercomputer, opens.", ""), 0) == nullptr);
}

TEST_CASE("a name listed beside another system of its operator that the page names is that operator's") {
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Summit");
  std::vector<Record> records = {
      record("titan", "Oak Ridge NL Titan", "US Department of Energy", "Oak Ridge, Tennessee"),
      record("summit", "Oak Ridge NL Summit", "US Department of Energy", "Oak Ridge National Laboratory"),
      record("amazon-titan", "Amazon Titan training cluster", "Amazon")};
  AliasIndex index{records, match};
  std::string far;  // a block of more words than the context reaches
  for (int w = 0; w < 40; ++w) far += "nodes ";
  const std::string guide = "User Guide\nSummit is a system at Oak Ridge National Laboratory.\n" + far + "\n";
  // frontier_user_guide.rst: "Unlike Summit and Titan, there are no launch/batch nodes on Frontier".
  const auto found = index.scan(guide + "Unlike Summit and Titan, there are no launch nodes here.", "");
  REQUIRE(naming_of(found, 0) != nullptr);
  CHECK(naming_of(found, 0)->identified_by.back() == "listed beside: Summit");
  CHECK(naming_of(found, 2) == nullptr);  // another operator's Titan
  CHECK(names_first(index, guide + "Unlike Titan, Summit has no launch nodes."));
  // Not listed with it, or listed beside a name the page does not name.
  CHECK_FALSE(names_first(index, guide + "Summit has no launch nodes. Titan rockets do."));
  CHECK_FALSE(names_first(index, "User Guide\nUnlike Summit and Titan, there are no launch nodes here."));
  // A slash joins one entry's two names ("HPC4/HPC5" of another site's row).
  CHECK_FALSE(names_first(index, guide + "Summit/Titan - SuperMicro Twin, NVIDIA Tesla K80"));
  // OLCF's slides: "Questions? Summit here" / "Frontier here", lines alike, are a list a line each.
  const auto lines = index.scan(guide + "Questions? Summit here\nTitan here", "");
  REQUIRE(naming_of(lines, 0) != nullptr);
  CHECK(naming_of(lines, 0)->identified_by.back() == "listed beside: Summit");
  CHECK(naming_of(lines, 2) == nullptr);
  CHECK(names_first(index, guide + "Titan here\nSummit here"));
  // Not lines closed alike, nor a bare name a line (a menu).
  CHECK_FALSE(names_first(index, guide + "Questions? Summit here\nTitan there"));
  CHECK_FALSE(names_first(index, guide + "Summit here\nTitan here today"));
  CHECK_FALSE(names_first(index, guide + "Summit\nTitan"));
}

TEST_CASE("describes: the anchor's own sentence where its block holds other counts") {
  Fixture f;
  const Naming* n = f.scan("JUPITER\n- 24,000 H100 GPUs - 4 HCAs per node - feasible given Meta's H100 "
                           "clusters are 100K H100s. - More nodes",
                           2);
  REQUIRE(n != nullptr);
  CHECK(n->describes);
  // Another count of the model in the anchor's own sentence still rules it out.
  CHECK(f.scan("JUPITER\n- 24,000 H100 GPUs - Meta's 100K H100s grow to 200,000 H100 GPUs.", 2) == nullptr);
}

TEST_CASE("describes: the list under a heading gives facts of what the section's prose names") {
  Fixture f;
  f.records.push_back(with_part(record("oracle", "Oracle Abilene", "Oracle"), "NVIDIA GB200", 400000));
  f.index = AliasIndex(f.records, f.match);
  const std::string heading = "Notes\n## Scale\n";
  const std::string prose = "> The first AI supercomputer we built for Meta trained Llama.\n";
  const std::string list = "- May 2024: 100,000 H100 GPUs - Nov 2024: 14,400 B200 GPUs\n";
  const Naming* n = f.scan(heading + prose + "Timeline:\n" + list + "## Power\nMore.", 2);
  REQUIRE(n != nullptr);
  CHECK(n->describes);
  // Not without a heading above, not a list before the prose, not past
  // another operator, not in the next section.
  CHECK(f.scan("Notes\n" + prose + "Timeline:\n" + list, 2) == nullptr);
  CHECK(f.scan(heading + list + prose, 2) == nullptr);
  CHECK(f.scan(heading + prose + "Oracle answered.\n" + list, 2) == nullptr);
  CHECK(f.scan(heading + prose + "## Timeline\n" + list, 2) == nullptr);
  // A name in a list item is that item's: the next items are other subjects.
  CHECK(f.scan(heading + "- Meta: Llama.\n" + list, 2) == nullptr);
  // The list's own other count for the model still rules it out.
  CHECK(f.scan(heading + prose + "- May 2024: 100,000 H100 GPUs - 2025: 200,000 H100 GPUs\n", 2) == nullptr);
}

TEST_CASE("a name the lists give this system alone, beside another system's name in a ranking sentence") {
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Leonardo");
  match.owners.push_back({"EuroHPC JU", {"EuroHPC"}});
  match.namesakes.push_back({"Leonardo", "EuroHPC/CINECA", "Italy", 2023});
  std::vector<Record> records = {record("leonardo", "EuroHPC Leonardo", "EuroHPC JU", "Bologna", "Italy"),
                                 record("perlmutter", "NERSC Perlmutter", "NERSC")};
  AliasIndex index(records, match);
  auto names = [&](const AliasIndex& i, std::string_view text) { return naming_of(i.scan(text, ""), 0) != nullptr; };
  const auto found = index.scan("HPCG\nBoth Perlmutter and Leonardo have updated HPCG results.", "");
  const Naming* n = naming_of(found, 0);
  REQUIRE(n != nullptr);
  CHECK(n->identified_by.back() == "ranked beside: Perlmutter");
  CHECK(names(index, "HPCG\nBoth Perlmutter and Leonardo systems open with 16 and 14 Pflop/s."));
  CHECK_FALSE(names(index, "Art\nBoth Perlmutter and Leonardo have new paintings."));  // no ranking
  CHECK_FALSE(names(index, "Results\nLeonardo claimed 4th spot on the list."));       // no other system
  // The lists carry the name at another site too: which one is not said.
  match.namesakes.push_back({"Leonardo", "University of Elsewhere", "Germany", 2019});
  AliasIndex elsewhere(records, match);
  CHECK_FALSE(names(elsewhere, "HPCG\nBoth Perlmutter and Leonardo have updated HPCG results."));
}

TEST_CASE("on a ranking, a listed name beside the name of a listed system that is no record") {
  // HPCG's "Both Fugaku and Frontier systems continue to open the list":
  // Fugaku is in no record, only on the lists ("Supercomputer Fugaku").
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Leonardo");
  match.owners.push_back({"EuroHPC JU", {"EuroHPC"}});
  match.namesakes.push_back({"Leonardo", "EuroHPC/CINECA", "Italy", 2023});
  match.namesakes.push_back({"Supercomputer Fugaku", "RIKEN Center for Computational Science", "Japan", 2020});
  match.namesakes.push_back({"Aurora", "Selex Elsag", "Italy", 2012});
  match.namesakes.push_back({"Aurora", "DOE/SC/Argonne National Laboratory", "United States", 2024});
  match.namesakes.push_back({"Polaris", "DOE/SC/Argonne National Laboratory", "United States", 2022});
  std::vector<Record> records = {record("leonardo", "EuroHPC Leonardo", "EuroHPC JU", "Bologna", "Italy")};
  AliasIndex index(records, match);
  auto names = [&](std::string_view text) { return naming_of(index.scan(text, ""), 0) != nullptr; };
  const auto found = index.scan("HPCG\nBoth Fugaku and Leonardo systems continue to open the list.", "");
  const Naming* n = naming_of(found, 0);
  REQUIRE(n != nullptr);
  CHECK(n->identified_by.back() == "ranked beside: Fugaku");
  CHECK(names("HPCG\nBoth Supercomputer Fugaku and Leonardo open the list with 16 Pflop/s."));
  CHECK_FALSE(names("Art\nBoth Fugaku and Leonardo have new paintings."));  // no ranking
  CHECK_FALSE(names("Results\nBoth fugaku and Leonardo open the list."));      // not written as a name
  // A listed name at two sites, or an ordinary word, needs context itself.
  CHECK_FALSE(names("Results\nBoth Aurora and Leonardo open the list."));
  CHECK_FALSE(names("Results\nBoth Polaris and Leonardo open the list."));
  CHECK_FALSE(names("Results\nLeonardo Supercomputer claimed a spot on the list."));  // its own name word
}

TEST_CASE("a name the lists give this system alone, in a sentence that names the TOP500 list") {
  // "For Frontier, the fastest supercomputer in the world according to the
  // November 2023 Top-500 list": Vantage's Frontier is on no list.
  MatchRules match = rules();
  std::vector<Record> records = {record("frontier", "Oak Ridge NL Frontier", "Oak Ridge National Laboratory"),
                                 record("vantage", "Oracle Vantage Data Centers Frontier", "Oracle")};
  AliasIndex index(records, match);
  auto names = [&](std::string_view text) { return naming_of(index.scan(text, ""), 0) != nullptr; };
  const auto found = index.scan(
      "Racks\nFor Frontier, the fastest supercomputer in the world according to the November 2023 "
      "Top-500 list, the floor space would be close to 200 m2.",
      "");
  const Naming* n = naming_of(found, 0);
  REQUIRE(n != nullptr);
  CHECK(n->identified_by.back() == "ranked on: TOP500");
  CHECK(naming_of(found, 1) == nullptr);
  CHECK(names("HPCG\nThe machines from the very top of TOP500 include Frontier."));
  CHECK_FALSE(names("Racks\nFor Frontier, the fastest supercomputer in the world, the floor space is large."));
  CHECK_FALSE(names("Racks\nThe TOP500 list came out. Frontier is a fine word."));  // another sentence
  // A name the lists give another site too says nothing of which.
  match.namesakes.push_back({"Frontier", "Elsewhere University", "Germany", 2019});
  AliasIndex elsewhere(records, match);
  CHECK(naming_of(elsewhere.scan("HPCG\nThe very top of TOP500 includes Frontier.", ""), 0) == nullptr);
}

TEST_CASE("a namesake that had left the lists before the system ran does not stand beside it on a ranking") {
  // isc24evt.html: "Summary highlights from the 21st HPCG list include: New
  // result from Aurora took third spot on the list": Selex Elsag's Aurora
  // was listed from 2012 to 2013, Argonne's from 2024.
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Aurora");
  match.namesakes.push_back({"Aurora", "Selex Elsag", "Italy", 2012, 2013});
  match.namesakes.push_back({"Aurora", "DOE/SC/Argonne National Laboratory", "United States", 2024, 2025});
  Record aurora = record("aurora", "Argonne NL Aurora", "Argonne National Laboratory",
                         "Argonne National Laboratory", "United States");
  aurora.first_year = 2024;
  const std::vector<Record> records = {aurora};
  AliasIndex index(records, match);
  auto names = [&](const AliasIndex& in, std::string_view text) { return naming_of(in.scan(text, ""), 0) != nullptr; };
  const std::string highlights = "HPCG Performance List announced at ISC 2024\nSummary highlights from the "
                                 "21st HPCG list include:\nNew result from Aurora took third spot on the list.";
  CHECK(names(index, highlights));
  // Selex Elsag's site near still gives the name to its machine.
  CHECK_FALSE(names(index, "Results\nAurora of Selex Elsag took a spot on the HPCG list."));
  // The title names the list, the sentence is about its ranking; neither alone names it.
  CHECK_FALSE(names(index, "Northern lights\nThe Aurora took third spot in our photo contest."));
  CHECK_FALSE(names(index, "HPCG Performance List announced at ISC 2024\nAurora borealis lit the sky."));
  // A namesake listed within the system's years could stand on the same list.
  match.namesakes.push_back({"Aurora", "Elsewhere University", "Germany", 2019, 2023});
  AliasIndex recent(records, match);
  CHECK_FALSE(names(recent, highlights));
}

TEST_CASE("a namesake's last year on the lists, not its first, says whether it stands beside the system") {
  // The lists of 2011-2025: LLNL's Hera, listed 2011 to 2013, had left them
  // when NOAA's ran in 2020; NASA's Pleiades, first listed in 2011, was on
  // every list to 2025.
  MatchRules match = rules();
  match.ordinary_names.insert(match.ordinary_names.end(), {"Hera", "Pleiades"});
  match.namesakes.push_back({"Hera", "Lawrence Livermore National Laboratory", "United States", 2011, 2013});
  match.namesakes.push_back({"Hera", "NOAA", "United States", 2020, 2025});
  match.namesakes.push_back({"Pleiades", "NASA/Ames Research Center/NAS", "United States", 2011, 2025});
  match.namesakes.push_back({"Pleiades", "Elsewhere Institute", "Germany", 2022, 2022});
  Record hera = record("hera", "NOAA Hera", "NOAA", "Fairmont", "United States");
  hera.first_year = 2020;
  Record pleiades = record("pleiades", "Elsewhere Institute Pleiades", "Elsewhere Institute", "Bonn", "Germany");
  pleiades.first_year = 2022;
  const std::vector<Record> records = {hera, pleiades};
  const std::string hera_ranked = "HPCG Performance List\nNew result from Hera took third spot on the list.";
  AliasIndex index(records, match);
  CHECK(naming_of(index.scan(hera_ranked, ""), 0) != nullptr);
  // First listed eleven years before, NASA's Pleiades was still listed.
  CHECK(naming_of(index.scan("HPCG Performance List\nNew result from Pleiades took third spot on the list.", ""),
                  1) == nullptr);
  // One listed within a year of the system's first could stand beside it.
  match.namesakes.push_back({"Hera", "Elsewhere University", "Austria", 2016, 2019});
  AliasIndex recent(records, match);
  CHECK(naming_of(recent.scan(hera_ranked, ""), 0) == nullptr);
}

TEST_CASE("describes: a place inside the operator's own words is no second fact") {
  // The audit (scripts/audit-names): "installed at Lawrence Livermore National
  // Laboratory" read Livermore as the place of LLNL's other MI300A machines.
  MatchRules match = rules();
  std::vector<Record> records = {with_part(record("rzadams", "Lawrence Livermore NL RZAdams",
                                                  "Lawrence Livermore National Laboratory",
                                                  "7000 East Ave, Livermore, CA 94550", "United States"),
                                           "AMD Instinct MI300A", 1536)};
  AliasIndex index(records, match);
  CHECK(naming_of(index.scan("Chips\nThe MI300A is the basis of the El Capitan supercomputer installed at "
                             "Lawrence Livermore National Laboratory in the USA.", ""), 0) == nullptr);
  // The place written apart from the operator still counts.
  auto found = index.scan("Chips\nThe MI300A is the basis of a machine installed at "
                          "Lawrence Livermore National Laboratory in Livermore, California.", "");
  const Naming* n = naming_of(found, 0);
  REQUIRE(n != nullptr);
  CHECK(n->describes);
  CHECK(std::find(n->identified_by.begin(), n->identified_by.end(), "place: Livermore") != n->identified_by.end());
}

TEST_CASE("describes: a place in any part of the operator's words is no fact, whichever part anchors") {
  // "Information Technology Center, Nagoya University" gave Nagoya as a
  // place when "Information Technology Center" anchored, "TU Dresden, ZIH"
  // gave no Dresden; the operator carries both places.
  MatchRules match = rules();
  std::vector<Record> records = {
      nagoya_itc_v100("nagoya"), dresden_zih_a100("dresden")};
  AliasIndex index(records, match);
  const auto prose = index.scan(
      "News\nThe Information Technology Center, Nagoya University runs NVIDIA Tesla V100 SXM2 GPUs.\n"
      "TU Dresden, ZIH runs NVIDIA A100 SXM4 40 GB GPUs too.\n",
      "");
  CHECK(naming_of(prose, 0) == nullptr);
  CHECK(naming_of(prose, 1) == nullptr);
  // The city written apart from the operator is a place still.
  // Kept: naming_of points into the scan's result.
  const auto apart = index.scan("News\nThe Information Technology Center, Nagoya University, "
                                "runs NVIDIA Tesla V100 SXM2 GPUs in its machine room in Nagoya.",
                                "");
  const Naming* n = naming_of(apart, 0);
  REQUIRE(n != nullptr);
  CHECK(n->describes);
}

TEST_CASE("describes: in a table's row, a place in the operator's words is where the machine stands") {
  // Rounds 6 and 7: the lists' site column ("Information Technology Center,
  // Nagoya University; Japan", "Universitaet Erlangen - Regionales
  // Rechenzentrum Erlangen") says where the row's machine is, its city too.
  MatchRules match = rules();
  std::vector<Record> records = {
      nagoya_itc_v100("nagoya"), dresden_zih_a100("dresden"),
      with_part(record("erlangen", "Erlangen RRZE A100 80GB GPU cluster",
                       "Universitaet Erlangen - Regionales Rechenzentrum Erlangen (RRZE)", "Erlangen, Germany",
                       "Germany"),
                "NVIDIA A100 SXM4 80 GB", 0)};
  AliasIndex index(records, match);
  const auto hpcg = index.scan(hpcg_list(
      "60 | Information Technology Center, Nagoya University; Japan | Flow Type II subsystem — "
      "Xeon Gold 6230 20C 2.1GHz, Infiniband EDR, NVIDIA Tesla V100 SXM2 | 79,560 | 6.61\n"
      "61 | TU Dresden, ZIH; Germany | AlphaCentauri — EPYC 7352 24C 2.3GHz, Infiniband HDR200, "
      "NVIDIA A100 SXM4 40 GB | 21,760 | 3.02\n"),
      "");
  const Naming* n = naming_of(hpcg, 0);
  REQUIRE(n != nullptr);
  CHECK(n->describes);
  CHECK(std::find(n->identified_by.begin(), n->identified_by.end(), "place: Nagoya") != n->identified_by.end());
  CHECK(naming_of(hpcg, 1) != nullptr);
  // A TOP500 spreadsheet's row of values; the operator's H100 row is another machine.
  const auto top500 = index.scan(
      "Rank,Name,Computer,Site,Country\n"
      "80,Helma,\"Lenovo ThinkSystem SD665-N V3, AMD EPYC 9554 64C 3.1GHz, Nvidia H100 SXM5 94Gb, Infiniband "
      "NDR200\",Universitaet Erlangen - Regionales Rechenzentrum Erlangen,Germany\n"
      "291,Alex,\"MEGWARE NF5488A5, AMD EPYC 7742 64C 2.25GHz, NVIDIA A100 SXM4 80 GB, Infiniband HDR\","
      "Universitaet Erlangen - Regionales Rechenzentrum Erlangen,Germany\n",
      "");
  const Naming* alex = naming_of(top500, 2);
  REQUIRE(alex != nullptr);
  CHECK(alex->describes);
  CHECK(alex->evidence.find("A100 SXM4 80 GB") != std::string::npos);
  // Prose is no list: the operator's words hold no place there.
  CHECK(naming_of(index.scan("News\nUniversitaet Erlangen - Regionales Rechenzentrum Erlangen runs NVIDIA A100 "
                             "SXM4 80 GB GPUs.",
                             ""),
                  2) == nullptr);
}

TEST_CASE("describes: a note's lead with the section after it") {
  // limelead's note on Alps: its lead says who runs it and where, the
  // section after it what it is built of.
  AliasIndex index({with_part(record("cscs-gh200", "CSCS 2024 GH200 cluster in Lugano",
                                     "Swiss National Supercomputing Centre (CSCS)", "Lugano", "Switzerland"),
                              "NVIDIA GH200", 10752)},
                   bundled_rules());
  const std::string note = "Alps is a Cray EX supercomputer at CSCS, in Lugano.\n\n## System overview\n\n"
                           "Its most notable partition are its GH200 blades.\n\n## Performance\n\nStill settling.\n";
  CHECK(describes(index.scan("---\ntitle: CSCS Alps\n---\n" + note, ""), 0));
  // Under a heading, the name is its own section's: the next one is another subject.
  CHECK_FALSE(describes(index.scan("# Swiss machines\n\n" + note, ""), 0));
}

TEST_CASE("describes: a title gives its operator to the block that defines its machine") {
  // ALCF's user guide on Polaris: the title says who runs it, the block that
  // opens with its name what it is built of, HPE's product among its parts.
  AliasIndex index({with_part(record("alcf-a100", "ALCF 2,240 A100 system",
                                     "Argonne Leadership Computing Facility (ALCF)", "Lemont, Illinois",
                                     "United States of America"),
                              "NVIDIA A100", 2240),
                    with_part(record("hpe-llm", "HPE GreenLake for LLMs Q01", "Hewlett Packard Enterprise",
                                     "Lévis, QC", "Canada"),
                              "", 1000)},
                   bundled_rules());
  const std::string body = "Menu\nHome\nPolaris is a 560-node HPE Apollo 6500 Gen 10+ based system. Each node has "
                           "a single AMD EPYC Milan CPU and four NVIDIA A100 GPUs.\n";
  CHECK(describes(index.scan("Polaris Machine Overview - ALCF User Guides\n" + body, ""), 0));
  // The block must define the title's machine; a title without the operator gives none.
  CHECK_FALSE(describes(index.scan("Theta Machine Overview - ALCF User Guides\n" + body, ""), 0));
  CHECK_FALSE(describes(index.scan("Polaris Machine Overview - User Guides\n" + body, ""), 0));
  // HPE as the operator of the facts, not on its product, is another subject's.
  CHECK_FALSE(describes(index.scan("ALCF news\nALCF says HPE runs a 560-node system, each node with four "
                                   "NVIDIA A100 GPUs.\n",
                                   ""),
                        0));
}

TEST_CASE("describes: a place's umlaut spelt out, as the lists write it, is that place") {
  // TOP500's site column "Forschungszentrum Juelich (FZJ)" holds Jülich: with
  // the operator (FZJ) and the model, the row describes the record.
  AliasIndex index({with_part(record("jsc-a100", "JSC 2020 A100 cluster in Jülich", "Jülich Supercomputing Centre (JSC)",
                                     "Jülich", "Germany"),
                              "NVIDIA A100", 3744)},
                   bundled_rules());
  const std::string site = "Forschungszentrum Juelich (FZJ),EVIDEN,Germany\n";
  const auto described = index.scan("Rank,Name,Computer,Site,Manufacturer,Country\n43,Booster Module,\"Bull Sequana "
                                     "XH2000, AMD EPYC 7402 24C 2.8GHz, NVIDIA A100, Mellanox HDR InfiniBand\"," + site,
                                     "");
  REQUIRE(describes(described, 0));
  CHECK(naming_of(described, 0)->identified_by[1] == "place: Juelich");
}

TEST_CASE("describes: a list's row that names another machine of the operator, of another count, is that machine's") {
  // The site column "Lawrence Livermore National Laboratory" holds
  // Livermore, but El Capitan's row is no RZAdams, whose MI300A are fewer.
  MatchRules match = rules();
  std::vector<Record> records = {
      with_part(record("rzadams", "Lawrence Livermore NL RZAdams", "Lawrence Livermore National Laboratory",
                       "7000 East Ave, Livermore, CA 94550", "United States"),
                "AMD Instinct MI300A", 512),
      with_part(record("elcap", "El Capitan", "Lawrence Livermore National Laboratory", "Livermore, CA",
                       "United States"),
                "AMD Instinct MI300A", 44544),
      with_part(record("adhoc", "LLNL MI300A machine", "Lawrence Livermore National Laboratory", "Livermore, CA",
                       "United States"),
                "AMD Instinct MI300A", 0)};
  AliasIndex index(records, match);
  const auto rows = index.scan(hpcg_list(
      "1 | Lawrence Livermore National Laboratory; United States | El Capitan — HPE Cray EX255a, AMD 4th "
      "Gen EPYC 24C 1.8GHz, AMD Instinct MI300A, Slingshot-11 | 11,340,000 | 1742.00\n"),
      "");
  const Naming* elcap = naming_of(rows, 1);
  REQUIRE(elcap != nullptr);
  CHECK_FALSE(elcap->describes);
  CHECK(naming_of(rows, 0) == nullptr);
  // A record that gives no count may be the named machine itself.
  const Naming* adhoc = naming_of(rows, 2);
  REQUIRE(adhoc != nullptr);
  CHECK(adhoc->describes);
}

TEST_CASE("describes: the operator's words that begin before the sentence still hold no place") {
  // "Univ. of Tsukuba: the Center ..." : the sentence of the Center's anchor
  // begins after "Univ.", inside the operator's other part, whose Tsukuba is
  // no place of its own there either.
  MatchRules match = rules();
  std::vector<Record> records = {
      with_part(record("tsukuba", "University of Tsukuba H100 cluster",
                       "Center for Computational Sciences, University of Tsukuba", "Tsukuba, Japan", "Japan"),
                "NVIDIA H100 SXM5 80GB", 0)};
  AliasIndex index(records, match);
  CHECK(naming_of(index.scan("News\nUniv. of Tsukuba: the Center for Computational Sciences runs NVIDIA H100 GPUs.",
                             ""),
                  0) == nullptr);
  // The city written apart from the operator is a place still.
  const auto apart = index.scan(
      "News\nUniv. of Tsukuba: the Center for Computational Sciences runs NVIDIA H100 GPUs in Tsukuba.", "");
  const Naming* n = naming_of(apart, 0);
  REQUIRE(n != nullptr);
  CHECK(n->describes);
}

TEST_CASE("the bundled rules: a building or an undisclosed site is no place of the system") {
  // The audit: Aurora's site "Building 240, ..." made "Building up the
  // supercomputer" its context.
  auto loaded = dataset::load_rules(std::filesystem::path(VERIFIER_SOURCE_DIR) / "rules");
  std::vector<Record> records = {
      record("aurora", "Argonne NL Aurora", "US Department of Energy",
             "Theory and Computing Sciences Building\nBuilding 240, Argonne National Laboratory, Lemont, IL 60439",
             "United States of America"),
      record("hidden", "Example Corp H100 cluster", "Example Corp", "Undisclosed", "United States of America")};
  Deriver deriver(loaded.rules.match, records);
  auto sites = [&](const Record& r) {
    std::vector<std::string> out;
    for (const auto& t : deriver.terms_of(r).context)
      if (t.kind == "site") out.push_back(t.key);
    return out;
  };
  auto aurora = sites(records[0]);
  CHECK(std::find(aurora.begin(), aurora.end(), normalize_key("Lemont")) != aurora.end());
  CHECK(std::find(aurora.begin(), aurora.end(), normalize_key("Building")) == aurora.end());
  CHECK(sites(records[1]).empty());
}

TEST_CASE("describes: a model or count with another operator between it and the anchor is that one's") {
  // The audit: "马斯克4个月建成10万张H100超算集群！xAI算力超越OpenAI" described an
  // OpenAI H100 cluster with xAI's 100k H100.
  MatchRules match = rules();
  std::vector<Record> records = {
      with_part(record("meta", "Meta 100k", "Meta AI", "", "United States"), "NVIDIA H100 SXM5 80GB", 100000),
      with_part(record("xai", "xAI 100k", "xAI", "", "United States"), "NVIDIA H100 SXM5 80GB", 100000),
      with_part(record("oracle", "Oracle 400k campus", "Oracle", "", "United States"), "NVIDIA GB200", 400000),
      with_part(record("nvidia", "NVIDIA Eos", "NVIDIA", "", "United States"), "NVIDIA H100 SXM5 80GB", 4608)};
  AliasIndex index(records, match);
  auto found = index.scan("News\nMusk built 100,000 H100 GPUs in 122 days! xAI now outpaces Meta.", "");
  CHECK(naming_of(found, 0) == nullptr);
  CHECK(describes(found, 1));
  // Another operator after the facts takes nothing from this one.
  CHECK(describes(index.scan("News\nMeta built 100,000 H100 GPUs in 122 days, outpacing xAI.", ""), 0));
  // A maker before its product, possessive too, is no other owner.
  CHECK(describes(index.scan("News\nOracle is purchasing around 400,000 of Nvidia's GB200 processors.", ""), 2));
}

TEST_CASE("describes: past a count of another model, the facts are another subject's") {
  // The audit: "OpenAI急建10万块GB200超算，马斯克10万块H100" described an OpenAI
  // H100 cluster with Musk's 100k H100.
  MatchRules match = rules();
  match.owners.push_back({"OpenAI", {}});
  std::vector<Record> records = {
      with_part(record("h100", "OpenAI 100k H100 cluster", "OpenAI", "", "United States"), "NVIDIA H100 SXM5 80GB",
                100000),
      with_part(record("gb200", "OpenAI 100k GB200 cluster", "OpenAI", "", "United States"), "NVIDIA GB200", 100000)};
  AliasIndex index(records, match);
  auto found = index.scan("News\nOpenAI builds a 100,000 GB200 cluster, while Musk trains on 100,000 H100 GPUs.", "");
  CHECK(naming_of(found, 0) == nullptr);
  CHECK(describes(found, 1));
}

TEST_CASE("describes: an operator that makes accelerators is named as models.yaml spells the maker") {
  // models.yaml: {vendor: Tesla, forms: [特斯拉]}; the owners rules give Tesla no Chinese form.
  const std::vector<Record> records = {with_part(
      record("tesla", "Tesla Texas 50k H100 AI cluster", "Tesla", "Austin, Texas", "United States"),
      "NVIDIA H100 SXM5 80GB", 50000)};
  AliasIndex index(records, rules());
  const auto found = index.scan(
      "新闻\n8月底，特斯拉宣布了Cortex AI集群，包括5万个英伟达H100 GPU，和2万个特斯拉的Dojo AI晶圆级芯片。", "");
  const Naming* n = naming_of(found, 0);
  REQUIRE(n != nullptr);
  CHECK(n->describes);
  CHECK(n->identified_by.front() == "operator: 特斯拉");
}

TEST_CASE("describes: a maker named between the operator and the facts is no other owner") {
  // "甲骨文与微软的交易，涉及一个由10万块英伟达即将推出的GB200芯片组成的集群": NVIDIA
  // runs clusters of its own (so 英伟达 anchors its records), but here it is
  // the maker of the chips, and the facts stay Oracle's.
  MatchRules match = rules();
  match.owners.push_back({"Oracle", {"甲骨文"}});
  match.owners.push_back({"NVIDIA", {"英伟达"}});
  std::vector<Record> records = {
      with_part(record("oracle", "Oracle 100k GB200 deal cluster", "Oracle", "", "United States"), "NVIDIA GB200",
                100000),
      with_part(record("nvidia", "NVIDIA Eos", "NVIDIA", "", "United States"), "NVIDIA H100 SXM5 80GB", 4608)};
  AliasIndex index(records, match);
  CHECK(describes(index.scan("新闻\n甲骨文的交易，涉及一个由10万块英伟达即将推出的GB200芯片组成的集群。", ""), 0));
  CHECK(describes(index.scan("News\nOracle's deal, Nvidia says, covers 100,000 GB200 chips.", ""), 0));
  // Another operator that makes no accelerators still takes the facts after it.
  match.owners.push_back({"Meta AI", {"Meta"}});
  records.push_back(with_part(record("meta", "Meta 100k", "Meta AI", "", "United States"), "NVIDIA GB200", 100000));
  AliasIndex with_meta(records, match);
  CHECK(naming_of(with_meta.scan("News\nOracle watches as Meta buys 100,000 GB200 chips.", ""), 0) == nullptr);
}

TEST_CASE("describes: a product of the passage's nodes and per-node count, as a claim reads it") {
  // ALCF's README: the CPU between the node count and the GPUs per node
  // leaves the reader's own product unmade; the claims' product finds it.
  MatchRules match = rules();
  std::vector<Record> records = {with_part(
      record("alcf", "ALCF 2,240 A100 system", "Argonne Leadership Computing Facility (ALCF)", "Lemont, Illinois",
             "United States"),
      "NVIDIA A100", 2240)};
  AliasIndex index(records, match);
  const std::string line = "Polaris is the (2nd) newest ALCF system with 560 nodes, each with one AMD Milan CPU "
                           "(32 cores) and four NVIDIA A100 GPUs.";
  auto found = index.scan("Getting started\n" + line, "");
  REQUIRE(describes(found, 0));
  const auto& by = naming_of(found, 0)->identified_by;
  CHECK(std::find(by.begin(), by.end(), "count: 560 x four") != by.end());
  // A product that is not the record's count is no fact of it.
  records[0].parts[0].quantity = 2000;
  AliasIndex other(records, match);
  CHECK_FALSE(describes(other.scan("Getting started\n" + line, ""), 0));
}

TEST_CASE("a sentence of proper nouns is prose, not a heading: a name inside a longer one is that one's") {
  // scrapinghub's Hollywood Reporter footer, with the owner's old name as a link below.
  MatchRules match = rules();
  match.ordinary_names.emplace_back("Prometheus");
  for (auto& o : match.owners)
    if (o.owner == "Meta AI") o.forms.emplace_back("Facebook");
  std::vector<Record> records = {
      record("meta", "Meta Prometheus New Albany", "Meta AI", "New Albany, Ohio", "United States")};
  AliasIndex index(records, match);
  CHECK(naming_of(index.scan("Reviews\nThe Hollywood Reporter, LLC is a subsidiary of Prometheus Global Media, "
                             "LLC.\nFind Us On Facebook",
                             ""),
                  0) == nullptr);
  // A heading in title case still names it, with its owner in the same block.
  CHECK(naming_of(index.scan("News\nMeta Switches On Prometheus Cluster In Ohio\nMore soon.", ""), 0) != nullptr);
}

TEST_CASE("a name the record writes in capitals, found in another case, needs the system's context") {
  MatchRules match = rules();
  std::vector<Record> records = {
      with_part(record("raiden", "Center for Advanced Intelligence Project, RIKEN, RAIDEN", "RIKEN", "Tokyo", "Japan"),
                "NVIDIA DGX A100", 440),
      record("lanta", "NSTDA Supercomputer Center (ThaiSC) LANTA", "NSTDA", "Pathum Thani", "Thailand")};
  AliasIndex index(records, match);
  // archive-of-our-own's list of kudos givers; Libération's TV show.
  CHECK(naming_of(index.scan("Kudos\ntayto778, shio_san, Castor_Raiden, Fayah, Vnovice7", ""), 0) == nullptr);
  CHECK(naming_of(index.scan("Un candidat de «Koh Lanta» avait caché son passé judiciaire", ""), 1) == nullptr);
  // Written as the record writes it, the name needs nothing more.
  CHECK(naming_of(index.scan("Jobs on RAIDEN are submitted with qsub.", ""), 0) != nullptr);
  CHECK(naming_of(index.scan("LANTA is the fastest computer in Thailand.", ""), 1) != nullptr);
  // In another case, its own context ties it.
  CHECK(naming_of(index.scan("RIKEN AIP runs Raiden, its deep learning system.", ""), 0) != nullptr);
}

TEST_CASE("a phase written after the name that is earlier than the record's names the machine before it") {
  MatchRules match = rules();
  std::vector<Record> records = {
      with_part(record("snellius-1", "SURF Snellius Phase 1", "SURF", "Amsterdam", "Netherlands"), "NVIDIA A100", 288),
      with_part(record("snellius-3", "SURF Snellius Phase 3", "SURF", "Amsterdam", "Netherlands"),
                "NVIDIA H100 SXM5 80GB", 352),
      with_part(record("isambard", "University of Bristol Isambard-AI", "University of Bristol", "Bristol",
                       "United Kingdom"),
                "NVIDIA GH200", 5448)};
  AliasIndex index(records, match);
  // The HPCG list of SC22: only phase 1's rows.
  const std::string sc22 = "SURF Netherlands Snellius Phase 1 CPU — AMD EPYC 7H12 64C 2.6GHz, InfiniBand HDR100";
  const auto found = index.scan(sc22, "");
  CHECK(naming_of(found, 0) != nullptr);
  CHECK(naming_of(found, 1) == nullptr);
  CHECK(naming_of(index.scan("SURF Netherlands Snellius phase-2 CPU — AMD EPYC 9654 96C", ""), 1) == nullptr);
  // A later phase is the machine the earlier one grew into; without a phase
  // the name is every phase's; a record that gives none is named by any.
  CHECK(naming_of(index.scan("SURF Netherlands Snellius Phase 3 GPU — Nvidia H100 SXM5 94Gb", ""), 0) != nullptr);
  CHECK(naming_of(index.scan("Snellius is the Dutch national supercomputer at SURF.", ""), 1) != nullptr);
  // The phase is written after the name on its line: the next block's
  // "Phase 1" is what that block is about, not a word of the heading's name.
  CHECK(naming_of(index.scan("SURF Snellius\nPhase 1 CPU nodes came first.", ""), 1) != nullptr);
  CHECK(naming_of(index.scan("University of Bristol Isambard-AI phase 1 — NVIDIA GH200 Superchip", ""), 2) !=
        nullptr);
}

TEST_CASE("a first line too long for a title is no title: its far words are no context") {
  // trafilatura's evaldata.json and scrapinghub's ground truth are one line
  // of text each: "Akte Aurora" (a podcast), "Saturn's moon Titan" took an
  // operator found hundreds of kilobytes away as if in the page's title.
  Fixture f;
  std::string filler;
  for (int i = 0; i < 400; ++i) filler += "weiter ";
  const std::string one_line = R"({ "without": ["Neueste Beitraege", "Podcast Polaris"], "text": ")" + filler +
                               R"(", "site": "Argonne National Laboratory" })";
  CHECK(f.scan(one_line, 9) == nullptr);
  // A short title still ties the name below it.
  CHECK(f.scan("Argonne National Laboratory\nPolaris runs jobs through PBS.", 9) != nullptr);
  // And the block itself, however long, still counts near the name.
  CHECK(f.scan(filler + "Polaris at Argonne National Laboratory " + filler, 9) != nullptr);
}

TEST_CASE("a row of comma-separated values is its own passage, and no heading") {
  // The project's rules: the lists carry both names at other sites too.
  MatchRules match = bundled_rules();
  std::vector<Record> records = {
      with_part(record("leonardo", "EuroHPC Leonardo", "EuroHPC JU", "Via Piero Gobetti, 101, 40129 Bologna BO, Italy",
                       "Italy"),
                "NVIDIA A100", 13824),
      with_part(record("helios", "NVIDIA Helios", "NVIDIA"), "NVIDIA GH200", 1024)};
  records[0].first_year = 2022;
  records[1].first_year = 2023;
  AliasIndex index(records, match);
  // TOP500 June 2022: davinci-1's row, the company Leonardo SpA in its site field.
  const std::string davinci =
      "150,136,56,88,davinci-1,\"BullSequana X, AMD EPYC 7402 24C 2.8GHz, NVIDIA A100, Mellanox HDR "
      "Infiniband\",Leonardo SpA,Atos,Italy,2020,Others,38400,34560,3449,6412.03,1290240,,108.668";
  CHECK(naming_of(index.scan(davinci, ""), 0) == nullptr);
  CHECK(naming_of(index.scan("4,3,60,4,Leonardo,\"BullSequana XH2000, Xeon Platinum 8358 32C 2.6GHz, NVIDIA A100 "
                             "SXM4 64 GB\",EuroHPC/CINECA,EVIDEN,Italy,2022,Research",
                             ""),
                  0) != nullptr);
  // A name word closing its field is no other name: "HiPerGator AI" of the lists.
  std::vector<Record> gator = {with_part(record("hipergator", "University of Florida HiPerGator 3.0 Superpod",
                                                "University of Florida", "Gainesville, FL 32611"),
                                         "NVIDIA A100", 1120)};
  AliasIndex gators(gator, match);
  CHECK(naming_of(gators.scan("Rank,Name,Computer,Site\n22,HiPerGator AI,\"NVIDIA DGX A100, AMD EPYC 7742 64C "
                              "2.25GHz, NVIDIA A100, Infiniband HDR\",University of Florida,United States,2021",
                              ""),
                  0) != nullptr);
  // scrap500's systems: the row above Helios's ends in Tianhe-1A's "NVIDIA 2050".
  const std::string rows =
      "system_id,site_id,system_name,full_title,manufacturer,system_url,cores,processor,interconnect,rmax_tflops\n"
      "177448,50363,Tianhe-1A Hunan Solution,\"Tianhe-1A Hunan Solution - NUDT YH MPP, Xeon X5670 6C 2.93 GHz, "
      "Proprietary, NVIDIA 2050\",NUDT,,53248.0,Xeon X5670 6C 2.93GHz,Proprietary,771.7,1342.75,16,201806\n"
      "177449,50364,Helios,\"Helios - Bullx B510, Xeon E5-2680 8C 2.700GHz, Infiniband QDR\",Bull,,70560.0,Xeon "
      "E5-2680 8C 2.7GHz,Infiniband QDR,1237.0,1524.1,12,201706";
  CHECK(naming_of(index.scan(rows, ""), 1) == nullptr);
  // In prose the words before a short block still count.
  CHECK(naming_of(index.scan("The NVIDIA team built it in 2023.\nHelios\nIts nodes hold GH200.", ""), 1) != nullptr);
}

TEST_CASE("a name's words split by a bracket the name does not have are no name") {
  // scrapinghub's high-school scores: "Merritt Island (3-2)" is no "Island 3".
  MatchRules match = bundled_rules();
  std::vector<Record> records = {
      northern_data_island("island-3", "Northern Data Group Taiga Cloud Island 3", "Europe"),
      with_part(record("sophia", "Argonne NL Sophia (Formerly Theta)", "US Department of Energy"), "NVIDIA A100", 192)};
  AliasIndex index(records, match);
  CHECK(naming_of(index.scan("Merritt Island d. Titusville\nMerritt Island (3-2): Kyleigh Trout 1 goal.", ""), 0) ==
        nullptr);
  CHECK(naming_of(index.scan("Taiga Cloud Island 3 came online in March.", ""), 0) != nullptr);
  // A name that has the bracket itself is matched with it.
  CHECK(naming_of(index.scan("Jobs move to Argonne NL Sophia (Formerly Theta) next week.", ""), 1) != nullptr);
}

TEST_CASE("a name that is a name alone is no stronger run on with a generic word") {
  // `verifier aliases` gave "Formerly Theta" and "Alps Supercomputer" as
  // distinctive names, though Theta and Alps are ambiguous: the older
  // machine's name with "formerly" is that name, and Taiwan's NCHC had an
  // ALPS supercomputer. A weak word beside a generic one still makes a
  // name of the two ("Research SuperCluster").
  MatchRules match = bundled_rules();
  std::vector<Record> records = {
      with_part(record("sophia", "Argonne NL Sophia (Formerly Theta)", "US Department of Energy"), "NVIDIA A100", 192),
      with_part(record("alps", "Alps Supercomputer Phase 1", "Swiss National Supercomputing Centre (CSCS)",
                       "Lugano, Switzerland", "Switzerland"),
                "NVIDIA GH200", 10752),
      record("rsc", "Meta Research SuperCluster", "Meta AI"),
      record("orion", "Example Lab Orion (previously Hydra)", "Example Lab")};
  AliasIndex index(records, match);
  auto texts = [&](std::size_t s) {
    std::vector<std::string> out;
    for (const auto& a : index.aliases_of(s)) out.push_back(a.text);
    return out;
  };
  auto has = [](const std::vector<std::string>& all, std::string_view text) {
    return std::find(all.begin(), all.end(), text) != all.end();
  };
  CHECK_FALSE(has(texts(0), "Formerly Theta"));
  CHECK(ambiguous_alias_of_first(index, "Theta"));
  CHECK_FALSE(has(texts(1), "Alps Supercomputer"));
  CHECK(has(texts(2), "Research SuperCluster"));
  CHECK(has(texts(3), "Hydra"));
  CHECK_FALSE(has(texts(3), "previously Hydra"));
  CHECK(naming_of(index.scan("Taiwan\nThe ALPS supercomputer of the National Center for High-performance Computing.", ""),
                  1) == nullptr);
  CHECK(naming_of(index.scan("News\nThe Alps supercomputer at CSCS in Lugano runs 10,752 GH200.", ""), 1) != nullptr);
}

TEST_CASE("the bundled rules: a continent is no place of the system") {
  // TOP500 June 2025: Njoerd's row, Northern Data's Island 5 in the United
  // Kingdom; its continent column "Europe" is no place of Islands 3 and 4,
  // whose records give only the continent.
  MatchRules match = bundled_rules();
  std::vector<Record> records = {
      northern_data_island("island-3", "Northern Data Group Taiga Cloud Island 3", "Europe"),
      northern_data_island("island-x", "Northern Data Group Taiga Cloud Island X", "Glasgow", "United Kingdom")};
  AliasIndex index(records, match);
  const std::string row =
      "26,,65,26,Njoerd,\"HPE Cray XD670, Xeon Platinum 8462Y+ 32C 2.8GHz, NVIDIA H100 SXM5 80GB, Infiniband NDR400\","
      "Northern Data Group,HPE,United Kingdom,2024,Industry,273280,257664,78200,106278.2,4188160,,,,,,,Cluster,"
      "Infiniband,Infiniband NDR400,Europe,51076,180378";
  const auto found = index.scan(row, "");
  CHECK_FALSE(describes(found, 0));
  // A place of its own still describes it: operator, city, model.
  CHECK(describes(index.scan("Northern Data Group runs NVIDIA H100 SXM5 GPUs in Glasgow.", ""), 1));
}

TEST_CASE("the lists' spelling of a name the record misspells names it where the lists' row ties it") {
  // TOP500 June 2025: "Njoerd" at Northern Data Group, United Kingdom; the
  // dataset's record spells it "Njored".
  MatchRules match = rules();
  match.namesakes = {{"Njoerd", "Northern Data Group", "United Kingdom", 2025, 2025},
                     {"AiMOS", "Rensselaer Polytechnic Institute", "United States", 2019, 2025},
                     {"Helmholz", "Northern Data Group", "United Kingdom", 2020, 2021}};
  Record njored = northern_data_island("island-5", "Northern Data Group Njored Taiga Cloud Island 5",
                                       "United Kingdom", "United Kingdom");
  njored.first_year = 2024;
  Record aimosx = with_part(record("aimosx", "RPI AiMOSx", "Rensselaer Polytechnic Institute"), "NVIDIA V100", 0);
  aimosx.first_year = 2020;
  Record aimos = record("aimos", "RPI AiMOS", "Rensselaer Polytechnic Institute");
  aimos.first_year = 2019;
  Record helmholtz = northern_data_island("helmholtz", "Northern Data Group Helmholtz", "United Kingdom");
  helmholtz.first_year = 2024;
  const std::vector<Record> records = {njored, aimosx, aimos, helmholtz};
  AliasIndex index(records, match);
  const std::string row =
      "26,,65,26,Njoerd,\"HPE Cray XD670, Xeon Platinum 8462Y+ 32C 2.8GHz, NVIDIA H100 SXM5 80GB\","
      "Northern Data Group,HPE,United Kingdom,2024,Industry";
  const auto found = index.scan(row, "");
  const Naming* n = naming_of(found, 0);
  REQUIRE(n != nullptr);
  CHECK_FALSE(n->describes);
  CHECK(n->identified_by.front() == "spelt: Njoerd");
  // A spelling one letter off is no name alone: the row's owner and accelerators tie it.
  CHECK(naming_of(index.scan("Njoerd, the Norse god of the sea, and Northern Data Group's plans.", ""), 0) == nullptr);
  // The lists' name of another record ("AiMOS" beside AiMOSx), and a
  // listed machine of other years (Helmholz of 2020), spell no record's name.
  CHECK(naming_of(index.scan("AiMOS at Rensselaer Polytechnic Institute, NVIDIA V100 GPUs.", ""), 1) == nullptr);
  CHECK(naming_of(index.scan("Helmholz | Northern Data Group | NVIDIA H100 SXM5 80GB | 2048", ""), 3) == nullptr);
}

TEST_CASE("describes: a table that gives the system its own row describes it in that row only") {
  // Epoch's table: LaMDA's row gives Google, TPU v3 and 1024, which fit Noisy
  // Student's cluster too; Noisy Student's own row, further down, gives another
  // count (Epoch's gives 1024.0 in its quantity field, which describes it there).
  const std::vector<Record> records = {
      with_part(record("lamda", "Paper on LaMDA", "Google"), "Google TPU v3", 1024),
      with_part(record("noisy", "Paper on Noisy Student", "Google"), "Google TPU v3", 1024)};
  AliasIndex index{records, rules()};
  const std::string header = "Name,Status,Chip type,Chip quantity,Owner,Quote,Sector\n";
  const std::string lamda = "Paper on LaMDA,Existing,Google TPU v3,1024.0,Google,\"\"\"We pre-trained LaMDA on 1024 "
                            "TPU-v3 chips\"\"\",Private\n";
  const std::string noisy = "Paper on Noisy Student,Existing,Google TPU v3,2048.0,Google,,Private\n";
  CHECK_FALSE(describes(index.scan(header + lamda + noisy, ""), 1));
  // A system with no row of its own may be the machine another row gives.
  CHECK(describes(index.scan(header + lamda, ""), 1));
  // Its own row runs on past a line break inside a quoted note.
  const std::string noted = "Paper on Noisy Student,Existing,Google TPU v3,1024.0,Google,\"Student and teacher.\n"
                            "Google trained it on 1024 TPU v3 chips\",Private,Google,Cloud,Research\n";
  CHECK(describes(index.scan(header + lamda + noted, ""), 1));
}

TEST_CASE("describes: a table's row gives its count in a field under a header of a quantity") {
  const std::vector<Record> records = {
      with_part(record("imbue", "Imbue 10k Cluster", "Imbue"), "NVIDIA H100 SXM5 80GB", 10000)};
  AliasIndex index{records, rules()};
  const std::string header = "Name,Status,Chip type (primary),Chip quantity (primary),Country,Owner,Note\n";
  // Epoch's row: the number beside the model, in the quantity's column.
  CHECK(describes(index.scan(header + "Imbue 10k Cluster,Existing,NVIDIA H100 SXM5 80GB,10000.0,"
                                       "United States of America,Imbue,\n", ""), 0));
  // That field is the row's count, whatever its notes count: Epoch's row of
  // Gemini's cluster B quotes the whole run's "55,000 TPU v4s", Sakura's
  // B200 row an earlier phase's "2k H100s".
  CHECK(describes(index.scan(header + "Imbue 10k Cluster,Existing,NVIDIA H100 SXM5 80GB,10000.0,"
                                      "United States of America,Imbue,\"the campus will hold 25,000 H100s\"\n", ""), 0));
  // Another number there is another cluster's count.
  CHECK_FALSE(describes(index.scan(header + "Imbue 10k Cluster,Existing,NVIDIA H100 SXM5 80GB,2048.0,"
                                             "United States of America,Imbue,\n", ""), 0));
  // Beside no model of the part, or under no header of a quantity, a number
  // counts nothing: TOP500's "NVIDIA H100,24" is under "Cores per Socket".
  CHECK_FALSE(describes(index.scan(header + "Imbue 10k Cluster,Existing,NVIDIA A100,10000.0,"
                                             "United States of America,Imbue,\n", ""), 0));
  CHECK_FALSE(describes(index.scan("Name,Status,Accelerator,Cores per Socket,Country,Owner,Note\n"
                                   "Imbue 10k Cluster,Existing,NVIDIA H100 SXM5 80GB,10000,United States,Imbue,\n", ""),
                        0));
  // A line of a quoted note, a row of another width, is no row of the table.
  CHECK_FALSE(describes(index.scan(header + "Other,Existing,NVIDIA H100,1.0,Canada,Other,\"see\n"
                                             "Imbue,Existing,NVIDIA H100 SXM5 80GB,10000.0,x\"\n", ""), 0));
}

TEST_CASE("a row of values that gives the list it ran on dates its machine, for a generation's bare name") {
  // scrap500's table of all systems closes each entry's row with the last
  // list it ran on; the lists' one CSV opens each row with its list.
  const std::vector<std::string_view> scrap = {"179393", "50762", "AI Bridging Cloud Infrastructure (ABCI)", "Fujitsu",
                                               "391680.0", "5", "201811"};
  CHECK(list_month_field(scrap) == 201811);
  const std::vector<std::string_view> lists = {"202106", "12", "ABCI", "Japan", "2018", "391680"};
  CHECK(list_month_field(lists) == 202106);
  const std::vector<std::string_view> none = {"ABCI", "Japan", "2018", "201813", "391680.0"};
  CHECK(list_month_field(none) == 0);  // no list's month: a core count, a thirteenth month
  AliasIndex index{abci_generations(), rules()};
  const std::string header =
      "system_id,site_id,system_name,full_title,manufacturer,cores,processor,interconnect,best_rank,last_list\n";
  const std::string entry = "179393,50762,AI Bridging Cloud Infrastructure (ABCI),\"AI Bridging Cloud Infrastructure "
                            "(ABCI) - PRIMERGY CX2570 M4, NVIDIA Tesla V100 SXM2\",Fujitsu,391680.0,"
                            "Xeon Gold 6148 20C 2.4GHz,Infiniband EDR,5,";
  const auto found = index.scan(header + entry + "201811\n", "/systems/top500/scrap500-systems.csv");
  CHECK(naming_of(found, 0) != nullptr);
  CHECK(naming_of(found, 1) == nullptr);  // the entry last listed in 2018 is ABCI 1.0
  // Each row for itself: a later row of the entry is the machine that ran then.
  const auto later = index.scan(header + entry + "201811\n" + entry + "202106\n", "/systems/top500/all.csv");
  CHECK(naming_of(later, 1) != nullptr);
}

TEST_CASE("describes: a quantity field after an empty model field counts the chips of a record of no model") {
  // Epoch counts chips it cannot name ("Microsoft Sweden Gävle,...,,6666.0"),
  // as the record does: the row gives its owner, its city and that count.
  const std::vector<Record> records = {
      with_part(record("gavle", "Microsoft Sweden Gavle", "Microsoft", "805 91 Gavle, Sweden", "Sweden"), "", 6666)};
  AliasIndex index{records, rules()};
  const std::string header = "Name,Status,Chip type (primary),Chip quantity (primary),Owner,Location\n";
  CHECK(describes(index.scan(header + "Microsoft Sweden Gavle,Planned,,6666.0,Microsoft,\"805 91 Gavle, Sweden\"\n", ""),
                  0));
  // Another number there is another site's count; a model there is a chip
  // the record does not know.
  CHECK_FALSE(describes(
      index.scan(header + "Microsoft Sweden Gavle,Planned,,2000.0,Microsoft,\"805 91 Gavle, Sweden\"\n", ""), 0));
  CHECK_FALSE(describes(index.scan(header + "Microsoft Sweden Gavle,Planned,NVIDIA H100 SXM5 80GB,6666.0,Microsoft,"
                                            "\"805 91 Gavle, Sweden\"\n", ""),
                        0));
}

TEST_CASE("a TOP500 system's page ranks its machine by its latest list, as a list of that month") {
  const std::string ranking = "Ranking\nList\nRank\nSystem\n11/2018\n7\nPRIMERGY CX2570 M4\n06/2018\n5\n";
  CHECK(last_ranked_list("/top500-scrap500/system/179393.html", ranking) == 201811);
  CHECK(last_ranked_list("https://www.top500.org/system/179393/", ranking) == 201811);
  CHECK(last_ranked_list("https://www.top500.org/lists/top500/2018/11/", ranking) == 0);  // a list: its address says
  CHECK(last_ranked_list("/news/abci.html", ranking) == 0);
  CHECK(last_ranked_list("/top500-scrap500/system/179393.html", "Ranking\n03/2018\n") == 0);  // no list's month
  // The extractor reads the Ranking table a row a line.
  CHECK(last_ranked_list("/top500-scrap500/system/179393.html",
                         "Ranking\nList | Rank | System\n11/2018 | 7 | PRIMERGY CX2570 M4\n06/2018 | 5 | x\n") ==
        201811);
  CHECK(last_ranked_list("/top500-scrap500/system/179393.html", "Ranking\n7 | 11/2018 | x\n") == 0);
  // ABCI 2.0 kept ABCI 1.0's V100 nodes: "ABCI" beside a V100 fits both, but the
  // 2018 entry's page is of the machine that ran then.
  AliasIndex index{abci_generations(), rules()};
  const std::string page = "AI Bridging Cloud Infrastructure (ABCI) - PRIMERGY CX2570 M4, Xeon Gold 6148 20C 2.4GHz, "
                           "NVIDIA Tesla V100 SXM2, Infiniband EDR | TOP500\nSite:\nAIST\n" + ranking;
  auto named = [&](std::string_view url) {
    const auto found = index.scan(page, url);
    return std::pair{naming_of(found, 0) != nullptr, naming_of(found, 1) != nullptr};
  };
  CHECK(named("/top500-scrap500/system/179393.html") == std::pair{true, false});
  CHECK(named("/news/abci.html") == std::pair{true, true});  // no list, no month
  // The history of one rank dates each row by its list, as a Ranking table
  // does: its ABCI of June 2018 is the machine that ran then, whatever the
  // page's address calls it.
  const std::string history = "List | Rank | System | Cores\n"
                              "06/2018 | 5 | AI Bridging Cloud Infrastructure (ABCI) - PRIMERGY CX2550 M4, Xeon Gold "
                              "6148 20C 2.4GHz, NVIDIA Tesla V100 SXM2, Infiniband EDR , Fujitsu ; AIST; Japan | 391,680\n"
                              "11/2017 | 5 | Titan - Cray XK7, Opteron 6274 16C 2.200GHz, NVIDIA K20x | 560,640\n";
  CHECK(last_ranked_list("/top500stats/lists/originals/rank_5.html", history) == 201806);
  const auto ranked = index.scan(history, "/top500stats/lists/originals/rank_5.html");
  CHECK(naming_of(ranked, 0) != nullptr);
  CHECK(naming_of(ranked, 1) == nullptr);
  CHECK(naming_of(index.scan(history, "/news/abci.html"), 1) != nullptr);  // no list, no month
  // A phase grows its machine's entry in place: Lassen's page of 2018 is its
  // second phase's too.
  const std::string llnl = "Lawrence Livermore National Laboratory";
  Record p1 = with_part(record("p1", "Lawrence Livermore NL Lassen Phase 1", llnl, "Livermore"), "NVIDIA V100", 2736);
  Record p2 = with_part(record("p2", "Lawrence Livermore NL Lassen Phase 2", llnl, "Livermore"), "NVIDIA V100", 3168);
  p1.first_year = 2018, p1.first_month = 11;
  p2.first_year = 2020, p2.first_month = 8;
  const std::vector<Record> phases = {p1, p2};
  AliasIndex lassen{phases, rules()};
  const auto found = lassen.scan("Lassen - IBM Power System S922LC, IBM POWER9 22C 3.1GHz, NVIDIA Tesla V100 | TOP500\n"
                                 "Site:\n" + llnl + "\n" + ranking,
                                 "/top500-scrap500/system/179567.html");
  CHECK(naming_of(found, 0) != nullptr);
  CHECK(naming_of(found, 1) != nullptr);
}

TEST_CASE("describes: a maker of machines in another operator's record name is no operator of it") {
  // JAEA's "... HPE SGI8600": HPE made the machine; "HPE ... 1,088 V100" is no JAEA system.
  MatchRules match = rules();
  match.owners.push_back({"Hewlett Packard Enterprise", {"HPE"}, true});
  const std::vector<Record> records = {
      with_part(record("jaea", "Japan Atomic Energy Agency HPE SGI8600", "Japan Atomic Energy Agency", "", "Japan"),
                "NVIDIA Tesla V100 SXM2", 1088),
      with_part(record("hpe", "HPE GreenLake Q01", "Hewlett Packard Enterprise", "", "United States"),
                "NVIDIA H100 SXM5 80GB", 512),
      with_part(record("own", "HPE Demo Cluster", "", "", "United States"), "NVIDIA A100", 256)};
  AliasIndex index(records, match);
  CHECK_FALSE(describes(index.scan("News\nHPE built a cluster with 1,088 NVIDIA Tesla V100 SXM2 GPUs.", ""), 0));
  CHECK(describes(index.scan("News\nJapan Atomic Energy Agency runs 1,088 NVIDIA Tesla V100 SXM2 GPUs.", ""), 0));
  // The maker's own machines: its operator, or no other given.
  CHECK(describes(index.scan("News\nHPE runs 512 NVIDIA H100 GPUs for LLMs.", ""), 1));
  CHECK(describes(index.scan("News\nHPE runs 256 NVIDIA A100 GPUs in its lab.", ""), 2));
}
