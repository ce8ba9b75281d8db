// app/page_commands.cpp: `verifier text` and `verifier check`, the editors'
// tools for one page. They read the page exactly as the nightly pass does.
#include <iostream>

#include "app/commands.h"
#include "app/common.h"
#include "core/record.h"
#include "match/match.h"
#include "verdict/verdict.h"

namespace verifier::app {
namespace {

void print_unreadable(const OnePage& one) {
  auto judged = verdict::judge(one.fetched, one.page ? &*one.page : nullptr);
  std::cerr << "verifier: " << one.fetched.url << ": " << word(judged.result);
  if (!judged.detail.empty()) std::cerr << " (" << judged.detail << ')';
  std::cerr << '\n';
}

Record record_of(const CheckOptions& options) {
  Record record;
  record.id = "check";
  record.name = options.name;
  record.aliases = options.aliases;
  record.operator_name = options.operator_name;
  record.site = options.site;
  return record;
}

}  // namespace

int text_command(const TextOptions& options) {
  auto rules = load_rules_reporting(options.rules);
  if (!rules) return exit_input_error;
  auto one = read_one_page(options.target, *rules, options.net);
  if (!one.page) {
    print_unreadable(one);
    return exit_done;
  }
  if (one.page->kind != PageKind::readable) print_unreadable(one);
  std::cout << one.page->text() << '\n';
  return exit_done;
}

int check_command(const CheckOptions& options) {
  auto rules = load_rules_reporting(options.rules);
  if (!rules) return exit_input_error;
  if (options.name.empty()) {
    std::cerr << "verifier check: --name must not be empty\n";
    return exit_input_error;
  }
  auto one = read_one_page(options.target, *rules, options.net);
  auto judged = verdict::judge(one.fetched, one.page ? &*one.page : nullptr);
  std::optional<Naming> naming;
  if (is_readable(judged.result)) {
    std::vector<Record> records{record_of(options)};
    match::AliasIndex index(records, rules->match);
    auto hits = index.scan(one.page->text(), one.fetched.final_url);
    if (!hits.empty()) {
      judged.result = Result::names;
      naming = hits.front().second;
    }
  }
  std::cout << word(judged.result) << '\n';
  if (naming) {
    std::cout << "alias: " << naming->alias << (naming->derived ? " (derived)" : "") << '\n';
    if (!naming->context.empty()) std::cout << "context: " << naming->context << '\n';
    std::cout << "evidence: " << naming->evidence << '\n';
    if (!naming->fragment_url.empty()) std::cout << "link: " << naming->fragment_url << '\n';
  }
  if (!judged.detail.empty()) std::cout << "detail: " << judged.detail << '\n';
  return exit_done;
}

}  // namespace verifier::app
