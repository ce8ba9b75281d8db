// match/evidence.cpp: cuts the quote on character and word boundaries and
// builds the text directive.
#include "match/evidence.h"

#include <algorithm>

#include "core/ascii.h"
#include "core/utf8.h"

namespace verifier::match {
namespace {

// Moves `at` back to the start of a UTF-8 character, then to a word start if
// one is near (a quote should not open mid-word).
std::size_t snap_back(std::string_view text, std::size_t at, std::size_t floor) {
  while (at > floor && is_utf8_continuation(text[at])) --at;
  std::size_t word = at;
  for (int k = 0; k < 20 && word > floor && !is_html_space(text[word - 1]); ++k) --word;
  if (word == floor || is_html_space(text[word - 1])) return word;
  return at;
}

std::size_t snap_forward(std::string_view text, std::size_t at, std::size_t ceiling) {
  while (at < ceiling && is_utf8_continuation(text[at])) ++at;
  std::size_t word = at;
  for (int k = 0; k < 20 && word < ceiling && !is_html_space(text[word]); ++k) ++word;
  if (word == ceiling || is_html_space(text[word])) return word;
  return at;
}

void append_folded(std::string& out, std::string_view part) {
  for (char c : part) {
    if (is_html_space(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
}

// Up to two words before `begin` in the same line.
std::string_view words_before(std::string_view text, std::size_t begin) {
  std::size_t line = text.rfind('\n', begin == 0 ? 0 : begin - 1);
  std::size_t floor = (line == std::string_view::npos || begin == 0) ? 0 : line + 1;
  std::size_t b = begin;
  for (int w = 0; w < 2 && b > floor; ++w) {
    while (b > floor && is_html_space(text[b - 1])) --b;
    while (b > floor && !is_html_space(text[b - 1])) --b;
  }
  return html_trim(text.substr(b, begin - b));
}

}  // namespace

std::string evidence_quote(std::string_view text, std::size_t begin, std::size_t end) {
  std::size_t match = end - begin;
  std::size_t side = match >= evidence_chars ? 0 : (evidence_chars - match) / 2;
  std::size_t from = begin > side ? snap_back(text, begin - side, 0) : 0;
  std::size_t to = std::min(text.size(), end + side);
  to = to < text.size() ? snap_forward(text, to, text.size()) : to;

  std::string out;
  if (from > 0) out += "…";
  append_folded(out, text.substr(from, begin - from));
  out += "«";
  append_folded(out, text.substr(begin, match));
  out += "»";
  append_folded(out, text.substr(end, to - end));
  while (!out.empty() && out.back() == ' ') out.pop_back();
  if (to < text.size()) out += "…";
  std::string_view view = out;
  if (from > 0 && view.substr(3).starts_with(" ")) out.erase(3, 1);
  return out;
}

std::string encode_text_term(std::string_view term) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : term) {
    auto b = static_cast<unsigned char>(c);
    if (is_ascii_alnum(c) || c == '.' || c == '_' || c == '~') {
      out += c;
    } else {
      out += '%';
      out += hex[b >> 4];
      out += hex[b & 0xF];
    }
  }
  return out;
}

std::string fragment_link(std::string_view url, std::string_view text, std::size_t begin,
                          std::size_t end) {
  if (url.empty()) return "";
  std::string_view base = url.substr(0, url.find('#'));
  std::string start;
  append_folded(start, text.substr(begin, end - begin));
  std::string link(base);
  link += "#:~:text=";
  bool seen_before = ascii_ifind(text.substr(0, begin), start) != std::string_view::npos;
  std::string_view prefix = seen_before ? words_before(text, begin) : std::string_view{};
  if (!prefix.empty()) {
    std::string folded;
    append_folded(folded, prefix);
    link += encode_text_term(folded) + "-,";
  }
  link += encode_text_term(start);
  return link;
}

}  // namespace verifier::match
