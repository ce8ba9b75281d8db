#!/usr/bin/python3
"""tests/nightly/hosts_test.py: hosts that push back (issue 15 items 1 and 2),
three nights over the fixture web with one --out and one --state. The web is
restarted each night (its request counts then are that night's).

  budget.example  six pages, daily_budget 4 (robots.txt + 3 pages a night)
  blocked.example four pages; on 01-02 only, /p0 answers 429 and /p1 resets
                  the connection: the host blocked us

  01-01  budget: p0-p2 read, p3-p5 wait (never read: "not fetched"); one
         host-wide line, not "all", counting the 3 waiting; a log line.
         blocked: all four read.
  01-02  budget: p3-p5 (never read) read first, p0-p2 wait keeping their
         readings (names, "last read 2026-01-01"); every system verified.
         blocked: p0 429s, p1 reset, p2 and p3 never sent; p1-p3 blocked,
         failing since 01-02, unconfirmed, their last good reading kept
         (systems still verified); a host-wide line and a log line.
  01-03  budget: p0-p2 (read 01-01, the oldest) read, p3-p5 wait.

Usage: hosts_test.py --verifier BIN --fixture-web BIN --source-dir DIR --work-dir DIR
"""
import json
import os
import sqlite3
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (Checker, FixtureWeb, citations, drive, driver_args,  # noqa: E402
                    rules_without_gap, run, verdicts, write, write_named_pages)

BUDGET = "budget.example"
BLOCKED = "blocked.example"
PAGES = [(BUDGET, f"p{i}") for i in range(6)] + [(BLOCKED, f"p{i}") for i in range(4)]
MISBEHAVING = f"""
- {{host: {BLOCKED}, path: /p0, behaviours: [retry-after], fail_status: 429, clear_after: 0, retry_after: "0"}}
- {{host: {BLOCKED}, path: /p1, behaviours: [reset-mid-body, huge], size_bytes: 200000}}
"""


def sid(host, slug):
    return f"{host.split('.')[0]}-{slug}"


def name(host, slug):
    return f"Hosts {host.split('.')[0].capitalize()} {slug.upper()} Cluster"


def rules_dir(source, work):
    out = rules_without_gap(source, os.path.join(work, "rules"))
    with open(os.path.join(out, "hosts.yaml"), "a", encoding="utf-8") as f:
        f.write(f"  - {{host: {BUDGET}, per_host: 1, gap_seconds: 0, daily_budget: 4}}\n"
                f"  - {{host: {BLOCKED}, per_host: 1, gap_seconds: 0}}\n")
    return out


def counts(stats):
    return {(p["host"], p["path"]): p["count"] for p in json.loads(stats)["pages"]}


def main():
    a = driver_args("--source-dir")
    work = a.work_dir
    chk = Checker("nightly_hosts")
    records, web = os.path.join(work, "records"), os.path.join(work, "web")
    write_named_pages(records, web, PAGES, sid, name)
    manifest = os.path.join(work, "misbehaving.yaml")
    write(manifest, MISBEHAVING)
    rules = rules_dir(a.source_dir, work)
    out, state = os.path.join(work, "out"), os.path.join(work, "state.sqlite")

    def night(date, misbehave=False):
        with FixtureWeb(a.fixture_web, web, manifest if misbehave else "", os.path.join(work, "fw")) as fw:
            cmd = [a.verifier, "run", "--records", records, "--rules", rules, "--out", out,
                   "--state", state, "--date", date, "--quiet"] + fw.fetch_args(timeout=5)
            code, so, se, secs = run(cmd, timeout=70)
            print(f"-- {date}: exit {code} in {secs:.1f} s\n{so[-600:]}{se[-1500:]}", file=sys.stderr)
            seen = counts(fw.stats())
        with open(os.path.join(out, "report.json"), encoding="utf-8") as f:
            return code, se, json.load(f), seen

    def fetched(seen, host, slugs):
        return [seen.get((host, "/" + s), 0) for s in slugs]

    def line_of(report, host):
        return [h for h in report["host_failures"] if h["host"] == host]

    budget_all = [f"p{i}" for i in range(6)]
    first, last = budget_all[:3], budget_all[3:]

    # 01-01
    code, se, rep, seen = night("2026-01-01")
    cits = citations(rep)
    chk.expect(code == 0, f"01-01: exit 0 (got {code})")
    chk.expect(fetched(seen, BUDGET, first) == [1, 1, 1] and fetched(seen, BUDGET, last) == [0, 0, 0],
               f"01-01: budget: p0-p2 fetched once, p3-p5 not at all ({fetched(seen, BUDGET, budget_all)})")
    chk.expect(all(cits[(sid(BUDGET, s), f"https://{BUDGET}/{s}")]["result"] == "names" for s in first),
               "01-01: budget: p0-p2 name their systems")
    chk.expect(all(cits[(sid(BUDGET, s), f"https://{BUDGET}/{s}")]["detail"] == "not fetched" for s in last),
               "01-01: budget: p3-p5, never read, say not fetched")
    hf = line_of(rep, BUDGET)
    chk.expect(len(hf) == 1 and hf[0]["urls"] == 3 and hf[0]["citations"] == 3
               and hf[0]["detail"] == "daily budget of 4 requests spent: waits for the next night",
               f"01-01: one host-wide line for the budget ({hf})")
    md = open(os.path.join(out, "report.md"), encoding="utf-8").read()
    sentence = f"3 citations of {BUDGET} (3 URLs): daily budget of 4 requests spent"
    chk.expect(sentence in md and f"all 3 citations of {BUDGET}" not in md, "01-01: report.md tells it, without 'all'")
    chk.expect(f"verifier: {sentence}" in se, "01-01: and the night's log")
    chk.expect(all(v == "verified" for k, v in verdicts(rep).items() if k.startswith("blocked")),
               "01-01: blocked.example read in full")

    # 01-02
    code, se, rep, seen = night("2026-01-02", misbehave=True)
    cits = citations(rep)
    chk.expect(code == 0, f"01-02: exit 0 (got {code})")
    chk.expect(fetched(seen, BUDGET, last) == [1, 1, 1] and fetched(seen, BUDGET, first) == [0, 0, 0],
               f"01-02: budget: the never-read p3-p5 first, p0-p2 wait ({fetched(seen, BUDGET, budget_all)})")
    waited = [cits[(sid(BUDGET, s), f"https://{BUDGET}/{s}")] for s in first]
    chk.expect(all(c["result"] == "names" and "last read 2026-01-01" in c["detail"]
                   and not c["failing_since"] for c in waited),
               f"01-02: budget: p0-p2 keep their readings, not failing ({[c['detail'] for c in waited]})")
    chk.expect(all(v == "verified" for k, v in verdicts(rep).items() if k.startswith("budget")),
               "01-02: every budget system verified")
    chk.expect(fetched(seen, BLOCKED, ["p2", "p3"]) == [0, 0],
               f"01-02: blocked: p2, p3 never sent ({fetched(seen, BLOCKED, ['p0', 'p1', 'p2', 'p3'])})")
    stopped = [cits[(sid(BLOCKED, s), f"https://{BLOCKED}/{s}")] for s in ("p1", "p2", "p3")]
    chk.expect(all(c["result"] == "blocked" and "the host blocked us after" in c["detail"]
                   and c["failing_since"] == "2026-01-02" and not c["confirmed"]
                   and (c["last_good"] or {}).get("date") == "2026-01-01" for c in stopped),
               f"01-02: blocked: p1-p3 blocked, failing since tonight, unconfirmed, last good kept "
               f"({[(c['result'], c['detail'], c['failing_since'], c['last_good']) for c in stopped]})")
    chk.expect(all(v == "verified" for k, v in verdicts(rep).items() if k.startswith("blocked")),
               "01-02: blocked systems still verified on their last good readings")
    hf = line_of(rep, BLOCKED)
    chk.expect(len(hf) == 1 and hf[0]["urls"] == 3 and hf[0]["citations"] == 3
               and hf[0]["detail"].startswith("the host blocked us after"),
               f"01-02: one host-wide line for the block ({hf})")
    chk.expect(any(l.startswith(f"verifier: 3 citations of {BLOCKED} (3 URLs): the host blocked us after")
                   for l in se.splitlines()), "01-02: and the night's log says it")
    con = sqlite3.connect(state)
    kept = con.execute("SELECT count(*) FROM url_last WHERE url_key LIKE ? AND result != 'blocked'",
                       (f"https://{BLOCKED}/%",)).fetchone()[0]
    con.close()
    chk.expect(kept == 4, f"01-02: the state keeps all four last readings of {BLOCKED} ({kept})")

    # 01-03
    code, se, rep, seen = night("2026-01-03")
    chk.expect(code == 0, f"01-03: exit 0 (got {code})")
    chk.expect(fetched(seen, BUDGET, first) == [1, 1, 1] and fetched(seen, BUDGET, last) == [0, 0, 0],
               f"01-03: budget: the oldest readings (p0-p2, of 01-01) read, p3-p5 wait "
               f"({fetched(seen, BUDGET, budget_all)})")
    chk.expect(all(v == "verified" for v in verdicts(rep).values()), "01-03: every system verified")
    return chk.done()


if __name__ == "__main__":
    drive(main)
