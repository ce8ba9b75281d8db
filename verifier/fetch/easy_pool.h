// fetch/easy_pool.h: curl easy handles kept for reuse, as the curl tool does.
// Takes handles back when a hop is done; gives them out again reset to
// defaults, so no option of one hop leaks into the next, while curl's own
// buffers stay allocated. Every handle shares TLS sessions through one CURLSH
// (the multi already shares DNS and connections), so a second connection to a
// host resumes its TLS session. Single-threaded, like the pool's event loop.
// Internal to fetch/.
//
//   EasyPool easies(32);
//   CURL* easy = easies.take();   // ... configure, run ...
//   easies.give(easy);
#pragma once

#include <curl/curl.h>

#include <cstddef>
#include <vector>

namespace verifier::fetch {

class EasyPool {
 public:
  explicit EasyPool(std::size_t keep);
  ~EasyPool();
  EasyPool(const EasyPool&) = delete;
  EasyPool& operator=(const EasyPool&) = delete;

  // A handle with default options, in the share; nullptr when curl is out of memory.
  CURL* take();
  // The handle must be out of any multi handle. Beyond `keep` idle ones it is freed.
  void give(CURL* easy);

 private:
  void attach_share(CURL* easy);

  std::size_t keep_;
  CURLSH* share_;
  std::vector<CURL*> idle_;
};

}  // namespace verifier::fetch
