#!/usr/bin/python3
"""tests/replica/faults_test.py: each host behaviour of the replica web (issue 15
item 4) met once, by a few FIXTURE records, on one small night; each must make
the verifier give its result word and detail:

  web.archive.org  a capture (names), the redirect to the nearest capture from a
                   pinned and from an unpinned URL (names), "not archived" (404),
                   a capture of a 404 page (404), a capture of a soft 404
  archive.ph       a capture (names), the CAPTCHA page, 429 with the CAPTCHA
                   every time
  arxiv.org        a slow answer (names)
  limit.example    10 a minute, while its rule says one every 4 s (limits
                   change without notice): 429s, which the verifier waits out
                   (no request inside a 429 window, no block, every page read)
  block.example    a token a month, and a block for a client that sends inside
                   a 429 window twice; the verifier asks it with no gap: told
                   no Retry-After, it sends inside the window, is blocked, and
                   says so ("the host blocked us after 2 429s"); no request
                   after the block
  later.example    a Retry-After far past retry_after_cap: "rate limited until"

Usage: faults_test.py --verifier BIN --fixture-web BIN --work-dir DIR
"""
import argparse
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402
from replica_night import counts, mismatches, page_counts, run_night  # noqa: E402
from common import FixtureWeb, drive  # noqa: E402

SCALE = 20
WB = "https://web.archive.org/web/"
FAULTS = [
    (WB + "20240101000000/https://fixture.example/capture", "page"),
    (WB + "20240102000000/https://fixture.example/moved", "nearest-capture"),
    ("https://web.archive.org/web/2/https://fixture.example/latest", "nearest-capture"),
    (WB + "20240103000000/https://fixture.example/never", "not-archived"),
    (WB + "20240104000000/https://fixture.example/gone", "captured-404"),
    (WB + "20240105000000/https://fixture.example/soft", "captured-soft-404"),
    ("https://archive.ph/Fx1aA", "page"),
    ("https://archive.ph/Fx2bB", "captcha"),
    ("https://archive.ph/Fx3cC", "captcha-429"),
    ("https://arxiv.org/abs/2401.00001", "slow"),
] + [(f"https://limit.example/p{i}", "page") for i in range(6)] \
  + [(f"https://block.example/p{i}", "page") for i in range(4)] \
  + [(f"https://later.example/p{i}", "page") for i in range(3)]
# Real-time profiles, divided by SCALE as the replica's are.
PROFILES = [
    dict(host="limit.example", rate=10, per_ms=60000, burst=1, retry_after=False,
         block_after_ms=60000, block_ms=3600000),
    dict(host="block.example", rate=1, per_ms=30 * 24 * 3600000, burst=1, retry_after=False,
         block_after_ms=SCALE, forgive_ms=3600000, block_ms=3600000),
    dict(host="later.example", rate=1, per_ms=30 * 24 * 3600000, burst=1, retry_after=True),
]
# One at a time; limit.example at the Wayback Machine's documented gap (4 s,
# scaled), the others with no gap at all.
HOST_RULES = "".join(f"  - {{host: {h}, per_host: 1, gap_seconds: {gap:g}}}\n"
                     for h, gap in (("limit.example", 4 / SCALE), ("block.example", 0),
                                    ("later.example", 0)))


def fixture_record(i, url):
    rid = f"replica-fault-{i:02d}"
    return rid, dict(id=rid, name=f"Replica Fault Cluster {i:02d}",
                     operator="Fixture Computing Centre", site="Testville", parts=[]), (
        f"# FIXTURE record written for tests/replica/faults_test.py\nid: {rid}\n"
        f"name: Replica Fault Cluster {i:02d}\noperator: Fixture Computing Centre\n"
        f"site: Testville\nsources:\n  - {url}\n")


def main():
    ap = argparse.ArgumentParser()
    for option in ("--verifier", "--fixture-web", "--work-dir"):
        ap.add_argument(option, required=True)
    a = ap.parse_args()
    work = a.work_dir
    shutil.rmtree(work, ignore_errors=True)
    records = os.path.join(work, "records")
    os.makedirs(records)
    urls, kinds = {}, {}
    for i, (url, kind) in enumerate(FAULTS):
        rid, rec, text = fixture_record(i, url)
        with open(os.path.join(records, rid + ".yaml"), "w", encoding="utf-8") as f:
            f.write(text)
        urls[url], kinds[url] = (url, [rec]), kind
    gen = os.path.join(work, "replica")
    expected = generate.write_replica(gen, urls, os.path.join(generate.REPO, "rules"), SCALE, kinds,
                                      generate.THROTTLE + PROFILES)
    rules = os.path.join(gen, "rules")
    with open(os.path.join(rules, "hosts.yaml"), "a", encoding="utf-8") as f:
        f.write(HOST_RULES)
    for key in ("block.example", "later.example"):
        for e in expected.values():
            if e["host"] == key:
                e["result"] = "blocked"
                e["detail"] = "the host blocked us after 2 429s" if key == "block.example" else "rate limited until"
    with FixtureWeb(a.fixture_web, os.path.join(gen, "web"), os.path.join(gen, "manifest.yaml"),
                    os.path.join(work, "fw"), throttle=os.path.join(gen, "throttle.yaml")) as fw:
        report, secs, log = run_night(a.verifier, records, rules, os.path.join(work, "out"),
                                      os.path.join(work, "state.sqlite"), "2026-01-01", fw, 80)
        seen = page_counts(fw)
        throttle = {h["host"]: h for h in json.loads(fw.stats("throttle"))["hosts"]}
    print(f"-- {secs:.1f} s; throttle: {counts(dict(hosts=list(throttle.values())))}\n{log[-1500:]}",
          file=sys.stderr)
    failures = []

    def expect(ok, message):
        print(("ok   " if ok else "FAIL ") + message, file=sys.stderr)
        if not ok:
            failures.append(message)

    for row in mismatches(report, expected):
        expect(False, f"{row[0]} {row[1]}: want {row[2]}, got {row[3]}")
    expect(len(report["systems"]) == len(FAULTS), f"{len(FAULTS)} systems decided")
    limit, block, later = (throttle[h] for h in ("limit.example", "block.example", "later.example"))
    expect(limit["too_many"] > 0 and limit["in_429_window"] == 0 and limit["blocks"] == 0,
           f"limit.example: 429s met and waited out, never sent inside a window, no block ({limit})")
    sent = {p: n for (h, p), n in seen.items() if h == "block.example"}
    expect(block["blocks"] == 1 and block["refused"] <= 2,
           f"block.example: blocked once; after the block nothing but curl's one new connection for "
           f"the request that met it ({block})")
    pages = sum(n for p, n in sent.items() if p != "/robots.txt")
    expect(pages in (3, 4) and "/p3" not in sent,
           f"block.example: the first 429, two requests inside its window (the second blocked, "
           f"with curl's one new connection), then nothing ({sent})")
    expect(later["too_many"] == 1 and sum(n for (h, _), n in seen.items() if h == "later.example") == 2,
           f"later.example: one 429 (after robots.txt), then nothing more ({later})")
    expect("the host blocked us after 2 429s (connection reset)" in log,
           "the night's log says block.example blocked us")
    expect("rate limited until" in log, "the night's log says later.example is rate limited")
    print(f"replica faults: {len(failures)} failed", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    drive(main)
