// app/page_commands.cpp: `verifier text` and `verifier check`, the editors'
// tools for one page. They read the page with the night's own PageReader and
// decide it with the night's own index (every record of the dataset), so an
// editor gets the answer the report gives.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>

#include "app/commands.h"
#include "app/common.h"
#include "app/index_build.h"
#include "app/page_reader.h"
#include "app/page_workers.h"
#include "core/record.h"
#include "core/url.h"
#include "dataset/dataset.h"
#include "verdict/verdict.h"

namespace verifier::app {
namespace {

// What a reader of `text` is told of the page beside its text: why it is
// no page, or, for a page that is, what the report would say of it too (its
// first part only, past a cap; a redirect to the site root); nothing for a
// page read whole.
void print_reading(const OnePage& one) {
  auto judged = verdict::judge(one.fetched, one.page ? &*one.page : nullptr);
  const bool readable = is_readable(judged.result);
  if (readable && judged.detail.empty()) return;
  std::cerr << "verifier: " << one.fetched.url << ": ";
  if (readable) std::cerr << judged.detail;
  else std::cerr << word(judged.result) << (judged.detail.empty() ? "" : " (" + judged.detail + ')');
  std::cerr << '\n';
}

// An ad-hoc system's id: no record's id can start with '-'.
constexpr const char* ad_hoc_id = "--name";

Record ad_hoc_record(const CheckOptions& options) {
  Record record;
  record.id = ad_hoc_id;
  record.name = options.name;
  record.aliases = options.aliases;
  record.operator_name = options.operator_name;
  record.site = options.site;
  return record;
}

// The dataset `check` decides against: --records, else records/ here when
// it exists; nothing with --no-records. Prints the errors of a bad folder.
std::optional<std::vector<Record>> dataset_for(const CheckOptions& options) {
  std::string dir = options.records;
  std::error_code ec;
  if (dir.empty() && !options.no_records && std::filesystem::is_directory("records", ec))
    dir = "records";
  if (dir.empty() || options.no_records) return std::vector<Record>{};
  auto loaded = dataset::load_records(dir, usable_cores());
  for (const auto& e : loaded.errors) std::cerr << e.to_string() << '\n';
  if (!loaded.errors.empty()) {
    std::cerr << "verifier check: " << loaded.errors.size() << " error(s) in " << dir
              << " (--records DIR for another dataset, --no-records for none)\n";
    return std::nullopt;
  }
  return std::move(loaded.records);
}

void print_naming(const Naming& n) {
  if (!n.alias.empty())
    std::cout << "alias: " << n.alias << (n.derived ? " (derived)" : "") << '\n';
  if (!n.context.empty()) std::cout << "context: " << n.context << '\n';
  if (!n.identified_by.empty()) {
    std::cout << "identified by:";
    for (std::size_t i = 0; i < n.identified_by.size(); ++i)
      std::cout << (i == 0 ? " " : "; ") << n.identified_by[i];
    std::cout << '\n';
  }
  std::cout << "evidence: " << n.evidence << '\n';
  if (!n.fragment_url.empty()) std::cout << "link: " << n.fragment_url << '\n';
}

// "6128 NVIDIA H200", "6,128 NVIDIA H200": a count in digits (grouped or
// not), then the part as a record's row writes it.
std::optional<Part> claim_of(const std::string& text, const std::string& source_key) {
  std::size_t at = 0;
  std::string digits;
  while (at < text.size() && (std::isdigit(static_cast<unsigned char>(text[at])) || text[at] == ','))
    if (text[at++] != ',') digits += text[at - 1];
  while (at < text.size() && text[at] == ' ') ++at;
  if (digits.empty() || digits.size() > 12 || at == text.size() || at == 0 ||
      text[at - 1] != ' ')
    return std::nullopt;
  return Part{"Accelerator", text.substr(at), std::stod(digits), source_key};
}

void print_claims(const Reading& reading, const std::string& id, const Record& record,
                  const std::string& key) {
  for (const auto& part : record.parts) {
    if (!part.claim() || part.source_key != key) continue;
    const ClaimCheck* c = reading.claim_for(id, part.part, *part.quantity);
    std::cout << "claim: " << claim_value_text(*part.quantity) << ' ' << part.part << ": "
              << word(c ? c->result : ClaimResult::unread) << '\n';
    if (c && !c->found.empty()) std::cout << "  found: " << c->found << '\n';
    if (c && !c->evidence.empty()) std::cout << "  evidence: " << c->evidence << '\n';
  }
}

}  // namespace

int text_command(const TextOptions& options) {
  auto rules = load_rules_reporting(options.rules);
  if (!rules) return exit_input_error;
  auto one = read_one_page(options.target, *rules, options.net);
  print_reading(one);
  if (!one.page) return exit_done;
  std::cout << one.page->text() << '\n';
  return exit_done;
}

int check_command(const CheckOptions& options) {
  if (options.id.empty() == options.name.empty()) {
    std::cerr << "verifier check: give one of --id ID (a record) or --name NAME (an ad-hoc system)\n";
    return exit_input_error;
  }
  auto rules = load_rules_reporting(options.rules);
  if (!rules) return exit_input_error;
  auto records = dataset_for(options);
  if (!records) return exit_input_error;
  if (!options.name.empty()) records->push_back(ad_hoc_record(options));
  const std::string id = options.name.empty() ? options.id : ad_hoc_id;
  if (std::none_of(records->begin(), records->end(), [&](const Record& r) { return r.id == id; })) {
    std::cerr << "verifier check: no record has the id '" << id << "'\n";
    return exit_input_error;
  }
  auto one = read_one_page(options.target, *rules, options.net);
  auto record = std::find_if(records->begin(), records->end(), [&](const Record& r) { return r.id == id; });
  for (const auto& text : options.claims) {
    auto part = claim_of(text, one.fetched.key);
    if (!part) {
      std::cerr << "verifier check: --claim '" << text
                << "': give a count, then the part (\"6128 NVIDIA H200\")\n";
      return exit_input_error;
    }
    record->parts.push_back(std::move(*part));
  }
  IndexBuild index(*records, rules->match, usable_cores());
  PageReader reader(*rules, index, *records);
  auto reading = reader.read_extracted(one.fetched, std::move(one.page)).reading;
  Result result = reading.result;
  const Naming* naming = is_readable(result) ? reading.naming_for(id) : nullptr;
  if (naming != nullptr) result = naming->describes ? Result::describes : Result::names;
  std::cout << word(result) << '\n';
  if (naming != nullptr) print_naming(*naming);
  if (!reading.detail.empty()) std::cout << "detail: " << reading.detail << '\n';
  print_claims(reading, id, *record, one.fetched.key);
  return exit_done;
}

}  // namespace verifier::app
