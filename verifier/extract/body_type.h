// extract/body_type.h: how to read a body. Takes: the response's media type
// (or a file's name) and the first bytes. Gives: HTML, plain text, rows, PDF, or
// unsupported with the media type to name in the detail. The PDF magic
// (%PDF-) wins over any declared type; an octet-stream is sniffed.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace verifier::extract {

// `rows`: a table as text (CSV, TSV), each line one row of its own.
enum class BodyType { html, plain, rows, pdf, unsupported };

struct Sniffed {
  BodyType type = BodyType::html;
  std::string media_type;  // for "content type image/png"
};

Sniffed sniff_response(std::string_view content_type, std::string_view body);
Sniffed sniff_file(const std::filesystem::path& name, std::string_view body);

}  // namespace verifier::extract
