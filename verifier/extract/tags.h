// extract/tags.h: what the HTML standard and a browser's default style sheet
// say about element names: which are void, which close themselves
// implicitly, which lay out as blocks, and which are never rendered.
// Names are lower-case HTML tag names.
#pragma once

#include <string_view>

namespace verifier::extract {

bool is_void_element(std::string_view tag);
// Elements whose end tag may be omitted (p, li, td, ...): they never nest
// deeply in a browser, because the next one closes the previous.
bool has_optional_end_tag(std::string_view tag);
// Raw text: the content is not markup (script, style, textarea, ...).
bool is_raw_text_element(std::string_view tag);
// display: block, list-item, table-* ... in the default style sheet.
bool is_block_element(std::string_view tag);

}  // namespace verifier::extract
