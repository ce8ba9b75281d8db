// core/record.h: one system of the dataset as the records describe it
// (spec §1), after loading. A Citation is one distinct URL of one record,
// with every claim it supports; the same URL cited by several rows of the
// record is one Citation.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/seldom_text.h"
#include "core/url.h"

namespace verifier {

// Where a URL is written is not kept: nothing after loading tells it, and a
// dataset holds 100,000s of citations (errors found while reading name it).
struct Citation {
  std::string url;                     // exactly as cited (first spelling seen)
  SeldomText note;                     // the record's remark on this source
  std::vector<std::string> cited_for;  // part roles, metric names, events, "sources"
  // The URL's identity (core/url.h's same_url_key), worked out once when the
  // records are read (dataset/): fetching each URL once, the state's rows,
  // history, overrides and claims all match citations up by key(), none
  // works it out again. Held only where it differs from `url` (a fragment,
  // an upper-case host, a default port), as it does for few citations.
  SeldomText other_key;
  const std::string& key() const { return other_key ? *other_key : url; }

  // A citation of `url`, its key worked out.
  static Citation of(std::string url) {
    std::string key = same_url_key(url);
    if (key == url) return {std::move(url), {}, {}, {}};
    return {std::move(url), {}, {}, std::move(key)};
  }
};

// The words a record's status and kind may take (spec §1).
inline constexpr std::array<std::string_view, 5> record_statuses = {
    "operational", "partly-operational", "under-construction", "announced", "retired"};
inline constexpr std::array<std::string_view, 4> system_kinds = {"ai-training", "hpc",
                                                                 "ai-inference", "mixed"};

// One word of a short list, or none, held as its place in the list: a
// hundred thousand records then hold a byte each, not a copy or a view.
// Reads as the word ("" for none).
template <const auto& Words>
class OneOf {
 public:
  OneOf() = default;
  // A word not in the list gives none.
  static OneOf of(std::string_view word) {
    OneOf out;
    for (std::size_t i = 0; i < Words.size(); ++i)
      if (Words[i] == word) out.place_ = static_cast<std::uint8_t>(i + 1);
    return out;
  }
  std::string_view view() const { return place_ == 0 ? std::string_view() : Words[place_ - 1u]; }
  operator std::string_view() const { return view(); }
  friend bool operator==(OneOf a, std::string_view b) { return a.view() == b; }

 private:
  std::uint8_t place_ = 0;  // 0: none; else the word's place, from 1
};

// One `parts` row of the record: the accelerator it claims and how many,
// the facts a page may state about the system (describes, claims).
struct Part {
  std::string role;                // "Accelerator", "" when missing
  std::string part;                // "NVIDIA H100 SXM5 80GB"
  std::optional<double> quantity;  // the row's count, when given
  // The same_url_key of the URL the row cites ("" when none), worked out
  // when the records are read: the row's source is only ever matched up
  // with the citations' keys.
  std::string source_key;
  // A claim that its source states the count (spec §5, "Claims").
  bool claim() const { return quantity.has_value() && !source_key.empty(); }
};

// The file a record was read from is not kept either: only loading names it
// (a repeated id), and it holds the place of each id while it does.
struct Record {
  std::string id;
  std::string name;
  std::vector<std::string> aliases;  // explicit aliases: always count
  std::string operator_name;         // "" when missing
  std::string site;
  std::string country;
  std::vector<Citation> citations;
  std::vector<Part> parts;  // rows with a part or a quantity
  std::vector<std::string> unlinked_sources;
  // Beside the three bytes below, not among the strings: 8 bytes less
  // padding a record, and a dataset may hold 100,000.
  int first_year = 0;  // of first_operational ("2019-11-01"); 0 when unknown
  std::uint8_t first_month = 0;  // of first_operational, 1-12; 0 when not given
  OneOf<record_statuses> status;
  OneOf<system_kinds> kind;
};

}  // namespace verifier
