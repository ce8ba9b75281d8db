// tests/extract/charset_test.cpp: every charset path of issue 4: BOM, HTTP
// charset, <meta> prescan, valid UTF-8, the windows-1252 fallback, WHATWG
// label mapping, the local-file order, and each legacy encoding. Test bytes
// are encoded with ICU here, so no corpus file is needed.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <unicode/ucnv.h>

#include "extract/charset.h"
#include "extract/extract.h"

namespace ex = verifier::extract;

namespace {

// UTF-8 text in an ICU-named encoding.
std::string encode(const char* icu_name, const std::string& utf8) {
  UErrorCode err = U_ZERO_ERROR;
  std::string out(utf8.size() * 4 + 16, '\0');
  int32_t n = ucnv_convert(icu_name, "UTF-8", out.data(), static_cast<int32_t>(out.size()),
                           utf8.data(), static_cast<int32_t>(utf8.size()), &err);
  REQUIRE(U_SUCCESS(err));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

verifier::Page response(const std::string& body, const std::string& charset = "",
                        const std::string& type = "text/html") {
  verifier::Fetched f;
  f.url = f.final_url = "https://example.org/page";
  f.http_status = 200;
  f.content_type = type;
  f.charset = charset;
  f.body = body;
  return ex::read_page(f, ex::Signatures());
}

std::string html_with(const std::string& head, const std::string& body) {
  return "<!doctype html><html><head>" + head + "<title>t</title></head><body><p>" + body +
         "</p></body></html>";
}

}  // namespace

TEST_CASE("WHATWG labels map as browsers map them") {
  CHECK(ex::whatwg_encoding("ISO-8859-1") == "windows-1252");
  CHECK(ex::whatwg_encoding(" latin1 ") == "windows-1252");
  CHECK(ex::whatwg_encoding("us-ascii") == "windows-1252");
  CHECK(ex::whatwg_encoding("gb2312") == "gbk");
  CHECK(ex::whatwg_encoding("GBK") == "gbk");
  CHECK(ex::whatwg_encoding("sjis") == "shift_jis");
  CHECK(ex::whatwg_encoding("x-sjis") == "shift_jis");
  CHECK(ex::whatwg_encoding("ks_c_5601-1987") == "euc-kr");
  CHECK(ex::whatwg_encoding("iso-8859-9") == "windows-1254");
  CHECK(ex::whatwg_encoding("utf8") == "utf-8");
  CHECK(ex::whatwg_encoding("koi8") == "koi8-r");
  CHECK(ex::whatwg_encoding("no-such-charset").empty());
}

TEST_CASE("meta prescan follows the HTML standard") {
  CHECK(ex::prescan_meta_charset("<meta charset=\"Shift_JIS\">") == "shift_jis");
  CHECK(ex::prescan_meta_charset("<META HTTP-EQUIV=\"Content-Type\" CONTENT=\"text/html; charset=euc-jp\">") == "euc-jp");
  // content= without the pragma does not count
  CHECK(ex::prescan_meta_charset("<meta content=\"text/html; charset=euc-jp\">").empty());
  // a meta inside a comment does not count
  CHECK(ex::prescan_meta_charset("<!-- <meta charset=koi8-r> --><p>").empty());
  // utf-16 in a meta means utf-8 (the bytes are ASCII-compatible)
  CHECK(ex::prescan_meta_charset("<meta charset=utf-16>") == "utf-8");
  // only the first 1024 bytes are scanned
  CHECK(ex::prescan_meta_charset(std::string(1100, ' ') + "<meta charset=koi8-r>").empty());
  // attributes of other tags are skipped whole, quotes and all
  CHECK(ex::prescan_meta_charset("<a title='<meta charset=koi8-r>'><meta charset=big5>") == "big5");
}

TEST_CASE("valid UTF-8 is read as UTF-8 when nothing is declared") {
  auto page = response(html_with("", "Fugaku — 富岳 supercomputer"));
  CHECK(page.text().find("Fugaku — 富岳 supercomputer") != std::string::npos);
}

TEST_CASE("a BOM wins over the HTTP charset") {
  auto page = response("\xEF\xBB\xBF" + html_with("", "Jülich"), "windows-1252");
  CHECK(page.text().find("Jülich") != std::string::npos);
  auto utf16 = response(std::string("\xFF\xFE") + encode("UTF-16LE", html_with("", "Jülich")), "");
  CHECK(utf16.text().find("Jülich") != std::string::npos);
}

TEST_CASE("the HTTP charset wins over the meta prescan") {
  std::string body = encode("ISO-8859-5", html_with("<meta charset=\"utf-8\">", "Ломоносов"));
  CHECK(response(body, "iso-8859-5").text().find("Ломоносов") != std::string::npos);
}

TEST_CASE("iso-8859-1 is decoded as windows-1252") {
  auto page = response(html_with("", "price \x80 5"), "iso-8859-1");
  CHECK(page.text().find("price € 5") != std::string::npos);
}

TEST_CASE("the meta prescan decides when HTTP says nothing") {
  std::string body = encode("windows-1251", html_with("<meta charset=\"windows-1251\">", "Ломоносов"));
  CHECK(response(body).text().find("Ломоносов") != std::string::npos);
}

TEST_CASE("invalid UTF-8 without any label falls back to windows-1252") {
  auto page = response(html_with("", "J\xFClich \x93quoted\x94"));
  CHECK(page.text().find("Jülich “quoted”") != std::string::npos);
}

TEST_CASE("invalid bytes in a declared UTF-8 page become U+FFFD, never an error") {
  auto page = response(html_with("", "a\xFF" "b"), "utf-8");
  CHECK(page.text().find("a\xEF\xBF\xBD" "b") != std::string::npos);
}

TEST_CASE("a local file: valid UTF-8 first, then the prescan, then windows-1252") {
  std::string utf8 = html_with("<meta charset=\"windows-1252\">", "Jülich");
  auto as_file = ex::read_local(utf8, "page.html", ex::Signatures());
  CHECK(as_file.text().find("Jülich") != std::string::npos);
  // the same bytes as a response: the meta is obeyed, as a browser does
  CHECK(response(utf8).text().find("JÃ¼lich") != std::string::npos);
  std::string koi8 = encode("KOI8-R", html_with("<meta charset=\"koi8-r\">", "Ломоносов"));
  CHECK(ex::read_local(koi8, "page.html", ex::Signatures()).text().find("Ломоносов") != std::string::npos);
  CHECK(ex::read_local("<p>J\xFClich", "page.html", ex::Signatures()).text().find("Jülich") != std::string::npos);
}

TEST_CASE("legacy encodings, declared by HTTP and by meta") {
  struct Case { const char* label; const char* icu; std::string text; };
  std::vector<Case> cases = {
      {"shift_jis", "windows-31j", "富岳スーパーコンピュータ"},
      {"euc-jp", "EUC-JP", "富岳スーパーコンピュータ"},
      {"gb2312", "GB18030", "神威·太湖之光超级计算机"},
      {"gbk", "GB18030", "天河二号 镕"},  // 镕 is GBK, outside GB2312
      {"big5", "Big5", "國家高速網路與計算中心"},
      {"euc-kr", "windows-949", "슈퍼컴퓨터 누리온"},
      {"koi8-r", "KOI8-R", "суперкомпьютер Ломоносов"},
      {"iso-8859-2", "ISO-8859-2", "Superpočítač Karolína"},
      {"iso-8859-7", "ISO-8859-7", "υπερυπολογιστής Αρίς"},
      {"windows-1250", "windows-1250", "Superpočítač Barbora"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.label);
    std::string body = encode(c.icu, html_with("", c.text));
    CHECK(response(body, c.label).text().find(c.text) != std::string::npos);
    std::string with_meta =
        encode(c.icu, html_with(std::string("<meta charset=\"") + c.label + "\">", c.text));
    CHECK(response(with_meta).text().find(c.text) != std::string::npos);
  }
}

TEST_CASE("text/plain is decoded with the same order") {
  std::string body = encode("windows-1251", "Ломоносов-2\n");
  CHECK(response(body, "windows-1251", "text/plain").text() == "Ломоносов-2");
  CHECK(response("J\xFClich", "", "text/plain").text() == "Jülich");
}
