// core/location.cpp: an InputError as compilers print one, and paths
// written into shared blocks.
#include "core/location.h"

#include <cstdio>

namespace verifier {

FilePath FilePathBook::add(std::string_view path) {
  // A path too long to pack well gets an allocation of its own.
  if (path.size() >= block_bytes / 8) return FilePath(path);
  if (block_bytes - used_ < path.size() + 1) {
    block_ = std::make_shared_for_overwrite<char[]>(block_bytes);
    used_ = 0;
  }
  char* at = block_.get() + used_;
  at[path.copy(at, path.size())] = '\0';
  used_ += path.size() + 1;
  // Shares the block's ownership, points at this path within it.
  return FilePath(std::shared_ptr<const char[]>(block_, at));
}

namespace {

void append_escape(std::string& out, const char* form, unsigned value) {
  char buf[8];
  std::snprintf(buf, sizeof buf, form, value);
  out += buf;
}

}  // namespace

std::string one_line(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto b = static_cast<unsigned char>(text[i]);
    const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0u;
    const auto third = i + 2 < text.size() ? static_cast<unsigned char>(text[i + 2]) : 0u;
    if (b == '\n') out += "\\n";
    else if (b == '\r') out += "\\r";
    else if (b == '\t') out += "\\t";
    else if (b < 0x20 || b == 0x7F) append_escape(out, "\\x%02X", b);
    else if (b == 0xC2 && next >= 0x80 && next <= 0x9F) {  // U+0080-U+009F
      append_escape(out, "\\u%04X", next);
      ++i;
    } else if (b == 0xE2 && next == 0x80 && (third == 0xA8 || third == 0xA9)) {  // U+2028, U+2029
      append_escape(out, "\\u%04X", 0x2000u + (third - 0x80u));
      i += 2;
    } else {
      out += static_cast<char>(b);
    }
  }
  return out;
}

std::string InputError::to_string() const {
  std::string out = one_line(where.file.view());
  if (where.line > 0) {
    out += ':' + std::to_string(where.line);
    if (where.column > 0) out += ':' + std::to_string(where.column);
  }
  out += ": ";
  out += one_line(message);
  return out;
}

}  // namespace verifier
