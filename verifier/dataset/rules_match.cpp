// dataset/rules_match.cpp: aliases.yaml, words.yaml, namesakes.yaml and
// countries.yaml, the matcher's rules split over four files by topic (any
// key may stand in any of them), into MatchRules.
#include <algorithm>
#include <array>
#include <iterator>
#include <utility>

#include "core/ascii.h"
#include "core/input_file.h"
#include "dataset/internal/rules_reader.h"

namespace verifier::dataset::internal {
namespace {

constexpr std::array<std::string_view, 12> match_keys = {
    "generic_words", "phase_patterns", "owners",     "ordinary_names", "name_words", "product_words",
    "dictionaries",  "context_words",  "not_names",  "weak_names",     "namesakes",  "countries"};

// The keys that are plain lists of words, each appended to its own list.
constexpr std::pair<std::string_view, std::vector<std::string> MatchRules::*> word_list_keys[] = {
    {"generic_words", &MatchRules::generic_words}, {"ordinary_names", &MatchRules::ordinary_names},
    {"name_words", &MatchRules::name_words},       {"product_words", &MatchRules::product_words},
    {"not_names", &MatchRules::not_names},         {"weak_names", &MatchRules::weak_names}};

// A namesake's first or last year on the lists: four digits, from the
// first list (1993) on.
std::optional<int> list_year(std::string_view text) {
  if (text.size() != 4 || !all_ascii_digits(text)) return std::nullopt;
  const int year = std::stoi(std::string(text));
  return year >= 1993 ? std::optional<int>(year) : std::nullopt;
}

}  // namespace

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

// Checked here, where a problem can name its line: the matcher reads every
// list whole at each start, and /dev/zero or a FIFO would never end.
void RulesReader::word_lists(const Field& f, std::vector<std::string>& out) {
  append_kept(f, out, [&](const YAML::Node& item, const std::string& path) {
    InputFile list(path, max_word_list_bytes);
    if (!list) file_.error(item, f.key + ": " + path + ": " + list.problem());
    return static_cast<bool>(list);
  });
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

}  // namespace verifier::dataset::internal
