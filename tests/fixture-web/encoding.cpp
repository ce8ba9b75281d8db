// zlib and the libbrotli encoder behind three plain functions.
#include "encoding.h"

#include <brotli/encode.h>
#include <stdexcept>
#include <zlib.h>

namespace fixture {
namespace {

constexpr int kGzipWindow = 15 + 16;  // +16 asks zlib for a gzip header
constexpr int kZlibWindow = 15;

// Runs `data` through an initialised stream; appends to `out`.
void pump(z_stream& zs, std::string_view data, bool finish, std::string& out) {
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  zs.avail_in = static_cast<uInt>(data.size());
  char buf[65536];
  int rc = Z_OK;
  do {
    zs.next_out = reinterpret_cast<Bytef*>(buf);
    zs.avail_out = sizeof buf;
    rc = ::deflate(&zs, finish ? Z_FINISH : Z_NO_FLUSH);
    if (rc == Z_STREAM_ERROR) throw std::runtime_error("zlib deflate failed");
    out.append(buf, sizeof buf - zs.avail_out);
  } while (zs.avail_out == 0 || (finish && rc != Z_STREAM_END));
}

std::string compress(std::string_view data, int window) {
  z_stream zs{};
  if (deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, window, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("zlib init failed");
  std::string out;
  pump(zs, data, true, out);
  deflateEnd(&zs);
  return out;
}

}  // namespace

std::string gzip(std::string_view data) { return compress(data, kGzipWindow); }
std::string deflate(std::string_view data) { return compress(data, kZlibWindow); }

std::string brotli(std::string_view data) {
  std::string out(BrotliEncoderMaxCompressedSize(data.size()) + 64, '\0');
  std::size_t size = out.size();
  if (BrotliEncoderCompress(BROTLI_DEFAULT_QUALITY, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, data.size(),
                            reinterpret_cast<const uint8_t*>(data.data()), &size,
                            reinterpret_cast<uint8_t*>(out.data())) == BROTLI_FALSE)
    throw std::runtime_error("brotli encoder failed");
  out.resize(size);
  return out;
}

struct GzipStream::State {
  z_stream zs{};
  ~State() { deflateEnd(&zs); }
};

GzipStream::GzipStream() : state_(std::make_unique<State>()) {
  if (deflateInit2(&state_->zs, Z_BEST_COMPRESSION, Z_DEFLATED, kGzipWindow, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("zlib init failed");
}

GzipStream::~GzipStream() = default;

std::string GzipStream::feed(std::string_view data, bool finish) {
  std::string out;
  pump(state_->zs, data, finish, out);
  return out;
}

}  // namespace fixture
