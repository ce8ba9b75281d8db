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

}  // namespace verifier::fuzz
