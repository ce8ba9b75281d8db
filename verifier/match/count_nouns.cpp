// match/count_nouns.cpp: what a count counts and what is no count, by the
// words right around its number (see count_nouns.h). Lists, not patterns: a
// word is one of them or not.
#include "match/count_nouns.h"

#include "match/facts_words.h"

namespace verifier::match {

// ---- what a count counts ----

using internal::one_of;

Counted noun_kind(std::string_view w) {  // w lower-case
  if (one_of(w, {"gpu", "gpus", "accelerator", "accelerators", "chip", "chips", "card", "cards",
                 "superchip", "superchips", "tpu", "tpus", "npu", "npus", "apu", "apus", "xpu",
                 "xpus", "ipu", "ipus", "lpu", "lpus"}))  // not "GCDs": two dies make one MI250X
    return Counted::accelerators;
  if (one_of(w, {"node", "nodes", "server", "servers", "blade", "blades", "machine", "machines",
                 "host", "hosts", "instance", "instances", "system", "systems", "rack", "racks",
                 "pod", "pods", "cabinet", "cabinets", "tray", "trays", "board", "boards"}))
    return Counted::nodes;
  if (one_of(w, {"core", "cores"})) return Counted::cores;
  // A CPU's own name is its noun: "2x AMD EPYC", "4x Nvidia Grace", "2基のIntel Xeon".
  if (one_of(w, {"cpu", "cpus", "processor", "processors", "socket", "sockets", "xeon", "epyc",
                 "grace"}))
    return Counted::cpus;
  return Counted::unknown;
}

namespace internal {

// A unit of a machine, what a count per unit is per: "8 GPUs per node",
// "8-GPU servers", "a rack of 72 GPUs". A cluster, a system or a pod is no
// such unit: its count may be the record's total.
bool is_unit_of_machine(std::string_view w) {  // w lower-case
  return one_of(w, {"node", "nodes", "server", "servers", "rack", "racks", "board", "boards",
                    "baseboard", "baseboards", "tray", "trays", "blade", "blades", "host", "hosts",
                    "instance", "instances", "chassis", "box", "boxes"});
}

// Words a noun phrase may hold before its noun: "24,576 interconnected NVIDIA H100 GPUs";
// how a training run used them, "3072 Concurrent GPUs" (Epoch's note on Chameleon).
bool is_modifier(std::string_view w) {
  return one_of(w, {"compute", "computing", "additional", "new", "more", "total", "accelerated",
                    "interconnected", "concurrent", "simultaneous", "liquid", "cooled", "air", "high",
                    "end", "performance",
                    "data", "center", "datacenter", "tensor", "cuda", "stream", "x86", "arm",
                    "graphics", "ai", "sxm", "pcie", "nvl", "hgx", "dgx", "tesla", "instinct",
                    "radeon", "habana", "cloud", "training", "inference", "physical", "latest",
                    "custom", "generation", "gen", "core", "nvlink", "connected", "powerful", "advanced",
                    "nvidia", "amd", "intel", "huawei", "google", "geforce", "quadro", "rtx",
                    "dual", "quad"});
}

// CJK nouns after a counter or number ("块GPU", "台服务器", "ノード").
Counted cjk_noun(std::string_view rest) {
  for (auto n : {"显卡", "顯卡", "芯片", "加速卡", "加速器", "计算卡", "算力卡", "卡"})
    if (starts_with(rest, n)) return Counted::accelerators;
  for (auto n : {"节点", "節点", "節點", "ノード", "服务器", "服務器", "サーバ", "机柜", "ラック"})
    if (starts_with(rest, n)) return Counted::nodes;
  for (auto n : {"核", "コア"})
    if (starts_with(rest, n)) return Counted::cores;
  return Counted::unknown;
}

// A counter: what it counts when no noun says otherwise. 基 counts GPUs on
// Japanese pages ("GPUを960基"); 台 counts machines of any kind.
std::optional<Counted> counter(char32_t c) {
  switch (c) {
    case U'块': case U'塊': case U'張': case U'张': case U'枚': case U'颗': case U'顆':
    case U'基':
      return Counted::accelerators;
    case U'台': case U'个': case U'個':
      return Counted::unknown;
    default:
      return std::nullopt;
  }
}

// ---- what is not a count ----

bool is_unit(std::string_view w) {  // lower-case word right after a number
  return one_of(w, {"gb", "tb", "pb", "eb", "mb", "kb", "gib", "tib", "pib", "gbps", "tbps",
                    "mbps", "ghz", "mhz", "khz", "w", "kw", "mw", "gw", "kwh", "mwh", "gwh",
                    "watts", "megawatts", "gigawatts", "kilowatts", "v", "nm", "mm", "cm", "m",
                    "km", "flops", "tflops", "pflops", "eflops", "gflops", "petaflops",
                    "exaflops", "teraflops", "gigaflops", "petaflop", "exaflop", "teraflop",
                    "pf", "ef", "tf", "tops", "pops", "percent", "degrees", "years",
                    "year", "months", "month", "days", "day", "hours", "hour", "minutes",
                    "seconds", "ms", "times", "bit", "bits", "byte", "bytes", "dollars", "usd",
                    "eur", "euros", "euro", "yuan", "rmb", "yen", "won", "pounds", "gbp",
                    "terabytes", "petabytes", "gigabytes", "exabytes", "sq", "square", "ft",
                    "feet", "meters", "metres", "acres", "hectares", "tokens", "parameters",
                    "params", "people", "employees", "users", "am", "pm", "th", "st", "nd",
                    "rd", "miles", "pflop", "kg", "tons", "tonnes", "liters", "litres", "gallons"});
}

bool is_cjk_unit(std::string_view rest) {
  for (auto u : {"元", "円", "美元", "人民币", "欧元", "日元", "年", "月", "日", "号", "度",
                 "瓦", "兆瓦", "千瓦", "倍", "位", "人", "名", "%", "％", "亿元", "万元", "次"})
    if (starts_with(rest, u)) return true;
  return false;
}

// The word before a number that makes it a label, not a count.
bool is_label(std::string_view w) {
  return one_of(w, {"version", "ver", "v", "rev", "release", "no", "page", "p", "pp", "fig",
                    "figure", "table", "section", "chapter", "vol", "volume", "issue", "rank",
                    "ranked", "top", "room", "building", "phase", "stage", "gen", "generation",
                    "series", "level", "tier", "step", "model", "number", "id", "iso", "rfc",
                    "article", "item", "part", "usd", "eur", "rmb", "cny", "jpy", "route",
                    "class", "grade", "isbn", "doi", "arxiv",
                    // a CPU's or a server's model number: "AMD EPYC 7763 4x NVIDIA A100",
                    // "HPE Apollo 6500 Gen10 nodes, each with eight Nvidia A100"
                    "epyc", "xeon", "opteron", "platinum", "threadripper", "apollo"});
}

bool is_month(std::string_view w) {
  return one_of(w, {"january", "february", "march", "april", "may", "june", "july", "august",
                    "september", "october", "november", "december", "jan", "feb", "mar", "apr",
                    "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"});
}

bool is_currency(char32_t c) {
  return c == '$' || c == 0x20AC || c == 0xA3 || c == 0xA5 || c == 0xFFE5 || c == 0x20B9;
}

}  // namespace internal
}  // namespace verifier::match
