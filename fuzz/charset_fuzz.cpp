// fuzz/charset_fuzz.cpp: the charset decoder (extract/charset.h). The first
// line of the input is a charset label (as an HTTP header would give it), the
// rest the body; every entry point runs on it, and every result must be
// valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/utf8.h"
#include "extract/charset.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace verifier::extract;
  using verifier::is_valid_utf8;
  verifier::fuzz::Input in(data, size);
  bool is_html = (in.byte() & 1) != 0;
  std::string label(in.line());
  std::string_view body = in.rest();

  (void)whatwg_encoding(label);
  (void)prescan_meta_charset(body);
  (void)head_meta_charset(body);
  Decoded response = decode_response(body, label, is_html);
  Decoded file = decode_file(body, is_html);
  std::string named = to_utf8(body, whatwg_encoding(label));
  if (!is_valid_utf8(response.text) || !is_valid_utf8(file.text)) std::abort();
  if (!whatwg_encoding(label).empty() && !is_valid_utf8(named)) std::abort();
  return 0;
}
