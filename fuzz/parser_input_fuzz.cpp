// fuzz/parser_input_fuzz.cpp: emptying script bodies for the parser never
// changes what a reader sees. The input is an HTML page; its title, text
// blocks, refresh and base read with script bodies emptied must equal those
// read from the page as it is (nesting capped alike in both).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "extract/html_text.h"
#include "extract/parser_input.h"

namespace ex = verifier::extract;

namespace {

ex::HtmlText read(std::string_view html, bool empty_scripts) {
  auto input = ex::parser_input(html, {ex::kMaxNesting, empty_scripts});
  return ex::html_text(input ? std::string_view(*input) : html);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view html(reinterpret_cast<const char*>(data), size);
  auto as_sent = read(html, false), as_given = read(html, true);
  if (as_sent.title != as_given.title || as_sent.blocks != as_given.blocks ||
      as_sent.refresh != as_given.refresh || as_sent.base_href != as_given.base_href)
    std::abort();
  return 0;
}
