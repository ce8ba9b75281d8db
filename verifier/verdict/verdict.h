// verdict/verdict.h: judging. Takes the raw facts of a fetch and the
// extracted page and gives the URL-level result word and detail (spec §4);
// then, from every Reading, the history and the overrides, decides each
// system's verdict and fills the core Report. Pure: no I/O, no outside library.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/date.h"
#include "core/fetched.h"
#include "core/history.h"
#include "core/packed_reading.h"
#include "core/page.h"
#include "core/reading.h"
#include "core/record.h"
#include "core/report_model.h"
#include "core/rules.h"

namespace verifier::verdict {

struct Judgement {
  Result result = Result::does_not_name;  // readable pages: does_not_name
  std::string detail;
};

// `page` is null when nothing was extracted (the fetch failed).
Judgement judge(const Fetched& fetched, const Page* page);

struct DecideInput {
  const std::vector<Record>* records = nullptr;
  const NightReadings* readings = nullptr;  // by same_url_key
  const History* history = nullptr;                          // may be null
  const Rules* rules = nullptr;
  Date today;  // the night's: app/ reads the clock once a run, tests fix it
  std::string generated_at;  // RFC 3339
  std::string tool_version;
  // Every system of the dataset in id order (in_id_order): a row that does
  // not name its system tells the other systems its page names. decide()
  // fills it from `records` when null.
  const std::vector<const Record*>* systems = nullptr;
};

// Per citation: the record's URL redacted, the Reading of its same_url_key
// (names or describes when the Reading has a naming for this system, with
// its identified_by), site_level, the
// record's cited_for and note, an override of Rules.overrides for this
// (system, URL) when it has not expired (expires >= today; "" never
// expires), and the standing between nights. Systems in id order; the
// summary and its sentence as spec §4 writes them. A URL with no Reading
// is unreachable ("not fetched"). Content drift (the newest earlier night
// named or described the system, tonight's readable page identifies it
// less: names -> describes, names or describes -> does-not-name) is told in
// `detail`; a page that went from names to describes "now only describes"
// the system, it is not "no longer names".
Report decide(const DecideInput& input);

// The same, one system at a time, for a run that writes its reports as it
// decides (input.records is not read): decide() is these three put together.
SystemReport decide_system(const DecideInput& input, const Record& record);
std::vector<const Record*> in_id_order(const std::vector<Record>& records);
class SummaryTally {
 public:
  SummaryTally();
  void add(const SystemReport& system);
  Summary summary(int urls) const;  // `urls`: the distinct URLs cited

 private:
  Summary sum_;
};

// A citation's place between nights (spec §4). A failure is any result that
// is not readable and not excluded (excluded is on purpose, not a failure).
struct Standing {
  std::optional<Date> failing_since;  // first night of the current failures
  bool confirmed = false;       // failed on >= K nights spanning >= D days
  std::optional<LastGood> last_good;  // the newest readable night before them
  // The result the verdict counts: last_good's while the failure is unconfirmed.
  Result counted = Result::does_not_name;
};

// `past`: the nights before `today`, oldest first (later dates are ignored).
// K nights counts tonight; the span is the days from failing_since to today.
Standing standing(Result tonight, Date today,
                  const std::vector<PastReading>& past, const HistoryRules& rules);

// The dataset sentence exactly as spec §5 writes it, from the summary counts.
std::string summary_sentence(const Summary& s);
// "S of P cited accelerator counts are stated by their sources, and X are
// contradicted by them."
std::string claims_sentence(const ClaimCounts& n);

}  // namespace verifier::verdict
