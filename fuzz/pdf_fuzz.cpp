// fuzz/pdf_fuzz.cpp: a PDF's pages (extract::read_page on an
// application/pdf response): the input is the PDF. Reading must stay within
// the page's budget (past a CPU limit, fuzz/cpu_limit.h aborts: pages
// sharing an inflating content stream would pass it) and its text be valid
// UTF-8.
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
  verifier::Fetched fetched;
  fetched.url = fetched.final_url = "https://example.org/report.pdf";
  fetched.http_status = 200;
  fetched.content_type = "application/pdf";
  fetched.body.assign(reinterpret_cast<const char*>(data), size);
  // A budget of one CPU second and a limit of three on the whole input:
  // under the sanitizers the heaviest seeds (issue 16's pages, 1 MB) take
  // 1.03 s; an input past three escaped the budget (or a cap) somewhere.
  verifier::fuzz::CpuLimit limit(3.0);
  verifier::Page page =
      verifier::extract::read_page(fetched, verifier::extract::Signatures(), {1.0, {}});
  if (!verifier::is_valid_utf8(page.text())) std::abort();
  return 0;
}
