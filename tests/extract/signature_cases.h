// tests/extract/signature_cases.h: one case per signature of
// rules/pages.yaml (and a few ordinary pages that must match none), shared
// by the unit test (Fetched built in memory) and the loopback test (served
// by the fixture web and fetched for real).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/fetched.h"
#include "core/page.h"
#include "core/rules.h"

namespace verifier::extract::testing {

struct SignatureCase {
  std::string file;  // in tests/extract/pages/, or "" for a neutral body
  std::vector<Header> headers;
  int status = 200;
  std::string name;  // the signature expected, "" for none
  PageKind kind = PageKind::readable;
};

inline constexpr const char* kNeutralBody =
    "<html><head><title>Hello</title></head><body><p>Short page.</p></body></html>";

const std::vector<SignatureCase>& signature_cases();

// rules/pages.yaml alone, through dataset/'s real loader.
struct LoadedPages {
  std::vector<PageSignature> signatures;
  std::vector<std::string> errors;
};
LoadedPages load_pages_yaml(const std::filesystem::path& rules_dir);

}  // namespace verifier::extract::testing
