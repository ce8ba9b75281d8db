// The fixture web's YAML inputs (the manifest, the throttle profiles): a file
// read whole, and errors that name FILE:LINE:COLUMN, so a typo in a test's
// input stops the server with its place rather than serving something else.
#pragma once

#include <string>
#include <yaml-cpp/yaml.h>

namespace fixture {

// Throws std::runtime_error "FILE:LINE:COLUMN: message" when it does not parse.
YAML::Node load_yaml(const std::string& file);
[[noreturn]] void fail_at(const std::string& file, const YAML::Node& node, const std::string& what);

}  // namespace fixture
