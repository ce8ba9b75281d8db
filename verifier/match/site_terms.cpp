// match/site_terms.cpp: a record's site as context terms
// (Deriver::add_sites): its places as pages write them, house numbers and
// postcodes left out, umlauts also spelt out, and no state or country its
// address ends with.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ascii.h"
#include "match/derive.h"
#include "match/derive_impl.h"
#include "match/normalize.h"

namespace verifier::match {

using namespace internal;

namespace {

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

}  // namespace verifier::match
