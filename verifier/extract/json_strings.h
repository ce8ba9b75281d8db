// extract/json_strings.h: the string values of one JSON text, in document
// order, each with the path that leads to it. Takes: JSON a stranger wrote
// (a page's __NEXT_DATA__). Gives: every string value (member names are
// path, not values) to a callback, decoded to UTF-8, and whether the whole
// text is one well-formed JSON value.
//
//   bool ok = scan_json_strings(json, [&](std::span<const JsonStep> path,
//                                         std::string&& value) { ... });
//
// Why our own scanner and not nlohmann-json: nlohmann lives in report/ (a
// stage owns its outside libraries), and this stage needs only the strings:
// a walk of the grammar with an explicit stack (no recursion, a depth cap),
// one string in memory at a time, linear in the input. Strict: RFC 8259's
// grammar, UTF-8 input, no raw control characters in strings, no trailing
// commas, nothing after the value; any of these fails the whole text (the
// callback may have been called for what came before: collect, and keep
// only on success). Lone surrogates (\uD800 alone) and \u0000 become
// U+FFFD, what a browser shows for them, so the text stays valid UTF-8.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <string_view>

namespace verifier::extract {

// One step of a path: an object's member, or an array's element.
struct JsonStep {
  std::string name;      // the member's name (decoded); empty for an element
  bool element = false;  // an array element
  std::size_t index = 0;  // an element's place in its array, from 0
};

// Containers nest at most this deep; deeper is a failure (a page's data
// nests a few dozen levels at most).
inline constexpr std::size_t kMaxJsonDepth = 256;

using JsonStringVisitor = std::function<void(std::span<const JsonStep> path, std::string&& value)>;

// True when `json` is one well-formed JSON value (whitespace around it).
bool scan_json_strings(std::string_view json, const JsonStringVisitor& visit);

}  // namespace verifier::extract
