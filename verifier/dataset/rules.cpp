// dataset/rules.cpp: rules/*.yaml into core Rules (format: rules/README.md).
// Unlike records, rules are strict: an unknown key is an error, because a
// misspelt limit or pattern would otherwise be silently ignored.
#include <algorithm>
#include <array>
#include <functional>
#include <type_traits>
#include <utility>
#include <set>
#include <span>

#include "core/ascii.h"
#include "core/input_file.h"
#include "core/url.h"
#include "dataset/dataset.h"
#include "dataset/internal/yaml_file.h"
#include "regex/rules_regex.h"

namespace verifier::dataset {
namespace {

using internal::Field;
using internal::YamlFile;

// An entry of a generated list ([a, b, c]) and where it stands.
struct StringList {
  YAML::Node node;
  std::vector<std::string> texts;
};

// The one top-level key of a file that is a list of entries (hosts, pages,
// overrides.yaml): the key, what an entry is called in messages, and the
// keys an entry may have.
struct ListSection {
  std::string_view key;
  std::string_view what;
  std::span<const std::string_view> keys;
};

// Each kind of entry's section, given below beside its keys.
template <class Entry>
constexpr ListSection section_of{};

class RulesReader {
 public:
  explicit RulesReader(YamlFile& file) : file_(file) {}

  void fetch(const YAML::Node& root, FetchRules& out, OutageRules& outage);
  void hosts(const YAML::Node& root, std::vector<HostRule>& out);
  // The list of pages.yaml or overrides.yaml (its ListSection).
  template <class Entry>
  void entries(const YAML::Node& root, std::vector<Entry>& out);
  void match(const YAML::Node& root, MatchRules& out, bool& context_set);
  void history(const YAML::Node& root, HistoryRules& out);
  void accelerators(const YAML::Node& root, AcceleratorTable& out);

 private:
  std::optional<std::vector<Field>> mapping(const YAML::Node& node, std::string_view what,
                                            std::span<const std::string_view> known);
  std::vector<Field> top_fields(const YAML::Node& root, std::span<const std::string_view> keys);
  std::optional<YAML::Node> list_under(const YAML::Node& root, std::string_view key);
  template <class T>
  void set_int(const Field& f, T& out, long long min);
  template <class T>
  void set_int(const Field& f, std::optional<T>& out, long long min);
  void set_double(const Field& f, double& out, double min, bool positive);
  void set_double(const Field& f, std::optional<double>& out, double min);
  void set_statuses(const Field& f, std::vector<int>& out);
  void set_text(const Field& f, std::string& out);
  void set_regexes(const Field& f, std::vector<std::string>& out);
  void append_texts(const Field& f, std::vector<std::string>& out);
  void word_lists(const Field& f, std::vector<std::string>& out);
  template <class Keep>
  void append_kept(const Field& f, std::vector<std::string>& out, Keep keep);
  bool compiles(const YAML::Node& at, const std::string& pattern, std::string_view what);
  void header_patterns(const Field& f, std::vector<std::string>& out);
  void host(const YAML::Node& node, const std::vector<Field>& fields, HostRule& rule,
            std::set<std::string>& seen);
  void fill(const YAML::Node& node, const std::vector<Field>& fields, PageSignature& sig);
  void fill(const YAML::Node& node, const std::vector<Field>& fields, Override& o);
  void owners(const Field& f, std::vector<OwnerForms>& out);
  void namesakes(const Field& f, std::vector<Namesake>& out);
  void countries(const Field& f, std::vector<std::vector<std::string>>& out);
  std::vector<StringList> string_lists(const Field& f, std::size_t least, std::size_t most,
                                       std::string_view entry_shape);
  void outage(const Field& f, OutageRules& out);
  void canaries(const Field& f, std::vector<std::string>& out);
  template <class Entry, class Fill>
  std::optional<Entry> entry(const YAML::Node& node, std::string_view what,
                             std::span<const std::string_view> keys, Fill fill);
  template <class Entry, class Fill>
  void list_entries(const YAML::Node& root, const ListSection& section, std::vector<Entry>& out,
                    Fill fill);
  template <class Entry>
  void accelerator_entries(const Field& f, std::span<const std::string_view> keys,
                           std::vector<Entry>& out,
                           const std::function<bool(const YAML::Node&, Entry&)>& check);
  std::optional<std::string> required_text(const std::vector<Field>& fields,
                                           const YAML::Node& at, std::string_view key);

  YamlFile& file_;
};

std::string joined(std::span<const std::string_view> words) {
  std::string out;
  for (auto w : words) out += (out.empty() ? "" : ", ") + std::string(w);
  return out;
}

std::optional<std::vector<Field>> RulesReader::mapping(const YAML::Node& node,
                                                       std::string_view what,
                                                       std::span<const std::string_view> known) {
  auto fields = file_.fields(node, what);
  if (!fields) return std::nullopt;
  std::vector<Field> out;
  for (auto& f : *fields) {
    if (std::find(known.begin(), known.end(), f.key) == known.end())
      file_.error(f.key_node, "unknown key '" + f.key + "' in " + std::string(what) +
                                  " (known: " + joined(known) + ")");
    else
      out.push_back(std::move(f));
  }
  return out;
}

// The fields of a rules file, which is one mapping of `keys`: none when the
// file is empty, or is no such mapping (that error already reported).
std::vector<Field> RulesReader::top_fields(const YAML::Node& root,
                                           std::span<const std::string_view> keys) {
  if (root.IsNull()) return {};
  return mapping(root, file_.name().view(), keys).value_or(std::vector<Field>{});
}

// The list under the one top-level key of hosts/pages/overrides.yaml.
std::optional<YAML::Node> RulesReader::list_under(const YAML::Node& root, std::string_view key) {
  std::array<std::string_view, 1> known = {key};
  auto fields = top_fields(root, known);
  if (fields.empty() || fields.front().value.IsNull()) return std::nullopt;
  const auto& f = fields.front();
  if (!f.value.IsSequence()) {
    file_.error(f.value, f.key + " must be a list, not " + std::string(internal::kind_of(f.value)));
    return std::nullopt;
  }
  return f.value;
}

template <class T>
void RulesReader::set_int(const Field& f, T& out, long long min) {
  auto v = file_.integer(f, f.key);
  if (!v) return;
  if (*v < min || *v > 1'000'000'000'000LL) {
    file_.error(f.value, f.key + " must be at least " + std::to_string(min));
    return;
  }
  out = static_cast<T>(*v);
}

template <class T>
void RulesReader::set_int(const Field& f, std::optional<T>& out, long long min) {
  T value{};
  auto before = file_.error_count();
  set_int(f, value, min);
  if (!f.value.IsNull() && file_.error_count() == before) out = value;
}

void RulesReader::set_double(const Field& f, std::optional<double>& out, double min) {
  double value = 0;
  auto before = file_.error_count();
  set_double(f, value, min, false);
  if (!f.value.IsNull() && file_.error_count() == before) out = value;
}

void RulesReader::set_statuses(const Field& f, std::vector<int>& out) {
  if (f.value.IsNull()) return;
  if (!f.value.IsSequence()) {
    file_.error(f.value, "status must be a list of HTTP statuses");
    return;
  }
  for (const auto& s : f.value) {
    auto n = file_.integer({f.key, f.key_node, s}, "status");
    if (n && (*n < 100 || *n > 999))
      file_.error(s, "status " + std::to_string(*n) + " is not an HTTP status");
    else if (n)
      out.push_back(static_cast<int>(*n));
  }
}

void RulesReader::set_double(const Field& f, double& out, double min, bool positive) {
  auto v = file_.number(f, f.key);
  if (!v) return;
  if (*v < min || (positive && *v <= min)) {
    file_.error(f.value, f.key + (positive ? " must be more than " : " must be at least ") +
                             std::to_string(static_cast<int>(min)));
    return;
  }
  out = *v;
}

void RulesReader::set_text(const Field& f, std::string& out) {
  if (auto v = file_.text(f, f.key)) out = *v;
}

bool RulesReader::compiles(const YAML::Node& at, const std::string& pattern,
                           std::string_view what) {
  // Compiled as it will run (regex/rules_regex.h), so lint accepts exactly what runs.
  std::string why;
  if (regex::RulesRegex::compile(pattern, &why)) return true;
  file_.error(at, std::string(what) + ": invalid regex '" + pattern + "': " + why);
  return false;
}

void RulesReader::append_texts(const Field& f, std::vector<std::string>& out) {
  auto v = file_.texts(f, f.key);
  if (v) out.insert(out.end(), v->begin(), v->end());
}

// The strings of a list, each appended to `out` when keep(node, text)
// accepts it; keep reports at the node why not.
template <class Keep>
void RulesReader::append_kept(const Field& f, std::vector<std::string>& out, Keep keep) {
  auto v = file_.texts(f, f.key);
  if (!v) return;
  std::size_t i = 0;
  for (const auto& item : f.value) {
    auto& text = (*v)[i++];
    if (keep(item, text)) out.push_back(std::move(text));
  }
}

// Checked here, where a problem can name its line: the matcher reads every
// list whole at each start, and /dev/zero or a FIFO would never end.
void RulesReader::word_lists(const Field& f, std::vector<std::string>& out) {
  append_kept(f, out, [&](const YAML::Node& item, const std::string& path) {
    InputFile list(path, max_word_list_bytes);
    if (!list) file_.error(item, f.key + ": " + path + ": " + list.problem());
    return static_cast<bool>(list);
  });
}

void RulesReader::set_regexes(const Field& f, std::vector<std::string>& out) {
  append_kept(f, out, [&](const YAML::Node& item, const std::string& pattern) {
    return compiles(item, pattern, f.key);
  });
}

// "name" (present) or "name: regex" (value matches).
void RulesReader::header_patterns(const Field& f, std::vector<std::string>& out) {
  append_kept(f, out, [&](const YAML::Node& item, const std::string& text) {
    auto colon = text.find(':');
    if (colon == 0) {
      file_.error(item, "header '" + text + "' has no header name before ':'");
      return false;
    }
    if (colon == std::string::npos) return true;
    auto start = text.find_first_not_of(' ', colon + 1);
    auto pattern = start == std::string::npos ? std::string() : text.substr(start);
    return compiles(item, pattern, "header");
  });
}

std::optional<std::string> RulesReader::required_text(const std::vector<Field>& fields,
                                                      const YAML::Node& at,
                                                      std::string_view key) {
  auto f = internal::find(fields, key);
  if (!f || f->value.IsNull()) {
    file_.error(at, "missing required key '" + std::string(key) + "'");
    return std::nullopt;
  }
  auto v = file_.text(*f, key);
  if (v && v->empty()) {
    file_.error(f->value, std::string(key) + " must not be empty");
    return std::nullopt;
  }
  return v;
}

// One entry of a list (a host rule, a page signature, an override, an
// accelerator): its fields (an unknown key is an error), read by
// fill(fields, entry). The entry knows where it stands; one with any error
// in it is not kept.
template <class Entry, class Fill>
std::optional<Entry> RulesReader::entry(const YAML::Node& node, std::string_view what,
                                        std::span<const std::string_view> keys, Fill fill) {
  auto before = file_.error_count();
  auto fields = mapping(node, what, keys);
  if (!fields) return std::nullopt;
  Entry e;
  e.where = file_.at(node);
  fill(*fields, e);
  if (file_.error_count() != before) return std::nullopt;
  return e;
}

// The entries of the list under the one top-level key of hosts, pages or
// overrides.yaml, each read by fill(node, fields, entry).
template <class Entry, class Fill>
void RulesReader::list_entries(const YAML::Node& root, const ListSection& section,
                               std::vector<Entry>& out, Fill fill) {
  auto list = list_under(root, section.key);
  if (!list) return;
  for (const auto& node : *list) {
    auto kept = entry<Entry>(node, section.what, section.keys,
                             [&](const std::vector<Field>& fields, Entry& e) {
                               fill(node, fields, e);
                             });
    if (kept) out.push_back(std::move(*kept));
  }
}

template <class Entry>
void RulesReader::entries(const YAML::Node& root, std::vector<Entry>& out) {
  list_entries(root, section_of<Entry>, out,
               [this](const YAML::Node& node, const std::vector<Field>& fields, Entry& e) {
                 fill(node, fields, e);
               });
}

// ---- fetch.yaml ----

constexpr std::array<std::string_view, 17> fetch_keys = {
    "user_agent", "concurrency",    "per_host",        "gap_seconds",     "connect_timeout",
    "timeout",    "stall_seconds",  "attempts",        "retry_after_cap", "crawl_delay_cap",
    "rate_limited_gap",
    "max_redirects", "max_body_bytes", "max_pdf_bytes", "page_cpu_seconds",
    "immutable_patterns", "outage"};

void RulesReader::fetch(const YAML::Node& root, FetchRules& out, OutageRules& outage) {
  for (const auto& f : top_fields(root, fetch_keys)) {
    const auto& k = f.key;
    if (k == "user_agent") set_text(f, out.user_agent);
    else if (k == "concurrency") set_int(f, out.concurrency, 1);
    else if (k == "per_host") set_int(f, out.per_host, 1);
    else if (k == "gap_seconds") set_double(f, out.gap_seconds, 0, false);
    else if (k == "connect_timeout") set_double(f, out.connect_timeout, 0, true);
    else if (k == "timeout") set_double(f, out.timeout, 0, true);
    else if (k == "stall_seconds") set_double(f, out.stall_seconds, 0, true);
    else if (k == "attempts") set_int(f, out.attempts, 1);
    else if (k == "retry_after_cap") set_double(f, out.retry_after_cap, 0, false);
    else if (k == "crawl_delay_cap") set_double(f, out.crawl_delay_cap, 0, false);
    else if (k == "rate_limited_gap") set_double(f, out.rate_limited_gap, 0, false);
    else if (k == "max_redirects") set_int(f, out.max_redirects, 0);
    else if (k == "max_body_bytes") set_int(f, out.max_body_bytes, 1);
    else if (k == "max_pdf_bytes") set_int(f, out.max_pdf_bytes, 1);
    else if (k == "page_cpu_seconds") set_double(f, out.page_cpu_seconds, 0, true);
    else if (k == "immutable_patterns") set_regexes(f, out.immutable_patterns);
    else if (k == "outage") this->outage(f, outage);
  }
}

void RulesReader::outage(const Field& f, OutageRules& out) {
  if (f.value.IsNull()) return;
  constexpr std::array<std::string_view, 3> keys = {"host_share", "min_hosts", "canaries"};
  auto fields = mapping(f.value, "outage", keys);
  if (!fields) return;
  for (const auto& g : *fields) {
    if (g.key == "min_hosts") {
      set_int(g, out.min_hosts, 1);
    } else if (g.key == "canaries") {
      canaries(g, out.canaries);
    } else if (auto share = file_.number(g, g.key)) {
      if (*share > 0 && *share <= 1) out.host_share = *share;
      else file_.error(g.value, "host_share must be more than 0 and at most 1");
    }
  }
}

// A canary is fetched like a citation, so it must be one.
void RulesReader::canaries(const Field& f, std::vector<std::string>& out) {
  auto v = file_.texts(f, f.key);
  if (!v) return;
  std::size_t i = 0;
  for (const auto& item : f.value) {
    std::string why;
    if (is_citable_url((*v)[i], &why)) out.push_back((*v)[i]);
    else file_.error(item, "canary '" + (*v)[i] + "' is not an absolute http(s) URL: " + why);
    ++i;
  }
}

// ---- hosts.yaml ----

constexpr std::array<std::string_view, 8> host_keys = {
    "host", "per_host", "gap_seconds", "daily_budget", "ignore_robots", "ignore_robots_reason",
    "exclude", "exclude_reason"};

template <>
constexpr ListSection section_of<HostRule>{"hosts", "a host rule", host_keys};

// "example.org" or "*.example.org": a URL or a port here is a typo.
bool is_host_pattern(std::string_view host) {
  if (host.starts_with("*.")) host.remove_prefix(2);
  auto ok = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
  };
  return !host.empty() && std::all_of(host.begin(), host.end(), ok);
}

void RulesReader::hosts(const YAML::Node& root, std::vector<HostRule>& out) {
  std::set<std::string> seen;
  list_entries(root, section_of<HostRule>, out,
               [&](const YAML::Node& node, const std::vector<Field>& fields, HostRule& rule) {
                 host(node, fields, rule, seen);
               });
}

void RulesReader::host(const YAML::Node& node, const std::vector<Field>& fields, HostRule& rule,
                       std::set<std::string>& seen) {
  auto name = required_text(fields, node, "host");
  if (name) rule.host = *name;
  if (name && !is_host_pattern(*name))
    file_.error(internal::find(fields, "host")->value,
                "host '" + *name + "' must be a bare lower-case host name: example.org or "
                "*.example.org");
  for (const auto& f : fields) {
    const auto& k = f.key;
    if (k == "per_host") set_int(f, rule.per_host, 1);
    else if (k == "gap_seconds") set_double(f, rule.gap_seconds, 0);
    else if (k == "daily_budget") set_int(f, rule.daily_budget, 1);
    else if (k == "ignore_robots") rule.ignore_robots = file_.boolean(f, k).value_or(false);
    else if (k == "ignore_robots_reason") set_text(f, rule.ignore_robots_reason);
    else if (k == "exclude") rule.exclude = file_.boolean(f, k).value_or(false);
    else if (k == "exclude_reason") set_text(f, rule.exclude_reason);
  }
  if (rule.ignore_robots && rule.ignore_robots_reason.empty())
    file_.error(node, "host '" + rule.host +
                          "': ignore_robots needs a non-empty ignore_robots_reason");
  if (rule.exclude && rule.exclude_reason.empty())
    file_.error(node, "host '" + rule.host + "': exclude needs a non-empty exclude_reason");
  if (name && !seen.insert(rule.host).second)
    file_.error(node, "host '" + rule.host + "' has two rules");
}

// ---- pages.yaml ----

constexpr std::array<std::string_view, 9> signature_keys = {
    "name", "kind", "title", "heading", "text", "html", "header", "status", "max_words"};

std::optional<PageKind> page_kind(std::string_view w) {
  if (w == "readable") return PageKind::readable;
  if (w == "soft-404") return PageKind::soft_404;
  if (w == "challenge") return PageKind::challenge;
  if (w == "login-wall") return PageKind::login_wall;
  if (w == "js-shell") return PageKind::js_shell;
  if (w == "unsupported") return PageKind::unsupported;
  return std::nullopt;
}

template <>
constexpr ListSection section_of<PageSignature>{"signatures", "a page signature", signature_keys};

void RulesReader::fill(const YAML::Node& node, const std::vector<Field>& fields,
                       PageSignature& sig) {
  sig.name = required_text(fields, node, "name").value_or("");
  if (auto kind = required_text(fields, node, "kind")) {
    if (auto k = page_kind(*kind))
      sig.kind = *k;
    else
      file_.error(internal::find(fields, "kind")->value,
                  "kind '" + *kind +
                      "' is not one of: readable, soft-404, challenge, login-wall, js-shell, "
                      "unsupported");
  }
  for (const auto& f : fields) {
    const auto& k = f.key;
    if (k == "title") set_regexes(f, sig.title);
    else if (k == "heading") set_regexes(f, sig.heading);
    else if (k == "text") set_regexes(f, sig.text);
    else if (k == "html") set_regexes(f, sig.html);
    else if (k == "header") header_patterns(f, sig.header);
    else if (k == "max_words") set_int(f, sig.max_words, 0);
    else if (k == "status") set_statuses(f, sig.status);
  }
}

// ---- aliases.yaml, words.yaml ----

constexpr std::array<std::string_view, 12> match_keys = {
    "generic_words", "phase_patterns", "owners",     "ordinary_names", "name_words", "product_words",
    "dictionaries",  "context_words",  "not_names",  "weak_names",     "namesakes",  "countries"};

// The keys that are plain lists of words, each appended to its own list.
constexpr std::pair<std::string_view, std::vector<std::string> MatchRules::*> word_list_keys[] = {
    {"generic_words", &MatchRules::generic_words}, {"ordinary_names", &MatchRules::ordinary_names},
    {"name_words", &MatchRules::name_words},       {"product_words", &MatchRules::product_words},
    {"not_names", &MatchRules::not_names},         {"weak_names", &MatchRules::weak_names}};

void RulesReader::match(const YAML::Node& root, MatchRules& out, bool& context_set) {
  for (const auto& f : top_fields(root, match_keys)) {
    const auto& k = f.key;
    auto words = std::ranges::find(word_list_keys, k, [](const auto& e) { return e.first; });
    if (words != std::end(word_list_keys)) append_texts(f, out.*words->second);
    else if (k == "phase_patterns") set_regexes(f, out.phase_patterns);
    else if (k == "owners") owners(f, out.owners);
    else if (k == "namesakes") namesakes(f, out.namesakes);
    else if (k == "countries") countries(f, out.countries);
    else if (k == "dictionaries") word_lists(f, out.dictionaries);
    else if (k == "context_words") {
      if (context_set) file_.error(f.key_node, "context_words is already set in aliases.yaml");
      else set_int(f, out.context_words, 1);
      context_set = true;
    }
  }
}

void RulesReader::owners(const Field& f, std::vector<OwnerForms>& out) {
  if (f.value.IsNull()) return;
  if (!f.value.IsSequence()) {
    file_.error(f.value, "owners must be a list of {owner, forms}");
    return;
  }
  constexpr std::array<std::string_view, 3> keys = {"owner", "forms", "maker"};
  for (const auto& node : f.value) {
    auto fields = mapping(node, "an owners entry", keys);
    if (!fields) continue;
    OwnerForms entry;
    auto owner = required_text(*fields, node, "owner");
    if (auto forms = internal::find(*fields, "forms")) append_texts(*forms, entry.forms);
    if (auto maker = internal::find(*fields, "maker")) entry.maker = file_.boolean(*maker, "maker").value_or(false);
    if (owner) {
      entry.owner = *owner;
      out.push_back(std::move(entry));
    }
  }
}

// A list of flow lists of strings ([a, b, c]), each of `least` to `most`
// strings (`most` 0: any number): the generated files (namesakes,
// countries) hold a thousand entries, and flow lists keep them short.
// Misshapen entries are reported (`entry_shape` says what an entry must
// be) and skipped.
std::vector<StringList> RulesReader::string_lists(const Field& f, std::size_t least, std::size_t most,
                                                  std::string_view entry_shape) {
  std::vector<StringList> out;
  if (f.value.IsNull()) return out;
  if (!f.value.IsSequence()) {
    file_.error(f.value, f.key + " must be a list of entries, each " + std::string(entry_shape));
    return out;
  }
  for (const auto& node : f.value) {
    bool fits = node.IsSequence() && node.size() >= least && (most == 0 || node.size() <= most);
    for (std::size_t i = 0; fits && i < node.size(); ++i) fits = node[i].IsScalar();
    if (!fits) {
      file_.error(node, "an entry of " + f.key + " must be " + std::string(entry_shape));
      continue;
    }
    StringList entry{node, {}};
    for (const auto& n : node) entry.texts.push_back(n.Scalar());
    out.push_back(std::move(entry));
  }
  return out;
}

// A namesake's first or last year on the lists: four digits, from the
// first list (1993) on.
std::optional<int> list_year(std::string_view text) {
  if (text.size() != 4 || !all_ascii_digits(text)) return std::nullopt;
  const int year = std::stoi(std::string(text));
  return year >= 1993 ? std::optional<int>(year) : std::nullopt;
}

// [name, site, country], then optionally the first and the last year the
// entry is on the TOP500 lists, as scripts/make-namesakes writes them.
void RulesReader::namesakes(const Field& f, std::vector<Namesake>& out) {
  for (auto& row : string_lists(f, 3, 5,
                                "[name, site, country], [name, site, country, first year] or "
                                "[name, site, country, first year, last year], strings")) {
    Namesake n{std::move(row.texts[0]), std::move(row.texts[1]), std::move(row.texts[2])};
    if (row.texts.size() >= 4) {
      auto year = list_year(row.texts[3]);
      if (!year) {
        file_.error(row.node[3], "a namesake's 4th field is the year it first appears on the TOP500 lists "
                                 "(four digits, 1993 or later), not '" + row.texts[3] + "'");
        continue;
      }
      n.first_year = *year;
    }
    if (row.texts.size() == 5) {
      auto year = list_year(row.texts[4]);
      if (!year || *year < n.first_year) {
        file_.error(row.node[4], "a namesake's 5th field is the year it last appears on the TOP500 lists "
                                 "(four digits, not before its first year), not '" + row.texts[4] + "'");
        continue;
      }
      n.last_year = *year;
    }
    out.push_back(std::move(n));
  }
}

void RulesReader::countries(const Field& f, std::vector<std::vector<std::string>>& out) {
  for (auto& names : string_lists(f, 1, 0, "a list of a country's names, strings"))
    out.push_back(std::move(names.texts));
}

// ---- history.yaml ----

void RulesReader::history(const YAML::Node& root, HistoryRules& out) {
  constexpr std::array<std::string_view, 2> keys = {"confirm_nights", "confirm_days"};
  for (const auto& f : top_fields(root, keys)) {
    if (f.key == "confirm_nights") set_int(f, out.confirm_nights, 1);
    else set_int(f, out.confirm_days, 0);
  }
}

// ---- models.yaml ----

// Each list entry: its name key, its vendor (or family), other spellings. A
// name given twice, or a vendor or family that the file does not list, is an
// error at the entry.
template <class Entry>
void RulesReader::accelerator_entries(const Field& f, std::span<const std::string_view> keys,
                                      std::vector<Entry>& out,
                                      const std::function<bool(const YAML::Node&, Entry&)>& check) {
  if (f.value.IsNull()) return;
  if (!f.value.IsSequence()) {
    file_.error(f.value, f.key + " must be a list");
    return;
  }
  auto what = "a " + std::string(keys[0]) + " entry";
  for (const auto& node : f.value) {
    auto kept = entry<Entry>(node, what, keys, [&](const std::vector<Field>& fields, Entry& e) {
      auto name = required_text(fields, node, keys[0]).value_or("");
      if (auto forms = internal::find(fields, "forms")) append_texts(*forms, e.forms);
      if constexpr (std::is_same_v<Entry, AcceleratorVendor>) {
        e.vendor = name;
      } else if constexpr (std::is_same_v<Entry, AcceleratorFamily>) {
        e.family = name;
        e.vendor = required_text(fields, node, "vendor").value_or("");
        if (auto a = internal::find(fields, "appliance"))
          e.appliance = file_.boolean(*a, "appliance").value_or(false);
      } else {
        e.model = name;
        e.family = required_text(fields, node, "family").value_or("");
        if (auto v = internal::find(fields, "vendor"))
          e.vendor = file_.text(*v, "vendor").value_or("");
      }
    });
    if (kept && check(node, *kept)) out.push_back(std::move(*kept));
  }
}

constexpr std::array<std::string_view, 2> vendor_keys = {"vendor", "forms"};
constexpr std::array<std::string_view, 4> family_keys = {"family", "vendor", "forms", "appliance"};
constexpr std::array<std::string_view, 4> model_keys = {"model", "family", "vendor", "forms"};

void RulesReader::accelerators(const YAML::Node& root, AcceleratorTable& out) {
  constexpr std::array<std::string_view, 3> keys = {"vendors", "families", "models"};
  const auto fields = top_fields(root, keys);
  std::set<std::string> names;  // every vendor, family and model name, once
  auto unique = [&](const YAML::Node& at, const std::string& name) {
    if (names.insert(name).second) return true;
    file_.error(at, "'" + name + "' is named twice");
    return false;
  };
  auto vendor_known = [&](const std::string& v) {
    return std::any_of(out.vendors.begin(), out.vendors.end(),
                       [&](const auto& e) { return e.vendor == v; });
  };
  // Vendors before families before models, whatever the order in the file.
  for (auto key : keys) {
    auto f = internal::find(fields, key);
    if (!f) continue;
    if (key == "vendors") {
      accelerator_entries<AcceleratorVendor>(
          *f, vendor_keys, out.vendors,
          [&](const YAML::Node& at, AcceleratorVendor& e) { return unique(at, e.vendor); });
    } else if (key == "families") {
      accelerator_entries<AcceleratorFamily>(
          *f, family_keys, out.families, [&](const YAML::Node& at, AcceleratorFamily& e) {
            if (!vendor_known(e.vendor)) {
              file_.error(at, "vendor '" + e.vendor + "' is not in vendors");
              return false;
            }
            return unique(at, e.family);
          });
    } else {
      accelerator_entries<AcceleratorModel>(
          *f, model_keys, out.models, [&](const YAML::Node& at, AcceleratorModel& e) {
            auto fam = std::find_if(out.families.begin(), out.families.end(),
                                    [&](const auto& x) { return x.family == e.family; });
            if (fam == out.families.end()) {
              file_.error(at, "family '" + e.family + "' is not in families");
              return false;
            }
            if (!e.vendor.empty() && e.vendor != fam->vendor) {
              file_.error(at, "vendor '" + e.vendor + "' is not the vendor of family '" +
                                  e.family + "' (" + fam->vendor + ")");
              return false;
            }
            e.vendor = fam->vendor;
            return unique(at, e.model);
          });
    }
  }
}

// ---- overrides.yaml ----

constexpr std::array<std::string_view, 6> override_keys = {
    "system_id", "url", "result", "reason", "decided_by", "expires"};

template <>
constexpr ListSection section_of<Override>{"overrides", "an override", override_keys};

void RulesReader::fill(const YAML::Node& node, const std::vector<Field>& fields, Override& o) {
  o.system_id = required_text(fields, node, "system_id").value_or("");
  o.url = required_text(fields, node, "url").value_or("");
  o.reason = required_text(fields, node, "reason").value_or("");
  o.decided_by = required_text(fields, node, "decided_by").value_or("");
  std::string why;
  if (!o.url.empty() && !is_citable_url(o.url, &why))
    file_.error(internal::find(fields, "url")->value, "url: not an absolute http(s) URL: " + why);
  o.key = same_url_key(o.url);
  if (auto word = required_text(fields, node, "result")) {
    if (auto r = result_from_word(*word)) o.result = *r;
    else file_.error(internal::find(fields, "result")->value,
                     "result '" + *word + "' is not a result word of the contract");
  }
  if (auto expires = required_text(fields, node, "expires")) {
    std::string why_not;
    if (auto day = Date::parse(*expires, &why_not)) o.expires = day;
    else file_.error(internal::find(fields, "expires")->value,
                     "expires '" + *expires + "' is not a date YYYY-MM-DD: " + why_not);
  }
}

template <class Read>
void read_file(const std::filesystem::path& dir, std::string_view name, InputErrors& errors,
               Read read) {
  auto path = dir / name;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return;  // defaults stay
  YamlFile file(path, errors);
  auto root = file.load(/*empty_ok=*/true);
  if (!root) return;
  RulesReader reader(file);
  read(reader, *root);
}

}  // namespace

LoadedRules load_rules(const std::filesystem::path& dir) {
  LoadedRules out;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    out.errors.push_back({{dir.string(), 0, 0}, "not a folder of rules"});
    return out;
  }
  auto& r = out.rules;
  bool context_set = false;
  read_file(dir, "fetch.yaml", out.errors, [&](RulesReader& rr, auto& n) { rr.fetch(n, r.fetch, r.outage); });
  read_file(dir, "hosts.yaml", out.errors, [&](RulesReader& rr, auto& n) { rr.hosts(n, r.fetch.hosts); });
  read_file(dir, "pages.yaml", out.errors, [&](RulesReader& rr, auto& n) { rr.entries(n, r.pages); });
  // The match rules are split over four files by topic; any key may stand in any of them.
  for (const char* name : {"aliases.yaml", "words.yaml", "namesakes.yaml", "countries.yaml"})
    read_file(dir, name, out.errors,
              [&](RulesReader& rr, auto& n) { rr.match(n, r.match, context_set); });
  read_file(dir, "models.yaml", out.errors,
            [&](RulesReader& rr, auto& n) { rr.accelerators(n, r.match.accelerators); });
  read_file(dir, "history.yaml", out.errors, [&](RulesReader& rr, auto& n) { rr.history(n, r.history); });
  read_file(dir, "overrides.yaml", out.errors,
            [&](RulesReader& rr, auto& n) { rr.entries(n, r.overrides); });
  return out;
}

}  // namespace verifier::dataset
