// match/count_sentence.cpp: the readings of the sentence around a count (see
// count_sentence.h; the rules in facts.h). Each reads the bytes before or
// after the count, lower-cased, within a reach of a clause or a sentence.
#include "match/count_sentence.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/ascii.h"
#include "match/count_nouns.h"
#include "match/facts_words.h"
#include "match/normalize.h"

namespace verifier::match::internal {

// "相当于有大约9万个H100", "等价于9万块H100的性能", "约等于8千块H100": the
// same equivalence in Chinese, before the count within its clause.
bool equivalent_in_cjk(std::string_view lead) {
  for (std::string_view stop : {"，", "。", "；", ",", "."})
    if (auto cut = lead.rfind(stop); cut != std::string_view::npos)
      lead.remove_prefix(cut + stop.size());
  for (std::string_view eq :
       {"相当于", "相當於", "等价于", "等價於", "约等于", "約等於", "等同于", "等同於"})
    if (lead.find(eq) != std::string_view::npos) return true;
  return false;
}

// "a model that requires four H100 GPUs", "jobs that need 8 GPUs": what a
// job or a model asks for (the words before the count, `lead`, lower-case)
// is no count of a machine. Only the present: what a run took ("required
// 16,384 H100s") is what its machine gave it.
bool after_a_need(std::string_view lead) {
  for (std::string_view need : {"requires", "require", "requiring", "needs", "need"})
    if (ends_with(lead, need) && (lead.size() == need.size() ||
                                  !is_ascii_alnum(lead[lead.size() - need.size() - 1])))
      return true;
  return false;
}

namespace {

// Does `text` (lower-case) hold one of `words` as whole words?
bool holds_words(std::string_view text, std::initializer_list<std::string_view> words) {
  for (std::string_view w : words)
    for (auto at = text.find(w); at != std::string_view::npos; at = text.find(w, at + 1))
      if (on_word_boundaries(text, at, at + w.size())) return true;
  return false;
}

// The end of the text before a count from the last of `stops` on, lower-case,
// within `reach` bytes: its clause or its sentence.
std::string tail_from(std::string_view head, std::string_view stops, std::size_t reach) {
  if (head.size() > reach) head.remove_prefix(head.size() - reach);
  if (const auto cut = head.find_last_of(stops); cut != std::string_view::npos)
    head.remove_prefix(cut + 1);
  return ascii_lower(head);
}

// Does `text` end in a count and its noun ("means 1k GPUs", "1k chips")?
bool ends_in_count(std::string_view text) {
  text = ascii_trim(text);
  auto start = text.find_last_of(' ');
  if (start != std::string_view::npos && start > 0) start = text.find_last_of(' ', start - 1);
  const auto last_two = start == std::string_view::npos ? text : text.substr(start + 1);
  return last_two.find_first_of("0123456789") != std::string_view::npos;
}

// An item of a list up to its count, past its joint: "or 1k racks of" is "1k racks of".
std::string_view past_joint(std::string_view item) {
  item = ascii_trim(item);
  for (std::string_view joint : {"or", "and"})
    if (starts_with(item, joint) && (item.size() == joint.size() || item[joint.size()] == ' '))
      return ascii_trim(item.substr(joint.size()));
  return item;
}

// The clause a question or a guess must share with the count that ends
// `head`, lower-case: back to the last comma, semicolon, colon or stop, within
// `reach` bytes, but past the quote marks of a phrase it quotes and through the
// items of a list of counts the count goes on (Epoch's note "Unclear whether
// \"1,000 units\" means 1k GPUs, 1k chips, or 1k racks of 72 GPUs": every
// reading is asked about). A comma before other words ends it ("Whether or not
// it opens this year, the cluster has 16,384 GPUs").
std::string asked_clause(std::string_view head, std::size_t reach) {
  std::string clause = tail_from(head, ";:.?!()\n", reach);
  for (auto cut = clause.rfind(','); cut != std::string::npos && cut > 0;
       cut = clause.rfind(',', cut - 1)) {
    if (is_ascii_digit(clause[cut - 1]) && cut + 1 < clause.size() && is_ascii_digit(clause[cut + 1]))
      continue;  // "1,000": a digit group, not a clause's end
    const auto item = past_joint(std::string_view(clause).substr(cut + 1));
    const bool list_goes_on = (item.empty() || is_ascii_digit(item.front())) &&
                              ends_in_count(std::string_view(clause).substr(0, cut));
    if (!list_goes_on) return clause.substr(cut + 1);
    clause.erase(cut);
  }
  return clause;
}

}  // namespace

// "it's unclear whether they had actually built a 16k cluster", "it's very
// likely that Oracle has several of these 16k H100 clusters": a count in an
// indirect question is asked about, one after "likely", "maybe" or
// "perhaps" ("Maybe 10k A100, 10k V100?", "This is likely the early phases of
// the Paris 4k H100 cluster") guessed at; neither is stated.
// The question or the guess runs to the count within one clause (`head`,
// the text before the count): a comma ends it ("Whether or not it opens
// this year, the cluster has 16,384 GPUs"). "if" is left alone: it opens conditions on stated machines as often. The
// writer's own guess runs over its sentence, through the sums it leads to:
// "one might be inclined to ... guess six nodes per rack, for a total of 360
// nodes and 2,880 A100 GPUs"; so do an assumption and an extrapolation ("I
// will naively assume ... 50/50 GB200/GB300, so 330k GB200s", "so
// extrapolating, that would put it at ~4k GPUs"), and an inference ("This
// would imply that the cluster is growing to ~160k GPUs"; "Judging by their
// current offerings (March 2025), they have a 2k H100 cluster": a later
// machine's, read back), and the writer's own estimate ("I estimated around
// 500 GPUs for this": Epoch's, from "dozens of NVIDIA DGX systems"; "an
// estimated 10,000" or a paper's "we estimate that we used 2048 A100" is the
// source's figure).
bool asked_or_guessed(std::string_view head) {
  constexpr std::size_t reach = 160;  // bytes: a clause, not a paragraph
  return holds_words(asked_clause(head, reach),
                     {"whether", "likely", "maybe", "perhaps"}) ||
         holds_words(tail_from(head, ";.?!\n", 2 * reach),
                     {"guess", "guessing", "assume", "assuming", "extrapolating", "judging by",
                      "judging from", "imply", "implies", "implying", "i estimate",
                      "i estimated", "i'm estimating", "i am estimating", "my estimate"});
}

// "The largest individual deployment for the backend network for Maia is
// 2,048": a bare count closing a copula whose subject is a deployment counts
// what was deployed, the accelerators (Epoch's note on Microsoft's Maia). The
// length of the clause that holds the deployment (the end of `head`, the text
// before the count, from its last stop on), or 0; `rest`, the text after the
// count, must close the clause: "is 2,048, but ..." counts, "is 2,048 strong" not.
std::size_t deployment_clause(std::string_view head, std::string_view rest) {
  constexpr std::size_t reach = 160;  // bytes: a clause, not a paragraph
  rest = ascii_trim(rest);
  if (!rest.empty() && !one_of(rest.substr(0, 1), {",", ".", ";", "\"", ")"})) return 0;
  const std::string clause = tail_from(head, ";:.?!()\n", reach);
  const std::string_view copula = ascii_trim(clause);
  const auto space = copula.find_last_of(' ');
  const std::string_view verb = space == std::string_view::npos ? copula : copula.substr(space + 1);
  if (!one_of(verb, {"is", "was", "are", "were"}) || !holds_words(copula, {"deployment", "deployments"}))
    return 0;
  return clause.size();
}

// "(300/1.4)*36=7,714 GB200s=15,428 GPUs": a count after "=" whose sentence
// works out a sum ('*', '/', '×', '÷' or '+' between numbers) is the result
// of arithmetic on the page (Epoch's estimate from FLOP/s), not what the
// source states. "1 cloud TPU = 4 TPU chips" defines a unit: no sum.
bool worked_out(std::string_view head) {
  while (!head.empty() && head.back() == ' ') head.remove_suffix(1);
  if (!ends_with(head, "=")) return false;
  std::string sentence = tail_from(head, ";!?\n", 160);  // "1.4": a point ends no sentence
  if (const auto stop = sentence.rfind(". "); stop != std::string::npos) sentence.erase(0, stop + 2);
  auto operand = [](char c) { return is_ascii_digit(c) || c == '(' || c == ')' || c == '.'; };
  for (std::size_t i = 1; i + 1 < sentence.size(); ++i) {
    const bool op = sentence[i] == '*' || sentence[i] == '/' || sentence[i] == '+';
    if (op && operand(sentence[i - 1]) && operand(sentence[i + 1])) return true;
    for (std::string_view sign : {"\u00D7", "\u00F7"})
      if (sentence.compare(i, sign.size(), sign) == 0 && operand(sentence[i - 1]) &&
          i + sign.size() < sentence.size() && operand(sentence[i + sign.size()]))
        return true;
  }
  return false;
}

// "they have 10k A100s, but it's unclear if they're just estimating this":
// the rest of the count's sentence (`rest`, after its noun phrase) doubts it
// as an estimate, so it is guessed at. Doubt about anything else ("but it's
// unclear when the hall opens") leaves the count stated.
bool doubted_as_estimate(std::string_view rest) {
  constexpr std::size_t reach = 200;  // bytes: the sentence, not the paragraph
  rest = rest.substr(0, std::min(rest.find_first_of(".?!\n"), reach));
  const std::string l = ascii_lower(rest);
  std::size_t doubt = std::string::npos;
  for (std::string_view d : {"unclear", "not clear", "uncertain"}) doubt = std::min(doubt, l.find(d));
  if (doubt == std::string::npos) return false;
  return l.find("estimat", doubt) != std::string::npos || l.find("guess", doubt) != std::string::npos;
}

// After the count or its model: "8000个相当于H100算力", "8000块H100等价算力",
// "90,000 H100 equivalents", "H100-equivalents".
bool followed_by_equivalent(std::string_view rest) {
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  if (starts_with(rest, "-")) rest.remove_prefix(1);
  for (std::string_view eq : {"相当", "相當", "等价", "等價"})
    if (starts_with(rest, eq)) return true;
  return starts_with(ascii_lower(rest.substr(0, 10)), "equivalent");
}

// "12,448 GPUs are 97% Hoppers, 3% Amperes": the count is split into shares
// of several models, so it counts none of them. One share is no split:
// "10,000 GPUs are 100% dedicated to research".
bool split_in_shares(std::string_view rest) {
  const std::string l = " " + ascii_lower(rest.substr(0, 48));  // rest may start at "are"
  const std::size_t are = l.find(" are ");
  if (are == std::string::npos) return false;
  std::size_t i = are + 5;
  const std::size_t digits = i;
  while (i < l.size() && std::isdigit(static_cast<unsigned char>(l[i]))) ++i;
  if (i == digits || i >= l.size() || l[i] != '%') return false;
  for (std::size_t p = l.find('%', i + 1); p != std::string::npos; p = l.find('%', p + 1))
    if (std::isdigit(static_cast<unsigned char>(l[p - 1]))) return true;  // a second share
  return false;
}

// "24,000 H100 GPUs spread across six ... data centers", "the 24k chips are
// divided equally among the six locations", "It sits in four different
// locations": a sum over several sites (a number of them, a word of places,
// a few words after "across", "among", "between" or "in" in the count's
// sentence) is no one system's count.
bool spread_over_sites(std::string_view rest) {
  std::string l = " " + ascii_lower(rest.substr(0, 96));
  // A quoted cell closes the sentence ("... across two facilities\",Planned"),
  // and a comma ends the place's word ("two facilities, both in the US").
  if (auto stop = l.find_first_of(".;\""); stop != std::string::npos) l.erase(stop);
  if (auto stop = l.find("\u201D"); stop != std::string::npos) l.erase(stop);
  std::replace(l.begin(), l.end(), ',', ' ');
  std::size_t from = std::string::npos;
  for (std::string_view over : {" across ", " among ", " between ", " in "})
    from = std::min(from, l.find(over));
  if (from == std::string::npos) return false;
  std::vector<std::string_view> words;
  const std::string_view after(std::string_view(l).substr(l.find(' ', from + 1) + 1));
  for (std::size_t i = 0; i < after.size() && words.size() < 7;) {
    auto j = std::min(after.find(' ', i), after.size());
    if (j > i) words.push_back(after.substr(i, j - i));
    i = j + 1;
  }
  auto is_several = [](std::string_view w) {
    constexpr std::array<std::string_view, 11> few = {
        "several", "multiple", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
    return std::find(few.begin(), few.end(), w) != few.end() || all_ascii_digits(w);
  };
  auto is_place = [](std::string_view w, std::string_view next) {
    constexpr std::array<std::string_view, 7> places = {
        "datacenters", "datacentres", "sites", "locations", "campuses", "regions", "facilities"};
    return std::find(places.begin(), places.end(), w) != places.end() ||
           (w == "data" && starts_with(next, "cent"));
  };
  bool several = false;
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (is_several(words[k])) several = true;
    else if (several && is_place(words[k], k + 1 < words.size() ? words[k + 1] : "")) return true;
  }
  return false;
}

// The text after a short bracketed aside that opens it ("(48MW) per
// building"), or the text itself.
std::string_view past_short_aside(std::string_view rest) {
  constexpr std::size_t most = 24;  // bytes: a spec, not a clause
  if (!starts_with(rest, "(")) return rest;
  const auto close = rest.find(')');
  if (close > most) return rest;  // none (npos) or too far
  rest.remove_prefix(close + 1);
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  return rest;
}

// Does the noun phrase ending `before` (lower-case) open with a determiner,
// no count between: "the compute" of "the compute nodes" ("the 84 GPU" is sized)?
bool after_determiner(std::string_view before) {
  constexpr int reach = 3;  // words back
  for (int seen = 0; seen < reach; ++seen) {
    while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
    std::size_t b = before.size();
    while (b > 0 && is_ascii_alnum(before[b - 1])) --b;
    const std::string_view word = before.substr(b);
    if (word.empty() || is_ascii_digit(word[0])) return false;
    if (one_of(word, {"the", "these", "those"})) return true;
    before = before.substr(0, b);
  }
  return false;
}

// "The 72 Phase 1 GPU nodes each contain an NVIDIA HGX A100 baseboard":
// "each" opening a clause after a count of nodes (`lafter`, lower-case)
// says what each of them holds; the nodes are the machine's ("4 racks of
// 10 nodes each" closes the count: per rack).
bool nodes_each_do(const Count& c, std::string_view lafter) {
  return c.thing == Counted::nodes && lafter.size() > 5 && lafter[4] == ' ' &&
         lafter[5] >= 'a' && lafter[5] <= 'z';
}

// "the remaining 128 are equipped with individual AMD Epyc 7713 CPUs and
// quadruple Nvidia A100 GPUs": a count with no noun that is equipped with
// parts (`rest`, what follows it) counts machines, the nodes of a product.
bool equipped(std::string_view rest) {
  const auto l = ascii_lower(rest.substr(0, 24));
  for (std::string_view verb : {"are equipped with", "are each equipped with", "are fitted with"})
    if (starts_with(l, verb)) return true;
  return false;
}

namespace {

// "Each TPU v5p pod composes together 8,960 chips": what follows "each"
// (`rest`) speaks of a pod, a few words on, before any unit of a machine. A
// pod may be the whole system; Scan::per_pod decides, by whether the passage
// counts pods.
bool each_pod(std::string_view rest) {
  constexpr int reach = 4;  // words
  int seen = 0;
  for (std::size_t w = 0; w < rest.size() && seen < reach;) {
    while (w < rest.size() && !is_ascii_alnum(rest[w])) ++w;
    std::size_t e = w;
    while (e < rest.size() && is_ascii_alnum(rest[e])) ++e;
    const std::string_view word = rest.substr(w, e - w);
    if (word == "pod") return true;
    if (is_unit_of_machine(word)) return false;
    ++seen;
    w = e;
  }
  return false;
}

}  // namespace

// Does "each" before a count (`rest`, what follows it up to the count) make
// the count what one unit holds? Not of a pod (each_pod), nor right after
// "each of the": "Each of the approximately 4,600 compute nodes" sizes the
// whole set (no number between).
bool each_holds(std::string_view rest) {
  return !each_pod(rest) &&
         !(starts_with(rest, " of the ") && std::none_of(rest.begin(), rest.end(), is_ascii_digit));
}

}  // namespace verifier::match::internal
