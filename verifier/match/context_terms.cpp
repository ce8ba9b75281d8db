// match/context_terms.cpp: the words that place an ambiguous name in its
// system's context (SystemTerms::context): its operators in every form the
// rules and pages give them, its countries as countries.yaml names them,
// its accelerator models in every spelling, and its counts. Its site's
// terms are site_terms.cpp's.
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "match/derive.h"
#include "match/derive_impl.h"
#include "match/normalize.h"
#include "match/owners.h"

namespace verifier::match {
namespace internal {

void add_counts(const Record& record, SystemTerms& out) {
  for (const auto& p : record.parts)
    if (p.quantity && *p.quantity >= 1000 && *p.quantity < 1e9)
      add_context(out, std::to_string(static_cast<long long>(*p.quantity)), "count");
}

}  // namespace internal

using namespace internal;

namespace {

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

}  // namespace

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

// Context only right beside the name ("Alps (Switzerland)", "Switzerland
// Alps"): a country anywhere on a page says little.
void Deriver::add_countries(const Record& record, SystemTerms& out) const {
  if (!record.country.empty()) add_context(out, record.country, "country");
  // "瑞士的Alps": the country as pages in other scripts write it.
  if (const auto* names = country_names(record.country))
    for (const auto& name : *names) add_context(out, name, "country");
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

void Deriver::add_models(const Record& record, SystemTerms& out) const {
  for (const auto& model : models_of(record)) {
    add_context(out, model, "model");
    // "NVIDIA Volta GV100" (TOP500) is a V100: the model's other spellings.
    if (auto it = model_of_key_.find(normalize_key(model)); it != model_of_key_.end())
      for (const auto& form : it->second->forms) add_context(out, form, "model");
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
