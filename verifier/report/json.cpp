// json.cpp: report.json both ways: written as schema 2
// (report.schema.v2.json), read as schema 1 or 2 (a baseline may be older
// than the run). Keys come in the schema's order (ordered_json) so the file
// is stable and diffs read well; every optional field is written, null when
// empty, so readers never guess.
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>

#include "report/render.h"
#include "report/report.h"

namespace verifier::report {
namespace {

using Json = nlohmann::ordered_json;

template <typename T>
Json or_null(const std::optional<T>& v) {
  return v ? Json(*v) : Json(nullptr);
}

// 6128, not 6128.0: a count reads as the record wrote it.
Json value_json(double v) {
  if (v == std::floor(v) && std::fabs(v) < 9e15) return Json(static_cast<std::int64_t>(v));
  return Json(v);
}

Json citation_json(const CitationReport& c) {
  Json j;
  j["url"] = c.url;
  j["final_url"] = c.final_url;
  j["http_status"] = or_null(c.http_status);
  j["result"] = std::string(word(c.result));
  j["detail"] = c.detail;
  j["matched_alias"] = or_null(c.matched_alias);
  j["evidence"] = or_null(c.evidence);
  j["identified_by"] = c.identified_by.empty() ? Json(nullptr) : Json(c.identified_by);
  j["fragment_url"] = c.fragment_url;
  j["site_level"] = c.site_level;
  j["cited_for"] = c.cited_for;
  j["note"] = or_null(c.note);
  j["failing_since"] = or_null(c.failing_since);
  j["confirmed"] = c.confirmed;
  j["last_good"] = c.last_good ? Json{{"result", std::string(word(c.last_good->result))},
                                      {"date", c.last_good->date}}
                               : Json(nullptr);
  // Only when the row was decided on a copy: reports without copies stay as they were.
  if (c.archive)
    j["archive"] = {{"url", c.archive->url}, {"date", c.archive->date}, {"reason", c.archive->reason}};
  j["claims"] = Json::array();
  for (const auto& claim : c.claims)
    j["claims"].push_back({{"part", claim.part},
                           {"value", value_json(claim.value)},
                           {"result", std::string(word(claim.result))},
                           {"found", claim.found.empty() ? Json(nullptr) : Json(claim.found)},
                           {"evidence", claim.evidence.empty() ? Json(nullptr) : Json(claim.evidence)}});
  return j;
}

Json system_json(const SystemReport& s) {
  Json j;
  j["id"] = s.id;
  j["name"] = s.name;
  j["verdict"] = std::string(word(s.verdict));
  j["citations"] = Json::array();
  for (const auto& c : s.citations) j["citations"].push_back(citation_json(c));
  j["unlinked_sources"] = s.unlinked_sources;
  return j;
}

Json summary_json(const Summary& s) {
  Json j;
  j["systems"] = s.systems;
  j["verified"] = s[Verdict::verified];
  j["described"] = s[Verdict::described];
  j["weakly_sourced"] = s[Verdict::weakly_sourced];
  j["unverifiable"] = s[Verdict::unverifiable];
  j["uncited"] = s[Verdict::uncited];
  j["citations"] = s.citations;
  j["urls"] = s.urls;
  j["results"] = Json::object();
  for (const auto& [w, n] : s.results) j["results"][w] = n;
  j["sentence"] = s.sentence;
  j["claims"] = Json{{"cited", s.claims.total()},
                     {"stated", s.claims[ClaimResult::states]},
                     {"contradicted", s.claims[ClaimResult::contradicts]},
                     {"not_stated", s.claims[ClaimResult::not_stated]},
                     {"unread", s.claims[ClaimResult::unread]}};
  j["claims_sentence"] = s.claims_sentence;
  return j;
}

// Reading back: a wrong shape names the JSON path that is wrong.
[[noreturn]] void bad(const std::string& where, const std::string& what) {
  throw ReportError(where + ": " + what);
}

const Json& need(const Json& j, const char* key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) bad(where, std::string("missing \"") + key + "\"");
  return j.at(key);
}

std::string str(const Json& j, const char* key, const std::string& where, bool required = false) {
  if (!j.contains(key) || j.at(key).is_null()) {
    if (required) bad(where, std::string("missing \"") + key + "\"");
    return "";
  }
  if (!j.at(key).is_string()) bad(where + "." + key, "not a string");
  return j.at(key).get<std::string>();
}

std::optional<std::string> opt_str(const Json& j, const char* key, const std::string& where) {
  if (!j.contains(key) || j.at(key).is_null()) return std::nullopt;
  return str(j, key, where);
}

int integer(const Json& j, const char* key, const std::string& where) {
  const Json& v = need(j, key, where);
  if (!v.is_number_integer()) bad(where + "." + key, "not an integer");
  return v.get<int>();
}

std::vector<std::string> strings(const Json& j, const char* key, const std::string& where) {
  std::vector<std::string> out;
  if (!j.contains(key) || j.at(key).is_null()) return out;
  if (!j.at(key).is_array()) bad(where + "." + key, "not an array");
  for (const auto& v : j.at(key)) {
    if (!v.is_string()) bad(where + "." + key, "holds a non-string");
    out.push_back(v.get<std::string>());
  }
  return out;
}

Result result_at(const Json& j, const char* key, const std::string& where) {
  auto r = result_from_word(str(j, key, where, true));
  if (!r) bad(where + "." + key, "unknown result word");
  return *r;
}

ClaimCheck claim_from(const Json& j, const std::string& where) {
  ClaimCheck c;
  c.part = str(j, "part", where, true);
  const Json& value = need(j, "value", where);
  if (!value.is_number()) bad(where + ".value", "not a number");
  c.value = value.get<double>();
  auto r = claim_result_from_word(str(j, "result", where, true));
  if (!r) bad(where + ".result", "unknown claim result word");
  c.result = *r;
  c.found = str(j, "found", where);
  c.evidence = str(j, "evidence", where);
  return c;
}

CitationReport citation_from(const Json& j, const std::string& where) {
  CitationReport c;
  c.url = str(j, "url", where, true);
  c.final_url = str(j, "final_url", where);
  if (j.contains("http_status") && !j.at("http_status").is_null())
    c.http_status = integer(j, "http_status", where);
  c.result = result_at(j, "result", where);
  c.detail = str(j, "detail", where);
  c.matched_alias = opt_str(j, "matched_alias", where);
  c.evidence = opt_str(j, "evidence", where);
  c.identified_by = strings(j, "identified_by", where);
  c.fragment_url = str(j, "fragment_url", where);
  c.site_level = j.value("site_level", false);
  c.cited_for = strings(j, "cited_for", where);
  c.note = opt_str(j, "note", where);
  c.failing_since = opt_str(j, "failing_since", where);
  c.confirmed = j.value("confirmed", false);
  if (j.contains("last_good") && j.at("last_good").is_object()) {
    const Json& lg = j.at("last_good");
    c.last_good = LastGood{result_at(lg, "result", where + ".last_good"),
                           str(lg, "date", where + ".last_good")};
  }
  if (j.contains("archive") && j.at("archive").is_object()) {
    const Json& a = j.at("archive");
    c.archive = ArchiveCopy{str(a, "url", where + ".archive", true), str(a, "date", where + ".archive", true),
                            str(a, "reason", where + ".archive")};
  }
  if (j.contains("claims") && !j.at("claims").is_null()) {
    const Json& list = j.at("claims");
    if (!list.is_array()) bad(where + ".claims", "not an array");
    for (std::size_t i = 0; i < list.size(); ++i)
      c.claims.push_back(claim_from(list[i], where + ".claims[" + std::to_string(i) + "]"));
  }
  return c;
}

SystemReport system_from(const Json& j, const std::string& where) {
  SystemReport s;
  s.id = str(j, "id", where, true);
  s.name = str(j, "name", where, true);
  auto v = verdict_from_word(str(j, "verdict", where, true));
  if (!v) bad(where + ".verdict", "unknown verdict word");
  s.verdict = *v;
  const Json& cs = need(j, "citations", where);
  if (!cs.is_array()) bad(where + ".citations", "not an array");
  for (std::size_t i = 0; i < cs.size(); ++i)
    s.citations.push_back(citation_from(cs[i], where + ".citations[" + std::to_string(i) + "]"));
  s.unlinked_sources = strings(j, "unlinked_sources", where);
  return s;
}

// Schema 1 has no described (it had no such verdict): 0 there.
Summary summary_from(const Json& j, int schema_version) {
  const std::string where = "summary";
  Summary s;
  s.systems = integer(j, "systems", where);
  s[Verdict::verified] = integer(j, "verified", where);
  if (schema_version >= 2) s[Verdict::described] = integer(j, "described", where);
  s[Verdict::weakly_sourced] = integer(j, "weakly_sourced", where);
  s[Verdict::unverifiable] = integer(j, "unverifiable", where);
  s[Verdict::uncited] = integer(j, "uncited", where);
  s.citations = integer(j, "citations", where);
  s.urls = integer(j, "urls", where);
  const Json& rs = need(j, "results", where);
  if (!rs.is_object()) bad("summary.results", "not an object");
  for (const auto& [w, n] : rs.items()) {
    if (!n.is_number_integer()) bad("summary.results." + w, "not an integer");
    s.results[w] = n.get<int>();
  }
  s.sentence = str(j, "sentence", where);
  if (j.contains("claims") && j.at("claims").is_object()) {
    const Json& n = j.at("claims");
    const std::string at = where + ".claims";
    s.claims[ClaimResult::states] = integer(n, "stated", at);
    s.claims[ClaimResult::contradicts] = integer(n, "contradicted", at);
    s.claims[ClaimResult::not_stated] = integer(n, "not_stated", at);
    s.claims[ClaimResult::unread] = integer(n, "unread", at);
    // Every cited count has one of those results: "cited" is their sum.
    if (integer(n, "cited", at) != s.claims.total())
      bad(at + ".cited", "not the sum of the counts by result");
  }
  s.claims_sentence = str(j, "claims_sentence", where);
  return s;
}

Report report_from(const Json& j);

}  // namespace

namespace internal {
namespace {

std::string dump(const Json& j) { return j.dump(2, ' ', false, Json::error_handler_t::replace); }

}  // namespace

// The document without its systems, cut open where "systems" begins.
std::string json_head(const Report& r) {
  Json j;
  j["schema_version"] = r.schema_version;
  j["generated_at"] = r.generated_at;
  j["tool"] = Json{{"name", r.tool_name}, {"version", r.tool_version}};
  j["summary"] = summary_json(r.summary);
  j["host_failures"] = Json::array();
  for (const auto& f : r.host_failures)
    j["host_failures"].push_back(
        {{"host", f.host}, {"urls", f.urls}, {"citations", f.citations}, {"detail", f.detail}});
  std::string text = dump(j);
  text.resize(text.size() - 2);  // the closing "\n}"
  return text + ",\n  \"systems\": [";
}

// A system as the whole document's dump would place it: one level inside
// the systems array. Dumped strings never hold a raw newline, so each
// newline starts a line of the object.
std::string json_system(const SystemReport& s, bool first) {
  const std::string one = dump(system_json(s));
  std::string out = first ? "\n    " : ",\n    ";
  out.reserve(out.size() + one.size() + one.size() / 8);
  for (char c : one) {
    out += c;
    if (c == '\n') out += "    ";
  }
  return out;
}

std::string json_tail(bool any_system) { return any_system ? "\n  ]\n}\n" : "]\n}\n"; }

}  // namespace internal

std::string to_json(const Report& r) {
  std::string out = internal::json_head(r);
  for (std::size_t i = 0; i < r.systems.size(); ++i)
    out += internal::json_system(r.systems[i], i == 0);
  return out + internal::json_tail(!r.systems.empty());
}

Report from_json(std::string_view text) {
  Json j;
  try {
    j = Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error& e) {
    throw ReportError(std::string("not JSON: ") + e.what());
  }
  try {
    return report_from(j);
  } catch (const Json::exception& e) {
    throw ReportError(std::string("wrong shape: ") + e.what());
  }
}

namespace {

// Absent in reports written before hosts were told as a whole.
std::vector<HostFailure> host_failures_from(const Json& report) {
  std::vector<HostFailure> out;
  if (!report.contains("host_failures")) return out;
  const Json& list = report.at("host_failures");
  if (!list.is_array()) bad("host_failures", "not an array");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = "host_failures[" + std::to_string(i) + "]";
    out.push_back({str(list[i], "host", where, true), integer(list[i], "urls", where),
                   integer(list[i], "citations", where), str(list[i], "detail", where)});
  }
  return out;
}

Report report_from(const Json& j) {
  if (!j.is_object()) bad("report", "not a JSON object");
  Report r;
  r.schema_version = integer(j, "schema_version", "report");
  if (r.schema_version != 1 && r.schema_version != 2)
    bad("schema_version", "version " + std::to_string(r.schema_version) + " is not supported");
  r.generated_at = str(j, "generated_at", "report", true);
  const Json& tool = need(j, "tool", "report");
  r.tool_name = str(tool, "name", "tool", true);
  r.tool_version = str(tool, "version", "tool", true);
  r.summary = summary_from(need(j, "summary", "report"), r.schema_version);
  r.host_failures = host_failures_from(j);
  const Json& systems = need(j, "systems", "report");
  if (!systems.is_array()) bad("systems", "not an array");
  for (std::size_t i = 0; i < systems.size(); ++i)
    r.systems.push_back(system_from(systems[i], "systems[" + std::to_string(i) + "]"));
  return r;
}

}  // namespace

}  // namespace verifier::report
