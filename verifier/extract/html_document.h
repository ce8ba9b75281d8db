// extract/html_document.h: one parsed HTML document, owned. Takes: UTF-8
// HTML (already capped in size and nesting). Gives: gumbo's tree, valid as
// long as the document lives. Internal to extract/: gumbo types never leave
// this stage.
// Why an arena: gumbo 0.10.1 frees its tree recursively, node by node (slow
// and stack-hungry on deep pages); here every node lives in a few large
// chunks that are released at once, and gumbo's own free is a no-op.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

#include <gumbo.h>

namespace verifier::extract {

class Arena {
 public:
  void* allocate(std::size_t size);

 private:
  std::vector<std::unique_ptr<std::byte[]>> chunks_;
  std::byte* next_ = nullptr;
  std::size_t left_ = 0;
};

class HtmlDocument {
 public:
  explicit HtmlDocument(std::string_view html);
  HtmlDocument(const HtmlDocument&) = delete;
  HtmlDocument& operator=(const HtmlDocument&) = delete;

  const GumboNode* root() const { return output_ ? output_->document : nullptr; }

 private:
  Arena arena_;
  GumboOutput* output_ = nullptr;
};

}  // namespace verifier::extract
