// Tests of core/packed_reading.h: a packed Reading unpacks to exactly the
// Reading that was packed, whichever parts it spells out or shares.
#include <doctest/doctest.h>

#include "core/packed_reading.h"

using namespace verifier;

namespace {

Reading full_reading() {
  Reading r;
  r.url = "https://Example.org/a?b=1#top";
  r.final_url = "https://example.org/a/index.html";
  r.http_status = 200;
  r.result = Result::does_not_name;
  r.detail = std::string(300, 'd');  // longer than one varint byte
  r.text_hash = "0123456789abcdef";
  r.etag = "\"5f3-abc\"";
  r.last_modified = "Sun, 29 Nov 2026 10:00:00 GMT";
  r.reused = true;
  r.waited = true;
  r.read_on = "2026-11-28";
  Naming& frontier = r.namings.emplace_back("frontier", Naming{}).second;
  frontier.alias = "Frontier";
  frontier.evidence = "the Frontier system";
  frontier.identified_by = {"alias: Frontier"};
  frontier.fragment_url = "#a";
  Naming& capitan = r.namings.emplace_back("el-capitan", Naming{}).second;
  capitan.alias = "El Capitan";
  capitan.derived = true;
  capitan.evidence = "El Capitan at LLNL";
  capitan.context = "operator \"LLNL\" nearby";
  capitan.identified_by = {"alias: El Capitan", "operator: LLNL"};
  Naming& meta = r.namings.emplace_back("meta-24k", Naming{}).second;
  meta.describes = true;
  meta.evidence = "Meta's 24,576 H100 cluster";
  meta.identified_by = {"operator: Meta", "count: 24,576", "model: H100"};
  r.claims.emplace_back("frontier", ClaimCheck{"AMD Instinct MI250X", 37632, ClaimResult::states,
                                               "37,632 MI250X", "… «37,632 MI250X» GPUs …"});
  r.claims.emplace_back("frontier", ClaimCheck{"AMD Instinct MI250X", 0.5,
                                               ClaimResult::not_stated, "", ""});
  r.claims.emplace_back("el-capitan",
                        ClaimCheck{"AMD Instinct MI300A", 44544, ClaimResult::contradicts,
                                   "8,157 nodes x 4 APUs; 43,808 APUs", std::string(200, 'e')});
  return r;
}

void check_same(const Reading& a, const Reading& b) {
  CHECK(a.url == b.url);
  CHECK(a.final_url == b.final_url);
  CHECK(a.http_status == b.http_status);
  CHECK(a.result == b.result);
  CHECK(a.detail == b.detail);
  CHECK(a.text_hash == b.text_hash);
  CHECK(a.etag == b.etag);
  CHECK(a.last_modified == b.last_modified);
  CHECK(a.reused == b.reused);
  CHECK(a.waited == b.waited);
  CHECK(a.read_on == b.read_on);
  REQUIRE(a.namings.size() == b.namings.size());
  for (std::size_t i = 0; i < a.namings.size(); ++i) {
    const auto& [id_a, n_a] = a.namings[i];
    const auto& [id_b, n_b] = b.namings[i];
    CHECK(id_a == id_b);
    CHECK(n_a.describes == n_b.describes);
    CHECK(n_a.alias == n_b.alias);
    CHECK(n_a.derived == n_b.derived);
    CHECK(n_a.evidence == n_b.evidence);
    CHECK(n_a.context == n_b.context);
    CHECK(n_a.fragment_url == n_b.fragment_url);
    CHECK(n_a.identified_by == n_b.identified_by);
  }
  CHECK(a.claims == b.claims);
  CHECK(a.archive == b.archive);
}

}  // namespace

TEST_CASE("a reading with every part set unpacks unchanged") {
  const Reading r = full_reading();
  PackedReading p("https://example.org/a?b=1", r);
  CHECK(p.key() == "https://example.org/a?b=1");
  CHECK(p.url() == r.url);
  check_same(p.unpack(), r);
}

TEST_CASE("a URL equal to its key and a final URL equal to the URL come back") {
  Reading r = full_reading();
  r.url = r.final_url = "https://example.org/same";
  PackedReading p(r.url, r);
  CHECK(p.key() == r.url);
  CHECK(p.url() == r.url);
  check_same(p.unpack(), r);
}

TEST_CASE("an unreachable reading keeps its empty final URL and missing status") {
  Reading r;
  r.url = "https://gone.example/x";
  r.result = Result::unreachable;
  r.detail = "could not resolve the host";
  PackedReading p("https://gone.example/x", r);
  Reading back = p.unpack();
  CHECK(back.final_url.empty());
  CHECK_FALSE(back.http_status.has_value());
  check_same(back, r);
}

TEST_CASE("claims come back in order, with every result and the value to the bit") {
  Reading r;
  r.url = "https://example.org/claims";
  for (ClaimResult result : {ClaimResult::states, ClaimResult::contradicts,
                             ClaimResult::not_stated, ClaimResult::unread})
    r.claims.emplace_back("s" + std::string(word(result)),
                          ClaimCheck{"NVIDIA H100", 6128.25, result, "found", "evidence"});
  r.claims.emplace_back("big", ClaimCheck{"NVIDIA H100", 1e15 + 1, ClaimResult::states, "", ""});
  const Reading back = PackedReading("k", r).unpack();
  CHECK(back.claims == r.claims);
  REQUIRE(back.claim_for("big", "NVIDIA H100", 1e15 + 1));
  CHECK_FALSE(back.claim_for("big", "NVIDIA H100", 1e15));
  CHECK(PackedReading("k", Reading{}).unpack().claims.empty());
}

TEST_CASE("an archive copy comes back, and a reading without one has none") {
  Reading r = full_reading();
  r.archive = ArchiveCopy{"https://web.archive.org/web/20240301000000/https://example.org/a",
                          "2024-03-01", "the live page is not-found (HTTP 404)"};
  const Reading back = PackedReading("https://example.org/a", r).unpack();
  REQUIRE(back.archive);
  CHECK(back.archive->date == "2024-03-01");
  check_same(back, r);
  CHECK_FALSE(PackedReading("k", full_reading()).unpack().archive);
}

TEST_CASE("every result survives packing") {
  for (Result result : all_results) {
    Reading r;
    r.url = "https://example.org/";
    r.result = result;
    r.http_status = 599;
    CHECK(PackedReading("k", r).unpack().result == result);
  }
}

TEST_CASE("a night's readings are found by key and walked in key order, unpacked one at a time") {
  Reading a = full_reading(), b;
  b.url = "https://b.example/";
  b.result = Result::blocked;
  const NightReadings night({{"https://b.example/", b}, {"https://a.example/", a}});
  REQUIRE(night.size() == 2);
  auto found = night.find("https://a.example/");
  REQUIRE(found);
  check_same(*found, a);
  CHECK(night.find("https://b.example/")->result == Result::blocked);
  CHECK_FALSE(night.find("https://c.example/"));
  CHECK_FALSE(night.find(""));
  CHECK_FALSE(NightReadings().find("https://a.example/"));
  std::vector<std::string> keys;
  night.for_each([&](std::string_view key, const Reading& r) {
    keys.emplace_back(key);
    CHECK(r.url == (key == "https://a.example/" ? a.url : b.url));
  });
  CHECK(keys == std::vector<std::string>{"https://a.example/", "https://b.example/"});
}

TEST_CASE("hashes and dates come back as they were, whether packed as numbers or not") {
  const char* hashes[] = {"0123456789abcdef", "ffffffffffffffff", "0000000000000000",
                          "0123456789ABCDEF", "0123456789abcde", "0123456789abcdefa",
                          "0123456789abcdeg", ""};
  const char* dates[] = {
      "Sun, 29 Nov 2026 10:00:00 GMT",   // IMF-fixdate: packs
      "Thu, 01 Jan 1970 00:00:00 GMT",   // the first second
      "Fri, 31 Dec 9999 23:59:59 GMT",   // the last four-digit year
      "Tue, 29 Feb 2028 12:34:56 GMT",   // a leap day
      "Mon, 29 Nov 2026 10:00:00 GMT",   // wrong weekday: does not print back
      "Sun, 31 Feb 2026 10:00:00 GMT",   // no such day
      "Sun, 29 Nov 2026 24:00:00 GMT",   // no such hour
      "Wed, 31 Dec 1969 23:59:59 GMT",   // before 1970
      "Sunday, 29-Nov-26 10:00:00 GMT",  // RFC 850
      "Sun Nov 29 10:00:00 2026",        // asctime
      "sun, 29 nov 2026 10:00:00 gmt",   // case differs
      "Sun, 29 Nov 2026 10:00:00 UTC",
      "Sun, 29 Nov 2026 1a:00:00 GMT",
      ""};
  for (const char* hash : hashes) {
    for (const char* date : dates) {
      CAPTURE(hash);
      CAPTURE(date);
      Reading r = full_reading();
      r.text_hash = hash;
      r.last_modified = date;
      check_same(PackedReading(r.url, r).unpack(), r);
    }
  }
}
