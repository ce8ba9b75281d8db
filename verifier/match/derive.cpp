// match/derive.cpp: cuts owners, places, phases and generic words out of a
// system's name, word by word, keeping the record's own spelling of what
// is left.
#include "match/derive.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "core/ascii.h"
#include "core/utf8.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match {
namespace {

constexpr std::size_t no_owner = static_cast<std::size_t>(-1);
// The most words a model's or product's form has: "Max 1550", "TPU v4", "Mistral Large".
constexpr std::size_t most_model_words = 3;

bool longer_first(const Deriver::Phrase& a, const Deriver::Phrase& b) {
  return a.words.size() > b.words.size();
}

bool has_letter(const std::string& key) {
  return std::any_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || static_cast<unsigned char>(c) >= 0x80;
  });
}

std::string trim_punctuation(const std::string& s) {
  std::size_t b = 0;
  std::size_t e = s.size();
  while (b < e && !is_word_char(char_at(s, b)) && !is_spaceless(char_at(s, b))) ++b;
  while (e > b && !is_word_char(char_before(s, e)) && !is_spaceless(char_before(s, e))) {
    --e;
    while (e > b && is_utf8_continuation(s[e])) --e;
  }
  return s.substr(b, e - b);
}

// A name as tokens (split at spaces and slashes), each with its folded key
// and its words as owners.h compares them.
struct Tokens {
  std::vector<std::string> text;
  std::vector<std::string> key;
  std::vector<std::vector<std::string>> words;
  std::vector<bool> cut;

  static bool splits(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '/'; }

  explicit Tokens(const std::string& s) {
    std::size_t i = 0;
    while (i < s.size()) {
      while (i < s.size() && splits(s[i])) ++i;
      std::size_t start = i;
      while (i < s.size() && !splits(s[i])) ++i;
      if (i > start) {
        text.push_back(s.substr(start, i - start));
        key.push_back(normalize_key(text.back()));
        words.push_back(phrase_words(text.back()));
      }
    }
    cut.assign(text.size(), false);
  }

  // The uncut tokens, filler words ("Corp") and punctuation at the ends
  // ("Jupiter,") left out.
  std::string remaining() const {
    std::string out;
    for (std::size_t k = 0; k < text.size(); ++k) {
      if (cut[k] || words[k].empty()) continue;
      if (!out.empty()) out += ' ';
      out += text[k];
    }
    return trim_punctuation(out);
  }

  // Cuts the first run of whole uncut tokens that is `phrase` (tolerantly,
  // filler words skipped). Returns the cut text, or "" when absent.
  std::string cut_phrase(const std::vector<std::string>& phrase) {
    std::vector<std::string> all;
    std::vector<std::size_t> at;
    for (std::size_t k = 0; k < text.size(); ++k) {
      if (cut[k]) continue;
      for (const auto& w : words[k]) {
        all.push_back(w);
        at.push_back(k);
      }
    }
    auto found = find_phrase(all, phrase, false);
    if (!found) return "";
    // Only whole tokens go: "Cambridge" is not cut out of "Cambridge-1".
    std::size_t first = at[found->first];
    std::size_t last = at[found->second - 1];
    bool starts_token = found->first == 0 || at[found->first - 1] != first;
    bool ends_token = found->second == at.size() || at[found->second] != last;
    if (!starts_token || !ends_token) return "";
    std::string removed;
    for (std::size_t k = first; k <= last; ++k) {
      if (!removed.empty()) removed += ' ';
      removed += text[k];
      cut[k] = true;
    }
    return removed;
  }

  // Cuts every token that is a place of `place` (words or initials: UAE,
  // Lincoln); numbers of street addresses are no places.
  void cut_places(const std::vector<std::string>& place) {
    for (std::size_t k = 0; k < text.size(); ++k) {
      if (cut[k] || words[k].empty() || !has_letter(key[k])) continue;
      if (find_phrase(place, words[k], false)) cut[k] = true;
    }
  }

  // Cuts every run that equals `generic` word for word.
  void cut_exact(const std::vector<std::string>& generic) {
    if (generic.empty() || generic.size() > text.size()) return;
    for (std::size_t k = 0; k + generic.size() <= text.size(); ++k) {
      bool same = true;
      for (std::size_t g = 0; g < generic.size() && same; ++g)
        same = !cut[k + g] && key[k + g] == generic[g];
      if (same)
        for (std::size_t g = 0; g < generic.size(); ++g) cut[k + g] = true;
    }
  }
};

// A phrase's word keys as Tokens folds them, for Tokens::cut_exact.
std::vector<std::string> keys_of_phrase(const std::string& phrase) {
  std::vector<std::string> keys;
  for (const auto& k : Tokens(phrase).key)
    if (!k.empty()) keys.push_back(k);
  return keys;
}

// Still a name: three letters, or two with a digit (MN-2, CG-1), or a
// character of a spaceless script.
bool distinctive(const std::string& key) {
  int letters = 0;
  int digits = 0;
  for (char c : key) {
    auto b = static_cast<unsigned char>(c);
    if (b >= 0x80) return true;
    if (b >= 'a' && b <= 'z') ++letters;
    if (is_ascii_digit(b)) ++digits;
  }
  return letters >= 3 || (letters == 2 && digits > 0);
}

// The words of a place that are not bare numbers, as written.
std::string without_numbers(const std::string& place) {
  Tokens tokens(place);
  std::string out;
  for (std::size_t k = 0; k < tokens.text.size(); ++k) {
    if (tokens.key[k].empty() || all_ascii_digits(tokens.key[k])) continue;
    out += (out.empty() ? "" : " ") + tokens.text[k];
  }
  return trim_punctuation(out);
}

// "Jülich" as the lists write it without the umlaut: "Forschungszentrum
// Juelich (FZJ)", "Universitaet Erlangen". "" when the place has none.
std::string umlauts_spelt_out(const std::string& place) {
  static const std::pair<std::string_view, std::string_view> spelt[] = {
      {"ä", "ae"}, {"ö", "oe"}, {"ü", "ue"}, {"Ä", "Ae"}, {"Ö", "Oe"}, {"Ü", "Ue"}};
  std::string out;
  bool any = false;
  for (std::size_t at = 0; at < place.size();) {
    const auto* hit = std::find_if(std::begin(spelt), std::end(spelt), [&](const auto& s) {
      return std::string_view(place).substr(at).starts_with(s.first);
    });
    if (hit == std::end(spelt)) {
      out += place[at++];
      continue;
    }
    out += hit->second;
    at += hit->first.size();
    any = true;
  }
  return any ? out : "";
}

void add_alias(SystemTerms& out, const std::string& text, bool derived,
               bool version_base = false) {
  std::string key = normalize_key(text);
  if (key.empty()) return;
  for (const auto& a : out.aliases)
    if (a.key == key) return;
  out.aliases.push_back(Alias{text, key, derived, version_base});
}

// "1", "1.0", "2.5", "10": a version number as a name's last word, two
// figures at most before the point. A longer number is a serial or a
// year ("Benchmark System 12345", "Cluster 2024"): no generation of a line,
// and a bare name shared by every such record would be a pattern for each.
bool version_number(std::string_view word) {
  if (word.empty() || word.front() < '0' || word.front() > '9' || word.size() > 5) return false;
  bool point = false;
  std::size_t whole = 0;  // figures before the point
  for (char c : word) {
    if (c == '.' && !point) point = true;
    else if (c < '0' || c > '9') return false;
    else if (!point) ++whole;
  }
  return word.back() != '.' && whole <= 2;
}

// "100k", "2k", "10,000", "36K", "1.2M", "5GW", "100MW", "80GB": a count, a
// power or a memory size (of the part a name spells out: "A100 80GB GPU
// cluster"), not a name. Keys are folded: no separators, a decimal point kept.
bool count_token(std::string_view key) {
  auto unit = [](std::string_view u) {
    return u.empty() || u == "k" || u == "m" || u == "ks" || u == "gw" || u == "mw" || u == "kw" ||
           u == "gb" || u == "tb";
  };
  std::size_t i = 0;
  while (i < key.size() && (is_ascii_digit(key[i]) || key[i] == '.')) ++i;
  return (i > 0 && unit(key.substr(i))) || key == "gw" || key == "mw";
}

// "7th" of "S. Korea 7th national supercomputer": a rank in a series,
// which the country and the generic words leave alone, is no name.
bool ordinal_token(std::string_view key) {
  std::size_t i = 0;
  while (i < key.size() && is_ascii_digit(key[i])) ++i;
  const std::string_view suffix = key.substr(i);
  return i > 0 && (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th");
}

// "Sakura's": an owner's possessive left over, not a name.
bool possessive(std::string_view text) {
  return text.ends_with("'s") || text.ends_with("\u2019s");
}

// "h100", "gb200s", "mi300x", "b200", "p100": one to three letters, two to
// four digits, at most two letters more (a plural s included). A hyphen
// makes it a name ("MSU-270", "SSC-21"), not a model.
bool model_token(std::string_view text, std::string_view key) {
  if (text.find('-') != std::string_view::npos) return false;
  std::size_t i = 0;
  while (i < key.size() && key[i] >= 'a' && key[i] <= 'z') ++i;
  std::size_t letters = i;
  while (i < key.size() && is_ascii_digit(key[i])) ++i;
  std::size_t digits = i - letters;
  std::size_t tail = key.size() - i;
  bool tail_letters = std::all_of(key.begin() + static_cast<std::ptrdiff_t>(i), key.end(),
                                  [](char c) { return c >= 'a' && c <= 'z'; });
  return letters >= 1 && letters <= 3 && digits >= 2 && digits <= 4 && tail <= 2 && tail_letters;
}

void add_context(SystemTerms& out, const std::string& text, const char* kind, bool short_form = false) {
  std::string key = normalize_key(text);
  if (key.empty()) return;
  for (const auto& c : out.context)
    if (c.key == key) return;
  out.context.push_back(ContextTerm{text, key, kind, short_form});
}

// "Univ. Florida" on a list is the University of Florida: every operator
// spelling the record and the rules give, shortened as pages shorten them.
void add_short_operators(SystemTerms& out) {
  const std::size_t spellings = out.context.size();
  for (std::size_t k = 0; k < spellings; ++k) {
    if (out.context[k].kind != "operator") continue;
    for (const auto& form : short_forms(out.context[k].text))
      add_context(out, form, "operator", true);
  }
}

// A count is this system's own only when it is large: "8" or "64" is on
// every page. Folding drops separators, so "12288" finds "12,288" too.
void add_counts(const Record& record, SystemTerms& out) {
  for (const auto& p : record.parts)
    if (p.quantity && *p.quantity >= 1000 && *p.quantity < 1e9)
      add_context(out, std::to_string(static_cast<long long>(*p.quantity)), "count");
}

}  // namespace

namespace {

// The name with its bracketed parts left out: "Sophia (Formerly Theta)".
std::string without_brackets(const std::string& name) {
  std::string out;
  int depth = 0;
  for (char c : name) {
    if (c == '(' || c == '[') ++depth;
    else if ((c == ')' || c == ']') && depth > 0) --depth;
    else if (depth == 0) out += c;
  }
  return out;
}

}  // namespace

std::vector<std::string> split_places(const std::string& site) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= site.size(); ++i) {
    if (i == site.size() || site[i] == ',' || site[i] == ';' || site[i] == '/' || site[i] == '\n') {
      std::string p = site.substr(start, i - start);
      if (!normalize_key(p).empty()) parts.push_back(p);
      start = i + 1;
    }
  }
  return parts;
}

std::vector<std::string> name_parts(const std::string& name) {
  std::vector<std::string> parts;
  std::string current;
  for (char c : name) {
    if (c == ',' || c == ';' || c == '(' || c == ')' || c == '[' || c == ']') {
      if (!normalize_key(current).empty()) parts.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  if (!normalize_key(current).empty()) parts.push_back(current);
  return parts;
}

ListedLater::ListedLater(const std::vector<Namesake>& listed) {
  for (const auto& n : listed) {
    const auto words = phrase_words(n.name);
    std::string start;
    for (std::size_t w = 0; w + 1 < words.size(); ++w) {
      start += words[w];
      by_start_[start].push_back(Later{&n, w + 1});
    }
  }
}

std::vector<ListedLater::Later> ListedLater::of(const std::string& key, int year,
                                                const std::vector<ContextTerm>& own) const {
  std::vector<Later> out;
  const auto it = by_start_.find(key);
  if (it == by_start_.end()) return out;
  for (const Later& later : it->second) {
    const int listed_year = later.listed->first_year;
    if (year > 0 && listed_year > 0 && listed_year + 1 < year) continue;
    if (own_site(later.listed->site, own)) out.push_back(later);
  }
  return out;
}

namespace {

void insert_key(std::unordered_set<std::string>& set, const std::string& text) {
  if (auto key = normalize_key(text); !key.empty()) set.insert(std::move(key));
}

}  // namespace

namespace {

// `key` without one of its characters, each in turn.
std::vector<std::string> deletions(const std::string& key) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < key.size(); ++i) out.push_back(key.substr(0, i) + key.substr(i + 1));
  return out;
}

bool letter(char c) { return c >= 'a' && c <= 'z'; }

// Whether `b` is one letter from `a` (Damerau: a letter dropped, added,
// replaced, or two beside each other swapped), digits never touched: a
// digit more or less is another generation ("Berzelius2", "Spartan3").
bool one_letter_off(const std::string& a, const std::string& b) {
  if (a.size() == b.size()) {
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < a.size() && at.size() <= 2; ++i)
      if (a[i] != b[i]) at.push_back(i);
    if (at.size() == 1) return letter(a[at[0]]) && letter(b[at[0]]);
    return at.size() == 2 && at[1] == at[0] + 1 && a[at[0]] == b[at[1]] && a[at[1]] == b[at[0]] &&
           letter(a[at[0]]) && letter(a[at[1]]);
  }
  const std::string& longer = a.size() > b.size() ? a : b;
  const std::string& shorter = a.size() > b.size() ? b : a;
  if (longer.size() != shorter.size() + 1) return false;
  std::size_t i = 0;
  while (i < shorter.size() && shorter[i] == longer[i]) ++i;
  return letter(longer[i]) && longer.compare(i + 1, std::string::npos, shorter, i) == 0;
}

// A word long enough that one letter off is a slip, not another word: the
// corpus's words one letter from shorter names are mostly other words.
constexpr std::size_t fewest_spelt_letters = 6;
bool spellable(const std::string& key) {
  return key.size() >= fewest_spelt_letters && std::all_of(key.begin(), key.end(), letter);
}

}  // namespace

Deriver::Deriver(const MatchRules& rules, const std::vector<Record>& records)
    : later_(rules.namesakes), rules_(&rules) {
  fold_products(rules);
  for (const auto& w : rules.weak_names) insert_key(weak_, w);
  for (const auto& w : rules.name_words) name_words_.push_back(normalize_key(w));
  for (const auto& n : rules.namesakes) listed_[normalize_key(n.name)].push_back(&n);
  // The lists' names that are a word of some record's name ("AiMOS"): that
  // record's, never another's spelling.
  for (const auto& r : records)
    for (const auto& word : phrase_words(r.name))
      if (listed_.contains(word)) recorded_listed_words_.insert(word);
  // The lists' keys by themselves and each of their one-letter deletions:
  // a word one letter from a key shares one of them (symmetric deletion),
  // found in a few look-ups, not one for every edit of the word.
  for (const auto& [key, listed] : listed_) {
    if (key.size() + 1 < fewest_spelt_letters || !std::all_of(key.begin(), key.end(), letter))
      continue;
    spellings_near_[key].push_back(key);
    for (const auto& d : deletions(key)) spellings_near_[d].push_back(key);
  }
  compile_phases(rules);  // before the owners: listed_owner cuts phases
  fold_owners_and_places(rules, records);
  collect_owner_phrases(rules);
  fold_generic_words(rules);
}

// Products and accelerators (never in a name), the accelerators' families,
// and each model by the key of its name and of its every spelling.
void Deriver::fold_products(const MatchRules& rules) {
  for (const auto& n : rules.not_names) insert_key(products_, n);
  for (const auto& f : rules.accelerators.families) {
    insert_key(products_, f.family);
    insert_key(families_, f.family);
    for (const auto& form : f.forms) {
      insert_key(products_, form);
      insert_key(families_, form);
    }
  }
  for (const auto& m : rules.accelerators.models) {
    insert_key(products_, m.model);
    for (const auto& form : m.forms) insert_key(products_, form);
    model_of_key_.emplace(normalize_key(m.model), &m);
    spelling_of_key_.emplace(normalize_key(m.model), &m);
    for (const auto& form : m.forms) spelling_of_key_.emplace(normalize_key(form), &m);
  }
}

void Deriver::compile_phases(const MatchRules& rules) {
  for (const auto& p : rules.phase_patterns) {
    // The rules loader validated every pattern; one that fails here came
    // from elsewhere, and the index cannot be built as asked.
    std::string why;
    auto re = regex::RulesRegex::compile(p, &why);
    if (!re) throw std::invalid_argument("phase pattern '" + p + "': " + why);
    phases_.push_back(std::move(*re));
  }
}

// Every owner and country of the rules and every operator, site and
// country of the records: never a name alone (names_something).
void Deriver::fold_owners_and_places(const MatchRules& rules, const std::vector<Record>& records) {
  for (const auto& o : rules.owners) {
    insert_key(owners_places_, o.owner);
    for (const auto& f : o.forms) insert_key(owners_places_, f);
  }
  for (std::size_t c = 0; c < rules.countries.size(); ++c)
    for (const auto& name : rules.countries[c]) {
      insert_key(owners_places_, name);
      if (auto key = normalize_key(name); !key.empty()) country_of_key_.try_emplace(key, c);
    }
  for (const auto& r : records) {
    // "Corvex B200s" of Corvex.ai leaves "Corvex": the operator, not a name.
    for (const auto& op : split_places(r.operator_name)) {
      insert_key(owners_places_, op);
      for (const auto& form : short_forms(op)) insert_key(owners_places_, form);
    }
    for (const auto& place : split_places(r.site)) insert_key(owners_places_, place);
    insert_key(owners_places_, r.country);
  }
  // The lists name a company's machines and its site after it ("Nscale
  // Svartisen" at "Nscale Glomfjord DC"): the words they begin with are
  // the company's name, which names none of its systems alone ("Nscale
  // Loughton" leaves "Nscale").
  for (const auto& n : rules.namesakes)
    if (auto owner = listed_owner(n); !owner.empty()) owners_places_.insert(std::move(owner));
}

// Every owner and form of the rules as words, longest first.
void Deriver::collect_owner_phrases(const MatchRules& rules) {
  for (std::size_t i = 0; i < rules.owners.size(); ++i) {
    const auto& o = rules.owners[i];
    owner_phrases_.push_back(Phrase{o.owner, phrase_words(o.owner), i});
    for (const auto& f : o.forms) owner_phrases_.push_back(Phrase{f, phrase_words(f), i});
  }
  std::stable_sort(owner_phrases_.begin(), owner_phrases_.end(), longer_first);
}

void Deriver::fold_generic_words(const MatchRules& rules) {
  for (const auto& g : rules.generic_words) {
    std::vector<std::string> keys = keys_of_phrase(g);
    if (keys.empty()) continue;
    std::string joined;
    for (const auto& k : keys) joined += k;
    generic_keys_.insert(std::move(joined));
    generic_.push_back(std::move(keys));
  }
}

// What a name leaves at each cut; derive_from's steps read it.
struct Deriver::Remainder {
  std::string rest;       // without owners, operators and phases
  std::string placeless;  // `rest` without the record's site and country
  std::string derived;    // `placeless` without generic words: the derived name
};

bool Deriver::derive_from(const std::string& source, const Record& record,
                          std::vector<Phrase>& owners_seen, SystemTerms& out) const {
  const Remainder left = remainder_of(source, record, owners_seen, out);
  // A name that loses nothing is the record's own given name ("Hopper"):
  // a product's name there is still this system's.
  const bool given = normalize_key(left.derived) == normalize_key(source);
  bool named = names_something(left.derived, given);
  if (named)
    add_derived_forms(left.derived, out);
  else
    add_listed_leftover(left, out);
  // A name that is a name alone is no stronger run on with a computer word:
  // "Alps Supercomputer" is as ambiguous as "Alps" (Taiwan's NCHC had an
  // ALPS supercomputer), and "Formerly Theta" is Theta, never a name of
  // its own.
  if (!named && add_whole_phrase(left, out)) named = true;
  return named;
}

Deriver::Remainder Deriver::remainder_of(const std::string& source, const Record& record,
                                         std::vector<Phrase>& owners_seen, SystemTerms& out) const {
  Remainder r;
  r.rest = without_owners(source, record, owners_seen, out);
  for (const auto& phase : phases_) r.rest = phase.replace_all(r.rest, " ");
  // The country and the site are cut: a place is never the name (a page
  // about Google's site at Lincoln names Lincoln, not a computer).
  std::vector<std::string> sites;
  for (auto& w : phrase_words(record.site))
    if (has_letter(w)) sites.push_back(std::move(w));
  Tokens left(r.rest);
  // The country as the name writes it, where that is not the record's own
  // form ("S. Korea 7th national supercomputer" of "Korea (Republic of)"
  // left "S. 7th"): each of its names in countries.yaml, whole, the longest
  // first ("S. Korea" before "Korea").
  if (const auto* names = country_names(record.country)) {
    std::vector<std::vector<std::string>> keys;
    for (const auto& name : *names) keys.push_back(keys_of_phrase(name));
    std::stable_sort(keys.begin(), keys.end(),
                     [](const auto& a, const auto& b) { return a.size() > b.size(); });
    for (const auto& k : keys) left.cut_exact(k);
  }
  left.cut_places(phrase_words(record.country));
  left.cut_places(sites);
  r.placeless = left.remaining();
  for (const auto& g : generic_) left.cut_exact(g);
  r.derived = left.remaining();
  return r;
}

// "Japan Atomic Energy Agency ... HPE SGI8600": a maker of machines that the
// name of another operator's record holds made the machine, and a page that
// names the maker (its products in every row of the lists: "HPE SGI 8600")
// names no owner of it; a record with no operator may be the maker's own
// ("Atos Spartan2").
bool Deriver::made_by(const Phrase& p, const Record& record) const {
  return p.owner != no_owner && rules_->owners[p.owner].maker && !record.operator_name.empty();
}

// `source` without every phrase of the record's operators and the rules'
// owners that it holds, each cut kept as an operator term (and an owner
// cut in `owners_seen`).
std::string Deriver::without_owners(const std::string& source, const Record& record,
                                    std::vector<Phrase>& owners_seen, SystemTerms& out) const {
  Tokens tokens(source);
  // The record's operators join the rules' owners (sorted longest first
  // once), so "Alibaba Cloud" goes before "Alibaba".
  std::vector<Phrase> operators;
  for (const auto& op : split_places(record.operator_name))
    operators.push_back(Phrase{op, phrase_words(op), no_owner});
  std::stable_sort(operators.begin(), operators.end(), longer_first);
  std::size_t o = 0;
  std::size_t r = 0;
  // Each step takes one phrase of either list: bounded by their sizes.
  while (o < operators.size() || r < owner_phrases_.size()) {
    bool take_operator = r == owner_phrases_.size() ||
                         (o < operators.size() && !longer_first(owner_phrases_[r], operators[o]));
    const Phrase& p = take_operator ? operators[o++] : owner_phrases_[r++];
    auto removed = tokens.cut_phrase(p.words);
    if (removed.empty() || made_by(p, record)) continue;
    add_context(out, removed, "operator");
    if (p.owner != no_owner) owners_seen.push_back(p);
  }
  // "TU Dresden ZIH A100 cluster" of "..., Center for Information Services and
  // HPC (ZIH)": the operator's initials in brackets are the operator in its
  // own name however short, as its whole name would be (German initials of an
  // English name match no words). Not kept as context: short initials are
  // words of other languages on a page.
  for (const auto& initials : initials_of(record.operator_name, 2)) tokens.cut_phrase(phrase_words(initials));
  return tokens.remaining();
}

// A name that names something, and its shorter forms.
void Deriver::add_derived_forms(const std::string& derived, SystemTerms& out) const {
  add_alias(out, derived, true);
  // "ABCI 1.0" -> "ABCI": the bare name of a line, this generation's only
  // with its own facts (see Alias::version_base).
  std::string base = line_name(trim_punctuation(derived));
  if (!base.empty() && names_something(base, false)) add_alias(out, base, true, true);
  // "TSUBAME4.0" is written "TSUBAME4" and "TSUBAME 4" too: the same name.
  if (auto shorter = without_point_zero(trim_punctuation(derived)); !shorter.empty())
    add_alias(out, shorter, true);
}

// "NAVER Corp Sejong" at Sejong-si, "Core42 SuperPOD" of G42: where the
// derived name names nothing, the place or the generic word left is the
// name the lists give a machine of the operator's, where they do at its
// own site (terms_of).
void Deriver::add_listed_leftover(const Remainder& left, SystemTerms& out) const {
  Tokens unplaced(left.rest);
  for (const auto& g : generic_) unplaced.cut_exact(g);
  for (const std::string& left_over : {unplaced.remaining(), left.placeless}) {
    const std::string key = normalize_key(left_over);
    if (normalize_key(left.derived) != key && distinctive(key) && listed_.count(key) != 0) {
      out.aliases.push_back(Alias{left_over, key, true, false, true});
      return;
    }
  }
}

// One word left beside a generic one, itself no name (weak: "Research"),
// is often half of a two-word name ("Research SuperCluster"): the whole
// phrase is then the name. Returns whether it added the phrase.
bool Deriver::add_whole_phrase(const Remainder& left, SystemTerms& out) const {
  const std::string& phrase = left.placeless;
  // The lone word must be a word: "1" beside "MI300X Cluster" is no half of a name,
  // nor "80GB" beside "A100 GPU partition";
  // nor is an operator or place ("Continental DGX Supercomputer" of Continental AG).
  const std::string lone = normalize_key(left.derived);
  if (left.derived.find(' ') != std::string::npos || !distinctive(lone) || count_token(lone) ||
      products_.count(lone) != 0 || owners_places_.count(lone) != 0 ||
      phrase.find(' ') == std::string::npos || !names_something(phrase, false))
    return false;
  add_alias(out, phrase, true);
  return true;
}

const std::vector<std::string>* Deriver::country_names(const std::string& country) const {
  auto it = country_of_key_.find(normalize_key(country));
  return it == country_of_key_.end() ? nullptr : &rules_->countries[it->second];
}

// countries.yaml is the one owner of which names a country goes by: a site
// written "United States" is the country "United States of America".
bool Deriver::is_country_of(const Record& record, std::string_view place) const {
  const std::string key = normalize_key(place);
  if (key.empty()) return false;
  const std::string country = normalize_key(record.country);
  if (key == country) return true;
  auto named = country_of_key_.find(key), own = country_of_key_.find(country);
  return named != country_of_key_.end() && own != country_of_key_.end() && named->second == own->second;
}

// "ABCI 1.0" -> "ABCI", "SATURN V Volta" -> "SATURN V": a name without
// the generation its last word gives, a version number or its
// accelerators' family; "" when the last word gives none.
std::string Deriver::line_name(const std::string& name) const {
  const std::size_t space = name.rfind(' ');
  if (space == std::string::npos) return "";
  const std::string_view last = std::string_view(name).substr(space + 1);
  if (!version_number(last) && families_.count(normalize_key(last)) == 0) return "";
  return name.substr(0, space);
}

// The words a listed machine's name and its site both begin with, as one
// key, where the name goes on to a name of its own: not a phase or a
// number ("MUSICA Phase 1" at "MUSICA", "ROMEO-2025" at "ROMEO HPC
// Center" are machines their centres are named after); "" when none.
std::string Deriver::listed_owner(const Namesake& listed) const {
  const auto name = phrase_words(listed.name);
  const auto site = phrase_words(listed.site);
  std::size_t shared = 0;
  while (shared < name.size() && shared < site.size() && name[shared] == site[shared]) ++shared;
  if (shared == 0 || shared == name.size()) return "";
  std::string rest;
  for (std::size_t k = shared; k < name.size(); ++k) rest += (rest.empty() ? "" : " ") + name[k];
  for (const auto& phase : phases_) rest = phase.replace_all(rest, " ");
  if (!distinctive(normalize_key(rest))) return "";
  std::string owner;
  for (std::size_t k = 0; k < shared; ++k) owner += name[k];
  return owner;
}

namespace {

// "Osaka 590-0908", "Maharashtra 411008": a name, then a postcode (letters
// in every word before it, no state's code among them: "Kensington WA
// 6151" is a town, then its state).
bool name_then_postcode(const std::string& place) {
  Tokens tokens(place);
  const std::size_t n = tokens.text.size();
  if (n < 2 || tokens.key[n - 1].size() < 3 || !all_ascii_digits(tokens.key[n - 1])) return false;
  for (std::size_t k = 0; k + 1 < n; ++k) {
    const std::string& text = tokens.text[k];
    const bool code = text.size() <= 3 && std::all_of(text.begin(), text.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!has_letter(tokens.key[k]) || code) return false;
  }
  return true;
}

}  // namespace

// Where an address ends with a name and its postcode after the city
// ("..., Sakai, Osaka 590-0908, Japan"), as Japanese, Indian and Thai
// addresses do, that name is the prefecture or state, which pages about any
// machine there carry ("Sharp ... Osaka", the company): no site of its own.
// Its index among `places`, or places.size() when there is none.
std::size_t Deriver::region_at(const std::vector<std::string>& places, const Record& record) const {
  std::size_t last = places.size();
  while (last > 0 && is_country_of(record, without_numbers(places[last - 1]))) --last;
  if (last < 2 || !name_then_postcode(places[last - 1])) return places.size();
  return last - 1;
}

bool Deriver::generic_word(const std::string& key) const { return generic_keys_.count(key) != 0; }

// A product is matched as a whole, not word by word: "TPU v5p" of
// "Hypercomputer TPU v5p" leaves no "v5p" to pass for a name.
std::size_t Deriver::product_at(const std::vector<std::string>& keys, std::size_t at) const {
  std::string joined;
  std::size_t found = 0;
  for (std::size_t n = 0; n < most_model_words && at + n < keys.size(); ++n) {
    joined += keys[at + n];
    if (products_.count(joined) != 0) found = n + 1;
  }
  return found;
}

// What is left of a name names something when, counts, powers, possessives
// and accelerator models set aside, it is still distinctive, holds no
// product ("GPT-4", "MLPerf", "Blackwell"), does not end with a weak word
// ("Research" alone, or "VinAI Research": a company's name), and is no
// operator or place that rules and records know.
bool Deriver::names_something(const std::string& remainder, bool given) const {
  Tokens tokens(remainder);
  std::string rest;   // the words that may name, as one key
  std::string glued;  // the same with the words of products of several words: see below
  int words = 0;
  std::string last;   // the last word that may name
  std::size_t product_end = 0;  // past the product of several words ("TPU v5p") that token k is in
  for (std::size_t k = 0; k < tokens.key.size(); ++k) {
    if (!given && k >= product_end) product_end = k + product_at(tokens.key, k);
    const std::string& key = tokens.key[k];
    if (key.empty() || count_token(key) || ordinal_token(key) || model_token(tokens.text[k], key) ||
        possessive(tokens.text[k]) ||
        (!given && products_.count(key) != 0))
      continue;
    glued += key;
    if (k < product_end) continue;
    rest += key;
    last = key;
    ++words;
  }
  if (!distinctive(rest) || all_ascii_digits(rest)) return false;
  // A weak word ends an organisation's name, not a machine's: "VinAI
  // Research" is a company (as "Google Research"), "Research SuperCluster" a name.
  if (weak_.count(last) != 0) return false;
  // A product's name run on with a word is still the product ("Mistral
  // Large Model"), as is one glued into a longer word.
  for (const auto& p : products_)
    if (!given && p.size() >= 6 && glued.find(p) != std::string::npos) return false;
  return owners_places_.count(normalize_key(remainder)) == 0 && owners_places_.count(rest) == 0;
}

SystemTerms Deriver::terms_of(const Record& record) const {
  SystemTerms out;
  std::vector<Phrase> owners_seen;
  const std::vector<Alias> derived = add_names(record, owners_seen, out);
  add_operators(record, owners_seen, out);
  add_sites(record, out);
  add_countries(record, out);
  add_models(record, out);
  add_counts(record, out);
  keep_listed_places(record, derived, out);
  add_listed_initials(record, out);
  add_listed_spellings(record, out);
  return out;
}

// The record's given names and those derived from its name and each of its
// parts, with the operators cut from them as context terms. Gives every
// derived alias, places (Alias::place) too: keep_listed_places reads them.
std::vector<Alias> Deriver::add_names(const Record& record, std::vector<Phrase>& owners_seen,
                                      SystemTerms& out) const {
  SystemTerms derived;
  bool named = derive_from(without_brackets(record.name), record, owners_seen, derived);
  auto parts = name_parts(record.name);
  if (parts.size() > 1)
    for (const auto& part : parts) named = derive_from(part, record, owners_seen, derived) || named;
  out.description = !named && record.aliases.empty();
  if (named) add_alias(out, record.name, false);
  for (const auto& a : record.aliases) add_alias(out, a, false);
  for (const auto& a : derived.aliases)
    if (!a.place) add_alias(out, a.text, true, a.version_base);
  out.context = std::move(derived.context);
  return std::move(derived.aliases);
}

// Each of the record's operators, then the owners its name mentions
// (`owners_seen`), in every form the rules give, and all as pages shorten them.
void Deriver::add_operators(const Record& record, std::vector<Phrase>& owners_seen, SystemTerms& out) const {
  for (const auto& op : split_places(record.operator_name)) add_operator(op, owners_seen, out);
  for (const auto& seen : owners_seen) {
    const auto& o = rules_->owners[seen.owner];
    add_context(out, o.owner, "operator");
    for (const auto& f : o.forms) add_context(out, f, "operator");
  }
  add_short_operators(out);
}

// One operator as a context term and as SystemTerms::operators, with its
// short forms, the rules' owner it is (seen, for its forms as context),
// and its spellings as a maker of accelerators.
void Deriver::add_operator(const std::string& op, std::vector<Phrase>& owners_seen, SystemTerms& out) const {
  add_context(out, op, "operator");
  out.operators.push_back(op);
  for (const auto& form : short_forms(op)) {
    add_context(out, form, "operator", true);
    out.operators.push_back(form);
  }
  auto words = phrase_words(op);
  for (const auto& p : owner_phrases_) {
    if (!same_phrase(p.words, words)) continue;
    owners_seen.push_back(p);
    const auto& o = rules_->owners[p.owner];
    out.operators.push_back(o.owner);
    out.operators.insert(out.operators.end(), o.forms.begin(), o.forms.end());
  }
  // "特斯拉宣布了Cortex AI集群": an operator that makes accelerators is
  // named as models.yaml spells the maker, in any script.
  for (const auto& v : rules_->accelerators.vendors) {
    if (!same_phrase(phrase_words(v.vendor), words)) continue;
    for (const auto& f : v.forms) {
      add_context(out, f, "operator");
      out.operators.push_back(f);
    }
  }
}

void Deriver::add_sites(const Record& record, SystemTerms& out) const {
  const auto places = split_places(record.site);
  const std::size_t region = region_at(places, record);
  for (std::size_t k = 0; k < places.size(); ++k) {
    // "87100 Kajaani" is found on pages as "Kajaani": numbers (house,
    // postcode) are left out, and what is left needs three letters.
    // A state or country is no site of its own ("Texas" is on a page about
    // any Texan machine): the generic words hold the US states, the
    // address's end the others (region_at).
    std::string words = without_numbers(places[k]);
    if (k != region && distinctive(normalize_key(words)) && !generic_word(normalize_key(words)) &&
        !is_country_of(record, words)) {
      add_context(out, words, "site");
      if (const std::string spelt = umlauts_spelt_out(words); !spelt.empty()) add_context(out, spelt, "site");
    }
  }
}

// Context only right beside the name ("Alps (Switzerland)", "Switzerland
// Alps"): a country anywhere on a page says little.
void Deriver::add_countries(const Record& record, SystemTerms& out) const {
  if (!record.country.empty()) add_context(out, record.country, "country");
  // "瑞士的Alps": the country as pages in other scripts write it.
  if (const auto* names = country_names(record.country))
    for (const auto& name : *names) add_context(out, name, "country");
}

void Deriver::add_models(const Record& record, SystemTerms& out) const {
  for (const auto& model : models_of(record)) {
    add_context(out, model, "model");
    // "NVIDIA Volta GV100" (TOP500) is a V100: the model's other spellings.
    if (auto it = model_of_key_.find(normalize_key(model)); it != model_of_key_.end())
      for (const auto& form : it->second->forms) add_context(out, form, "model");
  }
}

namespace {

// The words of a name as written: runs of word characters.
std::vector<std::string_view> written_words(std::string_view name) {
  std::vector<std::string_view> words;
  std::size_t at = 0;
  while (at < name.size()) {
    while (at < name.size() && !is_word_char(char_at(name, at))) at = next_char_start(name, at);
    std::size_t end = at;
    while (end < name.size() && is_word_char(char_at(name, end))) end = next_char_start(name, end);
    if (end > at) words.push_back(name.substr(at, end - at));
    at = end;
  }
  return words;
}

// "Booster", not "CPU", "III" or "H100": a word whose initial stands for it.
bool plain_capitalised(std::string_view word) {
  return word.size() >= 2 && word.front() >= 'A' && word.front() <= 'Z' &&
         std::all_of(word.begin() + 1, word.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

}  // namespace

// The lists may call the system by its name and a partition word more
// ("JUWELS Booster Module" of the record's "JUWELS-Booster", at its own
// site, not older than it), which tables shorten to the first word and
// the initials of the others ("| FZJ | JUWELS BM |"): a name of the system
// too. Only plain words have initials ("Shaheen III - CPU" has none).
void Deriver::add_listed_initials(const Record& record, SystemTerms& out) const {
  const std::size_t given = out.aliases.size();
  for (std::size_t a = 0; a < given; ++a) {
    if (out.aliases[a].version_base || out.aliases[a].place) continue;
    const auto listed = later_.of(out.aliases[a].key, record.first_year, out.context);
    if (listed.empty()) continue;
    // A name of two words or more, which the lists' name begins with.
    const std::size_t alias_words = phrase_words(out.aliases[a].text).size();
    for (const auto& later : listed) {
      const auto words = written_words(later.listed->name);
      if (alias_words < 2 || later.start_words < 2 || words.size() <= alias_words) continue;
      std::string form(words.front());
      form += ' ';
      bool plain = true;
      for (std::size_t w = 1; w < words.size() && plain; ++w) {
        plain = plain_capitalised(words[w]) &&
                (w < alias_words || std::find(name_words_.begin(), name_words_.end(),
                                              normalize_key(words[w])) != name_words_.end());
        form += words[w].front();
      }
      if (plain && names_something(form, false)) add_alias(out, form, true);
    }
  }
}

// The dataset, compiled by hand, may misspell a name ("Njored" where the
// lists, at the system's own site and of its years, have "Njoerd"): the
// lists' spelling is the system's name too, an ambiguous one (Alias::spelt)
// that the lists' row ties. Only where the lists do not know the record's
// own spelling, never a word of another record's name ("AiMOS", listed
// from 2019, beside the record of RPI's AiMOSx of 2020), and only of the
// system's years and at its own site.
void Deriver::add_listed_spellings(const Record& record, SystemTerms& out) const {
  if (record.first_year <= 0) return;
  const std::size_t given = out.aliases.size();
  for (std::size_t a = 0; a < given; ++a) {
    if (out.aliases[a].version_base || out.aliases[a].place || out.aliases[a].spelt) continue;
    for (const auto& word : phrase_words(out.aliases[a].text)) {
      if (!spellable(word) || listed_.contains(word)) continue;
      std::vector<std::string> probes = deletions(word);
      probes.push_back(word);
      std::unordered_set<std::string> edits;  // the lists' keys one letter off
      for (const auto& probe : probes)
        if (auto near = spellings_near_.find(probe); near != spellings_near_.end())
          for (const auto& key : near->second)
            if (one_letter_off(word, key) && !recorded_listed_words_.contains(key)) edits.insert(key);
      for (const auto& edit : edits) {
        for (const Namesake* n : listed_.at(edit)) {
          // One word as listed: "Miyabi-G" is a partition of Miyabi, no spelling.
          if (phrase_words(n->name).size() != 1 || n->first_year <= 0 ||
              std::abs(n->first_year - record.first_year) > 1 || !own_site(n->site, out.context))
            continue;
          if (std::none_of(out.aliases.begin(), out.aliases.end(), [&](const Alias& x) { return x.key == edit; }))
            out.aliases.push_back(Alias{.text = n->name, .key = edit, .derived = true, .spelt = true});
        }
      }
    }
  }
}

// A place left as the name is a name where the lists carry it at the
// system's own site: an ambiguous one (Alias::place), as a page about the
// city names no computer. Its context terms must be complete to say so.
void Deriver::keep_listed_places(const Record& record, const std::vector<Alias>& derived,
                                 SystemTerms& out) const {
  auto has = [&](const std::string& key) {
    return std::any_of(out.aliases.begin(), out.aliases.end(), [&](const Alias& a) { return a.key == key; });
  };
  for (const auto& a : derived) {
    if (!a.place || has(a.key)) continue;
    const auto& listed = listed_.at(a.key);
    if (std::none_of(listed.begin(), listed.end(), [&](const Namesake* n) { return own_site(n->site, out.context); }))
      continue;
    // Named after all: by its own name first, as any named record.
    out.description = false;
    if (const std::string key = normalize_key(record.name); !has(key))
      out.aliases.insert(out.aliases.begin(), Alias{record.name, key, false});
    out.aliases.push_back(a);
  }
}

// The models a record's parts name: those part_models reads, and the
// table's models a part spells out in words that part_models does not read
// as a model ("Intel Data Center GPU Max 1550", "Habana Gaudi2", "TPU v4").
// Not one of two characters ("D1" of "Tesla D1 Dojo"): context terms are
// found in any case, and "d1" is in too many texts, as part_models, which
// wants two digits, never gives one.
std::vector<std::string> Deriver::models_of(const Record& record) const {
  std::vector<std::string> out = part_models(record);
  for (const auto& p : record.parts) {
    const auto words = phrase_words(p.part);
    for (std::size_t i = 0; i < words.size(); ++i) {
      std::string joined;
      for (std::size_t n = 0; n < most_model_words && i + n < words.size(); ++n) {
        joined += words[i + n];
        auto it = spelling_of_key_.find(joined);
        if (it == spelling_of_key_.end() || normalize_key(it->second->model).size() < 3) continue;
        if (std::find(out.begin(), out.end(), it->second->model) == out.end())
          out.push_back(it->second->model);
      }
    }
  }
  return out;
}

bool own_site(const std::string& site, const std::vector<ContextTerm>& terms) {
  const std::string site_key = normalize_key(site);
  const auto site_words = phrase_words(site);
  for (const auto& t : terms) {
    if (t.kind != "operator" && t.kind != "site") continue;
    if (t.key.size() >= 3 && site_key.find(t.key) != std::string::npos) return true;
    if (site_key.size() >= 3 && t.key.find(site_key) != std::string::npos) return true;
    if (site_words.size() >= 2 && same_phrase(site_words, phrase_words(t.text))) return true;
  }
  return false;
}

std::string without_point_zero(std::string_view name) {
  if (name.size() < 4 || !name.ends_with(".0")) return "";
  const char digit = name[name.size() - 3];
  if (digit < '0' || digit > '9') return "";
  return std::string(name.substr(0, name.size() - 2));
}

std::vector<std::string> part_models(const Record& record) {
  std::vector<std::string> out;
  for (const auto& p : record.parts) {
    Tokens tokens(p.part);
    for (std::size_t k = 0; k < tokens.key.size(); ++k) {
      if (!model_token(tokens.text[k], tokens.key[k])) continue;
      std::string model = trim_punctuation(tokens.text[k]);
      if (std::find(out.begin(), out.end(), model) == out.end()) out.push_back(model);
      break;
    }
  }
  return out;
}

}  // namespace verifier::match
