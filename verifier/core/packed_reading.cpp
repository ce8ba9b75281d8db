// core/packed_reading.cpp: the byte layout of a PackedReading. Strings are
// a varint length and their bytes; one byte of flags says which optional or
// repeated parts are present. Nothing leaves the process, so the layout
// may change freely between builds.
#include "core/packed_reading.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace verifier {
namespace {

enum Flag : unsigned char {
  url_is_key = 1,
  final_is_url = 2,
  has_status = 4,
  reused = 8,
};

class Writer {
 public:
  void number(std::uint64_t n) {
    while (n >= 0x80) {
      out_ += static_cast<char>((n & 0x7f) | 0x80);
      n >>= 7;
    }
    out_ += static_cast<char>(n);
  }
  void byte(unsigned char b) { out_ += static_cast<char>(b); }
  void text(std::string_view s) {
    number(s.size());
    out_ += s;
  }
  std::unique_ptr<char[]> bytes() const {
    auto b = std::make_unique_for_overwrite<char[]>(out_.size());
    std::memcpy(b.get(), out_.data(), out_.size());
    return b;
  }

 private:
  std::string out_;
};

class Reader {
 public:
  explicit Reader(const char* at) : at_(at) {}
  std::uint64_t number() {
    std::uint64_t n = 0;
    for (int shift = 0;; shift += 7) {
      auto b = static_cast<unsigned char>(*at_++);
      n |= static_cast<std::uint64_t>(b & 0x7f) << shift;
      if (b < 0x80) return n;
    }
  }
  unsigned char byte() { return static_cast<unsigned char>(*at_++); }
  std::string_view text() {
    auto size = static_cast<std::size_t>(number());
    std::string_view s(at_, size);
    at_ += size;
    return s;
  }

 private:
  const char* at_;
};

unsigned char flags_of(std::string_view key, const Reading& r) {
  unsigned flags = 0;
  if (r.url == key) flags |= url_is_key;
  if (r.final_url == r.url) flags |= final_is_url;
  if (r.http_status) flags |= has_status;
  if (r.reused) flags |= reused;
  return static_cast<unsigned char>(flags);
}

void write_naming(Writer& w, const std::string& system_id, const Naming& n) {
  w.text(system_id);
  w.text(n.alias);
  w.byte(n.derived ? 1 : 0);
  w.text(n.evidence);
  w.text(n.context);
  w.text(n.fragment_url);
}

Naming read_naming(Reader& r) {
  Naming n;
  n.alias = r.text();
  n.derived = r.byte() != 0;
  n.evidence = r.text();
  n.context = r.text();
  n.fragment_url = r.text();
  return n;
}

}  // namespace

PackedReading::PackedReading(std::string_view key, const Reading& reading) {
  Writer w;
  w.text(key);
  const unsigned char flags = flags_of(key, reading);
  w.byte(flags);
  if (!(flags & url_is_key)) w.text(reading.url);
  if (!(flags & final_is_url)) w.text(reading.final_url);
  // Stored as its 32 bits, so a negative status would come back unchanged.
  if (flags & has_status) w.number(static_cast<std::uint32_t>(*reading.http_status));
  w.byte(static_cast<unsigned char>(reading.result));
  w.text(reading.detail);
  w.text(reading.text_hash);
  w.text(reading.etag);
  w.text(reading.last_modified);
  w.number(reading.namings.size());
  for (const auto& [system_id, naming] : reading.namings) write_naming(w, system_id, naming);
  bytes_ = w.bytes();
}

std::string_view PackedReading::key() const { return Reader(bytes_.get()).text(); }

std::string PackedReading::url() const {
  Reader r(bytes_.get());
  auto key = r.text();
  return std::string(r.byte() & url_is_key ? key : r.text());
}

Reading PackedReading::unpack() const {
  Reader r(bytes_.get());
  Reading out;
  auto key = r.text();
  const unsigned char flags = r.byte();
  out.url = flags & url_is_key ? key : r.text();
  out.final_url = flags & final_is_url ? out.url : std::string(r.text());
  if (flags & has_status)
    out.http_status = static_cast<int>(static_cast<std::uint32_t>(r.number()));
  out.result = static_cast<Result>(r.byte());
  out.reused = (flags & reused) != 0;
  out.detail = r.text();
  out.text_hash = r.text();
  out.etag = r.text();
  out.last_modified = r.text();
  const auto count = r.number();
  out.namings.reserve(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    std::string system_id(r.text());
    out.namings.emplace_back(std::move(system_id), read_naming(r));
  }
  return out;
}

NightReadings::NightReadings(std::vector<PackedReading> sorted) : packed_(std::move(sorted)) {}

NightReadings::NightReadings(const std::map<std::string, Reading>& readings) {
  packed_.reserve(readings.size());
  for (const auto& [key, reading] : readings) packed_.emplace_back(key, reading);
}

const PackedReading* find_by_key(const std::vector<PackedReading>& sorted, std::string_view key) {
  auto before = [](const PackedReading& p, std::string_view k) { return p.key() < k; };
  auto it = std::lower_bound(sorted.begin(), sorted.end(), key, before);
  return it != sorted.end() && it->key() == key ? &*it : nullptr;
}

std::optional<Reading> NightReadings::find(std::string_view key) const {
  const PackedReading* p = find_by_key(packed_, key);
  return p ? std::optional(p->unpack()) : std::nullopt;
}

}  // namespace verifier
