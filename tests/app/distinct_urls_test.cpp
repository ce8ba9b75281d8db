// app/night.h's distinct_urls: one entry per same_url_key, in key order, the
// first spelling cited kept, viewing the records rather than copying them.
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
  for (auto& u : urls) {
    Citation c;
    c.url = std::move(u);
    r.citations.push_back(std::move(c));
  }
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
  CHECK(urls[0].key() == "http://a.test/");
  CHECK(urls[1].key() == "http://b.test/z");
  CHECK(urls[2].key() == "https://example.org/a");
  CHECK(urls[2].url == "https://example.org:443/a#top");  // the first spelling, not s2's
}

TEST_CASE("a key is spelt out only where it differs from the URL") {
  std::vector<Record> records{citing("s1", {"https://example.org:443/a#top", "http://a.test/"})};
  auto urls = distinct_urls(records);
  REQUIRE(urls.size() == 2);
  CHECK_FALSE(urls[0].other_key.has_value());
  REQUIRE(urls[1].other_key.has_value());
  CHECK(*urls[1].other_key == "https://example.org/a");
}

TEST_CASE("the URLs view the records' own strings") {
  std::vector<Record> records{citing("s1", {"http://a.test/page"})};
  auto urls = distinct_urls(records);
  REQUIRE(urls.size() == 1);
  CHECK(urls[0].url.data() == records[0].citations[0].url.data());
}

TEST_CASE("no citations, no URLs") {
  std::vector<Record> records{citing("s1", {})};
  CHECK(distinct_urls(records).empty());
}
