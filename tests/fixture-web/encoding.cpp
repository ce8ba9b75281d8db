// zlib and the libbrotli encoder behind three plain functions.
#include "encoding.h"

#include <algorithm>
#include <brotli/encode.h>
#include <stdexcept>
#include <zlib.h>

namespace fixture {
namespace {

constexpr int kGzipWindow = 15 + 16;  // +16 asks zlib for a gzip header
constexpr int kZlibWindow = 15;

// Runs `data` through an initialised stream; appends to `out`.
void pump(z_stream& zs, std::string_view data, int flush, std::string& out) {
  const bool finish = flush == Z_FINISH;
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  zs.avail_in = static_cast<uInt>(data.size());
  char buf[65536];
  int rc = Z_OK;
  do {
    zs.next_out = reinterpret_cast<Bytef*>(buf);
    zs.avail_out = sizeof buf;
    rc = ::deflate(&zs, flush);
    if (rc == Z_STREAM_ERROR) throw std::runtime_error("zlib deflate failed");
    out.append(buf, sizeof buf - zs.avail_out);
  } while (zs.avail_out == 0 || (finish && rc != Z_STREAM_END));
}

std::string compress(std::string_view data, int window) {
  z_stream zs{};
  if (deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, window, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("zlib init failed");
  std::string out;
  pump(zs, data, Z_FINISH, out);
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

GzipZeros::GzipZeros(std::size_t size) {
  constexpr std::size_t kBlock = 1u << 20;
  constexpr std::size_t kGzipHeader = 10;  // zlib's, with no name or time
  const std::string zeros(kBlock, '\0');
  z_stream zs{};
  if (deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, kGzipWindow, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("zlib init failed");
  std::string first, second;
  pump(zs, zeros, Z_FULL_FLUSH, first);
  pump(zs, zeros, Z_FULL_FLUSH, second);
  // After a full flush no block looks back, so the second MiB's bytes serve for every MiB.
  if (first.size() <= kGzipHeader || std::string_view(first).substr(kGzipHeader) != second)
    throw std::runtime_error("zlib: repeated blocks differ");
  head_ = first.substr(0, kGzipHeader);
  block_ = std::move(second);
  blocks_left_ = size / kBlock;
  pump(zs, std::string_view(zeros).substr(0, size % kBlock), Z_FULL_FLUSH, tail_);
  pump(zs, {}, Z_FINISH, tail_);
  deflateEnd(&zs);
  tail_.resize(tail_.size() - 8);  // zlib's trailer counts 2 MiB and the tail; ours counts all
  uLong crc_block = crc32(0L, reinterpret_cast<const Bytef*>(zeros.data()), static_cast<uInt>(kBlock));
  uLong crc = crc32(0L, Z_NULL, 0);
  for (std::size_t i = 0; i < blocks_left_; ++i) crc = crc32_combine(crc, crc_block, static_cast<z_off_t>(kBlock));
  uLong crc_tail = crc32(0L, reinterpret_cast<const Bytef*>(zeros.data()), static_cast<uInt>(size % kBlock));
  crc = crc32_combine(crc, crc_tail, static_cast<z_off_t>(size % kBlock));
  for (int i = 0; i < 4; ++i) tail_ += static_cast<char>((crc >> (8 * i)) & 0xff);
  for (int i = 0; i < 4; ++i) tail_ += static_cast<char>((size >> (8 * i)) & 0xff);
}

std::string GzipZeros::next() {
  if (!started_) {
    started_ = true;
    return head_;
  }
  if (blocks_left_ > 0) {
    std::size_t n = std::min<std::size_t>(blocks_left_, 64);  // 64 MiB decoded a write
    blocks_left_ -= n;
    std::string piece;
    piece.reserve(n * block_.size());
    for (std::size_t i = 0; i < n; ++i) piece += block_;
    return piece;
  }
  if (done_) return "";
  done_ = true;
  return tail_;
}

}  // namespace fixture
