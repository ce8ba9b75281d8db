#!/usr/bin/python3
"""tests/install/install_test.py: `cmake --install` gives a tree that works
wherever it is moved, reading its own rules, never the source tree's.

Installs the build into a temporary prefix, moves the installed tree to
another folder (as copying /opt/verifier to a new machine would), and runs
the installed binary's `lint` and `check` on fixtures, and the installed
scripts/nightly for one night on a record whose only citation is never
fetched (credentials), so no network is needed. That the rules are the
installed ones is shown by breaking one installed rules file: lint then
names it. Nothing of the source tree is moved, removed or written.

Usage: install_test.py --cmake CMAKE --build-dir DIR --source-dir DIR
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile


def run(cmd, timeout=60, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, **kw)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmake", required=True)
    ap.add_argument("--build-dir", required=True)
    ap.add_argument("--source-dir", required=True)
    a = ap.parse_args()
    failures = []

    def expect(ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            failures.append(what)

    with tempfile.TemporaryDirectory(prefix="verifier-install-") as tmp:
        prefix = os.path.join(tmp, "opt-verifier")
        code, out, err = run([a.cmake, "--install", a.build_dir, "--prefix", prefix], timeout=120)
        expect(code == 0, f"cmake --install exits 0 ({code}: {err[-800:]})")
        for rel in ("bin/verifier", "scripts/nightly"):
            expect(os.access(os.path.join(prefix, rel), os.X_OK), f"{rel} is installed, executable")
        for rel in ("share/verifier/rules/fetch.yaml", "share/verifier/rules/words.yaml",
                    "share/verifier/records/README.md"):
            expect(os.path.isfile(os.path.join(prefix, rel)), f"{rel} is installed")

        # The installed tree moved: nothing may point back at where it was built.
        moved = os.path.join(tmp, "elsewhere", "verifier")
        os.makedirs(os.path.dirname(moved))
        shutil.move(prefix, moved)
        verifier = os.path.join(moved, "bin", "verifier")

        records = os.path.join(tmp, "records")
        os.makedirs(records)
        with open(os.path.join(records, "frontier.yaml"), "w", encoding="utf-8") as f:
            f.write("# FIXTURE record written for tests/install\nid: frontier\nname: Frontier\n"
                    "operator: Example Facility\nsources:\n  - https://user:secret@frontier.example/\n")

        code, out, err = run([verifier, "lint", "--records", records])
        expect(code == 0, f"installed lint passes on a fixture record ({code}: {out}{err})")

        page = os.path.join(a.source_dir, "tests", "extract", "pages", "readable.html")
        # "Frontier" is an ordinary word (the installed word lists): named only in context.
        code, out, err = run([verifier, "check", page, "--name", "Frontier"])
        expect(code == 0 and out.splitlines()[:1] == ["does-not-name"],
               f"installed check: an ordinary-word name alone does not name ({code}: {out}{err})")
        code, out, err = run([verifier, "check", page, "--name", "Frontier", "--operator", "Example Facility"])
        expect(code == 0 and out.splitlines()[:1] == ["names"],
               f"installed check names Frontier beside its operator ({code}: {out}{err})")

        # Its rules are the installed ones: break one, and lint names it.
        history = os.path.join(moved, "share", "verifier", "rules", "history.yaml")
        with open(history, encoding="utf-8") as f:
            kept = f.read()
        with open(history, "a", encoding="utf-8") as f:
            f.write("\nnot_a_history_key: 1\n")
        code, out, err = run([verifier, "lint", "--records", records])
        expect(code == 2 and history + ":" in err,
               f"lint reads the installed rules: a broken one is named ({code}: {err})")
        with open(history, "w", encoding="utf-8") as f:
            f.write(kept)

        # One night through the installed scripts/nightly: it finds bin/verifier itself.
        base = os.path.join(tmp, "var")
        env = {k: v for k, v in os.environ.items() if k != "VERIFIER_BIN"}
        code, out, err = run([os.path.join(moved, "scripts", "nightly"), "--base", base,
                              "--records", records], env=env, timeout=120)
        latest = os.path.join(base, "reports", "latest", "report.json")
        expect(code == 0 and os.path.isfile(latest),
               f"installed scripts/nightly runs a night with the installed binary ({code}: {err[-800:]})")

    if failures:
        print(f"{len(failures)} check(s) failed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
