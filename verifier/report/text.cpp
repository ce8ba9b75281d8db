#include "report/text.h"

#include <algorithm>
#include <span>

#include "core/ascii.h"
#include "core/url.h"
#include "report/report.h"

namespace verifier::report::internal {
namespace {

// One replacement of an escape: `from` (a character, or a longer run tried
// before it) written as `to`.
struct Escape {
  std::string_view from, to;
};

// `s` with every run a table names replaced, the first entry that matches
// winning; everything else as is.
std::string escaped(std::string_view s, std::span<const Escape> table) {
  std::string out;
  out.reserve(s.size() + s.size() / 8);
  for (std::size_t i = 0; i < s.size();) {
    const auto rest = s.substr(i);
    const auto hit =
        std::ranges::find_if(table, [&](const Escape& e) { return rest.starts_with(e.from); });
    if (hit == table.end()) {
      out += s[i++];
    } else {
      out += hit->to;
      i += hit->from.size();
    }
  }
  return out;
}

constexpr Escape html_escapes[] = {
    {"&", "&amp;"}, {"<", "&lt;"}, {">", "&gt;"}, {"\"", "&quot;"}, {"'", "&#39;"}};

// A CRLF is one line break, so one space.
constexpr Escape md_escapes[] = {
    {"\r\n", " "}, {"\n", " "}, {"\r", " "},   {"\t", " "},    {"|", "\\|"},
    {"\\", "\\\\"}, {"*", "\\*"}, {"`", "\\`"}, {"<", "&lt;"}};

}  // namespace

std::string html_escape(std::string_view s) { return escaped(s, html_escapes); }

std::string md_escape(std::string_view s) { return escaped(s, md_escapes); }

Identity identity_of(std::string_view item) {
  const auto colon = item.find(": ");
  if (colon == std::string_view::npos) return {"", std::string(item)};
  return {std::string(item.substr(0, colon)), std::string(item.substr(colon + 2))};
}

std::string identified_text(const std::vector<std::string>& identified_by) {
  std::string out;
  for (const auto& item : identified_by) {
    const Identity id = identity_of(item);
    if (!out.empty()) out += "; ";
    out += id.kind.empty() ? id.value : id.kind + " " + id.value;
  }
  return out;
}

namespace {

// A whole word: no letter or digit runs on across either end of it. ASCII
// only, unlike the matcher's boundaries (match/normalize.h), which need
// Unicode's tables: this only places colours on words the matcher found.
bool whole_word(std::string_view text, std::size_t at, std::size_t size) {
  const std::size_t end = at + size;
  if (at > 0 && is_ascii_alnum(text[at - 1]) && is_ascii_alnum(text[at])) return false;
  return !(end < text.size() && is_ascii_alnum(text[end - 1]) && is_ascii_alnum(text[end]));
}

struct Span {
  std::size_t begin, end;
  std::string kind;
};

// Every whole-word occurrence of `value` not inside a span already taken.
void take_occurrences(std::string_view text, const Identity& id, std::vector<Span>& taken) {
  const std::string_view value = id.value;
  for (std::size_t at = ascii_ifind(text, value); at != std::string_view::npos;
       at = ascii_ifind(text, value, at + 1)) {
    const std::size_t end = at + value.size();
    if (!whole_word(text, at, value.size())) continue;
    const bool free = std::none_of(taken.begin(), taken.end(), [&](const Span& s) {
      return at < s.end && s.begin < end;
    });
    if (free) taken.push_back({at, end, id.kind});
  }
}

}  // namespace

std::vector<QuoteRun> marked_quote(std::string_view evidence, const CitationReport& c) {
  std::vector<Identity> ids;
  for (const auto& item : c.identified_by) {
    ids.push_back(identity_of(item));
    if (ids.back().kind.empty()) ids.back().kind = "other";
  }
  if (c.matched_alias) ids.push_back({"alias", *c.matched_alias});
  std::erase_if(ids, [](const Identity& id) { return id.value.empty(); });
  std::stable_sort(ids.begin(), ids.end(), [](const Identity& a, const Identity& b) {
    return a.value.size() > b.value.size();
  });
  std::vector<Span> taken;
  for (const auto& id : ids) take_occurrences(evidence, id, taken);
  std::sort(taken.begin(), taken.end(), [](const Span& a, const Span& b) { return a.begin < b.begin; });
  std::vector<QuoteRun> out;
  std::size_t at = 0;
  for (const auto& s : taken) {
    if (s.begin > at) out.push_back({std::string(evidence.substr(at, s.begin - at)), ""});
    out.push_back({std::string(evidence.substr(s.begin, s.end - s.begin)), s.kind});
    at = s.end;
  }
  if (at < evidence.size()) out.push_back({std::string(evidence.substr(at)), ""});
  return out;
}

Result counted_result(const CitationReport& c) {
  if (c.failing_since && !c.confirmed && c.last_good) return c.last_good->result;
  return c.result;
}

std::string result_phrase(const CitationReport& c) {
  std::string out;
  // "names this system (archive copy of 2024-03-01)": the live page was unreadable.
  const std::string copy = c.archive ? " (archive copy of " + c.archive->date + ")" : "";
  if (c.result == Result::names) return "names this system" + copy;
  if (c.result == Result::describes) return "describes this system" + copy;
  if (c.result == Result::does_not_name) {
    out = "does not name this system" + copy;
    if (!c.detail.empty()) out += " (" + c.detail + ")";
    return out;
  }
  out = "unreadable: " + std::string(word(c.result));
  if (!c.detail.empty()) out += " (" + c.detail + ")";
  if (c.failing_since) {
    out += c.confirmed ? "; failing since " + *c.failing_since + ", confirmed"
                       : "; failing since " + *c.failing_since + ", not yet confirmed";
    if (!c.confirmed && c.last_good)
      out += "; last good: " + std::string(word(c.last_good->result)) + " on " + c.last_good->date;
  }
  return out;
}

namespace {

std::string verified_sentence(int names, int total) {
  if (names == total)
    return total == 1 ? "The source cited here names this system."
                      : "Every source cited here names this system.";
  return std::to_string(names) + " of " + std::to_string(total) +
         " sources cited here name this system.";
}

std::string weak_sentence(int site_level, int total) {
  std::string out = total == 1
                        ? "The source cited here was readable and does not name this system."
                        : "Every source cited here was readable and none of them names this system.";
  if (site_level == total)
    out += total == 1 ? " It is cited at site level, a sourcing weakness in itself."
                      : " They are cited at site level, a sourcing weakness in itself.";
  else if (site_level > 0)
    out += " " + std::to_string(site_level) + " of them " + (site_level == 1 ? "is" : "are") +
           " cited at site level.";
  return out;
}

std::string unverifiable_sentence(int unreadable, int total) {
  if (unreadable == total)
    return total == 1 ? "The source cited here could not be read, so this system could not be checked."
                      : "None of the sources cited here could be read, so this system could not be checked.";
  return "None of the readable sources cited here names this system, and " +
         std::to_string(unreadable) + " of " + std::to_string(total) + " could not be read.";
}

}  // namespace

std::string system_sentence(const SystemReport& s) {
  int names = 0, unreadable = 0, site_level = 0, waiting = 0;
  for (const auto& c : s.citations) {
    const Result r = counted_result(c);
    names += r == Result::names ? 1 : 0;
    unreadable += is_readable(r) ? 0 : 1;
    site_level += c.site_level ? 1 : 0;
    waiting += (c.failing_since && !c.confirmed && c.last_good) ? 1 : 0;
  }
  const int total = static_cast<int>(s.citations.size());
  std::string out;
  switch (s.verdict) {
    case Verdict::verified: out = verified_sentence(names, total); break;
    case Verdict::described:
      out = total == 1 ? "The source cited here describes this system without naming it."
                       : "No source cited here names this system; at least one describes it.";
      break;
    case Verdict::weakly_sourced: out = weak_sentence(site_level, total); break;
    case Verdict::unverifiable: out = unverifiable_sentence(unreadable, total); break;
    case Verdict::uncited:
      return s.unlinked_sources.empty()
                 ? "No source with a URL is cited for this system."
                 : "No source with a URL is cited for this system; its sources without one are listed below.";
  }
  if (waiting > 0)
    out += waiting == 1
               ? " 1 failing source counts its last good reading until the failure is confirmed."
               : " " + std::to_string(waiting) +
                     " failing sources count their last good reading until the failures are confirmed.";
  return out;
}

std::string host_failure_sentence(const HostFailure& f) {
  return (f.whole_host ? "all " : "") + std::to_string(f.citations) + " citations of " + f.host + " (" +
         std::to_string(f.urls) + " URLs): " + f.detail;
}

std::string safe_href(std::string_view url) {
  auto u = parse_url(url);
  if (!u || (u->scheme != "http" && u->scheme != "https")) return "";
  return std::string(url);
}

std::vector<CitedClaim> claims_in_order(const SystemReport& s) {
  std::vector<CitedClaim> out;
  for (const auto& c : s.citations)
    for (const auto& claim : c.claims) out.push_back({&c, &claim});
  std::stable_partition(out.begin(), out.end(), [](const CitedClaim& x) {
    return x.claim->result == ClaimResult::contradicts;
  });
  return out;
}

std::string claim_text(const ClaimCheck& c) { return claim_value_text(c.value) + " " + c.part; }

std::string claim_found_text(const ClaimCheck& c) {
  std::string out(word(c.result));
  return c.found.empty() ? out : out + ": " + c.found;
}

}  // namespace verifier::report::internal

namespace verifier::report {

std::string host_failure_line(const HostFailure& f) { return internal::host_failure_sentence(f); }

}  // namespace verifier::report
