// extract/charset.h: which encoding a body is in, and its text as UTF-8.
// Takes: raw body bytes, plus the HTTP charset label for a response. Gives:
// the WHATWG encoding name chosen and the body decoded to UTF-8 (invalid
// bytes become U+FFFD, never an error). The order is the HTML standard's for
// responses (BOM, HTTP charset, <meta> prescan, valid UTF-8, windows-1252) and
// issue 4's for local files, which have no header (valid UTF-8 first).
#pragma once

#include <string>
#include <string_view>

namespace verifier::extract {

// A label as the WHATWG Encoding Standard maps it ("latin1" ->
// "windows-1252", "gb2312" -> "gbk", "sjis" -> "shift_jis"); "" when unknown.
std::string whatwg_encoding(std::string_view label);

// The HTML standard's <meta> prescan of the first `limit` bytes (1024 in
// the standard); "" if none. Already mapped by whatwg_encoding, with utf-16
// read as utf-8.
std::string prescan_meta_charset(std::string_view bytes, std::size_t limit = 1024);

// The same scan over the whole <head> (up to 64 KiB): a browser that meets a
// <meta charset> later in the head, while its encoding is still a guess,
// changes to it (HTML standard "change the encoding"; Chromium scans the
// head). Archived pages often carry one after 1 KiB of inserted scripts.
std::string head_meta_charset(std::string_view bytes);

struct Decoded {
  std::string encoding;  // WHATWG name, e.g. "shift_jis"
  std::string text;      // UTF-8, BOM removed
};

// For a response; `is_html` enables the <meta> prescan.
Decoded decode_response(std::string_view body, std::string_view http_charset,
                        bool is_html);

// For a local file: no header, so valid UTF-8 wins, then BOM and prescan.
Decoded decode_file(std::string_view body, bool is_html);

// Bytes in a known WHATWG encoding to UTF-8.
std::string to_utf8(std::string_view bytes, std::string_view encoding);

}  // namespace verifier::extract
