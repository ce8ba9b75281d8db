#!/usr/bin/python3
"""tests/nightly/kill_test.py: crash safety of `verifier run` (issue 6, item 4).

A first night (2026-02-01) writes reports into OUT with one --state. Then runs
of the next night, into the same OUT and state, over a web whose pages drip
slowly (the run lasts several seconds), are stopped:

  kill     SIGKILL early (just started), mid-fetch (requests arriving), when the
           first report temp file appears (as late as the old reports are still
           all in place), and when the last one (index.html's) appears. Asserted:
           report.json, report.md and index.html byte-identical to the first
           night's (the last case: every file whole, old or new, never a part),
           the state passes PRAGMA integrity_check and, for kills before the
           reports are decided, holds exactly what it held; then a normal run
           completes with exit 0 and writes a complete set.
  signals  SIGINT and SIGTERM mid-fetch: exit 3 promptly, "stopped" on stderr,
           no report file changed, no temp file left, the state unchanged; and a
           SIGTERM at the first report temp file: either exit 3 with nothing
           changed, or exit 0 with a complete new set (never a mix).

Usage: kill_test.py {kill|signals} --verifier BIN --fixture-web BIN --work-dir DIR
"""
import argparse
import ctypes
import ctypes.util
import json
import os
import select
import shutil
import signal
import struct
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (REPORT_FILES, Checker, Failure, FixtureWeb, drive, page,  # noqa: E402
                    read_bytes, record, run, snapshot_reports, start, state_dump,
                    state_ok, stop, write)

HOSTS = 8
PER_HOST = 2
D1, D2 = "2026-02-01", "2026-02-02"


def setup(work):
    root = os.path.join(work, "web")
    records = os.path.join(work, "records")
    for h in range(1, HOSTS + 1):
        for i in range(1, PER_HOST + 1):
            sid = f"slow-{h}-{i}"
            name = f"Slowpoke {h}{i} Cluster"
            write(os.path.join(root, f"slow{h}.example", f"p{i}"),
                  page(f"{name} opens", f"The {name} opened this week with 2,048 accelerators, "
                       "a parallel file system and a long list of waiting users. " * 4))
            write(os.path.join(records, f"{sid}.yaml"), record(sid, name, [f"https://slow{h}.example/p{i}"]))
    manifest = os.path.join(work, "slow.yaml")
    # ~1,700 bytes at 128 bytes per 100 ms: about 1.4 s a page, two pages a host one after
    # another with the politeness gap (rules/fetch.yaml) between: a run of about 5 s.
    write(manifest, '- {host: "*", path: "/p*", behaviour: drip, drip_bytes: 128, interval_ms: 100}\n')
    return root, records, manifest


class Inotify:
    """Names created or moved into one folder, via inotify (no polling gap)."""
    IN_CREATE, IN_MOVED_TO = 0x100, 0x80

    def __init__(self, folder):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        self.fd = libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if self.fd < 0:
            raise Failure("inotify_init1 failed")
        if libc.inotify_add_watch(self.fd, os.fsencode(folder), self.IN_CREATE | self.IN_MOVED_TO) < 0:
            raise Failure(f"inotify_add_watch {folder} failed")

    def wait_for(self, predicate, deadline, alive):
        """Blocks until a created name satisfies predicate; False at the deadline or when not alive()."""
        while time.monotonic() < deadline and alive():
            r, _, _ = select.select([self.fd], [], [], 0.05)
            if not r:
                continue
            try:
                data = os.read(self.fd, 65536)
            except BlockingIOError:
                continue
            i = 0
            while i + 16 <= len(data):
                _, _, _, length = struct.unpack_from("iIII", data, i)
                name = data[i + 16:i + 16 + length].rstrip(b"\0").decode("utf-8", "replace")
                i += 16 + length
                if predicate(name):
                    return True
        return False

    def close(self):
        os.close(self.fd)


def temp_files(out):
    return sorted(n for n in os.listdir(out) if ".tmp." in n)


def whole(out, f):
    """The file is a complete rendering: JSON parses; Markdown and HTML end as written."""
    data = read_bytes(os.path.join(out, f))
    if f == "report.json":
        try:
            json.loads(data)
            return True
        except ValueError:
            return False
    if f == "index.html":
        return data.rstrip().endswith(b"</html>")
    return data.endswith(b"\n") and b"systems have a readable citation" in data


class Scenario:
    def __init__(self, a, chk):
        self.a, self.chk = a, chk
        self.work = a.work_dir
        shutil.rmtree(self.work, ignore_errors=True)
        os.makedirs(self.work)
        self.root, self.records, self.manifest = setup(self.work)
        self.out = os.path.join(self.work, "out")
        self.state = os.path.join(self.work, "state.sqlite")

    def cmd(self, fw, date):
        return [self.a.verifier, "run", "--records", self.records, "--out", self.out, "--state", self.state,
                "--date", date, "--quiet", "--per-host", "1"] + fw.fetch_args(timeout=15)

    def first_night(self):
        with FixtureWeb(self.a.fixture_web, self.root, "", os.path.join(self.work, "fw-fast")) as fw:
            code, so, se, secs = run(self.cmd(fw, D1), timeout=60)
        if code != 0:
            raise Failure(f"the first night exits {code}:\n{so}{se}")
        self.before = snapshot_reports(self.out)
        self.dump = state_dump(self.state)
        print(f"-- first night written in {secs:.1f} s", file=sys.stderr)

    def reports_intact(self, what):
        now = {f: read_bytes(os.path.join(self.out, f)) for f in REPORT_FILES}
        for f in REPORT_FILES:
            self.chk.expect(now[f] == self.before[f], f"{what}: {f} byte-identical to the first night's")

    def state_intact(self, what, same=True):
        ok = state_ok(self.state)
        self.chk.expect(ok, f"{what}: the state passes PRAGMA integrity_check")
        if same and ok:
            self.chk.expect(state_dump(self.state) == self.dump, f"{what}: the state holds exactly what it held")

    def slow_run(self, fw):
        return start(self.cmd(fw, D2))

    def wait_requests(self, fw, proc, n, seconds=20):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and proc.poll() is None:
            if fw.requests() >= n:
                return True
            time.sleep(0.02)
        return False

    def finish(self, proc, seconds=20):
        try:
            out, err = proc.communicate(timeout=seconds)
        except Exception:
            stop(proc)
            out, err = proc.communicate()
            raise Failure(f"the run did not end within {seconds} s")
        return proc.returncode, out, err

    def normal_run(self, what):
        with FixtureWeb(self.a.fixture_web, self.root, "", os.path.join(self.work, "fw-fast")) as fw:
            code, so, se, secs = run(self.cmd(fw, D2), timeout=60)
        self.chk.expect(code == 0, f"{what}: a normal run then completes with exit 0 (got {code}: {se.strip()[-300:]!r})")
        for f in REPORT_FILES:
            self.chk.expect(whole(self.out, f), f"{what}: ... and writes a whole {f}")
        rep = json.loads(read_bytes(os.path.join(self.out, "report.json")))
        self.chk.expect(rep["summary"]["systems"] == HOSTS * PER_HOST and rep["summary"]["verified"] == HOSTS * PER_HOST,
                        f"{what}: ... every system verified ({rep['summary']})")


def scenario_kill(a, chk):
    sc = Scenario(a, chk)
    sc.first_night()
    with FixtureWeb(a.fixture_web, sc.root, sc.manifest, os.path.join(sc.work, "fw-slow")) as fw:
        # Early: just started (records being read, lock being taken).
        for delay in (0.0, 0.05, 0.15):
            p = sc.slow_run(fw)
            time.sleep(delay)
            p.kill()
            sc.finish(p)
            chk.expect(p.returncode == -signal.SIGKILL, f"early kill at {delay:.2f} s: killed by SIGKILL ({p.returncode})")
            sc.reports_intact(f"early kill at {delay:.2f} s")
            sc.state_intact(f"early kill at {delay:.2f} s")

        # Mid-fetch: pages half dripped.
        p = sc.slow_run(fw)
        got = sc.wait_requests(fw, p, fw.requests() + 4)
        time.sleep(0.5)
        alive = p.poll() is None
        p.kill()
        sc.finish(p)
        chk.expect(got and alive, "mid-fetch kill: the run was fetching when killed")
        sc.reports_intact("mid-fetch kill")
        sc.state_intact("mid-fetch kill")

        # Late: the moment the reports start being staged (OUT/.staged.tmp is
        # created; report/publish.h): nothing may have changed yet.
        caught_first = False
        for attempt in range(3):
            watch = Inotify(sc.out)
            p = sc.slow_run(fw)
            seen = watch.wait_for(lambda n: n == ".staged.tmp", time.monotonic() + 40,
                                  lambda: p.poll() is None)
            p.kill()
            sc.finish(p)
            watch.close()
            now = {f: read_bytes(os.path.join(sc.out, f)) for f in REPORT_FILES}
            changed = [f for f in REPORT_FILES if now[f] != sc.before[f]]
            print(f"-- late kill {attempt}: temp seen {seen}, exit {p.returncode}, changed {changed}, "
                  f"temps left {temp_files(sc.out)}, state changed: {state_dump(sc.state) != sc.dump}",
                  file=sys.stderr)
            chk.expect(seen, f"late kill {attempt}: killed when .staged.tmp appeared")
            chk.expect(all(whole(sc.out, f) for f in REPORT_FILES), f"late kill {attempt}: every report file whole")
            if not changed:
                sc.state_intact(f"late kill {attempt}")
                caught_first = True
                break
            sc.state_intact(f"late kill {attempt}", same=False)
            # The kill came after the rename: restore the first night's files for the next try.
            for f in REPORT_FILES:
                with open(os.path.join(sc.out, f), "wb") as fh:
                    fh.write(sc.before[f])
        chk.expect(caught_first, "late kill: while staging, the first night's reports and state are all intact")

        # Later still: at the commit point (.staged.tmp renamed to .staged).
        watch = Inotify(sc.out)
        p = sc.slow_run(fw)
        seen = watch.wait_for(lambda n: n == ".staged", time.monotonic() + 40,
                              lambda: p.poll() is None)
        p.kill()
        sc.finish(p)
        watch.close()
        now = {f: read_bytes(os.path.join(sc.out, f)) for f in REPORT_FILES}
        changed = [f for f in REPORT_FILES if now[f] != sc.before[f]]
        chk.expect(seen, "last kill: killed when .staged appeared")
        for f in REPORT_FILES:
            chk.expect(whole(sc.out, f), f"last kill: {f} is whole (old or new, never a part)")
        pending = os.path.isdir(os.path.join(sc.out, ".staged"))
        chk.expect(len(changed) in (0, 3) or pending,
                   f"last kill: the old set, the new set, or a committed set the next run completes "
                   f"(changed {changed}, .staged left: {pending})")
        print(f"-- last kill: changed {changed}, committed set left for the next run: {pending}; "
              f"temp files left by SIGKILL: {temp_files(sc.out)}", file=sys.stderr)
        sc.state_intact("last kill", same=False)
    sc.normal_run("after the kills")
    return chk.done()


def scenario_signals(a, chk):
    sc = Scenario(a, chk)
    sc.first_night()
    with FixtureWeb(a.fixture_web, sc.root, sc.manifest, os.path.join(sc.work, "fw-slow")) as fw:
        for sig in (signal.SIGINT, signal.SIGTERM):
            name = signal.Signals(sig).name
            p = sc.slow_run(fw)
            got = sc.wait_requests(fw, p, fw.requests() + 4)
            time.sleep(0.5)
            chk.expect(got and p.poll() is None, f"{name}: the run was fetching when signalled")
            t0 = time.monotonic()
            p.send_signal(sig)
            code, _, err = sc.finish(p, seconds=20)
            secs = time.monotonic() - t0
            chk.expect(code == 3, f"{name}: exit 3 (got {code}: {err.strip()[-300:]!r})")
            chk.expect(secs < 5, f"{name}: stops within 5 s of the signal ({secs:.1f} s)")
            chk.expect("stopped" in err, f"{name}: says it was stopped ({err.strip()[-200:]!r})")
            sc.reports_intact(name)
            chk.expect(not temp_files(sc.out), f"{name}: no temp file left ({temp_files(sc.out)})")
            sc.state_intact(name)

        # SIGTERM when the reports start being staged: all old or all new.
        watch = Inotify(sc.out)
        p = sc.slow_run(fw)
        seen = watch.wait_for(lambda n: n == ".staged.tmp", time.monotonic() + 40,
                              lambda: p.poll() is None)
        p.send_signal(signal.SIGTERM)
        code, _, err = sc.finish(p, seconds=20)
        watch.close()
        now = {f: read_bytes(os.path.join(sc.out, f)) for f in REPORT_FILES}
        changed = [f for f in REPORT_FILES if now[f] != sc.before[f]]
        chk.expect(seen, "late SIGTERM: sent when .staged.tmp appeared")
        chk.expect((code == 3 and not changed) or (code == 0 and len(changed) == 3),
                   f"late SIGTERM: exit 3 with nothing written or exit 0 with a whole new set "
                   f"(exit {code}, changed {changed})")
        chk.expect(not temp_files(sc.out), f"late SIGTERM: no temp file left ({temp_files(sc.out)})")
        sc.state_intact("late SIGTERM", same=False)
    sc.normal_run("after the signals")
    return chk.done()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("scenario", choices=["kill", "signals"])
    ap.add_argument("--verifier", required=True)
    ap.add_argument("--fixture-web", required=True)
    ap.add_argument("--work-dir", required=True)
    a = ap.parse_args()
    chk = Checker(f"nightly_{a.scenario}")
    return {"kill": scenario_kill, "signals": scenario_signals}[a.scenario](a, chk)


if __name__ == "__main__":
    drive(main)
