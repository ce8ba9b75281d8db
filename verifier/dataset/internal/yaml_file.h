// dataset/internal/yaml_file.h: reading one YAML input file as an editor
// wrote it. Takes: a path. Gives: its one document as a yaml-cpp node, and
// typed field readers that turn every misuse into an InputError naming
// FILE:LINE:COLUMN (yaml-cpp marks are 0-based; ours are 1-based). Shared by
// the records and the rules loaders; yaml-cpp never leaves dataset/.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "core/location.h"

namespace verifier::dataset::internal {

// A file bigger than this is refused before parsing: one record or rules
// file is a few kilobytes, and yaml-cpp holds the whole tree in memory.
inline constexpr std::size_t max_file_bytes = 4u << 20;

// One key of a mapping, with its nodes for positions.
struct Field {
  std::string key;
  YAML::Node key_node;
  YAML::Node value;
};

class YamlFile {
 public:
  YamlFile(const std::filesystem::path& path, InputErrors& errors);
  // `name` is the path as Locations print it, made by the caller (from a
  // FilePathBook when many files are read).
  YamlFile(std::filesystem::path path, FilePath name, InputErrors& errors);

  // The single document, or nullopt after reporting why (too big, bad
  // YAML, several documents, empty unless empty_ok: then a null node).
  std::optional<YAML::Node> load(bool empty_ok = false);

  const FilePath& name() const { return name_; }
  Location at(const YAML::Node& node) const;
  void error(const YAML::Node& node, std::string message);
  void error(Location where, std::string message);
  std::size_t error_count() const { return errors_.size(); }

  // The keys of a mapping in file order; duplicate and non-scalar keys are
  // reported and skipped. `what` names the mapping in messages.
  std::optional<std::vector<Field>> fields(const YAML::Node& node, std::string_view what);

  // Typed values. Null (or a missing key) gives nullopt without an error;
  // a value of the wrong type gives nullopt and reports it.
  std::optional<std::string> text(const Field& f, std::string_view path);
  std::optional<std::vector<std::string>> texts(const Field& f, std::string_view path);
  std::optional<long long> integer(const Field& f, std::string_view path);
  std::optional<double> number(const Field& f, std::string_view path);
  std::optional<bool> boolean(const Field& f, std::string_view path);

 private:
  std::optional<std::string> read_capped();
  bool check_utf8(std::string_view bytes);
  Location at_or_key(const Field& f) const;
  void wrong_type(const Field& f, std::string_view path, std::string_view wanted);

  std::filesystem::path path_;
  FilePath name_;  // shared by every Location in this file
  InputErrors& errors_;
};

// "a list", "a mapping", "a string", "nothing": for messages.
std::string_view kind_of(const YAML::Node& node);

// "a, b, c": the words a message says are allowed.
std::string joined(std::span<const std::string_view> words);

const Field* find(const std::vector<Field>& fields, std::string_view key);

}  // namespace verifier::dataset::internal
