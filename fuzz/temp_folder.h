// fuzz/temp_folder.h: one scratch folder per fuzzing process, for the loaders
// that only read files (dataset::load_records, dataset::load_rules). Each
// input empties it and writes its files afresh.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

namespace verifier::fuzz {

class TempFolder {
 public:
  TempFolder()
      : dir_(std::filesystem::temp_directory_path() /
             ("verifier-fuzz-" + std::to_string(::getpid()))) {
    std::filesystem::create_directories(dir_);
  }
  ~TempFolder() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;

  void clear() {
    for (const auto& entry : std::filesystem::directory_iterator(dir_))
      std::filesystem::remove_all(entry.path());
  }
  void write(const std::string& name, std::string_view bytes) {
    std::ofstream out(dir_ / name, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }
  const std::filesystem::path& path() const { return dir_; }

 private:
  std::filesystem::path dir_;
};

}  // namespace verifier::fuzz
