#include "app/page_reader.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <exception>

#include "core/url.h"
#include "verdict/verdict.h"

namespace verifier::app {
namespace {

// Error pages are read too: a 403 or 503 may be a bot challenge, and the
// page says whose.
bool has_content(const Fetched& f) {
  return f.failure == NetFailure::none && f.http_status && !f.body.empty();
}

Reading facts_of(const Fetched& f) {
  Reading r;
  r.url = f.url;
  r.final_url = f.final_url;
  r.http_status = f.http_status;
  r.etag = f.etag;
  r.last_modified = f.last_modified;
  return r;
}

}  // namespace

std::string text_hash(const std::string& text) {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a: stable across builds
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

PageReader::PageReader(const Rules& rules, const IndexBuild& index,
                       const std::vector<Record>& records, std::stop_token stop)
    : signatures_(rules.pages),
      limits_{rules.fetch.page_cpu_seconds, std::move(stop)},
      index_(index),
      records_(records),
      claims_(rules.match.accelerators, records) {
  for (std::size_t r = 0; r < records.size(); ++r)
    for (std::size_t p = 0; p < records[r].parts.size(); ++p)
      if (records[r].parts[p].claim())
        claims_of_[records[r].parts[p].source_key].emplace_back(r, p);
}

bool PageReader::knows_claims(std::string_view key, const Reading& stored) const {
  auto it = claims_of_.find(std::string(key));
  if (it == claims_of_.end() || !is_readable(stored.result)) return true;
  return std::all_of(it->second.begin(), it->second.end(), [&](const auto& rp) {
    const Record& record = records_[rp.first];
    const Part& part = record.parts[rp.second];
    return std::any_of(stored.claims.begin(), stored.claims.end(), [&](const auto& c) {
      return c.first == record.id && c.second.part == part.part && c.second.value == *part.quantity;
    });
  });
}

// Only pages cited for a count pay for it: the rest never get here.
void PageReader::check_claims(std::string_view key, std::string_view text,
                              const std::vector<std::pair<std::size_t, Naming>>& identified,
                              Reading& reading) const {
  auto it = claims_of_.find(std::string(key));
  if (it == claims_of_.end()) return;
  std::vector<std::pair<std::size_t, match::ClaimTies>> ties;  // per system, in order
  for (auto [r, p] : it->second)
    if (ties.empty() || ties.back().first != r)
      ties.emplace_back(r, claims_.ties_of(r, records_, identified, index_.get()));
  std::vector<match::ClaimAsk> asks;
  std::vector<std::size_t> of;
  for (auto [r, p] : it->second) {
    const Part& part = records_[r].parts[p];
    auto t = std::find_if(ties.begin(), ties.end(),
                          [system = r](const auto& x) { return x.first == system; });
    asks.push_back({part.part, *part.quantity, &t->second});
    of.push_back(r);
  }
  auto checked = claims_.check(text, asks);
  for (std::size_t i = 0; i < checked.size(); ++i)
    reading.claims.emplace_back(records_[of[i]].id, std::move(checked[i]));
}

namespace {

// A page that breaks the extractor or the matcher is a result too.
template <typename Read>
PageReader::Outcome guarded(const Fetched& fetched, Read&& read) {
  Reading fallback = facts_of(fetched);
  try {
    return read();
  } catch (const std::exception& e) {
    fallback.result = Result::unsupported;
    fallback.detail = std::string("could not read the page: ") + e.what();
  } catch (...) {
    fallback.result = Result::unsupported;
    fallback.detail = "could not read the page";
  }
  return {std::move(fallback), std::nullopt};
}

}  // namespace

PageReader::Outcome PageReader::read(Fetched&& fetched) const {
  return guarded(fetched, [&] { return decide(fetched, extract_page(fetched, signatures_, limits_)); });
}

PageReader::Outcome PageReader::read_extracted(const Fetched& fetched,
                                               std::optional<Page> page) const {
  return guarded(fetched, [&] { return decide(fetched, std::move(page)); });
}

PageReader::Outcome PageReader::decide(const Fetched& fetched, std::optional<Page> page) const {
  Outcome out{facts_of(fetched), std::nullopt};
  auto judged = verdict::judge(fetched, page ? &*page : nullptr);
  out.reading.result = judged.result;
  out.reading.detail = judged.detail;
  if (page && page->refresh_to) out.refresh_to = page->refresh_to;
  if (!page || !is_readable(judged.result)) return out;
  if (limits_.stop.stop_requested()) return out;  // nor wait for the index: nothing is kept

  std::string text = page->text();
  out.reading.text_hash = text_hash(text);
  auto identified = index_.get().scan(text, fetched.final_url);
  check_claims(fetched.key, text, identified, out.reading);
  for (auto& [system, naming] : identified)
    out.reading.namings.emplace_back(records_[system].id, std::move(naming));
  return out;
}

std::optional<Page> extract_page(const Fetched& fetched, const extract::Signatures& signatures,
                                 const extract::ReadLimits& limits) {
  if (!has_content(fetched)) return std::nullopt;
  return extract::read_page(fetched, signatures, limits);
}

}  // namespace verifier::app
