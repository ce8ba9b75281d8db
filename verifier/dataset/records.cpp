// dataset/records.cpp: records/*.yaml into core Records (spec §1). Shape
// errors are collected, never thrown: an editor sees every problem at once.
// A file with any error gives no Record, so nothing half-read goes further.
#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <limits>
#include <map>
#include <numeric>
#include <span>

#include "core/ascii.h"
#include "core/side_by_side.h"
#include "core/url.h"
#include "dataset/dataset.h"
#include "dataset/internal/yaml_file.h"

namespace verifier::dataset {
namespace {

using internal::Field;
using internal::joined;
using internal::YamlFile;

constexpr std::array<std::string_view, 4> confidences = {"verified", "reported", "estimated",
                                                         "speculative"};

enum class Shape { text, number, scalar, confidence, citation };

struct KeySpec {
  std::string_view key;
  Shape shape;
};

// The typed keys of each kind of row; other keys are kept and ignored.
constexpr std::array<KeySpec, 6> part_keys = {{{"role", Shape::text},
                                               {"part", Shape::text},
                                               {"supplier", Shape::text},
                                               {"quantity", Shape::number},
                                               {"confidence", Shape::confidence},
                                               {"source", Shape::citation}}};
constexpr std::array<KeySpec, 5> metric_keys = {{{"metric", Shape::text},
                                                 {"value", Shape::scalar},
                                                 {"as_of", Shape::scalar},
                                                 {"basis", Shape::text},
                                                 {"source", Shape::citation}}};
constexpr std::array<KeySpec, 3> timeline_keys = {
    {{"date", Shape::scalar}, {"event", Shape::text}, {"source", Shape::citation}}};

std::string trimmed(std::string_view s) {
  auto b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return "";
  auto e = s.find_last_not_of(" \t");
  return std::string(s.substr(b, e - b + 1));
}

bool is_slug(std::string_view id) {
  auto ok = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '.';
  };
  return !id.empty() && id[0] != '.' && id[0] != '-' && std::all_of(id.begin(), id.end(), ok);
}

struct Cited {
  std::string url;
  std::optional<std::string> note;
};

// "https://x/y (at 15:01)": the URL, and the remark in parentheses as note.
Cited split_remark(const std::string& text) {
  auto space = text.find_first_of(" \t");
  if (space == std::string::npos) return {text, std::nullopt};
  auto rest = trimmed(std::string_view(text).substr(space));
  if (rest.size() >= 2 && rest.front() == '(' && rest.back() == ')')
    return {text.substr(0, space), trimmed(std::string_view(rest).substr(1, rest.size() - 2))};
  return {text, std::nullopt};
}

class RecordReader {
 public:
  RecordReader(YamlFile& file, std::string stem) : file_(file), stem_(std::move(stem)) {}

  std::optional<Record> read(const YAML::Node& root);
  const Location& id_where() const { return id_where_; }

 private:
  void read_top(const Field& f);
  void read_identity(const std::vector<Field>& fields, const YAML::Node& root);
  std::string_view read_word(const Field& f, std::span<const std::string_view> words);
  template <std::size_t N>
  void read_rows(const Field& f, const std::array<KeySpec, N>& keys, std::string_view label);
  void read_row_value(const Field& f, const std::string& path, Shape shape,
                      const std::string& cited_for);
  void keep_part(const std::vector<Field>& fields);
  void read_sources(const Field& f);
  std::optional<Cited> read_citation(const Field& f, const std::string& path);
  void cite(Cited cited, const std::string& cited_for);
  void fit_to_size();

  YamlFile& file_;
  std::string stem_;
  Record record_;
  Location id_where_;
  std::map<std::string, std::size_t> by_key_;  // Citation::key() -> citations index
};

std::optional<Record> RecordReader::read(const YAML::Node& root) {
  auto errors_before = file_.error_count();
  auto fields = file_.fields(root, "a record");
  if (!fields) return std::nullopt;
  read_identity(*fields, root);
  for (const auto& f : *fields) read_top(f);
  if (file_.error_count() != errors_before) return std::nullopt;
  fit_to_size();
  return std::move(record_);
}

// Every record is held for the whole run: no list keeps room it grew into.
void RecordReader::fit_to_size() {
  record_.aliases.shrink_to_fit();
  record_.unlinked_sources.shrink_to_fit();
  record_.citations.shrink_to_fit();
  record_.parts.shrink_to_fit();
  for (auto& c : record_.citations) c.cited_for.shrink_to_fit();
}

void RecordReader::read_identity(const std::vector<Field>& fields, const YAML::Node& root) {
  auto id_field = internal::find(fields, "id");
  auto name_field = internal::find(fields, "name");
  if (!id_field) file_.error(root, "missing required key 'id'");
  if (!name_field) file_.error(root, "missing required key 'name'");
  if (id_field) {
    auto id = file_.text(*id_field, "id");
    if (id_field->value.IsNull() || (id && id->empty()))
      file_.error(id_field->key_node, "id must not be empty");
    else if (id && !is_slug(*id))
      file_.error(id_field->value, "id '" + *id + "' is not a slug (a-z, 0-9, '-', '_', '.')");
    else if (id && *id != stem_)
      file_.error(id_field->value,
                  "id '" + *id + "' differs from the file name '" + stem_ + "'");
    if (id) record_.id = *id;
    id_where_ = file_.at(id_field->value);
  }
  if (name_field) {
    auto name = file_.text(*name_field, "name");
    if (name_field->value.IsNull() || (name && trimmed(*name).empty()))
      file_.error(name_field->key_node, "name must not be empty");
    if (name) record_.name = *name;
  }
}

void RecordReader::read_top(const Field& f) {
  if (f.key == "aliases") {
    record_.aliases = file_.texts(f, "aliases").value_or(std::vector<std::string>{});
  } else if (f.key == "operator") {
    record_.operator_name = file_.text(f, "operator").value_or("");
  } else if (f.key == "site") {
    record_.site = file_.text(f, "site").value_or("");
  } else if (f.key == "country") {
    record_.country = file_.text(f, "country").value_or("");
  } else if (f.key == "first_operational") {
    // "2019-11-01", "2019-11", "2019": the year is what matching needs, and
    // the month tells a phase from the list of the same year it is not on.
    auto date = file_.text(f, "first_operational").value_or("");
    if (date.size() >= 4 && all_ascii_digits(std::string_view(date).substr(0, 4)))
      record_.first_year = std::stoi(date.substr(0, 4));
    if (record_.first_year != 0 && date.size() >= 7 && date[4] == '-' &&
        all_ascii_digits(std::string_view(date).substr(5, 2))) {
      const int month = std::stoi(date.substr(5, 2));
      if (month >= 1 && month <= 12) record_.first_month = static_cast<std::uint8_t>(month);
    }
  } else if (f.key == "status") {
    record_.status = OneOf<record_statuses>::of(read_word(f, record_statuses));
  } else if (f.key == "kind") {
    record_.kind = OneOf<system_kinds>::of(read_word(f, system_kinds));
  } else if (f.key == "confidence") {
    read_word(f, confidences);
  } else if (f.key == "parts") {
    read_rows(f, part_keys, "role");
  } else if (f.key == "metrics") {
    read_rows(f, metric_keys, "metric");
  } else if (f.key == "timeline") {
    read_rows(f, timeline_keys, "event");
  } else if (f.key == "sources") {
    read_sources(f);
  } else if (f.key == "unlinked_sources") {
    record_.unlinked_sources =
        file_.texts(f, "unlinked_sources").value_or(std::vector<std::string>{});
  }
  // id, name: read first; any other key is kept by the file and ignored here.
}

// The word as the contract's own constant, so a record holds no copy of it.
std::string_view RecordReader::read_word(const Field& f, std::span<const std::string_view> words) {
  auto w = file_.text(f, f.key);
  if (!w) return "";
  auto it = std::find(words.begin(), words.end(), *w);
  if (it == words.end()) {
    file_.error(f.value, f.key + " '" + *w + "' is not one of: " + joined(words));
    return "";
  }
  return *it;
}

template <std::size_t N>
void RecordReader::read_rows(const Field& f, const std::array<KeySpec, N>& keys,
                             std::string_view label) {
  if (f.value.IsNull()) return;
  if (!f.value.IsSequence()) {
    file_.error(f.value, f.key + " must be a list of rows, not " +
                             std::string(internal::kind_of(f.value)));
    return;
  }
  std::size_t i = 0;
  for (const auto& row : f.value) {
    auto path = f.key + "[" + std::to_string(i++) + "]";
    auto fields = file_.fields(row, path);
    if (!fields) continue;
    std::string cited_for = f.key;  // a row without its label still supports the list
    if (auto l = internal::find(*fields, label); l && l->value.IsScalar())
      cited_for = l->value.Scalar();
    for (const auto& spec : keys)
      if (auto field = internal::find(*fields, spec.key))
        read_row_value(*field, path + "." + field->key, spec.shape, cited_for);
    if (f.key == "parts") keep_part(*fields);
  }
}

// The row's facts, once read_row_value has checked (and reported) its
// types: a value of the wrong type is left out here, not reported twice.
void RecordReader::keep_part(const std::vector<Field>& fields) {
  auto scalar = [&](std::string_view key) -> std::string {
    auto f = internal::find(fields, key);
    return f && f->value.IsScalar() ? f->value.Scalar() : "";
  };
  Part part{scalar("role"), scalar("part"), std::nullopt, ""};
  if (auto q = internal::find(fields, "quantity"); q && q->value.IsScalar()) {
    double value = 0;
    if (YAML::convert<double>::decode(q->value, value)) part.quantity = value;
  }
  std::string source;
  if (auto s = internal::find(fields, "source"); s && s->value.IsScalar())
    source = split_remark(s->value.Scalar()).url;
  else if (s && s->value.IsMap() && s->value["url"] && s->value["url"].IsScalar())
    source = s->value["url"].Scalar();
  part.source_key = same_url_key(source);
  if (!part.part.empty() || part.quantity) record_.parts.push_back(std::move(part));
}

void RecordReader::read_row_value(const Field& f, const std::string& path, Shape shape,
                                  const std::string& cited_for) {
  switch (shape) {
    case Shape::text: file_.text(f, path); return;
    case Shape::number: file_.number(f, path); return;
    case Shape::scalar:
      if (!f.value.IsNull() && !f.value.IsScalar())
        file_.error(f.value, path + " must be a single value, not " +
                                 std::string(internal::kind_of(f.value)));
      return;
    case Shape::confidence: read_word(f, confidences); return;
    case Shape::citation:
      if (auto cited = read_citation(f, path))
        cite(std::move(*cited), cited_for);
      return;
  }
}

void RecordReader::read_sources(const Field& f) {
  if (f.value.IsNull()) return;
  if (!f.value.IsSequence()) {
    file_.error(f.value, "sources must be a list, not " + std::string(internal::kind_of(f.value)));
    return;
  }
  std::size_t i = 0;
  for (const auto& item : f.value) {
    auto path = "sources[" + std::to_string(i++) + "]";
    Field entry{path, f.key_node, item};
    if (item.IsNull()) {
      file_.error(file_.at(f.key_node), path + " is empty");
      continue;
    }
    if (auto cited = read_citation(entry, path)) cite(std::move(*cited), "sources");
  }
}

std::optional<Cited> RecordReader::read_citation(const Field& f, const std::string& path) {
  if (f.value.IsNull()) return std::nullopt;
  Cited cited;
  if (f.value.IsScalar()) {
    cited = split_remark(f.value.Scalar());
  } else if (f.value.IsMap()) {
    auto fields = file_.fields(f.value, path);
    if (!fields) return std::nullopt;
    auto url = internal::find(*fields, "url");
    if (!url || url->value.IsNull()) {
      file_.error(f.value, path + " needs a 'url'");
      return std::nullopt;
    }
    auto text = file_.text(*url, path + ".url");
    if (!text) return std::nullopt;
    cited.url = *text;
    if (auto note = internal::find(*fields, "note")) cited.note = file_.text(*note, path + ".note");
  } else {
    file_.error(f.value, path + " must be a URL or a mapping {url, note}, not a list");
    return std::nullopt;
  }
  std::string why;
  if (!is_citable_url(cited.url, &why)) {
    auto hint = cited.url.find(' ') != std::string::npos
                    ? " (a remark after a URL goes in parentheses: URL (remark))"
                    : "";
    file_.error(f.value, path + ": not an absolute http(s) URL: " + why + hint);
    return std::nullopt;
  }
  return cited;
}

void RecordReader::cite(Cited cited, const std::string& cited_for) {
  Citation citation_of_row = Citation::of(std::move(cited.url));
  auto [it, fresh] = by_key_.try_emplace(citation_of_row.key(), record_.citations.size());
  if (fresh) record_.citations.push_back(std::move(citation_of_row));
  auto& citation = record_.citations[it->second];
  if (!citation.note && cited.note && !cited.note->empty()) citation.note = std::move(*cited.note);
  auto& claims = citation.cited_for;
  if (std::find(claims.begin(), claims.end(), cited_for) == claims.end())
    claims.push_back(cited_for);
}

// By name alone: what the file is (a link to nowhere, a loop, a FIFO, a
// folder) is for the reading to find out and report, never a reason to
// skip it without a word. Names starting with '.' are editors' own files.
bool is_record_file(const std::filesystem::path& path) {
  auto name = path.filename().string();
  auto ext = path.extension();
  return !name.starts_with(".") && (ext == ".yaml" || ext == ".yml");
}

// The names of the folder's record files, in order. Names, not paths: a
// std::filesystem::path keeps each of its components as a path of its own,
// some 400 bytes a file under a long folder name, which made this list the
// largest thing a load of 100,000 files held.
std::vector<std::string> record_files(const std::filesystem::path& dir, InputErrors& errors) {
  std::vector<std::string> files;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    errors.push_back({{dir.string(), 0, 0}, "not a folder of records"});
    return files;
  }
  // Bounded by the folder's entries; an error ends the listing and is reported.
  for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (is_record_file(it->path())) files.push_back(it->path().filename().string());
  if (ec) errors.push_back({{dir.string(), 0, 0}, "cannot list the folder: " + ec.message()});
  std::sort(files.begin(), files.end());
  return files;
}

// Ids equal file names, so a repeat means x.yaml beside x.yml: both named.
// The records in file order, and where each one's id is written.
struct Loaded {
  std::vector<Record> records;
  std::vector<Location> id_where;
};

// Reads the files of `names` into the same places of `loaded`, marking in
// `read` the ones that gave a record; errors in file order.
void read_part(const std::filesystem::path& dir, std::span<const std::string> names,
               std::span<Record> records, std::span<Location> id_where, std::span<char> read,
               InputErrors& errors) {
  FilePathBook paths;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const auto path = dir / names[i];
    YamlFile file(path, paths.add(path.string()), errors);
    auto root = file.load();
    if (!root) continue;
    RecordReader reader(file, path.stem().string());
    if (auto record = reader.read(*root)) {
      records[i] = std::move(*record);
      id_where[i] = reader.id_where();
      read[i] = 1;
    }
  }
}

// Drops the places of files that gave no record, moving the rest up.
void close_up(Loaded& loaded, const std::vector<char>& read) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < read.size(); ++i) {
    if (!read[i]) continue;
    if (kept != i) {
      loaded.records[kept] = std::move(loaded.records[i]);
      loaded.id_where[kept] = std::move(loaded.id_where[i]);
    }
    ++kept;
  }
  loaded.records.resize(kept);
  loaded.id_where.resize(kept);
}

// Every file's record, read by up to `threads` threads side by side, each
// taking one run of files: YAML parsing is most of a load, and the records
// and errors come out as one thread would give them. The records are read
// into their final vector and closed up in place, never copied.
Loaded read_files(const std::filesystem::path& dir, const std::vector<std::string>& names,
                  unsigned threads, InputErrors& errors) {
  constexpr std::size_t files_a_thread = 64;  // below this a thread costs more than it saves
  const std::size_t n = names.size();
  const std::size_t parts = std::clamp<std::size_t>(n / files_a_thread, 1, std::max(threads, 1u));
  Loaded loaded;
  loaded.records.resize(n);
  loaded.id_where.resize(n);
  std::vector<char> read(n, 0);
  std::vector<InputErrors> part_errors(parts);
  side_by_side(parts, [&](std::size_t p) {
    const auto [begin, end] = run_of(n, parts, p);
    const std::size_t count = end - begin;
    read_part(dir, std::span(names).subspan(begin, count),
              std::span(loaded.records).subspan(begin, count),
              std::span(loaded.id_where).subspan(begin, count),
              std::span(read).subspan(begin, count), part_errors[p]);
  });
  for (auto& e : part_errors) std::move(e.begin(), e.end(), std::back_inserter(errors));
  close_up(loaded, read);
  return loaded;
}

// Indices of the records by id, ties in file order (so the first of a
// duplicated id is the one kept): a sort of 4-byte indices, where sorting
// the records themselves would hold a second copy of them all.
std::vector<std::uint32_t> id_order(const std::vector<Record>& records) {
  std::vector<std::uint32_t> order(records.size());
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    int c = records[a].id.compare(records[b].id);
    return c != 0 ? c < 0 : a < b;
  });
  return order;
}

// Moves each record to its place in `order`, following the permutation's
// cycles: one record is ever held aside, never a second vector of them.
void put_in_order(std::vector<Record>& records, std::vector<std::uint32_t> order) {
  constexpr auto placed = std::numeric_limits<std::uint32_t>::max();
  for (std::uint32_t i = 0; i < order.size(); ++i) {
    if (order[i] == placed || order[i] == i) continue;
    Record held = std::move(records[i]);
    std::uint32_t at = i;
    // Bounded: every step places one record and marks it.
    while (order[at] != i) {
      std::uint32_t from = order[at];
      records[at] = std::move(records[from]);
      order[at] = placed;
      at = from;
    }
    records[at] = std::move(held);
    order[at] = placed;
  }
}

// The records in id order, each id once: a later file with an id already
// seen is an error naming both files.
std::vector<Record> unique_records(Loaded loaded, InputErrors& errors) {
  auto& records = loaded.records;
  auto order = id_order(records);
  for (std::size_t k = 1, first = 0; k < order.size(); ++k) {
    const Record& again = records[order[k]];
    if (again.id != records[order[first]].id) {
      first = k;
      continue;
    }
    errors.push_back({loaded.id_where[order[k]], "duplicate id '" + again.id + "': also in " +
                                                    loaded.id_where[order[first]].file.string()});
  }
  put_in_order(records, std::move(order));
  auto same_id = [](const Record& a, const Record& b) { return a.id == b.id; };
  records.erase(std::unique(records.begin(), records.end(), same_id), records.end());
  return std::move(records);
}

}  // namespace

LoadedRecords load_records(const std::filesystem::path& dir, unsigned threads) {
  LoadedRecords out;
  const auto files = record_files(dir, out.errors);
  out.records = unique_records(read_files(dir, files, threads, out.errors), out.errors);
  return out;
}

}  // namespace verifier::dataset
