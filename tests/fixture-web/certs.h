// Throwaway TLS identities for the fixture web, made in-process with OpenSSL at
// start-up: a trusted CA (its PEM is written for clients' --cacert), a second CA
// no client knows (for tls-unknown-ca), and a leaf per server name on demand.
// Takes a server name (the SNI, or "" for none) and gives a certificate and key.
#pragma once

#include <map>
#include <memory>
#include <openssl/evp.h>
#include <openssl/x509.h>
#include <string>
#include <utility>

namespace fixture {

struct X509Free {
  void operator()(X509* x) const { X509_free(x); }
};
struct KeyFree {
  void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
using X509Ptr = std::unique_ptr<X509, X509Free>;
using KeyPtr = std::unique_ptr<EVP_PKEY, KeyFree>;

class Certs {
 public:
  Certs();  // throws std::runtime_error when OpenSSL refuses
  std::string ca_pem() const;
  std::string unknown_ca_pem() const;
  // The leaf for `name` ("" = no SNI: localhost, 127.0.0.1 and ::1), signed by the
  // trusted CA or by the unknown one. Owned here; valid for the life of Certs.
  X509* leaf(const std::string& name, bool unknown_ca);
  EVP_PKEY* leaf_key() const { return leaf_key_.get(); }

 private:
  KeyPtr ca_key_, unknown_key_, leaf_key_;
  X509Ptr ca_, unknown_ca_;
  std::map<std::pair<std::string, bool>, X509Ptr> leaves_;
};

}  // namespace fixture
