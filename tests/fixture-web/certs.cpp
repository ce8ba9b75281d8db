// Builds the CAs and leaves with the OpenSSL 3 API; EC P-256 keeps start-up fast.
#include "certs.h"

#include <arpa/inet.h>
#include <cstdint>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509v3.h>
#include <stdexcept>

namespace fixture {
namespace {

void check(bool ok, const char* what) {
  if (!ok) throw std::runtime_error(std::string("openssl: ") + what);
}

KeyPtr make_key() {
  KeyPtr key(EVP_EC_gen("P-256"));
  check(key != nullptr, "EC key generation");
  return key;
}

void add_ext(X509* cert, X509V3_CTX* ctx, int nid, const std::string& value) {
  X509_EXTENSION* ext = X509V3_EXT_conf_nid(nullptr, ctx, nid, value.c_str());
  check(ext != nullptr, "extension");
  X509_add_ext(cert, ext, -1);
  X509_EXTENSION_free(ext);
}

void set_serial(X509* cert) {
  std::uint64_t serial = 0;
  check(RAND_bytes(reinterpret_cast<unsigned char*>(&serial), sizeof serial) == 1, "random serial");
  ASN1_INTEGER_set_uint64(X509_get_serialNumber(cert), (serial >> 1) | 1);
}

bool is_ip(const std::string& name) {
  unsigned char buf[16];
  return inet_pton(AF_INET, name.c_str(), buf) == 1 || inet_pton(AF_INET6, name.c_str(), buf) == 1;
}

// issuer == nullptr makes a self-signed CA; otherwise a server leaf for `san`.
X509Ptr make_cert(const std::string& cn, EVP_PKEY* key, X509* issuer, EVP_PKEY* issuer_key,
                  const std::string& san) {
  X509Ptr cert(X509_new());
  check(cert != nullptr, "X509_new");
  X509* x = cert.get();
  X509_set_version(x, 2);
  set_serial(x);
  X509_gmtime_adj(X509_getm_notBefore(x), -3600);
  X509_gmtime_adj(X509_getm_notAfter(x), 30L * 86400);
  X509_set_pubkey(x, key);
  X509_NAME* name = X509_get_subject_name(x);
  X509_NAME_add_entry_by_txt(name, "O", MBSTRING_ASC,
                             reinterpret_cast<const unsigned char*>("verifier fixture web"), -1, -1, 0);
  X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char*>(cn.c_str()), -1,
                             -1, 0);
  const bool ca = issuer == nullptr;
  X509_set_issuer_name(x, ca ? name : X509_get_subject_name(issuer));
  X509V3_CTX ctx;
  X509V3_set_ctx_nodb(&ctx);
  X509V3_set_ctx(&ctx, ca ? x : issuer, x, nullptr, nullptr, 0);
  add_ext(x, &ctx, NID_basic_constraints, ca ? "critical,CA:TRUE" : "critical,CA:FALSE");
  add_ext(x, &ctx, NID_key_usage, ca ? "critical,keyCertSign,cRLSign" : "critical,digitalSignature");
  add_ext(x, &ctx, NID_subject_key_identifier, "hash");
  add_ext(x, &ctx, NID_authority_key_identifier, "keyid:always");
  if (!ca) {
    add_ext(x, &ctx, NID_ext_key_usage, "serverAuth");
    add_ext(x, &ctx, NID_subject_alt_name, san);
  }
  check(X509_sign(x, ca ? key : issuer_key, EVP_sha256()) > 0, "X509_sign");
  return cert;
}

std::string to_pem(X509* cert) {
  BIO* bio = BIO_new(BIO_s_mem());
  check(bio != nullptr && PEM_write_bio_X509(bio, cert) == 1, "PEM write");
  char* data = nullptr;
  long len = BIO_get_mem_data(bio, &data);
  std::string pem(data, static_cast<std::size_t>(len));
  BIO_free(bio);
  return pem;
}

}  // namespace

Certs::Certs() : ca_key_(make_key()), unknown_key_(make_key()), leaf_key_(make_key()) {
  ca_ = make_cert("verifier fixture CA", ca_key_.get(), nullptr, nullptr, "");
  unknown_ca_ = make_cert("fixture CA no client trusts", unknown_key_.get(), nullptr, nullptr, "");
}

std::string Certs::ca_pem() const { return to_pem(ca_.get()); }
std::string Certs::unknown_ca_pem() const { return to_pem(unknown_ca_.get()); }

X509* Certs::leaf(const std::string& name, bool unknown_ca) {
  auto& slot = leaves_[{name, unknown_ca}];
  if (!slot) {
    std::string san = name.empty() ? "DNS:localhost,IP:127.0.0.1,IP:::1"
                                   : (is_ip(name) ? "IP:" : "DNS:") + name;
    std::string cn = name.empty() ? "localhost" : name;
    slot = unknown_ca ? make_cert(cn, leaf_key_.get(), unknown_ca_.get(), unknown_key_.get(), san)
                      : make_cert(cn, leaf_key_.get(), ca_.get(), ca_key_.get(), san);
  }
  return slot.get();
}

}  // namespace fixture
