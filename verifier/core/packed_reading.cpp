// core/packed_reading.cpp: the byte layout of a PackedReading. Strings are
// a varint length and their bytes; one byte of flags says which optional or
// repeated parts are present, and whether the text hash and Last-Modified
// are held as numbers (only when they print back exactly as they came).
// Nothing leaves the process, so the layout may change freely between builds.
#include "core/packed_reading.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace verifier {
namespace {

enum Flag : unsigned char {
  url_is_key = 1,
  final_is_url = 2,
  has_status = 4,
  reused = 8,
  hash_as_bits = 16,     // the text hash as its 8 bytes, not 16 hex digits
  date_as_seconds = 32,  // Last-Modified as seconds since 1970, not 29 letters
  waited = 64,
  has_read_on = 128,     // a stored reading's date follows the namings
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
  void bits(std::uint64_t n) {
    for (int i = 0; i < 8; ++i, n >>= 8) byte(static_cast<unsigned char>(n));
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
  std::uint64_t bits() {
    std::uint64_t n = 0;
    for (int i = 0; i < 8; ++i) n |= static_cast<std::uint64_t>(byte()) << (8 * i);
    return n;
  }
  std::string_view text() {
    auto size = static_cast<std::size_t>(number());
    std::string_view s(at_, size);
    at_ += size;
    return s;
  }

 private:
  const char* at_;
};

// The text hash is 16 lowercase hex digits (app's text_hash); anything
// else is kept as it is.
std::optional<std::uint64_t> hash_bits(std::string_view hash) {
  if (hash.size() != 16) return std::nullopt;
  std::uint64_t bits = 0;
  for (char c : hash) {
    int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (digit < 0) return std::nullopt;
    bits = bits << 4 | static_cast<std::uint64_t>(digit);
  }
  return bits;
}

std::string hash_text(std::uint64_t bits) {
  std::string out(16, '0');
  for (auto at = out.rbegin(); at != out.rend(); ++at, bits >>= 4)
    *at = "0123456789abcdef"[bits & 15];
  return out;
}

// From 1 January 1970, a Thursday.
constexpr std::array<std::string_view, 7> day_names{"Thu", "Fri", "Sat", "Sun",
                                                    "Mon", "Tue", "Wed"};
constexpr std::array<std::string_view, 12> month_names{"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

// IMF-fixdate, as servers send Last-Modified: "Sun, 06 Nov 1994 08:49:37 GMT".
std::string http_date(std::uint64_t seconds) {
  const auto day = static_cast<std::int64_t>(seconds / 86400);
  const std::chrono::year_month_day date{std::chrono::sys_days{std::chrono::days{day}}};
  const std::uint64_t in_day = seconds % 86400;
  char out[40];
  std::snprintf(out, sizeof out, "%s, %02u %s %04d %02u:%02u:%02u GMT",
                day_names[static_cast<std::size_t>(day % 7)].data(),
                static_cast<unsigned>(date.day()),
                month_names[static_cast<unsigned>(date.month()) - 1].data(),
                static_cast<int>(date.year()), static_cast<unsigned>(in_day / 3600),
                static_cast<unsigned>(in_day / 60 % 60), static_cast<unsigned>(in_day % 60));
  return out;
}

int digits(std::string_view text, std::size_t at, std::size_t count) {
  int n = 0;
  for (std::size_t i = at; i < at + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    n = n * 10 + (text[i] - '0');
  }
  return n;
}

// Seconds since 1970 of a Last-Modified that prints back exactly as it
// came; nullopt for any other text, which is then kept as it is.
std::optional<std::uint64_t> http_date_seconds(std::string_view text) {
  if (text.size() != 29) return std::nullopt;
  const auto month = std::find(month_names.begin(), month_names.end(), text.substr(8, 3));
  const int day = digits(text, 5, 2), year = digits(text, 12, 4);
  const int hour = digits(text, 17, 2), minute = digits(text, 20, 2);
  const int second = digits(text, 23, 2);
  if (month == month_names.end() || day < 1 || year < 1970 || hour < 0 || minute < 0 ||
      second < 0)
    return std::nullopt;
  const auto month_number = static_cast<unsigned>(month - month_names.begin()) + 1;
  const std::chrono::year_month_day date{std::chrono::year{year}, std::chrono::month{month_number},
                                         std::chrono::day{static_cast<unsigned>(day)}};
  if (!date.ok()) return std::nullopt;
  const auto since = std::chrono::sys_days{date}.time_since_epoch().count();
  const auto seconds = static_cast<std::uint64_t>(since) * 86400 +
                       static_cast<std::uint64_t>(hour * 3600 + minute * 60 + second);
  if (http_date(seconds) != text) return std::nullopt;
  return seconds;
}

// The hash and the date as numbers, where they pack as numbers.
struct Numbers {
  std::optional<std::uint64_t> hash;
  std::optional<std::uint64_t> date;
};

unsigned char flags_of(std::string_view key, const Reading& r, const Numbers& numbers) {
  unsigned flags = 0;
  if (r.url == key) flags |= url_is_key;
  if (r.final_url == r.url) flags |= final_is_url;
  if (r.http_status) flags |= has_status;
  if (r.reused) flags |= reused;
  if (r.waited) flags |= waited;
  if (!r.read_on.empty()) flags |= has_read_on;
  if (numbers.hash) flags |= hash_as_bits;
  if (numbers.date) flags |= date_as_seconds;
  return static_cast<unsigned char>(flags);
}

enum NamingFlag : unsigned char {
  derived_alias = 1,
  describes_system = 2,
};

// identified_by is a few short strings, and only on the namings a page
// holds: a count and their bytes, nothing when empty.
void write_naming(Writer& w, const std::string& system_id, const Naming& n) {
  w.text(system_id);
  w.text(n.alias);
  w.byte(static_cast<unsigned char>((n.derived ? derived_alias : 0) |
                                    (n.describes ? describes_system : 0)));
  w.text(n.evidence);
  w.text(n.context);
  w.text(n.fragment_url);
  w.number(n.identified_by.size());
  for (const auto& item : n.identified_by) w.text(item);
}

Naming read_naming(Reader& r) {
  Naming n;
  n.alias = r.text();
  const unsigned char flags = r.byte();
  n.derived = (flags & derived_alias) != 0;
  n.describes = (flags & describes_system) != 0;
  n.evidence = r.text();
  n.context = r.text();
  n.fragment_url = r.text();
  const auto items = r.number();
  n.identified_by.reserve(items);
  for (std::uint64_t i = 0; i < items; ++i) n.identified_by.emplace_back(r.text());
  return n;
}

// A claim: its system, part and value as the record has them (the value as
// its 8 bytes, so it comes back exactly), the result, and the page's words.
void write_claim(Writer& w, const std::string& system_id, const ClaimCheck& c) {
  w.text(system_id);
  w.text(c.part);
  std::uint64_t bits = 0;
  std::memcpy(&bits, &c.value, sizeof bits);
  w.bits(bits);
  w.byte(static_cast<unsigned char>(c.result));
  w.text(c.found);
  w.text(c.evidence);
}

ClaimCheck read_claim(Reader& r) {
  ClaimCheck c;
  c.part = r.text();
  const std::uint64_t bits = r.bits();
  std::memcpy(&c.value, &bits, sizeof bits);
  c.result = static_cast<ClaimResult>(r.byte());
  c.found = r.text();
  c.evidence = r.text();
  return c;
}

}  // namespace

PackedReading::PackedReading(std::string_view key, const Reading& reading) {
  Writer w;
  w.text(key);
  const Numbers numbers{hash_bits(reading.text_hash), http_date_seconds(reading.last_modified)};
  const unsigned char flags = flags_of(key, reading, numbers);
  w.byte(flags);
  if (!(flags & url_is_key)) w.text(reading.url);
  if (!(flags & final_is_url)) w.text(reading.final_url);
  // Stored as its 32 bits, so a negative status would come back unchanged.
  if (flags & has_status) w.number(static_cast<std::uint32_t>(*reading.http_status));
  w.byte(static_cast<unsigned char>(reading.result));
  w.text(reading.detail);
  if (numbers.hash) w.bits(*numbers.hash);
  else w.text(reading.text_hash);
  w.text(reading.etag);
  if (numbers.date) w.number(*numbers.date);
  else w.text(reading.last_modified);
  w.number(reading.namings.size());
  for (const auto& [system_id, naming] : reading.namings) write_naming(w, system_id, naming);
  if (flags & has_read_on) w.text(reading.read_on);
  w.number(reading.claims.size());
  for (const auto& [system_id, claim] : reading.claims) write_claim(w, system_id, claim);
  // One byte when there is none: the flags byte has no bit left.
  w.byte(reading.archive ? 1 : 0);
  if (reading.archive) {
    w.text(reading.archive->url);
    w.text(reading.archive->date);
    w.text(reading.archive->reason);
  }
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
  out.waited = (flags & waited) != 0;
  out.detail = r.text();
  out.text_hash = flags & hash_as_bits ? hash_text(r.bits()) : std::string(r.text());
  out.etag = r.text();
  out.last_modified = flags & date_as_seconds ? http_date(r.number()) : std::string(r.text());
  const auto count = r.number();
  out.namings.reserve(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    std::string system_id(r.text());
    out.namings.emplace_back(std::move(system_id), read_naming(r));
  }
  if (flags & has_read_on) out.read_on = r.text();
  const auto claims = r.number();
  out.claims.reserve(claims);
  for (std::uint64_t i = 0; i < claims; ++i) {
    std::string system_id(r.text());
    out.claims.emplace_back(std::move(system_id), read_claim(r));
  }
  if (r.byte() != 0) {
    ArchiveCopy copy;
    copy.url = r.text();
    copy.date = r.text();
    copy.reason = r.text();
    out.archive = std::move(copy);
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
