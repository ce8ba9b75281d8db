// tests/extract/nested_html.h: pages nested as deep as a test needs.
#pragma once

#include <string>

namespace verifier::extract::testing {

// `open` DEPTH times, then `inner`, then `close` DEPTH times.
inline std::string nested(const std::string& open, const std::string& close, int depth,
                          const std::string& inner) {
  std::string s;
  for (int i = 0; i < depth; ++i) s += open;
  s += inner;
  for (int i = 0; i < depth; ++i) s += close;
  return s;
}

}  // namespace verifier::extract::testing
