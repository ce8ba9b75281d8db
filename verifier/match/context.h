// match/context.h: whether an ambiguous name (an ordinary word: Frontier,
// Alps, HPC4; a name other systems carry) is used as the name of THIS system
// where the page has it.
// Takes: the page text (Page::text(): the title on the first line, then one
// layout block a line; for find_context and find_term, folded as a
// FoldedPage the scan keeps), the span of the match, the system's own
// context terms (operator, site, their other spellings, accelerator model,
// count).
// Gives: the term that counted and where ("operator "ORNL" in the same
// block"), or nothing. Context counts in the same block (line; a table row
// is one block), within `context_words` words either side (a row of values,
// "177449,50364,Helios,...", is its own passage: the words before it are
// another row's), or in the title (a first line of 400 bytes at most), the
// nearest place first. And the passage tests that rule an occurrence
// out whatever its context: another owner's system ("Oracle's Frontier",
// "Frontier at Oracle"), a piece of a longer proper name ("Frontier
// Airlines", "Polaris Dawn"), a compound or a product ("SX-Aurora",
// "Polaris GPU"), a capitalised name in lower case ("the frontier of AI").
#pragma once

#include <functional>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "match/derive.h"
#include "match/normalize.h"
#include "match/table_row.h"

namespace verifier::match {

// A page's text folded for the context look-ups of one scan. A scan weighs
// a page's names in text order, and the passages around one name and the
// next overlap (the same block, the same words nearby): so the page is
// folded a stretch at a time as they ask for it, each stretch once, and let
// go once the scan has passed it; the title, asked of every name, is folded
// once and kept apart. Every span is the same as its text folded alone.
// What table row a block is (table_row.h) is read once per block as well.
class FoldedPage {
 public:
  explicit FoldedPage(std::string_view text);
  std::string_view text() const { return text_; }

  // Folds text[from, to) where it is not yet held; what lies before `from`
  // may be let go: the scan asks for nothing before it again.
  void hold(std::size_t from, std::size_t to);

  // text[from, to) folded as normalize() folds it alone, with offsets into
  // the page; valid until the next call.
  FoldedSpan span(std::size_t from, std::size_t to);

  // The block text[begin, end) (passage_of) as a table's row.
  const BlockRow& block_row(std::size_t begin, std::size_t end) { return rows_.of(begin, end); }

 private:
  bool held(std::size_t from, std::size_t to) const {
    return from >= held_from_ && to <= folding_.at() && held_from_ < folding_.at();
  }

  std::string_view text_;
  std::optional<Normalized> title_;  // the first line, once a look-up asks for it whole
  std::size_t title_end_ = 0;
  Folding folding_;
  Normalized held_;             // text[held_from_, folding_.at()) folded
  std::size_t held_from_ = 0;
  TableRows rows_;
};

// The passage around [begin, end): its block (line), at most 1,500 bytes
// either side (a block may be a whole table flattened into one line).
std::pair<std::size_t, std::size_t> passage_of(std::string_view text, std::size_t begin,
                                               std::size_t end);

// Whether the line at `at` is a Markdown heading ("### Scale"): one to six
// '#' and a space ("#1 on the TOP500" is none).
bool heading_line(std::string_view text, std::size_t at);

// Whether a sentence or list item ends with the byte text[at]: the mark of
// ". ", "! ", "? ", " - ", "• " (a space after it), or the last byte of a CJK
// full stop, exclamation or question mark (。！？), or of a line break inside
// a table's row (core/table_text.h's row_line_break), which take no space.
// A block may hold a whole list flattened into one line (" - ").
bool sentence_ends_at(std::string_view text, std::size_t at);

// Where the sentence or list item holding byte `at` starts, not before `from`.
std::size_t sentence_start(std::string_view text, std::size_t from, std::size_t at);

// The sentence around [begin, end) within its passage: from the end of the
// sentence or list item before it to the end of its own (sentence_ends_at).
std::pair<std::size_t, std::size_t> sentence_of(std::string_view text, std::size_t begin,
                                                std::size_t end);

// The page's first line where it is a title (400 bytes at most; a longer
// one is the page run together), else "".
std::string_view page_title(std::string_view text);

// Whether the sentence of [begin, end) has a computer word ("system",
// "supercomputer", "cluster", ...): "Dojo, Tesla's ambitious, custom-built
// AI supercomputer" is the machine, "Tesla's Dojo AI chips" are not.
bool computer_word_in_sentence(std::string_view text, std::size_t begin, std::size_t end);

// The list under the Markdown heading of [begin, end), after its block:
// the first run of list items ("- ", "* ", "1. ") that follows it in its
// section ("### Scale" to the next heading), when the section up to the
// list's end is short (2,500 bytes at most); none without a heading above,
// or where [begin, end) is in a list item (the next items are other subjects).
// "### Scale / ... we built back in 2019 for OpenAI ... / Timeline: / - May
// 2020: 10,000 V100 GPUs": the list gives facts of what the prose names.
std::optional<std::pair<std::size_t, std::size_t>> list_in_section(std::string_view text, std::size_t begin,
                                                                   std::size_t end);

// The first of `terms` of kind `kind` that the page's text[from, to) holds
// on word boundaries, overlapping none of the spans `skip`; nullptr when none.
const ContextTerm* find_term(FoldedPage& page, std::size_t from, std::size_t to,
                             const std::vector<ContextTerm>& terms, std::string_view kind,
                             const std::vector<std::pair<std::size_t, std::size_t>>& skip);

struct FoundContext {
  const ContextTerm* term;
  std::string note;  // "operator \"ORNL\" in the same block"
};

// Tie::facts_only: the system's accelerator model or count, not its operator
// or site (which other generations of the same line share).
// Tie::owner: its operator or site, which a product of the same name
// ("AMD Polaris GPU") never has beside it.
// `passed_over` (optional) rules out a term's occurrence at [b, e) the caller
// reads otherwise: an operator that makes accelerators, on its product.
enum class Tie { any, facts_only, owner };
std::optional<FoundContext> find_context(FoldedPage& page, std::size_t begin, std::size_t end,
                                         const std::vector<ContextTerm>& system_terms,
                                         std::size_t context_words, Tie tie = Tie::any,
                                         const std::function<bool(std::size_t, std::size_t)>& passed_over = {});

// The owner the passage gives the name to, "<Org>'s <name>", "<name> at
// <Org>", "<name> of <Org>", "<Org>的<name>" (the name also in quotes or
// brackets, with a trade mark, or a computer word before "at" or "of":
// "the Frontier supercomputer at Vantage"), as the page writes it (and
// "<name>, <Org>'s ...", only where it is the system's own), and
// whether it is the system's own (one of its operator or site terms, or a
// part of one: "Argonne's Aurora"); nothing when the passage gives none.
struct GivenOwner {
  std::string owner;
  bool own = false;
  std::string kind;  // of the system's own term it is: operator, site or country ("德国的JUPITER")
};
std::optional<GivenOwner> owner_given(std::string_view text, std::size_t begin, std::size_t end,
                                      const std::vector<ContextTerm>& system_terms);

// Where the joint of a list of names that ends at `at` begins: a comma,
// "and", "or" or "&" (a comma before the word too: "Frontier, Aurora, and
// El Capitan"), the spaces around it ("Summit and Titan", "Summit,
// Titan"); `at` where none ends there.
std::size_t list_joint_before(std::string_view text, std::size_t at);

// How the passage uses the name:
//   longer_name: a capitalised word joined to it by a space ("Frontier
//     Airlines", "Jeff Summit") makes it a piece of a longer proper name.
//     Words that are the system's own (its terms, its aliases' words) and
//     `name_words` ("Supercomputer", "System") do not, nor does the first
//     word of a sentence;
//   heading: the same in the page's title or a short heading in title case
//     ("Amazon Titan Text Models Now In Bedrock"), where capitals prove
//     nothing either way;
//   menu: the name alone in its block between short blocks, an entry of a
//     menu or list of links that every page of a site carries;
//   name: none of these.
enum class NameUse { name, longer_name, heading, menu };
NameUse name_use(FoldedPage& page, std::size_t begin, std::size_t end,
                 const std::vector<ContextTerm>& system_terms,
                 const std::vector<std::string_view>& own_alias_keys,
                 const std::vector<std::string>& name_word_keys);

// Whether every word of `words` is the system's own (one of its terms, or
// inside one) or a name word: "ALCF" of "ALCF Aurora", "GPU subsystem" of
// "RAIDEN GPU subsystem". A number or another name ("Neo") is not.
bool only_own_words(std::string_view words, const std::vector<ContextTerm>& system_terms,
                    const std::vector<std::string>& name_word_keys);

// Whether the name heads a TOP500-style row ("Longhorn - pSeries p690/p655
// 1.3GHz 2002 224 ...": the name, a spaced dash, the computer, then the
// year it was installed) whose year lies more than a year before
// `first_year`, the system's own: an older machine of the same name, often
// the same owner's. 0 for `first_year` (unknown) never decides.
bool older_machine_row(std::string_view text, std::size_t end, int first_year);

// Whether the name at [begin, end) heads a TOP500-style row: a spaced dash
// follows it on its line ("JURECA - T-Platforms V-Class, ..."), or it fills
// a field of a row of values, as the lists' spreadsheets give it, fields
// joined by commas ("38,29,46,49,JURECA,\"T-Platforms V-Class, ...\"") or
// colons (lass-lab's copies).
bool heads_list_row(FoldedPage& page, std::size_t begin, std::size_t end);

// Whether the system's country stands right after the name, closing its
// clause ("Alps (Switzerland)"; not "Leonardo, Italian painter"), or before it with a computer word: between, with
// "called" or a comma ("the Swiss system Alps", "the Italian system called
// Leonardo", "the USA exascale computer, El Capitan"), or right after the
// name ("USA Aurora exascale system"), or in an apposition after it ("Alps,
// the Swiss supercomputer,"); "the Swiss Alps" are mountains.
// Context for a name no other owner's system in that country carries (the
// index asks that). Countries and their demonyms from rules/countries.yaml;
// a name of three letters or fewer only whole and capitalised ("USA").
bool country_beside(std::string_view text, std::size_t begin, std::size_t end,
                    const std::vector<ContextTerm>& system_terms);

// The case rule: a capitalised name ("Frontier") is not matched by the same
// word in lower case ("the frontier of AI"). Compares the first letters.
bool case_fits(std::string_view alias, std::string_view found);

// Whether the match is inside a link written out on the page
// ("go.fzj.de/llview-juwelsbooster"): an address, not a naming (in a row of
// values, an address in a field before the name's is none: "system/
// 179397.html,system,179397,Summit"); or inside a
// wiki cross-reference to another note ("[[Frontier#Network architecture]]")
// or an embedded file ("![[TACC Horizon specs.jpg]]"). A wiki link that
// shows the name in the sentence ("the [[Frontera]] system") names it.
bool in_link(std::string_view text, std::size_t begin, std::size_t end);

// Whether the match is one part of a hyphenated compound ("SX-Aurora",
// "Frontier-class"): an ordinary word there is a product or an adjective,
// not a system's name. A spaced dash ("Frontier - HPE Cray") is no joint;
// a wiki link's brackets are no break ("pre-[[Horizon]]").
bool in_compound(std::string_view text, std::size_t begin, std::size_t end);

// Whether the page's words matched for a name are split by a bracket the
// name does not have: "Merritt Island (3-2)", a team's score, is no "Island
// 3"; folding drops the bracket, the page does not.
bool split_by_bracket(std::string_view found, std::string_view alias);

// Whether the name is joined by a hyphen to a name word of the rules that
// ends there ("Topaze-gpu", "Leonardo-CPU", "Alps-Booster"): a partition
// of the system, as the lists name them, neither a compound nor a product.
bool hyphen_partition_after(std::string_view text, std::size_t end,
                     const std::vector<std::string>& name_word_keys);

// Whether the word right after the match is one of `product_keys` (folded)
// or a processor's specification: "AMD Polaris GPU", "Titan RTX", "NVIDIA
// Grace 72C" name products, not systems.
bool followed_by_product(std::string_view text, std::size_t end,
                         const std::vector<std::string>& product_keys);

// The length of a partition word right after the name, glued, spaced or
// bracketed ("ThetaGPU", "Helios GPU", "Helios CPU", "Narval (GPU)": a
// system's part named by its processors), 0 when none: the word in
// capitals, then a word boundary (or the closing bracket).
std::size_t partition_after(std::string_view text, std::size_t end);

}  // namespace verifier::match
