// Unit tests of the match stage, one rule at a time: folding, the automaton,
// owner likeness, derivation, ordinary words and context, evidence, and
// concurrent scans. The labelled suite (suite_test.cpp) covers the same
// rules on whole pages.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <unordered_set>
#include <vector>

#include "match/automaton.h"
#include "match/context.h"
#include "match/derive.h"
#include "match/evidence.h"
#include "match/match.h"
#include "match/normalize.h"
#include "match/ordinary.h"
#include "match/owners.h"
#include "match/written_words.h"

using namespace verifier;
using namespace verifier::match;

namespace {

MatchRules small_rules() {
  MatchRules r;
  r.generic_words = {"cluster", "supercomputer", "system", "AI", "GPU", "campus", "data center"};
  r.phase_patterns = {R"(\bphase\s*\d+\b)", R"(\bstage\s*\d+\b)"};
  r.owners = {{"Lawrence Livermore National Laboratory", {"Lawrence Livermore NL", "LLNL"}},
              {"Oak Ridge National Laboratory", {"Oak Ridge NL", "ORNL"}}};
  r.ordinary_names = {"Frontier", "Colossus"};
  r.name_words = {"supercomputer", "system", "exascale"};
  return r;
}

Record record(std::string name, std::string op = "", std::string site = "",
              std::vector<std::string> aliases = {}) {
  Record r;
  r.id = name;
  r.name = std::move(name);
  r.operator_name = std::move(op);
  r.site = std::move(site);
  r.aliases = std::move(aliases);
  return r;
}

bool names(const AliasIndex& index, std::string_view text, std::size_t system = 0) {
  for (const auto& [s, n] : index.scan(text, "https://example.org/p"))
    if (s == system) return true;
  return false;
}

}  // namespace

TEST_CASE("normalisation folds case, marks, compatibility forms and separators") {
  CHECK(normalize_key("Jülich") == "julich");
  CHECK(normalize_key("ＦＵＧＡＫＵ") == "fugaku");
  CHECK(normalize_key("MareNostrum 5") == normalize_key("MareNostrum5"));
  CHECK(normalize_key("MareNostrum\u20115") == normalize_key("MareNostrum-5"));
  CHECK(normalize_key("A\u2013B\u2014C\u2212D\u2010E") == "abcde");
  CHECK(normalize_key("12,288") == "12288");
  CHECK(normalize_key("12\u202F288") == "12288");
  CHECK(normalize_key("12 288") == "12288");
  CHECK(normalize_key("TSUBAME4.0") == normalize_key("TSUBAME 4.0"));
  CHECK(normalize_key("TSUBAME 4.0") != normalize_key("TSUBAME 40"));
  // Full width, as Japanese pages write it: the point stays between digits.
  CHECK(normalize_key("ＴＳＵＢＡＭＥ４．０") == normalize_key("TSUBAME4.0"));
  CHECK(normalize_key("ＴＳＵＢＡＭＥ４．０") != normalize_key("TSUBAME40"));
  CHECK(normalize_key("3.\u0665") == "3.\u0665");  // a point before a digit of any script
  // A point stays only right between digits: after a digit of any width,
  // never after a separator or another point.
  CHECK(normalize_key("1.2.3") == "1.2.3");
  CHECK(normalize_key("1..2") == "12");
  CHECK(normalize_key("1 .2") == "12");
  CHECK(normalize_key("v.5") == "v5");
  CHECK(normalize_key("\uFF14.5") == "4.5");
  CHECK(normalize_key("5.") == "5");
  CHECK(normalize_key("神威·太湖之光") == normalize_key("神威・太湖之光"));
  CHECK(normalize_key("神威‧太湖之光") == normalize_key("神威・太湖之光"));
  CHECK(normalize_key("“Frontier”") == normalize_key("\"Frontier\""));
  CHECK(normalize_key("Straße") == "strasse");
}

TEST_CASE("a text folded piece by piece folds as it does whole") {
  // Decimal points after ASCII and non-ASCII digits, at every cut: the kind
  // of the last character crosses from one piece, and one run, to the next.
  const std::string text = "TSUBAME 4.0, Ｊülich 12,288 GPUs; ٤.5 and 3.٥ — Alps-1.2.";
  const Normalized whole = normalize(text);
  CHECK(whole.text.find("4.0") != std::string::npos);
  for (std::size_t bytes = 1; bytes <= 8; ++bytes) {
    Folding folding(text);
    Normalized piece, pieces;
    while (folding.next(bytes, piece)) {
      pieces.text += piece.text;
      pieces.origin.insert(pieces.origin.end(), piece.origin.begin(), piece.origin.end());
    }
    CHECK(pieces.text == whole.text);
    CHECK(pieces.origin == whole.origin);
  }
}

namespace {

// Whether `span` is text[from, to) as normalize() folds it alone, its
// origins offsets into `text`.
bool folds_alone(const FoldedSpan& span, std::string_view text, std::size_t from, std::size_t to) {
  const Normalized alone = normalize(text.substr(from, to - from));
  if (span.text != alone.text || span.origin.size() != alone.origin.size()) return false;
  for (std::size_t i = 0; i < alone.origin.size(); ++i)
    if (span.origin[i] != alone.origin[i] + from) return false;
  return true;
}

// Points between digits at either edge, digits of other scripts, a mark
// after a digit, a compatibility digit, invalid bytes, a character cut by
// the end: every stretch of it is a passage a scan may ask for.
const std::string tricky = "Top 4.5\nRun 12.5 at \u0664.5 x3.\u0665 \uFF2A\u00fclich 5\u0301.7 "
                           "\u2460.2 \u00df.\n\xff\xfe 9.9. \u5bcc\u5cb3 1.2.3 end 7.\xe5\xaf";

}  // namespace

TEST_CASE("a passage cut out of a page's fold is the passage folded alone") {
  const std::string_view text = tricky;
  std::size_t asked = 0, differ = 0;
  // Each passage of a fresh page, then one page asked in text order (as a
  // scan asks) and one asked backwards (where it folds afresh).
  for (std::size_t from = 0; from < text.size(); ++from)
    for (std::size_t to = from + 1; to <= text.size(); ++to) {
      FoldedPage page(text);
      ++asked;
      differ += !folds_alone(page.span(from, to), text, from, to);
    }
  FoldedPage forward(text);
  for (std::size_t from = 0; from < text.size(); ++from) {
    forward.hold(from, std::min(text.size(), from + 9));
    for (std::size_t to = from + 1; to <= text.size(); to += 3, ++asked)
      differ += !folds_alone(forward.span(from, to), text, from, to);
  }
  FoldedPage backward(text);
  for (std::size_t from = text.size(); from-- > 0;)
    for (std::size_t to = from + 1; to <= text.size(); to += 5, ++asked)
      differ += !folds_alone(backward.span(from, to), text, from, to);
  CHECK(asked > 2000);
  CHECK(differ == 0);
  // The title, folded once apart, and a point kept inside a passage.
  FoldedPage page(text);
  const std::size_t title_end = text.find('\n');
  CHECK(folds_alone(page.span(0, title_end), text, 0, title_end));
  CHECK(folds_alone(page.span(0, 5), text, 0, 5));
  CHECK(page.span(0, title_end).text == "top4.5");
  CHECK(page.span(5, title_end).text == "5");  // "4" is outside, so is the point
}

TEST_CASE("a page walked through holds what the scan has not passed, folded as alone") {
  // Far longer than what is held at once: the page lets go as it goes.
  std::string long_page;
  while (long_page.size() < std::size_t{300} * 1024) long_page += tricky + "\n";
  FoldedPage page(long_page);
  std::size_t differ = 0;
  for (std::size_t at = 0; at + 4000 < long_page.size(); at += 997) {
    page.hold(at, at + 4000);
    for (std::size_t k : {0u, 1u, 5u, 300u, 2900u})
      differ += !folds_alone(page.span(at + k, at + k + 1000), long_page, at + k, at + k + 1000);
  }
  CHECK(differ == 0);
  // Asked again for a stretch it let go of, it folds it afresh.
  CHECK(folds_alone(page.span(10, 5000), long_page, 10, 5000));
}

TEST_CASE("offsets map back to the original text") {
  std::string text = "Das System „Jülich‑Booster“ läuft";
  Normalized n = normalize(text);
  auto at = n.text.find("julichbooster");
  REQUIRE(at != std::string::npos);
  auto [b, e] = original_span(n, text, at, at + 13);
  CHECK(text.substr(b, e - b) == "Jülich‑Booster");
}

TEST_CASE("word boundaries are checked on the original text") {
  std::string t = "Lassen2 Lassens Lassen, and 富岳は";
  CHECK_FALSE(on_word_boundaries(t, 0, 6));   // Lassen2
  CHECK_FALSE(on_word_boundaries(t, 8, 14));  // Lassens
  CHECK(on_word_boundaries(t, 16, 22));       // Lassen,
  auto fugaku = t.find("富岳");
  CHECK(on_word_boundaries(t, fugaku, fugaku + 6));
  std::string d = "Colossus 2.5 and Colossus 2";
  CHECK_FALSE(on_word_boundaries(d, 0, 10));
  CHECK(on_word_boundaries(d, 17, 27));
  // "Colossus ２" (full width) does not end inside "Colossus ２．５" either.
  std::string w = "Colossus \uFF12\uFF0E\uFF15";
  CHECK_FALSE(on_word_boundaries(w, 0, 12));
  CHECK(on_word_boundaries("Colossus \uFF12\uFF0E", 0, 12));
  // A comma goes on with the number as thousands or a decimal comma, not
  // where a row of values starts its next field.
  CHECK_FALSE(on_word_boundaries("Colossus 2,000 GPUs", 0, 10));
  CHECK_FALSE(on_word_boundaries("Colossus 2,5 GW", 0, 10));
  CHECK(on_word_boundaries("Colossus 2,0.5,xAI", 0, 10));
  CHECK(on_word_boundaries("Colossus 2,100000,xAI", 0, 10));
  CHECK(on_word_boundaries("Colossus 2, the next", 0, 10));
}

TEST_CASE("a name splits into its words as written, of any script") {
  using Words = std::vector<std::string_view>;
  // A letter outside ASCII stays inside its word; digits are word
  // characters; punctuation and spaces end a word; a spaceless script's
  // characters are no word of a spaced script.
  CHECK(written_words("Béluga-2 (Jülich), H100 富岳") == Words{"Béluga", "2", "Jülich", "H100"});
  CHECK(written_words("each DGX\u00A0node has:") == Words{"each", "DGX", "node", "has"});
  CHECK(written_words(" -, ").empty());
  // Split at spaces only, as versions.cpp does: "ZettaScaler-2.0" is one word.
  const auto between_spaces = [](char32_t c) { return c != ' '; };
  CHECK(runs_of("ZettaScaler-2.0  Béluga", between_spaces) == Words{"ZettaScaler-2.0", "Béluga"});
}

TEST_CASE("the automaton finds every pattern in one pass") {
  Automaton a;
  a.add("he", 0);
  a.add("she", 1);
  a.add("his", 2);
  a.add("hers", 3);
  a.build();
  std::vector<std::tuple<std::uint32_t, std::size_t, std::size_t>> found;
  a.scan("ushers", [&](std::uint32_t id, std::size_t b, std::size_t e) { found.emplace_back(id, b, e); });
  REQUIRE(found.size() == 3);
  CHECK(found[0] == std::tuple<std::uint32_t, std::size_t, std::size_t>{1, 1, 4});
  CHECK(found[1] == std::tuple<std::uint32_t, std::size_t, std::size_t>{0, 2, 4});
  CHECK(found[2] == std::tuple<std::uint32_t, std::size_t, std::size_t>{3, 2, 6});
}

namespace {

using Hit = std::tuple<std::uint32_t, std::size_t, std::size_t>;

// Every occurrence by brute force, in the order the automaton promises: by
// end, the longer pattern first, equal patterns in the order added.
std::vector<Hit> naive_hits(const std::vector<std::string>& patterns, const std::string& text) {
  std::vector<Hit> out;
  for (std::size_t end = 1; end <= text.size(); ++end)
    for (std::size_t length = end; length >= 1; --length)
      for (std::uint32_t id = 0; id < patterns.size(); ++id)
        if (patterns[id].size() == length && text.compare(end - length, length, patterns[id]) == 0)
          out.emplace_back(id, end - length, end);
  return out;
}

// Random strings over a few bytes, a UTF-8 lead byte among them (its order
// as a byte must not matter); `extra` adds a byte no pattern uses.
std::string random_string(std::mt19937& rng, std::size_t length, bool extra) {
  static const char bytes[] = {'a', 'b', ' ', '1', '\xE5', 'z'};
  std::uniform_int_distribution<std::size_t> pick(0, extra ? 5 : 4);
  std::string out;
  for (std::size_t i = 0; i < length; ++i) out += bytes[pick(rng)];
  return out;
}

}  // namespace

TEST_CASE("the automaton agrees with a naive search, dense or sparse, whole or in pieces") {
  std::mt19937 rng(20260101);
  std::uniform_int_distribution<std::size_t> count(1, 40);
  std::uniform_int_distribution<std::size_t> pattern_length(1, 7);
  std::uniform_int_distribution<std::size_t> text_length(0, 300);
  std::size_t compared = 0;
  for (int round = 0; round < 200; ++round) {
    std::vector<std::string> patterns(count(rng));
    for (auto& p : patterns) p = random_string(rng, pattern_length(rng), false);
    if (round % 4 == 0) patterns.push_back(patterns.front());  // a duplicate reports twice
    std::string text = random_string(rng, text_length(rng), true);
    auto expected = naive_hits(patterns, text);
    compared += expected.size();
    for (std::size_t dense_depth : {std::size_t{0}, std::size_t{1}, Automaton::kDenseDepth,
                                    std::size_t{100}}) {
      Automaton a(dense_depth);
      for (std::uint32_t id = 0; id < patterns.size(); ++id) a.add(patterns[id], id);
      a.build();
      CHECK(a.dense_states() <= a.states());
      if (dense_depth == 0) CHECK(a.dense_states() == 1);
      if (dense_depth == 100) CHECK(a.dense_states() == a.states());
      std::vector<Hit> whole;
      a.scan(text, [&](std::uint32_t id, std::size_t b, std::size_t e) { whole.emplace_back(id, b, e); });
      CHECK(whole == expected);
      std::vector<Hit> pieces;
      std::int32_t state = 0;
      std::uniform_int_distribution<std::size_t> cut(0, 9);
      for (std::size_t at = 0; at < text.size();) {  // bounded: every piece is >= 1 byte
        std::size_t n = std::min(text.size() - at, cut(rng) + 1);
        a.scan_piece(std::string_view(text).substr(at, n), at, state,
                     [&](std::uint32_t id, std::size_t b, std::size_t e) { pieces.emplace_back(id, b, e); });
        at += n;
      }
      CHECK(pieces == expected);
    }
  }
  CHECK(compared > 1000);  // the random cases did overlap, often
}

TEST_CASE("owners compare tolerantly") {
  CHECK(same_owner("Moscow State Univeristy", "Moscow State University"));
  CHECK(same_owner("Lawrence Livermore NL", "Lawrence Livermore National Laboratory"));
  CHECK(same_owner("LLNL", "Lawrence Livermore National Laboratory"));
  CHECK(same_owner("Univ. of Tokyo", "The University of Tokyo"));
  CHECK(same_owner("US Government", "United States Government"));
  CHECK_FALSE(same_owner("Oak Ridge NL", "Lawrence Livermore NL"));
  CHECK_FALSE(same_phrase({"meta"}, {"metascale"}, false));
  CHECK(same_phrase({"univ"}, {"university"}, true));
}

TEST_CASE("aliases are derived from the name") {
  auto rules = small_rules();
  const std::vector<Record> dataset;
  Deriver d(rules, dataset);
  auto lassen = d.terms_of(record("Lawrence Livermore NL Lassen Phase 1", "US Department of Energy"));
  REQUIRE(lassen.aliases.size() == 2);
  CHECK(lassen.aliases[1].text == "Lassen");
  CHECK(lassen.aliases[1].derived);
  auto mega = d.terms_of(record("ByteDance MegaScale Cluster", "ByteDance"));
  auto has_alias = [](const auto& terms, const std::string& text) {
    for (const auto& a : terms.aliases)
      if (a.text == text && a.derived) return true;
    return false;
  };
  CHECK(has_alias(mega, "MegaScale"));
  // A word that is a name alone is the name: the phrase beside a generic
  // word is no second, stronger one (a weak word's phrase is: RSC below).
  CHECK_FALSE(has_alias(mega, "MegaScale Cluster"));
  auto rsc = d.terms_of(record("Meta Research SuperCluster Phase 1", "Meta"));
  CHECK(has_alias(rsc, "Research SuperCluster"));  // "SuperCluster" is not generic here
  auto colossus = d.terms_of(record("xAI Colossus Memphis Phase 1", "xAI", "3231 Riverport Rd, Memphis, TN"));
  CHECK(colossus.aliases.back().text == "Colossus");
  auto colossus2 = d.terms_of(record("xAI Colossus 2 Memphis", "xAI", "Memphis, Tennessee"));
  CHECK(has_alias(colossus2, "Colossus 2"));
  // The bare name of a numbered generation follows, of its own kind.
  CHECK(colossus2.aliases.back().text == "Colossus");
  CHECK(colossus2.aliases.back().version_base);
  CHECK_FALSE(colossus.aliases.back().version_base);
  // A serial or a year is no version: no bare name every such record shares.
  auto serial = d.terms_of(record("Benchmark System 12345", ""));
  CHECK(std::none_of(serial.aliases.begin(), serial.aliases.end(), [](const auto& a) { return a.version_base; }));
  auto year = d.terms_of(record("Example Cluster 2024", "Example"));
  CHECK(std::none_of(year.aliases.begin(), year.aliases.end(), [](const auto& a) { return a.version_base; }));
  auto raiden = d.terms_of(record("Center for Advanced Intelligence Project, RIKEN, RAIDEN", "RIKEN"));
  bool has_raiden = false;
  for (const auto& a : raiden.aliases) has_raiden = has_raiden || a.text == "RAIDEN";
  CHECK(has_raiden);
  auto typo = d.terms_of(record("Moscow State Univeristy Lomonosov 2", "Moscow State University"));
  CHECK(has_alias(typo, "Lomonosov 2"));
  // Nothing distinctive left: a description, not matched by its name at all.
  auto bare = d.terms_of(record("Oak Ridge NL GPU Cluster", "ORNL"));
  CHECK(bare.aliases.empty());
  CHECK(bare.description);
}

TEST_CASE("ordinary names: listed or in a word list; short ones unless in capitals") {
  MatchRules r = small_rules();
  auto found = ordinary_keys({"alps", "hpc4", "frontier", "megascale", "富岳"}, r);
  CHECK(found.count("frontier") == 1);
  CHECK(found.count("megascale") == 0);
  CHECK(found.count("富岳") == 0);
  CHECK(short_spaced_name("alps"));
  CHECK(short_spaced_name("hpc4"));
  CHECK_FALSE(short_spaced_name("富岳"));
  CHECK_FALSE(short_spaced_name("megascale"));
  CHECK(in_capitals("LUMI"));
  CHECK(in_capitals("ABCI 1.0"));
  CHECK_FALSE(in_capitals("Alps"));
  CHECK_FALSE(in_capitals("X1"));
}

// Optimal string alignment distance, written out plainly: the reference the
// matcher's quick rejections must agree with.
std::size_t reference_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1,
                          d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

TEST_CASE("word likeness is exactly a small edit distance") {
  // Words from a small alphabet, edited a little at random, so that pairs
  // at distance 0 to 4 (and swaps) all occur.
  std::mt19937 random(7);
  auto pick = [&](std::size_t n) { return static_cast<std::size_t>(random() % n); };
  const std::string letters = "abcdeu";
  std::size_t alike_pairs = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string a;
    for (std::size_t n = 5 + pick(8); n > 0; --n) a += letters[pick(letters.size())];
    std::string b = a;
    for (std::size_t edits = pick(4); edits > 0 && !b.empty(); --edits) {
      std::size_t at = pick(b.size());
      switch (pick(4)) {
        case 0: b[at] = letters[pick(letters.size())]; break;
        case 1: b.erase(at, 1); break;
        case 2: b.insert(at, 1, letters[pick(letters.size())]); break;
        default: if (at + 1 < b.size()) std::swap(b[at], b[at + 1]);
      }
    }
    CAPTURE(a);
    CAPTURE(b);
    std::size_t shorter = std::min(a.size(), b.size());
    bool expected = a == b || (shorter >= 5 && reference_distance(a, b) <= (shorter >= 9 ? 2u : 1u));
    bool got = same_phrase({a}, {b}, false);
    CHECK(got == expected);
    alike_pairs += got;
  }
  CHECK(alike_pairs > 1000);  // the test did reach the alike side
}

TEST_CASE("word lists: every line is looked up, wherever a read ends") {
  // Long enough for several reads, with the words wanted at every offset
  // around the read size, accented and CRLF lines, and no final newline.
  auto path = std::filesystem::temp_directory_path() /
              ("match-words-" + std::to_string(std::random_device{}()) + ".txt");
  std::vector<std::string> lines;
  std::string filler = "Filler";
  for (int i = 0; i < 40000; ++i) {
    lines.push_back(filler + std::to_string(i));
    if (i % 997 == 0) lines.emplace_back("Frontier");
    if (i % 1999 == 0) lines.emplace_back("Sejong\r");
    if (i % 2503 == 0) lines.emplace_back("Éole");
    if (i % 3001 == 0) lines.emplace_back("");
  }
  lines.emplace_back("Aurora");
  {
    std::ofstream out(path, std::ios::binary);
    for (std::size_t k = 0; k < lines.size(); ++k) out << lines[k] << (k + 1 < lines.size() ? "\n" : "");
  }
  std::unordered_set<std::string_view> wanted = {"frontier", "sejong", "eole", "aurora",
                                                 "filler39999", "filler12345", "megascale", "filler"};
  MatchRules r;
  r.dictionaries = {path.string()};
  auto found = ordinary_keys(wanted, r);
  std::filesystem::remove(path);
  std::unordered_set<std::string> expected;
  for (const auto& line : lines)
    if (wanted.contains(normalize_key(line))) expected.insert(normalize_key(line));
  CHECK(expected.size() == 6);
  CHECK(found == expected);
}

TEST_CASE("word lists: a line folds as an alias does, a decimal point kept between digits") {
  // The list's lines and the aliases share one fold (normalize_key): "TSUBAME
  // 4.0" on a list is the alias key "tsubame4.0", never "tsubame40".
  auto path = std::filesystem::temp_directory_path() /
              ("match-points-" + std::to_string(std::random_device{}()) + ".txt");
  {
    std::ofstream out(path, std::ios::binary);
    out << "TSUBAME 4.0\nModel 40\nv1.5\n";
  }
  std::unordered_set<std::string_view> wanted = {"tsubame4.0", "tsubame40", "model4.0", "v1.5", "v15"};
  MatchRules r;
  r.dictionaries = {path.string()};
  auto found = ordinary_keys(wanted, r);
  std::filesystem::remove(path);
  CHECK(found == std::unordered_set<std::string>{"tsubame4.0", "v1.5"});
}

TEST_CASE("context: the system's own terms, in the same block, nearby words, or the title") {
  std::vector<ContextTerm> own = {{"ORNL", "ornl", "operator"},
                                  {"United States", "unitedstates", "country"}};
  std::string block = "Title\nFrontier at ORNL is fast.\nOther";
  auto b = block.find("Frontier");
  FoldedPage block_page(block);
  auto c = find_context(block_page, b, b + 8, own, 30);
  REQUIRE(c);
  CHECK(c->note == "operator \"ORNL\" in the same block");
  CHECK(c->term->kind == "operator");
  std::string title = "ORNL news\nFrontier is first.";
  auto t = title.find("Frontier");
  FoldedPage title_page(title);
  CHECK(find_context(title_page, t, t + 8, own, 0)->note == "operator \"ORNL\" in the title");
  // A computer word is no context, and a country counts only beside the name.
  std::string none = "The supercomputer list\nThe Frontier of AI research in the United States.";
  auto n = none.find("Frontier");
  FoldedPage none_page(none);
  CHECK_FALSE(find_context(none_page, n, n + 8, own, 30));
  CHECK_FALSE(country_beside(none, n, n + 8, own));
  // A form feed separates words as any HTML space does: "x\fy" is two
  // words, so ORNL is the third word after the name, not the second.
  std::string fed = "Title\nFrontier\nx\fy ORNL";
  auto f = fed.find("Frontier");
  FoldedPage fed_page(fed);
  CHECK_FALSE(find_context(fed_page, f, f + 8, own, 2));
  REQUIRE(find_context(fed_page, f, f + 8, own, 3));
  CHECK(find_context(fed_page, f, f + 8, own, 3)->note == "operator \"ORNL\" within 3 words");
  std::string beside = "List\nFrontier (United States), HPE Cray EX";
  auto s = beside.find("Frontier");
  CHECK(country_beside(beside, s, s + 8, own));
  CHECK(case_fits("Frontier", "Frontier"));
  CHECK_FALSE(case_fits("Frontier", "frontier"));
  CHECK(case_fits("frontier", "Frontier"));
}

TEST_CASE("table rows: a pipe table's rows, a row of values, a row of cells among its like") {
  // A flattened Markdown table: two rows after the rule, "\\|" inside a cell.
  const std::string md = "| Site | Computer | | --- | :-: | | NVIDIA | Eos | | Example \\| U | Selene |";
  const PipeTable table(md, 0, md.size());
  REQUIRE(table.columns() == 2);
  CHECK(table.rows() == 2);
  CHECK(table.trimmed(table.cell_of(1, 0)) == "Example \\| U");
  TableRows rows(md);
  const BlockRow& block = rows.of(0, md.size());
  const auto selene = md.find("Selene");
  const auto row = block.pipe_row(selene, selene + 6);
  REQUIRE(row);
  CHECK(md.substr(row->first, row->second - row->first) == "| Example \\| U | Selene |");
  CHECK_FALSE(block.pipe_row(md.find("Site"), md.find("Site") + 4));  // the header is no row
  CHECK(&rows.of(0, md.size()) == &block);                             // read once per block
  // A Markdown table run into one line, longer than a block's reach: each
  // name's block is a different span of it, the line's table is read once,
  // and a row far past the rule is still a row.
  std::string line = "| Site | Computer | | --- | --- |";
  for (int i = 0; i < 200; ++i) line += " | Site " + std::to_string(i) + " | System" + std::to_string(i) + " |";
  TableRows line_rows(line);
  for (const std::string name : {"System3 ", "System90 ", "System190 "}) {
    const auto at = line.find(name);
    const auto [pb, pe] = passage_of(line, at, at + name.size() - 1);
    const auto found = line_rows.of(pb, pe).pipe_row(at, at + name.size() - 1);
    REQUIRE(found);
    CHECK(line.substr(found->first, found->second - found->first).ends_with(name + "|"));
  }
  CHECK(line_rows.tables_read() == 1);
  // A row that does not close with its pipes ends the rows.
  CHECK(PipeTable("| a | b | | - | - | | x | y | z | w |", 0, 37).rows() == 1);

  // A list's spreadsheet: a row of values keeps the words to itself.
  const std::string csv = "1,Tianhe-1A,NVIDIA 2050\n177449,50364,Helios,\"Bullx B510\",Bull,,70560.0\n";
  const std::size_t b = csv.find('\n') + 1, e = csv.find('\n', b);
  CHECK(values_separator(csv, b, e) == ',');
  CHECK(values_separator("24,576 GPUs at 10:30", 0, 20) == 0);
  // A row's empty last field counts as an empty field inside does; a block
  // cut short of its line's end holds no field after its last separator.
  CHECK(values_separator("1,Leonardo,Atos,,Italy", 0, 22) == ',');
  CHECK(values_separator("1,Leonardo,Atos,Italy,\n", 0, 22) == ',');
  CHECK(values_separator("1,Leonardo,Atos,Italy,", 0, 22) == ',');
  CHECK(values_separator("1,Leonardo,Atos,Italy, and more", 0, 22) == 0);
  TableRows csv_rows(csv);
  CHECK(csv_rows.of(b, e).words_from == b);
  CHECK(csv_rows.of(b, e).words_to == e);
  // Rows of as many cells fence each other off; prose does not.
  const std::string cells = "2011,Cray Jaguar,1.75e15\n2012,Cray Titan,17.59e15\nThe end, at last.";
  const std::size_t cb = cells.find('\n') + 1, ce = cells.find('\n', cb);
  TableRows cell_rows(cells);
  CHECK(cell_rows.of(cb, ce).words_from == cb);
  CHECK(cell_rows.of(cb, ce).words_to == cells.size());
}

TEST_CASE("evidence quotes the original, the alias in guillemets") {
  std::string text = "Lassen - IBM Power System S922LC\nLassen is a system at LLNL.";
  auto q = evidence_quote(text, 0, 6);
  CHECK(q == "«Lassen» - IBM Power System S922LC Lassen is a system at LLNL.");
  std::string longer(300, 'x');
  longer += " the «» Frontier system ";
  longer += std::string(300, 'y');
  auto at = longer.find("Frontier");
  auto q2 = evidence_quote(longer, at, at + 8);
  CHECK(q2.find("«Frontier»") != std::string::npos);
  CHECK(q2.starts_with("…"));
  CHECK(q2.ends_with("…"));
  CHECK(q2.size() < 260);
}

TEST_CASE("text fragment links percent-encode and disambiguate") {
  CHECK(encode_text_term("El Capitan-1, A&B") == "El%20Capitan%2D1%2C%20A%26B");
  std::string text = "Title\nSee Frontier.\nThe ORNL Frontier system";
  auto second = text.rfind("Frontier");
  CHECK(fragment_link("https://x.org/a#top", text, second, second + 8) ==
        "https://x.org/a#:~:text=The%20ORNL-,Frontier");
  auto first = text.find("Frontier");
  CHECK(fragment_link("https://x.org/a", text, first, first + 8) == "https://x.org/a#:~:text=Frontier");
  CHECK(fragment_link("", text, first, first + 8).empty());
}

TEST_CASE("the index names systems, derived aliases marked, context noted") {
  auto rules = small_rules();
  std::vector<Record> records = {
      record("Lawrence Livermore NL Lassen Phase 1", "US Department of Energy"),
      record("Oak Ridge NL Frontier", "US Department of Energy"),
      record("ByteDance MegaScale Cluster", "ByteDance", "", {"ByteDance 12,288-GPU LLM training cluster"}),
      record("xAI Colossus Memphis Phase 1", "xAI", "Memphis, Tennessee"),
      record("xAI Colossus 2", "xAI", "Memphis, Tennessee"),
  };
  AliasIndex index(records, rules);
  auto found = index.scan("Lassen - IBM Power System S922LC\nLLNL", "https://top500.org/system/179567");
  REQUIRE(found.size() == 1);
  CHECK(found[0].first == 0);
  CHECK(found[0].second.alias == "Lassen");
  CHECK(found[0].second.derived);
  CHECK(found[0].second.fragment_url == "https://top500.org/system/179567#:~:text=Lassen");

  CHECK(names(index, "MegaScale: Scaling LLM training to more than 10,000 GPUs", 2));
  CHECK(names(index, "a ByteDance 12 288-GPU LLM training cluster", 2));
  CHECK_FALSE(names(index, "the frontier of AI research", 1));
  CHECK_FALSE(names(index, "The Frontier of AI research\nessays", 1));
  auto frontier = index.scan("Frontier, the exascale supercomputer at ORNL", "");
  REQUIRE(frontier.size() == 1);
  CHECK(frontier[0].second.context.find("ORNL") != std::string::npos);

  // The longer name wins where two overlap: Colossus 2 is not Colossus.
  auto c2 = index.scan("xAI is building Colossus 2 in Memphis.", "");
  REQUIRE(c2.size() == 1);
  CHECK(c2[0].first == 4);
  CHECK(index.aliases_of(0).size() == 2);
}

TEST_CASE("concurrent const scans agree") {
  auto rules = small_rules();
  std::vector<Record> records = {record("Lawrence Livermore NL Lassen Phase 1", "LLNL"),
                                 record("Oak Ridge NL Frontier", "ORNL")};
  AliasIndex index(records, rules);
  std::string page;
  for (int i = 0; i < 200; ++i) page += "Lassen at LLNL and Frontier at ORNL, supercomputer.\n";
  std::vector<std::pair<std::size_t, Naming>> a;
  std::vector<std::pair<std::size_t, Naming>> b;
  std::thread t1([&] { for (int k = 0; k < 20; ++k) a = index.scan(page, "u"); });
  std::thread t2([&] { for (int k = 0; k < 20; ++k) b = index.scan(page, "u"); });
  t1.join();
  t2.join();
  REQUIRE(a.size() == 2);
  REQUIRE(b.size() == 2);
  CHECK(a[0].second.evidence == b[0].second.evidence);
  CHECK(a[1].second.evidence == b[1].second.evidence);
}

TEST_CASE("an index built by several threads is the index one thread builds") {
  auto rules = small_rules();
  // More systems than one batch of derivation, with owners, phases, shared
  // and ordinary names among them.
  const char* stems[] = {"Lawrence Livermore NL Lassen Phase ", "Oak Ridge NL Frontier ",
                         "ByteDance MegaScale Cluster ", "xAI Colossus Memphis Phase ", "Summit "};
  constexpr int systems = 1300;
  std::vector<Record> records;
  records.reserve(systems);
  for (int i = 0; i < systems; ++i)
    records.push_back(record(stems[i % 5] + std::to_string(i % 97), i % 2 ? "LLNL" : "ORNL"));
  AliasIndex one(records, rules, 1);
  AliasIndex three(records, rules, 3);
  for (std::size_t s = 0; s < records.size(); ++s) CHECK(three.aliases_of(s) == one.aliases_of(s));
  const std::string page = "Lassen Phase 12 at LLNL; MegaScale 40 and Colossus 3, a supercomputer.";
  auto a = one.scan(page, "u");
  auto b = three.scan(page, "u");
  REQUIRE(!a.empty());
  REQUIRE(a.size() == b.size());
  for (std::size_t k = 0; k < a.size(); ++k) {
    CHECK(a[k].first == b[k].first);
    CHECK(a[k].second.alias == b[k].second.alias);
  }
}

TEST_CASE("a name that spans two folded pieces of a long page is found") {
  auto rules = small_rules();
  std::vector<Record> records = {record("ByteDance MegaScale Cluster", "ByteDance")};
  AliasIndex index(records, rules);
  for (std::size_t pad : {std::size_t{65530}, std::size_t{65533}, std::size_t{65536}, std::size_t{131070}}) {
    std::string page(pad, 'x');
    page[pad - 1] = ' ';
    page += "MegaScale trains LLMs.";
    auto found = index.scan(page, "");
    REQUIRE(found.size() == 1);
    CHECK(found[0].second.evidence.find("«MegaScale»") != std::string::npos);
  }
}

TEST_CASE("the list under a heading: none where the section's limit stops inside it") {
  const std::string heading = "## Scale\n";
  constexpr std::size_t item = 50;  // bytes a list item, its newline too
  std::string items;
  for (int k = 0; k < 60; ++k) {
    std::string line = "- item " + std::to_string(100 + k) + ": 10,000 H100 GPUs and more words.";
    line.resize(item - 1, ' ');
    items += line + '\n';
  }
  // The 48th item ends 2,500 bytes after the heading: the limit falls
  // between it and the 49th, and the list goes on.
  std::string prose = "Meta trains Llama here.";
  prose.resize(2500 - heading.size() - 48 * item, ' ');
  const std::string text = "Title\n" + heading + prose + "\n" + items + "After.";
  const auto at = text.find("Meta");
  CHECK_FALSE(list_in_section(text, at, at + 4));
  const std::string short_list = "Title\n" + heading + prose + "\n" + items.substr(0, 3 * item) + "After.";
  const auto list = list_in_section(short_list, at, at + 4);
  REQUIRE(list);
  CHECK(short_list.substr(list->first, list->second - list->first) == items.substr(0, 3 * item - 1));
}

TEST_CASE("a sentence ends at . ! ? and a list item's dash before a space, or at 。！？") {
  const std::string text = "Title\nFirst one. Aurora at ANL - then Polaris! 富岳は理研にある。Frontier 在橡树岭？完";
  auto sentence = [&](std::string_view name) {
    const auto at = text.find(name);
    const auto [b, e] = sentence_of(text, at, at + name.size());
    return text.substr(b, e - b);
  };
  CHECK(sentence("Aurora") == " Aurora at ANL -");
  CHECK(sentence("Polaris") == " then Polaris!");
  CHECK(sentence("富岳") == " 富岳は理研にある。");
  CHECK(sentence("Frontier") == "Frontier 在橡树岭？");
  CHECK(sentence_start(text, 0, text.find("完")) == text.find("完"));
  CHECK(sentence_start(text, text.find("ANL"), text.find("ANL") + 2) == text.find("ANL"));  // not before `from`
  // A line break inside a table's row (core/table_text.h) ends one too:
  // Epoch's note of two excerpts.
  const std::string row = "Israel-1,\"based on 128 HGX H100 systems\u2029 will feature 256 HGX H100 systems\"";
  const auto at = row.find("256");
  const auto [b, e] = sentence_of(row, at, at + 3);
  CHECK(row.substr(b, e - b) == " will feature 256 HGX H100 systems\"");
}

TEST_CASE("a list's joint: a comma, and, or, &") {
  for (const std::string_view gap : {", ", " and ", " or ", " & ", ",", ", and ", " AND "})
    CHECK(list_joint_before(gap, gap.size()) == 0);
  for (const std::string_view gap : {" ", " / ", " x ", "/", " band "})
    CHECK(list_joint_before(gap, gap.size()) == gap.size());
  const std::string_view text = "systems Frontier, Aurora & El Capitan";
  CHECK(list_joint_before(text, text.find("El")) == text.find(" &"));
}
