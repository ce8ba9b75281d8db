// fetch/easy_pool.cpp: curl_easy_reset clears every option but keeps the
// handle's allocations; a fresh handle per hop cost a 100 KB receive buffer
// and a full initialisation per request.
#include "fetch/easy_pool.h"

namespace verifier::fetch {

EasyPool::EasyPool(std::size_t keep) : keep_(keep), share_(curl_share_init()) {
  if (share_) curl_share_setopt(share_, CURLSHOPT_SHARE, CURL_LOCK_DATA_SSL_SESSION);
}

EasyPool::~EasyPool() {
  for (CURL* easy : idle_) curl_easy_cleanup(easy);
  curl_share_cleanup(share_);  // after the handles: a share in use is not freed
}

void EasyPool::attach_share(CURL* easy) {
  if (share_) curl_easy_setopt(easy, CURLOPT_SHARE, share_);
}

CURL* EasyPool::take() {
  if (idle_.empty()) {
    CURL* easy = curl_easy_init();
    if (easy) attach_share(easy);
    return easy;
  }
  CURL* easy = idle_.back();
  idle_.pop_back();
  return easy;
}

void EasyPool::give(CURL* easy) {
  if (easy == nullptr) return;
  if (idle_.size() >= keep_) {
    curl_easy_cleanup(easy);
    return;
  }
  curl_easy_reset(easy);  // options only: the share stays attached
  idle_.push_back(easy);
}

}  // namespace verifier::fetch
