// Tests of dataset::load_rules: every rules file, defaults when a file is
// missing, and the strictness that keeps typos from being silent.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <filesystem>

#include "core/rules.h"
#include "dataset/dataset.h"
#include "temp_dir.h"

using namespace verifier;
using verifier::test::all;
using verifier::test::has_error;
using verifier::test::TempDir;

TEST_CASE("a rules folder without files keeps every default") {
  TempDir dir;
  auto loaded = dataset::load_rules(dir.path());
  CHECK(loaded.errors.empty());
  CHECK(loaded.rules.fetch.concurrency == 32);
  CHECK(loaded.rules.fetch.timeout == 20.0);
  CHECK(loaded.rules.history.confirm_nights == 3);
  CHECK(loaded.rules.history.confirm_days == 2);
  CHECK(loaded.rules.match.context_words == 30);
  CHECK(loaded.rules.overrides.empty());
}

TEST_CASE("a missing rules folder is an error") {
  auto loaded = dataset::load_rules("/nonexistent/rules");
  REQUIRE(loaded.errors.size() == 1);
  CHECK(loaded.errors[0].message == "not a folder of rules");
}

TEST_CASE("fetch.yaml sets the fetch limits") {
  TempDir dir;
  dir.write("fetch.yaml", R"y(user_agent: "verifier/0.1 (+https://example.org/)"
concurrency: 8
per_host: 1
gap_seconds: 0.5
connect_timeout: 5
timeout: 12.5
stall_seconds: 7
attempts: 2
retry_after_cap: 30
crawl_delay_cap: 4
rate_limited_gap: 0.25
max_redirects: 5
max_body_bytes: 1024
max_pdf_bytes: 2048
page_cpu_seconds: 1.5
immutable_patterns: ['^https://web\.archive\.org/web/\d{14}/']
)y");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  const auto& f = loaded.rules.fetch;
  CHECK(f.user_agent == "verifier/0.1 (+https://example.org/)");
  CHECK(f.concurrency == 8);
  CHECK(f.per_host == 1);
  CHECK(f.gap_seconds == 0.5);
  CHECK(f.connect_timeout == 5.0);
  CHECK(f.timeout == 12.5);
  CHECK(f.stall_seconds == 7.0);
  CHECK(f.attempts == 2);
  CHECK(f.retry_after_cap == 30.0);
  CHECK(f.crawl_delay_cap == 4.0);
  CHECK(f.rate_limited_gap == 0.25);
  CHECK(f.max_redirects == 5);
  CHECK(f.max_body_bytes == 1024);
  CHECK(f.max_pdf_bytes == 2048);
  CHECK(f.page_cpu_seconds == 1.5);
  CHECK(f.immutable_patterns.size() == 1);
}

TEST_CASE("fetch.yaml: an unknown key, a wrong type, a bad range, a bad regex") {
  TempDir dir;
  dir.write("fetch.yaml", "concurency: 8\ntimeout: soon\nattempts: 0\nimmutable_patterns: ['(']\n"
                          "page_cpu_seconds: 0\n");
  auto loaded = dataset::load_rules(dir.path());
  auto f = dir.file("fetch.yaml");
  INFO(all(loaded.errors));
  CHECK(loaded.errors.size() == 5);
  CHECK(has_error(loaded.errors, f, 5, 19, "page_cpu_seconds must be"));
  CHECK(has_error(loaded.errors, f, 1, 1, "unknown key 'concurency' in " + f));
  CHECK(has_error(loaded.errors, f, 2, 10, "timeout must be a number, not 'soon'"));
  CHECK(has_error(loaded.errors, f, 3, 11, "attempts must be at least 1"));
  CHECK(has_error(loaded.errors, f, 4, 22, "invalid regex '('"));
}

TEST_CASE("fetch.yaml: outage thresholds and canaries, defaults and mistakes") {
  TempDir dir;
  CHECK(dataset::load_rules(dir.path()).rules.outage.host_share == 0.9);
  CHECK(dataset::load_rules(dir.path()).rules.outage.min_hosts == 10);
  CHECK(dataset::load_rules(dir.path()).rules.outage.canaries.empty());
  dir.write("fetch.yaml", "outage:\n  host_share: 0.75\n  min_hosts: 4\n"
                          "  canaries: [https://www.debian.org/, 'https://example.org/a']\n");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  CHECK(loaded.rules.outage.host_share == 0.75);
  CHECK(loaded.rules.outage.min_hosts == 4);
  CHECK(loaded.rules.outage.canaries ==
        std::vector<std::string>{"https://www.debian.org/", "https://example.org/a"});

  dir.write("fetch.yaml", "outage:\n  host_share: 1.5\n  min_hosts: 0\n  canaries: [www.debian.org]\n"
                          "  canary: []\n");
  loaded = dataset::load_rules(dir.path());
  auto f = dir.file("fetch.yaml");
  INFO(all(loaded.errors));
  CHECK(loaded.errors.size() == 4);
  CHECK(has_error(loaded.errors, f, 2, 15, "host_share must be more than 0 and at most 1"));
  CHECK(has_error(loaded.errors, f, 3, 14, "min_hosts must be at least 1"));
  CHECK(has_error(loaded.errors, f, 4, 14, "canary 'www.debian.org' is not an absolute http(s) URL"));
  CHECK(has_error(loaded.errors, f, 5, 3, "unknown key 'canary' in outage"));
}

TEST_CASE("hosts.yaml: rules per host, and ignore_robots needs a reason") {
  TempDir dir;
  dir.write("hosts.yaml", R"y(hosts:
  - host: web.archive.org
    per_host: 1
    gap_seconds: 3
  - host: "*.example.org"
    ignore_robots: true
    ignore_robots_reason: "the operator asked us to check their pages"
  - host: bad.example
    ignore_robots: true
  - host: gone.example
    exclude: true
    exclude_reason: "answers every bot with 200 and a login page"
  - host: web.archive.org
  - per_host: 2
  - host: typo.example
    per_hots: 2
)y");
  auto loaded = dataset::load_rules(dir.path());
  auto f = dir.file("hosts.yaml");
  INFO(all(loaded.errors));
  const auto& hosts = loaded.rules.fetch.hosts;
  REQUIRE(hosts.size() == 3);
  CHECK(hosts[0].host == "web.archive.org");
  CHECK(hosts[0].per_host == 1);
  CHECK(hosts[0].gap_seconds == 3.0);
  CHECK(hosts[0].where.line == 2);
  CHECK(hosts[1].ignore_robots);
  CHECK(hosts[2].exclude);
  CHECK(hosts[2].exclude_reason == "answers every bot with 200 and a login page");
  CHECK(has_error(loaded.errors, f, 8, 5, "ignore_robots needs a non-empty ignore_robots_reason"));
  CHECK(has_error(loaded.errors, f, 13, 5, "host 'web.archive.org' has two rules"));
  CHECK(has_error(loaded.errors, f, 14, 5, "missing required key 'host'"));
  CHECK(has_error(loaded.errors, f, 16, 5, "unknown key 'per_hots' in a host rule"));
  CHECK(loaded.errors.size() == 4);
}

TEST_CASE("hosts.yaml: a daily budget of requests, at least one") {
  TempDir dir;
  dir.write("hosts.yaml", "hosts:\n  - host: web.archive.org\n    daily_budget: 250\n"
                          "  - host: a.example\n    daily_budget: 0\n  - host: b.example\n");
  auto loaded = dataset::load_rules(dir.path());
  const auto& hosts = loaded.rules.fetch.hosts;
  REQUIRE(hosts.size() == 2);
  CHECK(hosts[0].daily_budget == 250);
  CHECK_FALSE(hosts[1].daily_budget);
  CHECK(loaded.errors.size() == 1);
  CHECK(has_error(loaded.errors, dir.file("hosts.yaml"), 5, 19, "daily_budget must be at least 1"));
}

TEST_CASE("hosts.yaml: a host written as a URL is a typo") {
  TempDir dir;
  dir.write("hosts.yaml", "hosts:\n  - host: https://web.archive.org/\n  - host: Example.org\n");
  auto loaded = dataset::load_rules(dir.path());
  auto f = dir.file("hosts.yaml");
  INFO(all(loaded.errors));
  CHECK(loaded.rules.fetch.hosts.empty());
  CHECK(has_error(loaded.errors, f, 2, 11, "must be a bare lower-case host name"));
  CHECK(has_error(loaded.errors, f, 3, 11, "host 'Example.org' must be"));
}

TEST_CASE("hosts.yaml: a top-level key other than hosts") {
  TempDir dir;
  dir.write("hosts.yaml", "host:\n  - host: a.example\n");
  auto loaded = dataset::load_rules(dir.path());
  CHECK(has_error(loaded.errors, dir.file("hosts.yaml"), 1, 1, "unknown key 'host'"));
}

TEST_CASE("pages.yaml: signatures with every field") {
  TempDir dir;
  dir.write("pages.yaml", R"y(signatures:
  - name: Cloudflare challenge
    kind: challenge
    title: ["^Just a moment"]
    heading: ["checking your browser"]
    text: ["enable (javascript|cookies)"]
    html: ["cf-chl-"]
    header: ["cf-mitigated", "server: ^cloudflare$"]
    status: [403, 503]
    max_words: 200
  - name: Not found in a 200
    kind: soft-404
    title: ["page not found"]
)y");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  REQUIRE(loaded.rules.pages.size() == 2);
  const auto& s = loaded.rules.pages[0];
  CHECK(s.name == "Cloudflare challenge");
  CHECK(s.kind == PageKind::challenge);
  CHECK(s.title.size() == 1);
  CHECK(s.heading.size() == 1);
  CHECK(s.text.size() == 1);
  CHECK(s.html.size() == 1);
  CHECK(s.header == std::vector<std::string>{"cf-mitigated", "server: ^cloudflare$"});
  CHECK(s.status == std::vector<int>{403, 503});
  CHECK(s.max_words == 200u);
  CHECK(loaded.rules.pages[1].kind == PageKind::soft_404);
}

TEST_CASE("pages.yaml: bad regex, bad kind, bad status, missing name") {
  TempDir dir;
  dir.write("pages.yaml", R"y(signatures:
  - name: broken
    kind: challenge
    title: ["[unclosed"]
  - name: odd kind
    kind: captcha
  - kind: js-shell
    status: [42]
  - name: bad header
    kind: login-wall
    header: ["set-cookie: (("]
)y");
  auto loaded = dataset::load_rules(dir.path());
  auto f = dir.file("pages.yaml");
  INFO(all(loaded.errors));
  CHECK(loaded.rules.pages.empty());
  CHECK(has_error(loaded.errors, f, 4, 13, "title: invalid regex '[unclosed'"));
  CHECK(has_error(loaded.errors, f, 6, 11, "kind 'captcha' is not one of"));
  CHECK(has_error(loaded.errors, f, 7, 5, "missing required key 'name'"));
  CHECK(has_error(loaded.errors, f, 8, 14, "status 42 is not an HTTP status"));
  CHECK(has_error(loaded.errors, f, 11, 14, "header: invalid regex '(('"));
  CHECK(loaded.errors.size() == 5);
}

TEST_CASE("every rules regex is validated in the one dialect it runs in (PCRE2)") {
  TempDir dir;
  // \h and a possessive repeat are PCRE2; [[=a=]] is std::regex only.
  dir.write("pages.yaml", R"y(signatures:
  - name: pcre only
    kind: challenge
    title: ['just\ha moment', 'a++b']
  - name: ecmascript only
    kind: challenge
    title: ["[[=a=]]"]
)y");
  dir.write("fetch.yaml", "immutable_patterns: ['^https?://web\\.archive\\.org/web/\\d{14}', '(?<=x)y(']\n");
  dir.write("words.yaml", "phase_patterns: ['phase \\d+', '(?<=stage )\\d']\n");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.rules.pages.size() == 1);
  CHECK(loaded.rules.pages[0].name == "pcre only");
  CHECK(has_error(loaded.errors, dir.file("pages.yaml"), 7, 13, "title: invalid regex '[[=a=]]'"));
  CHECK(loaded.rules.fetch.immutable_patterns.size() == 1);
  CHECK(has_error(loaded.errors, dir.file("fetch.yaml"), 1, 64, "immutable_patterns: invalid regex '(?<=x)y('"));
  // Phase patterns run in the same dialect in the matcher: a PCRE2
  // lookbehind is a pattern like any other.
  CHECK(loaded.rules.match.phase_patterns.size() == 2);
  CHECK(loaded.errors.size() == 2);
}

TEST_CASE("aliases.yaml and words.yaml: lists from both are concatenated") {
  TempDir dir;
  dir.write("aliases.yaml", R"y(generic_words: [cluster, system]
owners:
  - owner: Lawrence Livermore National Laboratory
    forms: [LLNL, Lawrence Livermore]
phase_patterns: ['phase \d+']
)y");
  dir.write("words.yaml", R"y(generic_words: [supercomputer]
ordinary_names: [Frontier, Summit]
name_words: [exascale]
not_names: [GPT-4, PaLM]
dictionaries: [/usr/share/dict/american-english]
context_words: 25
)y");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  const auto& m = loaded.rules.match;
  CHECK(m.generic_words == std::vector<std::string>{"cluster", "system", "supercomputer"});
  REQUIRE(m.owners.size() == 1);
  CHECK(m.owners[0].owner == "Lawrence Livermore National Laboratory");
  CHECK(m.owners[0].forms == std::vector<std::string>{"LLNL", "Lawrence Livermore"});
  CHECK(m.phase_patterns.size() == 1);
  CHECK(m.ordinary_names.size() == 2);
  CHECK(m.name_words == std::vector<std::string>{"exascale"});
  CHECK(m.not_names == std::vector<std::string>{"GPT-4", "PaLM"});
  CHECK(m.dictionaries.size() == 1);
  CHECK(m.context_words == 25);
}

TEST_CASE("namesakes.yaml: [name, site, country] rows, each misshapen row named") {
  TempDir dir;
  dir.write("namesakes.yaml", R"y(namesakes:
  - ["Dawn", "University of Cambridge", "United Kingdom"]
  - ["Dawn", "DOE/NNSA/LLNL"]
  - [Hera, {site: NOAA}, United States]
)y");
  auto loaded = dataset::load_rules(dir.path());
  REQUIRE(loaded.errors.size() == 2);
  CHECK(loaded.errors[0].to_string().find("namesakes.yaml:3:") != std::string::npos);
  CHECK(loaded.errors[1].to_string().find("namesakes.yaml:4:") != std::string::npos);
  CHECK(loaded.errors[0].to_string().find("[name, site, country]") != std::string::npos);
  REQUIRE(loaded.rules.match.namesakes.size() == 1);
  CHECK(loaded.rules.match.namesakes[0].site == "University of Cambridge");
}

TEST_CASE("namesakes.yaml: a 4th field, the first year on the lists; a bad year named") {
  TempDir dir;
  dir.write("namesakes.yaml", R"y(namesakes:
  - ["JURECA", "Forschungszentrum Juelich (FZJ)", "Germany", 2015]
  - ["Dawn", "University of Cambridge", "United Kingdom"]
  - ["Hera", "NOAA", "United States", 20x5]
  - ["Theta", "DOE/SC/Argonne National Laboratory", "United States", 16]
  - ["Sierra", "DOE/NNSA/LLNL", "United States", 2018, 2025, extra]
)y");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.size() == 3);
  const std::string errors = all(loaded.errors);
  CHECK(errors.find("namesakes.yaml:4:39: a namesake's 4th field is the year") != std::string::npos);
  CHECK(errors.find("not '20x5'") != std::string::npos);
  CHECK(errors.find("namesakes.yaml:5:70: a namesake's 4th field") != std::string::npos);
  CHECK(errors.find("namesakes.yaml:6:5: an entry of namesakes must be") != std::string::npos);
  const auto& n = loaded.rules.match.namesakes;
  REQUIRE(n.size() == 2);
  CHECK(n[0].name == "JURECA");
  CHECK(n[0].first_year == 2015);
  CHECK(n[1].name == "Dawn");
  CHECK(n[1].first_year == 0);
}

TEST_CASE("namesakes.yaml: a 5th field, the last year on the lists; one before the first named") {
  TempDir dir;
  dir.write("namesakes.yaml", R"y(namesakes:
  - ["Aurora", "E-Security - Selex Elsag", "Italy", 2012, 2013]
  - ["JURECA", "Forschungszentrum Juelich (FZJ)", "Germany", 2015]
  - ["Hera", "NOAA", "United States", 2020, 2019]
  - ["Theta", "DOE/SC/Argonne National Laboratory", "United States", 2017, 20x9]
)y");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.size() == 2);
  const std::string errors = all(loaded.errors);
  CHECK(errors.find("namesakes.yaml:4:45: a namesake's 5th field is the year it last appears") !=
        std::string::npos);
  CHECK(errors.find("not '2019'") != std::string::npos);
  CHECK(errors.find("namesakes.yaml:5:76: a namesake's 5th field") != std::string::npos);
  const auto& n = loaded.rules.match.namesakes;
  REQUIRE(n.size() == 2);
  CHECK(n[0].first_year == 2012);
  CHECK(n[0].last_year == 2013);
  CHECK(n[1].last_year == 0);
}

TEST_CASE("aliases.yaml and words.yaml: unknown key, context_words twice, bad owners") {
  TempDir dir;
  dir.write("aliases.yaml", "context_words: 20\nowners:\n  - forms: [X]\n");
  dir.write("words.yaml", "context_words: 25\ngeneric_word: [x]\n");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  CHECK(has_error(loaded.errors, dir.file("aliases.yaml"), 3, 5, "missing required key 'owner'"));
  CHECK(has_error(loaded.errors, dir.file("words.yaml"), 1, 1, "context_words is already set"));
  CHECK(has_error(loaded.errors, dir.file("words.yaml"), 2, 1, "unknown key 'generic_word'"));
  CHECK(loaded.rules.match.context_words == 20);
}

TEST_CASE("history.yaml sets K and D") {
  TempDir dir;
  dir.write("history.yaml", "confirm_nights: 4\nconfirm_days: 3\n");
  auto loaded = dataset::load_rules(dir.path());
  REQUIRE(loaded.errors.empty());
  CHECK(loaded.rules.history.confirm_nights == 4);
  CHECK(loaded.rules.history.confirm_days == 3);
  dir.write("history.yaml", "confirm_nights: 0\nconfirm_weeks: 1\n");
  auto bad = dataset::load_rules(dir.path());
  CHECK(has_error(bad.errors, dir.file("history.yaml"), 1, 17, "confirm_nights must be at least 1"));
  CHECK(has_error(bad.errors, dir.file("history.yaml"), 2, 1, "unknown key 'confirm_weeks'"));
}

TEST_CASE("overrides.yaml: a complete override") {
  TempDir dir;
  dir.write("overrides.yaml", R"y(overrides:
  - system_id: bytedance-megascale
    url: https://ARXIV.org:443/abs/2402.15627#figure-3
    result: names
    reason: "named in Figure 3, an image"
    decided_by: jane
    expires: 2026-06-30
)y");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.empty());
  REQUIRE(loaded.rules.overrides.size() == 1);
  const auto& o = loaded.rules.overrides[0];
  CHECK(o.system_id == "bytedance-megascale");
  CHECK(o.url == "https://ARXIV.org:443/abs/2402.15627#figure-3");
  CHECK(o.key == "https://arxiv.org/abs/2402.15627");  // worked out at load, as a citation's
  CHECK(o.result == Result::names);
  CHECK(o.reason == "named in Figure 3, an image");
  CHECK(o.decided_by == "jane");
  CHECK(o.expires == Date::parse("2026-06-30"));
  CHECK(o.where.line == 2);
}

TEST_CASE("overrides.yaml: bad result word, bad date, missing key, bad URL, unknown key") {
  TempDir dir;
  dir.write("overrides.yaml", R"y(overrides:
  - system_id: x
    url: https://example.org/
    result: verified
    reason: r
    decided_by: d
    expires: 2026-13-01
  - system_id: x
    url: file:///etc/passwd
    result: names
    reason: r
    expires: 2026-01-01
    comment: typo
  - system_id: x
    url: https://example.org/
    result: names
    reason: r
    decided_by: d
    expires: 2024-02-30
)y");
  auto loaded = dataset::load_rules(dir.path());
  auto f = dir.file("overrides.yaml");
  INFO(all(loaded.errors));
  CHECK(loaded.rules.overrides.empty());
  // A day that does not exist is no date, though its fields are in range.
  CHECK(has_error(loaded.errors, f, 19, 14, "expires '2024-02-30' is not a date YYYY-MM-DD: no such day"));
  CHECK(has_error(loaded.errors, f, 4, 13, "result 'verified' is not a result word"));
  CHECK(has_error(loaded.errors, f, 7, 14, "expires '2026-13-01' is not a date"));
  CHECK(has_error(loaded.errors, f, 8, 5, "missing required key 'decided_by'"));
  CHECK(has_error(loaded.errors, f, 9, 10, "url: not an absolute http(s) URL"));
  CHECK(has_error(loaded.errors, f, 13, 5, "unknown key 'comment' in an override"));
  CHECK(loaded.errors.size() == 6);
}

TEST_CASE("a rules file that is only comments keeps the defaults; bad YAML is an error") {
  TempDir dir;
  dir.write("overrides.yaml", "# overrides:\n#   - system_id: x\n");
  dir.write("history.yaml", "confirm_nights: [3\n");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  REQUIRE(loaded.errors.size() == 1);
  CHECK(loaded.errors[0].where.file == dir.file("history.yaml"));
  CHECK(loaded.errors[0].message.rfind("bad YAML", 0) == 0);
}

TEST_CASE("models.yaml: vendors, families and models; unknown names are errors") {
  TempDir dir;
  dir.write("models.yaml", R"y(vendors:
  - {vendor: NVIDIA}
families:
  - {family: Hopper, vendor: NVIDIA, forms: [Grace Hopper]}
  - {family: CDNA 2, vendor: AMD}
models:
  - {model: H100, family: Hopper, forms: [H100 SXM5]}
  - {model: H200, family: Hopper, vendor: NVIDIA}
  - {model: MI250X, family: CDNA 2}
  - {model: H100, family: Hopper}
  - {model: GB200, family: Blackwell}
  - {model: B200, family: Hopper, vendor: AMD}
  - {model: X1, family: Hopper, maker: X}
)y");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  auto f = dir.file("models.yaml");
  CHECK(has_error(loaded.errors, f, 5, 5, "vendor 'AMD' is not in vendors"));
  CHECK(has_error(loaded.errors, f, 9, 5, "family 'CDNA 2' is not in families"));
  CHECK(has_error(loaded.errors, f, 10, 5, "'H100' is named twice"));
  CHECK(has_error(loaded.errors, f, 11, 5, "family 'Blackwell' is not in families"));
  CHECK(has_error(loaded.errors, f, 12, 5, "vendor 'AMD' is not the vendor of family 'Hopper'"));
  CHECK(has_error(loaded.errors, f, 13, 33, "unknown key 'maker'"));
  CHECK(loaded.errors.size() == 6);
  const auto& a = loaded.rules.match.accelerators;
  REQUIRE(a.vendors.size() == 1);
  REQUIRE(a.families.size() == 1);
  CHECK(a.families[0].forms == std::vector<std::string>{"Grace Hopper"});
  REQUIRE(a.models.size() == 2);
  CHECK(a.models[0].model == "H100");
  CHECK(a.models[0].vendor == "NVIDIA");  // from its family
  CHECK(a.models[0].forms == std::vector<std::string>{"H100 SXM5"});
  CHECK(a.models[1].model == "H200");
}

// Issue 16 defect 2: a word list is read whole at every start, so one that
// never ends (/dev/zero), never answers (a FIFO) or is huge hung the run
// while lint said "rules OK". Each is refused at load, naming the entry.
TEST_CASE("words.yaml: a word list must be a regular file under the size cap") {
  TempDir dir;
  REQUIRE(::mkfifo(dir.file("fifo").c_str(), 0600) == 0);
  std::filesystem::create_directory(dir.path() / "folder");
  dir.write("huge", "");
  std::filesystem::resize_file(dir.path() / "huge", max_word_list_bytes + 1);  // sparse
  dir.write("words.yaml", "dictionaries:\n  - /dev/zero\n  - " + dir.file("fifo") + "\n  - " +
                              dir.file("folder") + "\n  - " + dir.file("huge") + "\n  - " +
                              dir.file("missing") + "\n  - /usr/share/dict/american-english\n");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  const auto words = dir.file("words.yaml");
  CHECK(has_error(loaded.errors, words, 2, 5, "/dev/zero: not a regular file (a character device)"));
  CHECK(has_error(loaded.errors, words, 3, 5, "fifo: not a regular file (a FIFO)"));
  CHECK(has_error(loaded.errors, words, 4, 5, "folder: not a regular file (a folder)"));
  CHECK(has_error(loaded.errors, words, 5, 5, "over the limit of"));
  CHECK(has_error(loaded.errors, words, 6, 5, "missing: cannot open"));
  CHECK(loaded.errors.size() == 5);
}

TEST_CASE("a rules file that is a FIFO or /dev/zero is an error naming it, at once") {
  TempDir dir;
  REQUIRE(::mkfifo(dir.file("fetch.yaml").c_str(), 0600) == 0);
  std::filesystem::create_symlink("/dev/zero", dir.path() / "hosts.yaml");
  auto loaded = dataset::load_rules(dir.path());
  INFO(all(loaded.errors));
  CHECK(has_error(loaded.errors, dir.file("fetch.yaml"), 0, 0, "not a regular file (a FIFO)"));
  CHECK(has_error(loaded.errors, dir.file("hosts.yaml"), 0, 0,
                  "not a regular file (a character device)"));
}
