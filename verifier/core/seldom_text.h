// core/seldom_text.h: a text most of its holders lack (a citation's note,
// its key where it differs from the URL), held behind one pointer: 8 bytes
// where an empty std::string costs 32 and an empty std::optional<std::string>
// 40, and a dataset holds a citation for each of 100,000s of URLs. Reads as
// an optional string; copies copy the text.
//
//   SeldomText note;               // none
//   note = "at 15:01";
//   if (note) use(*note);
//   std::optional<std::string> shown = note.as_optional();
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace verifier {

class SeldomText {
 public:
  SeldomText() = default;
  SeldomText(std::nullopt_t) {}
  SeldomText(std::string text) : text_(std::make_unique<std::string>(std::move(text))) {}
  SeldomText(const char* text) : SeldomText(std::string(text)) {}
  SeldomText(std::optional<std::string> text) {
    if (text) text_ = std::make_unique<std::string>(std::move(*text));
  }
  SeldomText(const SeldomText& other) : SeldomText(other.as_optional()) {}
  SeldomText(SeldomText&&) noexcept = default;
  SeldomText& operator=(const SeldomText& other) {
    if (this != &other) *this = SeldomText(other);
    return *this;
  }
  SeldomText& operator=(SeldomText&&) noexcept = default;
  ~SeldomText() = default;

  bool has_value() const { return text_ != nullptr; }
  explicit operator bool() const { return has_value(); }
  const std::string& operator*() const { return *text_; }
  const std::string* operator->() const { return text_.get(); }
  std::optional<std::string> as_optional() const {
    return text_ ? std::optional<std::string>(*text_) : std::nullopt;
  }

  friend bool operator==(const SeldomText& a, std::string_view b) { return a && *a == b; }

 private:
  std::unique_ptr<std::string> text_;  // null: none
};

}  // namespace verifier
