// decide.cpp: from every Reading, the overrides and the history, each
// citation's row and each system's verdict, in the shape of report.json.
#include <algorithm>
#include <cstddef>
#include <set>

#include "core/url.h"
#include "verdict/verdict.h"

namespace verifier::verdict {
namespace {

const Override* find_override(const Rules* rules, const std::string& system_id,
                              const std::string& key) {
  if (rules == nullptr) return nullptr;
  for (const auto& o : rules->overrides)
    if (o.system_id == system_id && o.key == key) return &o;
  return nullptr;
}

bool expired(const Override& o, Date today) {
  return o.expires && *o.expires < today;
}

// Tonight's facts for this system: the URL's reading, names or describes
// when the page identified it.
void fill_from_reading(CitationReport& c, const Reading* r, const std::string& system_id) {
  if (r == nullptr) {
    c.result = Result::unreachable;
    c.detail = "not fetched";
    return;
  }
  c.final_url = r->final_url.empty() ? "" : redacted(r->final_url);
  c.http_status = r->http_status;
  c.result = r->result;
  c.detail = r->detail;
  if (is_readable(r->result)) c.archive = r->archive;  // a copy stands only for a reading
  if (const Naming* n = r->naming_for(system_id); n != nullptr && is_readable(r->result)) {
    c.result = n->describes ? Result::describes : Result::names;
    c.identified_by = n->identified_by;
    if (!n->describes) c.matched_alias = n->alias;
    c.evidence = n->evidence;
    c.fragment_url = n->fragment_url;
  }
}

// The page's evidence stays only under a result that has evidence: a
// describes has no alias, and the other words have no quote at all.
void apply_override(CitationReport& c, const Override& o) {
  c.result = o.result;
  c.archive.reset();  // an editor's decision, not the copy's
  c.detail = "override by " + o.decided_by + ": " + o.reason;
  if (c.result != Result::names) c.matched_alias.reset();
  if (c.result != Result::names && c.result != Result::describes) {
    c.evidence.reset();
    c.identified_by.clear();
    c.fragment_url.clear();
  }
}

void note_expired(CitationReport& c, const Override& o) {
  std::string note = "override by " + o.decided_by + " expired on " + (o.expires ? o.expires->text() : "") +
                     " and was not applied";
  c.detail = c.detail.empty() ? note : c.detail + "; " + note;
}

// Content drift: the page still reads, but identifies the system less than
// on the newest earlier night. A page that went from names to describes
// still identifies it, so it is not "no longer names": it "now only
// describes" it.
std::string drift_note(Result before, Result now, const std::string& date) {
  if (before == Result::names && now == Result::does_not_name)
    return "named this system on " + date + ", no longer does";
  if (before == Result::names && now == Result::describes)
    return "named this system on " + date + ", now only describes it";
  if (before == Result::describes && now == Result::does_not_name)
    return "described this system on " + date + ", no longer does";
  return "";
}

void note_drift(CitationReport& c, const std::vector<PastReading>& past, Date today) {
  for (std::size_t k = past.size(); k-- > 0;) {  // the latest night first
    const PastReading& reading = past[k];
    if (reading.date >= today) continue;
    const std::string note = drift_note(reading.result, c.result, reading.date.text());
    if (!note.empty()) c.detail = c.detail.empty() ? note : c.detail + "; " + note;
    return;
  }
}

const std::vector<PastReading>& past_of(const DecideInput& in, const std::string& id,
                                        const std::string& key) {
  static const std::vector<PastReading> none;
  if (in.history == nullptr) return none;
  auto it = in.history->find({id, key});
  return it == in.history->end() ? none : it->second;
}

std::optional<Reading> reading_of(const DecideInput& in, const std::string& key) {
  if (in.readings == nullptr) return std::nullopt;
  return in.readings->find(key);
}

// The record's accelerator counts that cite this URL, each as tonight's
// page has it: unread when the page could not be read, or was read before
// the claim was written (a 304 of an older reading).
std::vector<ClaimCheck> claims_of(const Record& rec, const std::string& key, const Reading* r) {
  std::vector<ClaimCheck> out;
  for (const auto& part : rec.parts) {
    if (!part.claim() || part.source_key != key) continue;
    const ClaimCheck* c = r != nullptr && is_readable(r->result)
                              ? r->claim_for(rec.id, part.part, *part.quantity)
                              : nullptr;
    out.push_back(c ? *c : ClaimCheck{part.part, *part.quantity, ClaimResult::unread, "", ""});
  }
  return out;
}

// Tonight's row weighed by an override or, without one, by the nights
// before; returns the result the verdict counts.
Result weigh(const DecideInput& in, const std::string& system_id, const std::string& key,
             CitationReport& c) {
  const Override* o = find_override(in.rules, system_id, key);
  if (o != nullptr && !expired(*o, in.today)) {
    apply_override(c, *o);
    return c.result;
  }
  if (o != nullptr) note_expired(c, *o);
  const HistoryRules hr = in.rules != nullptr ? in.rules->history : HistoryRules{};
  Standing st = standing(c.result, in.today, past_of(in, system_id, key), hr);
  note_drift(c, past_of(in, system_id, key), in.today);
  if (st.failing_since) c.failing_since = st.failing_since->text();
  c.confirmed = st.confirmed;
  c.last_good = st.last_good;
  return st.counted;
}

const std::string& name_of(const std::vector<const Record*>& by_id, const std::string& id) {
  static const std::string none;
  auto it = std::lower_bound(by_id.begin(), by_id.end(), id,
                             [](const Record* r, const std::string& k) { return r->id < k; });
  return it != by_id.end() && (*it)->id == id ? (*it)->name : none;
}

// A page that names some other system of the dataset is a lead for editors
// (one that only describes another system is not: it names none). Told
// last, whatever decided the row, when the row does not name its system.
void note_other_systems(CitationReport& c, const Reading* r, const std::string& system_id,
                        const std::vector<const Record*>* by_id) {
  if (c.result != Result::does_not_name || r == nullptr || by_id == nullptr) return;
  std::string others;
  for (const auto& [id, naming] : r->namings) {
    if (id == system_id || naming.describes || others.size() > 200) continue;
    others += (others.empty() ? "" : ", ") + name_of(*by_id, id);
  }
  if (others.empty()) return;
  if (!c.detail.empty()) c.detail += "; ";
  c.detail += "names another system of the dataset: " + others;
}

// One citation's row; returns the result the verdict counts.
Result decide_citation(const DecideInput& in, const Record& rec, const Citation& cit,
                       CitationReport& c) {
  const std::string& key = cit.key();
  c.url = redacted(cit.url);
  c.site_level = is_site_level(cit.url);
  c.cited_for = cit.cited_for;
  c.note = cit.note.as_optional();
  const auto reading = reading_of(in, key);
  fill_from_reading(c, reading ? &*reading : nullptr, rec.id);
  c.claims = claims_of(rec, key, reading ? &*reading : nullptr);
  const Result counted = weigh(in, rec.id, key, c);
  note_other_systems(c, reading ? &*reading : nullptr, rec.id, in.systems);
  return counted;
}

Verdict verdict_of(const std::vector<Result>& counted) {
  if (counted.empty()) return Verdict::uncited;
  if (std::any_of(counted.begin(), counted.end(), [](Result r) { return r == Result::names; }))
    return Verdict::verified;
  if (std::any_of(counted.begin(), counted.end(), [](Result r) { return r == Result::describes; }))
    return Verdict::described;
  if (std::all_of(counted.begin(), counted.end(), is_readable)) return Verdict::weakly_sourced;
  return Verdict::unverifiable;
}

}  // namespace

SystemReport decide_system(const DecideInput& in, const Record& rec) {
  SystemReport s;
  s.id = rec.id;
  s.name = rec.name;
  s.unlinked_sources = rec.unlinked_sources;
  std::vector<Result> counted;
  for (const auto& cit : rec.citations) {
    CitationReport c;
    counted.push_back(decide_citation(in, rec, cit, c));
    s.citations.push_back(std::move(c));
  }
  s.verdict = verdict_of(counted);
  return s;
}

SummaryTally::SummaryTally() {
  for (Result r : all_results) sum_.results[std::string(word(r))] = 0;
}

void SummaryTally::add(const SystemReport& s) {
  ++sum_.systems;
  sum_.add(s.verdict);
  for (const auto& c : s.citations) {
    ++sum_.citations;
    ++sum_.results[std::string(word(c.result))];
    for (const auto& claim : c.claims) sum_.claims.add(claim.result);
  }
}

Summary SummaryTally::summary(int urls) const {
  Summary sum = sum_;
  sum.urls = urls;
  sum.sentence = summary_sentence(sum);
  sum.claims_sentence = claims_sentence(sum.claims);
  return sum;
}

std::vector<const Record*> in_id_order(const std::vector<Record>& records) {
  std::vector<const Record*> order;
  order.reserve(records.size());
  for (const auto& r : records) order.push_back(&r);
  std::sort(order.begin(), order.end(),
            [](const Record* a, const Record* b) { return a->id < b->id; });
  return order;
}

Report decide(const DecideInput& in) {
  Report rep;
  rep.generated_at = in.generated_at;
  rep.tool_version = in.tool_version;
  SummaryTally tally;
  if (in.records == nullptr) {
    rep.summary = tally.summary(0);
    return rep;
  }
  std::set<std::string> keys;
  const auto by_id = in_id_order(*in.records);
  DecideInput all = in;
  if (all.systems == nullptr) all.systems = &by_id;
  for (const Record* r : by_id) {
    rep.systems.push_back(decide_system(all, *r));
    tally.add(rep.systems.back());
    for (const auto& c : r->citations) keys.insert(c.key());
  }
  rep.summary = tally.summary(static_cast<int>(keys.size()));
  return rep;
}

}  // namespace verifier::verdict
