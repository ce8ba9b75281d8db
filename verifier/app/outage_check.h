// app/outage_check.h: asking whether our own network is down, wired from the
// fetch pool and verdict/outage.h. Takes the rules (the canaries of
// rules/fetch.yaml, the thresholds) and the records; gives the canaries'
// outcomes for a night to decide with, and `verifier run --outage-check`,
// which probes the canaries and one URL of each of a sample of the
// dataset's hosts, decides as a night would, and writes nothing.
#pragma once

#include <vector>

#include "app/options.h"
#include "app/stop_signals.h"
#include "core/record.h"
#include "core/report_model.h"
#include "core/rules.h"
#include "verdict/outage.h"

namespace verifier::app {

// The canaries of rules.outage fetched at once on a pool of their own;
// empty when none are configured. Check signals.stopped() after.
std::vector<verdict::CanaryOutcome> fetch_canaries(const Rules& rules, const NetOptions& net,
                                                   StopSignals& signals);

// Fills each failure's `citations` from the records' citations of its host
// (of a host stopped part-way, of its URLs that `night` says were stopped).
void count_citations(std::vector<HostFailure>& failures, const std::vector<Record>& records,
                     const verdict::NightHosts& night);

// `verifier run --outage-check`: 0 when the network looks fine, 3 when it
// looks like an outage (or the check was stopped), 2 on bad input.
int outage_check_command(const RunOptions& options);

}  // namespace verifier::app
