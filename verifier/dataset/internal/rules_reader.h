// dataset/internal/rules_reader.h: the reader of one rules file
// (rules/*.yaml, format: rules/README.md) into its part of core Rules, for
// load_rules (dataset/rules.cpp). Unlike records, rules are strict: an
// unknown key is an error, because a misspelt limit or pattern would
// otherwise be silently ignored. The readers shared by every file live in
// rules_reader.cpp; each file's own keys in the file of its name
// (rules_fetch.cpp, rules_hosts.cpp, rules_pages.cpp, rules_match.cpp,
// rules_models.cpp, rules_history.cpp, rules_overrides.cpp).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/rules.h"
#include "dataset/internal/yaml_file.h"

namespace verifier::dataset::internal {

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

class RulesReader {
 public:
  explicit RulesReader(YamlFile& file) : file_(file) {}

  void fetch(const YAML::Node& root, FetchRules& out, OutageRules& outage);
  void hosts(const YAML::Node& root, std::vector<HostRule>& out);
  void pages(const YAML::Node& root, std::vector<PageSignature>& out);
  void match(const YAML::Node& root, MatchRules& out, bool& context_set);
  void history(const YAML::Node& root, HistoryRules& out);
  void accelerators(const YAML::Node& root, AcceleratorTable& out);
  void overrides(const YAML::Node& root, std::vector<Override>& out);

 private:
  // ---- shared by every file (rules_reader.cpp and below) ----
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
  template <class Keep>
  void append_kept(const Field& f, std::vector<std::string>& out, Keep keep);
  bool compiles(const YAML::Node& at, const std::string& pattern, std::string_view what);
  std::optional<std::string> required_text(const std::vector<Field>& fields,
                                           const YAML::Node& at, std::string_view key);
  template <class Entry, class Fill>
  std::optional<Entry> entry(const YAML::Node& node, std::string_view what,
                             std::span<const std::string_view> keys, Fill fill);
  template <class Entry, class Fill>
  void list_entries(const YAML::Node& root, const ListSection& section, std::vector<Entry>& out,
                    Fill fill);
  template <class Entry>
  void filled_entries(const YAML::Node& root, const ListSection& section, std::vector<Entry>& out);

  // ---- fetch.yaml (rules_fetch.cpp) ----
  void outage(const Field& f, OutageRules& out);
  void canaries(const Field& f, std::vector<std::string>& out);

  // ---- hosts.yaml (rules_hosts.cpp) ----
  void host(const YAML::Node& node, const std::vector<Field>& fields, HostRule& rule,
            std::set<std::string>& seen);

  // ---- pages.yaml (rules_pages.cpp) ----
  void fill(const YAML::Node& node, const std::vector<Field>& fields, PageSignature& sig);
  void header_patterns(const Field& f, std::vector<std::string>& out);

  // ---- aliases, words, namesakes and countries.yaml (rules_match.cpp) ----
  void word_lists(const Field& f, std::vector<std::string>& out);
  void owners(const Field& f, std::vector<OwnerForms>& out);
  void namesakes(const Field& f, std::vector<Namesake>& out);
  void countries(const Field& f, std::vector<std::vector<std::string>>& out);
  std::vector<StringList> string_lists(const Field& f, std::size_t least, std::size_t most,
                                       std::string_view entry_shape);

  // ---- models.yaml (rules_models.cpp) ----
  template <class Entry>
  void accelerator_entries(const Field& f, std::span<const std::string_view> keys,
                           std::vector<Entry>& out,
                           const std::function<bool(const YAML::Node&, Entry&)>& check);

  // ---- overrides.yaml (rules_overrides.cpp) ----
  void fill(const YAML::Node& node, const std::vector<Field>& fields, Override& o);

  YamlFile& file_;
};

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

// The list of pages.yaml or overrides.yaml, each entry read by its fill.
template <class Entry>
void RulesReader::filled_entries(const YAML::Node& root, const ListSection& section,
                                 std::vector<Entry>& out) {
  list_entries(root, section, out,
               [this](const YAML::Node& node, const std::vector<Field>& fields, Entry& e) {
                 fill(node, fields, e);
               });
}

}  // namespace verifier::dataset::internal
