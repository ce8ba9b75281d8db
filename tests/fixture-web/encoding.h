// Content-Encoding for the fixture web: whole-body gzip, deflate (zlib-wrapped, as
// RFC 9110 means it) and br, plus a streaming gzip compressor for the gzip bomb,
// whose decoded size is far too large to hold. Takes bytes, gives encoded bytes.
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace fixture {

std::string gzip(std::string_view data);
std::string deflate(std::string_view data);
std::string brotli(std::string_view data);

// Feeds pieces through one gzip stream; the last call passes finish = true.
class GzipStream {
 public:
  GzipStream();
  ~GzipStream();
  GzipStream(const GzipStream&) = delete;
  GzipStream& operator=(const GzipStream&) = delete;
  std::string feed(std::string_view data, bool finish);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace fixture
