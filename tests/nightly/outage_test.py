#!/usr/bin/python3
"""tests/nightly/outage_test.py: nights when our own network is down (issue 17),
over the fixture web with one --out and one --state.

  02-01  40 pages on 10 hosts, each naming its system: exit 0, all verified
  02-02  no route to any name (no --connect-to: the names do not resolve)
  02-03  every host's ports sent to a closed loopback port (connection refused)
  02-04  the names do not resolve again
         each of these three: exit 3, one "verifier: outage:" line naming what
         was unreachable, report files and state byte for byte unchanged
  02-05  the web is back: exit 0, all verified, no citation failing or confirmed
  02-06  one host of ten down (its ports sent to the closed port): exit 0, not an
         outage; its four citations fail (failing_since 02-06, counted in the
         state, one history row each), and report.md, index.html and
         report.json tell the host-wide fact once
  02-07  canaries down, hosts up: exit 0, recorded, a note names the canaries
  02-08  hosts down, canaries up: exit 3, nothing recorded (documented: a
         share that high is ours even when the canaries answer)
  run --outage-check: exit 0 with the web up, 3 with every host down; writes
  nothing. scripts/nightly passes an outage's 3 through, prints the line on
  stderr, and leaves `latest` as it was.

Usage: outage_test.py --verifier BIN --fixture-web BIN --source-dir DIR --work-dir DIR
"""
import datetime
import json
import os
import socket
import sqlite3
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (Checker, FixtureWeb, drive, driver_args, page, read_bytes,  # noqa: E402
                    rules_without_gap, run, snapshot_reports, state_dump, verdicts, write,
                    write_named_pages)

HOSTS = [f"h{i}.outage.example" for i in range(10)]
PAGES = [(h, f"p{j}") for h in HOSTS for j in range(4)]  # 40 pages
DOWN = HOSTS[3]
CANARIES = ["https://canary-a.outage.example/", "https://canary-b.outage.example/"]


def sid(host, slug):
    return f"{host.split('.')[0]}-{slug}"


def name(host, slug):
    return f"Outage {host.split('.')[0].upper()} {slug.upper()} Cluster"


def closed_port():
    """A loopback port nothing listens on (bound, then closed)."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def to_closed(port, hosts=None):
    """--connect-to rules sending these hosts (every host when None) to `port`."""
    rules = []
    for h in hosts or [""]:
        rules += ["--connect-to", f"{h}:80:127.0.0.1:{port}", "--connect-to", f"{h}:443:127.0.0.1:{port}"]
    return rules


def rules_dir(source, work, canaries):
    """The repository's rules, no politeness gap (one fixture server), and canaries."""
    out = rules_without_gap(source, os.path.join(work, "rules-canaries" if canaries else "rules"))
    path = os.path.join(out, "fetch.yaml")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    listed = "".join(f"\n    - {c}" for c in canaries)
    text = text.replace("  canaries: []", "  canaries:" + (listed or " []"))
    write(path, text)
    return out


def history_rows(state, date):
    con = sqlite3.connect(f"file:{state}?mode=ro", uri=True, timeout=5)
    try:
        return con.execute("SELECT url_key, result FROM url_night WHERE date = ?", (date,)).fetchall()
    finally:
        con.close()


def outage_lines(stderr):
    return [line for line in stderr.splitlines() if line.startswith("verifier: outage:")]


def main():
    a = driver_args("--source-dir")
    work = a.work_dir
    chk = Checker("nightly_outage")

    records = os.path.join(work, "records")
    web = os.path.join(work, "web")
    write_named_pages(records, web, PAGES, sid, name)
    for c in CANARIES:
        write(os.path.join(web, c.split("/")[2], "index.html"),
              page("Always here", "A canary page that answers whenever the network works."))
    plain = rules_dir(a.source_dir, work, [])
    canaried = rules_dir(a.source_dir, work, CANARIES)
    out = os.path.join(work, "out")
    state = os.path.join(work, "state.sqlite")
    dead = closed_port()

    def night(date, net, rules=plain):
        cmd = [a.verifier, "run", "--records", records, "--rules", rules, "--out", out,
               "--state", state, "--date", date, "--quiet"] + net
        code, so, se, secs = run(cmd, timeout=70)
        print(f"-- {date}: exit {code} in {secs:.1f} s\n{so[-600:]}{se[-1500:]}", file=sys.stderr)
        return code, so, se

    def load():
        with open(os.path.join(out, "report.json"), encoding="utf-8") as f:
            return json.load(f)

    with FixtureWeb(a.fixture_web, web, "", os.path.join(work, "fw")) as fw:
        up = fw.fetch_args(timeout=5)
        code, _, _ = night("2026-02-01", up)
        chk.expect(code == 0, f"02-01: exit 0 (got {code})")
        first = load()
        v = verdicts(first)
        chk.expect(len(v) == 40 and all(x == "verified" for x in v.values()),
                   f"02-01: 40 systems, all verified ({sorted(set(v.values()))}, {len(v)})")
        chk.expect(first["host_failures"] == [], f"02-01: no host failed as a whole ({first['host_failures']})")
        reports, dump = snapshot_reports(out), state_dump(state)

        # Three outage nights over three days.
        unresolved, refused = ["--timeout", "5"], to_closed(dead) + ["--cacert", fw.ca, "--timeout", "5"]
        for date, net, why in (("2026-02-02", unresolved, "could not resolve host"),
                               ("2026-02-03", refused, "could not connect"),
                               ("2026-02-04", unresolved, "could not resolve host")):
            code, so, se = night(date, net)
            chk.expect(code == 3, f"{date}: an outage exits 3 (got {code})")
            lines = outage_lines(se)
            chk.expect(len(lines) == 1 and f"10 of 10 hosts unreachable (10 {why})" in lines[0]
                       and "no canaries configured" in lines[0] and "nothing recorded" in lines[0],
                       f"{date}: one line names what was unreachable ({lines})")
            chk.expect(snapshot_reports(out) == reports, f"{date}: report files unchanged")
            chk.expect(state_dump(state) == dump, f"{date}: state unchanged (no history rows)")
            chk.expect(not os.path.exists(os.path.join(out, ".staged.tmp")), f"{date}: nothing staged left")

        # The web is back: nothing was counted against the sources.
        code, _, _ = night("2026-02-05", up)
        back = load()
        chk.expect(code == 0, f"02-05: exit 0 (got {code})")
        cits = [c for s in back["systems"] for c in s["citations"]]
        chk.expect(all(x == "verified" for x in verdicts(back).values()), "02-05: all 40 still verified")
        chk.expect(all(c["result"] == "names" and not c["failing_since"] and not c["confirmed"] for c in cits),
                   "02-05: every citation names its system; none failing, none confirmed")
        chk.expect({d for (d,) in sqlite3.connect(state).execute("SELECT DISTINCT date FROM url_night")}
                   == {"2026-02-01", "2026-02-05"}, "02-05: the state holds only the two real nights")

        # One host down among many.
        code, _, se = night("2026-02-06", to_closed(dead, [DOWN]) + up)
        chk.expect(code == 0 and not outage_lines(se), f"02-06: one host down is no outage: exit 0 (got {code})")
        six = load()
        failed = [(s["id"], c) for s in six["systems"] for c in s["citations"] if c["result"] != "names"]
        chk.expect(sorted(i for i, _ in failed) == sorted(sid(DOWN, f"p{j}") for j in range(4))
                   and all(c["result"] == "unreachable" and c["failing_since"] == "2026-02-06"
                           and not c["confirmed"] for _, c in failed),
                   f"02-06: exactly {DOWN}'s four citations fail tonight, unconfirmed "
                   f"({[(i, c['result'], c['failing_since']) for i, c in failed]})")
        rows = history_rows(state, "2026-02-06")
        bad = [k for k, r in rows if r != "does-not-name" and r != "names"]
        chk.expect(len(rows) == 40 and sorted(bad) == sorted(f"https://{DOWN}/p{j}" for j in range(4)),
                   f"02-06: 40 history rows, one per URL, the four failing ones of {DOWN} ({len(rows)}, {bad})")
        hf = six["host_failures"]
        chk.expect(len(hf) == 1 and hf[0]["host"] == DOWN and hf[0]["citations"] == 4 and hf[0]["urls"] == 4
                   and "connection refused" in hf[0]["detail"], f"02-06: report.json tells the host once ({hf})")
        sentence = f"all 4 citations of {DOWN} (4 URLs)"
        md = read_bytes(os.path.join(out, "report.md")).decode()
        html = read_bytes(os.path.join(out, "index.html")).decode()
        chk.expect(md.count(sentence) == 1, f"02-06: report.md says '{sentence}' once")
        chk.expect(html.count(sentence) == 1, f"02-06: index.html says it once")
        chk.expect(md.count("connection refused") >= 5, "02-06: and each citation's row still says why")

        # Canaries down, hosts up: recorded, with a note.
        code, _, se = night("2026-02-07", to_closed(dead, [c.split("/")[2] for c in CANARIES]) + up, canaried)
        chk.expect(code == 0 and not outage_lines(se), f"02-07: canaries down, hosts up: exit 0, no outage (got {code})")
        chk.expect("canaries: 2 of 2 unreachable" in se and "night is recorded" in se,
                   "02-07: a note says the canaries were unreachable and the night recorded")
        chk.expect(len(history_rows(state, "2026-02-07")) == 40, "02-07: the night is in the state")

        # Hosts down, canaries up: an outage all the same.
        reports, dump = snapshot_reports(out), state_dump(state)
        code, _, se = night("2026-02-08", to_closed(dead, HOSTS) + up, canaried)
        lines = outage_lines(se)
        chk.expect(code == 3 and len(lines) == 1 and "10 of 10 hosts unreachable" in lines[0]
                   and "canaries: 0 of 2 unreachable" in lines[0],
                   f"02-08: hosts down, canaries up: exit 3, one outage line ({code}, {lines})")
        chk.expect(snapshot_reports(out) == reports and state_dump(state) == dump,
                   "02-08: reports and state unchanged")

        # The check alone.
        def check(net, rules=canaried):
            return run([a.verifier, "run", "--records", records, "--rules", rules, "--outage-check"] + net, timeout=70)
        code, so, se, secs = check(up)
        print(f"-- outage check, web up: exit {code} in {secs:.1f} s\n{so}{se[-800:]}", file=sys.stderr)
        chk.expect(code == 0 and "0 of 10 hosts unreachable" in so and "looks fine" in so,
                   f"--outage-check, web up: exit 0, every host answered (got {code})")
        code, so, se, secs = check(refused)
        print(f"-- outage check, all down: exit {code} in {secs:.1f} s\n{so}{se[-800:]}", file=sys.stderr)
        chk.expect(code == 3 and "10 of 10 hosts unreachable (10 could not connect)" in so
                   and "canaries: 2 of 2 unreachable" in so,
                   f"--outage-check, all down: exit 3, says what was unreachable (got {code})")
        chk.expect(snapshot_reports(out) == reports and state_dump(state) == dump,
                   "--outage-check wrote nothing")

        # scripts/nightly passes the outage through.
        base = os.path.join(work, "base")
        env = dict(os.environ, VERIFIER_BIN=a.verifier)
        script = os.path.join(a.source_dir, "scripts", "nightly")

        def nightly(net):
            return run(["bash", script, "--base", base, "--records", records, "--", "--rules", plain, *net],
                       timeout=70, env=env)
        code, _, se, _ = nightly(up)
        chk.expect(code == 0, f"nightly, web up: exit 0 (got {code}: {se[-500:]})")
        today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
        latest = os.path.join(base, "reports", "latest")
        before = snapshot_reports(latest) if os.path.isdir(latest) else {}
        code, _, se, _ = nightly(refused)
        chk.expect(code == 3 and len(outage_lines(se)) == 1,
                   f"nightly, outage: exit 3, the outage line on stderr for cron ({code}, {se[-400:]!r})")
        chk.expect(os.path.realpath(latest).endswith(today) and snapshot_reports(latest) == before,
                   "nightly, outage: latest and its reports as they were")
        with open(os.path.join(base, "logs", "nightly.log"), encoding="utf-8") as f:
            log = f.read()
        chk.expect("verifier: outage:" in log and "ends with exit 3" in log, "nightly, outage: the log says so")
    return chk.done()


if __name__ == "__main__":
    drive(main)
