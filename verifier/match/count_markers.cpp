// match/count_markers.cpp: the markers of form before a count and the reach
// of a bound (see count_markers.h; the rules in facts.h).
#include "match/count_markers.h"

#include <algorithm>
#include <array>

#include "core/ascii.h"
#include "match/facts_words.h"

namespace verifier::match {
namespace internal {

namespace {

constexpr std::array<Marker, 49> before_markers = {{
    {"about", CountForm::approximate, false},
    {"around", CountForm::approximate, false},
    {"approximately", CountForm::approximate, false},
    {"approx.", CountForm::approximate, false},
    {"approx", CountForm::approximate, false},
    {"roughly", CountForm::approximate, false},
    {"some", CountForm::approximate, false},
    {"circa", CountForm::approximate, false},
    {"estimated", CountForm::approximate, false},
    {"~", CountForm::approximate, false},
    {"\xEF\xBD\x9E", CountForm::approximate, false},   // ～
    {"\xE2\x89\x88", CountForm::approximate, false},   // ≈
    {"大约", CountForm::approximate, false},
    {"大約", CountForm::approximate, false},
    {"約", CountForm::approximate, false},
    {"约", CountForm::approximate, false},
    {"近", CountForm::approximate, false},
    {"more than", CountForm::at_least, true},
    {"over", CountForm::at_least, true},
    {"greater than", CountForm::at_least, true},
    {"in excess of", CountForm::at_least, true},
    {"upwards of", CountForm::at_least, true},
    {"bigger than", CountForm::at_least, true},  // "a little bigger than 100,000 H100s"
    {"larger than", CountForm::at_least, true},
    {"exceeding", CountForm::at_least, true},
    {"beyond", CountForm::at_least, true},  // "beyond 100,000 advanced AI chips"
    {"超过", CountForm::at_least, true},
    {"超過", CountForm::at_least, true},
    {"逾", CountForm::at_least, true},
    {"超", CountForm::at_least, true},
    {"at least", CountForm::at_least, false},
    {"no fewer than", CountForm::at_least, false},
    {"no less than", CountForm::at_least, false},
    {"up to", CountForm::at_most, false},
    // "nearly 10,000", "almost", "close to 24,000": a figure the count falls
    // short of, a bound like "just under" ("under"), never the value itself.
    {"nearly", CountForm::at_most, false},
    {"almost", CountForm::at_most, false},
    {"close to", CountForm::at_most, false},
    // What a cluster can grow to is its limit, not its size: "OCI can now
    // scale to 32k A100s" (Epoch's note on Oracle), as "scale up to" is. The
    // verb only: "tripled its submission scale to 11,616 H100 GPUs" is a size.
    {"can scale to", CountForm::at_most, false},
    {"can now scale to", CountForm::at_most, false},
    {"could scale to", CountForm::at_most, false},
    {"scales to", CountForm::at_most, false},
    {"scaling to", CountForm::at_most, false},
    {"as many as", CountForm::at_most, false},
    {"at most", CountForm::at_most, false},
    {"最多", CountForm::at_most, false},
    {"多达", CountForm::at_most, false},
    {"less than", CountForm::at_most, true},
    {"fewer than", CountForm::at_most, true},
    {"under", CountForm::at_most, true},
}};

// The text before a count without the spaces and quote marks between it and
// its marker: the note's “""can scale up to"" 16k H100s” is a bound too.
std::string_view without_gap(std::string_view head) {
  for (;;) {
    if (!head.empty() && (head.back() == ' ' || head.back() == '"' || head.back() == '\'')) {
      head.remove_suffix(1);
    } else if (ends_with(head, "\u201C") || ends_with(head, "\u201D")) {
      head.remove_suffix(3);
    } else {
      return head;
    }
  }
}

// The marker the text before a count ends with, and where it starts.
const Marker* marker_at_end(std::string_view head, std::size_t& at) {
  auto lhead = ascii_lower(head.substr(head.size() > 16 ? head.size() - 16 : 0));
  for (const auto& m : before_markers) {
    if (!ends_with(lhead, m.text)) continue;
    at = head.size() - m.text.size();
    if (is_ascii_alnum(m.text[0]) && at > 0 && is_ascii_alnum(head[at - 1])) continue;
    return &m;
  }
  return nullptr;
}

// The text before a count without one filler a bound governs across: the word
// "size" ("clusters up to size 4,088 GPUs") or an article and a hyphenated
// adjective ("scales up to an industry-leading 65,536 GPUs"); empty if none.
std::string_view without_filler(std::string_view head) {
  auto word_start = [](std::string_view h) {
    auto i = h.size();
    while (i > 0 && (is_ascii_alnum(h[i - 1]) || h[i - 1] == '-')) --i;
    return i;
  };
  auto w = word_start(head);
  auto word = ascii_lower(head.substr(w));
  if (word == "size") return without_gap(head.substr(0, w));
  if (word.find('-') == std::string::npos || word.front() == '-') return {};
  auto rest = without_gap(head.substr(0, w));
  auto a = word_start(rest);
  auto article = ascii_lower(rest.substr(a));
  if (article != "a" && article != "an") return {};
  return without_gap(rest.substr(0, a));
}

// ">1,000 GPUs" (Epoch's hardware notes): a comparison sign glued to its
// number bounds it; spaced, ">" is more often a quoted line's mark ("> 5,448
// GH200"), and "->", "=>" are arrows.
const Marker* glued_sign(std::string_view head, std::size_t& at) {
  static constexpr std::array<Marker, 2> signs = {{
      {">", CountForm::at_least, true},
      {"<", CountForm::at_most, true},
  }};
  for (const auto& m : signs) {
    if (!ends_with(head, m.text)) continue;
    at = head.size() - m.text.size();
    if (at > 0 && (head[at - 1] == '-' || head[at - 1] == '=' || head[at - 1] == '<' ||
                   head[at - 1] == '>'))
      return nullptr;
    return &m;
  }
  return nullptr;
}

// "8 days of training over 512 GPUs", "distributed over 64 GPUs": "over"
// right after a word of work done says where the work ran, "across", not
// "more than"; "has over 500", "trained on over 10,000" stay bounds.
bool over_as_across(std::string_view head, std::size_t at) {
  auto before = without_gap(head.substr(0, at));
  auto w = before.size();
  while (w > 0 && is_ascii_alpha(before[w - 1])) --w;
  const auto word = ascii_lower(before.substr(w));
  return one_of(word, {"train", "trains", "trained", "training", "distributed", "distributing",
                       "spread", "spreads", "spreading"});
}

}  // namespace

// The marker before a count ("more than", "about", "超过"), at its start `at`:
// right before it, or, for a bound, across one filler.
const Marker* marker_before(std::string_view head, std::size_t& at) {
  if (const auto* m = glued_sign(head, at)) return m;
  head = without_gap(head);
  if (const auto* m = marker_at_end(head, at))
    return m->text == "over" && over_as_across(head, at) ? nullptr : m;
  auto inner = without_filler(head);
  if (inner.empty()) return nullptr;
  const auto* m = marker_at_end(inner, at);
  return m && m->form != CountForm::approximate ? m : nullptr;
}

// The words between two counts of one phrase under one bound: no clause
// break, a few words, the last "with" or "and" ("instances with", "nodes and").
bool joined_in_phrase(std::string_view gap) {
  if (gap.find_first_of(",;:.()\"?!\n") != std::string_view::npos) return false;
  const auto l = ascii_lower(ascii_trim(gap));
  constexpr long most = 8;  // words
  if (std::count(l.begin(), l.end(), ' ') >= most) return false;
  return l == "with" || l == "and" || ends_with(l, " with") || ends_with(l, " and");
}

// Does the word "all" ("all the", "all of the") lead to the count at `begin`?
bool after_all(std::string_view head) {
  auto l = ascii_lower(head.substr(head.size() > 16 ? head.size() - 16 : 0));
  while (!l.empty() && l.back() == ' ') l.pop_back();
  for (std::string_view w : {"all", "all the", "all of the"})
    if (ends_with(l, w) && (l.size() == w.size() || !is_ascii_alnum(l[l.size() - w.size() - 1])))
      return true;
  return false;
}

}  // namespace internal

std::int64_t written_step(std::int64_t value) {
  std::int64_t step = 1;
  while (step * 10 < value && value % (step * 10) == 0) step *= 10;
  return step;
}

}  // namespace verifier::match
