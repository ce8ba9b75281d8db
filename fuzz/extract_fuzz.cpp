// fuzz/extract_fuzz.cpp: the page reader (extract::read_page) on a response
// built from the input: first byte picks a content type, the first line is
// the charset label, the rest is the body. The project's own page signatures
// are not loaded (that needs yaml-cpp); a few representative ones are
// compiled once instead, so the signature path runs too. The text must come
// out valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/fetched.h"
#include "core/utf8.h"
#include "extract/extract.h"
#include "fuzz_input.h"

namespace {

const char* const kTypes[] = {
    "text/html", "text/plain", "application/xhtml+xml", "application/pdf",
    "application/octet-stream", "", "image/png", "text/xml",
};

const verifier::extract::Signatures& signatures() {
  static const verifier::extract::Signatures compiled = [] {
    verifier::PageSignature soft404;
    soft404.name = "soft 404";
    soft404.kind = verifier::PageKind::soft_404;
    soft404.title = {"(page )?not found|404"};
    verifier::PageSignature challenge;
    challenge.name = "challenge";
    challenge.html = {"cf-chl|captcha"};
    challenge.header = {"server: cloudflare"};
    return verifier::extract::Signatures({soft404, challenge});
  }();
  return compiled;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  verifier::fuzz::Input in(data, size);
  std::uint8_t selector = in.byte();
  verifier::Fetched fetched;
  fetched.url = "https://example.org/page";
  fetched.final_url = (selector & 0x80) ? "https://example.org/" : fetched.url;
  fetched.http_status = 200;
  fetched.content_type = kTypes[selector % (sizeof kTypes / sizeof kTypes[0])];
  fetched.charset = std::string(in.line());
  fetched.body = std::string(in.rest());
  fetched.headers = {{"content-type", fetched.content_type}};
  verifier::Page page = verifier::extract::read_page(fetched, signatures());
  if (!verifier::is_valid_utf8(page.text())) std::abort();
  return 0;
}
