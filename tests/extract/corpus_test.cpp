// tests/extract/corpus_test.cpp: our visible text over real saved pages of
// ../shared/corpus, read in place (never copied here): the article bodies of
// the scrapinghub benchmark, trafilatura's `with` snippets and Readability's
// extracted articles must all be in the text we give the matcher. Words
// are compared as multisets, pooled over the pages of each set.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "extract/extract.h"
#include "extract/html_text.h"
#include "extract/parser_input.h"
#include "extract/text_block.h"
#include "gz_file.h"

namespace ex = verifier::extract;
namespace fs = std::filesystem;

namespace {

const fs::path kCorpus = EXTRACT_CORPUS;

using Words = std::map<std::string, int>;

// Word runs: ASCII letters and digits, and non-ASCII letters; the general
// punctuation block (U+2000..206F: dashes, quotes) and Latin-1 signs
// (U+0080..00BF: nbsp, guillemets) separate words.
Words words_of(std::string_view s) {
  Words out;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) ++out[word];
    word.clear();
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto b = static_cast<unsigned char>(s[i]);
    auto next = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : 0u;
    if (b < 0x80) {
      if (std::isalnum(b)) word += static_cast<char>(std::tolower(b));
      else flush();
    } else if (b == 0xC2 || (b == 0xE2 && (next == 0x80 || next == 0x81))) {
      flush();
      i += b == 0xC2 ? 1 : 2;
    } else {
      word += static_cast<char>(b);
    }
  }
  flush();
  return out;
}

struct Recall {
  long found = 0;
  long wanted = 0;
  double worst = 1;
  std::string worst_page;

  void add(const Words& want, const Words& have, const std::string& page) {
    long f = 0, w = 0;
    for (const auto& [word, n] : want) {
      auto it = have.find(word);
      f += std::min(n, it == have.end() ? 0 : it->second);
      w += n;
    }
    found += f;
    wanted += w;
    double r = w ? static_cast<double>(f) / static_cast<double>(w) : 1;
    if (r < worst) {
      worst = r;
      worst_page = page;
    }
  }
  double pooled() const { return wanted ? static_cast<double>(found) / static_cast<double>(wanted) : 1; }
};

std::string text_of(const fs::path& file) {
  std::string bytes = ex::testing::read_maybe_gz(file);
  fs::path name = file;
  if (name.extension() == ".gz") name.replace_extension();
  return ex::read_local(bytes, name, ex::Signatures()).text();
}

nlohmann::json load_json(const fs::path& file) {
  std::ifstream in(file);
  return nlohmann::json::parse(in);
}

// As the page's text is normalised (soft hyphens out, nbsp as space).
std::string collapsed(std::string_view s) { return ex::collapse_whitespace(s); }

}  // namespace

TEST_CASE("scrapinghub: the article body is in the visible text") {
  fs::path dir = kCorpus / "scrapinghub-article-extraction-benchmark";
  auto truth = load_json(dir / "ground-truth.json");
  Recall recall;
  int pages = 0;
  for (const auto& [hash, entry] : truth.items()) {
    fs::path file = dir / "html" / (hash + ".html.gz");
    if (!fs::exists(file)) continue;
    recall.add(words_of(entry.at("articleBody").get<std::string>()), words_of(text_of(file)), hash);
    ++pages;
  }
  MESSAGE("scrapinghub: " << pages << " pages, recall " << recall.pooled() << ", worst "
                          << recall.worst << " (" << recall.worst_page << ")");
  CHECK(pages == 181);
  CHECK(recall.pooled() >= SCRAPINGHUB_RECALL);
  CHECK(recall.worst >= SCRAPINGHUB_WORST);
}

TEST_CASE("scrapinghub: the page that names Hazel Hen names it in our text") {
  fs::path dir = kCorpus / "scrapinghub-article-extraction-benchmark" / "html";
  int named = 0;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().starts_with("3c5bf8db"))
      named += text_of(e.path()).find("Hazel Hen") != std::string::npos;
  CHECK(named == 1);
}

TEST_CASE("trafilatura: every `with` snippet is in the visible text") {
  fs::path dir = kCorpus / "trafilatura" / "tests";
  auto eval = load_json(dir / "evaldata.json");
  int snippets = 0, found = 0, pages = 0;
  std::vector<std::string> missing;
  for (const auto& [url, entry] : eval.items()) {
    if (!entry.contains("file") || !entry.contains("with")) continue;
    std::string name = entry.at("file").get<std::string>();
    fs::path file = fs::exists(dir / "eval" / name) ? dir / "eval" / name : dir / "cache" / name;
    if (!fs::exists(file)) continue;
    ++pages;
    std::string text = collapsed(text_of(file));
    for (const auto& w : entry.at("with")) {
      std::string snippet = collapsed(w.get<std::string>());
      ++snippets;
      if (text.find(snippet) != std::string::npos) ++found;
      else missing.push_back(name + ": " + snippet);
    }
  }
  double share = snippets ? static_cast<double>(found) / snippets : 0;
  MESSAGE("trafilatura: " << pages << " pages, " << found << " of " << snippets << " snippets found");
  for (std::size_t i = 0; i < missing.size() && i < 15; ++i) MESSAGE("missing " << missing[i]);
  CHECK(pages == 170);
  CHECK(share >= TRAFILATURA_SHARE);
}

TEST_CASE("readability: the extracted article's words are in the visible text") {
  fs::path dir = kCorpus / "mozilla-readability" / "test-pages";
  Recall recall;
  int pages = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    fs::path source = e.path() / "source.html", expected = e.path() / "expected.html";
    if (!fs::exists(source) || !fs::exists(expected)) continue;
    auto article = ex::html_text(ex::testing::read_maybe_gz(expected));
    std::string want;
    for (const auto& b : article.blocks) want += b + "\n";
    recall.add(words_of(want), words_of(text_of(source)), e.path().filename().string());
    ++pages;
  }
  MESSAGE("readability: " << pages << " pages, recall " << recall.pooled() << ", worst " << recall.worst
                          << " (" << recall.worst_page << ")");
  CHECK(pages >= 80);
  CHECK(recall.pooled() >= READABILITY_RECALL);
  CHECK(recall.worst >= READABILITY_WORST);
}

TEST_CASE("every corpus page reads the same with its script bodies emptied for the parser") {
  int pages = 0, emptied = 0;
  std::size_t bytes_before = 0, bytes_after = 0;
  for (const auto& e : fs::recursive_directory_iterator(kCorpus)) {
    std::string name = e.path().filename().string();
    if (!e.is_regular_file() || !(name.ends_with(".html") || name.ends_with(".htm") || name.ends_with(".html.gz")))
      continue;
    std::string html = ex::testing::read_maybe_gz(e.path());
    auto input = ex::parser_input(html);
    ++pages;
    bytes_before += html.size();
    bytes_after += input ? input->size() : html.size();
    if (!input) continue;
    ++emptied;
    auto as_sent = ex::html_text(html), as_given = ex::html_text(*input);
    CAPTURE(e.path().string());
    CHECK(as_given.title == as_sent.title);
    CHECK(as_given.blocks == as_sent.blocks);
    CHECK(as_given.refresh == as_sent.refresh);
    CHECK(as_given.base_href == as_sent.base_href);
  }
  MESSAGE(pages << " pages, " << emptied << " with script bodies emptied; the parser reads "
                << bytes_after << " of " << bytes_before << " bytes");
  CHECK(pages > 600);
  CHECK(emptied > pages / 2);
}
