// app/night.h's distinct_urls: one entry per Citation::key(), in key order,
// the first spelling cited kept, viewing the records rather than copying them.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/night.h"

using verifier::Citation;
using verifier::Record;
using verifier::app::distinct_urls;

namespace {

Record citing(std::string id, std::vector<std::string> urls) {
  Record r;
  r.id = std::move(id);
  for (auto& u : urls) r.citations.push_back(Citation::of(std::move(u)));
  return r;
}

}  // namespace

TEST_CASE("one URL per key, in key order, as first cited") {
  std::vector<Record> records{
      citing("s1", {"https://example.org:443/a#top", "http://b.test/z"}),
      citing("s2", {"https://example.org/a", "http://a.test/", "http://b.test/z"}),
  };
  auto urls = distinct_urls(records);
  REQUIRE(urls.size() == 3);
  CHECK(urls[0]->key() == "http://a.test/");
  CHECK(urls[1]->key() == "http://b.test/z");
  CHECK(urls[2]->key() == "https://example.org/a");
  CHECK(urls[2]->url == "https://example.org:443/a#top");  // the first spelling, not s2's
  CHECK(urls[2] == records[0].citations.data());           // the records' own, not a copy
}

TEST_CASE("no citations, no URLs") {
  std::vector<Record> records{citing("s1", {})};
  CHECK(distinct_urls(records).empty());
}
