#!/usr/bin/python3
"""tests/faults/run_faults.py: the fault matrix (issue 7) against the built binaries.

  matrix   every row of cases.py through `verifier check`, a few at once: the result
           word, exit 0, no crash, and the wall time within timeout x attempts + slack
  pass     all rows repeated over many host names, ~1,000 citations in one
           `verifier run --concurrency 64`: every result word, and the peak RSS of
           the verifier (getrusage of the child) under a bound
  idn      hosts with non-ASCII labels (bücher.faults.example), over http and https,
           through `verifier check` and `verifier run`: read as their ASCII form
  secrets  a cited URL with credentials is `excluded` and redacted in report.json,
           report.md, index.html, stdout and stderr; a secret in the environment
           shows up nowhere, and the fixture web never saw it nor that URL

Usage: run_faults.py MODE --verifier BIN --fixture-web BIN --work-dir DIR
Only loopback is ever contacted: every host goes to the fixture web through
--connect-to, and the loopback rows are refused before any connection.
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases import CASES, IDN_CASES, PAGE, SYSTEM  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from fixture import run_child  # noqa: E402
from fixture_web import FixtureWeb  # noqa: E402

TIMEOUT = 2         # --timeout given to the verifier, seconds
ATTEMPTS = 3        # the verifier's most attempts per URL (spec §2)
BACKOFF = 2 + 4     # its retry backoffs with jitter (1 s, then 2 s, at most doubled)
SLACK = 15          # start-up, rules, robots.txt and a busy machine
PASS_URLS = 1000    # citations in the one-pass run (each row over many host names)
PASS_TIMEOUT = 8    # --timeout there: 64 transfers share 2 cores and one fixture thread
PASS_RSS_MB = 1024  # peak RSS bound for that pass (measured: ~530 MB)


class Checker:
    def __init__(self):
        self.failures, self.passed = [], 0

    def expect(self, ok, message):
        if ok:
            self.passed += 1
        else:
            self.failures.append(message)
            print("FAIL: " + message, file=sys.stderr)

    def done(self, name):
        print(f"{name}: {self.passed} checks passed, {len(self.failures)} failed", file=sys.stderr)
        return 1 if self.failures else 0


def entries_of(case):
    if case.entry is None:
        return []
    return case.entry if isinstance(case.entry, list) else [case.entry]


def build_web(root, hosts_per_case):
    """Pages and manifest for every case on every one of its host names."""
    manifest = []
    for case, hosts in hosts_per_case:
        for host in hosts:
            os.makedirs(os.path.join(root, host), exist_ok=True)
            for name in ("p", "final"):
                with open(os.path.join(root, host, name), "w") as f:
                    f.write(case.body)
            for entry in entries_of(case):
                manifest.append(dict({"host": host, "path": "/p"}, **entry))
    path = os.path.join(os.path.dirname(root), "manifest.yaml")
    with open(path, "w") as f:
        json.dump(manifest, f, indent=1)  # JSON is YAML
    return path


def url_of(case, host, web):
    template = case.url or case.scheme + "://{host}/p"
    return template.format(host=host, http=web.http, https=web.https)


def connect_args(web, extra=(), timeout=TIMEOUT):
    args = []
    for rule in list(extra) + web.rules():
        args += ["--connect-to", rule]
    return args + ["--cacert", web.ca, "--timeout", str(timeout)]


def bound(case):
    return TIMEOUT * (ATTEMPTS if case.retries else 1) + (BACKOFF if case.retries else 0) + SLACK


def check_one(a, case, web):
    host = case.name + ".faults.example"
    extra = [rule.format(host=host) for rule in case.extra_connect]
    cmd = [a.verifier, "check", url_of(case, host, web), "--name", SYSTEM] + connect_args(web, extra)
    code, out, err, seconds, _ = run_child(cmd, timeout=bound(case) + 60)
    lines = out.splitlines()
    word = lines[0] if lines else ""
    detail = next((l[len("detail: "):] for l in lines if l.startswith("detail: ")), "")
    return case, code, word, detail, seconds, err


def mode_matrix(a, chk):
    root = os.path.join(a.work_dir, "web")
    build_web(root, [(c, [c.name + ".faults.example"]) for c in CASES])
    manifest = os.path.join(a.work_dir, "manifest.yaml")
    with FixtureWeb(a.fixture_web, root, manifest, a.work_dir) as web:
        with concurrent.futures.ThreadPoolExecutor(max_workers=6) as pool:
            jobs = [pool.submit(check_one, a, c, web) for c in CASES]
            for job in concurrent.futures.as_completed(jobs):
                case, code, word, detail, seconds, err = job.result()
                print(f"{case.name:26} {word:14} {seconds:5.1f} s  {detail[:70]}")
                chk.expect(code == 0, f"{case.name}: exit {code}\n{err[-2000:]}")
                chk.expect(word == case.expected, f"{case.name}: {word!r}, expected "
                           f"{case.expected!r}\n{err[-1500:]}")
                chk.expect(seconds <= bound(case), f"{case.name}: {seconds:.1f} s > {bound(case)} s")
                chk.expect(case.detail.lower() in detail.lower(),
                           f"{case.name}: detail {detail!r} lacks {case.detail!r}")
    print(f"matrix: {len(CASES)} rows")


def mode_idn(a, chk):
    root = os.path.join(a.work_dir, "web")
    manifest = build_web(root, [(c, [c.name + ".faults.example"]) for c in IDN_CASES])
    with FixtureWeb(a.fixture_web, root, manifest, a.work_dir) as web:
        for case in IDN_CASES:
            _, code, word, detail, _, err = check_one(a, case, web)
            chk.expect(code == 0 and word == case.expected,
                       f"idn check {case.url}: {word!r} ({detail}), expected {case.expected!r}\n{err[-500:]}")
        rows = [(c, c.url) for c in IDN_CASES]
        records, out = os.path.join(a.work_dir, "records"), os.path.join(a.work_dir, "out")
        pass_records(records, rows)
        code, _, err, _, _ = run_child([a.verifier, "run", "--records", records, "--out", out, "--quiet",
                                        "--state", os.path.join(a.work_dir, "state.sqlite")]
                                       + connect_args(web), timeout=120)
    chk.expect(code == 0, f"idn run exited {code}\n{err[-2000:]}")
    if code == 0:
        check_pass_report(chk, os.path.join(out, "report.json"), rows)


def pass_records(folder, rows):
    """One record per (case, host): `rows` is [(case, url)]."""
    os.makedirs(folder, exist_ok=True)
    for i, (case, url) in enumerate(rows):
        rid = f"r{i:04d}-{case.name}".lower()
        with open(os.path.join(folder, rid + ".yaml"), "w") as f:
            f.write(f"id: {rid}\nname: {SYSTEM} {i}\naliases: [{SYSTEM}]\n"
                    f"sources:\n  - {json.dumps(url)}\n")


def mode_pass(a, chk):
    root = os.path.join(a.work_dir, "web")
    per_row = -(-int(os.environ.get("FAULTS_PASS_URLS", PASS_URLS)) // len(CASES))
    hosts = [(c, [f"h{k}.{c.name}.faults.example" for k in range(per_row)]) for c in CASES]
    manifest = build_web(root, hosts)
    with FixtureWeb(a.fixture_web, root, manifest, a.work_dir) as web:
        rows = []
        for case, names in hosts:
            for k, host in enumerate(names):
                same_each_time = case.url and "{host}" not in case.url
                rows.append((case, url_of(case, host, web) + (f"?n={k}" if same_each_time else "")))
        records, out = os.path.join(a.work_dir, "records"), os.path.join(a.work_dir, "out")
        pass_records(records, rows)
        cmd = [a.verifier, "run", "--records", records, "--out", out, "--quiet",
               "--concurrency", "64", "--state", os.path.join(a.work_dir, "state.sqlite")]
        cmd += connect_args(web, [rule.format(host=h) for c, names in hosts
                                  for h in names for rule in c.extra_connect], PASS_TIMEOUT)
        code, _, err, seconds, rss_kb = run_child(cmd, timeout=600)
    print(f"pass: {len(rows)} URLs, exit {code}, {seconds:.0f} s, peak RSS {rss_kb // 1024} MB")
    chk.expect(code == 0, f"run exited {code}\n{err[-3000:]}")
    chk.expect(len(rows) >= int(os.environ.get("FAULTS_PASS_URLS", PASS_URLS)),
               f"only {len(rows)} URLs")
    chk.expect(rss_kb // 1024 <= PASS_RSS_MB, f"peak RSS {rss_kb // 1024} MB > {PASS_RSS_MB} MB")
    if code == 0:
        check_pass_report(chk, os.path.join(out, "report.json"), rows)


def check_pass_report(chk, path, rows):
    with open(path) as f:
        report = json.load(f)
    got = {s["id"]: s["citations"] for s in report["systems"]}
    wrong = {}
    for i, (case, _) in enumerate(rows):
        cites = got.get(f"r{i:04d}-{case.name}".lower(), [])
        word = f"{cites[0]['result']} ({cites[0].get('detail', '')})" if len(cites) == 1 \
            else f"{len(cites)} citations"
        if not word.startswith(case.expected + " ("):
            wrong.setdefault(case.name, []).append(word)
    for name, words in sorted(wrong.items()):
        chk.expect(False, f"pass: {name}: {len(words)} wrong: {sorted(set(words))}")
    chk.expect(not wrong, "pass: every result word as expected")


SECRET_ENV = "VERIFIER_SECRET_TEST"
SECRET = "s3cr3t-env-7f1b2c"
PASSWORD = "hunter2-pw-9d8e"


def mode_secrets(a, chk):
    root = os.path.join(a.work_dir, "web")
    os.makedirs(os.path.join(root, "ok.faults.example"), exist_ok=True)
    with open(os.path.join(root, "ok.faults.example", "p"), "w") as f:
        f.write(PAGE)
    records, out = os.path.join(a.work_dir, "records"), os.path.join(a.work_dir, "out")
    with FixtureWeb(a.fixture_web, root, "", a.work_dir) as web:
        urls = [f"http://editor:{PASSWORD}@ok.faults.example/secret",
                f"https://{PASSWORD}@ok.faults.example/secret2", "http://ok.faults.example/p"]
        os.makedirs(records, exist_ok=True)
        with open(os.path.join(records, "zorblax.yaml"), "w") as f:
            f.write(f"id: zorblax\nname: {SYSTEM}\nsources:\n" +
                    "".join(f"  - {json.dumps(u)}\n" for u in urls))
        env = dict(os.environ, **{SECRET_ENV: SECRET, "HTTP_AUTHORIZATION": "Bearer " + SECRET,
                                  "VERIFIER_TOKEN": SECRET})
        cmd = [a.verifier, "run", "--records", records, "--out", out, "--state",
               os.path.join(a.work_dir, "state.sqlite")] + connect_args(web)
        code, stdout, stderr, _, _ = run_child(cmd, timeout=120, env=env)
        stats = web.stats()
    chk.expect(code == 0, f"run exited {code}\n{stderr[-2000:]}")
    texts = {"stdout": stdout, "stderr": stderr, "fixture requests": stats}
    for name in ("report.json", "report.md", "index.html"):
        path = os.path.join(out, name)
        chk.expect(os.path.exists(path), f"{name} written")
        texts[name] = open(path, encoding="utf-8", errors="replace").read() if os.path.exists(path) else ""
    for name, text in texts.items():
        chk.expect(PASSWORD not in text, f"the password appears in {name}")
        chk.expect(SECRET not in text, f"the environment's secret appears in {name}")
    for name in ("report.json", "report.md", "index.html"):
        shown = texts[name].replace("\\*", "*")  # Markdown escapes the stars
        chk.expect("***@ok.faults.example/secret" in shown, f"{name} shows the redacted URL")
    chk.expect("/secret" not in stats, "the fixture web was asked for a URL with credentials")
    if texts["report.json"]:
        cites = json.loads(texts["report.json"])["systems"][0]["citations"]
        words = {c["url"]: c["result"] for c in cites}
        for url, word in words.items():
            want = "names" if url.endswith("/p") else "excluded"
            chk.expect(word == want, f"{url}: {word}, expected {want}")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=["matrix", "pass", "secrets", "idn"])
    p.add_argument("--verifier", required=True)
    p.add_argument("--fixture-web", required=True)
    p.add_argument("--work-dir", required=True)
    a = p.parse_args()
    shutil.rmtree(a.work_dir, ignore_errors=True)
    os.makedirs(a.work_dir)
    chk = Checker()
    try:
        {"matrix": mode_matrix, "pass": mode_pass, "secrets": mode_secrets, "idn": mode_idn}[a.mode](a, chk)
    except Exception as e:  # a failed step is a failed test, with its reason
        chk.expect(False, f"{type(e).__name__}: {e}")
    return chk.done("faults " + a.mode)


if __name__ == "__main__":
    sys.exit(main())
