// core/record.h: one system of the dataset as the records describe it
// (spec §1), after loading. A Citation is one distinct URL of one record,
// with every claim it supports; the same URL cited by several rows of the
// record is one Citation.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/location.h"

namespace verifier {

struct Citation {
  std::string url;                  // exactly as cited (first spelling seen)
  std::optional<std::string> note;  // the record's remark on this source
  std::vector<std::string> cited_for;  // part roles, metric names, events, "sources"
  Location where;                   // where the URL is first written
};

struct Record {
  std::string id;
  std::string name;
  std::vector<std::string> aliases;  // explicit aliases: always count
  std::string operator_name;         // "" when missing
  std::string site;
  std::string country;
  // One of the contract's words (spec §1), or "": views a constant of the
  // loader, so a hundred thousand records hold no copies of a few words.
  std::string_view status;
  std::string_view kind;
  std::vector<Citation> citations;
  std::vector<std::string> unlinked_sources;
  Location where;  // the file, line 1
};

}  // namespace verifier
