// extract/html_document.cpp: gumbo's parse with an arena allocator.
#include <cstring>

#include "extract/html_document.h"

namespace verifier::extract {
namespace {

constexpr std::size_t kChunk = 1u << 20;
constexpr std::size_t kAlign = alignof(std::max_align_t);

void* arena_allocate(void* arena, std::size_t size) {
  return static_cast<Arena*>(arena)->allocate(size);
}
void arena_free(void*, void*) {}

}  // namespace

void* Arena::allocate(std::size_t size) {
  size = (size + kAlign - 1) / kAlign * kAlign;
  if (size > kChunk / 4) {  // large blocks (long texts, vectors) get their own
    chunks_.push_back(std::make_unique_for_overwrite<std::byte[]>(size));
    return chunks_.back().get();
  }
  if (size > left_) {
    chunks_.push_back(std::make_unique_for_overwrite<std::byte[]>(kChunk));
    next_ = chunks_.back().get();
    left_ = kChunk;
  }
  void* p = next_;
  next_ += size;
  left_ -= size;
  return p;
}

HtmlDocument::HtmlDocument(std::string_view html) {
  GumboOptions options = kGumboDefaultOptions;
  options.allocator = arena_allocate;
  options.deallocator = arena_free;
  options.userdata = &arena_;
  options.max_errors = 0;  // errors are not kept: they cost memory only
  output_ = gumbo_parse_with_options(&options, html.data(), html.size());
}

}  // namespace verifier::extract
