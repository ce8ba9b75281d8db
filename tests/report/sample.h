// tests/report/sample.h: one hand-made Report with every verdict, every
// result word, failing and confirmed citations, a note, a site-level URL,
// unlinked sources, what identified each system (identified_by), and hostile
// strings where a page or record could put them.
#pragma once

#include "core/report_model.h"

namespace verifier::test {

inline CitationReport row(std::string url, Result r, std::string detail = "") {
  CitationReport c;
  c.url = std::move(url);
  c.final_url = c.url;
  c.result = r;
  c.detail = std::move(detail);
  c.http_status = is_readable(r) ? std::optional<int>(200) : std::nullopt;
  c.cited_for = {"sources"};
  return c;
}

inline Report sample_report() {
  Report rep;
  rep.generated_at = "2026-11-30T03:00:00Z";
  rep.tool_version = "0.1.0";

  SystemReport v;
  v.id = "bytedance-megascale";
  v.name = "ByteDance MegaScale Cluster";
  v.verdict = Verdict::verified;
  CitationReport named = row("https://arxiv.org/abs/2402.15627", Result::names);
  named.matched_alias = "MegaScale";
  named.evidence = "we present MEGASCALE | a production system\nfor training at ByteDance";
  named.identified_by = {"alias: MegaScale", "operator: ByteDance"};
  named.fragment_url = "https://arxiv.org/abs/2402.15627#:~:text=MegaScale";
  named.cited_for = {"Accelerator", "accelerators"};
  named.claims = {{"NVIDIA H800", 12288, ClaimResult::contradicts, "more than 10,000 GPUs; 10,240 (H800)",
                   "…a cluster of «10,240» H800 GPUs…"}};
  CitationReport site = row("https://arxiv.org/", Result::does_not_name);
  site.site_level = true;
  CitationReport flaky = row("https://example.org/press/megascale", Result::server_error, "HTTP 503 after 3 attempts");
  flaky.http_status = 503;
  flaky.failing_since = "2026-11-30";
  flaky.last_good = LastGood{Result::names, "2026-11-29"};
  flaky.note = "the cluster is mentioned at 15:01";
  flaky.claims = {{"NVIDIA H800", 12288, ClaimResult::unread, "", ""}};
  v.citations = {named, site, flaky};

  SystemReport w;
  w.id = "evil-<script>";
  w.name = "\"><img src=x onerror=alert(1)>";
  w.verdict = Verdict::weakly_sourced;
  CitationReport plain = row("https://evil.example/a?x=<b>", Result::does_not_name);
  plain.evidence = "<script>alert('page')</script> text";
  plain.matched_alias = "<script>";
  // Words from a page: markup in a value, a kind no class may carry.
  plain.identified_by = {"operator: alert('page')", "<b onclick=x>: text", "model: </mark>"};
  w.citations = {plain, [] { auto c = row("https://evil.example/", Result::does_not_name); c.site_level = true; return c; }()};

  SystemReport u;
  u.id = "frontier";
  u.name = "Frontier";
  u.verdict = Verdict::unverifiable;
  CitationReport gone = row("https://olcf.example/frontier", Result::not_found, "HTTP 404");
  gone.http_status = 404;
  gone.failing_since = "2026-11-27";
  gone.confirmed = true;
  gone.last_good = LastGood{Result::does_not_name, "2026-11-26"};
  u.citations = {gone,
                 row("https://blocked.example/x", Result::blocked, "Cloudflare challenge"),
                 row("https://app.example/#/x", Result::needs_javascript, "empty application shell"),
                 row("https://unreach.example/", Result::unreachable, "timeout after 20 s"),
                 row("https://files.example/a.zip", Result::unsupported, "content type application/zip"),
                 row("https://***@private.example/", Result::excluded, "credentials in the URL"),
                 row("https://olcf.example/frontier-2", Result::does_not_name)};
  u.citations[3].site_level = true;
  u.citations[5].site_level = true;

  SystemReport d;
  d.id = "meta-24k";
  d.name = "Meta 24k H100 Cluster";
  d.verdict = Verdict::described;
  CitationReport described = row("https://engineering.example/meta-gpu", Result::describes);
  described.evidence = "…«Meta» has built two clusters of 24,576 NVIDIA H100 GPUs each…";
  described.identified_by = {"operator: Meta", "count: 24,576", "model: H100"};
  described.fragment_url = "https://engineering.example/meta-gpu#:~:text=24%2C576";
  described.claims = {{"NVIDIA H100 SXM5 80GB", 24576, ClaimResult::states, "24,576 NVIDIA H100 GPUs",
                       "…two clusters of «24,576 NVIDIA H100 GPUs» each…"}};
  d.citations = {described, row("https://press.example/meta", Result::does_not_name)};
  d.citations[1].claims = {{"NVIDIA H100 SXM5 80GB", 24576, ClaimResult::not_stated, "", ""}};

  SystemReport c;
  c.id = "no-url";
  c.name = "Uncited | System";
  c.verdict = Verdict::uncited;
  c.unlinked_sources = {"Private correspondence with the operator, 2024-05"};

  rep.systems = {v, w, u, d, c};
  Summary& s = rep.summary;
  s.systems = 5;
  s[Verdict::verified] = s[Verdict::described] = s[Verdict::weakly_sourced] = s[Verdict::unverifiable] = s[Verdict::uncited] = 1;
  s.citations = 14;
  s.urls = 14;
  for (Result r : all_results) s.results[std::string(word(r))] = 0;
  for (const auto& sys : rep.systems)
    for (const auto& cit : sys.citations) ++s.results[std::string(word(cit.result))];
  s.sentence =
      "1 of 5 systems have a readable citation that names them, and 1 are genuinely weakly "
      "sourced; 1 are described by their sources without being named; 1 could not be checked "
      "because their sources were unreadable, and 1 have no citation with a URL.";
  s.claims = ClaimCounts{{1, 1, 1, 1}};  // 4 cited
  s.claims_sentence =
      "1 of 4 cited accelerator counts are stated by their sources, and 1 are contradicted by them.";
  return rep;
}

// Three nights of verdict counts for the page's chart, the last one the
// sample's own.
inline std::vector<NightCounts> sample_chart() {
  std::vector<NightCounts> chart(3);
  const char* dates[] = {"2026-11-28", "2026-11-29", "2026-11-30"};
  for (std::size_t i = 0; i < chart.size(); ++i) {
    chart[i].date = dates[i];
    chart[i][Verdict::verified] = i == 0 ? 2 : 1;
    chart[i][Verdict::described] = i == 0 ? 0 : 1;
    chart[i][Verdict::weakly_sourced] = chart[i][Verdict::unverifiable] = 1;
    chart[i][Verdict::uncited] = i == 0 ? 0 : 1;
  }
  return chart;
}

}  // namespace verifier::test
