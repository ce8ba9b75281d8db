"""tests/faults/fixture.py: a bounded child run for the fault tests that also gives
the child's peak RSS (wait4's rusage). Every wait has a deadline. The fixture web
itself is tests/support/fixture_web.py.
"""
import os
import subprocess
import threading
import time


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
