#!/usr/bin/python3
"""tests/nightly/archive_test.py: archive copies (issue 15 item 3, spec §5) over the
fixture web, which serves the live hosts, archive.ph and web.archive.org (its CDX API
and its id_ captures, from a manifest) at their own names through --connect-to.

  gone.example/good    404 live; CDX: one 200 capture naming the system -> names, archive
  gone.example/err     404 live; CDX: only a captured 404 -> not-found, no archive, never fetched
  gone.example/dated   404 live, note "accessed 2023-06-01"; CDX: 2023-06-05 (names) and
                       2025-12-01 (does not name) -> the access date chooses 2023-06-05
  gone.example/soft    404 live; its one capture is the Wayback "not archived" page ->
                       not-found, no archive (an archived error page is unreadable)
  archive.ph/<long>/https://gone.example/today   403 CAPTCHA; the Wayback capture of the
                       original URL names the system -> names, archive
  archive.ph/AbCdE     403 CAPTCHA, a short id: blocked, "short id" said, no lookup
  live.example/fine    names live: no lookup

  2026-01-10  the cases above; every web.archive.org request at least its gap apart
  2026-01-11  the copies read on 01-10 are reused: no CDX request, no capture for them
  2026-01-12  a fresh state, the CDX API answers 429: no copy tonight, said in the
              report and the log, and the lookups stop (no CDX request after the 429s)
  2026-01-13  a fresh state with --no-archive-copies: no CDX request at all

Usage: archive_test.py --verifier BIN --fixture-web BIN --source-dir DIR --work-dir DIR
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (Checker, FixtureWeb, citations, drive, driver_args, page,  # noqa: E402
                    rules_without_gap, run, write)

WAYBACK = "web.archive.org"
GAP = 0.2  # web.archive.org's gap in the test's rules (hosts.yaml says 4 s)
OPERATOR = "Fixture Computing Centre"

# sid, name, cited URL, note
SYSTEMS = [
    ("arch-good", "Archgood Cluster", "https://gone.example/good", None),
    ("arch-err", "Archerr Cluster", "https://gone.example/err", None),
    ("arch-dated", "Archdated Cluster", "https://gone.example/dated", "accessed 2023-06-01"),
    ("arch-soft", "Archsoft Cluster", "https://gone.example/soft", None),
    ("arch-today", "Archtoday Cluster",
     "https://archive.ph/2024.01.02-030405/https://gone.example/today", None),
    ("arch-short", "Archshort Cluster", "https://archive.ph/AbCdE", None),
    ("arch-fine", "Archfine Cluster", "https://live.example/fine", None),
]


def cdx_rows(*rows):
    return json.dumps([["timestamp", "original", "statuscode"]] + [list(r) for r in rows])


def capture(stamp, url):
    return f"/web/{stamp}id_/{url}"


# (CDX answer rows, the captures served: (timestamp, file under the web root))
ARCHIVE = {
    "https://gone.example/good": ([("20240301000000", "https://gone.example/good", "200")],
                                  [("20240301000000", "pages/good.html")]),
    "https://gone.example/err": ([("20240301000000", "https://gone.example/err", "404")],
                                 [("20240301000000", "pages/good.html")]),
    "https://gone.example/dated": ([("20230605000000", "https://gone.example/dated", "200"),
                                    ("20251201000000", "https://gone.example/dated", "200")],
                                   [("20230605000000", "pages/dated-2023.html"),
                                    ("20251201000000", "pages/dated-2025.html")]),
    "https://gone.example/soft": ([("20250101000000", "https://gone.example/soft", "200")],
                                  [("20250101000000", "pages/not-archived.html")]),
    "https://gone.example/today": ([("20240102030405", "https://gone.example/today", "200")],
                                   [("20240102030405", "pages/today.html")]),
}

CAPTCHA = ("<!doctype html><html><head><title>archive.ph</title></head><body><h1>Security check"
           "</h1><p>Please complete the security check to access archive.ph. Prove you are human: "
           "solve the captcha below.</p></body></html>")
NOT_ARCHIVED = ("<!doctype html><html><head><title>Wayback Machine</title></head><body><p>Hrm.</p>"
                "<p>The Wayback Machine has not archived that URL.</p><p>Click here to search for "
                "all archived pages under gone.example/.</p></body></html>")


def quoted(text):
    return "'" + text.replace("'", "''") + "'"


def manifest(cdx_429=False):
    out = [f"- {{host: archive.ph, path: '/*', status: 403, body: {quoted(CAPTCHA)}}}"]
    for url, (rows, captures) in ARCHIVE.items():
        enc = url.replace(":", "%3A").replace("/", "%2F")
        if not cdx_429:
            out.append(f"- {{host: {WAYBACK}, path: {quoted('/cdx/search/cdx?url=' + enc + '*')}, "
                       f"content_type: application/json, body: {quoted(cdx_rows(*rows))}}}")
        for stamp, file in captures:
            out.append(f"- {{host: {WAYBACK}, path: {quoted(capture(stamp, url))}, file: {file}}}")
    if cdx_429:
        out.append(f"- {{host: {WAYBACK}, path: '/cdx/*', behaviour: retry-after, fail_status: 429, "
                   "retry_after: '0', clear_after: 1000}")
    return "\n".join(out) + "\n"


def record(sid, name, url, note):
    source = f"  - url: {url}\n    note: {json.dumps(note)}\n" if note else f"  - {url}\n"
    return (f"# FIXTURE record written for tests/nightly/archive_test.py\nid: {sid}\n"
            f"name: {json.dumps(name)}\noperator: {OPERATOR}\nsources:\n{source}")


def names(name):
    return page(f"{name} enters service", f"The {name} of the {OPERATOR} entered service this spring.")


def write_world(work):
    records, web = os.path.join(work, "records"), os.path.join(work, "web")
    for sid, name, url, note in SYSTEMS:
        write(os.path.join(records, f"{sid}.yaml"), record(sid, name, url, note))
    write(os.path.join(web, "live.example", "fine"), names("Archfine Cluster"))
    write(os.path.join(web, "pages", "good.html"), names("Archgood Cluster"))
    write(os.path.join(web, "pages", "dated-2023.html"), names("Archdated Cluster"))
    write(os.path.join(web, "pages", "dated-2025.html"),
          page("Our centre's news", "This page now lists the centre's opening hours and its new cafe."))
    write(os.path.join(web, "pages", "today.html"), names("Archtoday Cluster"))
    write(os.path.join(web, "pages", "not-archived.html"), NOT_ARCHIVED)
    plain, limited = os.path.join(work, "archive.yaml"), os.path.join(work, "archive-429.yaml")
    write(plain, manifest())
    write(limited, manifest(cdx_429=True))
    return records, web, plain, limited


def rules_dir(source, work):
    """The repository's rules with the archives' gaps shortened for the test."""
    out = rules_without_gap(source, os.path.join(work, "rules"))
    path = os.path.join(out, "hosts.yaml")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text, n = re.subn(r"(- host: (web\.archive\.org|archive\.ph)\n    per_host: 1\n    gap_seconds: )\d+",
                      lambda m: m.group(1) + str(GAP), text)
    if n != 2:
        raise SystemExit(f"rules/hosts.yaml: the archives' entries changed shape ({n} replaced)")
    write(path, text)
    return out


def requests_of(stats):
    """(host, path) -> (count, arrival times in ms)."""
    return {(p["host"], p["path"]): (p["count"], [r["t_ms"] for r in p.get("requests", [])])
            for p in json.loads(stats)["pages"]}


def cdx_count(seen):
    return sum(c for (h, p), (c, _) in seen.items() if h == WAYBACK and p.startswith("/cdx/"))


def main():
    a = driver_args("--source-dir")
    work = a.work_dir
    chk = Checker("nightly_archive")
    records, web, plain, limited = write_world(work)
    rules = rules_dir(a.source_dir, work)

    def night(date, state, the_manifest, more=()):
        out = os.path.join(work, "out-" + date)
        with FixtureWeb(a.fixture_web, web, the_manifest, os.path.join(work, "fw")) as fw:
            cmd = [a.verifier, "run", "--records", records, "--rules", rules, "--out", out,
                   "--state", os.path.join(work, state), "--date", date, "--quiet", *more] + fw.fetch_args(timeout=5)
            code, so, se, secs = run(cmd, timeout=70)
            print(f"-- {date}: exit {code} in {secs:.1f} s\n{so[-400:]}{se[-1500:]}", file=sys.stderr)
            seen = requests_of(fw.stats())
        with open(os.path.join(out, "report.json"), encoding="utf-8") as f:
            rep = json.load(f)
        schema = os.path.join(a.source_dir, "..", "shared", "spec", "report.schema.v2.json")
        if os.path.exists(schema):  # the contract, read in place, as tests/report does
            check = run([sys.executable, os.path.join(a.source_dir, "tests", "report", "validate_schema.py"),
                         schema, os.path.join(out, "report.json")], timeout=30)
            chk.expect(check[0] == 0, f"{date}: report.json follows schema 2 ({check[1][-300:]}{check[2][-300:]})")
        md = open(os.path.join(out, "report.md"), encoding="utf-8").read()
        html = open(os.path.join(out, "index.html"), encoding="utf-8").read()
        return code, se, citations(rep), seen, md, html

    def cit(cits, sid):
        url = next(u for s, _, u, _ in SYSTEMS if s == sid)
        return cits[(sid, url)]

    def fetched(seen, url, stamp):
        return seen.get((WAYBACK, capture(stamp, url)), (0, []))[0]

    good_copy = "https://web.archive.org/web/20240301000000/https://gone.example/good"

    # 2026-01-10
    code, se, cits, seen, md, html = night("2026-01-10", "state.sqlite", plain)
    chk.expect(code == 0, f"01-10: exit 0 (got {code})")
    good = cit(cits, "arch-good")
    chk.expect(good["result"] == "names" and good.get("archive", {}).get("url") == good_copy
               and good["archive"]["date"] == "2024-03-01" and "not-found" in good["archive"]["reason"]
               and good["http_status"] == 404,
               f"01-10: live 404 with a good capture: names, on the archive copy ({good['result']}, {good.get('archive')})")
    err = cit(cits, "arch-err")
    chk.expect(err["result"] == "not-found" and "archive" not in err
               and "only archived errors" in err["detail"]
               and fetched(seen, "https://gone.example/err", "20240301000000") == 0,
               f"01-10: live 404 with only a captured 404: not-found, no archive, not fetched ({err['detail']})")
    dated = cit(cits, "arch-dated")
    chk.expect(dated["result"] == "names" and dated.get("archive", {}).get("date") == "2023-06-05"
               and fetched(seen, "https://gone.example/dated", "20251201000000") == 0,
               f"01-10: the access date chooses the 2023 capture over the one nearer the night ({dated.get('archive')})")
    soft = cit(cits, "arch-soft")
    chk.expect(soft["result"] == "not-found" and "archive" not in soft
               and "is unreadable too" in soft["detail"]
               and fetched(seen, "https://gone.example/soft", "20250101000000") == 1,
               f"01-10: a capture of the 'not archived' page is unreadable: not-found, no archive ({soft['detail']})")
    today = cit(cits, "arch-today")
    chk.expect(today["result"] == "names"
               and today.get("archive", {}).get("url") ==
               "https://web.archive.org/web/20240102030405/https://gone.example/today"
               and "archive.today copy cited is blocked" in today["archive"]["reason"],
               f"01-10: a blocked archive.today copy: the Wayback capture of its original URL ({today.get('archive')})")
    short = cit(cits, "arch-short")
    chk.expect(short["result"] == "blocked" and "archive" not in short and "short id" in short["detail"],
               f"01-10: an archive.today short id: blocked, no guess ({short['detail']})")
    fine = cit(cits, "arch-fine")
    chk.expect(fine["result"] == "names" and "archive" not in fine, "01-10: a readable live page: no archive")
    chk.expect(cdx_count(seen) == 5,
               f"01-10: one CDX request per looked-up page (good, err, dated, soft, today): {cdx_count(seen)}")
    chk.expect("names this system (archive copy of 2024-03-01)" in md and good_copy in md
               and "replace with the archive copy" in md,
               "01-10: report.md shows the copy and offers its URL")
    chk.expect("names this system (archive copy of 2024-03-01)" in html and f'href="{good_copy}"' in html,
               "01-10: index.html shows the copy and links it")
    chk.expect("verifier: archive copies: 6 unreadable pages; 3 read on a copy" in se,
               "01-10: the night's log counts the copies")
    times = sorted(t for (h, _), (_, ts) in seen.items() if h == WAYBACK for t in ts)
    gaps = [b - a for a, b in zip(times, times[1:])]
    # The server stamps a request once it has parsed it, a few ms late under
    # load (more under the sanitizers); our own part, a slow TLS set-up that
    # held a request back, is tests/fetch's "slow TLS set-up" case.
    chk.expect(len(times) >= 8 and min(gaps) >= GAP * 1000 - 50,
               f"01-10: web.archive.org's requests (robots.txt, CDX, captures) kept its gap: {gaps}")

    # 2026-01-11: the copies are reused
    code, se, cits, seen, md, html = night("2026-01-11", "state.sqlite", plain)
    chk.expect(code == 0, f"01-11: exit 0 (got {code})")
    again = [cit(cits, s) for s in ("arch-good", "arch-dated", "arch-today")]
    chk.expect(all(c["result"] == "names" and c.get("archive") for c in again)
               and cit(cits, "arch-good")["archive"]["url"] == good_copy
               and not cit(cits, "arch-good")["failing_since"],
               f"01-11: the copies read before stand ({[c.get('archive') for c in again]})")
    reused = [fetched(seen, u, s) for u, (_, caps) in ARCHIVE.items() for s, _ in caps]
    chk.expect(sum(reused) == 1 and cdx_count(seen) == 2,
               f"01-11: no CDX request nor capture for them; only err and soft asked again "
               f"(captures {reused}, CDX {cdx_count(seen)})")

    # 2026-01-12: a fresh state, the CDX API answers 429
    code, se, cits, seen, md, html = night("2026-01-12", "state-429.sqlite", limited)
    chk.expect(code == 0, f"01-12: exit 0 (got {code})")
    looked = [cit(cits, s) for s in ("arch-good", "arch-err", "arch-dated", "arch-soft", "arch-today")]
    chk.expect(all(c["result"] in ("not-found", "blocked") and "archive" not in c
                   and "no archive copy tonight: the Wayback CDX API answered 429" in c["detail"]
                   for c in looked),
               f"01-12: no copy tonight, and each row says so ({[c['detail'] for c in looked]})")
    chk.expect("no archive copy tonight: the Wayback CDX API answered 429" in se,
               "01-12: the night's log says so")
    chk.expect(1 <= cdx_count(seen) <= 3,
               f"01-12: the lookups stop at the first 429 (its own retries only): {cdx_count(seen)} CDX requests")
    chk.expect("the Wayback CDX API answered 429" in md, "01-12: report.md says so")

    # 2026-01-13: --no-archive-copies
    code, se, cits, seen, md, html = night("2026-01-13", "state-off.sqlite", plain, ["--no-archive-copies"])
    chk.expect(code == 0, f"01-13: exit 0 (got {code})")
    chk.expect(cdx_count(seen) == 0 and not any(h == WAYBACK for (h, _) in seen),
               f"01-13: --no-archive-copies: no request to {WAYBACK} ({cdx_count(seen)} CDX)")
    chk.expect(cit(cits, "arch-good")["result"] == "not-found" and "archive" not in cit(cits, "arch-good")
               and "archive copy" not in cit(cits, "arch-good")["detail"],
               "01-13: the live 404 stands, with no word of copies")
    return chk.done()


if __name__ == "__main__":
    drive(main)
