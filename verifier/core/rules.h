// core/rules.h: the editable rules of rules/*.yaml as plain values. The
// dataset stage loads and validates them (it owns yaml-cpp); each stage reads
// only its own part: fetch the FetchRules, extract the page signatures,
// match the MatchRules, verdict the HistoryRules and the overrides.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/date.h"
#include "core/location.h"
#include "core/page.h"
#include "core/result.h"

namespace verifier {

// rules/hosts.yaml: one entry per host name (exact, or "*.example.org").
struct HostRule {
  std::string host;
  std::optional<int> per_host;          // transfers at once to this host
  std::optional<double> gap_seconds;    // minimum gap between request starts (a floor:
                                        // 429s and 503s widen it for the night)
  std::optional<int> daily_budget;      // requests one night may send this host
  bool ignore_robots = false;
  std::string ignore_robots_reason;     // required when ignore_robots
  bool exclude = false;                 // never fetch
  std::string exclude_reason;
  Location where;
};

// rules/fetch.yaml plus hosts.yaml.
struct FetchRules {
  std::string user_agent;               // honest, with a contact URL
  int concurrency = 32;
  int per_host = 2;
  double gap_seconds = 1.0;
  double connect_timeout = 10.0;
  double timeout = 20.0;                // one attempt, as curl's --max-time
  double stall_seconds = 15.0;          // low-speed limit window
  int attempts = 3;
  double retry_after_cap = 60.0;
  double crawl_delay_cap = 10.0;
  double rate_limited_gap = 1.0;        // the gap a first 429 or 503 leaves, at least
  int max_redirects = 10;
  std::size_t max_body_bytes = 8u << 20;   // decoded bytes kept
  std::size_t max_pdf_bytes = 32u << 20;
  // CPU seconds one page's reading (HTML, its CSS, a PDF) may take: past
  // them the page is judged on what was read (extract/extract.h).
  double page_cpu_seconds = 5.0;
  std::vector<HostRule> hosts;
  std::vector<std::string> immutable_patterns;  // regexes of URLs that never change
};

// rules/fetch.yaml's `outage:` (README, "Outage nights"): when a night's
// failures say more about our own network than about the sources.
struct OutageRules {
  double host_share = 0.9;   // of the hosts fetched, this share unreachable ...
  int min_hosts = 10;        // ... among at least this many (or the canaries down too)
  std::vector<std::string> canaries;  // stable pages that answer when our network works
};

// rules/pages.yaml: what marks a page that is not the page.
struct PageSignature {
  std::string name;                     // "Cloudflare challenge"
  PageKind kind = PageKind::challenge;
  std::vector<std::string> title;       // regexes (ECMAScript, icase) on the title
  std::vector<std::string> heading;     // ... on the first h1
  std::vector<std::string> text;        // ... on the visible text
  std::vector<std::string> html;        // ... on the raw markup (first 64 KiB)
  std::vector<std::string> header;      // "name" or "name: regex"
  std::vector<int> status;              // only with these statuses (empty: any)
  std::optional<std::size_t> max_words; // only on pages with at most this many words
  Location where;
};

// rules/aliases.yaml and rules/words.yaml.
struct OwnerForms {
  std::string owner;                    // as the dataset writes it
  std::vector<std::string> forms;       // "LLNL", "Lawrence Livermore NL", ...
  bool maker = false;                   // makes machines: in another operator's name, their maker ("HPE SGI8600")
};

// rules/namesakes.yaml: a system of another owner, by its name and site.
struct Namesake {
  std::string name;
  std::string site;
  std::string country;
  int first_year = 0;  // its first year on the TOP500 lists; 0 when not given
  int last_year = 0;   // its last year on them (the newest list's: maybe later); 0 when not given
};

// rules/models.yaml: accelerators as pages and records' parts name them.
struct AcceleratorVendor {
  std::string vendor;                   // "NVIDIA"
  std::vector<std::string> forms;       // other spellings: "Habana" for Intel
  Location where;
};

struct AcceleratorFamily {
  std::string family;                   // "Hopper"
  std::string vendor;                   // one of the vendors
  std::vector<std::string> forms;       // "Grace Hopper"
  // Each model is a whole system sold as one unit (Cerebras' wafer-scale
  // CS-2): "64 Cerebras CS-2 systems" are 64 of the model, not 64 nodes.
  bool appliance = false;
  Location where;
};

struct AcceleratorModel {
  std::string model;                    // canonical: "H100", "MI250X", "TPU v4"
  std::string family;                   // one of the families
  std::string vendor;                   // the family's vendor
  std::vector<std::string> forms;       // other spellings: "HL-225" for "Gaudi 2"
  Location where;
};

struct AcceleratorTable {
  std::vector<AcceleratorVendor> vendors;
  std::vector<AcceleratorFamily> families;
  std::vector<AcceleratorModel> models;
};

// A word list bigger than this is refused: Debian's largest is under 5 MB,
// and every list is read whole at every start.
inline constexpr std::uintmax_t max_word_list_bytes = 64u << 20;

struct MatchRules {
  std::vector<std::string> generic_words;    // dropped when deriving aliases
  std::vector<std::string> phase_patterns;   // regexes: "phase \\d+", "stage \\d+"
  std::vector<OwnerForms> owners;
  std::vector<std::string> ordinary_names;   // names that need context (beyond the dictionaries)
  std::vector<std::string> product_words;    // an ordinary name right before one is a product: "Polaris GPU"
  std::vector<std::string> name_words;       // words that may follow a name inside the system's
                                             // own name ("Frontier Supercomputer", "Alps System")
  std::vector<std::string> not_names;        // models and products a derived alias is never ("GPT-4")
  std::vector<std::string> weak_names;       // never a derived alias alone ("Research")
  std::vector<Namesake> namesakes;           // other owners' systems (the TOP500 lists)
  std::vector<std::vector<std::string>> countries;  // each country's names, English first
                                                    // (countries.yaml: "Poland", "波兰", ...)
  std::vector<std::string> dictionaries;     // word-list files, e.g. /usr/share/dict/american-english
  std::size_t context_words = 30;
  AcceleratorTable accelerators;             // rules/models.yaml
};

// rules/history.yaml.
struct HistoryRules {
  int confirm_nights = 3;   // K
  int confirm_days = 2;     // D
};

// rules/overrides.yaml: an editor's decision for one citation of one system.
struct Override {
  std::string system_id;
  std::string url;
  std::string key;  // same_url_key(url), worked out when the rules are read
  Result result = Result::names;
  std::string reason;
  std::string decided_by;
  std::optional<Date> expires;  // none: never expires
  Location where;
};

struct Rules {
  FetchRules fetch;
  OutageRules outage;
  std::vector<PageSignature> pages;
  MatchRules match;
  HistoryRules history;
  std::vector<Override> overrides;
};

}  // namespace verifier
