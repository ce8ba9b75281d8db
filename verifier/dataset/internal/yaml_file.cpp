// dataset/internal/yaml_file.cpp: one YAML input file, read defensively: a
// size cap before parsing, yaml-cpp's exceptions turned into located errors,
// and typed readers that never throw.
#include "dataset/internal/yaml_file.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cmath>
#include <set>
#include <sstream>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

#include "core/input_file.h"
#include "core/utf8.h"

namespace verifier::dataset::internal {
namespace {

// Notes where each document's first node is; builds nothing.
class FirstNodes : public YAML::EventHandler {
 public:
  std::vector<YAML::Mark> marks;
  void OnDocumentStart(const YAML::Mark&) override { want_ = true; }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& m, YAML::anchor_t) override { node(m); }
  void OnAlias(const YAML::Mark& m, YAML::anchor_t) override { node(m); }
  void OnScalar(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                const std::string&) override { node(m); }
  void OnSequenceStart(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override { node(m); }
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override { node(m); }
  void OnMapEnd() override {}

 private:
  void node(const YAML::Mark& m) {
    if (want_) marks.push_back(m);
    want_ = false;
  }
  bool want_ = false;
};

// Where the first two documents start. Not YAML::LoadAll: yaml-cpp 0.7 loops
// for ever on some bad input ("- a\n,x", a stray comma), allocating a null
// document per turn (its issue 1040; fixed upstream by PR 1319). Found by
// fuzz/records_fuzz.cpp; kept in tests/regressions/records/.
std::vector<YAML::Mark> first_two_documents(const std::string& bytes) {
  std::istringstream in(bytes);
  YAML::Parser parser(in);
  FirstNodes seen;
  for (int i = 0; i < 2 && parser.HandleNextDocument(seen); ++i) {
  }
  return seen.marks;
}

}  // namespace

YamlFile::YamlFile(const std::filesystem::path& path, InputErrors& errors)
    : YamlFile(path, FilePath(path.string()), errors) {}

YamlFile::YamlFile(std::filesystem::path path, FilePath name, InputErrors& errors)
    : path_(std::move(path)), name_(std::move(name)), errors_(errors) {}

Location YamlFile::at(const YAML::Node& node) const {
  auto mark = node.Mark();
  if (mark.line < 0) return {name_, 0, 0};
  return {name_, mark.line + 1, mark.column + 1};
}

void YamlFile::error(const YAML::Node& node, std::string message) {
  error(at(node), std::move(message));
}

void YamlFile::error(Location where, std::string message) {
  errors_.push_back({std::move(where), std::move(message)});
}

std::optional<std::string> YamlFile::read_capped() {
  std::string why;
  auto bytes = read_input_file(path_, max_file_bytes, &why);
  if (!bytes) error({name_, 0, 0}, why);  // the whole file is meant
  return bytes;
}

// yaml-cpp lets any byte through, and the reports would then each show
// something else (json U+FFFD, Markdown and HTML the raw byte) while the
// fetch used a third spelling: a file that is not UTF-8 is refused, at the
// byte where it stops being UTF-8.
bool YamlFile::check_utf8(std::string_view bytes) {
  const auto bad = first_invalid_utf8(bytes);
  if (bad == std::string_view::npos) return true;
  const auto before = bytes.substr(0, bad);
  const auto line = 1 + std::count(before.begin(), before.end(), '\n');
  const auto newline = before.rfind('\n');
  const auto this_line = newline == std::string_view::npos ? before : before.substr(newline + 1);
  // Columns count characters, as an editor shows them: the bytes that
  // continue a character are not counted.
  const auto column = 1 + std::count_if(this_line.begin(), this_line.end(), [](char c) {
    return !is_utf8_continuation(c);
  });
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned char>(bytes[bad]));
  error({name_, static_cast<int>(line), static_cast<int>(column)},
        std::string("not UTF-8: byte ") + hex + " starts no character (records and rules are UTF-8)");
  return false;
}

std::optional<YAML::Node> YamlFile::load(bool empty_ok) {
  auto bytes = read_capped();
  if (!bytes || !check_utf8(*bytes)) return std::nullopt;
  std::vector<YAML::Mark> docs;
  YAML::Node first;
  try {
    docs = first_two_documents(*bytes);
    if (docs.size() == 1) first = YAML::Load(*bytes);
  } catch (const YAML::DeepRecursion& e) {
    error({name_, e.mark.line + 1, e.mark.column + 1},
          "bad YAML: nested deeper than " + std::to_string(e.depth()) + " levels");
    return std::nullopt;
  } catch (const YAML::ParserException& e) {
    auto where = e.mark.line < 0 ? Location{name_, 1, 1}
                                 : Location{name_, e.mark.line + 1, e.mark.column + 1};
    error(where, "bad YAML: " + e.msg);
    return std::nullopt;
  } catch (const std::exception& e) {  // yaml-cpp throws others on odd input
    error({name_, 1, 1}, std::string("bad YAML: ") + e.what());
    return std::nullopt;
  }
  if (docs.empty() || (docs.size() == 1 && first.IsNull())) {
    if (empty_ok) return YAML::Node();
    error({name_, 1, 1}, "empty file");
    return std::nullopt;
  }
  if (docs.size() > 1) {
    error({name_, docs[1].line + 1, docs[1].column + 1},
          "more than one YAML document in the file");
    return std::nullopt;
  }
  return first;
}

std::string_view kind_of(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Map: return "a mapping";
    case YAML::NodeType::Scalar: return "a scalar";
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined: return "nothing";
  }
  return "nothing";
}

std::string joined(std::span<const std::string_view> words) {
  std::string out;
  for (auto w : words) out += (out.empty() ? "" : ", ") + std::string(w);
  return out;
}

std::optional<std::vector<Field>> YamlFile::fields(const YAML::Node& node,
                                                    std::string_view what) {
  if (!node.IsMap()) {
    error(node, std::string(what) + " must be a mapping, not " + std::string(kind_of(node)));
    return std::nullopt;
  }
  std::vector<Field> out;
  std::set<std::string> seen;
  for (const auto& kv : node) {
    if (!kv.first.IsScalar()) {
      error(kv.first, "a key of " + std::string(what) + " must be a plain word");
      continue;
    }
    auto key = kv.first.Scalar();
    if (!seen.insert(key).second) {
      error(kv.first, "duplicate key '" + key + "' in " + std::string(what));
      continue;
    }
    out.push_back({key, kv.first, kv.second});
  }
  return out;
}

const Field* find(const std::vector<Field>& fields, std::string_view key) {
  for (const auto& f : fields)
    if (f.key == key) return &f;
  return nullptr;
}

Location YamlFile::at_or_key(const Field& f) const {
  auto where = at(f.value);
  return where.line > 0 ? where : at(f.key_node);
}

void YamlFile::wrong_type(const Field& f, std::string_view path, std::string_view wanted) {
  std::string got(kind_of(f.value));
  if (f.value.IsScalar()) got = "'" + f.value.Scalar().substr(0, 60) + "'";
  error(at_or_key(f), std::string(path) + " must be " + std::string(wanted) + ", not " + got);
}

std::optional<std::string> YamlFile::text(const Field& f, std::string_view path) {
  if (f.value.IsNull()) return std::nullopt;
  if (!f.value.IsScalar()) {
    wrong_type(f, path, "a string");
    return std::nullopt;
  }
  return f.value.Scalar();
}

std::optional<std::vector<std::string>> YamlFile::texts(const Field& f, std::string_view path) {
  if (f.value.IsNull()) return std::nullopt;
  if (!f.value.IsSequence()) {
    wrong_type(f, path, "a list of strings");
    return std::nullopt;
  }
  std::vector<std::string> out;
  bool ok = true;
  std::size_t i = 0;
  for (const auto& item : f.value) {
    if (!item.IsScalar() || item.Scalar().empty()) {
      error(item.IsNull() ? at_or_key(f) : at(item),
            std::string(path) + "[" + std::to_string(i) + "] must be a non-empty string, not " +
                std::string(item.IsScalar() ? "empty" : kind_of(item)));
      ok = false;
    } else {
      out.push_back(item.Scalar());
    }
    ++i;
  }
  if (!ok) return std::nullopt;
  return out;
}

std::optional<long long> YamlFile::integer(const Field& f, std::string_view path) {
  if (f.value.IsNull()) return std::nullopt;
  long long value = 0;
  if (f.value.IsScalar()) {
    const auto& s = f.value.Scalar();
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec == std::errc{} && end == s.data() + s.size()) return value;
  }
  wrong_type(f, path, "a whole number");
  return std::nullopt;
}

std::optional<double> YamlFile::number(const Field& f, std::string_view path) {
  if (f.value.IsNull()) return std::nullopt;
  double value = 0;
  if (f.value.IsScalar()) {
    const auto& s = f.value.Scalar();
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec == std::errc{} && end == s.data() + s.size() && std::isfinite(value)) return value;
  }
  wrong_type(f, path, "a number");
  return std::nullopt;
}

std::optional<bool> YamlFile::boolean(const Field& f, std::string_view path) {
  if (f.value.IsNull()) return std::nullopt;
  if (f.value.IsScalar()) {
    const auto& s = f.value.Scalar();
    if (s == "true" || s == "True" || s == "TRUE") return true;
    if (s == "false" || s == "False" || s == "FALSE") return false;
  }
  wrong_type(f, path, "true or false");
  return std::nullopt;
}

}  // namespace verifier::dataset::internal
