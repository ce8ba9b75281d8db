// Tests of the claims reader (match/claims.h): which passages of a page that
// names several systems speak of one, and what they decide. The passages are
// written here (shaped on real pages, named at each); the accelerator table is
// the bundled rules/models.yaml.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "bundled_rules.h"
#include "match/claims.h"
#include "match/match.h"
#include "match/normalize.h"

using namespace verifier;
using namespace verifier::match;

namespace {

const ClaimReader& reader() {
  static const ClaimReader r(test::bundled_rules().match.accelerators);
  return r;
}

ClaimResult result(std::string_view page, const ClaimTies& ties, std::string part, double value) {
  return reader().check(page, {{std::move(part), value, &ties}}).front().result;
}

Record record(std::string id, std::string name, std::string operator_name) {
  Record r;
  r.id = std::move(id);
  r.name = std::move(name);
  r.operator_name = std::move(operator_name);
  return r;
}

Naming described(std::vector<std::string> by) {
  Naming n;
  n.describes = true;
  n.identified_by = std::move(by);
  return n;
}

// ties_of for `system` on a page that names every record by its own name.
ClaimTies ties_where_all_named(std::size_t system, const std::vector<Record>& records) {
  const AliasIndex index(records, test::bundled_rules().match, 1);
  std::vector<std::pair<std::size_t, Naming>> identified;
  for (std::size_t k = 0; k < records.size(); ++k) {
    Naming n;
    n.alias = records[k].name;
    identified.emplace_back(k, std::move(n));
  }
  return reader().ties_of(system, records, identified, index);
}

}  // namespace

TEST_CASE("a heading that names the system ties its section, up to another system") {
  // CSC's available-systems.md: each system under its own heading.
  const std::string page =
      "## Puhti\n"
      "The Puhti supercomputer was launched on September 2, 2019.\n"
      "There were also 80 GPU nodes, with total of 320 Nvidia Volta V100 GPUs.\n"
      "## Mahti\n"
      "The Mahti supercomputer was launched on August 26, 2020.\n"
      "There are also 24 GPU nodes, with total of 96 Nvidia Ampere A100 GPUs.\n";
  const ClaimTies puhti{false, {"Puhti"}, {"Mahti"}};
  const ClaimTies mahti{false, {"Mahti"}, {"Puhti"}};
  CHECK(result(page, puhti, "NVIDIA V100", 320) == ClaimResult::states);
  CHECK(result(page, puhti, "NVIDIA V100", 80) == ClaimResult::contradicts);
  CHECK(result(page, mahti, "NVIDIA A100", 96) == ClaimResult::states);
  // The next heading ends the section: Mahti's A100s are not Puhti's.
  CHECK(result(page, puhti, "NVIDIA A100", 96) == ClaimResult::not_stated);
  CHECK(result(page, mahti, "NVIDIA V100", 320) == ClaimResult::not_stated);
  // A line naming another system ends it too, heading or not.
  CHECK(result("## Puhti\nMahti had 96 Nvidia A100 GPUs.\n", puhti, "NVIDIA A100", 96) ==
        ClaimResult::not_stated);
}

TEST_CASE("prose is not extended: the next paragraph may be another system's") {
  // imjeson/byteai (zh): Cortex's paragraph, then one on xAI's 100,000 H100s.
  const std::string page =
      "8月底，特斯拉宣布了Cortex AI集群，包括5万个英伟达H100 GPU。\n"
      "但要为十万块H100 GPU供电，这些电力显然不够。\n";
  const ClaimTies cortex{false, {"Cortex"}, {"Colossus"}};
  CHECK(result(page, cortex, "NVIDIA H100", 50000) == ClaimResult::states);
  CHECK(result(page, cortex, "NVIDIA H100", 100000) == ClaimResult::contradicts);  // by its 5万
  CHECK(result(page, ClaimTies{false, {"Colossus"}, {"Cortex"}}, "NVIDIA H100", 100000) ==
        ClaimResult::not_stated);
}

TEST_CASE("a paragraph that names the system and counts nothing leads into the next") {
  // imjeson/byteai (zh): Cortex named, then its count in the next paragraph.
  const std::string page =
      "就在今天，他在德州超级工厂（Cortex）参观了特斯拉的超级计算机集群。\n"
      "马斯克称，「这将是一个拥有约10万个H100/H200 GPU，并配备大规模存储的系统」。\n"
      "xAI的Colossus有10万块H100。\n"
      "另有5万块H100。\n";
  const ClaimTies cortex{false, {"Cortex"}, {"Colossus"}};
  CHECK(result(page, cortex, "NVIDIA H100", 100000) == ClaimResult::states);
  CHECK(result(page, cortex, "NVIDIA H100", 50000) == ClaimResult::contradicts);
  // One paragraph only, and never one naming another system.
  const std::string other =
      "他参观了Cortex。\nxAI的Colossus有5万块H100。\n";
  CHECK(result(other, cortex, "NVIDIA H100", 50000) == ClaimResult::not_stated);
  const std::string far = "他参观了Cortex。\n这很大。\n有5万块H100。\n";
  CHECK(result(far, cortex, "NVIDIA H100", 50000) == ClaimResult::not_stated);
}

TEST_CASE("the next paragraph is not the system's where it carries another system's operator or place") {
  // ByteAILab 2024-07-16: Grok 2 trained on Oracle's 24,000 H100, then a
  // paragraph on Grok 2 that counts nothing, then one on xAI's own 100,000
  // H100 (xAI: the operator the page describes Colossus by).
  const std::string page =
      "他表示，xAI已经向甲骨文购买了24000块H100，并在这些芯片上训练的Grok 2。\n"
      "Grok 2目前正在进行微调、错误修复，预计下个月准备就绪发布。\n"
      "与此同时，xAI也在自行建设10万块H100搭建的集群。\n";
  const ClaimTies grok2{.whole_page = false, .terms = {"Grok 2"}, .others = {"Colossus"}, .asides = {"xAI"}, .not_own_asides = {"xAI"}};
  CHECK(result(page, grok2, "NVIDIA H100", 24000) == ClaimResult::states);
  CHECK(result(page, grok2, "NVIDIA H100", 100000) == ClaimResult::contradicts);
  // A place that described another system stops it too.
  const std::string place = "He visited Cortex.\nIn Memphis, 100,000 H100 GPUs are coming.\n";
  const ClaimTies cortex{.whole_page = false, .terms = {"Cortex"}, .others = {"Colossus"}, .asides = {"Memphis"}, .not_own_asides = {"Memphis"}};
  CHECK(result(place, cortex, "NVIDIA H100", 100000) == ClaimResult::not_stated);
}

TEST_CASE("the words another system shares with this one stop no paragraph of it") {
  // Epoch's gpu_clusters.csv: Taipei-1's row goes on, past a line break in
  // its site, into "Kaohsiung City" (a place of Foxconn's Kaohsiung machine
  // too) and its note "64 DGX H100 systems - each of which includes eight
  // H100 GPUs (for a total of 512)"; NVIDIA is its operator and Eos's.
  std::vector<Record> records = {record("nvidia-taipei-1", "NVIDIA Taipei-1", "NVIDIA"),
                                 record("foxconn-kaohsiung", "Foxconn Kaohsiung Supercomputer", "Foxconn"),
                                 record("nvidia-eos", "NVIDIA Eos", "NVIDIA")};
  records[0].site = "Kaohsiung Software Technology Park\nNo. 10, Fusing 4th Rd, Kaohsiung City, Taiwan 806";
  const AliasIndex index(records, test::bundled_rules().match, 2);
  Naming taipei;
  taipei.alias = "Taipei-1";
  const auto ties = reader().ties_of(0, records, {{0, taipei}, {1, described({"operator: Foxconn", "place: Kaohsiung City"})},
                                                  {2, described({"operator: NVIDIA", "model: H100"})}}, index);
  CHECK(ties.not_own_asides == std::vector<std::string>{"Foxconn"});
  // A place that described this system too is its own word.
  const auto memphis = reader().ties_of(
      1, records, {{1, described({"operator: Foxconn", "place: Memphis"})}, {2, described({"operator: NVIDIA", "place: Memphis"})}},
      index);
  CHECK(memphis.not_own_asides == std::vector<std::string>{"NVIDIA"});
}

TEST_CASE("per-unit counts never state a total; a table row's count is its own row's") {
  const ClaimTies page{};
  // NVL72 racks and 8-GPU nodes: 72 and 8 are what one holds.
  CHECK(result("Azure runs GB200 NVL72 racks with 72 Blackwell GPUs.", page, "NVIDIA GB200", 72) ==
        ClaimResult::not_stated);
  CHECK(result("The cluster is built from HGX H100 8-GPU servers.", page, "NVIDIA H100", 8) ==
        ClaimResult::not_stated);
  CHECK(result("Polaris nodes hold 4 NVIDIA A100 GPUs per node.", page, "NVIDIA A100", 4) ==
        ClaimResult::not_stated);
  // limelead Alps.md: 144 nodes of 4x A100 are 576; another row's 1,024
  // nodes (of no GPU) times that 4 is nothing the page says.
  const std::string alps =
      "| Num nodes | Node type | CPUs | GPUs | | --- | --- | --- | --- | "
      "| 2,688 | Cray EX254n | 4x Nvidia Grace | 4x Nvidia H100 | "
      "| 1,024 | Cray EX425 | 2x AMD Rome | - | "
      "| 144 | Cray EX235n | 1x AMD Milan | 4x NVIDIA custom A100 |\n";
  CHECK(result(alps, page, "NVIDIA A100", 576) == ClaimResult::states);
  CHECK(result(alps, page, "NVIDIA A100", 4096) == ClaimResult::contradicts);
  CHECK(result(alps, page, "NVIDIA H100", 10752) == ClaimResult::states);
}

TEST_CASE("records the page cannot tell apart share the page") {
  // limelead "Meta's H100 clusters": Meta's two 24,576-GPU clusters, two
  // records, both described by the same operator, model and count.
  const std::vector<Record> records{record("meta-genai-2024a", "Meta GenAI 2024a", "Meta"),
                                    record("meta-genai-2024b", "Meta GenAI 2024b", "Meta"),
                                    record("xai-colossus", "xAI Colossus", "xAI")};
  const AliasIndex index(records, test::bundled_rules().match, 1);
  const std::vector<std::string> facts{"operator: Meta", "model: H100", "count: 24,576"};
  const std::vector<std::pair<std::size_t, Naming>> same{{0, described(facts)},
                                                         {1, described(facts)}};
  CHECK(reader().ties_of(0, records, same, index).whole_page);
  // Told apart by another fact, or another system named: passages only.
  const std::vector<std::pair<std::size_t, Naming>> apart{
      {0, described(facts)}, {1, described({"operator: Meta", "model: H100", "count: 3,072"})}};
  CHECK_FALSE(reader().ties_of(0, records, apart, index).whole_page);
  Naming colossus;
  colossus.alias = "Colossus";
  const std::vector<std::pair<std::size_t, Naming>> other{{0, described(facts)}, {2, colossus}};
  const auto ties = reader().ties_of(0, records, other, index);
  CHECK_FALSE(ties.whole_page);
  CHECK(std::find(ties.others.begin(), ties.others.end(), "xAI Colossus") != ties.others.end());
}

TEST_CASE("a count whose sentence names another system and not this one is the other's") {
  // Epoch's gpu_clusters.csv: D1's row quotes its source on NM1's cluster.
  const std::string row =
      "Yotta Shakti Cloud D1,Planned,Likely,Yes,India,Yotta Data Services,\"Yotta will deploy the "
      "first cluster of 16,384 H100 GPUs at NM1... Next, Yotta will deploy a similar-sized cluster "
      "at D1\",Planned 2025\n";
  ClaimTies d1{.whole_page = false, .terms = {"Yotta Shakti Cloud D1", "Shakti Cloud D1"},
               .others = {"Shakti Cloud NM1"}, .foreign = {"Shakti Cloud NM1", "nm1"}};
  CHECK(result(row, d1, "NVIDIA H100", 16384) == ClaimResult::not_stated);
  // The count's own sentence naming this system too keeps it ("Frontier,
  // which replaced Summit, has 37,632 GPUs"), and a sentence with no other
  // system's name is this one's.
  const ClaimTies frontier{.whole_page = false, .terms = {"Frontier"}, .others = {"Summit"},
                           .foreign = {"Summit"}};
  CHECK(result("Frontier, which replaced Summit, has 37,632 AMD MI250X GPUs.\n", frontier,
               "AMD MI250X", 37632) == ClaimResult::states);
  CHECK(result("Frontier is at ORNL. It replaced Summit. It has 37,632 AMD MI250X GPUs.\n",
               frontier, "AMD MI250X", 37632) == ClaimResult::states);
  CHECK(result("Frontier is at ORNL. Summit has 27,648 NVIDIA V100 GPUs.\n", frontier,
               "NVIDIA V100", 27648) == ClaimResult::not_stated);
}

TEST_CASE("session 23 (issue 14): in a sentence that sets two systems side by side, each clause is its own") {
  // Batch 14 (Epoch's row of Meta's RSC-2): "RSC-1 is a general ML cluster
  // ... of 16k GPU size, while RSC-2 ... is of 8k GPU size": 16k is RSC-1's.
  const std::string row =
      "Meta Research SuperCluster 2 (RSC-2),Existing,NVIDIA A100,8000.0,A100,\"RSC-1 is a general ML "
      "cluster (e.g., training some of the prominent LLMs) of 16k NVIDIA A100 GPU size, while RSC-2 "
      "focuses on vision applications and is of 8k GPU size.\",2023-10-31\n";
  const ClaimTies rsc2{.whole_page = false, .terms = {"Meta Research SuperCluster 2 (RSC-2)", "RSC-2"},
                       .others = {"RSC-1"}, .foreign = {"RSC-1"}};
  CHECK(result(row, rsc2, "NVIDIA A100", 8000) == ClaimResult::states);
  CHECK(result(row, rsc2, "NVIDIA A100", 16000) == ClaimResult::contradicts);
  // Without the contrast, the sentence naming this system keeps its counts.
  const ClaimTies frontier{.whole_page = false, .terms = {"Frontier"}, .others = {"Summit"},
                           .foreign = {"Summit"}};
  CHECK(result("Frontier has 37,632 AMD MI250X GPUs, while Summit has 27,648 NVIDIA V100 GPUs.\n",
               frontier, "NVIDIA V100", 27648) == ClaimResult::not_stated);
  CHECK(result("Frontier has 37,632 AMD MI250X GPUs, while Summit has 27,648 NVIDIA V100 GPUs.\n",
               frontier, "AMD MI250X", 37632) == ClaimResult::states);
}

TEST_CASE("another system's own names: its distinctive aliases and the code that sets it apart") {
  std::vector<Record> records = {record("yotta-d1", "Yotta Shakti Cloud D1", "Yotta Data Services"),
                                 record("yotta-nm1", "Yotta Shakti Cloud NM1 Phase 1", "Yotta Data Services"),
                                 record("meta-h100", "Meta H100 Cluster", "Meta")};
  const auto ties = ties_where_all_named(0, records);
  const auto& foreign = ties.foreign;
  CHECK(std::find(foreign.begin(), foreign.end(), "nm1") != foreign.end());
  // No model or count is another system's own name, nor is a word this
  // system's names share ("Shakti", "Cloud").
  for (const auto& name : foreign) {
    CHECK(name.find("H100") == std::string::npos);
    CHECK(name != "shakti");
    CHECK(name != "cloud");
  }
}

TEST_CASE("another generation's name, apart from this one's only by its number, is its own") {
  // Epoch's gpu_clusters.csv: CG-9's row quotes "CG-1 links 64 Cerebras
  // CS-2 systems": CG-1's count. A bare number is never a name; the whole
  // alias is.
  std::vector<Record> records = {record("cg-9", "Condor Galaxy 9 (CG-9)", "G42"),
                                 record("cg-1", "Condor Galaxy 1 (CG-1)", "G42")};
  const auto ties = ties_where_all_named(0, records);
  const auto& foreign = ties.foreign;
  CHECK(std::find(foreign.begin(), foreign.end(), "CG-1") != foreign.end());
  CHECK(std::find(foreign.begin(), foreign.end(), "1") == foreign.end());
  const std::string row =
      "Condor Galaxy 9 (CG-9),Planned,Likely,Cerebras CS-2,\"Ninth of 9 planned supercomputers\","
      "\"CG-1 links 64 Cerebras CS-2 systems together into a single AI supercomputer\"\n";
  CHECK(result(row, ties, "Cerebras CS-2", 64) == ClaimResult::not_stated);
}

TEST_CASE("a bullet ends a list item: another system's quote after it is another sentence") {
  // Epoch's gpu_clusters.csv: CG-3's row lists "• 64 x CS-3s" before a quote on CG-1.
  const std::string row =
      "Condor Galaxy 3 (CG-3),Planned,Confirmed,Yes,Cerebras CS-3,64.0,\"G42,Cerebras Systems\",,"
      "\"Third of 9 planned supercomputers that will be interconnected\",\"Dallas, Texas\",Cloud,"
      "Cerebras CS3,\"\"\"\u2022 8 ExaFLOPs \u2022 64 x CS-3s \u2022 108 TB of Memory\"\" \"\"CG-1 links "
      "64 Cerebras CS-2 systems together into a single, easy-to-use AI supercomputer\"\" \"\"Upon "
      "completion in 2024, the nine inter-connected supercomputers will have 36 ExaFLOPS of AI "
      "compute.\"\"\",Planned\n";
  const ClaimTies cg3{.whole_page = false, .terms = {"Condor Galaxy 3 (CG-3)", "Condor Galaxy 3"},
                      .others = {"CG-1"}, .foreign = {"CG-1"}};
  CHECK(result(row, cg3, "Cerebras CS-3", 64) == ClaimResult::states);
}

TEST_CASE("a count is the system's only with no other model's count between it and its tie") {
  // imjeson/byteai (zh) 2024-07-16: OpenAI's 100,000 GB200, then Musk's
  // 100,000 H100, in one title.
  const std::string page = "OpenAI急建10万块GB200超算，马斯克10万块H100月末开训\n";
  const ClaimTies openai{false, {"OpenAI"}, {}};
  CHECK(result(page, openai, "NVIDIA GB200", 100000) == ClaimResult::states);
  CHECK(result(page, openai, "NVIDIA H100", 100000) == ClaimResult::not_stated);
  // Before its tie too: the count nearest the name is the name's.
  const std::string after = "10万块H100的集群属于xAI，另有2万块GB200。\n";
  CHECK(result(after, ClaimTies{false, {"xAI"}, {}}, "NVIDIA H100", 100000) ==
        ClaimResult::states);
  // Counts of the same model do not stand in the way: both are the system's.
  const std::string both = "xAI bought 24,000 H100 GPUs from Oracle and builds 100,000 H100 GPUs.\n";
  CHECK(result(both, ClaimTies{false, {"xAI"}, {}}, "NVIDIA H100", 100000) ==
        ClaimResult::states);
  // A line of the system's section is its own whole, whatever it holds.
  const std::string section = "## Puhti\nThere are 96 A100 and 320 V100 GPUs.\n";
  CHECK(result(section, ClaimTies{false, {"Puhti"}, {}}, "NVIDIA V100", 320) ==
        ClaimResult::states);
}

TEST_CASE("a product of the passage is its total for the model: a claim it is not contradicts") {
  // ALCF's Polaris user guide: nodes in one sentence, GPUs per node in the next.
  const std::string polaris =
      "Polaris is a 560-node HPE Apollo 6500 Gen 10+ based system. Each node has a single "
      "2.8 GHz AMD EPYC Milan 7543P 32-core CPU with 512 GB of DDR4 RAM, four NVIDIA A100 GPUs "
      "connected via NVLink.\n";
  const ClaimTies whole{};
  CHECK(result(polaris, whole, "NVIDIA A100", 2240) == ClaimResult::states);
  CHECK(result(polaris, whole, "NVIDIA A100", 560) == ClaimResult::contradicts);
  CHECK(result(polaris, whole, "NVIDIA A100", 4) == ClaimResult::contradicts);
  CHECK(result(polaris, whole, "NVIDIA A100", 32) == ClaimResult::contradicts);
  const auto check = reader().check(polaris, {{"NVIDIA A100", 560, &whole}}).front();
  CHECK(check.found == "560 x four (NVIDIA A100)");
  // The per-node count alone is no total: with no node count, nothing is said.
  CHECK(result("Each node has four NVIDIA A100 GPUs.\n", whole, "NVIDIA A100", 560) ==
        ClaimResult::not_stated);
  // A node count after the per-node count is no factor ("Node 1" of an OLCF
  // slide is a label), nor is one node.
  const std::string frontier =
      "Each with one CPU and four MI250X accelerators GPUs. Direct liquid cooled for all Node 1 "
      "components.\n";
  CHECK(result(frontier, whole, "AMD Instinct MI250X", 37632) == ClaimResult::not_stated);
  CHECK(result("It has 1 node. Each node has four MI250X GPUs.\n", whole, "AMD Instinct MI250X",
               37632) == ClaimResult::not_stated);
  // Another model's per-node count is no total of this one.
  CHECK(result(polaris, whole, "NVIDIA H100", 560) == ClaimResult::not_stated);
}

TEST_CASE("a description ties passages by the record's own operator, not a tenant in its name") {
  // imjeson/byteai (zh) 2024-07-16: OpenAI's GB200 cluster, which Oracle
  // (甲骨文) builds at Abilene; CoreWeave's Denton record carries OpenAI in
  // its name only.
  const std::vector<Record> records{
      record("coreweave-denton", "CoreWeave Denton GB200s OpenAI/Microsoft", "CoreWeave"),
      record("abilene-1", "OpenAI Stargate Abilene Oracle OCI Supercluster Phase 1", "Oracle"),
      record("abilene-3", "OpenAI Stargate Abilene Oracle OCI Supercluster Phase 3", "Oracle"),
      record("xai-colossus", "xAI Colossus", "xAI")};
  const AliasIndex index(records, test::bundled_rules().match, 1);
  const Naming by_openai = described({"operator: OpenAI", "model: GB200", "count: 10万块"});
  Naming colossus;
  colossus.alias = "Colossus";
  const std::vector<std::pair<std::size_t, Naming>> identified{
      {0, by_openai}, {1, by_openai}, {3, colossus}};
  const std::string page =
      "OpenAI的下一个超算集群，将由10万块GB200组成。\n"
      "甲骨文与微软的交易，涉及一个由10万块英伟达即将推出的GB200芯片组成的集群。\n"
      "去年，微软曾与CoreWeave达成了类似的租用服务器协议。\n";
  auto claim = [&](std::size_t system) {
    const auto ties = reader().ties_of(system, records, identified, index);
    CHECK(std::find(ties.terms.begin(), ties.terms.end(), "OpenAI") == ties.terms.end());
    CHECK(std::find(ties.context.begin(), ties.context.end(), "OpenAI") == ties.context.end());
    return result(page, ties, "NVIDIA GB200", 100000);
  };
  CHECK(claim(0) == ClaimResult::not_stated);  // CoreWeave's line counts nothing
  CHECK(claim(1) == ClaimResult::states);      // Oracle in its Chinese form
  // Phase 3 is not identified, but phase 1, which shares its name, is
  // described: what ties phase 1 ties it.
  CHECK(claim(2) == ClaimResult::states);
}

TEST_CASE("an approximation states a claim only at two written figures at least") {
  // The Dojo post: "约10万个H100" is about 100,000, not 90,000 (which the
  // same page gives as Tesla's H100-equivalents).
  const std::string page = "这将是一个拥有约10万个H100 GPU的系统。\n";
  const ClaimTies whole{true, {}, {}};
  CHECK(result(page, whole, "NVIDIA H100", 100000) == ClaimResult::states);
  CHECK(result(page, whole, "NVIDIA H100", 102000) == ClaimResult::states);
  CHECK(result(page, whole, "NVIDIA H100", 90000) != ClaimResult::states);
  CHECK(result("It has about 12,000 NVIDIA A100 GPUs.\n", whole, "NVIDIA A100", 12288) ==
        ClaimResult::states);
  CHECK(result("It has about 12,000 NVIDIA A100 GPUs.\n", whole, "NVIDIA A100", 13000) !=
        ClaimResult::states);
}

TEST_CASE("an approximation that does not state the claim contradicts it") {
  // The Dojo post: Cortex is "约10万个H100" (about 100,000, to the nearest
  // 10,000), which is no 90,000, however near; a bound says nothing against.
  const ClaimTies whole{true, {}, {}};
  CHECK(result("这将是一个拥有约10万个H100 GPU的系统。\n", whole, "NVIDIA H100", 90000) ==
        ClaimResult::contradicts);
  CHECK(result("It has about 12,000 NVIDIA A100 GPUs.\n", whole, "NVIDIA A100", 13000) ==
        ClaimResult::contradicts);
  CHECK(result("It has more than 10,000 NVIDIA A100 GPUs.\n", whole, "NVIDIA A100", 9000) ==
        ClaimResult::not_stated);
}

TEST_CASE("a unit the page defines as chips: its count is no chips', a product or the chips' count is") {
  // Google TensorFlow Research Cloud's row (claims rounded-38, other-count-70).
  const std::string row =
      "\"1 cloud TPU = 4 TPU chips, for TPU v2\",TPUv2,\"Google announced a 1,000-TPU (4,000 Cloud TPU "
      "Chip) supercomputer. The TFRC is a cluster of 1,000 Cloud TPUs.\"\n";
  const ClaimTies whole{true, {}, {}};
  CHECK(result(row, whole, "Google TPU v2", 4000) == ClaimResult::states);
  CHECK(result(row, whole, "Google TPU v2", 1000) == ClaimResult::contradicts);
}

TEST_CASE("a figure a count falls short of, \"nearly\" or \"close to\", is a bound") {
  // LUMI's row in Epoch's gpu_clusters.csv (claims rounded-41): "close to 10k
  // GPUs were confirmed to operational" states no 10,000, nor contradicts it;
  // "nearly", "almost" and "just under" alike (bound-45's "nearly 10,000").
  const ClaimTies whole{true, {}, {}};
  for (const char* page : {"close to 10k AMD MI250X GPUs were confirmed operational.\n",
                           "It has nearly 10,000 AMD MI250X GPUs.\n",
                           "It has almost 10,000 AMD MI250X GPUs.\n",
                           "It has just under 10,000 AMD MI250X GPUs.\n"}) {
    CAPTURE(page);
    CHECK(result(page, whole, "AMD Radeon Instinct MI250X", 10000) == ClaimResult::not_stated);
    CHECK(result(page, whole, "AMD Radeon Instinct MI250X", 9500) == ClaimResult::not_stated);
  }
  // An approximation still states what it covers.
  CHECK(result("It has about 10,000 AMD MI250X GPUs.\n", whole, "AMD Radeon Instinct MI250X",
               10000) == ClaimResult::states);
}

TEST_CASE("a maker's name on its product ties no passage to the maker's own system") {
  // Epoch's gpu_clusters.csv: NVIDIA runs Circe, and its name is on every
  // other row's GPUs ("Nvidia V100"); those rows are not Circe's.
  const std::string page =
      "NVIDIA Circe,NVIDIA,576 NVIDIA V100 GPUs\n"
      "Meta's cluster,Meta,The original system had 4352 Nvidia V100 GPUs\n";
  const ClaimTies circe{false, {"Circe", "NVIDIA"}, {"Meta"}};
  CHECK(result(page, circe, "NVIDIA V100", 576) == ClaimResult::states);
  CHECK(result(page, circe, "NVIDIA V100", 4352) == ClaimResult::contradicts);
  const std::string others_only =
      "Meta's cluster,Meta,The original system had 4352 Nvidia V100 GPUs\n";
  CHECK(result(others_only, circe, "NVIDIA V100", 576) == ClaimResult::not_stated);
}

TEST_CASE("a row tied only by the site or operator, naming another system, is that system's") {
  // Epoch's gpu_clusters.csv: Meta's RSC row carries "Virginia", the site
  // of an Azure region; the row is RSC's, not Azure's.
  const std::string page =
      "Microsoft Azure Pioneer EUS,Virginia,1312 NVIDIA A100 GPUs\n"
      "Meta Research SuperCluster,\"Ashburn, Virginia\",Meta,16,000 A100 GPUs\n";
  ClaimTies pioneer{false, {"Azure Pioneer EUS"}, {"Research SuperCluster"}};
  pioneer.context = {"Virginia"};
  CHECK(result(page, pioneer, "NVIDIA A100", 1312) == ClaimResult::states);
  CHECK(result(page, pioneer, "NVIDIA A100", 16000) == ClaimResult::contradicts);
  const std::string rsc_only =
      "Meta Research SuperCluster,\"Ashburn, Virginia\",Meta,16,000 A100 GPUs\n";
  CHECK(result(rsc_only, pioneer, "NVIDIA A100", 1312) == ClaimResult::not_stated);
  // A row the site ties that names no other system is still the system's.
  CHECK(result("In Virginia: 1312 NVIDIA A100 GPUs\n", pioneer, "NVIDIA A100", 1312) ==
        ClaimResult::states);
}

TEST_CASE("a site that is only the country ties no passage") {
  // Epoch's gpu_clusters.csv: SoftBank CHIE-2's site is "Japan"; Sakura
  // Internet's row ("This builds on their previous 2k H100s") says Japan too.
  std::vector<Record> records{
      record("softbank-chie-2", "SoftBank CHIE-2", "SoftBank"),
      record("sakura-ishikari", "Sakura Internet Ishikari", "Sakura Internet")};
  records[0].site = records[0].country = "Japan";
  records[1].site = "Ishikari";
  const AliasIndex index(records, test::bundled_rules().match, 1);
  Naming chie, sakura;
  chie.alias = "SoftBank CHIE-2";
  sakura.alias = "Sakura Internet Ishikari";
  const std::vector<std::pair<std::size_t, Naming>> identified{{0, chie}, {1, sakura}};
  const auto ties = reader().ties_of(0, records, identified, index);
  CHECK(std::find(ties.context.begin(), ties.context.end(), "Japan") == ties.context.end());
  const std::string page =
      "SoftBank CHIE-2 has 2,040 H100 GPUs.\n"
      "Japan,B200,This builds on their previous 2k H100s\n";
  CHECK(result(page, ties, "NVIDIA H100", 2040) == ClaimResult::states);
  CHECK(result("Japan,B200,This builds on their previous 2k H100s\n", ties, "NVIDIA H100", 2040) ==
        ClaimResult::not_stated);
  // A site that is a place of its own still ties.
  const auto at_site = reader().ties_of(1, records, identified, index);
  CHECK(std::find(at_site.context.begin(), at_site.context.end(), "Ishikari") !=
        at_site.context.end());
}

TEST_CASE("a site or place that is the country in another of its names ties no passage") {
  // countries.yaml owns a country's names: a site written "United States"
  // is the record's country "United States of America", every US system's.
  std::vector<Record> records{record("us-cluster", "Some AI Cluster", "Some Operator"),
                              record("other-cluster", "Other Cluster", "Other Operator")};
  records[0].site = "United States";
  records[0].country = "United States of America";
  records[1].site = "Ashburn";
  const AliasIndex index(records, test::bundled_rules().match, 1);
  Naming own, other;
  own.alias = "Some AI Cluster";
  other.alias = "Other Cluster";
  const std::vector<std::pair<std::size_t, Naming>> identified{{0, own}, {1, other}};
  const auto ties = reader().ties_of(0, records, identified, index);
  CHECK(std::find(ties.context.begin(), ties.context.end(), "United States") == ties.context.end());
  CHECK(result("In the United States: 4,096 H100 GPUs\n", ties, "NVIDIA H100", 2048) ==
        ClaimResult::not_stated);
  // A description's place that is the country ties nothing either.
  const Naming by_place = described({"place: United States", "operator: Some Operator"});
  const auto described_ties = reader().ties_of(0, records, {{0, by_place}, {1, other}}, index);
  CHECK(std::find(described_ties.context.begin(), described_ties.context.end(), "United States") ==
        described_ties.context.end());
}

TEST_CASE("a shared name inside another system's longer name ties nothing") {
  // Epoch's gpu_clusters.csv: Abilene's row names "OpenAI Stargate Abilene
  // Oracle OCI Supercluster Phase 2"; "Stargate", a name Stargate UAE shares,
  // is a word of it there, and the row's 200k GB300 are Abilene's.
  const std::string row =
      "SA estimates the campus will house a 200k GB300 cluster,OpenAI Stargate Abilene Oracle OCI "
      "Supercluster Phase 2\n";
  const ClaimTies uae{false, {"Stargate UAE Phase 1", "Stargate"},
                      {"OpenAI Stargate Abilene Oracle OCI Supercluster Phase 2", "Stargate"}};
  CHECK(result(row, uae, "NVIDIA GB300", 100000) == ClaimResult::not_stated);
  // The shared name standing alone still ties.
  CHECK(result("Stargate will house a 200k GB300 cluster\n", uae, "NVIDIA GB300", 100000) ==
        ClaimResult::contradicts);
}

TEST_CASE("a name another operator's record shares ties only where no other system is named") {
  // Epoch's gpu_clusters.csv: "Stargate" is Stargate UAE's name and a word of
  // OpenAI's Abilene campus; Abilene's row links ".../unravelling-the-stargate-spin".
  std::vector<Record> records{
      record("stargate-uae-phase-1", "Stargate UAE Phase 1", "Stargate (OpenAI)"),
      record("openai-stargate-abilene-phase-2",
             "OpenAI Stargate Abilene Oracle OCI Supercluster Phase 2", "Oracle")};
  records[0].site = "Abu Dhabi";
  records[0].country = "United Arab Emirates";
  records[1].site = "5502 Spinks Rd, Abilene, TX 79601";
  records[1].country = "United States of America";
  const AliasIndex index(records, test::bundled_rules().match, 1);
  const auto aliases = index.aliases_of(0);
  REQUIRE(std::any_of(aliases.begin(), aliases.end(),
                      [](const AliasInfo& a) { return a.text == "Stargate" && a.shared; }));
  Naming uae, abilene;
  uae.alias = "Stargate UAE Phase 1";
  abilene.alias = "OpenAI Stargate Abilene Oracle OCI Supercluster Phase 2";
  const auto ties = reader().ties_of(0, records, {{0, uae}, {1, abilene}}, index);
  CHECK(std::find(ties.terms.begin(), ties.terms.end(), "Stargate") == ties.terms.end());
  const std::string row =
      "SA estimates the campus will house a 200k GB300 cluster,OpenAI Stargate Abilene Oracle OCI "
      "Supercluster Phase 2,"
      "https://example.com/p/unravelling-the-stargate-spin\n";
  CHECK(result(row, ties, "NVIDIA GB300", 100000) == ClaimResult::not_stated);
  // Where no other system is named, the shared name still ties: it is no
  // other system's name more than this one's.
  CHECK(result("Stargate will house a 200k GB300 cluster\n", ties, "NVIDIA GB300", 100000) ==
        ClaimResult::contradicts);
  CHECK(std::find(ties.others.begin(), ties.others.end(), "Stargate") == ties.others.end());
}

TEST_CASE("a row that writes the system's own name keeps its context ties") {
  // Epoch's gpu_clusters.csv, AGH Cyfronet Helios's row: its name, then
  // the GH200 partition's count, then its own H100s, then a related
  // cluster's name and a link that says "helios".
  const std::string row =
      "AGH Cyfronet Helios,The GPU partition contains 440 Nvidia GH200 and the INT partition is "
      "equipped with 24 Nvidia H100 GPUs,Meta GenAI 2024a,https://www.cyfronet.pl/helios__athena\n";
  ClaimTies helios{false, {"AGH Cyfronet Helios"}, {"Meta GenAI 2024a", "NVIDIA Helios"}};
  helios.context = {"Helios"};
  CHECK(result(row, helios, "NVIDIA H100", 24) == ClaimResult::states);
  // Without its own name, the row names another system: it is that one's.
  const std::string other_row =
      "The INT partition is equipped with 24 Nvidia H100 GPUs,Meta GenAI 2024a,"
      "https://www.cyfronet.pl/helios__athena\n";
  CHECK(result(other_row, helios, "NVIDIA H100", 24) == ClaimResult::not_stated);
}

TEST_CASE("an operator with another identified system ties only beside this system's own name") {
  // Epoch's gpu_clusters.csv: Foxconn runs the Big Innovation Cloud AI
  // factory and the Kaohsiung supercomputer, which the page describes (its
  // operator, its place); the "64 racks and 4,608 Tensor Core GPUs" are in
  // Kaohsiung's row, whose Owner column says "Foxconn".
  std::vector<Record> records{
      record("foxconn-big-innovation-cloud-ai-factory", "Foxconn Big Innovation Cloud AI factory",
             "Foxconn"),
      record("foxconn-hon-hai-kaohsiung-supercomputer", "Foxconn Hon Hai Kaohsiung Supercomputer",
             "Foxconn"),
      record("meta-rsc", "Meta Research SuperCluster", "Meta")};
  records[1].site = "Kaohsiung City";
  const AliasIndex index(records, test::bundled_rules().match, 1);
  Naming big, rsc;
  big.alias = "Foxconn Big Innovation Cloud AI factory";
  rsc.alias = "Meta Research SuperCluster";
  const Naming kaohsiung =
      described({"operator: Foxconn", "place: Kaohsiung City", "model: NVIDIA GB200"});
  const auto ties = reader().ties_of(0, records, {{0, big}, {1, kaohsiung}}, index);
  CHECK(std::find(ties.context.begin(), ties.context.end(), "Foxconn") == ties.context.end());
  const std::string kaohsiung_row =
      "Hon Hai supercomputer,Planned,Taiwan,Foxconn,\"feature the GB200 NVL72 platform, which "
      "includes a total of 64 racks and 4,608 Tensor Core GPUs\"\n";
  CHECK(result(kaohsiung_row, ties, "NVIDIA GB200", 5000) == ClaimResult::not_stated);
  // Beside its own name the operator still ties.
  const std::string own_row =
      "Foxconn Big Innovation Cloud AI factory,Planned,Taiwan,Foxconn,5,000 GB200 GPUs\n";
  CHECK(result(own_row, ties, "NVIDIA GB200", 5000) == ClaimResult::states);
  // With no other system of its operator identified, the operator ties alone.
  const auto alone = reader().ties_of(0, records, {{0, big}, {2, rsc}}, index);
  CHECK(result(kaohsiung_row, alone, "NVIDIA GB200", 5000) == ClaimResult::contradicts);
}

TEST_CASE("an operator's page naming one machine and describing another by another model is both's") {
  // Azure supercomputers.md: Microsoft's page names Eagle ("5x [[Eagle]]s")
  // and describes the GPT-3 cluster by its "10,000 V100 GPUs"; Eagle's
  // "14,400 [[H100]] GPUs" stands far from "Microsoft" and from "Eagle".
  std::vector<Record> records{
      record("microsoft-azure-eagle", "Microsoft Azure Eagle", "Microsoft"),
      record("azure-openai-gpt-3-cluster", "Azure OpenAI GPT-3 cluster", "Microsoft")};
  records[0].parts.push_back({"Accelerator", "NVIDIA H100 SXM5 80GB", 14400, ""});
  records[1].parts.push_back({"Accelerator", "NVIDIA V100", 10000, ""});
  const AliasIndex index(records, test::bundled_rules().match, 1);
  Naming eagle;
  eagle.alias = "Eagle";
  const std::string page =
      "Microsoft's public disclosures about its AI supercomputers.\n"
      "- May 2020: 10,000 V100 GPUs, #5 supercomputer\n"
      "- Nov 2023: 14,400 [[H100]] GPUs, #3 supercomputer\n"
      "The math is 5x [[Eagle]]s over 6 months.\n";
  const Naming by_v100 = described({"operator: Microsoft", "model: NVIDIA V100"});
  const auto ties = reader().ties_of(0, records, {{0, eagle}, {1, by_v100}}, index);
  CHECK(ties.whole_page);
  CHECK(result(page, ties, "NVIDIA H100", 14400) == ClaimResult::states);
  // A sibling described by this system's own model tells nothing apart.
  const Naming by_h100 = described({"operator: Microsoft", "model: NVIDIA H100"});
  CHECK_FALSE(reader().ties_of(0, records, {{0, eagle}, {1, by_h100}}, index).whole_page);
  // The models are facts.h's, however written: "H100 80GB" is the part's
  // H100 ("NVIDIA H100 SXM5 80GB"), though no substring of it.
  const Naming by_h100_80gb = described({"operator: Microsoft", "model: H100 80GB"});
  CHECK_FALSE(reader().ties_of(0, records, {{0, eagle}, {1, by_h100_80gb}}, index).whole_page);
  // The page is the described one's too: its V100 are no model Eagle has,
  // though "10,000 V100 GPUs" stands beside none of its names.
  const auto gpt_3 = reader().ties_of(1, records, {{0, eagle}, {1, by_v100}}, index);
  CHECK(gpt_3.whole_page);
  CHECK(result(page, gpt_3, "NVIDIA V100", 10000) == ClaimResult::states);
  CHECK(result(page, gpt_3, "NVIDIA V100", 14400) == ClaimResult::contradicts);
  // Not where the named machine has that model too.
  records[0].parts.push_back({"Accelerator", "NVIDIA V100", 1000, ""});
  CHECK_FALSE(reader().ties_of(1, records, {{0, eagle}, {1, by_v100}}, index).whole_page);
}

TEST_CASE("a table row is its first cell's system's: another's row ties this one only in its cell") {
  // Epoch's gpu_clusters.csv: Yotta's phase 2 row gives "the first cluster
  // of 16,384 GPUs" and names phase 1 in its "Builds upon" column.
  const std::string row =
      "Yotta Shakti Cloud NM1 Phase 2,Planned,India,H100,\"Yotta will deploy the first cluster of "
      "16,384 GPUs at NM1\",Planned 2025,Yotta Shakti Cloud NM1 Phase 1,,16384.0\n";
  const ClaimTies phase_1{false, {"Yotta Shakti Cloud NM1 Phase 1"}, {"Yotta Shakti Cloud NM1 Phase 2"}};
  CHECK(result(row, phase_1, "NVIDIA H100", 4096) == ClaimResult::not_stated);
  // Its own row, which names phase 2 in a later column, is its own.
  const std::string own =
      "Yotta Shakti Cloud NM1 Phase 1,Existing,India,H100,\"4,096 H100 GPUs\",2024,,"
      "Yotta Shakti Cloud NM1 Phase 2\n";
  CHECK(result(own, phase_1, "NVIDIA H100", 4096) == ClaimResult::states);
  // A cell of another's row that names this system is its: AIRAWAT's note
  // "an original portion of 336 GPUs (PARAM Siddhi - AI)".
  const std::string note =
      "AIRAWAT-PSAI Phase 2,Existing,NVIDIA A100,656.0,India,This consists of an original portion "
      "of 336 NVIDIA A100 GPUs (PARAM Siddhi-AI) and a newer portion,Public\n";
  const ClaimTies siddhi{false, {"PARAM Siddhi-AI"}, {"AIRAWAT-PSAI Phase 2"}};
  CHECK(result(note, siddhi, "NVIDIA A100", 336) == ClaimResult::states);
  CHECK(result(note, siddhi, "NVIDIA A100", 656) == ClaimResult::contradicts);
}

TEST_CASE("a name another phase carries too ties no cell of another system's row") {
  // Epoch's gpu_clusters.csv: RSC-2's row says "RSC-1 is ... of 16k GPU
  // size", the full machine's (phase 2's row gives 16,000), and Eos-DFW's
  // quote "NVIDIA Eos — ... 10,752 NVIDIA H100" is that cluster's ("Eos" of
  // Eos Phase 1 and 2 in another's row); each phase has its own row.
  const std::string rows =
      "Meta Research SuperCluster (RSC-1) Phase 1,Existing,NVIDIA A100,6080.0,\"760 Nvidia DGX "
      "A100 nodes, totaling 6,080 Nvidia A100 GPUs\",Meta AI\n"
      "Meta Research SuperCluster 2 (RSC-2),Existing,NVIDIA A100,8000.0,\"RSC-1 is a general ML "
      "cluster of 16k A100 GPU size, while RSC-2 is of 8k GPU size.\",Meta AI\n";
  ClaimTies phase_1{false,
                    {"Meta Research SuperCluster (RSC-1) Phase 1", "RSC-1"},
                    {"Meta Research SuperCluster (RSC-1) Phase 2",
                     "Meta Research SuperCluster 2 (RSC-2)"}};
  // Without the other phase on the page, the cell naming RSC-1 is its own.
  CHECK(result(rows, phase_1, "NVIDIA A100", 16000) == ClaimResult::states);
  phase_1.phase_names = {normalize_key("RSC-1")};
  CHECK(result(rows, phase_1, "NVIDIA A100", 16000) == ClaimResult::contradicts);
  CHECK(result(rows, phase_1, "NVIDIA A100", 6080) == ClaimResult::states);
  // ties_of lists the names another identified phase shares, not the others'.
  const std::vector<Record> records{record("nvidia-eos-phase-1", "NVIDIA Eos Phase 1", "NVIDIA"),
                                    record("nvidia-eos-phase-2", "NVIDIA Eos Phase 2", "NVIDIA"),
                                    record("dfw", "NVIDIA CoreWeave Eos-DFW Phase 1", "NVIDIA")};
  const auto ties = ties_where_all_named(1, records);
  const auto& shared = ties.phase_names;
  CHECK(std::find(shared.begin(), shared.end(), normalize_key("Eos")) != shared.end());
  const std::string own_name = normalize_key("NVIDIA Eos Phase 2");
  CHECK(std::find(shared.begin(), shared.end(), own_name) == shared.end());
}

TEST_CASE("a paragraph that ends on a node leads into what the node holds, no total") {
  // klust/SupercomputersForStarters, C08_S05: El Capitan's node, then its
  // four packages.
  const std::string page =
      "The MI300A is used as the basis of the El Capitan exascale supercomputer. The basic design "
      "of the node is shown in the following picture:\n"
      "Here we see four MI300A packages. These four packages have an all-to-all connection.\n";
  const ClaimTies el_capitan{false, {"El Capitan"}, {"Frontier"}};
  CHECK(result(page, el_capitan, "AMD Instinct MI300A", 512) == ClaimResult::not_stated);
  // A paragraph that ends on the system itself still leads into the next.
  const std::string cortex =
      "He visited the cluster (Cortex).\nThis will be a system of about 100,000 H100 GPUs.\n";
  CHECK(result(cortex, ClaimTies{false, {"Cortex"}, {"Colossus"}}, "NVIDIA H100", 100000) ==
        ClaimResult::states);
}

TEST_CASE("counts of one inventory after the tie are all the system's") {
  // Epoch's gpu_clusters.csv, Jean Zay Phase 4's row: its hardware note and
  // its quote list three models' counts.
  const ClaimTies jean_zay{false, {"Jean Zay"}, {"Frontier"}};
  CHECK(result("Jean Zay,\"1,832 V100s 416 A100s 1,456 H100s\"\n", jean_zay, "NVIDIA A100", 416) ==
        ClaimResult::states);
  CHECK(result("In total after this extension, Jean Zay will be equipped with 1,456 NVIDIA H100 "
               "GPUs, in addition to the 416 NVIDIA A100 Tensor Core GPUs and 1,832 NVIDIA V100 "
               "Tensor Core GPUs\n",
               jean_zay, "NVIDIA V100", 1832) == ClaimResult::states);
  // Another subject between two counts ends the inventory.
  CHECK(result("Jean Zay has 1,456 H100 GPUs and Frontier 416 A100 GPUs\n", jean_zay, "NVIDIA A100",
               416) == ClaimResult::not_stated);
  // Session 21 (Epoch's row of SoftBank's planned B200 SuperPOD, tied to
  // Core42 SuperPOD by its name's "Superpod"): a count of no model opens a
  // whole and its parts, no inventory from the tie.
  const ClaimTies superpod{false, {"SuperPOD"}, {"Frontier"}};
  CHECK(result("SoftBank Planned Superpod,Planned,NVIDIA B200,4000.0,Japan,\"They had 6k GPUs before (2k "
               "A100s, 4k H100s)\",Private\n",
               superpod, "NVIDIA H100 SXM5 80GB", 1272) == ClaimResult::not_stated);
}

TEST_CASE("prose with commas is no table row: its counts are whole") {
  // Review of session 11: a sentence with three commas was read as a row of
  // Frontier's, its "63,744" cut at the comma.
  const std::string prose = "Frontier has 9,408 nodes, and Aurora has 63,744 Max 1550 GPUs.\n";
  CHECK(result(prose, ClaimTies{false, {"Aurora"}, {"Frontier"}}, "Intel Max 1550", 63744) ==
        ClaimResult::states);
}

TEST_CASE("a line that opens on '#' but is no heading does not end a section") {
  // "#1 on the TOP500" is a line of the section under "## El Capitan".
  const std::string page =
      "## El Capitan\nThe system at LLNL.\n#1 on the TOP500, with 44,544 MI300A APUs.\n";
  CHECK(result(page, ClaimTies{false, {"El Capitan"}, {"Frontier"}}, "AMD Instinct MI300A", 44544) ==
        ClaimResult::states);
}

TEST_CASE("a paragraph ends on a node in any case") {
  const std::string page =
      "The MI300A is used as the basis of the El Capitan exascale supercomputer. Node design is "
      "shown below:\n"
      "Here we see four MI300A packages. These four packages have an all-to-all connection.\n";
  CHECK(result(page, ClaimTies{false, {"El Capitan"}, {"Frontier"}}, "AMD Instinct MI300A", 512) ==
        ClaimResult::not_stated);
}

TEST_CASE("a decimal ends no sentence of a paragraph that ends on a node") {
  // Session 15: the last sentence was cut at "2.5", so its node went unseen
  // and the next paragraph's per-node count was read as the system's.
  const std::string page =
      "El Capitan is built on the MI300A. The node design of version 2.5 is shown below:\n"
      "Here we see four MI300A packages. These four packages have an all-to-all connection.\n";
  CHECK(result(page, ClaimTies{false, {"El Capitan"}, {"Frontier"}}, "AMD Instinct MI300A", 512) ==
        ClaimResult::not_stated);
}

TEST_CASE("an inventory's glue is any noun of accelerators") {
  // "cards", "superchip", "TPUs" are nouns of accelerators as facts.h reads them.
  const ClaimTies jean_zay{false, {"Jean Zay"}, {"Frontier"}};
  CHECK(result("Jean Zay,\"1,832 V100 cards 416 A100 cards\"\n", jean_zay, "NVIDIA A100", 416) ==
        ClaimResult::states);
}

TEST_CASE("another system's record name ends its row's ties, though the index holds no alias of it") {
  // Epoch's gpu_clusters.csv: BNY Mellon's row, which the page describes,
  // leads with "BNY Mellon Supercomputer" and links ".../bny-mellon-superpod";
  // "SuperPOD" is a name of Core42's, but the row's "around 500" is BNY's.
  std::vector<Record> records{record("core42-superpod", "Core42 SuperPOD", "Core42"),
                              record("bny-mellon-supercomputer", "BNY Mellon Supercomputer",
                                     "BNY Mellon")};
  const AliasIndex index(records, test::bundled_rules().match, 1);
  Naming core42;
  core42.alias = "Core42 SuperPOD";
  const Naming bny = described({"operator: BNY Mellon", "model: NVIDIA H100", "count: around 500"});
  const auto ties = reader().ties_of(0, records, {{0, core42}, {1, bny}}, index);
  REQUIRE(std::find(ties.terms.begin(), ties.terms.end(), "SuperPOD") != ties.terms.end());
  CHECK(std::find(ties.others.begin(), ties.others.end(), "BNY Mellon Supercomputer") !=
        ties.others.end());
  const std::string row =
      "BNY Mellon Supercomputer,Existing,NVIDIA H100 SXM5 80GB,BNY Mellon,\"I estimated around 500 "
      "GPUs for this\",H100,https://blogs.nvidia.com/blog/bny-mellon-superpod/\n";
  CHECK(result(row, ties, "NVIDIA H100 SXM5 80GB", 1272) == ClaimResult::not_stated);
  const std::string own = "Core42 SuperPOD,Existing,NVIDIA H100 SXM5 80GB,Core42,1272 H100 GPUs\n";
  CHECK(result(own, ties, "NVIDIA H100 SXM5 80GB", 1272) == ClaimResult::states);
}

TEST_CASE("a page whose title names the system is its page, but for what describes another") {
  // limelead JUPITER.md: its title names JUPITER, its booster list (one
  // paragraph) gives JUPITER's GPUs, then Meta's clusters, which the page
  // only describes (operator Meta, H100, 24K).
  const std::string page =
      "--- title: JSC JUPITER --- JUPITER is the first European exascale supercomputer.\n"
      "## System overview\n"
      "- Booster Module: - \"roughly 6,000 compute nodes\" - 24,000 H100 GPUs - \"1 ExaFLOP/s\" "
      "which seems feasible given [[Meta's H100 clusters]] are 24K H100s.\n"
      "- with \"25400 end points\"\n";
  ClaimTies jupiter{false, {"JUPITER"}, {"Meta GenAI 2024a"}};
  jupiter.may_be_titled = true;
  jupiter.asides = {"Meta"};
  CHECK(result(page, jupiter, "NVIDIA H100", 24000) == ClaimResult::states);
  CHECK(result(page, jupiter, "NVIDIA H100", 6000) == ClaimResult::contradicts);
  CHECK(result(page, jupiter, "NVIDIA H100", 25400) == ClaimResult::contradicts);
  // From the sentence that describes Meta's clusters on, the count is theirs.
  const std::string meta_only =
      "--- title: JSC JUPITER ---\n"
      "## System overview\n"
      "- \"1 ExaFLOP/s\" which seems feasible given [[Meta's H100 clusters]] are 24K H100s.\n";
  CHECK(result(meta_only, jupiter, "NVIDIA H100", 25400) == ClaimResult::not_stated);
  // A title that names another system, or a page that names one: passages only.
  CHECK(result("--- title: JSC Booster ---\n" + page.substr(page.find('\n') + 1), jupiter,
               "NVIDIA H100", 24000) == ClaimResult::not_stated);
  jupiter.may_be_titled = false;
  CHECK(result(page, jupiter, "NVIDIA H100", 24000) == ClaimResult::not_stated);
}

TEST_CASE("the ties say when the page may be the title's, and what describes the others") {
  const std::vector<Record> records{record("jupiter-julich", "JUPITER", "EuroHPC"),
                                    record("meta-genai-2024a", "Meta GenAI 2024a", "Meta"),
                                    record("xai-colossus", "xAI Colossus", "xAI")};
  const AliasIndex index(records, test::bundled_rules().match, 1);
  Naming jupiter;
  jupiter.alias = "JUPITER";
  const auto meta = described({"operator: Meta", "model: H100", "count: 24K"});
  const auto titled = reader().ties_of(0, records, {{0, jupiter}, {1, meta}}, index);
  CHECK(titled.may_be_titled);
  CHECK(titled.asides == std::vector<std::string>{"Meta"});
  // Another system named: its own passages say where it is spoken of.
  Naming colossus;
  colossus.alias = "Colossus";
  CHECK_FALSE(reader().ties_of(0, records, {{0, jupiter}, {2, colossus}}, index).may_be_titled);
}

TEST_CASE("a wiki link to an accelerator's note reads as the model it links") {
  // limelead JUPITER.md: "24,000 [[H100|H200]] GPUs" links the H100's note.
  const ClaimTies whole{true, {}, {}};
  CHECK(result("- 24,000 [[H100|H200]] GPUs\n", whole, "NVIDIA H100", 24000) ==
        ClaimResult::states);
  // Any other target is not read: "[[PVC|Ponte Vecchio]]" shows the family.
  CHECK(result("63,744 [[Aurora GPUs|A100]] GPUs\n", whole, "NVIDIA A100", 63744) ==
        ClaimResult::states);
}

TEST_CASE("another version of the system's name, or another sentence before it, keeps a count from it") {
  // ByteAILab 2024-09-05: Grok 2 took 20,000 H100; the 100,000 are Grok 3's.
  const std::string page =
      "训练xAI的Grok 2，需要两万块H100；而马斯克预测，要训练Grok 3，可能会需要十万块H100。\n"
      "特斯拉宣布了Cortex AI集群。\n";
  const ClaimTies grok2{false, {"Grok 2"}, {"Cortex"}};
  CHECK(result(page, grok2, "NVIDIA H100", 20000) == ClaimResult::states);
  CHECK(result(page, grok2, "NVIDIA H100", 100000) == ClaimResult::contradicts);
  // The same version again, or "2.0" written "2", is still the system.
  const std::string again = "Grok 2.0 ran on 24,000 H100; Grok 2 is being fine-tuned.\nCortex.\n";
  CHECK(result(again, grok2, "NVIDIA H100", 24000) == ClaimResult::states);
  // The name without its version ("Grok", an alias of "Grok 2") written
  // with another version ties nothing: that line is Grok 3's.
  const ClaimTies grok2_base{false, {"Grok 2 cluster", "Grok 2", "Grok"}, {"Cortex"}};
  CHECK(result(page, grok2_base, "NVIDIA H100", 100000) == ClaimResult::contradicts);
  CHECK(result("Grok trained on 20,000 H100.\nCortex.\n", grok2_base, "NVIDIA H100", 20000) ==
        ClaimResult::states);
  // A count before the name is its only in the name's own sentence: the
  // 十万块H100 a sentence earlier are Colossus's (the same post, one block).
  const std::string before =
      "但要为十万块H100 GPU供电，这些电力显然不够。 训练xAI的Grok 2，需要两万块H100。\nCortex.\n";
  CHECK(result(before, grok2, "NVIDIA H100", 100000) == ClaimResult::contradicts);
  CHECK(result("xAI bought 24,000 H100 and trained Grok 2 on them.\nCortex.\n", grok2, "NVIDIA H100",
               24000) == ClaimResult::states);
  // Names of no version are untouched.
  const ClaimTies cortex{false, {"Cortex"}, {"Colossus"}};
  CHECK(result("Cortex 2 has 50,000 H100.\nColossus.\n", cortex, "NVIDIA H100", 50000) ==
        ClaimResult::states);
}

TEST_CASE("a part of a model the table lacks is stated by no other model's count") {
  // Session 17, batch 9: Frontera's "NVIDIA Quadro RTX 5000" was read as any
  // NVIDIA part, so its row's V100 counts stated and contradicted it.
  const ClaimTies frontera{false, {"Frontera"}, {"Frontier"}};
  const std::string row = "Frontera,\"An IBM POWER9-hosted system with 448 NVIDIA V100 GPUs\"\n";
  CHECK(result(row, frontera, "NVIDIA Quadro RTX 5000", 448) == ClaimResult::not_stated);
  CHECK(result(row, frontera, "NVIDIA Quadro RTX 5000", 360) == ClaimResult::not_stated);
  CHECK(result(row, frontera, "NVIDIA V100", 448) == ClaimResult::states);
}

TEST_CASE("what one pod holds is no total where the passage counts pods") {
  // Session 17, batch 9: Epoch's row of Google's Oklahoma pods; its 4,096
  // chips are one pod's of eight.
  const ClaimTies oklahoma{false, {"Google Oklahoma TPU v4 Pods"}, {"Frontier"}};
  const std::string row =
      "Google Oklahoma TPU v4 Pods,\"Google now operates a full cluster of eight of these pods in "
      "its Oklahoma data center\",8 pods x (4096 chips/pod) = 32,768 chips,TPUv4\n";
  CHECK(result(row, oklahoma, "Google TPU v4", 4096) != ClaimResult::states);
}

TEST_CASE("a count of a model of the part's family is no other model's between the tie and it") {
  // Batch 8 (issue 14): Epoch's row of NVIDIA's June MLPerf submission; the
  // 10,752 H100 before its 3,584 Hopper GPUs are of the same family.
  const ClaimTies mlperf{false, {"MLPerf v3.0"}, {"Eos"}};
  const std::string row =
      "NVIDIA MLPerf v3.0 Submission,\"The 10,752 H100 GPUs far surpassed the scaling in AI "
      "training in June, when NVIDIA used 3,584 Hopper GPUs.\"\n";
  CHECK(result(row, mlperf, "NVIDIA Hopper", 3584) == ClaimResult::states);
  // Another family's count between still parts them.
  const std::string other =
      "NVIDIA MLPerf v3.0 Submission,\"The 10,752 MI300X GPUs far surpassed the scaling in AI "
      "training in June, when NVIDIA used 3,584 Hopper GPUs.\"\n";
  CHECK(result(other, mlperf, "NVIDIA Hopper", 3584) == ClaimResult::not_stated);
}

TEST_CASE("an earlier phase spoken of apart has only its own clause's figures: the rest are the whole's") {
  // Epoch's row of NVIDIA Israel-1 Phase 1: its quote's two lines run together.
  const std::string row =
      "NVIDIA Israel-1 Phase 1,Existing,Confirmed,Yes,NVIDIA H100 SXM5 80GB,Israel,NVIDIA,H100,\"The first "
      "phase includes Dell PowerEdge XE9680 servers based on 128 Nvidia HGX H100 systems will feature 256 "
      "Nvidia HGX H100 systems, combining 2,048 Nvidia H100 80GB GPUs with more than 34 million CUDA "
      "cores\",2023-11-23,NVIDIA Israel-1 Phase 2\n";
  ClaimTies phase1;
  phase1.earlier_phase = 1;
  CHECK(result(row, phase1, "NVIDIA H100 SXM5 80GB", 2048) == ClaimResult::not_stated);
  CHECK(result(row, phase1, "NVIDIA H100 SXM5 80GB", 1024) == ClaimResult::not_stated);
  // The whole machine's record (no earlier phase) has them.
  CHECK(result(row, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 2048) == ClaimResult::states);
  // Another sentence than the phase's is the whole's too.
  const std::string prose =
      "The first phase is up and running. The full system will feature 2,048 Nvidia H100 GPUs.\n";
  CHECK(result(prose, phase1, "NVIDIA H100", 1024) == ClaimResult::not_stated);
  // The phase's own clause states it (Meta's RSC-1 Phase 1), with its name
  // ("Phase 1") written before a capitalised word, a name, in another cell.
  const std::string rsc =
      "Meta Research SuperCluster (RSC-1) Phase 1,Existing,Confirmed,Yes,NVIDIA A100,\"At the time, only "
      "the first phase of the system was operational: 760 Nvidia DGX A100 nodes, totaling 6,080 Nvidia "
      "A100 GPUs\",xAI Colossus Memphis Phase 1\n";
  CHECK(result(rsc, phase1, "NVIDIA A100", 6080) == ClaimResult::states);
  CHECK(result(rsc, phase1, "NVIDIA A100", 6000) == ClaimResult::contradicts);
  // A name's phase in the row's other cells speaks of no phase apart.
  const std::string named =
      "Tesla Cortex Phase 1,Existing,Likely,Yes,NVIDIA H100,\"Tesla completed the deployment of its 50,000 "
      "Nvidia H100 GPU training cluster\",xAI Colossus Memphis Phase 1,Tesla Cortex Phase 2\n";
  CHECK(result(named, phase1, "NVIDIA H100", 50000) == ClaimResult::states);
  // Nor does the row's first cell, its name, however written ("Cluster 1 Phase 1").
  const std::string label =
      "TensorWave MI300X Cluster 1 Phase 1,Existing,Likely,Yes,AMD Instinct MI300X,1000 MI300Xs available "
      "from 04/01/2024 to 04/01/2025 (USA),2024-04-01\n";
  CHECK(result(label, phase1, "AMD Instinct MI300X", 1000) == ClaimResult::states);
  // A row's other cell, its note, is the record's whatever its quote says of the phase.
  const std::string note =
      "Nebius Kansas City Phase 1,Existing,Likely,Yes,NVIDIA H200 SXM,\"Current power is 5MW, so that would "
      "put it at 4,000 GPUs\",H200,\"will house thousands of NVIDIA GPUs, primarily NVIDIA Hopper GPUs in the "
      "initial phase\",2025-04\n";
  CHECK(result(note, phase1, "NVIDIA H200 SXM", 4000) == ClaimResult::states);
  // "The 72 Phase 1 GPU nodes": the phase in prose, its count in its sentence.
  const std::string snellius =
      "SURF Snellius Phase 1,Existing,Confirmed,Yes,NVIDIA A100,The 72 Phase 1 GPU nodes each contain an "
      "NVIDIA HGX A100 baseboard with 4 GPUs,2021-09-16\n";
  CHECK(result(snellius, phase1, "NVIDIA A100", 288) == ClaimResult::states);
  // A rollout's first slot, stage or tranche is its first phase (Epoch's row of
  // Yotta's NM1 Phase 1, its quote's two lines): the next line's cluster is the
  // whole NM1's, Phase 2's, and the slot's bound says nothing against the record.
  const std::string slot =
      "Acme Nova Phase 1,Existing,Likely,Yes,NVIDIA H100 SXM5 80GB,\"Acme's first slot of more than 2,000 GPUs "
      "was booked and goes live in May\u2029Acme will deploy a cluster of 16,384 GPUs at Nova\",H100\n";
  CHECK(result(slot, phase1, "NVIDIA H100 SXM5 80GB", 16384) == ClaimResult::not_stated);
  CHECK(result(slot, phase1, "NVIDIA H100 SXM5 80GB", 2048) == ClaimResult::not_stated);
  // The stage's own figure is the phase's; the whole's, later, is no longer its.
  const std::string stage = "In its first stage the campus runs 512 H100 GPUs. It will grow to 8,192 H100 GPUs.\n";
  CHECK(result(stage, phase1, "NVIDIA H100", 512) == ClaimResult::states);
  CHECK(result(stage, phase1, "NVIDIA H100", 8192) == ClaimResult::contradicts);
  // A later phase's record: what the first stage holds is the earlier phase's.
  ClaimTies phase2;
  phase2.later_phase = 2;
  CHECK(result(stage, phase2, "NVIDIA H100", 512) == ClaimResult::contradicts);
  CHECK(result(stage, phase2, "NVIDIA H100", 8192) == ClaimResult::states);
  // A first shipment is a first phase too (Epoch's row of FPT AI Factory
  // Vietnam, a whole machine): what it brings is no count of the whole.
  const std::string shipment =
      "Acme AI Factory,Planned,Likely,Yes,NVIDIA H100 SXM5 80GB,\"Acme expects its first shipment of 1k H100s "
      "in May. The site is said to cost $90 million\",H100\n";
  CHECK(result(shipment, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 1000) == ClaimResult::not_stated);
  CHECK(result(shipment, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 3000) == ClaimResult::not_stated);
  // The record of that first phase has it.
  CHECK(result(shipment, phase1, "NVIDIA H100 SXM5 80GB", 1000) == ClaimResult::states);
  // A sentence that speaks of the full system before its count gives it to
  // the whole, no phase written: Epoch's row of NVIDIA Eos Phase 1 (1,024 GPUs).
  const std::string eos =
      "NVIDIA Eos Phase 1,Existing,Confirmed,Yes,NVIDIA H100 SXM5 80GB,NVIDIA,\"Full system = 4608 GPUs\","
      "H100,\"Nvidia's new Pre-Eos 128 Node DGX SuperPOD is another one we've been waiting to hear word "
      "on.... In its full configuration, Eos will span 18 32-DGX H100 Pods, for a total of 576 DGX H100 "
      "systems, 4,608 H100 GPUs\",2023-05-22,NVIDIA Eos Phase 2\n";
  CHECK(result(eos, phase1, "NVIDIA H100 SXM5 80GB", 1024) == ClaimResult::not_stated);
  // The whole machine's record has them.
  CHECK(result(eos, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 4608) == ClaimResult::states);
  // What a planned phase will be "once complete" is its own figure (Dojo 1 Phase 1).
  const std::string dojo =
      "Tesla Dojo 1 Phase 1,Planned,Confirmed,Yes,Tesla D1 Dojo,Tesla,\"Once complete, the entire system "
      "will house around 120 tiles, holding 3,000 custom D1 chips.\",Planned\n";
  CHECK(result(dojo, phase1, "Tesla D1 Dojo", 3000) == ClaimResult::states);
}

TEST_CASE("a count is a sum over sites where another sentence of its cell spreads the machine over them") {
  // Epoch's row of NVIDIA Saturn V Phase 3: the sites are in the cell's next quotation.
  const std::string row =
      "Acme Vega Phase 3,Existing,Likely,Yes,NVIDIA A100,\"\"\"Acme has grown Vega with four pods - or 1,120 "
      "A100s - to add 2.8 exaFLOPS\"\"\u2029\"\"Vega is not one system. It sits in four different locations "
      "under one interface\"\"\",2020-05-14\n";
  CHECK(result(row, ClaimTies{}, "NVIDIA A100", 1120) == ClaimResult::not_stated);
  // Another cell's sites are not the count's cell's.
  const std::string apart =
      "Acme Vega Phase 3,Existing,Likely,Yes,NVIDIA A100,\"Acme has grown Vega to 1,120 A100s\","
      "\"It sits in four different locations\",2020-05-14\n";
  CHECK(result(apart, ClaimTies{}, "NVIDIA A100", 1120) == ClaimResult::states);
}

TEST_CASE("a record's phase is an earlier one when it is the first, or a later one is identified") {
  const std::vector<Record> records = {record("a-1", "Acme Orion Phase 1", "Acme"),
                                       record("a-2", "Acme Orion Phase 2", "Acme"),
                                       record("a-3", "Acme Orion Phase 3", "Acme")};
  CHECK(ties_where_all_named(0, records).earlier_phase == 1);
  CHECK(ties_where_all_named(1, records).earlier_phase == 2);
  CHECK(ties_where_all_named(2, records).earlier_phase == 0);
  const std::vector<Record> two = {records[0], records[1]};
  CHECK(ties_where_all_named(1, two).earlier_phase == 0);
}

TEST_CASE("a count of two of the record's models together is its whole, neither part's") {
  // Epoch's row of xAI Colossus 2 Memphis Phase 2, whose parts are GB200 and GB300.
  const std::string row =
      "Acme Colossus Phase 2,Planned,NVIDIA GB200,\"550k GB200/GB300 planned. The split is unclear.\","
      "\"At Colossus, the first batch of 550k GB200s & GB300s goes online in a few weeks.\"\n";
  static const Accelerators table(test::bundled_rules().match.accelerators);
  ClaimTies both;
  both.parts = {table.read_part("NVIDIA GB200"), table.read_part("NVIDIA GB300 (Blackwell Ultra)")};
  CHECK(result(row, both, "NVIDIA GB200", 110000) == ClaimResult::not_stated);
  CHECK(result(row, both, "NVIDIA GB300 (Blackwell Ultra)", 220000) == ClaimResult::not_stated);
  // A record of one of the two models reads the count as that model's, as before.
  ClaimTies one;
  one.parts = {table.read_part("NVIDIA GB200")};
  CHECK(result(row, one, "NVIDIA GB200", 110000) == ClaimResult::contradicts);
  CHECK(result(row, one, "NVIDIA GB200", 550000) == ClaimResult::states);
  // A count of one model only stays that part's.
  const std::string own = "Acme Colossus Phase 2,Planned,NVIDIA GB200,\"330k GB200s and 220k GB300s\"\n";
  CHECK(result(own, both, "NVIDIA GB200", 330000) == ClaimResult::states);
}

TEST_CASE("a count of a whole larger than the one cluster the passage speaks of is the whole's") {
  // Epoch's row of NexGen Cloud's Hyperstack supercomputer.
  const std::string row =
      "NexGen Cloud Hyperstack AQ Compute Supercomputer,Existing,Likely,Yes,NVIDIA H100 SXM5 80GB,\"\"\"With "
      "up to 16,384 H100 80G cards operating in a single cluster\"\" \"\"by June the supercloud will be "
      "comprised of 20,000 Nvidia H100 Tensor Core GPUs\"\"\",2024-04-19\n";
  CHECK(result(row, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 20000) == ClaimResult::not_stated);
  CHECK(result(row, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 16384) == ClaimResult::not_stated);
  // With no cluster set apart, the supercloud's figure is the record's.
  CHECK(result("By June the supercloud will be comprised of 20,000 Nvidia H100 GPUs.\n", ClaimTies{},
               "NVIDIA H100", 20000) == ClaimResult::states);
}

TEST_CASE("a figure the passage gives an earlier phase is not a later phase's") {
  // Epoch's row of HUMAIN Saudi Arabia Phase 2 (it builds upon phase 1).
  const std::string row =
      "HUMAIN Saudi Arabia Phase 2,Planned,Likely,Unclear,Saudi Arabia,Humain,Uncertain,\"\"\"HUMAIN is making "
      "a major investment to build AI factories ... powered by several hundred thousand of NVIDIA's most "
      "advanced GPUs over the next five years. The first phase of deployment will be an 18,000 NVIDIA GB300 "
      "Grace Blackwell AI supercomputer with NVIDIA InfiniBand networking.\"\"\",Planned 2030,HUMAIN Saudi "
      "Arabia/NVIDIA Phase 1\n";
  ClaimTies phase2;
  phase2.later_phase = 2;
  CHECK(result(row, phase2, "NVIDIA GB300 (Blackwell Ultra)", 18000) == ClaimResult::not_stated);
  CHECK(result(row, phase2, "NVIDIA GB300 (Blackwell Ultra)", 20000) == ClaimResult::not_stated);
  // Phase 1's record, and a record of no phase, have it.
  CHECK(result(row, ClaimTies{}, "NVIDIA GB300 (Blackwell Ultra)", 18000) == ClaimResult::states);
  // Another sentence than the earlier phase's is the later phase's.
  const std::string prose =
      "The first phase went live in May. Phase 2 will add 36,000 NVIDIA GB300 GPUs.\n";
  CHECK(result(prose, phase2, "NVIDIA GB300", 36000) == ClaimResult::states);
}

TEST_CASE("a later phase's previous figure is an earlier phase's") {
  // Epoch's row of Sakura's B200s Phase 2 (audit6): its note's 2k H100s are
  // Phase 1's, the 2,016 it builds upon.
  const std::string row =
      "Sakura's B200s Phase 2,Planned,Confirmed,NVIDIA B200,4000.0,Japan,Sakura Internet,,\"This builds on "
      "their previous 2k H100s\",Public/Private,Cloud,\"B200,H100\"\n";
  ClaimTies phase2;
  phase2.later_phase = 2;
  CHECK(result(row, phase2, "NVIDIA H100 SXM5 80GB", 6000) == ClaimResult::not_stated);
  // A record of no phase has it.
  CHECK(result(row, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 6000) == ClaimResult::contradicts);
  // After a count of its sentence, the later phase's own count stays.
  const std::string joined = "Phase 2 adds 6,000 H100 GPUs to the previous 2,000.\n";
  CHECK(result(joined, phase2, "NVIDIA H100", 6000) == ClaimResult::states);
}

TEST_CASE("in a later phase's row, the cluster that will double is an earlier phase's") {
  // Epoch's row of xAI Colossus Memphis Phase 2 (claims planned-170/171):
  // the 100k H100 cluster brought online is Phase 1's; "it will double in
  // size to 200k (50k H200s)" is neither part's, two models together.
  const std::string row =
      "xAI Colossus Memphis Phase 2,Existing,NVIDIA H100 SXM5 80GB,150000.0,xAI,\"H100,H200\",\"This weekend, the "
      "@xAI team brought our Colossus 100k H100 training cluster online.... Moreover, it will double in size to "
      "200k (50k H200s) in a few months.\"\n";
  ClaimTies phase2;
  phase2.later_phase = 2;
  static const Accelerators table(test::bundled_rules().match.accelerators);
  phase2.parts = {table.read_part("NVIDIA H100 SXM5 80GB"), table.read_part("NVIDIA H200 SXM")};
  for (double value : {100000.0, 150000.0, 200000.0}) {
    CAPTURE(value);
    CHECK(result(row, phase2, "NVIDIA H100 SXM5 80GB", value) == ClaimResult::not_stated);
  }
  // In its sentence, the count before the verb is the earlier phase's, the
  // one it grows to the later phase's.
  const std::string joined = "The 100k H100 cluster will grow to 200k H100 GPUs.\n";
  CHECK(result(joined, phase2, "NVIDIA H100", 100000) == ClaimResult::contradicts);
  CHECK(result(joined, phase2, "NVIDIA H100", 200000) == ClaimResult::states);
  // A record of no phase has the cluster it speaks of.
  CHECK(result(row, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 100000) == ClaimResult::states);
}

TEST_CASE("a later phase's ties know its phase") {
  const std::vector<Record> records = {record("a-1", "Acme Orion Phase 1", "Acme"),
                                       record("a-2", "Acme Orion Phase 2", "Acme")};
  CHECK(ties_where_all_named(0, records).later_phase == 0);
  CHECK(ties_where_all_named(1, records).later_phase == 2);
}

TEST_CASE("a row that leads with another cited record's name is that record's, identified or not") {
  // Epoch's row of the Meta AI rental, which the page does not identify,
  // names the GPT-4 cluster in its "largest cluster then" column.
  const std::string page =
      "Microsoft Azure Meta AI Rental,Existing,Confirmed,Yes,NVIDIA A100,5400.0,Microsoft,\"Meta AI ... "
      "a reserved cluster on Microsoft Azure that would enlist 5,400 A100 GPUs from NVIDIA.\",2022-05-27,"
      "Microsoft GPT-4 cluster,0.216\n";
  ClaimTies gpt4{false, {"Microsoft GPT-4 cluster"}, {"Microsoft Azure Eagle"}};
  gpt4.record_name = "Microsoft GPT-4 cluster";
  ClaimTies rental{false, {"Microsoft Azure Meta AI Rental"}, {"Microsoft Azure Eagle"}};
  rental.record_name = "Microsoft Azure Meta AI Rental";
  const auto checks = reader().check(page, {{"NVIDIA A100", 5400, &gpt4}, {"NVIDIA A100", 5400, &rental}});
  CHECK(checks[0].result == ClaimResult::not_stated);
  CHECK(checks[1].result == ClaimResult::states);
  // Asked alone, the GPT-4 cluster knows no other record's name: the row ties whole.
  CHECK(result(page, gpt4, "NVIDIA A100", 5400) == ClaimResult::states);
}

TEST_CASE("a row that leads with any record's name is that record's, cited here or not") {
  // Epoch's gpu_clusters.csv: Gopher's row, a record the page only
  // describes and cites nowhere for its count, names the MLPerf 0.7
  // submission as its possible duplicate; its note's 4,096 are Gopher's.
  // Nor does the MLPerf row, which counts nothing, lead into Gopher's.
  const std::string page =
      "Google MLPerf 0.7 Submission,Existing,Confirmed,Yes,Google TPU v3,,Google,From MLPerf 0.7\n"
      "Paper on Gopher,Existing,Confirmed,Yes,Google TPU v3,4096.0,Google DeepMind,"
      "4096 TPUV3 chips reported in table A27,2021-12-08,Google MLPerf 0.7 Submission,,4096.0\n";
  const ClaimReader knows_all(test::bundled_rules().match.accelerators,
                              {record("gopher", "Paper on Gopher", "Google DeepMind"),
                               record("mlperf", "Google MLPerf 0.7 Submission", "Google")});
  ClaimTies mlperf{false, {"Google MLPerf 0.7 Submission"}, {"Oak Ridge NL Summit"}};
  mlperf.record_name = "Google MLPerf 0.7 Submission";
  CHECK(knows_all.check(page, {{"Google TPU v3", 4096, &mlperf}}).front().result ==
        ClaimResult::not_stated);
  // The record's own row stays its own, whatever other record it names.
  ClaimTies gopher{false, {"Paper on Gopher"}, {"Google MLPerf 0.7 Submission"}};
  gopher.record_name = "Paper on Gopher";
  CHECK(knows_all.check(page, {{"Google TPU v3", 4096, &gopher}}).front().result ==
        ClaimResult::states);
}

TEST_CASE("a machine a count's phrase gives to another system's operator is that operator's") {
  // Epoch's gpu_clusters.csv: the note of Microsoft's rental for Meta
  // points at "the 25k A100 supercomputer used by OpenAI", the GPT-4
  // cluster (operators Microsoft and OpenAI); its quote gives 5,400.
  const std::vector<Record> records{
      record("rental", "Microsoft Azure Meta AI Rental", "Microsoft"),
      record("gpt-4", "Microsoft GPT-4 cluster", "Microsoft,OpenAI"),
      record("rsc", "Meta Research SuperCluster", "Meta")};
  const auto rental = ties_where_all_named(0, records);
  auto another_owner = [&](std::string_view op) {
    const auto& owners = rental.other_owners;
    return std::find(owners.begin(), owners.end(), op) != owners.end();
  };
  CHECK(another_owner("OpenAI"));
  // Its own operator and its tenant, a word of its name, are no other's.
  CHECK_FALSE(another_owner("Microsoft"));
  CHECK_FALSE(another_owner("Meta"));
  const std::string row =
      "Microsoft Azure Meta AI Rental,Existing,NVIDIA A100,5400.0,Microsoft,\"Not marked since we "
      "don't have any other Microsoft supercomputers that aren't known to be used by anyone else "
      "(eg, the 25k A100 supercomputer used by OpenAI)\",Meta,\"Meta AI did reveal that it plans to "
      "use a reserved cluster on Microsoft Azure that would enlist 5,400 A100 GPUs\"\n";
  CHECK(result(row, rental, "NVIDIA A100", 25000) == ClaimResult::contradicts);
  CHECK(result(row, rental, "NVIDIA A100", 5400) == ClaimResult::states);
  // Only the count's own phrase: past a comma the owner is the sentence's.
  const std::string listed =
      "Microsoft Azure Meta AI Rental,Existing,\"5,400 A100 GPUs, used by OpenAI and Meta\"\n";
  CHECK(result(listed, rental, "NVIDIA A100", 5400) == ClaimResult::states);
  // The GPT-4 cluster's own operator is its own.
  const auto gpt_4 = ties_where_all_named(1, records);
  CHECK(result("Microsoft GPT-4 cluster,Existing,\"the 25k A100 supercomputer used by OpenAI\"\n",
               gpt_4, "NVIDIA A100", 25000) == ClaimResult::states);
}

TEST_CASE("batch 16 (issue 14): accelerators bought from a system's operator are the buyer's") {
  // byteai's post on xAI and OpenAI: Oracle (甲骨文), the Abilene cluster's
  // operator, sold xAI the 24,000 H100 that trained Grok 2.
  const ClaimTies oracle{false, {"甲骨文", "Oracle"}, {"xAI Colossus"}};
  const std::string cjk = "他表示，xAI已经向甲骨文购买了24000块H100，并在这些芯片上训练的Grok 2。\n";
  CHECK(result(cjk, oracle, "NVIDIA H100", 24000) == ClaimResult::not_stated);
  CHECK(result("xAI bought 24,000 H100 GPUs from Oracle for Grok 2.\n", oracle, "NVIDIA H100", 24000) ==
        ClaimResult::not_stated);
  // The buyer's they are.
  const ClaimTies xai{false, {"xAI"}, {"Oracle"}};
  CHECK(result(cjk, xai, "NVIDIA H100", 24000) == ClaimResult::states);
  // What the operator itself bought is its own.
  CHECK(result("Oracle bought 24,000 H100 GPUs from Nvidia.\n", oracle, "NVIDIA H100", 24000) ==
        ClaimResult::states);
}

TEST_CASE("session 23 (issue 14): accelerators lent or sold to another party are that party's") {
  // Epoch's row of the Inflection-2 training cluster: its note lends 3,500
  // H100 away (to CoreWeave, misspelt), its quote trains on 5,000.
  const ClaimTies whole{};
  const std::string page =
      "Inflection lent 3,500 H100 GPUs to Corweave (who appears to be the party that built that "
      "cluster) for the June MLPerf submission. Inflection-2 was trained on 5,000 NVIDIA H100 GPUs";
  CHECK(result(page, whole, "NVIDIA H100", 3500) == ClaimResult::contradicts);
  CHECK(result(page, whole, "NVIDIA H100", 5000) == ClaimResult::states);
  CHECK(result("Nvidia sold 10,000 H100 GPUs to a cloud. The cluster has 2,000 H100 GPUs", whole,
               "NVIDIA H100", 10000) == ClaimResult::contradicts);
  // Lent by no one, or to no party, they are the machine's.
  CHECK(result("It has 3,500 H100 GPUs to train Inflection-2", whole, "NVIDIA H100", 3500) ==
        ClaimResult::states);
  CHECK(result("Inflection lent 3,500 H100 GPUs, all of them", whole, "NVIDIA H100", 3500) ==
        ClaimResult::states);
  // The party that borrows them holds them.
  const std::vector<Record> records{
      record("inflection", "Inflection-2 training cluster", "Inflection AI"),
      record("mlperf", "CoreWeave MLPerf cluster", "CoreWeave")};
  const std::string row =
      "CoreWeave MLPerf cluster,Existing,\"Inflection lent 3,500 H100 GPUs to CoreWeave MLPerf "
      "cluster for the June MLPerf submission\"\n";
  CHECK(result(row, ties_where_all_named(1, records), "NVIDIA H100", 3500) == ClaimResult::states);
}

TEST_CASE("session 21 (issue 14): a figure written round is a figure at its written precision") {
  // Epoch's row of Princeton's Della: "a new cluster of 300 Nvidia H100 GPUs".
  const ClaimTies whole{};
  const std::string page = "Princeton University has invested in a new cluster of 300 Nvidia H100 GPUs.";
  CHECK(result(page, whole, "NVIDIA H100", 296) == ClaimResult::states);
  CHECK(result(page, whole, "NVIDIA H100", 300) == ClaimResult::states);
  // Past its rounding, or past its 10 %, it contradicts.
  CHECK(result(page, whole, "NVIDIA H100", 360) == ClaimResult::contradicts);
  CHECK(result(page, whole, "NVIDIA H100", 256) == ClaimResult::contradicts);
  // A figure with one trailing zero, or none, is exact.
  CHECK(result("a cluster of 320 Nvidia H100 GPUs", whole, "NVIDIA H100", 324) ==
        ClaimResult::contradicts);
  CHECK(result("a cluster of 24,576 H100 GPUs", whole, "NVIDIA H100", 24000) ==
        ClaimResult::contradicts);
  // A product is worked out, never written round: 100 nodes x 8 is 800 exactly.
  CHECK(result("100 nodes with 8 NVIDIA H100 GPUs each", whole, "NVIDIA H100", 792) ==
        ClaimResult::contradicts);
}

namespace {

// Shaped on Epoch's row of Jean Zay phase 2: two of its three partitions.
std::string jean_zay_partitions() {
  return "Jean Zay: 261 four-GPU accelerated compute nodes with: 192 GB of memory per node 4 Nvidia "
         "Tesla V100 SXM2 GPUs (32 GB) 31 eight-GPU accelerated compute nodes with: 20 nodes with "
         "384 GB of memory and 11 nodes with 768 GB of memory 8 Nvidia Tesla V100 SXM2 GPUs (32 GB)";
}

}  // namespace

TEST_CASE("session 21 (issue 14): partitions' products add up to the machine's count") {
  const ClaimTies whole{};
  const std::string page = jean_zay_partitions();
  CHECK(result(page, whole, "NVIDIA Tesla V100 SXM2", 1292) == ClaimResult::states);
  // A partition alone is no machine's count: it contradicts, as before.
  CHECK(result(page, whole, "NVIDIA Tesla V100 SXM2", 1300) == ClaimResult::contradicts);
  // The 8 of the eight-GPU nodes are the 31's, never the 11's (a passage of
  // that partition alone).
  const std::string eight = page.substr(page.find("31 eight-GPU"));
  CHECK(result(eight, whole, "NVIDIA Tesla V100 SXM2", 248) == ClaimResult::states);
  CHECK(result(eight, whole, "NVIDIA Tesla V100 SXM2", 88) == ClaimResult::contradicts);
}

TEST_CASE("session 23 (issue 14): one partition of several is a group's count, not the machine's") {
  // Epoch's row of Jean Zay phase 2: 261 x 4 is 1,044, one partition of
  // three; the machine's 2,696 is their sum (as Leonardo's "180 nodes or 720
  // GPUs" is a group, not the machine).
  const ClaimTies whole{};
  const std::string page =
      jean_zay_partitions() +
      " 351 four-GPU accelerated compute nodes with: 4 Nvidia Tesla V100 SXM2 GPUs (16 GB)";
  CHECK(result(page, whole, "NVIDIA Tesla V100 SXM2", 1044) == ClaimResult::contradicts);
  CHECK(result(page, whole, "NVIDIA Tesla V100 SXM2", 1404) == ClaimResult::contradicts);
  CHECK(result(page, whole, "NVIDIA Tesla V100 SXM2", 248) == ClaimResult::contradicts);
  CHECK(result(page, whole, "NVIDIA Tesla V100 SXM2", 2696) == ClaimResult::states);
  // Partitions of two models are each the only one of its model: Perlmutter's
  // 40 GB nodes make its 6,144 A100 40 GB, its 80 GB ones its 1,024.
  const std::string perlmutter =
      "1536 nodes: 1x AMD EPYC 7763 4x NVIDIA A100 (40GB) 256 nodes: 1x AMD EPYC 7763 4x NVIDIA "
      "A100 (80GB)";
  CHECK(result(perlmutter, whole, "NVIDIA A100 SXM4 40 GB", 6144) == ClaimResult::states);
  CHECK(result(perlmutter, whole, "NVIDIA A100 SXM4 80 GB", 1024) == ClaimResult::states);
}

TEST_CASE("session 26 (issue 14): a group's product is the group's; N-way nodes' are their own") {
  // ALCF's Sophia guide: the machine's 24 nodes, what each holds, then two
  // groups of them set apart by their memory; 22 x 8 is one group's.
  const std::string sophia =
      "Sophia is comprised of 24 NVIDIA DGX A100 nodes. Each DGX A100 node comprises eight NVIDIA "
      "A100 Tensor Core GPUs and two AMD Rome CPUs that provide 22 nodes with 320 GB of GPU memory "
      "and two nodes with 640 GB of GPU memory (8,320 GB in total)";
  // The machine's own product states, whether one phrase or a passage makes it.
  const std::string machine = "Sophia has 24 nodes, each with eight NVIDIA A100 GPUs";
  // A group with no machine's nodes counted before it states its product.
  const std::string group =
      "Each DGX A100 node comprises eight NVIDIA A100 Tensor Core GPUs; 22 nodes with 320 GB of GPU "
      "memory";
  // Epoch's row of NCSA Delta (its quote's lines, one passage): 100 x 4 and
  // 5 x 8 A100, 440 in all; the eight-way nodes' 8 is never the 100's.
  const std::string delta =
      "100 quad A100 GPU nodes consisting of: Four NVIDIA A100 GPUs with 40 GB HBM2 RAM and NVLink "
      "Five eight-way A100 GPU nodes consisting of: Eight NVIDIA A100 GPUs with 40 GB HBM2 RAM and "
      "NVLink 100 quad A40 GPU nodes consisting of: Four NVIDIA A40 GPUs with 48 GB GDDR6 RAM";
  struct Case {
    const std::string& page;
    double value;
    ClaimResult expected;
  };
  for (const Case& k : {Case{sophia, 176, ClaimResult::contradicts},
                        Case{sophia, 16, ClaimResult::contradicts},
                        Case{sophia, 192, ClaimResult::states},
                        Case{machine, 192, ClaimResult::states},
                        Case{group, 176, ClaimResult::states},
                        Case{delta, 440, ClaimResult::states},
                        Case{delta, 800, ClaimResult::contradicts},
                        Case{delta, 40, ClaimResult::contradicts}}) {
    CAPTURE(k.page);
    CAPTURE(k.value);
    CHECK(result(k.page, ClaimTies{}, "NVIDIA A100", k.value) == k.expected);
  }
}

TEST_CASE("session 25 (issue 14): a table's row takes its columns' header from the line above") {
  // ALCF's Aurora guide: "AGGREGATE" is the machine's count, "PER NODE" what
  // one node holds, never the machine's.
  const std::string aurora =
      "Aurora Compute Node\n"
      "NODE COMPONENT | DESCRIPTION | PER NODE | AGGREGATE\n"
      "Processor | 2000 MHz | 2 | 21,248\n"
      "Cores/Threads | Intel Xeon CPU Max 9470C Series | 104/208 | 1,104,896/2,209,792\n"
      "GPUs | Intel Data Center Max 1550 Series | 6 | 63,744\n"
      "GPU HBM | HBM2e | 768 GiB | 7.968 PiB\n";
  // A row whose header cannot be found (a line of other cells above it, a
  // header with a digit) reads as before: its counts have no noun.
  const std::string row = "GPUs | NVIDIA A100 | 4 | 2,240\n";
  const std::string no_header = "DESCRIPTION | A100 PCIe | A100 HGX (Polaris)\n" + row;
  const std::string digit_header = "COMPONENT 1 | DESCRIPTION | PER NODE | AGGREGATE\n" + row;
  // Rows between the header and the row, and a Markdown rule, are walked past.
  const std::string markdown =
      "| Component | Per node | Total |\n| --- | --- | --- |\n| CPUs | 2 | 1,120 |\n| NVIDIA A100 | 4 | 2,240 |\n";
  struct Case {
    const std::string& page;
    const char* part;
    double value;
    ClaimResult expected;
  };
  const char* max1550 = "Intel Data Center GPU Max 1550";
  for (const Case& k : {Case{aurora, max1550, 63744, ClaimResult::states},
                        Case{aurora, max1550, 6, ClaimResult::contradicts},
                        Case{aurora, max1550, 60000, ClaimResult::contradicts},
                        Case{no_header, "NVIDIA A100", 2240, ClaimResult::not_stated},
                        Case{digit_header, "NVIDIA A100", 2240, ClaimResult::not_stated},
                        Case{markdown, "NVIDIA A100", 2240, ClaimResult::states},
                        Case{markdown, "NVIDIA A100", 4, ClaimResult::contradicts}}) {
    CAPTURE(k.page);
    CAPTURE(k.value);
    CHECK(result(k.page, ClaimTies{}, k.part, k.value) == k.expected);
  }
}

TEST_CASE("a count written with no digit shows the value it was weighed as") {
  const ClaimTies whole{};
  auto found = [&](const std::string& page, double value) {
    return reader().check(page, {{"NVIDIA H100", value, &whole}}).front().found;
  };
  CHECK(found("The cluster holds ten thousand NVIDIA H100 GPUs.\n", 10000) ==
        "ten thousand (= 10,000) (NVIDIA H100)");
  CHECK(found("It used 18,688 CPUs paired with an equal number of H100 GPUs.\n", 18688) ==
        "an equal number of (= 18,688) (H100)");
  // Digits are shown as written, with no value beside them.
  CHECK(found("The cluster holds 10,000 NVIDIA H100 GPUs.\n", 10000) == "10,000 (NVIDIA H100)");
}

TEST_CASE("a line about each unit that ends open leads into what one unit holds") {
  // Session 26 (issue 14, rounded-5 and per-node-151): Meta's H100
  // clusters.md lists the system's counts, then what each pod holds, the
  // pod's list on a line of its own under "Each pod ... consisting of".
  const std::string meta =
      "Overall, each system has[^3]\n"
      "- 24,576 NVIDIA [[H100]] GPUs - 3,072 Grand Teton nodes - 1,536 racks - 8 pods\n"
      "Each pod is a nonblocking fabric domain consisting of[^3]\n"
      "- 3,072 NVIDIA [[H100]] GPUs - 384 Grand Teton nodes - 192 racks - 7:1 blocking\n";
  CHECK(result(meta, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 3072) == ClaimResult::contradicts);
  CHECK(result(meta, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 24576) == ClaimResult::states);
  // A pod may be the whole system: where nothing counts pods, its list is the system's.
  const std::string one_pod =
      "Each pod is a nonblocking fabric domain consisting of\n- 3,072 NVIDIA H100 GPUs - 384 nodes\n";
  CHECK(result(one_pod, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 3072) == ClaimResult::states);
  // A node, a rack: never the whole system.
  CHECK(result("Each node is built on the Grand Teton platform which has:\n- 4 NVIDIA A100 GPUs\n",
               ClaimTies{}, "NVIDIA A100", 4) == ClaimResult::not_stated);
  CHECK(result("Every rack contains\n- 72 NVIDIA A100 GPUs\n", ClaimTies{}, "NVIDIA A100", 72) ==
        ClaimResult::not_stated);
  // A system is no unit, and a line that ends closed leads into nothing.
  CHECK(result("Overall, each system has\n- 24,576 NVIDIA H100 GPUs\n", ClaimTies{},
               "NVIDIA H100 SXM5 80GB", 24576) == ClaimResult::states);
  CHECK(result("Each node has a fast network.\n- 4 NVIDIA A100 GPUs\n", ClaimTies{}, "NVIDIA A100", 4) ==
        ClaimResult::states);
}

TEST_CASE("what one pod holds is no total where the system's passages count pods") {
  // The pods counted in one passage, a pod's count in another.
  const std::string page =
      "The cluster has 8 pods and 24,576 NVIDIA H100 GPUs.\n"
      "Each pod is a nonblocking fabric domain of 3,072 NVIDIA H100 GPUs.\n";
  CHECK(result(page, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 3072) == ClaimResult::contradicts);
  // Counting no pods, a pod of 3,072 is a one-pod system's count.
  CHECK(result("Meta built a pod of 3,072 NVIDIA H100 GPUs.\n", ClaimTies{}, "NVIDIA H100 SXM5 80GB",
               3072) == ClaimResult::states);
  // Pods of a size times their count is the total.
  CHECK(result("Meta built 8 pods of 3,072 NVIDIA H100 GPUs.\n", ClaimTies{}, "NVIDIA H100 SXM5 80GB",
               24576) == ClaimResult::states);
  // Pods counted in another system's passage leave this one's pod whole
  // (Epoch's rows of Google's Oklahoma pods and of the v5p pod).
  const ClaimTies v5p{false, {"Hypercomputer TPU v5p Pod"}, {"Oklahoma TPU v4 Pods"}};
  const std::string rows =
      "Google Oklahoma TPU v4 Pods,\"Google now operates a full cluster of eight of these pods\"\n"
      "Google Hypercomputer TPU v5p Pod,\"Each TPU v5p pod composes together 8,960 chips\"\n";
  CHECK(result(rows, v5p, "Google TPU v5p", 8960) == ClaimResult::states);
}

TEST_CASE("session 27 (issue 14): one side of a comparison of a family's counts contradicts nothing") {
  // Epoch's row of NVIDIA's June 2023 MLPerf submission (claims
  // audit6-multi-system-1): the 10,752 are Eos's later submission.
  const std::string row =
      "The 10,752 H100 GPUs far surpassed the scaling in AI training in June, when NVIDIA used 3,584 "
      "Hopper GPUs.\n";
  CHECK(result(row, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 3584) == ClaimResult::not_stated);
  CHECK(result(row, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 5000) == ClaimResult::not_stated);
  CHECK(result("June's 3,584 Hopper GPUs vs November's 10,752 H100 GPUs.\n", ClaimTies{},
               "NVIDIA H100 SXM5 80GB", 5000) == ClaimResult::not_stated);
  // Either side still states what it equals.
  CHECK(result(row, ClaimTies{}, "NVIDIA H100 SXM5 80GB", 10752) == ClaimResult::states);
  // With no comparing word between them, the counts contradict as before;
  // so they do where the other count is another family's.
  CHECK(result("The 10,752 H100 GPUs ran in November, and NVIDIA used 3,584 Hopper GPUs in June.\n",
               ClaimTies{}, "NVIDIA H100 SXM5 80GB", 3584) == ClaimResult::contradicts);
  CHECK(result("The 10,752 H100 GPUs far surpassed the 3,584 NVIDIA A100 GPUs of June.\n", ClaimTies{},
               "NVIDIA H100 SXM5 80GB", 3584) == ClaimResult::contradicts);
}
