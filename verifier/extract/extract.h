// extract/extract.h: turns a response into the text a reader sees.
// Takes: a core Fetched (bytes, headers, final URL) or a local file. Gives: a
// core Page: title, visible text in layout blocks, UTF-8, and what the page
// really is (readable, soft 404, challenge, login wall, JS shell,
// unsupported). Owns gumbo, the charset converters and poppler.
//
//   extract::Signatures signatures(rules.pages);    // once per run
//   extract::ReadLimits limits{rules.fetch.page_cpu_seconds, stop_token};
//   Page page = extract::read_page(fetched, signatures, limits);
//   if (page.refresh_to) ...                        // fetch it, as a redirect
#pragma once

#include <cstddef>
#include <filesystem>
#include <stop_token>
#include <string_view>
#include <vector>

#include "core/fetched.h"
#include "core/page.h"
#include "core/rules.h"
#include "extract/signatures.h"

namespace verifier::extract {

// HTML and plain text beyond this are judged on their first part (the page
// is marked truncated); a local PDF is read up to FetchRules' PDF default.
inline constexpr std::size_t kMaxTextBytes = 8u << 20;
inline constexpr std::size_t kMaxPdfBytes = 32u << 20;

// What reading one page may cost: past the CPU time, past a cap on work
// that grows with the input (extract/budget.h), or once the run is asked to
// stop, the page is judged on what was read so far: it is marked truncated
// and Page::truncation says why.
struct ReadLimits {
  double cpu_seconds = 5.0;  // rules/fetch.yaml's page_cpu_seconds
  std::stop_token stop;      // the run's stop (SIGINT, SIGTERM)
};

// The hot path: signatures compiled once.
Page read_page(const Fetched& fetched, const Signatures& signatures,
               const ReadLimits& limits = {});
Page read_file(const std::filesystem::path& file, const Signatures& signatures,
               const ReadLimits& limits = {});

// A local file's content already in memory (e.g. decompressed): read as
// read_file reads it; `name` only helps tell its type.
Page read_local(std::string_view bytes, const std::filesystem::path& name,
                const Signatures& signatures, const ReadLimits& limits = {});

// Convenience: compiles the signatures on every call.
Page read_page(const Fetched& fetched, const std::vector<PageSignature>& signatures);

// A local FILE: no header, so its type comes from its content and name.
Page read_file(const std::filesystem::path& file,
               const std::vector<PageSignature>& signatures);

}  // namespace verifier::extract
