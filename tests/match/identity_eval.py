#!/usr/bin/env python3
"""identity_eval.py: the labelled identity suite (tests/match/identity/*.yaml), decided
twice, as the night decides it and as an editor's `verifier check` does, over loopback.

Every case is (page, record, expected): expected is names, describes or does-not-name.
The pages are corpus files read in place from ../shared/corpus (and a few inline texts
written for the test), served by a loopback HTTP server of this script. The dataset is
the whole of records/ plus the suite's ad-hoc systems, their citations replaced by the
suite's pages, so the index is the one the night builds. Then:
  run:   one `verifier run` over that dataset; each case's result is its citation's row
         in report.json;
  check: `verifier check URL --id RECORD --records DATASET` for every case.
Prints precision and recall of `names` and of `describes`, per part (tune, held-out)
and per kind of case, for run and for check; whether check and run agree on every case
(result and evidence); and every miss (`--misses tune` to see the tuning part only).
Exit 0 when check and run agree on every case, 1 otherwise, 2 on misuse.

Per suite file (each file of tests/match/identity/ labelled and split on its own), the
`names` precision and recall of each part are printed too, so a newer round of cases can be
read apart from the older ones. `--run-only` skips `check` (quicker while tuning; the
agreement is then not measured). `--check-shard I/N` runs `check` on every N-th case only,
from the I-th (counting from 0), so that the agreement test can be split into N tests that
each end well within their time limit; `run` still decides every case.

Usage: identity_eval.py VERIFIER [--misses all|tune|held-out|none] [--part all|tune|held-out]
                        [--run-only] [--check-shard I/N]
"""
import argparse
import collections
import concurrent.futures
import gzip
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.parse

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.abspath(os.environ.get("VERIFIER_SHARED_DIR", os.path.join(ROOT, "..", "shared")))
CORPUS = os.path.join(CORPUS, "corpus")
CITATION_KEYS = ("parts", "metrics", "timeline")


def load_cases():
    systems, cases = [], []
    folder = os.path.join(HERE, "identity")
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".yaml"):
            continue
        doc = yaml.safe_load(open(os.path.join(folder, name), encoding="utf-8"))
        systems += doc.get("systems") or []
        for c in doc.get("cases") or []:
            c["suite"] = name
            cases.append(c)
    return systems, cases


def content_type(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        return "application/pdf"
    if ext in (".md", ".txt", ".rst"):
        return "text/plain; charset=utf-8"
    if ext == ".csv":
        return "text/csv; charset=utf-8"
    return "text/html"


def page_bytes(case):
    """(url path, body, content type) of a case's page."""
    if "text" in case:
        return "/inline/%s.txt" % case["id"], case["text"].encode("utf-8"), "text/plain; charset=utf-8"
    rel = case["file"]
    data = open(os.path.join(CORPUS, rel), "rb").read()
    if rel.endswith(".gz"):
        data, rel = gzip.decompress(data), rel[:-3]
    return "/corpus/" + urllib.parse.quote(rel), data, content_type(rel)


class Pages(http.server.BaseHTTPRequestHandler):
    pages = {}

    def do_GET(self):
        page = self.pages.get(self.path.split("#")[0])
        if page is None:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body, ctype = page
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def strip_citations(record):
    record.pop("sources", None)
    for key in CITATION_KEYS:
        for row in record.get(key) or []:
            if isinstance(row, dict):
                row.pop("source", None)
    return record


def write_dataset(folder, systems, cases, url_of):
    """records/ and the ad-hoc systems, each citing only the suite's pages for it."""
    cited = collections.defaultdict(list)
    for c in cases:
        if url_of[c["id"]] not in cited[c["record"]]:
            cited[c["record"]].append(url_of[c["id"]])
    os.makedirs(folder)
    records_dir = os.path.join(ROOT, "records")
    for name in os.listdir(records_dir):
        if not name.endswith(".yaml"):
            continue
        record = strip_citations(yaml.safe_load(open(os.path.join(records_dir, name), encoding="utf-8")))
        record["sources"] = cited.get(record["id"], [])
        yaml.safe_dump(record, open(os.path.join(folder, name), "w", encoding="utf-8"), allow_unicode=True)
    for s in systems:
        record = dict(s)
        record["sources"] = cited.get(record["id"], [])
        yaml.safe_dump(record, open(os.path.join(folder, record["id"] + ".yaml"), "w", encoding="utf-8"),
                       allow_unicode=True)


def write_rules(folder):
    """The project's rules, with no politeness gap: one loopback host serves every page."""
    shutil.copytree(os.path.join(ROOT, "rules"), folder)
    path = os.path.join(folder, "fetch.yaml")
    lines = [l for l in open(path, encoding="utf-8") if not l.startswith(("gap_seconds", "per_host"))]
    lines += ["gap_seconds: 0\n", "per_host: 8\n"]
    open(path, "w", encoding="utf-8").writelines(lines)


def run_report(verifier, dataset, rules, out, timeout=900):
    """report.json of one `verifier run` over the dataset (exits on failure)."""
    cmd = [verifier, "run", "--records", dataset, "--rules", rules, "--out", out, "--allow-private",
           "--quiet", "--date", "2026-12-01"]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if done.returncode not in (0, 1):
        sys.exit("identity_eval: verifier run failed (%d): %s" % (done.returncode, done.stderr[-2000:]))
    return json.load(open(os.path.join(out, "report.json"), encoding="utf-8"))


def decide_run(verifier, dataset, rules, out):
    report = run_report(verifier, dataset, rules, out)
    rows = {}
    for system in report["systems"]:
        for c in system["citations"]:
            rows[(system["id"], c["url"])] = (c["result"], c.get("evidence") or "")
    return rows


def decide_check(verifier, dataset, rules, record, url):
    cmd = [verifier, "check", url, "--id", record, "--records", dataset, "--rules", rules,
           "--allow-private"]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        return ("error: " + done.stderr.strip()[-300:], "")
    lines = done.stdout.splitlines()
    evidence = next((l[len("evidence: "):] for l in lines if l.startswith("evidence: ")), "")
    return (lines[0] if lines else "", evidence)


def ratio(a, b):
    return "%.4f" % (a / b) if b else "  -   "


def scores(cases, got, word):
    tp = sum(1 for c in cases if got[c["id"]] == word and c["expect"] == word)
    fp = sum(1 for c in cases if got[c["id"]] == word and c["expect"] != word)
    fn = sum(1 for c in cases if got[c["id"]] != word and c["expect"] == word)
    return tp, fp, fn


def print_table(mode, cases, got):
    print("== %s" % mode)
    print("%-9s %-14s %5s   %-25s %-25s" % ("part", "kind", "cases", "names P / R (tp fp fn)",
                                             "describes P / R (tp fp fn)"))
    for part in ("tune", "held-out", "all"):
        in_part = [c for c in cases if part == "all" or c["part"] == part]
        kinds = ["all"] + sorted({c["kind"] for c in in_part})
        for kind in kinds:
            sel = [c for c in in_part if kind == "all" or c["kind"] == kind]
            cells = []
            for word in ("names", "describes"):
                tp, fp, fn = scores(sel, got, word)
                cells.append("%s / %s (%d %d %d)" % (ratio(tp, tp + fp), ratio(tp, tp + fn), tp, fp, fn))
            print("%-9s %-14s %5d   %-25s %-25s" % (part, kind, len(sel), cells[0], cells[1]))
    for part in ("tune", "held-out"):
        sel = [c for c in cases if c["part"] == part]
        for word in ("names", "describes"):
            tp, fp, fn = scores(sel, got, word)
            key = "%s_%s_%s" % (mode, part.replace("-", "_"), word)
            print("%s_precision: %s" % (key, ratio(tp, tp + fp)))
            print("%s_recall: %s" % (key, ratio(tp, tp + fn)))


def print_by_suite(cases, got):
    print("== run, names per suite file and part")
    for suite in sorted({c["suite"] for c in cases}):
        for part in ("tune", "held-out"):
            sel = [c for c in cases if c["suite"] == suite and c["part"] == part]
            tp, fp, fn = scores(sel, got, "names")
            print("%-18s %-9s %4d cases   names P / R %s / %s (%d %d %d)" % (
                suite, part, len(sel), ratio(tp, tp + fp), ratio(tp, tp + fn), tp, fp, fn))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("verifier")
    ap.add_argument("--misses", default="all", choices=["all", "tune", "held-out", "none"])
    ap.add_argument("--part", default="all", choices=["all", "tune", "held-out"])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--run-only", action="store_true")
    ap.add_argument("--check-shard", default="0/1", metavar="I/N")
    args = ap.parse_args()
    try:
        shard, shards = (int(x) for x in args.check_shard.split("/"))
        assert 0 <= shard < shards
    except (ValueError, AssertionError):
        ap.error("--check-shard wants I/N with 0 <= I < N, got %r" % args.check_shard)

    systems, cases = load_cases()
    url_of, Pages.pages = {}, {}
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    base = "http://127.0.0.1:%d" % server.server_address[1]
    for c in cases:
        path, body, ctype = page_bytes(c)
        Pages.pages[path] = (body, ctype)
        url_of[c["id"]] = base + path
    threading.Thread(target=server.serve_forever, daemon=True).start()
    work = tempfile.mkdtemp(prefix="identity-eval-")
    try:
        dataset, rules = os.path.join(work, "records"), os.path.join(work, "rules")
        write_dataset(dataset, systems, cases, url_of)
        write_rules(rules)
        rows = decide_run(args.verifier, dataset, rules, os.path.join(work, "out"))
        checks = {}
        checked = [c for k, c in enumerate(cases) if k % shards == shard]
        if not args.run_only:
            with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
                checks = dict(zip([c["id"] for c in checked], pool.map(
                    lambda c: decide_check(args.verifier, dataset, rules, c["record"], url_of[c["id"]]),
                    checked)))
    finally:
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)

    run = {c["id"]: rows.get((c["record"], url_of[c["id"]]), ("missing", "")) for c in cases}
    run_word = {k: v[0] for k, v in run.items()}
    if args.run_only:
        checks, checked = dict(run), cases
    check_word = {k: v[0] for k, v in checks.items()}
    shown = [c for c in cases if args.part == "all" or c["part"] == args.part]
    print("identity suite: %d cases (tune %d, held-out %d); %d on ai-clusters/ pages; %d traps; "
          "%d expected describes" % (len(cases), sum(c["part"] == "tune" for c in cases),
                                     sum(c["part"] == "held-out" for c in cases),
                                     sum(c.get("file", "").startswith("ai-clusters/") for c in cases),
                                     sum(bool(c.get("trap")) for c in cases),
                                     sum(c["expect"] == "describes" for c in cases)))
    print_table("run", shown, run_word)
    print_by_suite(shown, run_word)
    if not args.run_only:
        print_table("check" if shards == 1 else "check, shard %d of %d" % (shard, shards),
                    [c for c in shown if c["id"] in checks], check_word)
    disagree = [c for c in checked if run[c["id"]] != checks[c["id"]]]
    if args.run_only:
        print("check_run_agreement: not measured (--run-only)")
    else:
        print("check_run_agreement: %s (%d of %d cases)" % (
            ratio(len(checked) - len(disagree), len(checked)), len(checked) - len(disagree), len(checked)))
    for c in disagree:
        print("DISAGREE %s: run %s | check %s" % (c["id"], run[c["id"]], checks[c["id"]]))
    if args.misses != "none":
        for c in cases:
            if args.misses != "all" and c["part"] != args.misses:
                continue
            checked_word = check_word.get(c["id"], run_word[c["id"]])
            if run_word[c["id"]] != c["expect"] or checked_word != c["expect"]:
                print("MISS %s [%s, %s, %s] %s: expect %s, got %s (check: %s)\n     evidence: %s\n"
                      "     why: %s" % (c["id"], c["part"], c["kind"], c.get("file", "inline"),
                                       c["record"], c["expect"], run_word[c["id"]],
                                       checked_word, run[c["id"]][1], c.get("why", "")))
    return 0 if not disagree else 1


if __name__ == "__main__":
    sys.exit(main())
