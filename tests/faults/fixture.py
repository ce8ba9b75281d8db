"""tests/faults/fixture.py: processes for the fault tests: the fixture web on free
loopback ports (stopped when the block ends), and a bounded child run that also
gives the child's peak RSS (wait4's rusage). Every wait has a deadline.
"""
import os
import re
import signal
import subprocess
import threading
import time
import urllib.request


def stop(proc, grace=5.0):
    if proc.poll() is not None:
        return
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=grace)


def run_child(cmd, timeout, env=None):
    """Runs cmd to its end (killed after `timeout` s): (code, stdout, stderr, seconds, maxrss_kb).
    A code below 0 is the signal that ended it."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    out, err = [], []
    readers = [threading.Thread(target=lambda s=s, b=b: b.append(s.read()))
               for s, b in ((p.stdout, out), (p.stderr, err))]
    for r in readers:
        r.start()
    timer = threading.Timer(timeout, p.kill)
    timer.start()
    _, status, usage = os.wait4(p.pid, 0)
    timer.cancel()
    for r in readers:
        r.join()
    p.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.monotonic() - t0
    decode = lambda b: b[0].decode("utf-8", "replace") if b else ""
    return p.returncode, decode(out), decode(err), seconds, usage.ru_maxrss


class FixtureWeb:
    """The fixture web serving `root` with `manifest`, on free loopback ports."""

    def __init__(self, binary, root, manifest, work):
        self.binary, self.root, self.manifest, self.work = binary, root, manifest, work

    def __enter__(self):
        ready = os.path.join(self.work, "fixture-ready")
        cmd = [self.binary, "--root", self.root, "--ca-out", os.path.join(self.work, "ca"),
               "--ready-file", ready]
        if self.manifest:
            cmd += ["--manifest", self.manifest]
        self.log = open(os.path.join(self.work, "fixture-web.log"), "w")
        self.proc = subprocess.Popen(cmd, stdout=self.log, stderr=subprocess.STDOUT)
        deadline, line = time.monotonic() + 20, ""
        while time.monotonic() < deadline and self.proc.poll() is None:
            if os.path.exists(ready):
                line = open(ready).read().strip()
                if line:
                    break
            time.sleep(0.05)
        m = re.search(r"http=(\d+) https=(\d+) ca=(\S+)", line)
        if not m:
            self.__exit__()
            raise RuntimeError("the fixture web did not start:\n" +
                               open(os.path.join(self.work, "fixture-web.log")).read()[-3000:])
        self.http, self.https, self.ca = int(m.group(1)), int(m.group(2)), m.group(3)
        return self

    def __exit__(self, *exc):
        stop(self.proc)
        self.log.close()

    def connect_to(self):
        return [f":80:127.0.0.1:{self.http}", f":443:127.0.0.1:{self.https}"]

    def stats(self):
        """The server's request log (GET /__fixture/stats) as text."""
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(f"http://127.0.0.1:{self.http}/__fixture/stats", timeout=5) as r:
            return r.read().decode("utf-8", "replace")
