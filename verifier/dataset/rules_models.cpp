// dataset/rules_models.cpp: models.yaml, the accelerators' vendors,
// families and models (rules/README.md), into the AcceleratorTable.
#include <algorithm>
#include <array>
#include <type_traits>

#include "dataset/internal/rules_reader.h"

namespace verifier::dataset::internal {
namespace {

constexpr std::array<std::string_view, 2> vendor_keys = {"vendor", "forms"};
constexpr std::array<std::string_view, 4> family_keys = {"family", "vendor", "forms", "appliance"};
constexpr std::array<std::string_view, 4> model_keys = {"model", "family", "vendor", "forms"};

}  // namespace

// Each list entry: its name key, its vendor (or family), other spellings. A
// name given twice, or a vendor or family that the file does not list, is an
// error at the entry.
template <class Entry>
void RulesReader::accelerator_entries(const Field& f, std::span<const std::string_view> keys,
                                      std::vector<Entry>& out,
                                      const std::function<bool(const YAML::Node&, Entry&)>& check) {
  if (f.value.IsNull()) return;
  if (!f.value.IsSequence()) {
    file_.error(f.value, f.key + " must be a list");
    return;
  }
  auto what = "a " + std::string(keys[0]) + " entry";
  for (const auto& node : f.value) {
    auto kept = entry<Entry>(node, what, keys, [&](const std::vector<Field>& fields, Entry& e) {
      auto name = required_text(fields, node, keys[0]).value_or("");
      if (auto forms = internal::find(fields, "forms")) append_texts(*forms, e.forms);
      if constexpr (std::is_same_v<Entry, AcceleratorVendor>) {
        e.vendor = name;
      } else if constexpr (std::is_same_v<Entry, AcceleratorFamily>) {
        e.family = name;
        e.vendor = required_text(fields, node, "vendor").value_or("");
        if (auto a = internal::find(fields, "appliance"))
          e.appliance = file_.boolean(*a, "appliance").value_or(false);
      } else {
        e.model = name;
        e.family = required_text(fields, node, "family").value_or("");
        if (auto v = internal::find(fields, "vendor"))
          e.vendor = file_.text(*v, "vendor").value_or("");
      }
    });
    if (kept && check(node, *kept)) out.push_back(std::move(*kept));
  }
}

void RulesReader::accelerators(const YAML::Node& root, AcceleratorTable& out) {
  constexpr std::array<std::string_view, 3> keys = {"vendors", "families", "models"};
  const auto fields = top_fields(root, keys);
  std::set<std::string> names;  // every vendor, family and model name, once
  auto unique = [&](const YAML::Node& at, const std::string& name) {
    if (names.insert(name).second) return true;
    file_.error(at, "'" + name + "' is named twice");
    return false;
  };
  auto vendor_known = [&](const std::string& v) {
    return std::any_of(out.vendors.begin(), out.vendors.end(),
                       [&](const auto& e) { return e.vendor == v; });
  };
  // Vendors before families before models, whatever the order in the file.
  for (auto key : keys) {
    auto f = internal::find(fields, key);
    if (!f) continue;
    if (key == "vendors") {
      accelerator_entries<AcceleratorVendor>(
          *f, vendor_keys, out.vendors,
          [&](const YAML::Node& at, AcceleratorVendor& e) { return unique(at, e.vendor); });
    } else if (key == "families") {
      accelerator_entries<AcceleratorFamily>(
          *f, family_keys, out.families, [&](const YAML::Node& at, AcceleratorFamily& e) {
            if (!vendor_known(e.vendor)) {
              file_.error(at, "vendor '" + e.vendor + "' is not in vendors");
              return false;
            }
            return unique(at, e.family);
          });
    } else {
      accelerator_entries<AcceleratorModel>(
          *f, model_keys, out.models, [&](const YAML::Node& at, AcceleratorModel& e) {
            auto fam = std::find_if(out.families.begin(), out.families.end(),
                                    [&](const auto& x) { return x.family == e.family; });
            if (fam == out.families.end()) {
              file_.error(at, "family '" + e.family + "' is not in families");
              return false;
            }
            if (!e.vendor.empty() && e.vendor != fam->vendor) {
              file_.error(at, "vendor '" + e.vendor + "' is not the vendor of family '" +
                                  e.family + "' (" + fam->vendor + ")");
              return false;
            }
            e.vendor = fam->vendor;
            return unique(at, e.model);
          });
    }
  }
}

}  // namespace verifier::dataset::internal
