// Finds pages in the root folder, refusing any path that climbs out of it.
#include "content.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace fixture {
namespace {

namespace fs = std::filesystem;

int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string percent_decode(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

bool safe_relative(const fs::path& rel) {
  for (const auto& part : rel)
    if (part == ".." || part == ".") return false;
  return true;
}

}  // namespace

std::optional<std::string> page_file(const std::string& root, const std::string& host,
                                     const std::string& target) {
  if (host.empty() || host.find('/') != std::string::npos || host == "." || host == "..") return std::nullopt;
  std::string path = percent_decode(target.substr(0, target.find_first_of("?#")));
  while (!path.empty() && path.front() == '/') path.erase(0, 1);
  if (path.empty() || path.back() == '/') path += "index.html";
  fs::path rel(path);
  if (!safe_relative(rel) || path.find('\0') != std::string::npos) return std::nullopt;
  fs::path file = fs::path(root) / host / rel;
  std::error_code ec;
  if (fs::is_directory(file, ec)) file /= "index.html";
  if (!fs::is_regular_file(file, ec)) return std::nullopt;
  return file.string();
}

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string content_type_for(const std::string& path) {
  static const std::map<std::string, std::string> types{
      {".html", "text/html; charset=utf-8"}, {".htm", "text/html; charset=utf-8"},
      {".txt", "text/plain; charset=utf-8"}, {".pdf", "application/pdf"},
      {".png", "image/png"},                 {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},               {".gif", "image/gif"},
      {".svg", "image/svg+xml"},             {".json", "application/json"},
      {".xml", "application/xml"},           {".css", "text/css"},
      {".js", "text/javascript"},            {".zip", "application/zip"},
      {".gz", "application/gzip"},           {".mp4", "video/mp4"},
      {".bin", "application/octet-stream"},
  };
  std::string ext = fs::path(path).extension().string();
  for (auto& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext.empty()) return "text/html; charset=utf-8";
  auto it = types.find(ext);
  return it == types.end() ? "application/octet-stream" : it->second;
}

}  // namespace fixture
