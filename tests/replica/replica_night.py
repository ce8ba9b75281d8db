#!/usr/bin/python3
"""tests/replica/replica_night.py: two nights of the bundled records against the
replica web (tests/replica/generate.py), time-scaled, and the figures of issue 15:

  replica_read_fraction           citations read on night 1 / those the replica makes readable
  replica_blocks                  times a host blocked the verifier (both nights)
  replica_requests_in_429_window  requests sent inside a 429 window (both nights)
  replica_wall_vs_bound           night 1's wall time / the busiest host's own schedule
                                  ((its requests - 1) x its gap, scaled)
  replica_second_night_requests   requests of night 2 (pages and robots.txt)
  replica_second_night_unexpected those of them for a URL neither mutable nor left
                                  unread on night 1 (the target is 0)
  replica_behaviour_mismatches    citations whose result word (or detail) is not the
                                  one their host's behaviour must give

Each figure is printed as `NAME: VALUE`; with --check the targets are asserted
(exit 1 naming each miss). One fixture web serves both nights, so its rate
limits and blocks carry over from night 1 to night 2 as a real archive's would.

Usage: replica_night.py --verifier BIN --fixture-web BIN --work-dir DIR
                        [--scale S] [--source-dir DIR] [--check] [--wayback-rate N]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tests", "nightly"))
from common import Failure, FixtureWeb, drive, run  # noqa: E402

READABLE = ("names", "describes", "does-not-name")
BUSIEST = "web.archive.org"


def run_night(verifier, records, rules, out, state, date, fw, timeout):
    cmd = [verifier, "run", "--records", records, "--rules", rules, "--out", out, "--state", state,
           "--date", date, "--quiet"] + fw.fetch_args(timeout=20)
    code, _, se, secs = run(cmd, timeout=timeout)
    if code not in (0, 1):
        raise Failure(f"replica: the night of {date} exited {code}\n{se[-3000:]}")
    with open(os.path.join(out, "report.json"), encoding="utf-8") as f:
        return json.load(f), secs, se


def page_counts(fw):
    return {(p["host"], p["path"]): p["count"] for p in json.loads(fw.stats())["pages"]}


def longest_hosts(fw, n=3):
    """The n hosts whose requests spanned longest tonight: 'host count span_s', longest first."""
    times = {}
    for p in json.loads(fw.stats())["pages"]:
        times.setdefault(p["host"], []).extend(r["t_ms"] for r in p["requests"])
    spans = sorted(((max(t) - min(t)) / 1000, h, len(t)) for h, t in times.items())[::-1]
    return ", ".join(f"{h} {k} requests over {s:.1f} s" for s, h, k in spans[:n])


def same_key(url):
    return url.split("#", 1)[0]


def gap_of(rules, host):
    with open(os.path.join(rules, "hosts.yaml"), encoding="utf-8") as f:
        for h in yaml.safe_load(f)["hosts"]:
            if h["host"] == host:
                return float(h["gap_seconds"])
    raise SystemExit(f"replica: no gap for {host} in {rules}/hosts.yaml")


def mismatches(report, expected):
    """(system, url, expected, got) of every citation whose result is not its kind's."""
    out = []
    for s in report["systems"]:
        for c in s["citations"]:
            e = expected.get(same_key(c["url"]))
            if e is None:
                out.append((s["id"], c["url"], "a replica page", "none"))
                continue
            want, detail = e["result"], e["detail"]
            got = c["result"]
            ok = got in READABLE if want == "readable" else got == want
            if ok and detail and detail not in (c.get("detail") or ""):
                ok = False
            if not ok:
                out.append((s["id"], c["url"], f"{want} ({e['kind']}{': ' + detail if detail else ''})",
                            f"{got} ({c.get('detail')})"))
    return out


def counts(throttle):
    """The throttle's counts in a line: 429s, in windows, blocks, refused, per host with any."""
    keys = ("too_many", "in_429_window", "blocks", "refused")
    hosts = [f"{h['host']} " + " ".join(f"{k}={h[k]}" for k in keys if h[k])
             for h in throttle["hosts"] if any(h[k] for k in keys)]
    return "; ".join(hosts) or "no 429s"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--verifier", required=True)
    ap.add_argument("--fixture-web", required=True)
    ap.add_argument("--work-dir", required=True)
    ap.add_argument("--source-dir", default=REPO)
    ap.add_argument("--scale", type=int, default=10)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--wayback-rate", default="0", help="passed to generate.py")
    a = ap.parse_args()
    work = a.work_dir
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    gen = os.path.join(work, "replica")
    records = os.path.join(a.source_dir, "records")
    subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), "--out", gen, "--scale",
                    str(a.scale), "--records", records, "--rules", os.path.join(a.source_dir, "rules"),
                    "--wayback-rate", a.wayback_rate],
                   check=True, timeout=120)
    with open(os.path.join(gen, "expected.json"), encoding="utf-8") as f:
        expected = json.load(f)["urls"]
    rules = os.path.join(gen, "rules")
    out, state = os.path.join(work, "out"), os.path.join(work, "state.sqlite")
    gap = gap_of(rules, BUSIEST)
    # A night at scale S is about 1800 / S seconds of the busiest host, plus start-up.
    night_cap = 120 + 4000 // a.scale
    with FixtureWeb(a.fixture_web, os.path.join(gen, "web"), os.path.join(gen, "manifest.yaml"),
                    os.path.join(work, "fw"), throttle=os.path.join(gen, "throttle.yaml")) as fw:
        rep1, wall1, log1 = run_night(a.verifier, records, rules, out, state, "2026-01-01", fw, night_cap)
        seen1 = page_counts(fw)
        spans1 = longest_hosts(fw)
        throttle1 = json.loads(fw.stats("throttle"))
        fw.stats("reset")  # the request log and the throttle's counts, not its buckets' state
        rep2, wall2, log2 = run_night(a.verifier, records, rules, out, state, "2026-01-02", fw, night_cap)
        seen2 = page_counts(fw)
        spans2 = longest_hosts(fw)
        throttle2 = json.loads(fw.stats("throttle"))
    with open(os.path.join(work, "night1.log"), "w") as f:
        f.write(log1)
    with open(os.path.join(work, "night2.log"), "w") as f:
        f.write(log2)
    figures = {}
    # -- read fraction (night 1)
    readable = read = 0
    unread_keys = set()
    for s in rep1["systems"]:
        for c in s["citations"]:
            key = same_key(c["url"])
            e = expected.get(key)
            if c["result"] not in READABLE:
                unread_keys.add(key)
            if e and e["readable"]:
                readable += 1
                read += c["result"] in READABLE
    figures["replica_read_fraction"] = round(read / max(1, readable), 4)
    # -- blocks and 429 windows, both nights
    figures["replica_blocks"] = throttle1["blocks"] + throttle2["blocks"]
    figures["replica_requests_in_429_window"] = throttle1["in_429_window"] + throttle2["in_429_window"]
    # -- wall time against the busiest host's own schedule
    n_busiest = sum(n for (h, _), n in seen1.items() if h == BUSIEST)
    bound = max(1e-9, (n_busiest - 1) * gap)
    figures["replica_wall_vs_bound"] = round(wall1 / bound, 4)
    # -- night 2: only mutable URLs and those left unread (waiting or failed) on night 1
    allowed = set()
    for key, e in expected.items():
        if e["mutable"] or key in unread_keys:
            allowed.update((h, p) for h, p in e["targets"])
    total2 = sum(seen2.values())
    unexpected = {k: n for k, n in seen2.items() if k not in allowed and k[1] != "/robots.txt"}
    figures["replica_second_night_requests"] = total2
    figures["replica_second_night_unexpected"] = sum(unexpected.values())
    bad = mismatches(rep1, expected)
    figures["replica_behaviour_mismatches"] = len(bad)

    n1 = sum(seen1.values())
    print(f"# scale {a.scale}: night 1 {wall1:.1f} s, {n1} requests ({n_busiest} to {BUSIEST}, "
          f"gap {gap:g} s: bound {bound:.1f} s); {read} of {readable} readable citations read; "
          f"throttle {counts(throttle1)}; night 2 {wall2:.1f} s, {total2} requests "
          f"(allowed targets {len(allowed)}), throttle {counts(throttle2)}")
    print(f"# longest hosts, night 1: {spans1}; night 2: {spans2}")
    for k, n in sorted(unexpected.items())[:10]:
        print(f"# night 2 unexpected: {k[0]}{k[1]} x{n}")
    for row in bad[:20]:
        print(f"# mismatch: {row[0]} {row[1]}: want {row[2]}, got {row[3]}")
    for name, value in figures.items():
        print(f"{name}: {value}")
    sys.stdout.flush()
    if not a.check:
        return 0
    misses = []
    if figures["replica_read_fraction"] < 0.95:
        misses.append("replica_read_fraction < 0.95")
    if figures["replica_blocks"] != 0:
        misses.append("replica_blocks != 0")
    if figures["replica_requests_in_429_window"] != 0:
        misses.append("replica_requests_in_429_window != 0")
    if figures["replica_second_night_unexpected"] != 0:
        misses.append("night 2 asked for URLs neither mutable nor unread on night 1")
    if bad:
        misses.append(f"{len(bad)} citations got another result than their behaviour gives")
    for m in misses:
        print(f"FAIL {m}", file=sys.stderr)
    return 1 if misses else 0


if __name__ == "__main__":
    drive(main)
