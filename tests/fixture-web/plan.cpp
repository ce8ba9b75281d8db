// The answer to one request, from the manifest entry and the files under the root.
#include "plan.h"

#include <ctime>
#include <map>
#include <memory>

#include "content.h"
#include "encoding.h"

namespace fixture {
namespace {

constexpr std::size_t kHugeDefault = 50u << 20;
constexpr std::size_t kBombDefault = 200u << 20;
constexpr std::size_t kBinaryDefault = 64u << 10;
constexpr std::size_t kPiece = 64u << 10;
const char* const kHtml = "text/html; charset=utf-8";

const Entry& plain() {
  static const Entry e;
  return e;
}

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string reason(int status) {
  static const std::map<int, std::string> reasons{
      {200, "OK"}, {201, "Created"}, {204, "No Content"}, {206, "Partial Content"},
      {301, "Moved Permanently"}, {302, "Found"}, {303, "See Other"}, {304, "Not Modified"},
      {307, "Temporary Redirect"}, {308, "Permanent Redirect"}, {400, "Bad Request"},
      {401, "Unauthorized"}, {402, "Payment Required"}, {403, "Forbidden"}, {404, "Not Found"},
      {405, "Method Not Allowed"}, {407, "Proxy Authentication Required"}, {408, "Request Timeout"},
      {410, "Gone"}, {418, "I'm a teapot"}, {429, "Too Many Requests"}, {451, "Unavailable For Legal Reasons"},
      {500, "Internal Server Error"}, {502, "Bad Gateway"}, {503, "Service Unavailable"},
      {504, "Gateway Timeout"}, {999, "Request Denied"}};
  auto it = reasons.find(status);
  return it == reasons.end() ? "Status" : it->second;
}

std::string status_line(int status) { return "HTTP/1.1 " + std::to_string(status) + " " + reason(status); }

std::string small_page(int status, const std::string& detail) {
  return "<!doctype html><html><head><title>" + std::to_string(status) + " " + reason(status) +
         "</title></head><body><h1>" + reason(status) + "</h1><p>" + detail + "</p></body></html>\n";
}

void replace_all(std::string& s, const std::string& from, const std::string& to) {
  for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
}

std::string expand(std::string s, const World& w) {
  replace_all(s, "{http_port}", std::to_string(w.http_port));
  replace_all(s, "{https_port}", std::to_string(w.https_port));
  return s;
}

long long pick_delay(World& w, const Entry& e) {
  if (e.delay_max_ms <= e.delay_ms) return e.delay_ms;
  return std::uniform_int_distribution<long long>(e.delay_ms, e.delay_max_ms)(w.rng);
}

std::time_t parse_http_date(const std::string& s) {
  std::tm tm{};
  if (strptime(s.c_str(), "%a, %d %b %Y %H:%M:%S GMT", &tm) == nullptr) return -1;
  return timegm(&tm);
}

bool not_modified(const Request& req, const Entry& e) {
  auto inm = req.header("if-none-match");
  if (!e.etag.empty() && !inm.empty()) return inm == "*" || inm.find(e.etag) != std::string::npos;
  auto ims = parse_http_date(req.header("if-modified-since"));
  auto lm = parse_http_date(e.last_modified);
  return ims >= 0 && lm >= 0 && ims >= lm;
}

void set_text(Reply& r, int status, std::string body, std::string type) {
  r.status_line = status_line(status);
  r.body = std::move(body);
  r.length = r.body.size();
  r.headers.emplace_back("Content-Type", std::move(type));
}

Reply retry_reply(Reply r, const World& w, const Entry& e) {
  r.entry = &plain();
  set_text(r, e.fail_status, small_page(e.fail_status, "try again later"), kHtml);
  std::string after = e.retry_after;
  if (e.retry_after_date) after = http_date(std::chrono::system_clock::now() + std::chrono::seconds(std::stoll(after)));
  r.headers.emplace_back("Retry-After", expand(after, w));
  return r;
}

Reply redirect_reply(Reply r, const World& w, const Request& req, const Entry& e) {
  int status = e.status >= 300 && e.status < 400 ? e.status : 302;
  std::string location = e.redirect.empty() ? req.target : expand(e.redirect, w);
  set_text(r, status, small_page(status, "moved"), kHtml);
  r.headers.emplace_back("Location", location);
  return r;
}

// Streams `size` bytes of HTML filler, or forever when size is 0.
std::function<std::string()> filler(std::size_t size) {
  auto left = std::make_shared<std::size_t>(size);
  std::string block;
  for (int i = 0; block.size() < kPiece; ++i) block += "<p>fixture filler line " + std::to_string(i) + "</p>\n";
  block.resize(kPiece);
  return [left, block, endless = size == 0]() -> std::string {
    if (endless) return block;
    std::size_t n = std::min(*left, block.size());
    *left -= n;
    return block.substr(0, n);
  };
}

// Gzip of `size` zero bytes, made a piece at a time so memory stays small.
std::function<std::string()> bomb(std::size_t size) {
  auto z = std::make_shared<GzipZeros>(size);
  return [z]() { return z->next(); };
}

bool generated_body(Reply& r, const Entry& e) {
  auto type = e.content_type.empty() ? std::string(kHtml) : e.content_type;
  if (e.has("gzip-bomb")) {
    r.generate = bomb(e.size_bytes ? e.size_bytes : kBombDefault);
    r.headers.emplace_back("Content-Encoding", "gzip");
  } else if (e.has("huge")) {
    r.length = e.size_bytes ? e.size_bytes : kHugeDefault;
    r.generate = filler(*r.length);
  } else if (e.has("endless")) {
    r.generate = filler(0);
  } else if (e.has("binary")) {
    r.body.resize(e.size_bytes ? e.size_bytes : kBinaryDefault);
    for (std::size_t i = 0; i < r.body.size(); ++i) r.body[i] = static_cast<char>((i * 31 + 7) & 0xff);
    r.length = r.body.size();
    if (e.content_type.empty()) type = "application/octet-stream";
  } else {
    return false;
  }
  r.status_line = status_line(e.status ? e.status : 200);
  r.headers.emplace_back("Content-Type", type);
  return true;
}

std::string resolve(const World& w, const std::string& file) {
  return !file.empty() && file.front() == '/' ? file : w.root + "/" + file;
}

// The body from the entry or the root; false when there is none to serve.
bool stored_body(Reply& r, const World& w, const Request& req, const Entry& e) {
  std::optional<std::string> body;
  std::string type = kHtml;
  if (e.body) {
    body = expand(*e.body, w);
  } else if (!e.file.empty()) {
    body = read_file(resolve(w, e.file));
    type = content_type_for(e.file);
  } else if (auto path = page_file(w.root, req.host, req.target)) {
    body = read_file(*path);
    type = content_type_for(*path);
  }
  int status = e.status ? e.status : 200;
  // A manifest entry makes the page exist; only unlisted missing files are 404s.
  if (!body && &e == &plain()) return false;
  if (!body) body = small_page(status, "fixture web");
  set_text(r, status, std::move(*body), e.content_type.empty() ? type : e.content_type);
  return true;
}

void encode(Reply& r, const Entry& e) {
  std::string applied;
  auto apply = [&](const char* name, std::string (*fn)(std::string_view)) {
    if (!e.has(name)) return;
    r.body = fn(r.body);
    applied += applied.empty() ? name : std::string(", ") + name;
  };
  apply("deflate", deflate);
  apply("gzip", gzip);
  apply("br", brotli);
  if (applied.empty()) return;
  r.length = r.body.size();
  r.headers.emplace_back("Content-Encoding", applied);
}

void validators(Reply& r, const Request& req, const Entry& e) {
  if (!e.etag.empty()) r.headers.emplace_back("ETag", e.etag);
  if (!e.last_modified.empty()) r.headers.emplace_back("Last-Modified", e.last_modified);
  if ((e.etag.empty() && e.last_modified.empty()) || !not_modified(req, e)) return;
  r.status_line = status_line(304);
  r.body.clear();
  r.length = 0;
  r.generate = nullptr;
}

}  // namespace

std::string Request::header(const std::string& name) const {
  for (const auto& [k, v] : headers)
    if (lower(k) == name) return v;
  return "";
}

std::string http_date(std::chrono::system_clock::time_point t) {
  std::time_t tt = std::chrono::system_clock::to_time_t(t);
  std::tm tm{};
  gmtime_r(&tt, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
  return buf;
}

Reply fixed_reply(int status, std::string body, std::string content_type, bool keep_alive) {
  Reply r;
  r.entry = &plain();
  r.keep_alive = keep_alive;
  set_text(r, status, std::move(body), std::move(content_type));
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

Reply plan(World& w, const Request& req, const Entry* entry, std::size_t count) {
  const Entry& e = entry != nullptr ? *entry : plain();
  Reply r;
  r.entry = &e;
  r.head = req.method == "HEAD";
  r.keep_alive = req.keep_alive;
  r.delay_ms = pick_delay(w, e);
  r.headers.emplace_back("Date", http_date(std::chrono::system_clock::now()));
  r.headers.emplace_back("Server", "fixture-web");
  if (e.has("retry-after") && (e.clear_after == 0 || count <= static_cast<std::size_t>(e.clear_after)))
    return retry_reply(std::move(r), w, e);
  if (!e.redirect.empty() || e.has("redirect-loop")) {
    r = redirect_reply(std::move(r), w, req, e);
  } else if (!generated_body(r, e) && !stored_body(r, w, req, e)) {
    set_text(r, 404, small_page(404, "no such page on the fixture web"), kHtml);
    return r;
  }
  if (!r.generate) encode(r, e);
  for (const auto& [k, v] : e.headers) r.headers.emplace_back(k, expand(v, w));
  validators(r, req, e);
  return r;
}

}  // namespace fixture
