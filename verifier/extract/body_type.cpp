// extract/body_type.cpp: media types and magic numbers.
#include <cctype>
#include "core/ascii.h"
#include <optional>
#include <string>

#include "extract/body_type.h"

namespace verifier::extract {
namespace {

constexpr std::size_t kSniffBytes = 1024;

bool has_pdf_magic(std::string_view body) {
  return body.substr(0, kSniffBytes).find("%PDF-") != std::string_view::npos;
}

// Markup first: a '<' is the first thing after any BOM and whitespace.
bool looks_like_html(std::string_view body) {
  if (body.starts_with("\xEF\xBB\xBF")) body.remove_prefix(3);
  std::size_t i = body.find_first_not_of(" \t\r\n\f");
  if (i != std::string_view::npos && body[i] == '<') return true;
  std::string head = ascii_lower(body.substr(0, kSniffBytes));
  return head.find("<html") != std::string::npos || head.find("<body") != std::string::npos;
}

// No NUL and few control bytes: text a person could read.
bool looks_like_text(std::string_view body) {
  std::size_t controls = 0;
  std::string_view head = body.substr(0, kSniffBytes);
  for (char c : head) {
    auto b = static_cast<unsigned char>(c);
    if (b == 0) return false;
    if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f') ++controls;
  }
  return controls * 20 < head.size() + 1;
}

// The media type a binary's magic number says, if any.
std::optional<std::string> magic_media_type(std::string_view body) {
  struct Magic { std::string_view bytes; const char* media; };
  static constexpr Magic kMagic[] = {
      {"\x89PNG", "image/png"},        {"\xFF\xD8\xFF", "image/jpeg"},
      {"GIF8", "image/gif"},           {"PK\x03\x04", "application/zip"},
      {"\x1F\x8B", "application/gzip"}, {"RIFF", "image/webp"},
      {"%!PS", "application/postscript"},
      // Word's .doc and Excel's .xls alike: an OLE compound file.
      {"\xD0\xCF\x11\xE0", "application/x-ole-storage"},
  };
  for (const auto& m : kMagic)
    if (body.starts_with(m.bytes)) return m.media;
  return std::nullopt;
}

// The media type a binary's magic number says, for the detail.
std::string binary_media_type(std::string_view body) {
  return magic_media_type(body).value_or("application/octet-stream");
}

bool is_rows_type(std::string_view t) {
  return t == "text/csv" || t == "text/tab-separated-values" || t == "application/csv";
}

bool is_html_type(std::string_view t) {
  return t == "text/html" || t == "application/xhtml+xml" || t == "text/xml" ||
         t == "application/xml" || t == "application/vnd.wap.xhtml+xml";
}

}  // namespace

Sniffed sniff_response(std::string_view content_type, std::string_view body) {
  std::string type = ascii_lower(content_type);
  if (has_pdf_magic(body) || type == "application/pdf" || type == "application/x-pdf")
    return {BodyType::pdf, "application/pdf"};
  // A server that calls a spreadsheet or an image text/html: its bytes
  // read as text would be noise in which any short name may turn up.
  if (auto magic = magic_media_type(body)) return {BodyType::unsupported, *magic};
  if (is_html_type(type)) return {BodyType::html, type};
  if (is_rows_type(type)) return {BodyType::rows, type};
  if (type.starts_with("text/")) return {BodyType::plain, type};
  bool unknown = type.empty() || type == "application/octet-stream" ||
                 type == "binary/octet-stream" || type == "application/unknown";
  if (unknown && looks_like_html(body) && looks_like_text(body)) return {BodyType::html, "text/html"};
  if (type.empty() && looks_like_text(body)) return {BodyType::plain, "text/plain"};
  return {BodyType::unsupported, type.empty() ? binary_media_type(body) : type};
}

Sniffed sniff_file(const std::filesystem::path& name, std::string_view body) {
  std::string ext = ascii_lower(name.extension().string());
  if (has_pdf_magic(body) || ext == ".pdf") return {BodyType::pdf, "application/pdf"};
  if (body.starts_with("\xFE\xFF") || body.starts_with("\xFF\xFE"))  // UTF-16, with its BOM
    return {BodyType::html, "text/html"};
  if (!looks_like_text(body)) return {BodyType::unsupported, binary_media_type(body)};
  if (ext == ".txt" || ext == ".text" || ext == ".md" || ext == ".rst")
    return {BodyType::plain, "text/plain"};
  if (ext == ".csv") return {BodyType::rows, "text/csv"};
  if (ext == ".tsv") return {BodyType::rows, "text/tab-separated-values"};
  return {BodyType::html, "text/html"};
}

}  // namespace verifier::extract
