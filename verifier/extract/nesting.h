// extract/nesting.h: a guard against pages nested deeper than a browser
// builds them. Takes: decoded HTML. Gives: the same HTML with the tags that
// would open elements deeper than 512 levels dropped (block tags become <br>,
// so words of separate blocks stay apart); nullopt when none is that deep.
// Why: gumbo 0.10.1 checks scope by walking the whole open-element stack,
// so 100,000 nested <div>s take hours; Chromium's parser stops nesting at
// 512 levels anyway (kMaxDOMTreeDepth), so the text a reader sees is kept.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace verifier::extract {

inline constexpr std::size_t kMaxNesting = 512;

std::optional<std::string> cap_nesting(std::string_view html,
                                       std::size_t max_depth = kMaxNesting);

}  // namespace verifier::extract
