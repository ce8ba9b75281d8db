"""tests/support/fixture_web.py: the fixture web (tests/fixture-web) as a child of a
Python test driver: started on free loopback ports, ready once it writes its
ready line, stopped when the `with` block ends, however it ends."""
import json
import os
import re
import subprocess
import time
import urllib.request

from procs import start, stop

READY_SECONDS = 20


class FixtureWeb:
    """The fixture web serving `root` (and `manifest`, when given), its files in `work`;
    `throttle` names its per-host rate limits (fixture-web --throttle), when given."""

    def __init__(self, binary, root, manifest, work, throttle=""):
        self.binary, self.root, self.manifest, self.work = binary, root, manifest, work
        self.throttle = throttle

    def __enter__(self):
        os.makedirs(self.work, exist_ok=True)
        ready = os.path.join(self.work, "fixture-ready")
        if os.path.exists(ready):
            os.remove(ready)
        cmd = [self.binary, "--root", self.root, "--http-port", "0", "--https-port", "0",
               "--ca-out", os.path.join(self.work, "fixture-ca"), "--ready-file", ready]
        if self.manifest:
            cmd += ["--manifest", self.manifest]
        if self.throttle:
            cmd += ["--throttle", self.throttle]
        self.log_path = os.path.join(self.work, "fixture-web.log")
        self.log = open(self.log_path, "w")
        self.proc = start(cmd, stdout=self.log, stderr=subprocess.STDOUT)
        m = re.search(r"http=(\d+) https=(\d+) ca=(\S+)", self._ready_line(ready))
        if not m:
            self.__exit__()
            with open(self.log_path) as f:
                raise RuntimeError(f"the fixture web did not start within {READY_SECONDS} s:\n"
                                   + f.read()[-3000:])
        self.http, self.https, self.ca = int(m.group(1)), int(m.group(2)), m.group(3)
        return self

    def _ready_line(self, ready):
        deadline = time.monotonic() + READY_SECONDS
        while time.monotonic() < deadline and self.proc.poll() is None:
            if os.path.exists(ready):
                with open(ready) as f:
                    line = f.read().strip()
                if line:
                    return line
            time.sleep(0.05)
        return ""

    def __exit__(self, *exc):
        stop(self.proc)
        self.log.close()

    def rules(self):
        """--connect-to rules sending every host's ports 80 and 443 here."""
        return [f":80:127.0.0.1:{self.http}", f":443:127.0.0.1:{self.https}"]

    def connect_to(self):
        return [arg for rule in self.rules() for arg in ("--connect-to", rule)]

    def fetch_args(self, timeout=5):
        return self.connect_to() + ["--cacert", self.ca, "--timeout", str(timeout)]

    def stats(self, page="stats"):
        """The server's request log (GET /__fixture/stats) as text, "" when unreadable;
        page="throttle" gives its rate limits' counts instead."""
        try:
            opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
            with opener.open(f"http://127.0.0.1:{self.http}/__fixture/{page}", timeout=2) as r:
                return r.read().decode("utf-8", "replace")
        except OSError:
            return ""

    def requests(self):
        """How many requests arrived so far, -1 when unreadable."""
        try:
            return int(json.loads(self.stats()).get("total", 0))
        except ValueError:
            return -1
