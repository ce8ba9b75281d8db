// html.cpp: index.html, the editors' page. One self-contained file: inline
// CSS, an inline SVG chart, every row in the HTML itself (readable without
// JavaScript), and a small inline script that only filters what is there.
// Every string from a page or a record passes through html_escape.
#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <sstream>

#include "core/url.h"
#include "report/render.h"
#include "report/report.h"
#include "report/text.h"

namespace verifier::report {
namespace {

using internal::html_escape;

constexpr const char* style = R"css(
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a}
h1{margin:.2rem 0}h2{margin-top:2rem;border-bottom:1px solid #ccc}
.sentence{font-size:1.1rem}.meta{color:#555;font-size:.9rem}
.counts{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
.counts li{border:1px solid #ccc;border-radius:4px;padding:.3rem .6rem}
.counts b{font-size:1.2rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f4f4f4}td{overflow-wrap:anywhere}
article.system{border:1px solid #ddd;border-left:6px solid #999;border-radius:4px;padding:.2rem 1rem;margin:1rem 0}
article.v-verified{border-left-color:#2e7d32}article.v-described{border-left-color:#00838f}
article.v-unverifiable{border-left-color:#ef6c00}
article.v-weakly-sourced{border-left-color:#c62828}article.v-uncited{border-left-color:#757575}
.badge{font-size:.8rem;border-radius:3px;padding:.1rem .4rem;color:#fff;background:#757575;vertical-align:middle}
.b-verified{background:#2e7d32}.b-described{background:#00838f}.b-unverifiable{background:#ef6c00}
.b-weakly-sourced{background:#c62828}
.flag{font-size:.8rem;background:#fff3cd;border:1px solid #e0c060;border-radius:3px;padding:0 .3rem}
.r-names{color:#2e7d32}.r-describes{color:#00838f}.r-does-not-name{color:#c62828}
.c-states{color:#2e7d32}.c-contradicts{color:#c62828;font-weight:bold}.c-not-stated{color:#757575}.c-unread{color:#757575}
blockquote{margin:0;font-style:italic}mark{background:#ffe066;font-style:normal}
.identified{font-size:.85rem;margin:0 0 .2rem}
mark.id-operator{background:#cfe3ff}mark.id-site{background:#d4f0cf}
mark.id-model{background:#f1d7f7}mark.id-count{background:#ffd9b8}mark.id-other{background:#e4e4e4}
.id{color:#666;font-size:.85rem;margin:0}
#filters{display:flex;flex-wrap:wrap;gap:.8rem;align-items:end;background:#f7f7f7;padding:.6rem;border-radius:4px}
#filters label{display:flex;flex-direction:column;font-size:.85rem}
)css";

constexpr const char* script = R"js(
(function () {
  var form = document.getElementById('filters');
  if (!form) return;
  form.hidden = false;
  var verdict = document.getElementById('f-verdict');
  var result = document.getElementById('f-result');
  var host = document.getElementById('f-host');
  var claim = document.getElementById('f-claim');
  var search = document.getElementById('f-search');
  var shown = document.getElementById('f-shown');
  function has(list, w) { return (' ' + list + ' ').indexOf(' ' + w + ' ') >= 0; }
  function apply() {
    var items = document.querySelectorAll('article.system');
    var q = search.value.trim().toLowerCase();
    var n = 0;
    for (var i = 0; i < items.length; i++) {
      var a = items[i];
      var ok = (!verdict.value || a.getAttribute('data-verdict') === verdict.value) &&
               (!result.value || has(a.getAttribute('data-results'), result.value)) &&
               (!host.value || has(a.getAttribute('data-hosts'), host.value)) &&
               (!claim.value || has(a.getAttribute('data-claims'), claim.value)) &&
               (!q || a.textContent.toLowerCase().indexOf(q) >= 0);
      a.hidden = !ok;
      if (ok) n++;
    }
    shown.textContent = n + ' of ' + items.length + ' systems shown';
  }
  verdict.addEventListener('change', apply);
  result.addEventListener('change', apply);
  host.addEventListener('change', apply);
  claim.addEventListener('change', apply);
  search.addEventListener('input', apply);
  form.addEventListener('submit', function (e) { e.preventDefault(); });
  apply();
})();
)js";

std::string link(std::string_view url, std::string_view text) {
  // A redacted URL ("https://***@host/") is shown, never offered as a link.
  const std::string href = internal::safe_href(url);
  if (href.empty() || has_credentials(href)) return html_escape(text);
  return R"(<a href=")" + html_escape(href) + R"(" rel="noopener noreferrer">)" +
         html_escape(text) + "</a>";
}

void write_counts(std::ostream& out, const Report& r) {
  const Summary& s = r.summary;
  out << "<ul class=\"counts\">"
      << "<li><b>" << s.systems << "</b> systems</li>"
      << "<li><b>" << s[Verdict::verified] << "</b> verified</li>"
      << "<li><b>" << s[Verdict::described] << "</b> described</li>"
      << "<li><b>" << s[Verdict::weakly_sourced] << "</b> weakly sourced</li>"
      << "<li><b>" << s[Verdict::unverifiable] << "</b> unverifiable</li>"
      << "<li><b>" << s[Verdict::uncited] << "</b> uncited</li>"
      << "<li><b>" << s.citations << "</b> citations</li>"
      << "<li><b>" << s.urls << "</b> distinct URLs</li></ul>\n<p class=\"meta\">Results: ";
  bool first = true;
  for (const auto& [w, n] : s.results) {
    out << (first ? "" : ", ") << html_escape(w) << " " << n;
    first = false;
  }
  out << "</p>\n";
}

struct Segment {
  const char* label;
  const char* colour;
  Verdict verdict;
};

constexpr Segment segments[] = {
    {"verified", "#2e7d32", Verdict::verified},
    {"described", "#00838f", Verdict::described},
    {"unverifiable", "#ef6c00", Verdict::unverifiable},
    {"weakly sourced", "#c62828", Verdict::weakly_sourced},
    {"uncited", "#757575", Verdict::uncited},
};

void write_bar(std::ostream& out, const NightCounts& n, int x, int max_total) {
  constexpr int plot = 160, base = 180;
  int y = base;
  for (const auto& seg : segments) {
    const int v = n[seg.verdict];
    if (v == 0) continue;
    const int h = std::max(1, v * plot / max_total);
    y -= h;
    out << R"(<rect x=")" << x << R"(" y=")" << y << R"(" width="24" height=")" << h
        << R"(" fill=")" << seg.colour << R"("><title>)" << html_escape(n.date) << ": " << v << " "
        << seg.label << "</title></rect>";
  }
  out << R"(<text x=")" << x + 12 << R"(" y="196" font-size="9" text-anchor="middle">)"
      << html_escape(n.date.size() >= 10 ? n.date.substr(5) : n.date) << "</text>\n";
}

void write_chart(std::ostream& out, const std::vector<NightCounts>& chart) {
  out << "<h2>Verdicts over recent nights</h2>\n";
  if (chart.empty()) {
    out << "<p>No nights recorded yet.</p>\n";
    return;
  }
  int max_total = 1;
  for (const auto& n : chart) max_total = std::max(max_total, n.total());
  // Wide enough for the legend however few nights there are.
  const int width = std::max(420, 60 + 32 * static_cast<int>(chart.size()));
  out << R"(<svg xmlns="http://www.w3.org/2000/svg" role="img" width=")" << width
      << R"(" height="230" viewBox="0 0 )" << width << R"( 230" aria-label="verdict counts per night">)"
      << "\n" << R"(<text x="4" y="24" font-size="10">)" << max_total << "</text>"
      << R"(<line x1="30" y1="180" x2=")" << width << R"(" y2="180" stroke="#999"/>)" << "\n";
  int x = 40;
  for (const auto& n : chart) {
    write_bar(out, n, x, max_total);
    x += 32;
  }
  int lx = 4;
  for (const auto& seg : segments) {
    out << R"(<rect x=")" << lx << R"(" y="212" width="10" height="10" fill=")" << seg.colour
        << R"("/><text x=")" << lx + 14 << R"(" y="221" font-size="10">)" << seg.label << "</text>";
    lx += 100;
  }
  out << "\n</svg>\n";
}

// A kind becomes part of a class name only when it is a short lower-case
// word; anything else (it may come from a report read back) is "other".
std::string kind_class(std::string_view kind) {
  const bool plain = !kind.empty() && kind.size() <= 16 &&
                     std::all_of(kind.begin(), kind.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; });
  return "id-" + std::string(plain ? kind : "other");
}

std::string marked(std::string_view kind, std::string_view text) {
  return "<mark class=\"" + kind_class(kind) + "\">" + html_escape(text) + "</mark>";
}

// "alias Summit; operator Oak Ridge National Laboratory", each value in
// the colour its words have in the quote.
std::string identified_html(const std::vector<std::string>& identified_by) {
  if (identified_by.empty()) return "";
  std::string out = "<p class=\"identified\">";
  for (std::size_t i = 0; i < identified_by.size(); ++i) {
    const internal::Identity id = internal::identity_of(identified_by[i]);
    if (i > 0) out += "; ";
    if (!id.kind.empty()) out += html_escape(id.kind) + " ";
    out += marked(id.kind.empty() ? "other" : id.kind, id.value);
  }
  return out + "</p>";
}

std::string found_html(const CitationReport& c) {
  const std::string identified = identified_html(c.identified_by);
  if (!c.evidence || c.evidence->empty()) return identified.empty() ? "-" : identified;
  std::string out = identified + "<blockquote>";
  for (const auto& run : internal::marked_quote(*c.evidence, c))
    out += run.kind.empty() ? html_escape(run.text) : marked(run.kind, run.text);
  out += "</blockquote>";
  if (!c.fragment_url.empty() && !internal::safe_href(c.fragment_url).empty())
    out += " " + link(c.fragment_url, "show on the page");
  return out;
}

void write_citation(std::ostream& out, const CitationReport& c) {
  const std::string w(word(c.result));
  out << "<tr data-result=\"" << w << "\"><td>" << link(c.url, c.url);
  if (c.site_level) out << " <span class=\"flag\">site level</span>";
  if (!c.final_url.empty() && c.final_url != c.url)
    out << "<br><small>ended at " << link(c.final_url, c.final_url) << "</small>";
  if (c.note) out << "<br><small>note: " << html_escape(*c.note) << "</small>";
  // The copy the row was decided on, offered to the editor as the citation's replacement.
  if (c.archive)
    out << "<br><small class=\"archive\">replace with the archive copy: "
        << link(c.archive->url, c.archive->url) << " (" << html_escape(c.archive->reason)
        << ")</small>";
  out << "</td><td class=\"r-" << w << "\">" << html_escape(internal::result_phrase(c))
      << "</td><td>" << found_html(c) << "</td></tr>\n";
}

// Claim | Cited source | On the page | Evidence, contradictions first.
void write_claims(std::ostream& out, const SystemReport& s) {
  const auto claims = internal::claims_in_order(s);
  if (claims.empty()) return;
  out << "<table class=\"claims\"><thead><tr><th>Claim</th><th>Cited source</th>"
         "<th>On the page</th><th>Evidence</th></tr></thead><tbody>\n";
  for (const auto& [c, claim] : claims) {
    const std::string w(word(claim->result));
    out << "<tr data-claim=\"" << w << "\"><td>" << html_escape(internal::claim_text(*claim))
        << "</td><td>" << link(c->url, c->url) << "</td><td class=\"c-" << w << "\">"
        << html_escape(internal::claim_found_text(*claim)) << "</td><td>";
    if (claim->evidence.empty()) out << "-";
    else out << "<blockquote>" << html_escape(claim->evidence) << "</blockquote>";
    out << "</td></tr>\n";
  }
  out << "</tbody></table>\n";
}

std::string joined(const std::set<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

void write_options(std::ostream& out, const char* id, const char* label,
                   const std::vector<std::string>& values) {
  out << "<label>" << label << R"(<select id=")" << id << R"("><option value="">any</option>)";
  for (const auto& v : values)
    out << "<option value=\"" << html_escape(v) << "\">" << html_escape(v) << "</option>";
  out << "</select></label>\n";
}

void write_filters(std::ostream& out, const internal::HostTally& tally) {
  std::vector<std::string> verdicts, results, hosts;
  for (Verdict v : all_verdicts) verdicts.emplace_back(word(v));
  for (Result x : all_results) results.emplace_back(word(x));
  for (const auto& [h, row] : tally.rows()) hosts.push_back(h);
  out << "<form id=\"filters\" hidden>\n";
  write_options(out, "f-verdict", "Verdict", verdicts);
  write_options(out, "f-result", "Result", results);
  write_options(out, "f-host", "Host", hosts);
  // The claims' words as the summary says them: "contradicted" first.
  out << "<label>Claims<select id=\"f-claim\"><option value=\"\">any</option>"
         "<option value=\"contradicts\">contradicted</option>"
         "<option value=\"not-stated\">not stated</option>"
         "<option value=\"states\">stated</option>"
         "<option value=\"unread\">unread</option></select></label>\n";
  out << "<label>Search<input id=\"f-search\" type=\"search\" placeholder=\"name, URL, quote\">"
         "</label><span id=\"f-shown\"></span></form>\n";
}

void write_hosts(std::ostream& out, const internal::HostTally& tally) {
  out << "<h2 id=\"hosts\">Hosts</h2>\n<table><thead><tr><th>Host</th><th>URLs fetched</th>"
         "<th>Citations</th><th>Readable</th><th>Blocked</th><th>Results</th></tr></thead><tbody>\n";
  for (const auto& [h, row] : tally.rows()) {
    int readable = 0;
    std::string results;
    for (const auto& [w, n] : row.results) {
      if (auto res = result_from_word(w); res && is_readable(*res)) readable += n;
      results += (results.empty() ? "" : ", ") + w + " " + std::to_string(n);
    }
    auto blocked = row.results.find("blocked");
    out << "<tr><td>" << html_escape(h) << "</td><td>" << row.distinct_urls() << "</td><td>"
        << row.citations << "</td><td>" << readable << "</td><td>"
        << (blocked == row.results.end() ? 0 : blocked->second) << "</td><td>"
        << html_escape(results) << "</td></tr>\n";
  }
  out << "</tbody></table>\n";
}

// Told once here rather than only row by row under every system.
void write_host_failures(std::ostream& out, const std::vector<HostFailure>& failures) {
  if (failures.empty()) return;
  out << "<section id=\"host-failures\"><h2>Hosts that failed as a whole</h2><ul>\n";
  for (const auto& f : failures)
    out << "<li>" << html_escape(internal::host_failure_sentence(f)) << "</li>\n";
  out << "</ul></section>\n";
}

}  // namespace

namespace internal {

// Weakly sourced first, then unverifiable, then site-level citations: what
// an editor can fix; everything else after.
int work_rank(const SystemReport& s) {
  switch (s.verdict) {
    case Verdict::weakly_sourced: return 0;
    case Verdict::unverifiable: return 1;
    case Verdict::verified:
    case Verdict::described:
    case Verdict::uncited:
      break;
  }
  for (const auto& c : s.citations)
    if (c.site_level) return 2;
  return 3;
}

// A digest stands for the key: at 64 bits a collision among a host's URLs
// is not to be expected, and it keeps the table at 8 bytes a citation.
void HostTally::add(const SystemReport& s) {
  for (const auto& c : s.citations) {
    std::string h = host_of(c.url);
    HostRow& row = rows_[h.empty() ? "(no host)" : h];
    std::uint64_t d = 1469598103934665603ull;  // FNV-1a
    for (unsigned char ch : c.key()) {
      d ^= ch;
      d *= 1099511628211ull;
    }
    row.url_digests.push_back(d);
    ++row.citations;
    ++row.results[std::string(word(c.result))];
  }
}

std::size_t HostRow::distinct_urls() const {
  std::vector<std::uint64_t> d = url_digests;
  std::sort(d.begin(), d.end());
  return static_cast<std::size_t>(std::unique(d.begin(), d.end()) - d.begin());
}

void html_system(std::ostream& out, const SystemReport& s) {
  std::set<std::string> results, hosts, claims;
  for (const auto& c : s.citations) {
    results.insert(std::string(word(c.result)));
    for (const auto& claim : c.claims) claims.insert(std::string(word(claim.result)));
    if (auto h = host_of(c.url); !h.empty()) hosts.insert(h);
  }
  const std::string v(word(s.verdict));
  out << "<article class=\"system v-" << v << "\" id=\"sys-" << html_escape(s.id)
      << "\" data-verdict=\"" << v << "\" data-results=\"" << joined(results)
      << "\" data-hosts=\"" << html_escape(joined(hosts)) << "\" data-claims=\""
      << joined(claims) << "\">\n<h3>" << html_escape(s.name)
      << " <span class=\"badge b-" << v << "\">" << v << "</span></h3>\n<p class=\"id\">"
      << html_escape(s.id) << "</p>\n";
  if (!s.citations.empty()) {
    out << "<table><thead><tr><th>Cited source</th><th>Result</th><th>Found on the page</th>"
           "</tr></thead><tbody>\n";
    for (const auto& c : s.citations) write_citation(out, c);
    out << "</tbody></table>\n";
  }
  write_claims(out, s);
  out << "<p>" << html_escape(internal::system_sentence(s)) << "</p>\n";
  if (!s.unlinked_sources.empty()) {
    out << "<p>Sources without a URL:</p><ul>";
    for (const auto& u : s.unlinked_sources) out << "<li>" << html_escape(u) << "</li>";
    out << "</ul>\n";
  }
  out << "</article>\n";
}

// The work heading opens the list even when it is empty; the rest's heading
// comes only with a system to follow it.
void html_rank_heading(std::ostream& out, int rank) {
  if (rank == 0) out << "<h2 id=\"work\">Needs work first</h2>\n";
  if (rank == work_ranks - 1) out << "<h2 id=\"rest\">Everything else</h2>\n";
}

void html_head(std::ostream& out, const Report& report, const std::vector<NightCounts>& chart,
               const HostTally& hosts) {
  out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
         "<title>Source check</title>\n<style>"
      << style << "</style>\n</head>\n<body>\n<header>\n<h1>Source check</h1>\n"
      << "<p class=\"sentence\">" << html_escape(report.summary.sentence) << "</p>\n";
  if (report.summary.claims.total() > 0)
    out << "<p class=\"sentence claims\">" << html_escape(report.summary.claims_sentence)
        << "</p>\n";
  write_counts(out, report);
  out << "<p class=\"meta\">Generated " << html_escape(report.generated_at) << " by "
      << html_escape(report.tool_name) << " " << html_escape(report.tool_version)
      << ". <a href=\"#hosts\">Hosts</a></p>\n</header>\n<main>\n";
  write_host_failures(out, report.host_failures);
  write_chart(out, chart);
  write_filters(out, hosts);
}

void html_tail(std::ostream& out, const HostTally& hosts) {
  write_hosts(out, hosts);
  out << "</main>\n<script>" << script << "</script>\n</body>\n</html>\n";
}

}  // namespace internal

std::string to_html(const Report& report, const std::vector<NightCounts>& chart) {
  internal::HostTally hosts;
  std::array<std::ostringstream, internal::work_ranks> ranks;
  for (const auto& s : report.systems) {
    hosts.add(s);
    internal::html_system(ranks[static_cast<std::size_t>(internal::work_rank(s))], s);
  }
  std::ostringstream out;
  internal::html_head(out, report, chart, hosts);
  for (int r = 0; r < internal::work_ranks; ++r) {
    std::string part = ranks[static_cast<std::size_t>(r)].str();
    if (r == 0 || !part.empty()) internal::html_rank_heading(out, r);
    out << part;
  }
  internal::html_tail(out, hosts);
  return out.str();
}

}  // namespace verifier::report
