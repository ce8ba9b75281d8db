// tests/extract/signature_cases.cpp: the table behind signature_cases.h.
#include <filesystem>
#include <unistd.h>

#include "dataset/dataset.h"
#include "signature_cases.h"

namespace verifier::extract::testing {

const std::vector<SignatureCase>& signature_cases() {
  static const std::vector<SignatureCase> all = {
      {"", {{"cf-mitigated", "challenge"}}, 403, "Cloudflare challenge", verifier::PageKind::challenge},
      {"cloudflare-challenge.html", {}, 403, "Cloudflare challenge", verifier::PageKind::challenge},
      {"cloudflare-block.html", {}, 403, "Cloudflare block", verifier::PageKind::challenge},
      {"akamai-denied.html", {}, 403, "Akamai block", verifier::PageKind::challenge},
      {"incapsula.html", {}, 200, "Imperva (Incapsula) challenge", verifier::PageKind::challenge},
      {"datadome.html", {}, 403, "DataDome challenge", verifier::PageKind::challenge},
      {"", {{"x-datadome", "protected"}}, 403, "DataDome block", verifier::PageKind::challenge},
      {"perimeterx.html", {}, 403, "PerimeterX challenge", verifier::PageKind::challenge},
      {"", {{"x-amzn-waf-action", "captcha"}}, 405, "AWS WAF challenge", verifier::PageKind::challenge},
      {"awswaf.html", {}, 202, "AWS WAF challenge", verifier::PageKind::challenge},
      {"", {{"x-sucuri-block", "GEO02"}}, 403, "Sucuri firewall block", verifier::PageKind::challenge},
      {"sucuri.html", {}, 403, "Sucuri firewall block", verifier::PageKind::challenge},
      {"ddos-guard.html", {}, 403, "DDoS-Guard challenge", verifier::PageKind::challenge},
      {"vercel.html", {}, 403, "Vercel security checkpoint", verifier::PageKind::challenge},
      {"human-check.html", {}, 200, "human verification", verifier::PageKind::challenge},
      {"captcha.html", {}, 200, "CAPTCHA challenge", verifier::PageKind::challenge},
      {"bot-check-title.html", {}, 200, "bot check", verifier::PageKind::challenge},
      {"archive-today-captcha.html", {}, 429, "archive.today CAPTCHA", verifier::PageKind::challenge},
      {"login.html", {}, 200, "login wall: sign-in page", verifier::PageKind::login_wall},
      {"login-text.html", {}, 200, "login wall: text says sign in", verifier::PageKind::login_wall},
      {"linkedin-authwall.html", {}, 200, "login wall: LinkedIn authwall", verifier::PageKind::login_wall},
      {"consent-google.html", {}, 200, "cookie wall: consent page", verifier::PageKind::login_wall},
      {"consent-title.html", {}, 200, "cookie wall: consent page", verifier::PageKind::login_wall},
      {"cookie-wall.html", {}, 200, "cookie wall: text asks to accept cookies", verifier::PageKind::login_wall},
      {"soft404-title.html", {}, 200, "soft 404: title says not found", verifier::PageKind::soft_404},
      {"wayback-not-archived.html", {}, 200, "Wayback: not archived", verifier::PageKind::soft_404},
      {"soft404-heading-de.html", {}, 200, "soft 404: heading says not found", verifier::PageKind::soft_404},
      {"soft404-heading-ja.html", {}, 200, "soft 404: heading says not found", verifier::PageKind::soft_404},
      {"soft404-text.html", {}, 200, "soft 404: text says not found", verifier::PageKind::soft_404},
      {"js-shell-root.html", {}, 200, "JavaScript app shell: empty mount point", verifier::PageKind::js_shell},
      {"js-shell-bundle.html", {}, 200, "JavaScript app shell: script bundle", verifier::PageKind::js_shell},
      {"js-shell-noscript.html", {}, 200, "JavaScript app shell: asks for JavaScript", verifier::PageKind::js_shell},
      // Ordinary pages: a mount point and a bundle around real text, and a
      // header that every page behind DataDome carries, with a 200.
      {"readable.html", {}, 200, "", verifier::PageKind::readable},
      // Japanese writes no spaces: its characters count as words.
      {"readable-ja.html", {}, 200, "", verifier::PageKind::readable},
      {"readable.html", {{"x-datadome", "protected"}}, 200, "", verifier::PageKind::readable},
      {"", {}, 200, "", verifier::PageKind::readable},
  };
  return all;
}

LoadedPages load_pages_yaml(const std::filesystem::path& rules_dir) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("extract-signatures-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  fs::copy_file(rules_dir / "pages.yaml", dir / "pages.yaml", fs::copy_options::overwrite_existing);
  auto loaded = dataset::load_rules(dir);
  fs::remove_all(dir);
  LoadedPages out{loaded.rules.pages, {}};
  for (const auto& e : loaded.errors) out.errors.push_back(e.to_string());
  return out;
}

}  // namespace verifier::extract::testing
