"""tests/nightly/common.py: what the nightly tests share: a checker that
collects failures, bounded child processes, the fixture web started on free
loopback ports, FIXTURE records and pages, and snapshots of a report folder
and of the SQLite state.

Every process started here is stopped on the way out (see stop_all) and every
wait is bounded.
"""
import argparse
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time

CHILD_SECONDS = 80  # hard cap on any one child process


class Failure(Exception):
    pass


class Checker:
    """Collects failed expectations so one run reports all of them."""

    def __init__(self, name):
        self.name = name
        self.failures = []
        self.passed = 0

    def expect(self, ok, message):
        if ok:
            self.passed += 1
            print("ok   " + message, file=sys.stderr)
        else:
            self.failures.append(message)
            print("FAIL " + message, file=sys.stderr)
        return ok

    def done(self):
        print(f"{self.name}: {self.passed} checks passed, {len(self.failures)} failed", file=sys.stderr)
        return 0 if not self.failures else 1


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from procs import CHILDREN, start, stop, stop_all  # noqa: E402,F401
from fixture_web import FixtureWeb  # noqa: E402,F401


def driver_args(*more):
    """--verifier, --fixture-web, the options in `more` and --work-dir, all
    required; the work folder made afresh."""
    ap = argparse.ArgumentParser()
    for option in ("--verifier", "--fixture-web", *more, "--work-dir"):
        ap.add_argument(option, required=True)
    a = ap.parse_args()
    shutil.rmtree(a.work_dir, ignore_errors=True)
    os.makedirs(a.work_dir)
    return a


def drive(main):
    """Exits with main()'s code; a Failure is one FAIL line; every child is stopped."""
    try:
        sys.exit(main())
    except Failure as e:
        print(f"FAIL {e}", file=sys.stderr)
        sys.exit(1)
    finally:
        stop_all()


def run(cmd, timeout=CHILD_SECONDS, **kw):
    """Runs to the end (bounded); gives (exit code, stdout, stderr, seconds)."""
    t0 = time.monotonic()
    p = start(cmd, **kw)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop(p)
        out, err = p.communicate()
        raise Failure(f"{cmd[0]} did not finish within {timeout} s\n{(err or '')[-3000:]}")
    return p.returncode, out, err, time.monotonic() - t0


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def rules_without_gap(source, out):
    """The repository's rules copied to `out`, with no politeness gap (the tests
    have one fixture server); gives `out`."""
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(os.path.join(source, "rules"), out)
    path = os.path.join(out, "fetch.yaml")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    write(path, text.replace("gap_seconds: 1.0", "gap_seconds: 0"))
    return out


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def page(title, body):
    """An ordinary article page, long enough to be read as one."""
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{title}</title></head>"
            f"<body><header><a href=/>Home</a></header><main><article><h1>{title}</h1>"
            f"<p>{body}</p><p>The operators said the installation took most of the year and that the "
            "machine is used by research groups across the country for climate, materials and "
            "language-model work. Further details were given at the annual users' meeting.</p>"
            "</article></main><footer>FIXTURE page written for the verifier's tests.</footer></body></html>\n")


def record(sid, name, urls, aliases=()):
    text = f"# FIXTURE record written for tests/nightly\nid: {sid}\nname: {json.dumps(name)}\n"
    if aliases:
        text += "aliases:\n" + "".join(f"  - {json.dumps(a)}\n" for a in aliases)
    text += "operator: Fixture Computing Centre\n"
    text += "sources:\n" + "".join(f"  - {u}\n" for u in urls)
    return text


def write_named_pages(records, web, pages, sid, name):
    """Per (host, slug): a record citing https://host/slug, and that page naming
    its system (`sid` and `name` give the record's id and name)."""
    for host, slug in pages:
        n = name(host, slug)
        write(os.path.join(records, f"{sid(host, slug)}.yaml"),
              record(sid(host, slug), n, [f"https://{host}/{slug}"]))
        write(os.path.join(web, host, slug),
              page(f"{n} enters service", f"The {n} entered service this spring with 2,048 accelerators."))


REPORT_FILES = ("report.json", "report.md", "index.html")


def snapshot_reports(out):
    return {f: read_bytes(os.path.join(out, f)) for f in REPORT_FILES}


def state_dump(path):
    """Every row of every table of the state, opened read-only (SQL text)."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        return "\n".join(con.iterdump())
    finally:
        con.close()


def state_ok(path):
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        return con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        con.close()


def citations(report):
    """{(system id, url): citation} of a parsed report.json."""
    return {(s["id"], c["url"]): c for s in report["systems"] for c in s["citations"]}


def verdicts(report):
    return {s["id"]: s["verdict"] for s in report["systems"]}
