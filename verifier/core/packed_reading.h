// core/packed_reading.h: a Reading and its same_url_key packed into one
// allocation, for holding a whole night of them while the fetching runs. A
// Reading is seven strings, a vector and their heap blocks (~500 B for a
// plain page); packed, the same facts take about the bytes they spell, and
// a final URL or key equal to the URL is not spelt twice. Unpacking gives
// back exactly the Reading that was packed.
//
//   PackedReading p(key, reading);
//   p.key();           // "https://example.org/a", no copy
//   Reading r = p.unpack();
#pragma once

#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/reading.h"

namespace verifier {

class PackedReading {
 public:
  PackedReading(std::string_view key, const Reading& reading);

  std::string_view key() const;
  std::string url() const;  // the Reading's url, without unpacking the rest
  Reading unpack() const;

 private:
  std::unique_ptr<char[]> bytes_;
};

// The reading of `key` in `sorted` (by key), or null.
const PackedReading* find_by_key(const std::vector<PackedReading>& sorted, std::string_view key);

// A night's readings, packed, in key order: deciding and storing the night
// unpack them one at a time, so the night is never held unpacked whole
// (a Reading unpacked is about five times its packed size).
//
//   NightReadings night(std::move(packed));   // sorted by key, one per key
//   if (auto r = night.find(key)) ...          // an unpacked copy
//   night.for_each([](std::string_view key, const Reading& r) { ... });
class NightReadings {
 public:
  NightReadings() = default;
  explicit NightReadings(std::vector<PackedReading> sorted);
  // Implicit, so that tests and callers with a map of Readings read as before.
  NightReadings(const std::map<std::string, Reading>& readings);
  NightReadings(std::initializer_list<std::pair<const std::string, Reading>> readings)
      : NightReadings(std::map<std::string, Reading>(readings)) {}

  std::optional<Reading> find(std::string_view key) const;
  std::size_t size() const { return packed_.size(); }

  // f(key, reading) for every reading in key order, each unpacked only
  // while f runs.
  template <typename F>
  void for_each(F&& f) const {
    for (const auto& p : packed_) f(p.key(), p.unpack());
  }

 private:
  std::vector<PackedReading> packed_;
};

}  // namespace verifier
