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

#include <memory>
#include <string>
#include <string_view>

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

}  // namespace verifier
