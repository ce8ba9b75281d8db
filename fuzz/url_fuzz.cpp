// fuzz/url_fuzz.cpp: URL parsing and normalisation (core/url.h) on any bytes.
// Besides "never crash", checks the invariants the contract relies on: the
// identity key is idempotent, redaction replaces the userinfo, and a citable
// URL parses.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/url.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string why;
  auto url = verifier::parse_url(text, &why);
  bool citable = verifier::is_citable_url(text, &why);
  if (citable) check(url.has_value());
  std::string key = verifier::same_url_key(text);
  if (citable) check(verifier::same_url_key(key) == key);
  std::string shown = verifier::redacted(text);
  // The userinfo, where it stood, is "***" (the same bytes may recur in the path).
  if (url && !url->userinfo.empty())
    check(shown.compare(url->scheme.size() + 3, 4, "***@") == 0);
  (void)verifier::has_credentials(text);
  (void)verifier::is_site_level(text);
  return 0;
}
