// Pages on disk: maps a host and request target to ROOT/<host>/<path> (with
// index.html for folders) and a file name to its Content-Type. Takes the root and
// a request; gives the file's bytes, or nothing when there is no such page.
#pragma once

#include <optional>
#include <string>

namespace fixture {

// The file a target names, or nothing if it is missing or escapes the root.
std::optional<std::string> page_file(const std::string& root, const std::string& host,
                                     const std::string& target);
std::optional<std::string> read_file(const std::string& path);
// From the extension; no extension is taken as HTML, as most page URLs have none.
std::string content_type_for(const std::string& path);

}  // namespace fixture
