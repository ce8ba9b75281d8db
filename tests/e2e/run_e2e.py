#!/usr/bin/python3
"""tests/e2e/run_e2e.py: end-to-end scenarios of `verifier run` over real loopback sockets.

Each scenario runs the built `verifier` binary against the built fixture web
(tests/fixture-web) and checks what a user would: the exit code, the result word
of every citation and the verdict of every system in report.json (against an
expected.tsv), report.json against ../shared/spec/report.schema.v2.json, and that
report.md and index.html were written.

  sample     scripts/sample on the bundled sample (tests/sample/expected.tsv)
  web50      about fifty citations showing every kind of trouble (tests/e2e/web50)
  malformed  a malformed record: exit 2, FILE:LINE:COLUMN, the last report untouched
  lock       two runs on one --state: the second exits 3 at once, naming the first
  hostile    inputs that are not what they seem (issue 16 defects 2, 8, 10): a word
             list that is /dev/zero, unreadable *.yaml, an empty records folder,
             two runs into one --out with different states
  stop       SIGTERM while a page costly to read is being read (issue 16 item 2):
             the run exits 3 within two seconds, writing nothing

Usage: run_e2e.py SCENARIO --verifier BIN --fixture-web BIN --source-dir DIR --work-dir DIR

Every wait is bounded and every process started here is stopped on the way out.
"""
import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse

SCENARIO_SECONDS = 150  # hard cap on any one child process


class Failure(Exception):
    pass


class Checker:
    """Collects failed expectations so one run reports all of them."""

    def __init__(self):
        self.failures = []
        self.passed = 0

    def expect(self, ok, message):
        if ok:
            self.passed += 1
        else:
            self.failures.append(message)
            print("FAIL: " + message, file=sys.stderr)
        return ok

    def done(self, name):
        print(f"{name}: {self.passed} checks passed, {len(self.failures)} failed", file=sys.stderr)
        return 0 if not self.failures else 1


# --- processes ------------------------------------------------------------------------------------

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from procs import CHILDREN, start, stop, stop_all  # noqa: E402,F401
import hostile_pages  # noqa: E402
from fixture_web import FixtureWeb  # noqa: E402


def run(cmd, timeout=SCENARIO_SECONDS):
    """Runs to the end (bounded); gives (exit code, stdout, stderr, seconds)."""
    t0 = time.monotonic()
    p = start(cmd)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop(p)
        out, err = p.communicate()
        raise Failure(f"{cmd[0]} did not finish within {timeout} s\n{err[-3000:]}")
    return p.returncode, out, err, time.monotonic() - t0


def closed_port():
    """A loopback port where, a moment later, nothing listens."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


# --- expectations -------------------------------------------------------------------------------------

def same_key(url):
    """Spec §1: same URL up to the fragment, the case of scheme and host, a default port."""
    p = urllib.parse.urlsplit(url)
    scheme = p.scheme.lower()
    netloc = p.netloc
    userinfo = ""
    if "@" in netloc:
        userinfo, netloc = netloc.rsplit("@", 1)
        userinfo += "@"
    host, port = netloc, ""
    m = re.match(r"^(\[[^\]]*\]|[^:]*)(?::(\d*))?$", netloc)
    if m:
        host, port = m.group(1), m.group(2) or ""
    if (scheme, port) in (("http", "80"), ("https", "443")):
        port = ""
    netloc = userinfo + host.lower() + (":" + port if port else "")
    return urllib.parse.urlunsplit((scheme, netloc, p.path, p.query, ""))


def redacted_key(url):
    """The key of a URL as the report shows it: credentials redacted."""
    return re.sub(r"^([a-z]+://)[^/@]*@", r"\1***@", same_key(url))


def load_expected(path, subst=None, claims=None):
    """Citation and verdict rows; claim rows (system, url, result, part, quantity)
    go into `claims` when given."""
    cites, verdicts = [], {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            kind, sid, url, word, *rest = line.rstrip("\n").split("\t")
            if subst:
                url = subst(url)
            if kind == "citation":
                cites.append((sid, url, word))
            elif kind == "verdict":
                verdicts[sid] = word
            elif kind == "claim" and claims is not None and len(rest) == 2:
                claims.append((sid, url, word, rest[0], float(rest[1])))
            else:
                raise Failure(f"{path}: unknown row kind {kind}")
    return cites, verdicts


def check_claims(chk, report, expected_claims, out):
    """Each claim's result under its citation, summary.claims and the claims
    sentence (spec §5) in report.json and report.md."""
    systems = {s["id"]: s for s in report.get("systems", [])}
    for sid, url, word, part, value in expected_claims:
        cits = [c for c in systems.get(sid, {}).get("citations", [])
                if redacted_key(c["url"]) == redacted_key(url)]
        got = [c for cit in cits for c in cit.get("claims", [])
               if c.get("part") == part and c.get("value") == value]
        if not chk.expect(len(got) == 1, f"{sid}: one claim {value:g} {part} under {url} ({len(got)})"):
            continue
        c = got[0]
        chk.expect(c["result"] == word,
                   f"{sid}: claim {value:g} {part} -> {c['result']} ({c.get('found', '')}), expected {word}")
        if word in ("states", "contradicts"):
            chk.expect(bool(c.get("found")) and bool(c.get("evidence")),
                       f"{sid}: claim {value:g} {part} shows what the page says and quotes it")
    n = {w: sum(1 for e in expected_claims if e[2] == w)
         for w in ("states", "contradicts", "not-stated", "unread")}
    summ = report.get("summary", {})
    want = {"cited": len(expected_claims), "stated": n["states"], "contradicted": n["contradicts"],
            "not_stated": n["not-stated"], "unread": n["unread"]}
    chk.expect(summ.get("claims") == want, f"summary.claims {summ.get('claims')}, expected {want}")
    sentence = (f"{n['states']} of {len(expected_claims)} cited accelerator counts are stated by "
                f"their sources, and {n['contradicts']} are contradicted by them.")
    chk.expect(summ.get("claims_sentence") == sentence,
               f"summary.claims_sentence {summ.get('claims_sentence')!r}")
    with open(os.path.join(out, "report.md"), encoding="utf-8") as f:
        chk.expect(sentence in f.read(), "report.md carries the claims sentence")


def check_report(chk, out, expected_cites, expected_verdicts, schema_path):
    for name in ("report.json", "report.md", "index.html"):
        chk.expect(os.path.isfile(os.path.join(out, name)), f"{name} written in {out}")
    path = os.path.join(out, "report.json")
    if not os.path.isfile(path):
        raise Failure("no report.json: nothing more to check")
    with open(path, encoding="utf-8") as f:
        report = json.load(f)
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    import jsonschema
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(report), key=str)
    chk.expect(not errors, "report.json validates against report.schema.v2.json: " +
               "; ".join(e.message for e in errors[:5]))

    systems = {s["id"]: s for s in report.get("systems", [])}
    ids = [s["id"] for s in report.get("systems", [])]
    chk.expect(ids == sorted(ids), "systems come in id order in report.json")
    chk.expect(set(systems) == set(expected_verdicts),
               f"the report's systems are the expected ones (extra {sorted(set(systems) - set(expected_verdicts))}, "
               f"missing {sorted(set(expected_verdicts) - set(systems))})")
    for sid, verdict in sorted(expected_verdicts.items()):
        got = systems.get(sid, {}).get("verdict")
        chk.expect(got == verdict, f"{sid}: verdict {got}, expected {verdict}")
    for sid, url, word in expected_cites:
        cits = systems.get(sid, {}).get("citations", [])
        match = [c for c in cits if redacted_key(c["url"]) == redacted_key(url)]
        if not chk.expect(len(match) == 1, f"{sid}: exactly one citation of {url} (found {len(match)})"):
            continue
        c = match[0]
        chk.expect(c["result"] == word,
                   f"{sid}: {url} -> {c['result']} ({c.get('detail', '')}), expected {word}")
        if word == "names":
            chk.expect(bool(c.get("evidence")), f"{sid}: {url} names it and quotes evidence")
    for sid, s in systems.items():
        n_expected = len([1 for e in expected_cites if e[0] == sid])
        chk.expect(len(s.get("citations", [])) == n_expected,
                   f"{sid}: {len(s.get('citations', []))} citations in the report, expected {n_expected}")

    summ = report.get("summary", {})
    counts = {v: sum(1 for x in expected_verdicts.values() if x == v)
              for v in ("verified", "described", "weakly-sourced", "unverifiable", "uncited")}
    chk.expect(summ.get("systems") == len(expected_verdicts), "summary.systems")
    chk.expect((summ.get("verified"), summ.get("described"), summ.get("weakly_sourced"),
                summ.get("unverifiable"), summ.get("uncited")) ==
               (counts["verified"], counts["described"], counts["weakly-sourced"],
                counts["unverifiable"], counts["uncited"]),
               f"summary verdict counts {summ}")
    chk.expect(summ.get("citations") == len(expected_cites),
               f"summary.citations {summ.get('citations')}, expected {len(expected_cites)}")
    urls = {same_key(u) for _, u, _ in expected_cites}
    chk.expect(summ.get("urls") == len(urls), f"summary.urls {summ.get('urls')}, expected {len(urls)}")
    words = {}
    for _, _, w in expected_cites:
        words[w] = words.get(w, 0) + 1
    got_words = {k: v for k, v in (summ.get("results") or {}).items() if v}
    chk.expect(got_words == words, f"summary.results {got_words}, expected {words}")
    sentence = (f"{counts['verified']} of {len(expected_verdicts)} systems have a readable citation "
                f"that names them, and {counts['weakly-sourced']} are genuinely weakly sourced; "
                f"{counts['described']} are described by their sources without being named; "
                f"{counts['unverifiable']} could not be checked because their sources were "
                f"unreadable, and {counts['uncited']} have no citation with a URL.")
    chk.expect(summ.get("sentence") == sentence, f"summary.sentence {summ.get('sentence')!r}")
    with open(os.path.join(out, "report.md"), encoding="utf-8") as f:
        md = f.read()
    chk.expect(sentence in md, "report.md carries the dataset sentence")
    return report


def one_record(tmp, scenario, sid, name, url):
    """tmp/records holding one fixture system citing `url`."""
    records = os.path.join(tmp, "records")
    os.makedirs(records, exist_ok=True)
    with open(os.path.join(records, sid + ".yaml"), "w") as f:
        f.write(f"# FIXTURE record written for tests/e2e ({scenario})\nid: {sid}\nname: {name}\n"
                f"sources:\n  - {url}\n")
    return records


def rules_copy(a, tmp, name, change):
    """The project's rules copied into tmp/rules, with `change` applied to one file's text."""
    rules = os.path.join(tmp, "rules")
    shutil.copytree(os.path.join(a.source_dir, "rules"), rules)
    path = os.path.join(rules, name)
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write(change(text))
    return rules


# --- scenarios -------------------------------------------------------------------------------------

def scenario_sample(a, chk):
    src = a.source_dir
    out = os.path.join(a.work_dir, "out")
    code, stdout, stderr, secs = run(
        ["bash", os.path.join(src, "scripts", "sample"), "--no-build", "--verifier", a.verifier,
         "--fixture-web", a.fixture_web, "--out", out, "--timeout", "3"])
    print(f"scripts/sample exited {code} after {secs:.1f} s", file=sys.stderr)
    if code != 0:
        print(stderr[-4000:], file=sys.stderr)
    chk.expect(code == 0, f"scripts/sample exits 0 (got {code})")
    chk.expect(os.path.join(out, "index.html") in stdout,
               f"scripts/sample prints where index.html is (stdout: {stdout.strip()[-300:]!r})")
    claims = []
    cites, verdicts = load_expected(os.path.join(src, "tests", "sample", "expected.tsv"),
                                    claims=claims)
    chk.expect(len(verdicts) >= 20, f"the sample has at least 20 records ({len(verdicts)})")
    chk.expect({c[2] for c in claims} == {"states", "contradicts", "not-stated", "unread"},
               "the sample covers every claim result")
    chk.expect({w for _, _, w in cites} >= {"names", "does-not-name", "not-found", "blocked",
                                            "needs-javascript", "server-error", "unreachable",
                                            "unsupported", "excluded"},
               "the sample covers every result word")
    chk.expect(set(verdicts.values()) == {"verified", "weakly-sourced", "unverifiable", "uncited"},
               "the sample covers every verdict")
    report = check_report(chk, out, cites, verdicts, a.schema)
    check_claims(chk, report, claims, out)
    # Every fixture page says it is one.
    web = os.path.join(src, "tests", "sample", "web")
    for dirpath, _, files in os.walk(web):
        for name in files:
            with open(os.path.join(dirpath, name), "rb") as f:
                head = f.read(400)
            if head.lstrip().lower().startswith((b"<!doctype", b"<html", b"<!--")):
                chk.expect(b"FIXTURE" in head, f"{os.path.join(dirpath, name)} is labelled a fixture")
    # The uncited system with an unlinked source lists it.
    corvex = {s["id"]: s for s in report["systems"]}.get("corvex-b200s", {})
    chk.expect(corvex.get("unlinked_sources") == ["Private correspondence with Corvex.ai staff"],
               "corvex-b200s lists its unlinked source")


def web50_records(a, tmp, port):
    src = os.path.join(a.source_dir, "tests", "e2e", "web50", "records")
    dst = os.path.join(tmp, "records")
    os.makedirs(dst)
    for name in os.listdir(src):
        with open(os.path.join(src, name), encoding="utf-8") as f:
            text = f.read().replace("{http_port}", str(port))
        with open(os.path.join(dst, name), "w", encoding="utf-8") as f:
            f.write(text)
    return dst


def scenario_web50(a, chk):
    base = os.path.join(a.source_dir, "tests", "e2e", "web50")
    tmp = a.work_dir
    out = os.path.join(tmp, "out")
    with FixtureWeb(a.fixture_web, os.path.join(base, "web"), os.path.join(base, "manifest.yaml"),
                    tmp) as fw:
        records = web50_records(a, tmp, fw.http)
        refused = closed_port()
        cmd = [a.verifier, "run", "--records", records, "--out", out,
               "--connect-to", f"refused.gamma.example:81:127.0.0.1:{refused}"] + fw.connect_to() + [
               "--cacert", fw.ca, "--timeout", "2", "--state", os.path.join(tmp, "state.sqlite")]
        code, stdout, stderr, secs = run(cmd, timeout=120)
    print(f"verifier run exited {code} after {secs:.1f} s", file=sys.stderr)
    if code != 0:
        print(stderr[-4000:], file=sys.stderr)
    chk.expect(code == 0, f"verifier run exits 0 (got {code})")
    subst = lambda u: u.replace("{http_port}", str(fw.http))  # noqa: E731
    cites, verdicts = load_expected(os.path.join(base, "expected.tsv"), subst)
    chk.expect(len(cites) >= 45, f"about fifty citations ({len(cites)})")
    report = check_report(chk, out, cites, verdicts, a.schema)
    systems = {s["id"]: s for s in report["systems"]}

    def citation(sid, url):
        for c in systems.get(sid, {}).get("citations", []):
            if redacted_key(c["url"]) == redacted_key(url):
                return c
        return {}

    # A 4xx not listed under blocked says its status.
    chk.expect("418" in citation("corvanth-grid", "https://s418.gamma.example/corvanth").get("detail", ""),
               "the 418 citation's detail gives the status")
    # Site-level flags.
    chk.expect(citation("vantorix-7", "https://www.alpha.example/").get("site_level") is True,
               "a bare site is site_level")
    chk.expect(citation("vantorix-7", "https://specs.alpha.example/systems").get("site_level") in (False, None),
               "a page is not site_level")
    # One URL cited by two rows: one citation, for both claims.
    news = citation("vantorix-7", "https://news.alpha.example/vantorix-announced")
    chk.expect(set(news.get("cited_for", [])) >= {"Accelerator", "accelerators"},
               f"cited_for lists both rows ({news.get('cited_for')})")
    # The redirect chain ends where it should.
    chain = citation("vantorix-7", "https://old.alpha.example/a")
    chk.expect(chain.get("final_url", "").endswith("mid.alpha.example/c"),
               f"the redirect chain's final_url ({chain.get('final_url')})")
    # A meta refresh is followed, and the page it leads to is the one judged.
    moved = citation("vantorix-7", "https://refresh.alpha.example/old")
    chk.expect(moved.get("result") == "names" and moved.get("final_url", "").endswith("refresh.alpha.example/new"),
               f"the meta refresh is followed ({moved.get('result')}, {moved.get('final_url')})")
    # Credentials: excluded, and never shown.
    creds = citation("corvanth-grid", "https://editor:s3cret@creds.gamma.example/corvanth")
    chk.expect("credential" in creds.get("detail", "").lower(),
               f"the credentials citation says why ({creds.get('detail')})")
    chk.expect("***@creds.gamma.example" in creds.get("url", ""), f"its URL is redacted ({creds.get('url')})")
    for name in ("report.json", "report.md", "index.html"):
        path = os.path.join(out, name)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                text = f.read()
            chk.expect("s3cret" not in text and "editor:" not in text, f"{name} never shows the password")
    with open(os.path.join(out, "report.md"), encoding="utf-8") as f:
        md = f.read()
    chk.expect("***@creds.gamma.example" in md or "\\*\\*\\*@creds.gamma.example" in md,
               "report.md shows the URL redacted (asterisks may be escaped for Markdown)")
    for url in ("http://127.0.0.1:{http_port}/corvanth", "http://[::1]/corvanth",
                "https://to-loopback.gamma.example/corvanth", "https://to-private.gamma.example/corvanth"):
        c = citation("corvanth-grid", subst(url))
        chk.expect(c.get("result") == "excluded" and c.get("detail"),
                   f"{url}: excluded with a reason ({c.get('detail')})")


def scenario_malformed(a, chk):
    bad = os.path.join(a.source_dir, "tests", "e2e", "web50", "bad-records")
    out = os.path.join(a.work_dir, "out")
    os.makedirs(out, exist_ok=True)
    last_good = '{"schema_version": 1, "note": "the last good report, left alone"}\n'
    with open(os.path.join(out, "report.json"), "w") as f:
        f.write(last_good)
    code, stdout, stderr, _ = run([a.verifier, "run", "--records", bad, "--out", out,
                                   "--timeout", "2", "--state", os.path.join(a.work_dir, "state.sqlite")],
                                  timeout=60)
    chk.expect(code == 2, f"a malformed record exits 2 (got {code})")
    chk.expect(re.search(r"broken-one\.yaml:5:\d+: \S", stderr) is not None,
               f"the message names file:line:column ({stderr.strip()[:300]!r})")
    with open(os.path.join(out, "report.json")) as f:
        chk.expect(f.read() == last_good, "the last good report.json is untouched")
    for name in ("report.md", "index.html"):
        chk.expect(not os.path.exists(os.path.join(out, name)), f"no {name} written")
    code, _, stderr, _ = run([a.verifier, "lint", "--records", bad], timeout=60)
    chk.expect(code == 2 and "broken-one.yaml:5:" in stderr, f"lint agrees (exit {code})")
    check_help(a, chk)


def check_help(a, chk):
    """Each subcommand's --help teaches by its own examples; the top one shows them all."""
    subcommands = ("run", "check", "text", "lint", "aliases", "diff")
    code, top, _, _ = run([a.verifier, "--help"], timeout=30)
    chk.expect(code == 0, f"--help exits 0 (got {code})")
    for sub in subcommands:
        chk.expect(f"verifier {sub} " in top, f"--help shows an example of {sub}")
        code, text, _, _ = run([a.verifier, sub, "--help"], timeout=30)
        shown = set(re.findall(r"^  verifier (\w+) ", text, re.M))
        chk.expect(code == 0 and shown == {sub} and "Exit codes:" in text,
                   f"{sub} --help shows its own examples only (exit {code}, examples of {sorted(shown)})")


def scenario_lock(a, chk):
    tmp = a.work_dir
    web = os.path.join(tmp, "web")
    os.makedirs(os.path.join(web, "slow.lock.example"), exist_ok=True)
    manifest = os.path.join(tmp, "manifest.yaml")
    with open(manifest, "w") as f:
        f.write("- host: slow.lock.example\n  path: /never\n  behaviour: never-answer\n"
                "  hold_ms: 20000\n")
    records = one_record(tmp, "lock", "slow-system", "Slow System", "https://slow.lock.example/never")
    state = os.path.join(tmp, "state.sqlite")
    with FixtureWeb(a.fixture_web, web, manifest, tmp) as fw:
        first_cmd = [a.verifier, "run", "--records", records, "--out", os.path.join(tmp, "out1"),
                     "--cacert", fw.ca, "--timeout", "2", "--state", state] + fw.connect_to()
        first = start(first_cmd)
        try:
            # Busy for sure once the never-answer page has been asked for.
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and first.poll() is None and "/never" not in fw.stats():
                time.sleep(0.05)
            time.sleep(0.2)
            chk.expect(first.poll() is None, "the first run is still busy with the never-answer page")
            code, _, stderr, secs = run([a.verifier, "run", "--records", records, "--out",
                                         os.path.join(tmp, "out2"), "--cacert", fw.ca, "--timeout", "2",
                                         "--state", state] + fw.connect_to(), timeout=30)
            chk.expect(code == 3, f"the second run on the same state exits 3 (got {code}: {stderr.strip()[:300]!r})")
            chk.expect(secs < 5, f"... at once ({secs:.1f} s)")
            chk.expect(str(first.pid) in stderr, f"... naming the process that holds the lock ({stderr.strip()[:300]!r})")
            chk.expect(not os.path.exists(os.path.join(tmp, "out2", "report.json")), "... and writes no report")
            try:
                first.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                stop(first)
                raise Failure("the first run did not finish within 60 s")
            chk.expect(first.returncode == 0, f"the first run finishes normally (exit {first.returncode})")
        finally:
            stop(first)
    if os.path.exists(os.path.join(tmp, "out1", "report.json")):
        with open(os.path.join(tmp, "out1", "report.json")) as f:
            rep = json.load(f)
        words = [c["result"] for s in rep["systems"] for c in s["citations"]]
        chk.expect(words == ["unreachable"], f"the never-answer page is unreachable ({words})")


def scenario_hostile(a, chk):
    tmp = a.work_dir
    records = os.path.join(tmp, "records")
    os.makedirs(records)
    with open(os.path.join(records, "one-system.yaml"), "w") as f:
        f.write("# FIXTURE record written for tests/e2e (hostile)\nid: one-system\nname: One System\n"
                "sources:\n  - https://slow.hostile.example/never\n")

    # Defect 2: a word list that never ends. lint said "rules OK" and run hung.
    rules = rules_copy(a, tmp, "words.yaml",
                       lambda text: text.replace("\ndictionaries:\n", "\ndictionaries:\n  - /dev/zero\n", 1))
    code, out, err, secs = run([a.verifier, "lint", "--records", records, "--rules", rules], timeout=30)
    chk.expect(code == 2 and re.search(r"words\.yaml:\d+:\d+: dictionaries: /dev/zero: not a regular file", err),
               f"lint: a /dev/zero word list is an error at its line, exit 2 (got {code}: {err.strip()[-300:]!r})")
    code, out, err, secs = run([a.verifier, "run", "--records", records, "--rules", rules,
                                "--out", os.path.join(tmp, "out-zero"), "--timeout", "2"], timeout=30)
    chk.expect(code == 2 and "/dev/zero" in err and secs < 20,
               f"run: the same, exit 2 at once (got {code} in {secs:.1f} s: {err.strip()[-300:]!r})")

    # `text` says when a page was read only in part, past a cost cap, as the
    # report's detail does; a page read whole gets no such line.
    for name, rules_n, cut in (("costly.html", 5000, True), ("whole.html", 10, False)):
        page = os.path.join(tmp, name)
        with open(page, "wb") as f:
            f.write(hostile_pages.css_cross_page(rules_n, rules_n))
        code, out, err, _ = run([a.verifier, "text", page], timeout=60)
        said = f"{page}: judged on its first part (its CSS is over the selector-matching cap)" in err
        chk.expect(code == 0 and said == cut and (cut or "cell 9" in out),
                   f"text {name}: exit 0, {'saying' if cut else 'not saying'} it was cut "
                   f"(got {code}: {err.strip()[-300:]!r})")

    # Defect 8: every *.yaml that cannot be read is named; an empty folder is an error.
    odd = os.path.join(tmp, "odd-records")
    shutil.copytree(records, odd)
    os.symlink("loop.yaml", os.path.join(odd, "loop.yaml"))
    os.symlink("nowhere.yaml", os.path.join(odd, "dangling.yaml"))
    os.mkfifo(os.path.join(odd, "fifo.yaml"))
    os.mkdir(os.path.join(odd, "folder.yaml"))
    code, out, err, secs = run([a.verifier, "lint", "--records", odd], timeout=30)
    chk.expect(code == 2, f"lint: unreadable *.yaml files exit 2, not 3 (got {code}: {err.strip()[-400:]!r})")
    for name in ("loop.yaml", "dangling.yaml", "fifo.yaml", "folder.yaml"):
        chk.expect(re.search(rf"{re.escape(os.path.join(odd, name))}: \S", err) is not None,
                   f"lint names {name} ({err.strip()[-400:]!r})")
    empty = os.path.join(tmp, "empty-records")
    os.makedirs(empty)
    out_dir = os.path.join(tmp, "out-empty")
    os.makedirs(out_dir)
    last_good = '{"schema_version": 1, "note": "the last good report, left alone"}\n'
    with open(os.path.join(out_dir, "report.json"), "w") as f:
        f.write(last_good)
    code, out, err, _ = run([a.verifier, "run", "--records", empty, "--out", out_dir, "--timeout", "2"], timeout=30)
    chk.expect(code == 2 and "--allow-empty" in err and empty in err,
               f"run: an empty records folder exits 2, naming it (got {code}: {err.strip()[-300:]!r})")
    with open(os.path.join(out_dir, "report.json")) as f:
        chk.expect(f.read() == last_good, "run: the last good report.json is untouched")
    code, out, err, _ = run([a.verifier, "lint", "--records", empty], timeout=30)
    chk.expect(code == 2, f"lint: an empty records folder exits 2 (got {code})")
    code, out, err, _ = run([a.verifier, "lint", "--records", empty, "--allow-empty"], timeout=30)
    chk.expect(code == 0, f"lint --allow-empty: exit 0 (got {code}: {err.strip()[-300:]!r})")
    code, out, err, _ = run([a.verifier, "run", "--records", empty, "--out", out_dir, "--allow-empty",
                             "--timeout", "2"], timeout=30)
    with open(os.path.join(out_dir, "report.json")) as f:
        systems = json.load(f).get("systems")
    chk.expect(code == 0 and systems == [], f"run --allow-empty: exit 0, a report of no systems ({code}, {systems})")

    # Defect 10: two runs into one --out with different states. The second
    # exits 3 at once naming the first; the first ends normally with reports.
    web = os.path.join(tmp, "web")
    os.makedirs(os.path.join(web, "slow.hostile.example"), exist_ok=True)
    manifest = os.path.join(tmp, "manifest.yaml")
    with open(manifest, "w") as f:
        f.write("- host: slow.hostile.example\n  path: /never\n  behaviour: never-answer\n  hold_ms: 20000\n")
    shared_out = os.path.join(tmp, "shared-out")
    with FixtureWeb(a.fixture_web, web, manifest, os.path.join(tmp, "fw")) as fw:
        def cmd(state):
            return [a.verifier, "run", "--records", records, "--out", shared_out, "--cacert", fw.ca,
                    "--timeout", "2", "--state", os.path.join(tmp, state)] + fw.connect_to()
        first = start(cmd("state-a.sqlite"))
        try:
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and first.poll() is None and "/never" not in fw.stats():
                time.sleep(0.05)
            chk.expect(first.poll() is None, "--out lock: the first run is busy with the never-answer page")
            code, _, err, secs = run(cmd("state-b.sqlite"), timeout=30)
            chk.expect(code == 3 and secs < 5, f"--out lock: a second run into the same --out with another state "
                       f"exits 3 at once (got {code} in {secs:.1f} s: {err.strip()[-300:]!r})")
            chk.expect(f"locked by pid {first.pid}" in err, f"--out lock: ... naming the first's pid ({err.strip()[-300:]!r})")
            chk.expect(not os.path.exists(os.path.join(tmp, "state-b.sqlite")), "--out lock: ... before touching its state")
            try:
                first.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                stop(first)
                raise Failure("the first run did not finish within 60 s")
            chk.expect(first.returncode == 0, f"--out lock: the first run ends normally (exit {first.returncode})")
        finally:
            stop(first)
    chk.expect(os.path.isfile(os.path.join(shared_out, "report.json")), "--out lock: the first run's reports are there")


def scenario_stop(a, chk):
    tmp = a.work_dir
    web = os.path.join(tmp, "web")
    os.makedirs(os.path.join(web, "costly.stop.example"), exist_ok=True)
    # 2000 pages drawing one shared 4 MiB content stream: minutes of reading,
    # under a CPU budget raised to two minutes so that only the stop ends it.
    with open(os.path.join(web, "costly.stop.example", "report.pdf"), "wb") as f:
        f.write(hostile_pages.pdf_shared_content(2000, "Costly System", 4 << 20))
    rules = rules_copy(a, tmp, "fetch.yaml",
                       lambda text: re.sub(r"(?m)^page_cpu_seconds:.*$", "page_cpu_seconds: 120", text))
    records = one_record(tmp, "stop", "costly-system", "Costly System",
                         "https://costly.stop.example/report.pdf")
    out = os.path.join(tmp, "out")
    with FixtureWeb(a.fixture_web, web, None, os.path.join(tmp, "fw")) as fw:
        run_ = start([a.verifier, "run", "--records", records, "--rules", rules, "--out", out,
                      "--cacert", fw.ca, "--timeout", "5", "--state", os.path.join(tmp, "state.sqlite")]
                     + fw.connect_to())
        try:
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and run_.poll() is None and "/report.pdf" not in fw.stats():
                time.sleep(0.05)
            time.sleep(1.5)  # fetched at once; now its pages are being read
            chk.expect(run_.poll() is None, "stop: the run is busy reading the costly PDF")
            t0 = time.monotonic()
            run_.send_signal(signal.SIGTERM)
            try:
                _, err = run_.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                stop(run_)
                raise Failure("stop: the run did not exit within 30 s of SIGTERM")
            secs = time.monotonic() - t0
            print(f"stop: exited {secs:.2f} s after SIGTERM", file=sys.stderr)
            chk.expect(run_.returncode == 3, f"stop: exit 3 (got {run_.returncode}: {err.strip()[-300:]!r})")
            chk.expect(secs < 2, f"stop: ... within two seconds of SIGTERM ({secs:.2f} s)")
            chk.expect("stopped by signal 15" in err, f"stop: ... saying so ({err.strip()[-300:]!r})")
            chk.expect(not os.path.exists(os.path.join(out, "report.json")), "stop: ... writing no report")
        finally:
            stop(run_)


SCENARIOS = {"sample": scenario_sample, "web50": scenario_web50, "malformed": scenario_malformed,
             "lock": scenario_lock, "hostile": scenario_hostile, "stop": scenario_stop}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("scenario", choices=sorted(SCENARIOS))
    ap.add_argument("--verifier", required=True)
    ap.add_argument("--fixture-web", required=True)
    ap.add_argument("--source-dir", required=True)
    ap.add_argument("--work-dir", help="scratch folder (emptied first); default a temporary one")
    a = ap.parse_args()
    # The contract's own schema, read in place (CI has ../shared beside the clone).
    a.schema = os.path.join(a.source_dir, "..", "shared", "spec", "report.schema.v2.json")
    own_tmp = None
    if a.work_dir:
        shutil.rmtree(a.work_dir, ignore_errors=True)
        os.makedirs(a.work_dir)
    else:
        own_tmp = a.work_dir = tempfile.mkdtemp(prefix=f"e2e-{a.scenario}-")
    a.work_dir = os.path.abspath(a.work_dir)
    chk = Checker()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        SCENARIOS[a.scenario](a, chk)
    except Failure as e:
        chk.expect(False, str(e))
    finally:
        stop_all()
        if own_tmp:
            shutil.rmtree(own_tmp, ignore_errors=True)
    return chk.done(a.scenario)


if __name__ == "__main__":
    sys.exit(main())
