#!/usr/bin/python3
"""tests/report/browser/browser_test.py: the editors' page in a real browser
(issue 6, "Tested").

Runs the built `verifier` over a small fixture web whose pages and records hold
hostile text (`<script>alert(1)</script>` and `"><img src=x onerror=alert(1)>`,
in a plain-text page, in an HTML page as entities, and in a record's name),
with systems of every verdict on several hosts; then check_page.js loads the
written index.html from a file in headless Chromium (playwright-core, Debian's
/usr/bin/chromium) and checks the filters, the search box, the console, dialogs
and that the hostile strings stay inert text; it saves a screenshot.

Fails loudly (never skips) when node, chromium or playwright-core is missing:
`bash scripts/setup-browser` installs them.

Usage: browser_test.py --verifier BIN --fixture-web BIN --node NODE --module-dir DIR
                       --work-dir DIR --screenshot FILE.png
"""
import argparse
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "nightly"))
from common import Failure, FixtureWeb, drive, page, record, run, write  # noqa: E402

SCRIPT = '<script>alert(1)</script>'
IMG = '"><img src=x onerror=alert(1)>'


def make(work):
    root = os.path.join(work, "web")
    records = os.path.join(work, "records")
    # Plain text: the hostile strings are the page's text as they are.
    write(os.path.join(root, "evil.example", "hostile.txt"),
          f"FIXTURE page. The Hostile Cluster {SCRIPT} {IMG} entered service in 2025 with 1,024 GPUs.\n")
    write(os.path.join(records, "hostile-text.yaml"),
          record("hostile-text", "Hostile Cluster", ["https://evil.example/hostile.txt"]))
    # HTML: the same strings as entities, so the visible text holds them.
    esc = SCRIPT.replace("<", "&lt;").replace(">", "&gt;") + " " + \
        IMG.replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")
    write(os.path.join(root, "evil.example", "entities.html"),
          page("Markup Machine news", f"The Markup Machine {esc} was switched on today with 512 accelerators."))
    write(os.path.join(records, "hostile-html.yaml"),
          record("hostile-html", "Markup Machine", ["https://evil.example/entities.html"]))
    # A record whose own name is hostile; its page names it by its alias.
    write(os.path.join(root, "names.example", "scripted"),
          page("Scripted Cluster", "The Scripted Cluster runs the national weather model."))
    write(os.path.join(records, "hostile-name.yaml"),
          record("hostile-name", f"{IMG} Cluster {SCRIPT}", ["https://names.example/scripted"],
                 aliases=["Scripted Cluster"]))
    # The ordinary rows: verified, weakly sourced, unverifiable, uncited.
    write(os.path.join(root, "example.org", "good"),
          page("Goodwin System opens", "The Goodwin System opened with 2,048 GPUs for universities."))
    write(os.path.join(records, "good-system.yaml"),
          record("good-system", "Goodwin System", ["https://example.org/good"]))
    write(os.path.join(root, "docs.example", "weak"),
          page("Computing services", "The centre offers computing time, training courses and a help desk."))
    write(os.path.join(records, "weak-system.yaml"),
          record("weak-system", "Weakling Machine", ["https://docs.example/weak"]))
    os.makedirs(os.path.join(root, "gone.example"), exist_ok=True)
    write(os.path.join(records, "dead-system.yaml"),
          record("dead-system", "Deadend Cluster", ["https://gone.example/dead"]))
    write(os.path.join(records, "uncited-system.yaml"),
          "# FIXTURE record written for tests/report/browser\nid: uncited-system\nname: Letterbox Cluster\n"
          "unlinked_sources:\n  - Private correspondence with the operator, 2024-05\n")
    return root, records


def main():
    ap = argparse.ArgumentParser()
    for opt in ("--verifier", "--fixture-web", "--node", "--module-dir", "--work-dir", "--screenshot"):
        ap.add_argument(opt, required=True)
    a = ap.parse_args()
    missing = []
    if not a.node or not os.access(a.node, os.X_OK):
        missing.append(f"node ({a.node!r})")
    if not os.access("/usr/bin/chromium", os.X_OK):
        missing.append("/usr/bin/chromium")
    if not os.path.isfile(os.path.join(a.module_dir, "node_modules", "playwright-core", "package.json")):
        missing.append(f"playwright-core in {a.module_dir}/node_modules")
    if missing:
        print("FAIL the browser test cannot run: missing " + ", ".join(missing) +
              ". Run `bash scripts/setup-browser` (scripts/test does).", file=sys.stderr)
        return 1
    work = a.work_dir
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    root, records = make(work)
    out = os.path.join(work, "out")
    with FixtureWeb(a.fixture_web, root, "", os.path.join(work, "fw")) as fw:
        code, so, se, _ = run([a.verifier, "run", "--records", records, "--out", out, "--quiet",
                               "--date", "2026-03-01", *fw.fetch_args(timeout=5)], timeout=60)
    print(so + se, file=sys.stderr)
    if code != 0:
        raise Failure(f"verifier run exits {code}")
    check = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check_page.js")
    p = subprocess.run([a.node, check, os.path.join(out, "index.html"), a.screenshot, a.module_dir,
                        os.path.join(work, "profile")], timeout=70)
    return p.returncode


if __name__ == "__main__":
    drive(main)
