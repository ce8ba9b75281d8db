#!/usr/bin/python3
"""tests/nightly/script_test.py: scripts/nightly, the cron entry point.

  1. First night with --keep 1 and two fake older dated folders: exit 0, the
     dated folder BASE/reports/<today UTC> holds the three reports, `latest`
     is a symlink to it, the older folders are pruned, no partial folder is
     left (nor one that a killed night left two days ago), the log says the
     night started and ended with exit 0.
  2. Second run the same day, a page has stopped naming its system: the
     verifier's exit 1 (regression against latest) passes through, tonight's
     folder is replaced by the new reports, `latest` still points at it.
  3. A malformed record: exit 2 passes through, the reason is printed on
     stderr, `latest` and its reports are untouched.
  4. Two nightlies at once on one base: the second exits 3 at once, naming the
     pid that holds the state lock (the first's verifier), while the first
     completes with exit 0.
  5. --keep 0: refused with exit 2.
  6. A log that cannot be written (the log folder read-only; as root, whom
     modes do not stop, the log path a folder): exit 3, never 1, which
     systemd's SuccessExitStatus=1 counts as a success; the reason on
     stderr; the verifier never ran (no state, no reports). And a verifier
     that cannot be run at all (not executable as a program): exit 3 too.

Usage: script_test.py --verifier BIN --fixture-web BIN --source-dir DIR --work-dir DIR
"""
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (REPORT_FILES, Checker, Failure, FixtureWeb, drive, driver_args,  # noqa: E402
                    page, read_bytes, record, run, start, stop, write)

HOST = "cron.example"


def today():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")


def main():
    a = driver_args("--source-dir")
    work = a.work_dir
    chk = Checker("nightly_script")
    script = os.path.join(a.source_dir, "scripts", "nightly")
    env = dict(os.environ, VERIFIER_BIN=a.verifier)

    records = os.path.join(work, "records")
    write(os.path.join(records, "cron-one.yaml"), record("cron-one", "Cronus One", [f"https://{HOST}/one"]))
    write(os.path.join(records, "cron-two.yaml"), record("cron-two", "Cronus Two", [f"https://{HOST}/two"]))
    web1 = os.path.join(work, "web1")
    for slug, name in (("one", "Cronus One"), ("two", "Cronus Two")):
        write(os.path.join(web1, HOST, slug), page(f"{name} goes live", f"The {name} supercomputer went live with 8,192 GPUs."))
    web2 = os.path.join(work, "web2")
    write(os.path.join(web2, HOST, "one"), page("Cronus One goes live", "The Cronus One supercomputer went live with 8,192 GPUs."))
    write(os.path.join(web2, HOST, "two"), page("Our services", "The centre offers computing time, courses and a help desk."))

    base = os.path.join(work, "base")
    reports = os.path.join(base, "reports")
    for old in ("2020-01-01", "2020-01-02"):
        write(os.path.join(reports, old, "report.json"), "{}\n")
    # A partial folder left two days ago by a killed night.
    stale = os.path.join(reports, ".2020-01-03.partial.4242")
    write(os.path.join(stale, "report.json"), "{}\n")
    two_days_ago = time.time() - 2 * 86400
    os.utime(stale, (two_days_ago, two_days_ago))

    def nightly(fw, *extra, records_dir=records, b=base, keep="1", fetch_timeout=5):
        return ["bash", script, "--base", b, "--records", records_dir, "--keep", keep, *extra, "--",
                *fw.fetch_args(timeout=fetch_timeout)]

    # 1. First night.
    day0 = today()
    with FixtureWeb(a.fixture_web, web1, "", os.path.join(work, "fw1")) as fw:
        code, so, se, secs = run(nightly(fw), timeout=60, env=env)
    day = today()
    print(f"-- first nightly: exit {code} in {secs:.1f} s\n{so}{se}", file=sys.stderr)
    if day != day0:
        raise Failure("the UTC date changed during the test; run it again")
    night = os.path.join(reports, day)
    chk.expect(code == 0, f"first night: exit 0 (got {code}: {se.strip()[-300:]!r})")
    chk.expect(se.strip() == "", f"first night: nothing on stderr, so cron mails nothing ({se.strip()[:200]!r})")
    for f in REPORT_FILES:
        chk.expect(os.path.isfile(os.path.join(night, f)), f"first night: reports/{day}/{f} written")
    latest = os.path.join(reports, "latest")
    chk.expect(os.path.islink(latest) and os.readlink(latest) == day,
               f"first night: reports/latest is a symlink to {day} ({os.readlink(latest) if os.path.islink(latest) else 'missing'})")
    chk.expect(not os.path.exists(os.path.join(reports, "2020-01-01")) and not os.path.exists(os.path.join(reports, "2020-01-02")),
               f"--keep 1: the older dated folders are pruned ({sorted(os.listdir(reports))})")
    chk.expect(not os.path.exists(stale), "first night: a partial folder older than a day is removed")
    chk.expect(sorted(os.listdir(reports)) == sorted([day, "latest"]),
               f"first night: nothing else in reports/, no partial folder ({sorted(os.listdir(reports))})")
    chk.expect(os.path.isfile(os.path.join(base, "state.sqlite")), "first night: the fixed state is BASE/state.sqlite")
    log = os.path.join(base, "logs", "nightly.log")
    text = open(log, encoding="utf-8").read() if os.path.isfile(log) else ""
    chk.expect(re.search(rf"nightly {day} starts \(pid \d+\)", text) is not None, "log: the night's start")
    chk.expect(f"nightly {day} ends with exit 0" in text, "log: the night's end with exit 0")
    chk.expect("systems have a readable citation" in text, "log: the verifier's summary line")

    # 2. Same day again; cron-two's page stopped naming it: exit 1 passes through.
    with FixtureWeb(a.fixture_web, web2, "", os.path.join(work, "fw2")) as fw:
        code, so, se, secs = run(nightly(fw), timeout=60, env=env)
    chk.expect(code == 1, f"second run: the verifier's exit 1 (regression against latest) passes through (got {code}: {se[-300:]!r})")
    rep = json.loads(read_bytes(os.path.join(night, "report.json")))
    two = [c["result"] for s in rep["systems"] if s["id"] == "cron-two" for c in s["citations"]]
    chk.expect(two == ["does-not-name"], f"second run: tonight's folder holds the new reports ({two})")
    chk.expect(os.path.islink(latest) and os.readlink(latest) == day, "second run: latest still points at tonight")
    chk.expect(sorted(os.listdir(reports)) == sorted([day, "latest"]),
               f"second run: no old or partial folder left ({sorted(os.listdir(reports))})")
    text = open(log, encoding="utf-8").read()
    chk.expect(f"nightly {day} ends with exit 1" in text, "log: the second run's exit 1")

    # 3. A malformed record: exit 2, the reason on stderr, latest untouched.
    before = {f: read_bytes(os.path.join(night, f)) for f in REPORT_FILES}
    bad = os.path.join(work, "bad-records")
    shutil.copytree(records, bad)
    write(os.path.join(bad, "broken.yaml"), "id: broken\nname: [unclosed\n")
    with FixtureWeb(a.fixture_web, web2, "", os.path.join(work, "fw3")) as fw:
        code, so, se, secs = run(nightly(fw, records_dir=bad), timeout=60, env=env)
    chk.expect(code == 2, f"malformed record: exit 2 passes through (got {code})")
    chk.expect("broken.yaml" in se, f"malformed record: stderr names the file, for cron's mail ({se.strip()[-300:]!r})")
    chk.expect(all(read_bytes(os.path.join(night, f)) == before[f] for f in REPORT_FILES),
               "malformed record: tonight's reports untouched")
    chk.expect(os.readlink(latest) == day and sorted(os.listdir(reports)) == sorted([day, "latest"]),
               f"malformed record: latest untouched, no partial folder ({sorted(os.listdir(reports))})")

    # 4. Two at once on a fresh base: the second exits 3 at once, naming the holder.
    base2 = os.path.join(work, "base2")
    web3 = os.path.join(work, "web3")
    shutil.copytree(web1, web3)
    manifest = os.path.join(work, "slow.yaml")
    # The slow page must outlast the second nightly's start and refusal even on
    # a loaded machine (CI's two cores under a parallel build took 4.3 s), so
    # that the pid it names still belongs to the first nightly's verifier.
    write(manifest, f'- {{host: {HOST}, path: /one, delay_ms: 10000}}\n')
    with FixtureWeb(a.fixture_web, web3, manifest, os.path.join(work, "fw4")) as fw:
        first = start(nightly(fw, b=base2, fetch_timeout=20), env=env)
        try:
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and first.poll() is None and fw.requests() < 1:
                time.sleep(0.05)
            chk.expect(first.poll() is None, "lock: the first nightly is busy with the slow page")
            code, so, se, secs = run(nightly(fw, b=base2), timeout=30, env=env)
            chk.expect(code == 3, f"lock: the second nightly exits 3 (got {code}: {se.strip()[-300:]!r})")
            chk.expect(secs < 5, f"lock: ... at once ({secs:.1f} s)")
            m = re.search(r"locked by pid (\d+)", se)
            chk.expect(m is not None, f"lock: ... naming the pid on stderr ({se.strip()[-300:]!r})")
            if m:
                try:
                    cmdline = open(f"/proc/{m.group(1)}/cmdline", "rb").read().split(b"\0")
                except OSError:
                    cmdline = []
                chk.expect(os.fsencode(a.verifier) in cmdline and os.fsencode(os.path.join(base2, "state.sqlite")) in cmdline,
                           f"lock: pid {m.group(1)} is the first nightly's verifier on BASE/state.sqlite")
            try:
                fo, fe = first.communicate(timeout=40)
            except subprocess.TimeoutExpired:
                stop(first)
                raise Failure("lock: the first nightly did not finish within 40 s")
            chk.expect(first.returncode == 0, f"lock: the first nightly still completes with exit 0 (got {first.returncode}: {fe[-300:]!r})")
        finally:
            stop(first)
    rep2 = os.path.join(base2, "reports", day, "report.json")
    chk.expect(os.path.isfile(rep2), "lock: the first nightly wrote its dated report")
    left = sorted(os.listdir(os.path.join(base2, "reports")))
    chk.expect(left == sorted([day, "latest"]), f"lock: the second left no partial folder ({left})")

    # 5. --keep 0 would delete tonight's folder: refused.
    code, so, se, _ = run(["bash", script, "--base", base, "--keep", "0"], timeout=30, env=env)
    chk.expect(code == 2 and "--keep" in se, f"--keep 0: refused with exit 2 ({code}: {se.strip()!r})")

    # 6. The log cannot be written: exit 3 without running.
    base3 = os.path.join(work, "base3")
    logs3 = os.path.join(base3, "logs")
    os.makedirs(logs3)
    if os.geteuid() == 0:
        os.makedirs(os.path.join(logs3, "nightly.log"))
    else:
        os.chmod(logs3, 0o555)
    with FixtureWeb(a.fixture_web, web1, "", os.path.join(work, "fw6")) as fw:
        code, so, se, _ = run(nightly(fw, b=base3), timeout=60, env=env)
    chk.expect(code == 3, f"unwritable log: exit 3, not 1 (got {code}: {se.strip()[-300:]!r})")
    chk.expect("nightly.log" in se, f"unwritable log: stderr names the log ({se.strip()[-300:]!r})")
    chk.expect(not os.path.exists(os.path.join(base3, "state.sqlite")) and
               os.listdir(os.path.join(base3, "reports")) == [],
               "unwritable log: the verifier did not run (no state, no reports)")
    os.chmod(logs3, 0o755)
    # A verifier that cannot be run (the shell's 126): the night failed, exit 3.
    not_a_program = os.path.join(work, "not-a-program")
    write(not_a_program, "\x00\x01 not a program\n")
    os.chmod(not_a_program, 0o755)
    code, so, se, _ = run(["bash", script, "--base", os.path.join(work, "base4"), "--records", records],
                          timeout=30, env=dict(env, VERIFIER_BIN=not_a_program))
    chk.expect(code == 3, f"a verifier that cannot run: exit 3 (got {code}: {se.strip()[-300:]!r})")
    return chk.done()


if __name__ == "__main__":
    drive(main)
