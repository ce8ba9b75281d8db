#!/usr/bin/python3
"""tests/nightly/nights_test.py: five simulated nights of `verifier run --date D`
over the fixture web, with one --state, the web changed between nights.

  flaky-system   its page fails once (404 on 01-02) and recovers on 01-03:
                 failing_since set then cleared, the verdict stays verified
                 from last_good while the failure is unconfirmed
  dead-system    its page answers 410 from 01-02 to 01-04: confirmed on the
                 third failing night (K=3 nights over D=2 days), then the
                 verdict counts it; it comes back on 01-05
  drift-system   its page stops naming the system on 01-03 (content drift):
                 names -> does-not-name, and the detail says so
  steady-system  always names (the control)

Asserted: report.json fields night by night, `run --baseline` exit codes,
`verifier diff` stdout and exit codes (1 on regression only), and the
--markdown and --junit files (JUnit parsed as XML).

Usage: nights_test.py --verifier BIN --fixture-web BIN --work-dir DIR
"""
import json
import os
import shutil
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (Checker, FixtureWeb, citations, drive, driver_args, page, record,  # noqa: E402
                    run, verdicts, write)

# One host a system: the politeness gap (rules/fetch.yaml) applies per host.
HOST = {s: f"{s}.nights.example" for s in ("flaky", "dead", "drift", "steady")}
URL = {s: f"https://{HOST[s]}/{s}" for s in HOST}
NAMES = {"flaky": "Flaky Cluster", "dead": "Dead Cluster", "drift": "Drift Cluster",
         "steady": "Steady Cluster"}
DATES = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05"]

# What each page does on each night: "names", "other" (readable, names nothing
# of ours), or an HTTP status.
PLAN = {
    "flaky": ["names", 404, "names", "names", "names"],
    "dead": ["names", 410, 410, 410, "names"],
    "drift": ["names", "names", "other", "other", "other"],
    "steady": ["names"] * 5,
}


def make_web(work, night):
    root = os.path.join(work, f"web-{night}")
    shutil.rmtree(root, ignore_errors=True)
    manifest = []
    for slug, plan in PLAN.items():
        what = plan[night]
        os.makedirs(os.path.join(root, HOST[slug]), exist_ok=True)
        path = os.path.join(root, HOST[slug], slug)
        if what == "names":
            write(path, page(f"{NAMES[slug]} enters service",
                             f"The {NAMES[slug]} entered service this spring with 4,096 accelerators "
                             "and a new liquid-cooled hall."))
        elif what == "other":
            write(path, page("Our computing services",
                             "The centre now offers cloud credits, training courses and a help desk "
                             "for researchers who need computing time."))
        else:
            manifest.append(f"- {{host: {HOST[slug]}, path: /{slug}, status: {what}}}\n")
    mpath = ""
    if manifest:
        mpath = os.path.join(work, f"manifest-{night}.yaml")
        write(mpath, "".join(manifest))
    return root, mpath


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def main():
    a = driver_args()
    work = a.work_dir
    records = os.path.join(work, "records")
    for slug in PLAN:
        write(os.path.join(records, f"{slug}-system.yaml"), record(f"{slug}-system", NAMES[slug], [URL[slug]]))
    state = os.path.join(work, "state.sqlite")
    chk = Checker("nightly_nights")
    # A night's date that is no day is an input error before anything is read
    # or written (it once passed a pattern check and counted as day 0).
    for bad in ("2024-02-30", "2026-13-01", "26-01-01"):
        bad_out = os.path.join(work, "reports", "bad-date")
        code, _, stderr, _ = run([a.verifier, "run", "--records", records, "--out", bad_out,
                                  "--state", state, "--date", bad, "--quiet"], timeout=30)
        chk.expect(code == 2 and f'--date takes YYYY-MM-DD, not "{bad}"' in stderr,
                   f"--date {bad}: exit 2 naming the date (got {code}: {stderr!r})")
        chk.expect(not os.path.exists(bad_out) and not os.path.exists(state),
                   f"--date {bad}: no report folder and no state written")
    out = {}
    runs = {}
    for night, date in enumerate(DATES):
        root, manifest = make_web(work, night)
        out[date] = os.path.join(work, "reports", date)
        cmd = [a.verifier, "run", "--records", records, "--out", out[date], "--state", state,
               "--date", date, "--quiet"]
        if night > 0:
            cmd += ["--baseline", os.path.join(out[DATES[night - 1]], "report.json")]
        with FixtureWeb(a.fixture_web, root, manifest, os.path.join(work, f"fw-{night}")) as fw:
            runs[date] = run(cmd + fw.fetch_args(timeout=5), timeout=60)
        code, stdout, stderr, secs = runs[date]
        print(f"-- night {date}: exit {code} in {secs:.1f} s\n{stdout}{stderr}", file=sys.stderr)
        for f in ("report.json", "report.md", "index.html"):
            chk.expect(os.path.isfile(os.path.join(out[date], f)), f"{date}: {f} written")

    rep = {d: load(os.path.join(out[d], "report.json")) for d in DATES}
    cit = {d: citations(rep[d]) for d in DATES}
    ver = {d: verdicts(rep[d]) for d in DATES}

    def c(date, slug):
        return cit[date].get((f"{slug}-system", URL[slug]), {})

    d1, d2, d3, d4, d5 = DATES
    # Night 1: everything names its system.
    chk.expect(runs[d1][0] == 0, f"{d1}: exit 0 (no baseline) (got {runs[d1][0]})")
    chk.expect(all(v == "verified" for v in ver[d1].values()) and len(ver[d1]) == 4,
               f"{d1}: all four verified ({ver[d1]})")
    chk.expect(all(x["result"] == "names" and not x.get("failing_since") and not x.get("confirmed")
                   for x in cit[d1].values()), f"{d1}: every citation names, none failing")

    # Night 2: flaky and dead fail for the first time; not a regression.
    chk.expect(runs[d2][0] == 0, f"{d2}: --baseline {d1}: exit 0, unconfirmed failures are no regression "
               f"(got {runs[d2][0]}: {runs[d2][1][-500:]!r})")
    for slug, word in (("flaky", "not-found"), ("dead", "not-found")):
        x = c(d2, slug)
        chk.expect(x.get("result") == word, f"{d2}: {slug} is {word} tonight ({x.get('result')}, {x.get('detail')!r})")
        chk.expect(x.get("failing_since") == d2, f"{d2}: {slug} failing_since {d2} ({x.get('failing_since')})")
        chk.expect(x.get("confirmed") is False, f"{d2}: {slug} not confirmed ({x.get('confirmed')})")
        chk.expect(x.get("last_good") == {"result": "names", "date": d1},
                   f"{d2}: {slug} last_good names on {d1} ({x.get('last_good')})")
        chk.expect(ver[d2][f"{slug}-system"] == "verified",
                   f"{d2}: {slug}-system still verified from last_good ({ver[d2][f'{slug}-system']})")
    chk.expect(c(d2, "dead").get("http_status") == 410, f"{d2}: dead's status 410 ({c(d2, 'dead').get('http_status')})")
    chk.expect(rep[d2]["summary"]["verified"] == 4, f"{d2}: summary verified 4 ({rep[d2]['summary']['verified']})")

    # Night 3: flaky recovered; dead fails a second night; drift stopped naming.
    x = c(d3, "flaky")
    chk.expect(x.get("result") == "names" and not x.get("failing_since") and not x.get("confirmed"),
               f"{d3}: flaky recovered: names, failing_since cleared ({x.get('result')}, {x.get('failing_since')})")
    x = c(d3, "dead")
    chk.expect(x.get("failing_since") == d2 and x.get("confirmed") is False,
               f"{d3}: dead failing since {d2}, 2 nights: unconfirmed ({x.get('failing_since')}, {x.get('confirmed')})")
    chk.expect(ver[d3]["dead-system"] == "verified", f"{d3}: dead-system verified from last_good ({ver[d3]['dead-system']})")
    x = c(d3, "drift")
    chk.expect(x.get("result") == "does-not-name", f"{d3}: drift does-not-name ({x.get('result')})")
    chk.expect("no longer" in (x.get("detail") or "") and d2 in (x.get("detail") or ""),
               f"{d3}: drift's detail says it named the system on {d2} and no longer does ({x.get('detail')!r})")
    chk.expect(not x.get("failing_since"), f"{d3}: drift is readable, so not failing ({x.get('failing_since')})")
    chk.expect(ver[d3]["drift-system"] == "weakly-sourced", f"{d3}: drift-system weakly-sourced ({ver[d3]['drift-system']})")
    chk.expect(runs[d3][0] == 1, f"{d3}: --baseline {d2}: exit 1 on content drift (got {runs[d3][0]})")
    chk.expect("drift-system" in runs[d3][1], f"{d3}: the baseline comparison names drift-system on stdout")
    chk.expect("flaky-system" not in runs[d3][1] or "dead-system" not in runs[d3][1],
               f"{d3}: unconfirmed failures are not listed as regressions")

    # Night 4: dead confirmed (3 failing nights over 2 days); the verdict now counts it.
    x = c(d4, "dead")
    chk.expect(x.get("confirmed") is True and x.get("failing_since") == d2,
               f"{d4}: dead confirmed on its third failing night, since {d2} ({x.get('confirmed')}, {x.get('failing_since')})")
    chk.expect(ver[d4]["dead-system"] == "unverifiable", f"{d4}: dead-system unverifiable once confirmed ({ver[d4]['dead-system']})")
    chk.expect(runs[d4][0] == 1, f"{d4}: --baseline {d3}: exit 1 on the confirmed failure (got {runs[d4][0]})")
    chk.expect("dead-system" in runs[d4][1], f"{d4}: the baseline comparison names dead-system")
    d = c(d4, "drift")
    chk.expect(d.get("result") == "does-not-name" and ver[d4]["drift-system"] == "weakly-sourced",
               f"{d4}: drift still does-not-name, weakly-sourced ({d.get('result')}, {ver[d4]['drift-system']})")
    s4 = rep[d4]["summary"]
    chk.expect((s4["verified"], s4["weakly_sourced"], s4["unverifiable"]) == (2, 1, 1),
               f"{d4}: summary 2 verified, 1 weakly, 1 unverifiable ({s4})")
    # The chart's bar for tonight counts each verdict under its own name.
    html4 = open(os.path.join(out[d4], "index.html"), encoding="utf-8").read()
    bars = [f"<title>{d4}: 2 verified</title>", f"<title>{d4}: 1 weakly sourced</title>",
            f"<title>{d4}: 1 unverifiable</title>"]
    chk.expect(all(b in html4 for b in bars) and f"<title>{d4}: 1 described</title>" not in html4,
               f"{d4}: index.html's chart bar for tonight reads 2 verified, 1 weakly sourced, "
               "1 unverifiable")

    # Night 5: dead is back: the confirmed failure cleared, an improvement only.
    x = c(d5, "dead")
    chk.expect(x.get("result") == "names" and not x.get("confirmed") and not x.get("failing_since"),
               f"{d5}: dead names again, confirmed and failing_since cleared ({x})")
    chk.expect(runs[d5][0] == 0, f"{d5}: --baseline {d4}: exit 0 on improvements (got {runs[d5][0]})")

    # verifier diff between nights.
    def diff(old, new, *extra):
        return run([a.verifier, "diff", os.path.join(out[old], "report.json"),
                    os.path.join(out[new], "report.json"), *extra], timeout=30)

    code, so, se, _ = diff(d1, d2)
    chk.expect(code == 0, f"diff {d1} {d2}: exit 0, a flaky night is no regression (got {code}: {so[-400:]!r}{se[-300:]!r})")
    md, junit = os.path.join(work, "diff-3.md"), os.path.join(work, "diff-3.xml")
    code, so, se, _ = diff(d2, d3, "--markdown", md, "--junit", junit)
    print(f"-- diff {d2} {d3}:\n{so}{se}", file=sys.stderr)
    chk.expect(code == 1, f"diff {d2} {d3}: exit 1 on content drift (got {code})")
    chk.expect("drift-system" in so and URL["drift"] in so, f"diff {d2} {d3}: stdout names drift-system and its URL")
    chk.expect("flaky-system" not in so and "dead-system" not in so,
               f"diff {d2} {d3}: an unconfirmed failure and its recovery are neither regression nor improvement")
    mdtext = open(md, encoding="utf-8").read() if os.path.isfile(md) else ""
    chk.expect("Drift Cluster" in mdtext and URL["drift"] in mdtext and "| names | does-not-name |" in mdtext,
               f"diff --markdown: {md} written, a table row for Drift Cluster's drift")
    try:
        tree = ET.parse(junit)
        failures = [f for f in tree.iter("failure")]
        chk.expect(len(failures) >= 1, f"diff --junit: valid XML with a <failure> ({len(failures)})")
        chk.expect(any("drift-system" in (tc.get("name", "") + tc.get("classname", ""))
                       for tc in tree.iter("testcase") if tc.find("failure") is not None),
                   "diff --junit: the failing test case is drift-system")
    except (ET.ParseError, OSError) as e:
        chk.expect(False, f"diff --junit: {junit} parses as XML ({e})")
    # An older baseline, in schema 1 (no described, no identified_by), still diffs.
    with open(os.path.join(out[d2], "report.json"), encoding="utf-8") as f:
        old = json.load(f)
    old["schema_version"] = 1
    old["summary"].pop("described", None)
    for s in old["systems"]:
        for c in s["citations"]:
            c.pop("identified_by", None)
    schema1 = os.path.join(work, "schema1-report.json")
    with open(schema1, "w", encoding="utf-8") as f:
        json.dump(old, f)
    code, so1, se, _ = run([a.verifier, "diff", schema1, os.path.join(out[d3], "report.json")],
                           timeout=30)
    chk.expect(code == 1 and so1 == so, f"diff of a schema-1 {d2} and {d3}: the same as of the "
               f"schema-2 file (got {code}: {so1[-300:]!r}{se[-300:]!r})")
    code, so, se, _ = diff(d3, d4)
    chk.expect(code == 1 and "dead-system" in so and "confirmed" in so,
               f"diff {d3} {d4}: exit 1, dead-system's failure now confirmed (got {code}: {so[-500:]!r})")
    code, so, se, _ = diff(d4, d3)
    chk.expect(code == 0, f"diff {d4} {d3} (backwards): improvements only, exit 0 (got {code}: {so[-400:]!r})")
    code, so, se, _ = diff(d4, d5, "--junit", os.path.join(work, "diff-5.xml"))
    chk.expect(code == 0 and "dead-system" in so, f"diff {d4} {d5}: the cleared failure is an improvement, exit 0 (got {code})")
    try:
        tree = ET.parse(os.path.join(work, "diff-5.xml"))
        chk.expect(not list(tree.iter("failure")), "diff --junit with no regression has no <failure>")
    except (ET.ParseError, OSError) as e:
        chk.expect(False, f"diff --junit (no regression) parses as XML ({e})")
    code, so, se, _ = diff(d4, d4)
    chk.expect(code == 0, f"diff of a report with itself: exit 0 (got {code})")
    code, so, se, _ = run([a.verifier, "diff", os.path.join(out[d4], "report.json"),
                           os.path.join(work, "no-such.json")], timeout=30)
    chk.expect(code == 2, f"diff with a missing file: exit 2 (got {code}: {se.strip()[:200]!r})")

    # report.md says a failing citation is failing since its first night.
    md3 = open(os.path.join(out[d3], "report.md"), encoding="utf-8").read()
    chk.expect(d2 in md3, f"{d3}: report.md mentions the failing_since date {d2}")
    return chk.done()


if __name__ == "__main__":
    drive(main)
