// Parse errors and bad values, both with their place in the file.
#include "yaml_file.h"

#include <stdexcept>

namespace fixture {

void fail_at(const std::string& file, const YAML::Node& node, const std::string& what) {
  const auto mark = node.Mark();
  throw std::runtime_error(file + ":" + std::to_string(mark.line + 1) + ":" +
                           std::to_string(mark.column + 1) + ": " + what);
}

YAML::Node load_yaml(const std::string& file) {
  try {
    return YAML::LoadFile(file);
  } catch (const YAML::ParserException& e) {
    throw std::runtime_error(file + ":" + std::to_string(e.mark.line + 1) + ":" +
                             std::to_string(e.mark.column + 1) + ": " + e.msg);
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(file + ": " + e.what());
  }
}

}  // namespace fixture
