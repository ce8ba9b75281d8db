// tests/extract/response.h: a 200 response built in memory, as the fetch
// stage would hand it to read_page.
#pragma once

#include <string>
#include <utility>

#include "core/fetched.h"

namespace verifier::extract::testing {

inline Fetched response(std::string body, std::string type = "text/html",
                        std::string url = "https://example.org/systems/a.html") {
  Fetched f;
  f.url = f.final_url = std::move(url);
  f.http_status = 200;
  f.content_type = std::move(type);
  f.body = std::move(body);
  return f;
}

}  // namespace verifier::extract::testing
