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
  std::vector<Record> records(3);
  records[0].id = "meta-genai-2024a";
  records[0].name = "Meta GenAI 2024a";
  records[1].id = "meta-genai-2024b";
  records[1].name = "Meta GenAI 2024b";
  records[2].id = "xai-colossus";
  records[2].name = "xAI Colossus";
  for (auto& r : records) r.operator_name = r.id.starts_with("meta") ? "Meta" : "xAI";
  const AliasIndex index(records, test::bundled_rules().match, 1);
  auto described = [](std::vector<std::string> by) {
    Naming n;
    n.describes = true;
    n.identified_by = std::move(by);
    return n;
  };
  const std::vector<std::string> facts{"operator: Meta", "model: H100", "count: 24,576"};
  const std::vector<std::pair<std::size_t, Naming>> same{{0, described(facts)},
                                                         {1, described(facts)}};
  CHECK(ties_of(0, records[0], same, index).whole_page);
  // Told apart by another fact, or another system named: passages only.
  const std::vector<std::pair<std::size_t, Naming>> apart{
      {0, described(facts)}, {1, described({"operator: Meta", "model: H100", "count: 3,072"})}};
  CHECK_FALSE(ties_of(0, records[0], apart, index).whole_page);
  Naming colossus;
  colossus.alias = "Colossus";
  const std::vector<std::pair<std::size_t, Naming>> other{{0, described(facts)}, {2, colossus}};
  const auto ties = ties_of(0, records[0], other, index);
  CHECK_FALSE(ties.whole_page);
  CHECK(std::find(ties.others.begin(), ties.others.end(), "xAI Colossus") != ties.others.end());
}
