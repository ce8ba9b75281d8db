// tests/dataset/temp_dir.h: a throwaway folder of YAML files for one test,
// and a check that an error names an exact FILE:LINE:COLUMN.
#pragma once

#include <doctest/doctest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "core/location.h"

namespace verifier::test {

class TempDir {
 public:
  TempDir() {
    static std::atomic<int> counter{0};
    path_ = std::filesystem::temp_directory_path() /
            ("verifier-dataset-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

  void write(const std::string& name, const std::string& text) const {
    std::ofstream out(path_ / name, std::ios::binary);
    out << text;
  }

 private:
  std::filesystem::path path_;
};

inline std::string all(const InputErrors& errors) {
  std::string out;
  for (const auto& e : errors) out += e.to_string() + "\n";
  return out;
}

// True when one of the errors is exactly at file:line:column and its
// message contains `says`.
inline bool has_error(const InputErrors& errors, const std::string& file, int line, int column,
                      const std::string& says) {
  for (const auto& e : errors)
    if (e.where.file == file && e.where.line == line && e.where.column == column &&
        e.message.find(says) != std::string::npos)
      return true;
  return false;
}

}  // namespace verifier::test
