// fetch/job.cpp: turning a hop's raw response into the Fetched the caller gets.
#include "fetch/job.h"

namespace verifier::fetch {

void take_response(Fetched& out, HopResult&& hop, bool conditional) {
  out.http_status = hop.status;
  out.headers = std::move(hop.headers);
  out.body = std::move(hop.body);
  out.body_truncated = hop.body_truncated;
  if (const auto* type = out.header("content-type")) {
    auto [media, charset] = parse_content_type(*type);
    out.content_type = media;
    out.charset = charset;
  }
  out.not_modified = conditional && hop.status == 304;
  if (const auto* etag = out.header("etag")) out.etag = *etag;
  if (const auto* modified = out.header("last-modified")) out.last_modified = *modified;
}

std::string origin_of(const Url& url) {
  std::string host = url.host.find(':') != std::string::npos ? "[" + url.host + "]" : url.host;
  std::string out = url.scheme + "://" + host;
  if (url.port) out += ":" + std::to_string(*url.port);
  return out;
}

std::string path_and_query(const Url& url) {
  std::string out = url.path.empty() ? "/" : url.path;
  if (url.has_query) out += "?" + url.query;
  return out;
}

}  // namespace verifier::fetch
