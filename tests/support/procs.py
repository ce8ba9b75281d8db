"""tests/support/procs.py: child processes of a Python test driver (the fixture
web, the verifier), each stopped at the end, however the driver ends."""
import signal
import subprocess

CHILDREN = []


def stop(proc, grace=5.0):
    if proc.poll() is not None:
        return
    try:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=grace)
    except ProcessLookupError:
        pass


def stop_all():
    for p in CHILDREN:
        stop(p)


def start(cmd, **kw):
    p = subprocess.Popen(cmd, stdout=kw.pop("stdout", subprocess.PIPE),
                         stderr=kw.pop("stderr", subprocess.PIPE), text=True, **kw)
    CHILDREN.append(p)
    return p
