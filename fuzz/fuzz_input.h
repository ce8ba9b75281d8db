// fuzz/fuzz_input.h: splits one fuzz input into the pieces a target needs
// (a selector byte, lines, parts around a separator), the same way for the
// libFuzzer build and the regression replayer. No library beyond std.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace verifier::fuzz {

class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size)
      : rest_(reinterpret_cast<const char*>(data), size) {}

  // The first byte (0 when empty), consumed.
  std::uint8_t byte() {
    if (rest_.empty()) return 0;
    auto b = static_cast<std::uint8_t>(rest_.front());
    rest_.remove_prefix(1);
    return b;
  }

  // Up to the first '\n' (consumed, not returned); everything when none.
  std::string_view line() { return until("\n"); }

  // Up to the first `separator` (consumed); everything when none.
  std::string_view until(std::string_view separator) {
    auto at = rest_.find(separator);
    std::string_view out = rest_.substr(0, at);
    rest_.remove_prefix(at == std::string_view::npos ? rest_.size()
                                                     : at + separator.size());
    return out;
  }

  std::string_view rest() const { return rest_; }
  bool empty() const { return rest_.empty(); }

 private:
  std::string_view rest_;
};

// Lines of `text` (without the '\n').
inline std::vector<std::string_view> lines(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    auto at = text.find('\n');
    out.push_back(text.substr(0, at));
    if (at == std::string_view::npos) break;
    text.remove_prefix(at + 1);
  }
  return out;
}

// Well-formed UTF-8 (no overlongs, surrogates or code points past U+10FFFF).
inline bool valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    auto c = static_cast<unsigned char>(s[i]);
    std::size_t n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : 9;
    if (n == 9 || i + n >= s.size()) return false;
    std::uint32_t cp = n == 0 ? c : c & (0x3Fu >> n);
    for (std::size_t k = 1; k <= n; ++k) {
      auto d = static_cast<unsigned char>(s[i + k]);
      if ((d >> 6) != 2) return false;
      cp = (cp << 6) | (d & 0x3Fu);
    }
    static const std::uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
    if (cp < kMin[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n + 1;
  }
  return true;
}

}  // namespace verifier::fuzz
