// Tests of the facts reader (match/facts.h): counts in every written form,
// what is not a count, products, accelerator models and parts, and which
// model a count belongs to. The table is the bundled rules/models.yaml; the
// passages are written here (some quoted from real pages, named at each).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "bundled_rules.h"
#include "match/facts.h"

using namespace verifier;
using namespace verifier::match;

namespace {

const Accelerators& table() {
  static const Accelerators t(test::bundled_rules().match.accelerators);
  return t;
}

// The first single count (not a product) of a passage, or nothing.
std::optional<Count> first_count(std::string_view passage) {
  for (auto& c : facts_of(passage, table()).counts)
    if (!c.product()) return c;
  return std::nullopt;
}

std::optional<Count> first_product(std::string_view passage) {
  for (auto& c : facts_of(passage, table()).counts)
    if (c.product()) return c;
  return std::nullopt;
}

// The single count of a passage with this value, or null.
const Count* find(const Facts& f, std::int64_t value) {
  for (const auto& c : f.counts)
    if (c.value == value && !c.product()) return &c;
  return nullptr;
}

std::string model_of(const Facts& f, const Count& c) {
  return c.model ? f.mentions[*c.model].accelerator.model : "";
}

constexpr auto inf = Count::unbounded;

struct CountCase {
  std::string_view passage;
  std::string_view text;  // the count as written, with its markers
  std::int64_t value, low, high;
  CountForm form;
  Counted thing;
};

void check_count(const CountCase& k) {
  CAPTURE(k.passage);
  auto c = first_count(k.passage);
  REQUIRE(c);
  CHECK(c->text == k.text);
  CHECK(std::string_view(k.passage).substr(c->begin, c->end - c->begin) == c->text);
  CHECK(c->value == k.value);
  CHECK(c->low == k.low);
  CHECK(c->high == k.high);
  CHECK(c->form == k.form);
  CHECK(c->thing == k.thing);
}

}  // namespace

TEST_CASE("counts: grouping in any locale, plain, words, abbreviations, CJK") {
  using F = CountForm;
  using T = Counted;
  const CountCase cases[] = {
      {"a cluster of 24,576 GPUs", "24,576", 24576, 24576, 24576, F::exact, T::accelerators},
      {"a cluster of 24 576 GPUs", "24 576", 24576, 24576, 24576, F::exact, T::accelerators},
      {"a cluster of 24\u00a0576 GPUs", "24\u00a0576", 24576, 24576, 24576, F::exact, T::accelerators},
      {"a cluster of 24\u202f576 GPUs", "24\u202f576", 24576, 24576, 24576, F::exact, T::accelerators},
      {"ein Cluster mit 24.576 GPUs", "24.576", 24576, 24576, 24576, F::exact, T::accelerators},
      {"ein Cluster mit 24'576 GPUs", "24'576", 24576, 24576, 24576, F::exact, T::accelerators},
      {"a cluster of 24576 GPUs", "24576", 24576, 24576, 24576, F::exact, T::accelerators},
      {"1,234,567 cores", "1,234,567", 1234567, 1234567, 1234567, F::exact, T::cores},
      {"24k GPUs", "24k", 24000, 23500, 24999, F::rounded, T::accelerators},
      {"100K H100s", "100K", 100000, 99500, 100999, F::rounded, T::accelerators},
      {"1.2M cores", "1.2M", 1200000, 1150000, 1299999, F::rounded, T::cores},
      {"12.3k GPUs", "12.3k", 12300, 12250, 12399, F::rounded, T::accelerators},
      {"10 thousand GPUs", "10 thousand", 10000, 9500, 10999, F::rounded, T::accelerators},
      {"1.5 million cores", "1.5 million", 1500000, 1450000, 1599999, F::rounded, T::cores},
      {"1.234 million cores", "1.234 million", 1234000, 1233500, 1234999, F::rounded, T::cores},
      {"ten thousand GPUs", "ten thousand", 10000, 9500, 10999, F::rounded, T::accelerators},
      {"twenty-four thousand five hundred seventy-six GPUs",
       "twenty-four thousand five hundred seventy-six", 24576, 24576, 24576, F::exact,
       T::accelerators},
      {"a hundred thousand GPUs", "a hundred thousand", 100000, 99500, 100999, F::rounded,
       T::accelerators},
      {"one hundred and twenty nodes", "one hundred and twenty", 120, 120, 120, F::exact, T::nodes},
      {"seventeen nodes", "seventeen", 17, 17, 17, F::exact, T::nodes},  // the table's longest word
      {"部署了1万块GPU", "1万块", 10000, 5000, 19999, F::rounded, T::accelerators},
      {"10万块H100", "10万块", 100000, 95000, 109999, F::rounded, T::accelerators},
      {"2.5万张GPU卡", "2.5万张", 25000, 24500, 25999, F::rounded, T::accelerators},
      {"一万二千块GPU", "一万二千块", 12000, 11500, 12999, F::rounded, T::accelerators},
      {"三百台服务器", "三百台", 300, 250, 399, F::rounded, T::nodes},
      {"H100 GPU 960基", "960基", 960, 960, 960, F::exact, T::accelerators},
      {"1億個のトランジスタ", "1億個", 100000000, 50000000, 199999999, F::rounded, T::unknown},
      {"8,192 CPU cores", "8,192", 8192, 8192, 8192, F::exact, T::cores},
      {"10,752 CUDA cores", "10,752", 10752, 10752, 10752, F::exact, T::cores},
      {"336 Tensor Cores", "336", 336, 336, 336, F::exact, T::cores},
      {"4,608 compute nodes", "4,608", 4608, 4608, 4608, F::exact, T::nodes},
      {"9,408 GPU nodes", "9,408", 9408, 9408, 9408, F::exact, T::nodes},
      {"21,248 CPUs", "21,248", 21248, 21248, 21248, F::exact, T::cpus},
      {"2048 GPUs", "2048", 2048, 2048, 2048, F::exact, T::accelerators},
      {"H100 GPUs: 24,576", "24,576", 24576, 24576, 24576, F::exact, T::accelerators},
      {"a 24k-GPU cluster", "24k", 24000, 23500, 24999, F::rounded, T::accelerators},
  };
  for (const auto& k : cases) check_count(k);
}

TEST_CASE("counts: approximations and bounds cover what they say") {
  using F = CountForm;
  using T = Counted;
  const CountCase cases[] = {
      {"about 12,000 GPUs", "about 12,000", 12000, 10800, 13200, F::approximate, T::accelerators},
      {"around 12,000 GPUs", "around 12,000", 12000, 10800, 13200, F::approximate, T::accelerators},
      {"approximately 12,000 GPUs", "approximately 12,000", 12000, 10800, 13200, F::approximate,
       T::accelerators},
      {"Roughly 12,000 GPUs", "Roughly 12,000", 12000, 10800, 13200, F::approximate, T::accelerators},
      {"some 12,000 GPUs", "some 12,000", 12000, 10800, 13200, F::approximate, T::accelerators},
      {"~12k GPUs", "~12k", 12000, 10800, 13200, F::approximate, T::accelerators},
      {"约1万块GPU", "约1万块", 10000, 5000, 19999, F::approximate, T::accelerators},
      {"約1万基のGPU", "約1万基", 10000, 5000, 19999, F::approximate, T::accelerators},
      {"近1万块GPU", "近1万块", 10000, 5000, 19999, F::approximate, T::accelerators},
      {"1万块左右的GPU", "1万块左右", 10000, 5000, 19999, F::approximate, T::accelerators},
      {"more than 10,000 GPUs", "more than 10,000", 10000, 10001, inf, F::at_least, T::accelerators},
      {"over 10,000 GPUs", "over 10,000", 10000, 10001, inf, F::at_least, T::accelerators},
      {"at least 10,000 GPUs", "at least 10,000", 10000, 10000, inf, F::at_least, T::accelerators},
      {"10,000+ GPUs", "10,000+", 10000, 10000, inf, F::at_least, T::accelerators},
      {"10,000 GPUs or more", "10,000 GPUs or more", 10000, 10000, inf, F::at_least,
       T::accelerators},
      {"超过1万块GPU", "超过1万块", 10000, 10001, inf, F::at_least, T::accelerators},
      {"逾万块", "逾万块", 10000, 10001, inf, F::at_least, T::accelerators},
      {"1万块以上", "1万块以上", 10000, 10000, inf, F::at_least, T::accelerators},
      {"一万多块GPU", "一万多块", 10000, 10001, inf, F::at_least, T::accelerators},
      {"up to 100,000 GPUs", "up to 100,000", 100000, 0, 100000, F::at_most, T::accelerators},
      {"as many as 100,000 GPUs", "as many as 100,000", 100000, 0, 100000, F::at_most,
       T::accelerators},
      {"less than 1,000 nodes", "less than 1,000", 1000, 0, 999, F::at_most, T::nodes},
      {"under 1,000 nodes", "under 1,000", 1000, 0, 999, F::at_most, T::nodes},
      // A figure the count falls short of is a bound, never the value itself:
      // "close to 10k GPUs were confirmed" (LUMI's row, claims rounded-41).
      {"nearly 12,000 GPUs", "nearly 12,000", 12000, 0, 12000, F::at_most, T::accelerators},
      {"almost 12,000 GPUs", "almost 12,000", 12000, 0, 12000, F::at_most, T::accelerators},
      {"close to 10k GPUs", "close to 10k", 10000, 0, 10000, F::at_most, T::accelerators},
      {"Close to 24,000 GPUs", "Close to 24,000", 24000, 0, 24000, F::at_most, T::accelerators},
      {"just under 1,000 nodes", "under 1,000", 1000, 0, 999, F::at_most, T::nodes},
  };
  for (const auto& k : cases) check_count(k);
  // The issue's own examples: "12.3k" states 12,288, "more than 10,000" does not.
  CHECK(first_count("12.3k GPUs")->covers(12288));
  CHECK_FALSE(first_count("12.3k GPUs")->covers(12400));
  CHECK(first_count("about 12,000 GPUs")->covers(12288));
  CHECK(first_count("more than 10,000 GPUs")->covers(12288));
  CHECK(first_count("more than 10,000 GPUs")->form == CountForm::at_least);
  CHECK(first_count("24K GPUs")->covers(24576));
  CHECK_FALSE(first_count("over turnover 10 GPUs")->form == CountForm::at_least);
}

TEST_CASE("audit4 (issue 14): bounds in other words, past quotes, across one filler") {
  using F = CountForm;
  using T = Counted;
  const CountCase cases[] = {
      {"a little bigger than 100,000 GPUs", "bigger than 100,000", 100000, 100001, inf,
       F::at_least, T::accelerators},
      {"larger than 10,000 GPUs", "larger than 10,000", 10000, 10001, inf, F::at_least,
       T::accelerators},
      {R"(superclusters ""can scale up to"" 16,384 GPUs)", R"(up to"" 16,384)", 16384, 0, 16384,
       F::at_most, T::accelerators},
      {"They offer clusters up to size 4,088 GPUs", "up to size 4,088", 4088, 0, 4088,
       F::at_most, T::accelerators},
      {"scales up to an industry-leading 65,536 GPUs", "up to an industry-leading 65,536", 65536,
       0, 65536, F::at_most, T::accelerators},
  };
  for (const auto& k : cases) check_count(k);
  // A filler only a bound crosses, and only these: the count stays exact.
  CHECK(first_count("about a record-breaking 500 GPUs")->form == CountForm::exact);
  CHECK(first_count("up to an additional 512 GPUs")->form == CountForm::exact);
  CHECK(first_count("the size 512 GPUs")->form == CountForm::exact);
}

TEST_CASE("batch 11 (issue 14): a comparison sign glued to its number is a bound") {
  using F = CountForm;
  using T = Counted;
  // Gcore's hardware note: ">1,000 GPUs, including H200s and GB200s".
  const CountCase cases[] = {
      {">1,000 GPUs", ">1,000", 1000, 1001, inf, F::at_least, T::accelerators},
      {"<1,000 GPUs", "<1,000", 1000, 0, 999, F::at_most, T::accelerators},
  };
  for (const auto& k : cases) check_count(k);
  // Spaced, it opens a quoted line; after "-" or "=" it is an arrow.
  CHECK(first_count("> 5,448 GPUs")->form == CountForm::exact);
  CHECK(first_count("->1,000 GPUs")->form == CountForm::exact);
  CHECK(first_count("=>1,000 GPUs")->form == CountForm::exact);
}

TEST_CASE("batch 11 (issue 14): a count equal to a unit's size named before it is per unit") {
  // Epoch's row of Jean Zay phase 2, a spec list flattened into one sentence.
  const auto* t = "261 four-GPU accelerated compute nodes with: 2 Intel Cascade Lake 6248 "
                  "processors (20 cores at 2.5 GHz), namely 40 cores per node 192 GB of memory "
                  "per node 4 Nvidia Tesla V100 SXM2 GPUs (32 GB)";
  // The count "4 ... GPUs" of the passage, written in digits: per unit or not.
  auto four_per_unit = [](const char* text) {
    for (const auto& c : facts_of(text, table()).counts)
      if (c.text == "4") return std::optional<bool>(c.per_unit);
    return std::optional<bool>();
  };
  CHECK(four_per_unit(t) == std::optional<bool>(true));
  // Another size, or a sentence between, leaves the count the machine's.
  std::string other(t);
  other.replace(other.find("four-GPU"), 4, "eight");
  CHECK(four_per_unit(other.c_str()) == std::optional<bool>(false));
  CHECK(four_per_unit("It has four-GPU nodes. The cluster has 4 V100 GPUs") ==
        std::optional<bool>(false));
}

TEST_CASE("batch 15 (issue 14): nodes equipped with what each holds, N-way nodes") {
  // lumig.md: nodes no count sizes, "equipped with" what each one holds.
  CHECK(first_count("The LUMI-G compute nodes are equipped with four AMD MI250X GPUs")->per_unit);
  // Sized by a count, they are the machine's: 11,912 is a total.
  const auto sized = facts_of("The 2978 nodes are equipped with 11,912 AMD MI250X GPUs", table());
  REQUIRE(find(sized, 11912));
  CHECK_FALSE(find(sized, 11912)->per_unit);
  // Epoch's row of NCSA Delta: a count equal to the ways of the nodes named
  // before it is what each node holds ("Eight", 40 A100 in all) ...
  auto eight_per_unit = [](const std::string& text) {
    for (const auto& c : facts_of(text, table()).counts)
      if (c.text == "Eight") return std::optional<bool>(c.per_unit);
    return std::optional<bool>();
  };
  const std::string delta =
      "Five eight-way A100 GPU nodes consisting of: Eight NVIDIA A100 GPUs with 40 GB HBM2 RAM";
  CHECK(eight_per_unit(delta) == std::optional<bool>(true));
  // ... and not where the ways differ.
  std::string other = delta;
  other.replace(other.find("eight-way"), 5, "four");
  CHECK(eight_per_unit(other) == std::optional<bool>(false));
}

TEST_CASE("session 26 (issue 14): N-way nodes are counted by the number before their ways") {
  // Epoch's row of NCSA Delta: "Five eight-way A100 GPU nodes" counts nodes,
  // so its "Eight" is what each of the five holds (40), not the 100's of the
  // line before.
  const auto facts = facts_of(
      "100 quad A100 GPU nodes consisting of: Four NVIDIA A100 GPUs with 40 GB HBM2 RAM\n"
      "Five eight-way A100 GPU nodes consisting of: Eight NVIDIA A100 GPUs with 40 GB HBM2 RAM",
      table());
  const auto* five = find(facts, 5);
  REQUIRE(five);
  CHECK(five->thing == Counted::nodes);
  const auto forty = std::find_if(facts.counts.begin(), facts.counts.end(),
                                  [](const Count& c) { return c.product() && c.value == 40; });
  REQUIRE(forty != facts.counts.end());
  CHECK(forty->factor_text[0] == "Five");
  CHECK(forty->factor_text[1] == "Eight");
  CHECK(std::none_of(facts.counts.begin(), facts.counts.end(),
                     [](const Count& c) { return c.value == 800; }));
}

TEST_CASE("batch 15 (issue 14): a glued multiplication sign before a model counts it") {
  // Epoch's row of the EVA paper: past what a unit holds, the machine's count.
  const auto facts = facts_of("train a 1.1B CLIP with a batch size of 41k on 256\u00D7 NVIDIA A100 40GB GPUs",
                              table());
  const auto* eva = find(facts, 256);
  REQUIRE(eva);
  CHECK(eva->value == 256);
  CHECK(eva->thing == Counted::accelerators);
  CHECK_FALSE(eva->per_unit);
  // A few are what a unit holds, as "4x H100" is.
  const auto few = first_count("each with 4\u00D7 NVIDIA A100 GPUs");
  REQUIRE(few);
  CHECK(few->per_unit);
}

TEST_CASE("batch 10 (issue 14): what a cluster can scale to is a bound, as \"up to\" is") {
  using F = CountForm;
  using T = Counted;
  // Epoch's note on Oracle: "states Oracle OCI can now scale to 32k A100s".
  const CountCase cases[] = {
      {"Oracle OCI can now scale to 32k A100s", "can now scale to 32k", 32000, 0, 32000,
       F::at_most, T::accelerators},
      {"the fabric scales to 16,384 GPUs", "scales to 16,384", 16384, 0, 16384, F::at_most,
       T::accelerators},
      {"scaling to 4,096 GPUs", "scaling to 4,096", 4096, 0, 4096, F::at_most, T::accelerators},
  };
  for (const auto& k : cases) check_count(k);
  // Another word ending so is no such verb, nor is the noun: the MLPerf row.
  CHECK(first_count("upscale to 512 GPUs")->form == CountForm::exact);
  CHECK(first_count("NVIDIA has more than tripled its submission scale to 11,616 H100 GPUs")
            ->form == CountForm::exact);
}

TEST_CASE("batch 10 (issue 14): a bracket inside the noun phrase hides no server count") {
  // Epoch's xTrimoPGLM row: "a cluster of 96 DGX-A100 GPU (8×40G) servers",
  // 96 servers, not 96 A100s; the aside is the GPUs' spec.
  CHECK(first_count("a cluster of 96 DGX-A100 GPU (8\u00D740G) servers")->thing ==
        Counted::nodes);
  CHECK(first_count("a cluster of 96 DGX-A100 GPU servers")->thing == Counted::nodes);
  // An aside after the noun, not before another, leaves the count the GPUs'.
  CHECK(first_count("512 GPUs (64 nodes) in one cluster")->thing == Counted::accelerators);
  CHECK(first_count("512 A100 GPUs (SXM4) for training")->thing == Counted::accelerators);
}

TEST_CASE("batch 10 (issue 14): Epoch's notes count in words a reader follows") {
  const auto gh200 = [](std::string_view passage, std::int64_t value) {
    CAPTURE(passage);
    const auto f = facts_of(passage, table());
    for (const auto& c : f.counts)
      if (c.value == value) return c.thing == Counted::accelerators && model_of(f, c) == "GH200";
    return false;
  };
  // Venado's row: the Grace Hopper Superchip is the GH200 (rules/models.yaml),
  // adjectives a comma joins stay in its noun phrase, and a Grace CPU
  // Superchip is CPUs.
  const std::string_view venado =
      "The system consists of 2,560 direct, liquid-cooled Nvidia Grace Hopper Superchips; 920 "
      "Nvidia Grace CPU Superchips, each of which contains 144 Arm cores";
  CHECK(gh200(venado, 2560));
  CHECK_FALSE(gh200(venado, 920));
  CHECK_FALSE(gh200(venado, 144));
  CHECK(first_count("920 Nvidia Grace CPU Superchips")->thing == Counted::cpus);
  // A comma after a word that no modifier follows ends the phrase.
  CHECK(first_count("reached 500 today, Nvidia H100 GPUs")->thing == Counted::unknown);
  // Magic's row: the chips "of the" sentence before.
  const auto magic = facts_of(
      "based on Nvidia H100 Tensor Core chips. Magic says it has 8,000 of the hugely powerful chips",
      table());
  REQUIRE(magic.counts.size() == 1);
  CHECK(magic.counts[0].thing == Counted::accelerators);
  CHECK(model_of(magic, magic.counts[0]) == "H100");
  CHECK(first_count("100 of the 448 GPUs")->thing == Counted::unknown);
  CHECK(first_count("40 of the remaining nodes")->thing == Counted::unknown);
  CHECK(first_count("xAI was said to be renting 16k of these GPUs")->thing == Counted::unknown);
  // PLaMO's row: "A100 40GB x480", a multiplicity after its model; a handful
  // so written is what one unit holds.
  const auto plamo = facts_of("A100,A100 40GB x480,2023-09-25", table());
  REQUIRE(plamo.counts.size() == 1);
  CHECK(plamo.counts[0].value == 480);
  CHECK(plamo.counts[0].thing == Counted::accelerators);
  CHECK_FALSE(plamo.counts[0].per_unit);
  CHECK(model_of(plamo, plamo.counts[0]) == "A100");
  CHECK(first_count("GPU: NVIDIA H100 SXM5 x8")->per_unit);
  CHECK_FALSE(first_count("the model x480"));
  // Frontera's row: the Quadro RTX 5000 is a model of the table, its number no count.
  const auto frontera = facts_of("A 360 NVIDIA Quadro RTX 5000 GPU system; 360 RTX 5000s", table());
  REQUIRE(frontera.counts.size() == 2);
  CHECK(model_of(frontera, frontera.counts[0]) == "Quadro RTX 5000");
  CHECK(model_of(frontera, frontera.counts[1]) == "Quadro RTX 5000");
}

TEST_CASE("batch 13 (issue 14): GPUs a run used at once are counted as GPUs") {
  // Epoch's note on Chameleon: "Table 2 ... lists 3072 Concurrent GPUs for the 34B model".
  for (std::string_view passage : {"lists 3072 Concurrent GPUs for the 34B model",
                                   "trained on 3072 simultaneous GPUs"}) {
    CAPTURE(passage);
    const auto c = first_count(passage);
    REQUIRE(c);
    CHECK(c->value == 3072);
    CHECK(c->thing == Counted::accelerators);
  }
}

TEST_CASE("batch 13 (issue 14): a TPU named by its generation is that TPU") {
  // Epoch's quote on AlphaZero: "using 5,000 first-generation TPUs (15) to generate self-play games".
  const auto f = facts_of("using 5,000 first-generation TPUs (15) to generate self-play games", table());
  const Count* c = find(f, 5000);
  REQUIRE(c);
  CHECK(c->thing == Counted::accelerators);
  CHECK(model_of(f, *c) == "TPU v1");
  CHECK(table().read_part("Google TPU v1") == Accelerator{"TPU v1", "TPU", "Google"});
  CHECK(table().mentions("64 second-generation TPUs")[0].accelerator.model == "TPU v2");
  CHECK(table().mentions("third generation TPU pods")[0].accelerator.model == "TPU v3");
}

TEST_CASE("audit4 (issue 14): a sum over several sites counts no one system's accelerators") {
  CHECK(first_count("With 24,000 H100 GPUs spread across six geographically distinct data centers")
            ->thing == Counted::unknown);
  CHECK(first_count("Unclear if the 24k chips are divided equally among the six locations")->thing ==
        Counted::unknown);
  CHECK(first_count("12,000 H100 GPUs in three data centers")->thing == Counted::unknown);
  // One site, or units of the machine, are no sum of sites.
  CHECK(first_count("24,000 H100 GPUs across the data center")->thing == Counted::accelerators);
  CHECK(first_count("50,944 TPU v5e chips spanning 199 pods across 2 clusters")->thing ==
        Counted::accelerators);
}

TEST_CASE("not counts: years, dates, money, percentages, versions, names, units, IDs") {
  const std::string_view traps[] = {
      "in 2024",
      "installed in 2023-09",
      "on 2024/03/12",
      "September 12",
      "12 September",
      "$1.2 billion",
      "US$ 500 million",
      "\u20ac500 million",
      "500 million euros",
      "a price of \u00a5300",
      "1億円",
      "2024年",
      "up 45%",
      "up 45 percent",
      "version 2",
      "v1.2.3",
      "release 12",
      "NVIDIA H100",
      "AMD Instinct MI250X",
      "A100 80GB",
      "A100 80 GB",
      "AMD EPYC 64C 2GHz",
      "Intel Gaudi 2",
      "1.1 exaflops",
      "1,000 petaflops",
      "20 MW",
      "30 megawatts",
      "call +1 555 123 4567",
      "No. 12345",
      "ticket #4412",
      "a 3.5 rating",
      "COVID-19",
      "统一",
      "百度",
      "九州大学",
      "第一",
      // A device's index, no count: nothing counts zero accelerators
      // (Isambard-AI's practical: "a specific GH200 Superchip (GPU 0)").
      "a specific GH200 Superchip (GPU 0)",
      "0 GPUs",
  };
  for (auto t : traps) {
    CAPTURE(t);
    auto f = facts_of(t, table());
    CHECK(f.counts.empty());
  }
}

TEST_CASE("products: nodes times accelerators per node") {
  struct P {
    std::string_view passage;
    std::int64_t value;
    std::string_view first, second;
  };
  const P cases[] = {
      {"766 nodes with 8 GPUs each", 6128, "766", "8"},
      {"1,536 nodes, each with four GPUs", 6144, "1,536", "four"},
      {"766 nodes \u00d7 8 GPUs", 6128, "766", "8"},
      {"766 nodes \u00d7 8", 6128, "766", "8"},
      {"766 x 8", 6128, "766", "8"},
      {"4 GPUs per node across 560 nodes", 2240, "4", "560"},
      {"560 nodes, 4 A100 GPUs per node", 2240, "560", "4"},
      // lumi-userguide: "The LUMI-G hardware partition consists of 2978 nodes
      // with 4 AMD MI250x GPUs and ..."
      {"The LUMI-G hardware partition consists of 2978 nodes with 4 AMD MI250x GPUs and", 11912,
       "2978", "4"},
  };
  for (const auto& k : cases) {
    CAPTURE(k.passage);
    auto p = first_product(k.passage);
    REQUIRE(p);
    CHECK(p->value == k.value);
    CHECK(p->factor_text[0] == k.first);
    CHECK(p->factor_text[1] == k.second);
  }
  auto f = facts_of("560 nodes, 4 A100 GPUs per node", table());
  REQUIRE(f.counts.size() == 3);
  CHECK(f.counts[1].per_unit);
  CHECK(model_of(f, f.counts[2]) == "A100");
  CHECK(f.counts[2].thing == Counted::accelerators);
  // Not products: a total beside a node count, per-node counts alone, a screen size.
  // hands-on-with-frontier/olcf docs: "There are also 24 GPU nodes, with total of
  // 96 Nvidia Ampere A100 GPUs"
  CHECK_FALSE(first_product("There are also 24 GPU nodes, with total of 96 Nvidia Ampere A100 GPUs"));
  CHECK_FALSE(first_product("Each Summit Compute node has 6 NVIDIA V100 GPUs"));
  CHECK_FALSE(first_product("a 1920 x 1080 display"));
  // A total "with" its nodes is no per-node count (HPCwire on Meta's RSC).
  CHECK_FALSE(first_product("The completed system has 2,000 NVIDIA DGX A100 systems with 16,000 A100 GPUs."));
  // The per-node factor of a product is no total by itself.
  auto lumi = facts_of("2978 nodes with 4 AMD MI250x GPUs", table());
  REQUIRE(lumi.counts.size() == 3);
  CHECK(lumi.counts[1].per_unit);
  CHECK_FALSE(lumi.counts[2].per_unit);
  auto alone = first_count("with 8 GPUs per node");
  REQUIRE(alone);
  CHECK(alone->per_unit);
  CHECK_FALSE(first_count("24,576 GPUs")->per_unit);
  // ai-clusters page (a university cluster): "8×A5000 GPUs each (64 total GPUs)"
  auto total = facts_of("8\u00d7A5000 GPUs each (64 total GPUs)", table());
  REQUIRE(total.counts.size() == 2);
  CHECK(total.counts[1].value == 64);
  CHECK_FALSE(total.counts[1].per_unit);
  // A model the table does not know still leaves the noun readable.
  CHECK(first_count("64 NVIDIA A5000 GPUs")->thing == Counted::accelerators);
}

TEST_CASE("products: a pod is a unit where the passage counts pods") {
  // Session 17, batch 9 (Epoch's rows of Google's Oklahoma pods and Taiga
  // Cloud's islands): what one pod holds was read as the machine's total.
  auto per_unit_of = [](std::string_view passage, std::int64_t value) {
    for (const auto& c : facts_of(passage, table()).counts)
      if (c.value == value && c.thing == Counted::accelerators) return c.per_unit;
    FAIL("no count of accelerators " << value);
    return false;
  };
  CHECK(per_unit_of("A single TPU pod consists of 4,096 chips. Google now operates a full cluster "
                    "of eight of these pods in its Oklahoma data center.",
                    4096));
  CHECK(per_unit_of("8 pods x (4096 chips/pod) = 32,768 chips", 4096));  // as "per pod"
  CHECK(per_unit_of("Its NVIDIA H100 GPU infrastructure is built into pods of 512 GPUs, connected "
                    "into islands of four pods each (2,048 GPUs).",
                    512));
  CHECK_FALSE(per_unit_of("Its NVIDIA H100 GPU infrastructure is built into pods of 512 GPUs, "
                          "connected into islands of four pods each (2,048 GPUs).",
                          2048));
  // Where nothing counts pods, a pod may be the whole system.
  CHECK_FALSE(per_unit_of("A TPU v4 pod consists of 4,096 TPU v4 chips.", 4096));
}

TEST_CASE("models: a passage that does not know the model ties no count to one it guesses") {
  // Session 19 (Epoch's row of SK Group and AWS in Ulsan): "is set to house
  // 60,000 GPUs" was tied to the row's guessed "NVIDIA GB200".
  const auto row = facts_of("NVIDIA GB200,60000.0,,unclear what type of GPUs they'll have,"
                            "\"is set to house 60,000 GPUs\"",
                            table());
  for (const auto& c : row.counts)
    if (c.value == 60000 && c.thing == Counted::accelerators) CHECK_FALSE(c.model);
  // Session 21 (Epoch's row of Fluidstack's French campus): a cell listing
  // the model with a doubt ("GB200,Uncertain") says as much.
  const auto listed = facts_of("Fluidstack France,Planned,NVIDIA GB200,500000.0,Unclear if the 500k chips "
                               "refers to GPUs,Mistral,\"GB200,Uncertain\",\"close to 500,000 AI chips\"",
                               table());
  for (const auto& c : listed.counts)
    if (c.value == 500000 && c.thing == Counted::accelerators) CHECK_FALSE(c.model);
  const auto known = facts_of("NVIDIA GB200,60000.0,,\"is set to house 60,000 GPUs\"", table());
  CHECK(std::any_of(known.counts.begin(), known.counts.end(), [](const Count& c) {
    return c.value == 60000 && c.thing == Counted::accelerators && c.model;
  }));
}

TEST_CASE("session 23 (issue 14): a model the writer does not know or guesses is no count's") {
  // Batch 14 (Epoch's row of Poolside's cluster): "Type of GPU unspecified,
  // I'm assuming they're H100s" says the model is not known; the row's
  // hardware note "H100" is the guess.
  const auto unspecified = facts_of("Poolside 10k Cluster,Planned,NVIDIA H100 SXM5 80GB,10000.0,H100,"
                                    "\"With this new funding round we have been able to scale our "
                                    "training cluster to 10,000 GPUs\",Planned,\"Unclear if they own "
                                    "this. Type of GPU unspecified, I'm assuming they're H100s\"",
                                    table());
  for (const auto& c : unspecified.counts)
    if (c.value == 10000 && c.thing == Counted::accelerators) CHECK_FALSE(c.model);
  // Batch 14 (Epoch's row of TACC Horizon): "Frontera currently has 800
  // GPUs, which are presumably V100s": the model after the count is a guess.
  const auto guessed = facts_of("TACC Horizon,Planned,,,\"Frontera currently has 800 GPUs, which are "
                                "presumably V100s. For Horizon to have 100x it's AI compute\",thousands",
                                table());
  for (const auto& c : guessed.counts)
    if (c.value == 800 && c.thing == Counted::accelerators) CHECK_FALSE(c.model);
  // Named after the count without a doubt, the model is the count's.
  const auto named = facts_of("TACC Horizon,Planned,,,\"Frontera currently has 800 GPUs, which are "
                              "V100s. For Horizon to have 100x it's AI compute\",thousands",
                              table());
  CHECK(std::any_of(named.counts.begin(), named.counts.end(), [](const Count& c) {
    return c.value == 800 && c.thing == Counted::accelerators && c.model;
  }));
}

TEST_CASE("session 23 (issue 14): a name hyphened to a model is a word of the model's noun phrase") {
  // Batch 14 (Epoch's row of PaLI): "pretrained using 1,024 GCP-TPUv4 chips",
  // the cloud that rents them, as "4x Nvidia RedStone A100-40" names a board.
  const auto pali = facts_of("The largest model, PaLI-17B, is pretrained using 1,024 GCP-TPUv4 chips for 7 days.",
                             table());
  CHECK(std::any_of(pali.counts.begin(), pali.counts.end(), [&](const Count& c) {
    return c.value == 1024 && c.thing == Counted::accelerators && c.model &&
           pali.mentions[*c.model].accelerator.model == "TPU v4";
  }));
}

TEST_CASE("models: a count in a row's cell takes its model from its own cell first") {
  // Session 21 (Epoch's row of SoftBank's planned B200 SuperPOD): the note
  // "They had 6k GPUs before (2k A100s, 4k H100s)" was read as 6k B200s, the
  // model of the row's chip-type cell.
  const auto row = facts_of("SoftBank Planned B200 Superpod,Planned,NVIDIA B200,4000.0,Japan,"
                            "\"They had 6k GPUs before (2k A100s, 4k H100s), so bringing the total "
                            "to 10k GPUs\",Private,B200",
                            table());
  const auto six = std::find_if(row.counts.begin(), row.counts.end(),
                                 [](const Count& c) { return c.value == 6000; });
  REQUIRE(six != row.counts.end());
  CHECK((!six->model || row.mentions[*six->model].accelerator.model != "B200"));
  // A count whose cell names a model only after it, in its sentence, as a
  // part of the whole it counts ("including"), takes none.
  const auto incl = facts_of("Sakura Phase 2,Planned,NVIDIA B200,4000.0,\"aiming to incorporate around "
                             "10,000 GPUs, including NVIDIA's latest HGX B200 system\",Private", table());
  for (const auto& c : incl.counts)
    if (c.value == 10000) CHECK_FALSE(c.model);
  // Past its sentence, the cell's model is another sentence's: the row's
  // stays ("\u2029": a line break in the note).
  const auto next = facts_of("Google TPU v4 Pod,Existing,Google TPU v4,4096.0,TPUv4,\"in pods of 4,096 "
                             "TPUs\"\u2029 \"TPU v3. Each\"", table());
  for (const auto& c : next.counts)
    if (c.value == 4096 && c.model) CHECK(next.mentions[*c.model].accelerator.model == "TPU v4");
  // A note with no model of its own takes the row's, as before.
  const auto bare = facts_of("Tesla 10k H100 Cluster,Existing,NVIDIA H100 SXM5 80GB,10000.0,"
                             "\"The cluster has 10,000 GPUs in Texas\",Private", table());
  CHECK(std::any_of(bare.counts.begin(), bare.counts.end(), [&](const Count& c) {
    return c.value == 10000 && c.model && bare.mentions[*c.model].accelerator.model == "H100";
  }));
}

TEST_CASE("a table row's line break is punctuation, no letter of the word before it") {
  // Session 21: Epoch's note "... 128 Nvidia HGX H100 systems" then, after a
  // blank line, "will feature ...": the mark (core/table_text.h) glued to
  // "systems" made it no noun, and 128 a count of GPUs.
  const auto israel = facts_of("\"based on 128 Nvidia HGX H100 systems\u2029 will feature\"", table());
  REQUIRE_FALSE(israel.counts.empty());
  CHECK(israel.counts.front().thing == Counted::nodes);
}

TEST_CASE("products: more pods than the passage groups into one unit are several units") {
  // Session 19 (Epoch's rows of Taiga Cloud's islands): the purchase of 20
  // pods of 512 was read as one island's 10,240 GPUs; an island is four pods.
  const std::string_view row =
      "Taiga Cloud is building out its NVIDIA H100 GPU infrastructure into pods of 512 GPUs, "
      "connected into islands of four pods each (2,048 GPUs) \"the purchase of 20 NVIDIA H100 GPU "
      "Pods \u2013 each made up of 512 H100 GPUs\"";
  const auto f = facts_of(row, table());
  const auto purchase = std::find_if(f.counts.begin(), f.counts.end(),
                                     [](const Count& c) { return c.product() && c.value == 10240; });
  REQUIRE(purchase != f.counts.end());
  CHECK(purchase->thing == Counted::unknown);
  // Nor are the 20 pods a factor of another product across the passage.
  CHECK_FALSE(passage_product(f, table().read_part("NVIDIA H100 SXM5 80GB"), 10240));
  // Without a unit of pods the pods are the machine.
  const auto alone = first_product("the purchase of 20 NVIDIA H100 GPU Pods \u2013 each made up of 512 H100 GPUs");
  REQUIRE(alone);
  CHECK(alone->value == 10240);
  CHECK(alone->thing == Counted::accelerators);
  // As many pods as one unit holds are that unit.
  const auto one = facts_of("pods of 512 GPUs, in islands of four pods each: 4 pods of 512 H100 GPUs", table());
  CHECK(std::any_of(one.counts.begin(), one.counts.end(), [](const Count& c) {
    return c.product() && c.value == 2048 && c.thing == Counted::accelerators;
  }));
}

TEST_CASE("models: mentions normalised, families and vendors apart") {
  struct M {
    std::string_view passage;
    std::string_view model, family, vendor;
  };
  const M cases[] = {
      {"NVIDIA H100 SXM5 80GB", "H100", "Hopper", "NVIDIA"},
      {"the H100s", "H100", "Hopper", "NVIDIA"},
      // A model ending in a letter takes the plural too (Epoch's TensorWave
      // row: "1000 MI300Xs available from 04/01/2024").
      {"1000 MI300Xs available", "MI300X", "CDNA 3", "AMD"},
      {"the MI250Xs", "MI250X", "CDNA 2", "AMD"},
      {"A100 80GB", "A100", "Ampere", "NVIDIA"},
      {"AMD Instinct MI250X", "MI250X", "CDNA 2", "AMD"},
      {"4 AMD MI250x GPUs", "MI250X", "CDNA 2", "AMD"},
      {"GH200 Grace Hopper Superchip", "GH200", "Hopper", "NVIDIA"},
      {"NVIDIA GB300 (Blackwell Ultra)", "GB300", "Blackwell", "NVIDIA"},
      {"Intel Gaudi2 accelerators", "Gaudi 2", "Gaudi", "Intel"},
      {"Intel Gaudi-2", "Gaudi 2", "Gaudi", "Intel"},
      {"Huawei Ascend 910B", "Ascend 910B", "Ascend", "Huawei"},
      {"昇腾910B", "Ascend 910B", "Ascend", "Huawei"},
      {"Google TPU v4 pods", "TPU v4", "TPU", "Google"},
      {"TPUv5p", "TPU v5p", "TPU", "Google"},
      {"MI300A APUs", "MI300A", "CDNA 3", "AMD"},
      {"Hopper GPUs", "", "Hopper", "NVIDIA"},
      {"NVIDIA Ampere GPUs", "", "Ampere", "NVIDIA"},
      {"NVIDIA GPUs", "", "", "NVIDIA"},
  };
  for (const auto& k : cases) {
    CAPTURE(k.passage);
    auto m = table().mentions(k.passage);
    REQUIRE(m.size() == 1);
    CHECK(m[0].accelerator.model == k.model);
    CHECK(m[0].accelerator.family == k.family);
    CHECK(m[0].accelerator.vendor == k.vendor);
  }
  // Not mentions: a person, a unit, a company in another sense, a model inside a longer one.
  CHECK(table().mentions("Grace Hopper was a computer scientist").empty());
  CHECK(table().mentions("a current of 10 ampere").empty());
  CHECK(table().mentions("NVIDIA reported earnings").empty());
  CHECK(table().mentions("the GH200")[0].accelerator.model == "GH200");
  CHECK(table().mentions("the H1000 and XH100").empty());
}

TEST_CASE("parts: read into the same form, and what a mention supports") {
  const auto& t = table();
  CHECK(t.read_part("NVIDIA H100 SXM5 80GB") == Accelerator{"H100", "Hopper", "NVIDIA"});
  CHECK(t.read_part("NVIDIA Tesla V100 SXM2 32 GB") == Accelerator{"V100", "Volta", "NVIDIA"});
  CHECK(t.read_part("AMD Radeon Instinct MI250X") == Accelerator{"MI250X", "CDNA 2", "AMD"});
  CHECK(t.read_part("More than 10,000 NVIDIA Ampere GPUs") == Accelerator{"", "Ampere", "NVIDIA"});
  CHECK(t.read_part("NVIDIA GB300 (Blackwell Ultra)") == Accelerator{"GB300", "Blackwell", "NVIDIA"});
  CHECK(t.read_part("Intel Habana Gaudi2") == Accelerator{"Gaudi 2", "Gaudi", "Intel"});
  CHECK(t.read_part("NVIDIA Hopper") == Accelerator{"", "Hopper", "NVIDIA"});
  CHECK(t.read_part("PEZY-SC2") == Accelerator{"PEZY-SC2", "PEZY-SC", "PEZY"});
  CHECK(t.read_part("Tesla D1 Dojo") == Accelerator{"D1", "Tesla Dojo", "Tesla"});
  // A product of the vendor the table lacks is that model, not any of the
  // vendor's: no V100 supports it.
  const auto a6000 = t.read_part("NVIDIA RTX A6000");
  CHECK(a6000 == Accelerator{"RTX A6000", "", "NVIDIA"});
  CHECK_FALSE(supports(t.mentions("448 NVIDIA V100 GPUs")[0].accelerator, a6000));
  CHECK(t.read_part("NVIDIA GPUs") == Accelerator{"", "", "NVIDIA"});
  // Tesla the maker of D1 is not NVIDIA's old Tesla line.
  CHECK(t.read_part("NVIDIA Tesla K20X") == Accelerator{"K20X", "Kepler", "NVIDIA"});
  const auto tesla_v100 = t.mentions("8 NVIDIA Tesla V100 GPUs");
  REQUIRE(tesla_v100.size() == 1);
  CHECK(tesla_v100[0].accelerator.model == "V100");
  CHECK(tesla_v100[0].begin == 2);  // "NVIDIA Tesla V100", one name
  CHECK(t.mentions("25个D1芯片")[0].accelerator.model == "D1");

  auto h100 = t.read_part("NVIDIA H100");
  auto ampere = t.read_part("NVIDIA Ampere GPUs");
  auto a100 = t.read_part("A100 PCIe");
  auto hopper_mention = t.mentions("Hopper GPUs")[0].accelerator;
  auto ampere_mention = t.mentions("Ampere GPUs")[0].accelerator;
  auto a100_mention = t.mentions("A100 80GB")[0].accelerator;
  auto gh200_mention = t.mentions("GH200 Grace Hopper Superchip")[0].accelerator;
  CHECK(supports(t.mentions("H100 SXM5")[0].accelerator, h100));
  CHECK_FALSE(supports(hopper_mention, h100));   // a family does not state a model
  CHECK_FALSE(supports(gh200_mention, h100));    // GH200 is not H100
  CHECK(supports(ampere_mention, ampere));
  CHECK(supports(a100_mention, ampere));         // an A100 is an Ampere GPU
  CHECK(supports(a100_mention, a100));
  CHECK_FALSE(supports(ampere_mention, a100));
  CHECK_FALSE(supports(hopper_mention, ampere));
}

TEST_CASE("product_by: a maker's name on its product is not the company") {
  const auto& t = table();
  // limelead Alps.md: "4x [[Grace\|Nvidia Grace]] | 4x [[custom A100\|NVIDIA custom A100]]".
  CHECK(t.product_by("Nvidia", " H100 |"));
  CHECK(t.product_by("Nvidia", " Grace]] |"));
  CHECK(t.product_by("NVIDIA", " custom A100]]"));
  CHECK(t.product_by("AMD", " EPYC 7763"));
  CHECK(t.product_by("NVIDIA", " DGX SuperPOD"));
  CHECK(t.product_by("Google", " TPU v4 pods"));
  // A network's maker on its product: "..., NVIDIA Infiniband NDR, NVIDIA H100" of any owner's row.
  CHECK(t.product_by("NVIDIA", " Infiniband NDR, NVIDIA H100"));
  CHECK(t.product_by("NVIDIA", " Quantum-2 InfiniBand"));
  CHECK(t.product_by("NVIDIA", " NVLink and 1,024 H100 GPUs"));
  CHECK(t.product_by("NVIDIA", " ConnectX-7 NICs"));
  CHECK_FALSE(t.product_by("NVIDIA", " quantum computing research"));
  CHECK_FALSE(t.product_by("NVIDIA", "'s Eos supercomputer"));
  CHECK_FALSE(t.product_by("NVIDIA", " built Eos"));
  CHECK_FALSE(t.product_by("NVIDIA", " AI supercomputer"));
  CHECK_FALSE(t.product_by("Microsoft", " Azure"));
  CHECK_FALSE(t.product_by("CSCS", " H100"));  // no maker of accelerators
}

TEST_CASE("facts_of: a count belongs to the model with no other between") {
  auto f = facts_of("24,576 H100 GPUs", table());
  REQUIRE(f.counts.size() == 1);
  CHECK(model_of(f, f.counts[0]) == "H100");

  f = facts_of("H100 GPUs: 24,576", table());
  REQUIRE(f.counts.size() == 1);
  CHECK(model_of(f, f.counts[0]) == "H100");

  f = facts_of("16,384 NVIDIA H100s and 6,128 H200", table());
  REQUIRE(f.counts.size() == 2);
  CHECK(model_of(f, f.counts[0]) == "H100");
  CHECK(model_of(f, f.counts[1]) == "H200");
  CHECK(f.counts[1].thing == Counted::accelerators);

  // A model between the count and another model takes the count.
  f = facts_of("The A100 partition was retired; the new one has 4,000 GPUs of the H100 kind", table());
  REQUIRE(f.counts.size() == 1);
  CHECK(model_of(f, f.counts[0]) == "A100");

  f = facts_of("More than 10,000 NVIDIA Ampere GPUs", table());
  REQUIRE(f.counts.size() == 1);
  REQUIRE(f.counts[0].model);
  CHECK(f.mentions[*f.counts[0].model].accelerator.family == "Ampere");
  CHECK(f.counts[0].form == CountForm::at_least);

  // olcf-user-docs: "It has 166 racks with 21,248 CPUs and 63,744 GPUs"
  f = facts_of("It has 166 racks with 21,248 CPUs and 63,744 GPUs", table());
  REQUIRE(f.counts.size() >= 3);
  CHECK(f.counts[0].thing == Counted::nodes);
  CHECK(f.counts[1].thing == Counted::cpus);
  CHECK(f.counts[2].value == 63744);
  CHECK(f.counts[2].thing == Counted::accelerators);
  CHECK_FALSE(f.counts[2].model);

  // A Chinese page: "xAI 的 Colossus 部署了 10 万块 H100 GPU"
  f = facts_of("xAI 的 Colossus 部署了 10 万块 H100 GPU", table());
  REQUIRE(f.counts.size() == 1);
  CHECK(f.counts[0].value == 100000);
  CHECK(model_of(f, f.counts[0]) == "H100");
}

TEST_CASE("a long passage of prose without numbers states nothing") {
  // Its speed is the bench's (facts_mb_s_prose in match-bench), not a test's:
  // a wall-clock floor fails on a loaded machine and proves nothing.
  std::string prose;
  for (int i = 0; i < 2000; ++i) prose += "The system was installed at the centre by the vendor. ";
  CHECK(facts_of(prose, table()).counts.empty());
}

TEST_CASE("per node by its sentence, ranges, and equivalences") {
  // A singular node earlier in the sentence: the count is what one node holds.
  for (const char* t : {"Each node then has 8 GPUs.",
                        "Each DGX A100 node comprises eight NVIDIA A100 Tensor Core GPUs",
                        "A single Frontier node contains 4 MI250X OAMs",
                        "Polaris has 560 nodes, each with one AMD Milan CPU (32 cores) and four "
                        "NVIDIA A100 GPUs"}) {
    CAPTURE(t);
    const auto f = facts_of(t, table());
    REQUIRE_FALSE(f.counts.empty());
    const Count& gpus = f.counts.back().product() ? f.counts[f.counts.size() - 2] : f.counts.back();
    CHECK(gpus.thing == Counted::accelerators);
    CHECK(gpus.per_unit);
  }
  // Nodes in the plural that no count sizes describe each node ("Nodes with 1
  // 64-core AMD CPU and 4 AMD MI250X GPUs", klust SupercomputersForStarters, LUMI-G).
  const auto lumi = facts_of("Nodes with 1 64-core AMD CPU and 4 AMD MI250X GPUs.", table());
  REQUIRE_FALSE(lumi.counts.empty());
  CHECK(lumi.counts.back().value == 4);
  CHECK(lumi.counts.back().per_unit);
  CHECK(first_count("GPU nodes with four NVIDIA A100 GPUs")->per_unit);
  // ... or by a verb of holding (klust SupercomputersForStarters, Frontier and LUMI).
  CHECK(first_count("The nodes in these systems consist of 4 MI250X GPUs")->per_unit);
  CHECK(first_count("Its GPU nodes contain four NVIDIA A100 GPUs")->per_unit);
  // A sum over the nodes is the machine's.
  CHECK_FALSE(first_count("The nodes in total contain 37,632 MI250X GPUs")->per_unit);
  // Sized by a count, they are the machine's: a product, whose total is no unit.
  const auto sized = first_product("2978 nodes with 4 AMD MI250x GPUs");
  REQUIRE(sized);
  CHECK(sized->value == 11912);
  CHECK_FALSE(sized->per_unit);
  // Not per node: a sized machine ("560-node"), nodes in the plural, and a
  // total after the node's own count in the same sentence (Jupiter).
  CHECK_FALSE(first_count("a 560-node system with 2,240 NVIDIA A100 GPUs in all")->per_unit);
  CHECK_FALSE(facts_of("The 24 nodes hold 192 GPUs", table()).counts.at(1).per_unit);
  // "per node" closes the count before it (limelead JUPITER.md).
  const auto booster = facts_of(
      "Uses [[GH200]] superchips - 4C:4G (four superchips per node) - 24,000 [[H100|H200]] GPUs",
      table());
  REQUIRE(booster.counts.size() == 2);
  CHECK(booster.counts[0].per_unit);
  CHECK(booster.counts[1].value == 24000);
  CHECK(booster.counts[1].thing == Counted::accelerators);
  CHECK_FALSE(booster.counts[1].per_unit);
  const auto jupiter = facts_of(
      "Each compute node features four GH200 accelerators, resulting in a massive deployment of "
      "23,752 accelerators spread across 5,938 nodes", table());
  bool total_seen = false;
  for (const auto& c : jupiter.counts)
    if (c.value == 23752) {
      total_seen = true;
      CHECK_FALSE(c.per_unit);
    }
  CHECK(total_seen);
  // A range is one count covering both ends, never exact.
  const auto range = facts_of("an estimated between 32,626 and 52,083 APUs (MI300A)", table());
  REQUIRE(range.counts.size() == 1);
  CHECK(range.counts[0].form == CountForm::range);
  CHECK(range.counts[0].low == 32626);
  CHECK(range.counts[0].high == 52083);
  CHECK(range.counts[0].thing == Counted::accelerators);
  CHECK(range.counts[0].text == "between 32,626 and 52,083");
  CHECK(facts_of("from 4 to 8 GPUs", table()).counts.at(0).form == CountForm::range);
  // An equivalence counts nothing the system has.
  const auto eq = facts_of("compute equivalent to nearly 600,000 H100s", table());
  REQUIRE(eq.counts.size() == 1);
  CHECK(eq.counts[0].thing == Counted::unknown);
  CHECK(first_count("nearly 600,000 H100s")->thing == Counted::accelerators);
  // A likeness is one too (Epoch's row of Microsoft's Mt Pleasant: "1.5GW is
  // like a million GPUs" sizes the power, not the machine).
  CHECK(first_count("1.5GW is like a million GPUs")->thing == Counted::unknown);
  CHECK(first_count("four of the 300MW buildings, which translates to ~1 million GPUs")->thing ==
        Counted::unknown);
  // "is like" is the phrase, not a word's start ("likely" guesses: batch 13).
  CHECK(first_count("the site is likewise 10,000 GPUs")->thing == Counted::accelerators);
  // The same in Chinese (imjeson/byteai, Dojo): before the count ("相当于有大约9万个
  // H100", "等价于9万块H100", "约等于8千块H100"), or after it or its model ("8000块H100等价算力",
  // "8000个相当于H100算力"); and in English after the model ("H100 equivalents").
  for (const char* t : {"这意味着相当于有大约9万个H100，加上大约4万个AI4计算机",
                        "特斯拉拥有AI训练算力，等价于9万块H100的性能", "8000块H100等价算力，加倍下注",
                        "Dojo 1将拥有大约8000个相当于H100算力", "about 90,000 H100 equivalents",
                        "some 90,000 H100-equivalents of compute",
                        "自研超算挑战英伟达，约等于8千块H100"}) {
    CAPTURE(std::string(t));
    for (const auto& c : facts_of(t, table()).counts)
      if (c.value >= 8000) CHECK(c.thing == Counted::unknown);
  }
  // A need counts nothing a machine has (HelmholtzAI's course recap: "Tak
  // shared that he needs to train a model that requires four H100 GPUs").
  CHECK(first_count("a model that requires four H100 GPUs due to its size")->thing ==
        Counted::unknown);
  CHECK(first_count("jobs that need about 8 GPUs")->thing == Counted::unknown);
  CHECK(first_count("a kneed 8 GPUs")->thing == Counted::accelerators);
  CHECK(first_count("The run required 16,384 H100 GPUs")->thing == Counted::accelerators);
  CHECK(first_count("打造了由10万块H100组成的世界最大超算集群")->thing == Counted::accelerators);
  CHECK(first_count("90,000 H100 GPUs, equivalent in cost to a power plant")->thing ==
        Counted::accelerators);
}

TEST_CASE("a count asked about or guessed at is stated by no one") {
  // Epoch's gpu_clusters.csv, notes of Oracle's rows: an indirect question
  // ("whether") and a guess ("likely that") in the count's clause.
  for (const char* t : {"it's unclear whether they had actually built a 16,384 H100 cluster yet",
                        "It's unclear whether this implies that they have already built a 16k "
                        "MI300x cluster",
                        "Also, it's very likely that Oracle has several of these 16k H100 clusters"}) {
    CAPTURE(std::string(t));
    CHECK(first_count(t)->thing == Counted::unknown);
  }
  // A comma ends the question; "whether" must be the word.
  CHECK(first_count("Whether or not it opens this year, the cluster has 16,384 H100 GPUs")->thing ==
        Counted::accelerators);
  CHECK(first_count("It is likely. The cluster has 16,384 H100 GPUs")->thing ==
        Counted::accelerators);
  CHECK(first_count("Nowhetherville runs 16,384 H100 GPUs")->thing == Counted::accelerators);
}

TEST_CASE("session 19 (issue 14): the writer's guess runs over its sentence") {
  // Epoch's quote of IBM Vela: the total follows the guess past a comma.
  const auto* t = "one might be inclined to trust the above diagram and guess six nodes per rack, "
                  "for a total of 360 nodes and 2,880 A100 GPUs.";
  for (const auto& c : facts_of(t, table()).counts) {
    CAPTURE(c.text);
    CHECK(c.thing != Counted::accelerators);
  }
  // Its sentence only, and the word only.
  CHECK(first_count("Nobody had to guess. The cluster has 2,880 A100 GPUs")->thing ==
        Counted::accelerators);
  CHECK(first_count("Guesswork aside, the cluster has 2,880 A100 GPUs")->thing ==
        Counted::accelerators);
}

TEST_CASE("batch 13 (issue 14): a count the writer calls likely is guessed at") {
  // Epoch's note on a cluster's phases: "likely" with no "that" before it.
  for (const char* t : {"This is likely the early phases of the Paris 4k H100 cluster, but it's unclear",
                        "The new hall most likely holds 4,096 H100 GPUs"}) {
    CAPTURE(std::string(t));
    CHECK(first_count(t)->thing == Counted::unknown);
  }
  // Its clause only, and the word only.
  CHECK(first_count("Likely online in May, the hall holds 4,096 H100 GPUs")->thing ==
        Counted::accelerators);
  CHECK(first_count("An unlikely venue holds 4,096 H100 GPUs")->thing == Counted::accelerators);
}

TEST_CASE("batch 13 (issue 14): a question runs past the quote marks inside its clause") {
  // Epoch's note on a supplier's "1,000 units of GB200 NVL72": what the
  // units are is asked, so none of the readings it lists is a count.
  const auto* t = "Unclear whether \"1,000 units\" means 1k GPUs, 1k chips, or 1k racks of 72 GPUs";
  for (const auto& c : facts_of(t, table()).counts) {
    CAPTURE(c.text);
    CHECK(c.thing != Counted::accelerators);
  }
  // A sentence's end still ends it.
  CHECK(first_count("Unclear whether it opens. \"The hall\" holds 1k GPUs")->thing ==
        Counted::accelerators);
}

TEST_CASE("batch 11 (issue 14): an assumption or an extrapolation runs over its sentence") {
  // Epoch's notes on Colossus 2 and Nebius Kansas City.
  for (const char* t :
       {"I will naively assume that the remaining will be split 50/50 GB200/GB300, so  330k "
        "GB200s 220k GB300s",
        "Current power is 5MW our of potential expansion to 40MW (which would host 35k GPUs), so "
        "extrapolating, that would put it at ~4k H200 GPUs"}) {
    INFO(t);
    for (const auto& k : facts_of(t, table()).counts) {
      CAPTURE(k.text);
      if (k.text.find("330k") != std::string::npos || k.text.find("4k") != std::string::npos)
        CHECK(k.thing != Counted::accelerators);
    }
  }
  // Its sentence only.
  CHECK(first_count("We assume nothing. The cluster has 2,880 A100 GPUs")->thing ==
        Counted::accelerators);
}

TEST_CASE("session 21 (issue 14): an inference from other evidence runs over its sentence") {
  // Epoch's note on Horizon Compute Baobab Phase 1: the 2k cluster is
  // what the operator offers a year later, read back into the first phase.
  CHECK(first_count("Judging by their current offerings (March 2025), they have a 2k H100 cluster "
                    "and a 1k H100 cluster")->thing == Counted::unknown);
  CHECK(first_count("Judging from the photos, the hall holds 2,048 H100 GPUs")->thing ==
        Counted::unknown);
  // Its sentence only, and the words only.
  CHECK(first_count("Judging by photos is hard. The cluster has 2,048 H100 GPUs")->thing ==
        Counted::accelerators);
  CHECK(first_count("The judging panel used a cluster of 2,048 H100 GPUs")->thing ==
        Counted::accelerators);
}

TEST_CASE("audit5 (issue 14): the writer's own estimate runs over its sentence") {
  // Epoch's note on a bank's cluster of "dozens of DGX systems".
  for (const auto& k : facts_of("Dozens probably means at least 36 and less than 100. Multiply this "
                                "by 8 since it's DGXs. I estimated around 500 H100 GPUs for this",
                                table()).counts) {
    CAPTURE(k.text);
    if (k.text.find("500") != std::string::npos) CHECK(k.thing == Counted::unknown);
  }
  CHECK(first_count("I estimated around 500 H100 GPUs for this")->thing == Counted::unknown);
  CHECK(first_count("My estimate: roughly 2,000 A100 GPUs")->thing == Counted::unknown);
  // The source's own estimate is its figure; and the writer's sentence only.
  CHECK(first_count("we estimate that we used 2048 A100-80GB GPUs for five months")->thing ==
        Counted::accelerators);
  CHECK(first_count("The hall holds an estimated 10,000 H100 GPUs")->thing ==
        Counted::accelerators);
  CHECK(first_count("I estimated the power. The cluster has 2,048 H100 GPUs")->thing ==
        Counted::accelerators);
}

TEST_CASE("session 19 (issue 14): a count worked out by arithmetic is not stated") {
  // Epoch's note on YTL AI Johor: its estimate from FLOP/s.
  for (const auto& c :
       facts_of("(300/1.4)*36=7,714 GB200s=15,428 GPUs (B200s)", table()).counts) {
    CAPTURE(c.text);
    CHECK(c.thing == Counted::unknown);
  }
  CHECK(first_count("960 \u00D7 8 = 7,680 A100 GPUs")->thing == Counted::unknown);
  // A unit's definition is no sum; a version's point is no sentence's end.
  CHECK(first_count("1 cloud TPU = 4 TPU chips")->thing == Counted::accelerators);
  CHECK(first_count("Release 2.0 = 4,096 H100 GPUs")->thing == Counted::accelerators);
}

TEST_CASE("per device, per row, per node in CJK: what one thing holds is no total") {
  // olcf-user-docs (Frontier, Crusher): the dies of one MI250X.
  for (const char* t : {"The 2 GPUs on an MI250X are connected with Infinity Fabric",
                        "Each MI250X contains 2 GPUs, where each GPU has 110 compute units",
                        "The 8 GPUs are each associated with one of the 8 CPU L3 cache regions",
                        "The 2 GPUs in an MI250X are connected with [4x] GPU-to-GPU links",
                        "there are 8 GPUs in each node"}) {
    CAPTURE(t);
    const auto c = first_count(t);
    REQUIRE(c);
    CHECK(c->thing == Counted::accelerators);
    CHECK(c->per_unit);
  }
  // A cluster is no one thing: its count is its total.
  CHECK_FALSE(first_count("24,576 NVIDIA H100 GPUs in a single cluster")->per_unit);
  CHECK_FALSE(first_count("the 24,576 H100 GPUs of the cluster")->per_unit);
  const auto gcds =
      facts_of("The 8 GCDs contained in the 4 MI250X will show as 8 separate GPUs", table());
  REQUIRE(gcds.counts.size() >= 2);
  CHECK(gcds.counts[1].value == 4);
  CHECK(gcds.counts[1].per_unit);
  // "4x H100": a multiplicity, never a total; "2x faster" counts nothing.
  const auto a100 = facts_of("- 1x AMD Milan 7763 CPU - 4x NVIDIA A100 GPUs", table());
  REQUIRE(a100.counts.size() == 2);
  CHECK(a100.counts[1].value == 4);
  CHECK(a100.counts[1].per_unit);
  CHECK(model_of(a100, a100.counts[1]) == "A100");
  CHECK_FALSE(first_count("it runs 2x faster than before"));
  // A Markdown table in one block (limelead Alps.md): the row's node count
  // times what each node holds.
  const auto alps = facts_of(
      "| Num nodes | Node type | CPUs | GPUs | | --------- | --------- | ---- | ---- | "
      "| 2,688 | Cray EX254n | 4x Nvidia Grace | 4x Nvidia H100 | | 1,024 | Cray EX425 | 2x AMD "
      "Rome | - | | 144 | Cray EX235n | 1x AMD Milan | 4x NVIDIA custom A100 |",
      table());
  using Total = std::pair<std::int64_t, std::string>;
  std::vector<Total> totals;
  for (const auto& c : alps.counts)
    if (c.product()) totals.emplace_back(c.value, model_of(alps, c));
    else if (c.thing == Counted::accelerators) CHECK(c.per_unit);
  CHECK(totals == std::vector<Total>{{10752, "H100"}, {576, "A100"}});
  // Wiki links in a table escape their pipe (the page as written, Alps.md).
  const auto linked = facts_of(
      "| Num nodes | Node type | CPUs | GPUs | | --------- | --------------- | ---- | ---- | "
      "| 2,688 | [[Cray EX254n]] | 4x [[Grace\\|Nvidia Grace]] | 4x [[H100\\|Nvidia H100]] | "
      "| 1,024 | [[Cray EX425]] | 2x AMD Rome | - | "
      "| 24 | [[Cray EX235a]] | 1x AMD Trento | 4x [[MI250X\\|AMD MI250X]] |",
      table());
  totals.clear();
  for (const auto& c : linked.counts)
    if (c.product()) totals.emplace_back(c.value, model_of(linked, c));
  CHECK(totals == std::vector<Total>{{10752, "H100"}, {96, "MI250X"}});
  // No header of nodes, no product: "| GPUs | Memory |" rows are what they say.
  const auto no_nodes = facts_of("| System | GPUs | | --- | --- | | Leonardo | 4x A100 |", table());
  for (const auto& c : no_nodes.counts) CHECK_FALSE(c.product());
  // ABCI (ja): "each compute node has two Xeons and four V100s"; "32基のラック" are racks.
  const auto abci = facts_of(
      "各計算ノードには2基のIntel Xeon Gold 6148と、SXM2で接続されたNvidia Tesla V100が4基、"
      "NVMeで接続された1.6TBのSSD、384GiBメモリが搭載されています。",
      table());
  REQUIRE(abci.counts.size() >= 2);
  CHECK(abci.counts[0].thing == Counted::cpus);
  bool four_seen = false;
  for (const auto& c : abci.counts)
    if (c.value == 4) {
      four_seen = true;
      CHECK(c.thing == Counted::accelerators);
      CHECK(c.per_unit);
    }
  CHECK(four_seen);
  CHECK(facts_of("1088台の計算ノードは34台ずつ32基のラックに", table()).counts.back().thing ==
        Counted::nodes);
  CHECK(facts_of("每个节点配备8块H100 GPU", table()).counts.at(0).per_unit);
  // 一个 is "a": "单个GH200芯片由一个72核Grace CPU和一个H100 GPU组成" counts no H100.
  for (const auto& c : facts_of("单个GH200芯片由一个72核Grace CPU和一个H100 GPU组成", table()).counts)
    CHECK(c.value != 1);
  // Chinese and Japanese names of the vendor join its model (imjeson/byteai, Cortex).
  const auto cortex = facts_of("特斯拉宣布了Cortex AI集群，包括5万个英伟达H100 GPU", table());
  REQUIRE(cortex.counts.size() == 1);
  CHECK(cortex.counts[0].thing == Counted::accelerators);
  CHECK(cortex.counts[0].covers(50000));
  CHECK(model_of(cortex, cortex.counts[0]) == "H100");
  CHECK_FALSE(facts_of("中国各地的数据中心部署了10000台服务器和8万块H100", table()).counts.at(1).per_unit);
}

TEST_CASE("per rack, per board, per server, and counts in a product's name: no totals") {
  // NVIDIA's GB200 NVL72 pages: one rack holds 72 GPUs; HGX nodes hold 8.
  for (const char* t : {"GB200 NVL72 racks with 72 Blackwell GPUs",
                        "each GB200 NVL72 rack holds 72 Blackwell GPUs",
                        "one rack of 72 GPUs", "an NVL72 rack connects 72 Blackwell GPUs",
                        "NVIDIA GB200 NVL72 with 72 GPUs", "72 GPUs per rack",
                        "HGX H100 8-GPU servers", "8-GPU HGX H100 nodes", "4 GPUs per node",
                        "8 GPUs per server", "4 GPUs per board", "eight H100 GPUs in each tray",
                        "trays with 4 Blackwell GPUs"}) {
    CAPTURE(std::string(t));
    bool gpus = false;
    for (const auto& c : facts_of(t, table()).counts)
      if (c.thing == Counted::accelerators) {
        gpus = true;
        CHECK(c.per_unit);
      }
    CHECK(gpus);
  }
  // With a count of racks, what each holds makes the total.
  const auto nvl = first_product("32 GB200 NVL72 racks with 72 Blackwell GPUs");
  REQUIRE(nvl);
  CHECK(nvl->value == 2304);
  // A hyphened count sizing a cluster or a machine is its total; racks
  // sized by a count are the machine's.
  CHECK_FALSE(first_count("Meta's 24,576-GPU cluster")->per_unit);
  CHECK(first_count("a 100,000-GPU supercomputer")->thing == Counted::accelerators);
  CHECK_FALSE(first_count("a 100,000-GPU supercomputer")->per_unit);
  const auto aurora = facts_of("It has 166 racks with 21,248 CPUs and 63,744 GPUs.", table());
  REQUIRE(aurora.counts.size() == 3);
  CHECK_FALSE(aurora.counts[2].per_unit);
  const auto racks = facts_of("32 racks of GB200 NVL72, 2,304 Blackwell GPUs", table());
  REQUIRE(racks.counts.size() == 2);
  CHECK(racks.counts[1].value == 2304);
  CHECK_FALSE(racks.counts[1].per_unit);
  // A dated line (Azure's GPT-3 machine): the year is no count; the count
  // after the colon is the model's.
  const auto dated = facts_of("May 2020: 10,000 V100 GPUs, #5 supercomputer", table());
  REQUIRE(dated.counts.size() == 1);
  CHECK(dated.counts[0].value == 10000);
  CHECK(model_of(dated, dated.counts[0]) == "V100");
  CHECK_FALSE(dated.counts[0].per_unit);
}

TEST_CASE("models after their noun, and by a vendor's possessive") {
  // AnVan02 (vi): "576 GPU Blackwell + 288 CPU Grace".
  const auto vi = facts_of("576 GPU Blackwell + 288 CPU Grace", table());
  REQUIRE(vi.counts.size() == 2);
  CHECK(vi.counts[0].thing == Counted::accelerators);
  REQUIRE(vi.counts[0].model);
  CHECK(vi.mentions[*vi.counts[0].model].accelerator.family == "Blackwell");
  CHECK(vi.counts[1].thing == Counted::cpus);
  CHECK(facts_of("Blackwell is a person here, 576 of them", table()).mentions.empty());
  // A family next to its vendor (ALCF's Aurora page): the count after it is the family's.
  const auto aurora = facts_of(
      "It has 166 racks with 21,248 CPUs and 63,744 GPUs. Each node consists of 2 Intel Xeon CPU "
      "Max Series and 6 Intel Data Center GPU Max Series (codename Ponte Vecchio or PVC).",
      table());
  REQUIRE_FALSE(aurora.mentions.empty());
  CHECK(aurora.mentions[0].accelerator.family == "Ponte Vecchio");
  CHECK(facts_of("Ampere is a unit of current", table()).mentions.empty());
  // theneworacle (Stargate): the model after "of" and a possessive.
  const auto sg = facts_of(
      "Reports suggest Oracle is purchasing around 400,000 of Nvidia's GB200 Grace Blackwell "
      "processors for the facility.",
      table());
  REQUIRE(sg.counts.size() == 1);
  CHECK(sg.counts[0].thing == Counted::accelerators);
  CHECK(sg.counts[0].form == CountForm::approximate);
  CHECK(model_of(sg, sg.counts[0]) == "GB200");
  CHECK(first_count("400,000 of them were sold")->thing == Counted::unknown);
  CHECK(first_count("2 AMD EPYC processors")->thing == Counted::cpus);
}

TEST_CASE("audit (issue 14): model numbers, a name's year, and what each unit holds") {
  // Epoch's gpu_clusters.csv (NERSC Perlmutter's row): a CPU's model number
  // is no count of the GPUs after it; the per-node "4x" is what each holds.
  const auto perlmutter = facts_of("1536 nodes: 1x AMD EPYC 7763 4x NVIDIA A100 (40GB)", table());
  CHECK(std::none_of(perlmutter.counts.begin(), perlmutter.counts.end(),
                     [](const Count& c) { return c.value == 7763; }));
  const auto four = std::find_if(perlmutter.counts.begin(), perlmutter.counts.end(),
                                 [](const Count& c) { return c.value == 4; });
  REQUIRE(four != perlmutter.counts.end());
  CHECK(four->thing == Counted::accelerators);
  CHECK(four->per_unit);
  CHECK(facts_of("call 555 123 4567", table()).counts.empty());  // still a run of numbers
  // Jean Zay's row: a server's model number is no node count.
  const auto apollo = facts_of(
      "an additional 52 nodes made up of HPE Apollo 6500 Gen10 nodes, each with eight Nvidia A100 "
      "80GB GPUs",
      table());
  CHECK(std::none_of(apollo.counts.begin(), apollo.counts.end(),
                     [](const Count& c) { return c.value == 6500 || c.value == 52000; }));
  // A year before a bare model, in another system's name, is no count; a
  // count before the model with its noun, or one no year can be, still is.
  CHECK(facts_of("Meta 2017 V100 Cluster", table()).counts.empty());
  CHECK(facts_of("SAKURA Internet 2019 V100 Supercomputer", table()).counts.empty());
  CHECK(first_count("2000 H100 GPUs")->value == 2000);
  CHECK(first_count("2048 A100")->value == 2048);
  // "each" since the last count of accelerators: what each unit holds.
  for (const char* t :
       {"The 72 Phase 1 GPU nodes each contain an NVIDIA HGX A100 baseboard with 4 GPUs",
        "an accelerated part with 72 servers, and each of them is equipped with 8 GPU accelerators",
        "The nodes in these systems consist of 4 MI250X GPUs, with each GPU consisting of two dies",
        "1,408 Compute Nodes; 3 GPUs [per compute node]"}) {
    CAPTURE(t);
    const auto f = facts_of(t, table());
    const auto gpus = std::find_if(f.counts.begin(), f.counts.end(),
                                   [](const Count& c) { return c.thing == Counted::accelerators; });
    REQUIRE(gpus != f.counts.end());
    CHECK(gpus->per_unit);
  }
  // Nodes sized by a count hold a total; "N nodes have two" is a product.
  CHECK_FALSE(facts_of("The 24 nodes hold 192 GPUs", table()).counts.at(1).per_unit);
  const auto eni =
      first_product("1,375 nodes that house two V100 GPUs; 125 nodes have two Nvidia A100s");
  REQUIRE(eni);
  CHECK(eni->value == 2750);
  const auto a100 = facts_of("125 nodes have two Nvidia A100s", table());
  REQUIRE(a100.counts.size() == 3);
  CHECK(a100.counts[2].value == 250);
}

namespace {

// The first count of accelerators that is no product, or nothing.
std::optional<Count> first_accelerators(const Facts& f) {
  for (const auto& c : f.counts)
    if (c.thing == Counted::accelerators && !c.product()) return c;
  return std::nullopt;
}

}  // namespace

TEST_CASE("audit 2 (issue 14): \"each\" closing the clause is what each unit holds") {
  // RPI AiMOSx's row: "each" closing the clause says what one node holds.
  const auto aimos = facts_of(
      "40 nodes, 2x20 Core Xeon processors with 8 v100 Nvidia GPUS and 768 GB of RAM each", table());
  REQUIRE(first_accelerators(aimos));
  CHECK(first_accelerators(aimos)->per_unit);
  const auto aimos_total = std::find_if(aimos.counts.begin(), aimos.counts.end(),
                                        [](const Count& c) { return c.product(); });
  REQUIRE(aimos_total != aimos.counts.end());
  CHECK(aimos_total->value == 320);
  // ... but not where the clause names the units themselves: the nodes then
  // are the machine's, and each holds the next count.
  CHECK_FALSE(facts_of("40 nodes and 8 V100 GPUs each", table()).counts.front().per_unit);
  CHECK_FALSE(first_accelerators(facts_of("It has 320 V100 GPUs, 768 GB each", table()))->per_unit);
}

TEST_CASE("audit 2 (issue 14): a unit's definition counts what one unit is") {
  // Google TensorFlow Research Cloud's row in Epoch's gpu_clusters.csv: a
  // unit's definition ("1 cloud TPU = 4 TPU chips") counts what one unit
  // is, on both sides.
  const auto tpu = facts_of("1 cloud TPU = 4 TPU chips, according to the Forbes document", table());
  REQUIRE(tpu.counts.size() == 2);
  CHECK(tpu.counts[0].per_unit);
  CHECK(tpu.counts[1].per_unit);
  CHECK_FALSE(first_count("The cloud has 4 TPU chips")->per_unit);
}

TEST_CASE("a multiplicity word is what one unit holds; a bare count equipped with parts is of units") {
  // Epoch's gpu_clusters.csv, LANL Chicoma: "the remaining 128 are
  // equipped with individual AMD Epyc 7713 CPUs and quadruple Nvidia A100
  // GPUs": 128 x 4.
  const auto chicoma = facts_of(
      "the remaining 128 are equipped with individual AMD Epyc 7713 CPUs and quadruple Nvidia A100 GPUs",
      table());
  const Count* quad = find(chicoma, 4);
  REQUIRE(quad);
  CHECK(quad->per_unit);
  CHECK(quad->thing == Counted::accelerators);
  REQUIRE(find(chicoma, 128));
  CHECK(find(chicoma, 128)->thing == Counted::nodes);
  const auto totals = passage_totals(chicoma, table().read_part("NVIDIA A100"));
  REQUIRE(totals.size() == 1);
  CHECK(totals[0].value == 512);
  CHECK(first_count("Each node has dual NVIDIA H100 GPUs")->value == 2);
  // Before no accelerators, a multiplicity word counts nothing.
  for (std::string_view none : {"dual-socket AMD EPYC nodes with quad-core CPUs",
                                "double the speed of the H100 GPUs", "quad A100 GPU nodes"})
    CHECK_FALSE(first_count(none));
}

TEST_CASE("an appliance's systems are its units: Cerebras CS-2 systems are CS-2s") {
  // Epoch's gpu_clusters.csv, Condor Galaxy 1: "CG-1 links 64 Cerebras CS-2
  // systems together"; a DGX's systems stay nodes.
  const auto cs2 = first_count("CG-1 links 64 Cerebras CS-2 systems together into a single AI supercomputer");
  REQUIRE(cs2);
  CHECK(cs2->thing == Counted::accelerators);
  CHECK(first_count("64 NVIDIA DGX H100 systems")->thing == Counted::nodes);
}

TEST_CASE("audit 2 (issue 14): what a part of the nodes holds, and nodes consisting of") {
  // FZJ JURECA's row in Epoch's gpu_clusters.csv: the nodes that hold four
  // are the 192 of the 768, and 192 x 4 is the row's 768 GPUs.
  const auto jureca = first_product(
      "In total, 192 of the 768 nodes are equipped with four NVIDIA A100 graphics processing units");
  REQUIRE(jureca);
  CHECK(jureca->value == 768);
  CHECK(jureca->factor_text[0] == "192");
  // NCSA Delta's row: "N ... nodes consisting of: Four" is what each holds.
  const auto delta = first_product(
      "100 quad A100 GPU nodes consisting of: Four NVIDIA A100 GPUs with 40 GB HBM2 RAM and NVLink");
  REQUIRE(delta);
  CHECK(delta->value == 400);
  // A count larger than the nodes is still their total.
  CHECK_FALSE(first_product("24 nodes are equipped with 192 GPUs"));
}

TEST_CASE("audit 2 (issue 14): a node count, then the node's spec list") {
  // Osaka University SQUID's row in Epoch's gpu_clusters.csv: 42 x 8 = 336.
  const auto squid = first_product("42 Nodes; GPU：NVIDIA A100 8 units");
  REQUIRE(squid);
  CHECK(squid->value == 336);
  // A clause about the whole machine after the ';' is no spec list.
  CHECK_FALSE(first_product("42 Nodes; in total 8 NVIDIA A100 GPUs"));
  CHECK_FALSE(first_product("42 Nodes; GPU: 336 NVIDIA A100"));
}

TEST_CASE("audit 2 (issue 14): a count in a system's name is no count") {
  // MareNostrum 5's row in Epoch's gpu_clusters.csv lists related clusters.
  CHECK(facts_of("Tesla 10k H100 Cluster", table()).counts.empty());
  CHECK(facts_of("Quebec 2k H100 Cluster", table()).counts.empty());
  CHECK(facts_of("Imbue 10k Cluster", table()).counts.empty());
  // Prose, or a word for accelerators, keeps the count.
  CHECK(first_count("Tesla built a 10k H100 cluster")->value == 10000);
  CHECK(first_count("Tesla 10k H100 GPUs Cluster")->value == 10000);
}

TEST_CASE("audit 2 (issue 14): units of a count are each that big") {
  // Gemini 1.0 Ultra's rows in Epoch's gpu_clusters.csv: each training
  // cluster is 7 pods of 4096 TPUs, 28,672.
  const auto gemini = first_product("Believed to be trained on two sets of 7 pods of 4096 TPUs");
  REQUIRE(gemini);
  CHECK(gemini->value == 28672);
  const auto racks = first_product("The system has 2 racks of 72 GPUs");
  REQUIRE(racks);
  CHECK(racks->value == 144);
  // "with" a larger count is still the units' total.
  CHECK_FALSE(first_product("2,000 DGX systems with 16,000 A100 GPUs"));
}

TEST_CASE("a count split into shares of models counts none of them") {
  // Epoch's gpu_clusters.csv, xAI Fulton's row: "The article indicates that
  // the 12,448 GPUs are 97% Hoppers, 3% Amperes".
  const auto f = facts_of("NVIDIA H100 SXM5 80GB,12112.0,\"The article indicates that the 12,448 "
                          "GPUs are 97% Hoppers, 3% Amperes\"",
                          table());
  const auto split = std::find_if(f.counts.begin(), f.counts.end(),
                                  [](const Count& c) { return c.value == 12448; });
  REQUIRE(split != f.counts.end());
  CHECK(split->thing != Counted::accelerators);
  // A count that is all of one kind still counts.
  CHECK(first_count("the 12,448 GPUs are all Hoppers")->thing == Counted::accelerators);
}

TEST_CASE("one share of a count is no split") {
  // Review of session 11: "are 100%" is the whole count, of one kind.
  CHECK(first_count("the 10,000 GPUs are 100% dedicated to research")->thing == Counted::accelerators);
}

TEST_CASE("session 18 (issue 14): what one unit holds, and products the rows write") {
  // ND A100 v4's row in Epoch's gpu_clusters.csv: one VM's eight, no total.
  const auto vm = facts_of("The ND A100 v4 series starts with a single VM and eight NVIDIA Ampere "
                           "A100 40GB Tensor Core GPUs.",
                           table());
  REQUIRE(find(vm, 8));
  CHECK(find(vm, 8)->per_unit);
  // Marconi-100's row: the nodes under their label, the GPUs "x"-spaced per node.
  const auto marconi = facts_of("Nodes: 980 Processors: 2x16 cores IBM POWER9 AC922 at 2.6(3.1) GHz "
                                "Accelerators: 4 x NVIDIA Volta V100 GPUs/node, Nvlink 2.0, 16GB",
                                table());
  REQUIRE(find(marconi, 980));
  CHECK(find(marconi, 980)->thing == Counted::nodes);
  REQUIRE(find(marconi, 4));
  CHECK(find(marconi, 4)->per_unit);
  CHECK(model_of(marconi, *find(marconi, 4)) == "V100");
  auto v100 = table().read_part("NVIDIA V100");
  REQUIRE(passage_product(marconi, v100, 3920));
  CHECK_FALSE(first_product("a 1920 x 1080 display"));
  // Tursa's row: a board's name before the model is a word of its phrase.
  const auto tursa = first_product("114 GPU nodes: 4x Nvidia RedStone A100-40 per node, 640 Tensor cores");
  REQUIRE(tursa);
  CHECK(tursa->value == 456);
  // Snellius phase 1's row: the phase is a word of the nodes' phrase, and
  // "each" opening a clause after them says what each holds.
  const auto snellius =
      facts_of("The 72 Phase 1 GPU nodes each contain an NVIDIA HGX A100 baseboard with 4 GPUs", table());
  REQUIRE(find(snellius, 72));
  CHECK(find(snellius, 72)->thing == Counted::nodes);
  CHECK_FALSE(find(snellius, 72)->per_unit);
  CHECK(passage_product(snellius, table().read_part("NVIDIA A100"), 288));
  const auto racks = facts_of("4 racks of 10 nodes each", table());  // "each" closes: per rack
  REQUIRE(find(racks, 10));
  CHECK(find(racks, 10)->per_unit);
  // A pod no count of pods sizes may be the whole system, "each" or not.
  const auto pod = facts_of("Each TPU v5p pod composes together 8,960 chips over our interconnect.", table());
  REQUIRE(find(pod, 8960));
  CHECK_FALSE(find(pod, 8960)->per_unit);
  // Condor Galaxy 3's row: a multiplicity of a model in its own plural counts them.
  const auto cs3 = facts_of("8 ExaFLOPs \u2022 64 x CS-3s \u2022 108 TB of Memory", table());
  REQUIRE(find(cs3, 64));
  CHECK(find(cs3, 64)->thing == Counted::accelerators);
  CHECK_FALSE(find(cs3, 64)->per_unit);
  CHECK(first_count("- 4x NVIDIA A100 GPUs")->per_unit);  // no plural of the model: per unit
  // Lonestar6's row: what "the compute nodes with" adds is per node, the 84 sized before.
  const auto lonestar = facts_of("Lonestar6 hosts 84 A100 GPU nodes that are configured identically "
                                 "to the compute nodes with the addition of 3 NVIDIA A100 GPUs",
                                 table());
  REQUIRE(find(lonestar, 3));
  CHECK(find(lonestar, 3)->per_unit);
  CHECK(passage_product(lonestar, table().read_part("NVIDIA A100 PCIe"), 252));
  CHECK_FALSE(find(facts_of("The expansion includes the addition of 352 NVIDIA H100 GPUs", table()), 352)
                  ->per_unit);
  // Megatron-Turing's row: "80-GB" is a size, as "80GB" is.
  const auto selene = facts_of("Each cluster node has 8 NVIDIA 80-GB A100 GPUs", table());
  REQUIRE(selene.counts.size() == 1);
  CHECK(selene.counts[0].value == 8);
  CHECK(selene.counts[0].thing == Counted::accelerators);
}

TEST_CASE("session 19 (issue 14): a bound governs its coordination and what restates it") {
  // Oracle's row in Epoch's gpu_clusters.csv: "up to" reaches the GPUs the
  // instances hold, as it reaches the instances.
  const auto oci = facts_of("OCI Supercluster networking can now scale up to 4,096 OCI Compute Bare "
                            "Metal instances with 32,768 A100 GPUs",
                            table());
  REQUIRE(find(oci, 32768));
  CHECK(find(oci, 32768)->form == CountForm::at_most);
  CHECK(find(oci, 32768)->high == 32768);
  REQUIRE(find(facts_of("up to 512 nodes and 4,096 H100 GPUs", table()), 4096));
  CHECK(find(facts_of("up to 512 nodes and 4,096 H100 GPUs", table()), 4096)->form ==
        CountForm::at_most);
  // A clause apart, or a count per unit, is no part of the bound's phrase.
  CHECK(find(facts_of("up to 512 nodes, and 4,096 H100 GPUs today", table()), 4096)->form ==
        CountForm::exact);
  CHECK(find(facts_of("up to 512 nodes with 8 H100 GPUs each", table()), 8)->form ==
        CountForm::exact);
  // NexGen's row: the note's "all 16k GPUs" restates the quote's bound.
  const auto nexgen = facts_of("They seem to be stating that all 16k GPUs are in the same physical "
                               "location,\"With up to 16,384 H100 80G cards operating in a single "
                               "cluster\"",
                               table());
  REQUIRE(find(nexgen, 16000));
  CHECK(find(nexgen, 16000)->form == CountForm::at_most);
  // "all" of a count no bound gives, or of another value, stays a count.
  CHECK(find(facts_of("all 16k GPUs are in one hall", table()), 16000)->form == CountForm::rounded);
  CHECK(find(facts_of("all 24k GPUs are in one hall, up to 16,384 H100 cards", table()), 24000)->form ==
        CountForm::rounded);
}

TEST_CASE("session 19 (issue 14): what an uncounted unit holds, in brackets, is per unit") {
  // Nscale Loughton's row: "entire chips (2 GPUs)", a GB200's two GPUs.
  const auto c = first_count("unclear if they refer to GB200 GPUs or entire chips (2 GPUs)");
  REQUIRE(c);
  CHECK(c->per_unit);
  CHECK(first_count("the GPU nodes (8 GPUs) of the cluster")->per_unit);
  // A counted unit's bracket gives the total.
  const auto total = facts_of("960 nodes (7,680 GPUs)", table());
  REQUIRE(total.counts.size() >= 2);
  CHECK(total.counts[1].value == 7680);
  CHECK_FALSE(total.counts[1].per_unit);
}

TEST_CASE("session 19 (issue 14): a count its sentence doubts as an estimate is stated by no one") {
  // XTX Markets' row: the note doubts the report's 10k A100s.
  CHECK(first_count("The State of AI report indicates that they have 10k A100s, but it's unclear if "
                    "they're just estimating this or have an actual source")
            ->thing == Counted::unknown);
  CHECK(first_count("Maybe 10k A100, 10k V100?")->thing == Counted::unknown);
  // Doubt about something else, or in the next sentence, leaves it stated.
  CHECK(first_count("They have 10k A100s, but it's unclear when the hall opens")->thing ==
        Counted::accelerators);
  CHECK(first_count("They have 10k A100s. It's unclear if others are estimating this")->thing ==
        Counted::accelerators);
}

TEST_CASE("session 20 (issue 14): an approximate node count makes an approximate product") {
  const auto summit = facts_of(
      "Each of the approximately 4,600 compute nodes on Summit contains two IBM\n"
      "POWER9 processors and six `NVIDIA Tesla V100`_ accelerators and provides",
      table());
  const auto v100 = table().read_part("NVIDIA Tesla V100 SXM2");
  CHECK(passage_product(summit, v100, 27600));
  CHECK(passage_product(summit, v100, 27648));  // 4,608 nodes round to 4,600
  CHECK_FALSE(passage_product(summit, v100, 27000));
  CHECK_FALSE(passage_product(summit, v100, 6));
  const auto totals = passage_totals(summit, v100);
  REQUIRE(totals.size() == 1);
  CHECK(totals[0].value == 27600);
  CHECK(totals[0].form == CountForm::approximate);
  // One figure is too coarse to make a total of.
  const auto jupiter =
      facts_of("roughly 6,000 compute nodes, each with four NVIDIA GH200 superchips", table());
  CHECK(passage_totals(jupiter, table().read_part("NVIDIA GH200")).empty());
}

TEST_CASE("session 20 (issue 14): what a count counts past asides, counters and possessives") {
  // A product's name in quote marks is the noun phrase.
  const auto sakura = facts_of(
      "we have completed the installation of 2,016 'NVIDIA H100 Tensor Core GPUs'", table());
  REQUIRE(find(sakura, 2016));
  CHECK(find(sakura, 2016)->thing == Counted::accelerators);
  CHECK(model_of(sakura, *find(sakura, 2016)) == "H100");
  // A spec in brackets before "GPU nodes": the nodes are counted.
  const auto glm = facts_of("on a cluster of 96 NVIDIA DGX-A100 (8\u00d740G) GPU nodes", table());
  REQUIRE(find(glm, 96));
  CHECK(find(glm, 96)->thing == Counted::nodes);
  // "unit" as a counter word.
  const auto tesla = facts_of("to turn on a massive 10,000 unit NVIDIA H100 GPU cluster", table());
  REQUIRE(find(tesla, 10000));
  CHECK(find(tesla, 10000)->thing == Counted::accelerators);
  CHECK(model_of(tesla, *find(tesla, 10000)) == "H100");
  // A possessive among the adjectives of "N of the ... chips".
  const auto alps =
      facts_of("Alps has 10,752 of the world's coveted NVIDIA Grace Hopper superchips", table());
  REQUIRE(find(alps, 10752));
  CHECK(find(alps, 10752)->thing == Counted::accelerators);
  CHECK(model_of(alps, *find(alps, 10752)) == "GH200");
}

TEST_CASE("batch 12 (issue 14): \"beyond\" bounds a count, as \"more than\" does") {
  // The EU AI gigafactories' rows: "beyond 100,000 advanced AI chips".
  const CountCase k{"integrating massive computing power (e.g., beyond 100,000 advanced AI chips",
                    "beyond 100,000", 100000, 100001, inf, CountForm::at_least,
                    Counted::accelerators};
  check_count(k);
}

TEST_CASE("batch 12 (issue 14): a sum over sites ends its sentence at a quote mark or a comma") {
  // TensorWave's row in a CSV: the quoted cell closes right after the sites.
  CHECK(first_count("\"TensorWave aims to have 20,000 MI300X accelerators deployed across two "
                    "facilities\",Planned H1 2025")
            ->thing == Counted::unknown);
  CHECK(first_count("20,000 MI300X accelerators across two facilities, both in the US")->thing ==
        Counted::unknown);
}

TEST_CASE("batch 12 (issue 14): a model's name in curly quotes is still its noun phrase") {
  // Eni HPC4: "1,375 nodes that house two Nvidia “V100 O&G” GPUs".
  const auto eni = facts_of(
      "there are 1,375 nodes that house two Nvidia \u201cV100 O&G\u201d GPUs; 125 nodes have two "
      "Nvidia A100s",
      table());
  bool v100 = false;
  for (const auto& c : eni.counts)
    if (c.product() && c.value == 2750) v100 = model_of(eni, c) == "V100";
  CHECK(v100);
}

TEST_CASE("batch 12 (issue 14): a count of DGX or HGX machines counts machines, not GPUs") {
  // NAVER: "its DGX SuperPOD built with 140 DGX A100": 140 servers of eight.
  const auto naver = facts_of("NAVER CLOVA is using its DGX SuperPOD built with 140 DGX A100", table());
  REQUIRE(find(naver, 140));
  CHECK(find(naver, 140)->thing == Counted::nodes);
  const auto hgx = facts_of("The first phase includes 128 Nvidia HGX H100 and more", table());
  REQUIRE(find(hgx, 128));
  CHECK(find(hgx, 128)->thing == Counted::nodes);
  // A word for accelerators after the model keeps them counted.
  const auto gpus = facts_of("with 64 DGX A100 GPUs", table());
  REQUIRE(find(gpus, 64));
  CHECK(find(gpus, 64)->thing == Counted::accelerators);
  // Without a machine's line the model alone is still its accelerators.
  const auto plain = facts_of("a cluster with 140 Nvidia A100", table());
  REQUIRE(find(plain, 140));
  CHECK(find(plain, 140)->thing == Counted::accelerators);
}

namespace {

// The single count of a passage written as `text`, or null.
const Count* written(const Facts& f, std::string_view text) {
  for (const auto& c : f.counts)
    if (!c.product() && c.text.find(text) != std::string::npos) return &c;
  return nullptr;
}

}  // namespace

TEST_CASE("batch 12 (issue 14): what the writer infers is stated by no one") {
  // Epoch's note on Goodyear: the buildings on satellite images imply a size.
  const auto goodyear = facts_of(
      "Satellite data seems to show that 5 building are now complete. This would imply that the "
      "cluster is growing to ~160k GPUs",
      table());
  REQUIRE(written(goodyear, "160k"));
  CHECK(written(goodyear, "160k")->thing == Counted::unknown);
  const auto abilene = facts_of(
      "States that it will have over 100k GPUs, implying it will have over 50k GB200s", table());
  REQUIRE(written(abilene, "50k"));
  CHECK(written(abilene, "50k")->thing == Counted::unknown);
  CHECK(written(abilene, "100k")->thing == Counted::accelerators);
  // The inference ends with its sentence.
  CHECK(first_count("This would imply a new hall. The cluster has 16,384 GPUs")->thing ==
        Counted::accelerators);
}

TEST_CASE("batch 12 (issue 14): \"per\" after a bracketed aside is still per unit") {
  const auto goodyear =
      facts_of("estimates that there are 32k H100s (48MW) per building", table());
  REQUIRE(written(goodyear, "32k"));
  CHECK(written(goodyear, "32k")->per_unit);
  CHECK(first_count("8 GPUs (80GB) per node")->per_unit);
  // An aside with no "per" after it leaves a total.
  CHECK_FALSE(first_count("24,576 GPUs (H100) in one cluster")->per_unit);
}

TEST_CASE("batch 12 (issue 14): Groq's chip is a model of the table") {
  // Aramco's row: "GroqChip" in its hardware note, "19,725 LPUs deployed".
  const auto& t = table();
  CHECK(t.read_part("GroqChip LPU v1") == Accelerator{"GroqChip", "LPU", "Groq"});
  const auto aramco = facts_of("GroqChip,\"19,725 LPUs deployed Dammam, January 2025\"", t);
  REQUIRE(find(aramco, 19725));
  CHECK(model_of(aramco, *find(aramco, 19725)) == "GroqChip");
}

TEST_CASE("session 21 (issue 14): \"one\" counts what one unit holds, and nothing else") {
  // Epoch's row of Miyabi: "1,120 nodes, one NVIDIA GH200 Grace Hopper Superchip per node".
  const auto f = facts_of(
      "Miyabi-G (Accelerator-node group): 1,120 nodes, one NVIDIA GH200 Grace Hopper Superchip "
      "per node",
      table());
  const auto* one = find(f, 1);
  REQUIRE(one != nullptr);
  CHECK(one->per_unit);
  CHECK(one->thing == Counted::accelerators);
  auto p = first_product("1,120 nodes, one NVIDIA GH200 Grace Hopper Superchip per node");
  REQUIRE(p);
  CHECK(p->value == 1120);
  // Elsewhere "one" is an article or a pronoun: no count.
  for (const char* t : {"one of the largest H100 clusters", "one NVIDIA H100 GPU cluster",
                        "Frontier has one of 37,632 MI250X GPUs"})
    CHECK(find(facts_of(t, table()), 1) == nullptr);
}

TEST_CASE("session 21 (issue 14): a model's bracket of a count times a memory size is one unit's") {
  // Epoch's row of GLM-130B: "96 NVIDIA DGX-A100 (8×40G) GPU nodes", 8 A100 of 40 GB a node.
  const Accelerator a100 = table().read_part("NVIDIA A100");
  for (const char* t : {"on a cluster of 96 NVIDIA DGX-A100 (8×40G) GPU nodes",
                        "on 96 DGX-A100 GPU (8x 40GB) servers", "96 NVIDIA DGX A100 (8 x 40GB) nodes"}) {
    CAPTURE(t);
    const auto f = facts_of(t, table());
    const auto* eight = find(f, 8);
    REQUIRE(eight != nullptr);
    CHECK(eight->per_unit);
    CHECK(eight->thing == Counted::accelerators);
    CHECK(model_of(f, *eight) == "A100");
    const auto p = passage_product(f, a100, 768);
    REQUIRE(p);
    CHECK(p->value == 768);
  }
  // No model before the bracket, or no memory size in it: no count of accelerators.
  for (const char* t : {"96 nodes (8×40G) with NVIDIA A100 GPUs", "NVIDIA A100 (8×400) nodes"}) {
    CAPTURE(t);
    const auto f = facts_of(t, table());
    const auto* eight = find(f, 8);
    CHECK((eight == nullptr || eight->thing != Counted::accelerators));
  }
}

TEST_CASE("session 21 (issue 14): partitions of sized units, and the sum of their products") {
  // Epoch's row of Jean Zay phase 2, a spec list flattened into one sentence.
  const std::string t =
      "261 four-GPU accelerated compute nodes with: 2 Intel Cascade Lake 6248 processors (20 "
      "cores at 2.5 GHz), namely 40 cores per node 192 GB of memory per node 4 Nvidia Tesla V100 "
      "SXM2 GPUs (32 GB) 31 eight-GPU accelerated compute nodes, currently dedicated to the AI "
      "community with: 2 Intel Cascade Lake 6226 processors (12 cores at 2.7 GHz), namely 24 "
      "cores per node 20 nodes with 384 GB of memory and 11 nodes with 768 GB of memory 8 Nvidia "
      "Tesla V100 SXM2 GPUs (32 GB) Extension in the summer of 2020, 351 four-GPU accelerated "
      "compute nodes with: 2 Intel Cascade Lake 6248 processors (20 cores at 2.5 GHz), namely 40 "
      "cores per node 192 GB of memory per node 4 Nvidia Tesla V100 SXM2 GPUs (16 GB)";
  const auto f = facts_of(t, table());
  // The units' size is a modifier of their count: 261 nodes.
  const auto* nodes = find(f, 261);
  REQUIRE(nodes != nullptr);
  CHECK(nodes->thing == Counted::nodes);
  // What each unit of a size holds multiplies the count written before that
  // size, not the nodes nearest (the 11 of the 31).
  std::vector<std::int64_t> products;
  for (const auto& c : f.counts)
    if (c.product()) products.push_back(c.value);
  CHECK(products == std::vector<std::int64_t>{1044, 248, 1404});
  const Accelerator v100 = table().read_part("NVIDIA Tesla V100 SXM2");
  const auto sum = passage_sum(f, v100, 2696);
  REQUIRE(sum);
  CHECK(sum->text == "261 x 4 + 31 x 8 + 351 x 4");
  CHECK_FALSE(sum->product());
  // Only the whole sum: no part of it, nor a single product.
  CHECK_FALSE(passage_sum(f, v100, 1292));
  CHECK_FALSE(passage_sum(facts_of("261 four-GPU nodes with 4 Nvidia V100 GPUs", table()), v100, 1044));
}

TEST_CASE("session 25 (issue 14): \"over\" after a word of work done is \"across\", no bound") {
  using F = CountForm;
  using T = Counted;
  // Epoch's row of the Paper on SEER: "summing to 8 days of training over 512 GPUs."
  const CountCase cases[] = {
      {"summing to 8 days of training over 512 GPUs.", "512", 512, 512, 512, F::exact,
       T::accelerators},
      {"the model was trained over 1,024 V100 GPUs", "1,024", 1024, 1024, 1024, F::exact,
       T::accelerators},
      {"the job is distributed over 64 GPUs", "64", 64, 64, 64, F::exact, T::accelerators},
      {"the work is spread over 2,048 GPUs", "2,048", 2048, 2048, 2048, F::exact,
       T::accelerators},
      // A bound still: after any other word, after "on", at a clause's start.
      {"the cluster has over 500 GPUs", "over 500", 500, 501, inf, F::at_least, T::accelerators},
      {"the model was trained on over 10,000 GPUs", "over 10,000", 10000, 10001, inf,
       F::at_least, T::accelerators},
      {"Over 10,000 GPUs were used in training", "Over 10,000", 10000, 10001, inf, F::at_least,
       T::accelerators},
      {"after training, over 10,000 GPUs", "over 10,000", 10000, 10001, inf, F::at_least,
       T::accelerators},
  };
  for (const auto& k : cases) check_count(k);
}

TEST_CASE("session 25 (issue 14): \"an equal number\" counts as many as the count before it") {
  // Epoch's row of Titan: "It used 18,688 CPUs paired with an equal number of GPUs".
  for (const char* t : {"It used 18,688 CPUs paired with an equal number of GPUs",
                        "18,688 CPUs, and the same number of NVIDIA Tesla K20X GPUs"}) {
    CAPTURE(t);
    const auto f = facts_of(t, table());
    REQUIRE(f.counts.size() == 2);
    CHECK(f.counts[0].thing == Counted::cpus);
    CHECK(f.counts[1].value == 18688);
    CHECK(f.counts[1].form == CountForm::exact);
    CHECK(f.counts[1].thing == Counted::accelerators);
    CHECK_FALSE(f.counts[1].per_unit);
  }
  // Another's count ("as Summit"), another sentence, a bound before it, or
  // no count before it: no count of GPUs.
  for (const char* t : {"It used 18,688 CPUs and the same number of GPUs as Summit",
                        "It used 18,688 CPUs. An equal number of GPUs was planned.",
                        "It used over 18,000 CPUs paired with an equal number of GPUs",
                        "It used CPUs paired with an equal number of GPUs"}) {
    CAPTURE(t);
    for (const auto& c : facts_of(t, table()).counts) CHECK(c.thing != Counted::accelerators);
  }
}

TEST_CASE("session 25 (issue 14): a row's counts under a header line of their own") {
  // ALCF's Aurora guide: the table's header is the line above its rows.
  const std::string_view header = "NODE COMPONENT | DESCRIPTION | PER NODE | AGGREGATE";
  const std::string_view gpus = "GPUs | Intel Data Center Max 1550 Series | 6 | 63,744";
  const auto f = facts_of(gpus, table(), header);
  const auto* node = find(f, 6);
  const auto* whole = find(f, 63744);
  REQUIRE(node != nullptr);
  REQUIRE(whole != nullptr);
  // AGGREGATE is the machine's count of the row's model; PER NODE what one node holds.
  CHECK(whole->thing == Counted::accelerators);
  CHECK_FALSE(whole->per_unit);
  CHECK(model_of(f, *whole) == "Max 1550");
  CHECK(node->thing == Counted::accelerators);
  CHECK(node->per_unit);
  CHECK(model_of(f, *node) == "Max 1550");
  // Sophia's: "COUNT PER NODE"; a row of no model's counts stays as it reads.
  const std::string_view sophia = "COMPONENT | COUNT PER NODE | AGGREGATE";
  const auto a100 = facts_of("NVIDIA A100 GPU | 8 | 192", table(), sophia);
  REQUIRE(find(a100, 192) != nullptr);
  CHECK(find(a100, 192)->thing == Counted::accelerators);
  CHECK(find(a100, 8)->per_unit);
  const auto ports = facts_of("HDR200 Compute Ports | 8 | 192", table(), sophia);
  for (const auto& c : ports.counts) CHECK(c.thing != Counted::accelerators);
  // No header, or a header of other words ("Total power", "System" a column
  // of names, "Nodes"), reads the row as alone.
  for (std::string_view other : {"", "PART | DESCRIPTION | NODES | TOTAL POWER",
                                 "PART | DESCRIPTION | NODE | SYSTEM"}) {
    CAPTURE(other);
    const auto alone = facts_of(gpus, table(), other);
    for (const auto& c : alone.counts) CHECK(c.thing != Counted::accelerators);
  }
  // "Per system" and "GPUs/node" are such columns too.
  const auto per = facts_of(gpus, table(), "PART | DESCRIPTION | GPUs/node | Per system");
  CHECK(find(per, 6)->per_unit);
  CHECK(find(per, 63744)->thing == Counted::accelerators);
  CHECK_FALSE(find(per, 63744)->per_unit);
}

TEST_CASE("a unit the passage defines as chips: its count counts units, the chips' the model") {
  // Google TensorFlow Research Cloud's row in Epoch's gpu_clusters.csv
  // (claims rounded-38, other-count-70): "1 cloud TPU = 4 TPU chips".
  const auto row = facts_of(
      "\"1 cloud TPU = 4 TPU chips, for TPU v2\",TPUv2,\"Google announced a 1,000-TPU (4,000 Cloud TPU "
      "Chip) supercomputer. The TFRC is a cluster of 1,000 Cloud TPUs.\"",
      table());
  std::vector<const Count*> thousands;
  for (const auto& c : row.counts)
    if (c.value == 1000) thousands.push_back(&c);
  REQUIRE(thousands.size() == 2);
  for (const Count* c : thousands) CHECK(c->thing == Counted::nodes);
  const Count* chips = find(row, 4000);
  REQUIRE(chips);
  CHECK(chips->thing == Counted::accelerators);
  CHECK_FALSE(chips->per_unit);
  CHECK(model_of(row, *chips) == "TPU v2");
  // With no definition, a count of TPUs is one of accelerators.
  CHECK(first_count("a cluster of 1,000 Cloud TPUs")->thing == Counted::accelerators);
  CHECK(first_count("a cluster of 1,000 TPUs; 1 node = 4 GPUs")->thing == Counted::accelerators);
}

TEST_CASE("a count hyphened to a unit sizes it: the bracket after it is a total") {
  // "a 1,000-TPU (4,000 Cloud TPU Chip) supercomputer": the chips of 1,000
  // units, not what one holds, as "960 nodes (7,680 GPUs)".
  CHECK_FALSE(find(facts_of("a 1,000-TPU (4,000 TPU chips) supercomputer", table()), 4000)->per_unit);
  CHECK(find(facts_of("the GPU nodes (8 GPUs)", table()), 8)->per_unit);
}

TEST_CASE("session 27 (issue 14): what a deployment of a named accelerator is counts its chips") {
  // Microsoft Ares/Maia's row in Epoch's gpu_clusters.csv (claims exact-181).
  const auto maia = facts_of(
      "Maia 100 (aka Athena aka M100),\"The largest individual deployment for the backend network for "
      "Maia is 2,048, but there is nothing preventing them from scaling this up further.\"",
      table());
  const Count* deployed = find(maia, 2048);
  REQUIRE(deployed);
  CHECK(deployed->thing == Counted::accelerators);
  CHECK(model_of(maia, *deployed) == "Maia 100");
  // Only a deployment whose clause names the accelerator, closed by the count.
  CHECK(first_count("The largest deployment for the network is 2,048.")->thing == Counted::unknown);
  CHECK(first_count("The largest deployment for Maia is 2,048 strong")->thing == Counted::unknown);
  CHECK(first_count("The largest network for Maia is 2,048.")->thing == Counted::unknown);
  CHECK(first_count("The deployment for Maia has 2,048 racks.")->thing == Counted::nodes);
}

TEST_CASE("the first look passes every spelling of the table, with no number to read") {
  // The facts reader reads a passage only if its first look (a digit, a
  // number word, a spelling's first word) passes it; that look filters words
  // by their first letter and length, then by their first two letters, before
  // the table. Every vendor, family and model spelling without a digit must
  // get through the filters, alone ("Hopper") and run together
  // ("Wafer-Scale Engine", "GroqChip LPU").
  const auto& t = test::bundled_rules().match.accelerators;
  std::vector<std::string> spellings;
  for (const auto& v : t.vendors) {
    spellings.push_back(v.vendor);
    spellings.insert(spellings.end(), v.forms.begin(), v.forms.end());
  }
  for (const auto& f : t.families) {
    spellings.push_back(f.family);
    spellings.insert(spellings.end(), f.forms.begin(), f.forms.end());
  }
  for (const auto& m : t.models) {
    spellings.push_back(m.model);
    spellings.insert(spellings.end(), m.forms.begin(), m.forms.end());
  }
  std::size_t read = 0;
  for (const auto& s : spellings) {
    if (std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) continue;
    CAPTURE(s);
    CHECK_FALSE(facts_of("They use " + s + " accelerators.", table()).mentions.empty());
    ++read;
  }
  CHECK(read > 50);
}

TEST_CASE("a passage counts pods whatever their case, within its clause") {
  // ServeTheHome on Eos: "Eos will span 18 32-DGX H100 Pods".
  CHECK(facts_of("Eos will span 18 32-DGX H100 Pods, for a total of 576", table()).counts_pods);
  CHECK(facts_of("a full cluster of eight of these PODS", table()).counts_pods);
  CHECK_FALSE(facts_of("a cluster of 8 GPUs, in pods", table()).counts_pods);
  CHECK_FALSE(facts_of("8 GPUs in each of the cluster's big steel podsters", table()).counts_pods);
}
