// Content-Encoding for the fixture web: whole-body gzip, deflate (zlib-wrapped, as
// RFC 9110 means it) and br, plus the gzip bomb's stream of zeros, whose decoded
// size is far too large to hold or to compress per request. Takes bytes, gives
// encoded bytes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace fixture {

std::string gzip(std::string_view data);
std::string deflate(std::string_view data);
std::string brotli(std::string_view data);

// A gzip stream of `size` zero bytes, made cheaply: one compressed MiB (a
// history-free block after a full flush) is repeated, then the tail and a trailer
// with the true CRC and length. Each call gives the next piece; "" at the end.
class GzipZeros {
 public:
  explicit GzipZeros(std::size_t size);
  std::string next();

 private:
  std::string head_, block_, tail_;  // tail_: remainder block, final block, trailer
  std::size_t blocks_left_ = 0;
  bool started_ = false, done_ = false;
};

}  // namespace fixture
