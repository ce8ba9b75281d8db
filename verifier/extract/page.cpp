// extract/page.cpp: the extract stage's one entry point, for responses and
// local files alike: choose how to read the body, read its text, then say
// what the page is (signatures first, then what the redirects say).
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>

#include "extract/archive.h"
#include "extract/body_type.h"
#include "extract/budget.h"
#include "extract/charset.h"
#include "extract/extract.h"
#include "extract/html_text.h"
#include "extract/internal/utf8.h"
#include "extract/next_data.h"
#include "extract/parser_input.h"
#include "extract/pdf_text.h"
#include "extract/redirect_kind.h"
#include "extract/refresh.h"
#include "extract/text_block.h"

namespace verifier::extract {
namespace {

using internal::cap_utf8;

// One body to read, from a response or a file.
struct Source {
  std::string_view bytes;
  Sniffed type;
  std::string_view http_charset;
  bool from_file = false;
  bool truncated = false;
  std::string_view url;
  std::string_view final_url;
  const std::vector<Header>* headers = nullptr;
  std::optional<int> status;
};

std::string decode(const Source& in, bool is_html) {
  return in.from_file ? decode_file(in.bytes, is_html).text
                      : decode_response(in.bytes, in.http_charset, is_html).text;
}

std::size_t count_words(const std::vector<std::string>& blocks) {
  std::size_t words = 0;
  for (const auto& b : blocks) words += word_count(b);
  return words;
}

std::string joined(const std::vector<std::string>& blocks) {
  std::string out;
  for (const auto& b : blocks) {
    if (out.size() >= kSignatureWindow) break;
    if (!out.empty()) out += '\n';
    out += b;
  }
  return out;
}

void classify(Page& page, const Source& in, std::string_view heading, std::string_view html,
              const Signatures& signatures, bool read_from_data = false) {
  std::string text = joined(page.blocks);
  PageFacts facts{page.title, heading, text, html, in.headers, in.status, count_words(page.blocks),
                  read_from_data};
  if (const PageSignature* s = signatures.match(facts)) {
    page.kind = s->kind;
    page.detail = s->name;
    return;
  }
  if (auto r = redirect_kind(in.url, in.final_url)) {
    page.kind = r->kind;
    page.detail = r->detail;
  }
}

// A page that shows (nearly) nothing without its scripts, read as a reader
// with scripts on sees it: its article from its Next.js data, after what
// it shows already. False when the data holds no article.
bool read_next_data(Page& page, std::string_view json) {
  if (json.empty() || count_words(page.blocks) >= kShellWords) return false;
  auto data = next_data_text(json, page.title.empty());
  if (!data) return false;
  if (!data->title.empty()) page.title = std::move(data->title);
  for (auto& b : data->blocks) page.blocks.push_back(std::move(b));
  page.truncated = page.truncated || data->capped;
  return true;
}

void read_html(Page& page, const Source& in, const Signatures& signatures, Budget& budget) {
  std::string html = decode(in, true);
  if (cap_utf8(html, kMaxTextBytes)) page.truncated = true;
  if (auto stripped = without_wayback_toolbar(html)) html = std::move(*stripped);
  HtmlOptions options;
  options.skip_ids = archive_header_ids(in.final_url, html);
  options.budget = &budget;
  auto for_parser = parser_input(html);
  HtmlText t = html_text(for_parser ? *for_parser : html, options);
  for_parser.reset();
  page.title = std::move(t.title);
  page.blocks = std::move(t.blocks);
  std::string base(in.final_url);
  if (!t.base_href.empty())
    if (auto b = resolve_url(in.final_url, t.base_href)) base = *b;
  if (!t.refresh.empty()) page.refresh_to = refresh_target(t.refresh, base);
  bool from_data = read_next_data(page, t.next_data);
  classify(page, in, t.first_heading, html, signatures, from_data);
  if (from_data && page.kind == PageKind::readable)
    page.detail = "text from the page's embedded data (__NEXT_DATA__)";
}

void read_plain(Page& page, const Source& in, const Signatures& signatures) {
  std::string text = decode(in, false);
  if (cap_utf8(text, kMaxTextBytes)) page.truncated = true;
  BlockWriter writer;
  if (in.type.type == BodyType::rows) write_rows(text, writer);
  else write_paragraphs(text, writer);
  page.blocks = writer.take();
  classify(page, in, "", "", signatures);
}

void read_pdf(Page& page, const Source& in, Budget& budget) {
  if (in.truncated) {
    page.kind = PageKind::unsupported;
    page.detail = "PDF over the size cap";
    return;
  }
  auto pdf = pdf_text(in.bytes, budget);
  if (!pdf) {
    page.kind = PageKind::unsupported;
    page.detail = "PDF could not be read";
    return;
  }
  page.title = std::move(pdf->title);
  page.blocks = std::move(pdf->blocks);
  page.truncated = pdf->pages_capped;
}

Page read(const Source& in, const Signatures& signatures, const ReadLimits& limits) {
  Page page;
  page.truncated = in.truncated;
  Budget budget(limits);
  switch (in.type.type) {
    case BodyType::html: read_html(page, in, signatures, budget); break;
    case BodyType::plain:
    case BodyType::rows: read_plain(page, in, signatures); break;
    case BodyType::pdf: read_pdf(page, in, budget); break;
    case BodyType::unsupported:
      page.kind = PageKind::unsupported;
      page.detail = "content type " + in.type.media_type;
      break;
  }
  if (budget.reason() != Budget::Cut::none) {
    page.truncated = true;
    page.truncation = budget.why();
  }
  return page;
}

// At most `cap` + 1 bytes, so that "more than the cap" is known. The buffer
// starts at the file's size and grows only while the file fills it (a pipe,
// a file still growing): one of the whole cap, zeroed for every 100 KB page,
// took two thirds of the claims suite's time.
std::optional<std::string> read_bytes(const std::filesystem::path& file, std::size_t cap) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::error_code unknown;
  const auto size = std::filesystem::file_size(file, unknown);
  constexpr std::size_t first_guess = 64u << 10;  // bytes, where the size is unknown
  std::size_t want =
      unknown ? first_guess : static_cast<std::size_t>(std::min<std::uintmax_t>(size, cap)) + 1;
  std::string bytes;
  std::size_t have = 0;
  for (;; want *= 2) {
    want = std::min(want, cap + 1);
    bytes.resize(want);
    in.read(bytes.data() + have, static_cast<std::streamsize>(want - have));
    have += static_cast<std::size_t>(in.gcount());
    if (have < want || want == cap + 1) break;
  }
  bytes.resize(have);
  return bytes;
}

}  // namespace

Page read_page(const Fetched& fetched, const Signatures& signatures, const ReadLimits& limits) {
  Source in;
  in.bytes = fetched.body;
  in.type = sniff_response(fetched.content_type, fetched.body);
  in.http_charset = fetched.charset;
  in.truncated = fetched.body_truncated;
  in.url = fetched.url;
  in.final_url = fetched.final_url.empty() ? fetched.url : fetched.final_url;
  in.headers = &fetched.headers;
  in.status = fetched.http_status;
  return read(in, signatures, limits);
}

Page read_file(const std::filesystem::path& file, const Signatures& signatures,
               const ReadLimits& limits) {
  auto bytes = read_bytes(file, kMaxPdfBytes);
  if (!bytes) {
    Page page;
    page.kind = PageKind::unsupported;
    page.detail = "cannot read " + file.string();
    return page;
  }
  return read_local(*bytes, file, signatures, limits);
}

Page read_local(std::string_view bytes, const std::filesystem::path& name,
                const Signatures& signatures, const ReadLimits& limits) {
  Source in;
  in.type = sniff_file(name, bytes);
  std::size_t cap = in.type.type == BodyType::pdf ? kMaxPdfBytes : kMaxTextBytes;
  in.truncated = bytes.size() > cap;
  in.bytes = bytes.substr(0, cap);
  in.from_file = true;
  return read(in, signatures, limits);
}

Page read_page(const Fetched& fetched, const std::vector<PageSignature>& signatures) {
  return read_page(fetched, Signatures(signatures));
}

Page read_file(const std::filesystem::path& file,
               const std::vector<PageSignature>& signatures) {
  return read_file(file, Signatures(signatures));
}

}  // namespace verifier::extract
