// extract/charset.cpp: choosing a body's encoding in the order issue 4 fixes,
// and converting it to UTF-8. windows-1252 (the web's default) and UTF-8 are
// done here by hand, being the hot path; every other encoding goes through
// ICU, with invalid or unmapped bytes written as U+FFFD.
#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <string_view>

#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>
#include <unicode/ucnv_err.h>

#include "core/utf8.h"
#include "extract/charset.h"
#include "extract/internal/utf8.h"

namespace verifier::extract {
namespace {

using internal::append_utf8;

// windows-1252's 0x80..0x9F (the rest is Latin-1); WHATWG maps the five
// undefined bytes to the C1 controls of the same value.
constexpr std::array<char16_t, 32> kCp1252High = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

std::string from_windows_1252(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 8);
  for (char c : bytes) {
    auto b = static_cast<unsigned char>(c);
    if (b < 0x80) out += c;
    else if (b < 0xA0) append_utf8(out, kCp1252High[b - 0x80]);
    else append_utf8(out, b);
  }
  return out;
}

// Valid UTF-8 as is; each invalid byte becomes U+FFFD.
std::string from_utf8(std::string_view bytes) {
  if (is_valid_utf8(bytes)) return std::string(bytes);
  std::string out;
  out.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size();) {
    std::size_t n = utf8_sequence(bytes, i);
    if (n == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(bytes.substr(i, n));
      i += n;
    }
  }
  return out;
}

// ICU's converter for each WHATWG encoding whose name ICU does not know, or
// knows as another table. Sorted by encoding for binary search.
struct IcuName {
  std::string_view encoding;
  const char* converter;
};
constexpr auto kIcuNames = std::to_array<IcuName>({
    {"big5", "ibm-1375_P100-2008"},
    {"euc-jp", "EUC-JP"},
    {"euc-kr", "windows-949-2000"},
    {"gb18030", "GB18030"},
    {"gbk", "GB18030"},
    {"ibm866", "ibm-866"},
    {"iso-2022-jp", "ISO-2022-JP"},
    {"iso-8859-8-i", "ISO-8859-8"},
    {"koi8-r", "KOI8-R"},
    {"koi8-u", "KOI8-U"},
    {"macintosh", "macintosh"},
    {"shift_jis", "windows-31j"},
    {"utf-16be", "UTF-16BE"},
    {"utf-16le", "UTF-16LE"},
    {"windows-874", "windows-874-2000"},
    {"x-mac-cyrillic", "x-mac-cyrillic"},
});
static_assert(std::ranges::is_sorted(kIcuNames, {}, &IcuName::encoding));

const char* icu_name(std::string_view encoding) {
  auto it = std::ranges::lower_bound(kIcuNames, encoding, {}, &IcuName::encoding);
  if (it == kIcuNames.end() || it->encoding != encoding)
    return nullptr;  // ISO-8859-x and windows-125x: ICU knows the WHATWG name
  return it->converter;
}

// Unmapped and illegal input both become U+FFFD (ICU's own substitute is
// U+001A for single-byte charsets, which a reader would never see).
void to_replacement(const void*, UConverterToUnicodeArgs* args, const char*,
                                int32_t, UConverterCallbackReason reason, UErrorCode* err) {
  if (reason > UCNV_IRREGULAR) return;
  *err = U_ZERO_ERROR;
  const UChar replacement = 0xFFFD;
  ucnv_cbToUWriteUChars(args, &replacement, 1, 0, err);
}

struct ConverterCloser {
  void operator()(UConverter* c) const { ucnv_close(c); }
};
using Converter = std::unique_ptr<UConverter, ConverterCloser>;

Converter open_converter(std::string_view encoding) {
  const char* name = icu_name(encoding);
  std::string owned(encoding);
  UErrorCode err = U_ZERO_ERROR;
  Converter c(ucnv_open(name ? name : owned.c_str(), &err));
  if (U_FAILURE(err)) return nullptr;
  err = U_ZERO_ERROR;
  ucnv_setToUCallBack(c.get(), to_replacement, nullptr, nullptr, nullptr, &err);
  return c;
}

std::string with_icu(std::string_view bytes, std::string_view encoding) {
  Converter from = open_converter(encoding);
  if (!from) return from_windows_1252(bytes);  // an encoding this ICU lacks
  UErrorCode err = U_ZERO_ERROR;
  Converter to(ucnv_open("UTF-8", &err));
  if (U_FAILURE(err)) return from_windows_1252(bytes);
  std::string out(bytes.size() * 3 + 16, '\0');
  const char* source = bytes.data();
  char* target = out.data();
  std::array<UChar, 1024> pivot{};
  UChar* pivot_source = pivot.data();
  UChar* pivot_target = pivot.data();
  ucnv_convertEx(to.get(), from.get(), &target, out.data() + out.size(), &source,
                 bytes.data() + bytes.size(), pivot.data(), &pivot_source, &pivot_target,
                 pivot.data() + pivot.size(), true, true, &err);
  out.resize(static_cast<std::size_t>(target - out.data()));
  return out;
}

struct Bom {
  std::string encoding;
  std::size_t length = 0;
};

Bom sniff_bom(std::string_view s) {
  if (s.starts_with("\xEF\xBB\xBF")) return {"utf-8", 3};
  if (s.starts_with("\xFE\xFF")) return {"utf-16be", 2};
  if (s.starts_with("\xFF\xFE")) return {"utf-16le", 2};
  return {};
}

Decoded decoded(std::string_view bytes, const std::string& encoding) {
  return {encoding, to_utf8(bytes, encoding)};
}

}  // namespace

std::string to_utf8(std::string_view bytes, std::string_view encoding) {
  if (encoding == "utf-8") return from_utf8(bytes);
  if (encoding == "windows-1252") return from_windows_1252(bytes);
  if (encoding == "replacement") return bytes.empty() ? "" : "\xEF\xBF\xBD";
  if (encoding == "x-user-defined") return from_windows_1252(bytes);
  return with_icu(bytes, encoding);
}

Decoded decode_response(std::string_view body, std::string_view http_charset, bool is_html) {
  if (Bom bom = sniff_bom(body); bom.length > 0)
    return decoded(body.substr(bom.length), bom.encoding);
  if (std::string e = whatwg_encoding(http_charset); !e.empty()) return decoded(body, e);
  if (is_html) {
    if (std::string e = prescan_meta_charset(body); !e.empty()) return decoded(body, e);
    if (std::string e = head_meta_charset(body); !e.empty()) return decoded(body, e);
  }
  if (is_valid_utf8(body)) return {"utf-8", std::string(body)};
  return decoded(body, "windows-1252");
}

Decoded decode_file(std::string_view body, bool is_html) {
  if (Bom bom = sniff_bom(body); bom.encoding == "utf-8")
    return {"utf-8", from_utf8(body.substr(3))};
  if (is_valid_utf8(body)) return {"utf-8", std::string(body)};
  return decode_response(body, "", is_html);
}

}  // namespace verifier::extract
