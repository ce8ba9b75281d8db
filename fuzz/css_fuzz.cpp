// fuzz/css_fuzz.cpp: the CSS cascade (extract::read_page on an HTML page)
// with the style sheet and the body apart, so that mutations reach selector
// matching rather than the tokenizer: the input up to the first NUL is the
// <style> sheet, the rest the <body>. Reading must stay within the page's
// budget (past a CPU limit, fuzz/cpu_limit.h aborts: a cascade growing with
// rules x elements would pass it) and its text be valid UTF-8; a page cut
// short must say why.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/fetched.h"
#include "core/utf8.h"
#include "extract/extract.h"
#include "cpu_limit.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  verifier::fuzz::Input in(data, size);
  std::string_view sheet = in.until(std::string_view("\0", 1));
  verifier::Fetched fetched;
  fetched.url = fetched.final_url = "https://example.org/styled";
  fetched.http_status = 200;
  fetched.content_type = "text/html";
  fetched.charset = "utf-8";
  fetched.body = "<html><head><style>" + std::string(sheet) + "</style></head><body>" +
                 std::string(in.rest()) + "</body></html>";
  // A budget of one CPU second and a limit of three on the whole input:
  // under the sanitizers the heaviest seeds (issue 16's pages, 1 MB) take
  // 1.03 s; an input past three escaped the budget (or a cap) somewhere.
  verifier::fuzz::CpuLimit limit(3.0);
  verifier::Page page =
      verifier::extract::read_page(fetched, verifier::extract::Signatures(), {1.0, {}});
  if (!verifier::is_valid_utf8(page.text())) std::abort();
  if (page.truncated && page.truncation.empty()) std::abort();  // only the size cap is unnamed,
  return 0;                                                      // and this page is under it
}
