#!/usr/bin/python3
"""tests/e2e/web50/generate.py: writes the web of about fifty citations.

A small world written for the end-to-end test, with fictional systems on
fictional hosts (*.example), that shows every kind of trouble of spec §4 plus a
gzip body, a 503 that clears on retry, pages in windows-1252 and Shift_JIS, a
redirect chain (one hop relative), non-public addresses refused directly and
through redirects, credentials in a URL, and the same URL spelt three ways.
Every page is a fixture labelled as such. This script writes, beside itself:

  records/*.yaml   the systems; "{http_port}" is replaced by the driver at run time
  bad-records/     a folder with one malformed record (exit 2, FILE:LINE:COLUMN)
  web/             the pages, ROOT/<host>/<path>
  manifest.yaml    the misbehaviours (tests/fixture-web/README.md)
  expected.tsv     the result of every citation and the verdict of every system

The driver (tests/e2e/run_e2e.py web50) adds one --connect-to of its own:
refused.gamma.example:81 goes to a loopback port where nothing listens.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "sample"))

from fixturegen import (Web, article, challenge_page, error_page, file_of, host_of,  # noqa: E402
                        js_shell, pdf_bytes, png_bytes, soft_404_page, target_of)

SYSTEMS = {}   # id -> dict(name, aliases, operator, verdict, unlinked)
CITES = []     # dict(system, url, expect, section, role)
web = Web()


def system(sid, name, verdict, aliases=(), operator=None, unlinked=()):
    SYSTEMS[sid] = dict(name=name, aliases=list(aliases), operator=operator, verdict=verdict,
                        unlinked=list(unlinked))


def cite(sid, url, expect, section="sources", role=None):
    CITES.append(dict(system=sid, url=url, expect=expect, section=section, role=role))


def page(url, body, **entry):
    """Writes the body at the URL's file, and a manifest entry when one is given."""
    rel = file_of(url)
    web.put(rel, body)
    if entry:
        web.entry(host=host_of(url), path=target_of(url), **entry)


def behave(url, **entry):
    web.entry(host=host_of(url), path=target_of(url), **entry)


# --- A: Vantorix-7, named in every readable way ----------------------------------------------
system("vantorix-7", "Vantorix-7", "verified", operator="Example Compute Lab",
       aliases=["VX7 cluster", "Vantörix Sieben", "バントリックス・セブン"])
A = "vantorix-7"
u = "https://news.alpha.example/vantorix-announced"
page(u, article("Example Compute Lab switches on Vantorix-7",
                ["The lab's new machine has 4,096 accelerators and went live on Monday."]))
cite(A, u, "names", section="parts", role="Accelerator")
cite(A, u + "#section-2", "names", section="metrics", role="accelerators")  # same URL: one citation
u = "https://specs.alpha.example/systems"
page(u, article("Systems at a glance", ["Every machine the lab runs, by size."],
                table=[["System", "Accelerators", "Year"], ["Vantorix-7", "4,096", "2024"],
                       ["Older machine", "512", "2019"]]))
cite(A, u, "names")
u = "https://blog.alpha.example/posts/vx7"
page(u, article("Inside the VX7 cluster", ["The VX7 cluster uses liquid cooling throughout."]))
cite(A, u, "names")
u = "https://gzip.alpha.example/story"
page(u, article("A gzip-encoded story", ["Vantorix-7 finished its acceptance tests."]),
     behaviour="gzip")
cite(A, u, "names")
u = "https://flaky.alpha.example/story"
page(u, article("A page behind a flaky server", ["Vantorix-7 was booked out for a year."]),
     behaviour="retry-after", fail_status=503, clear_after=1, retry_after="1")
cite(A, u, "names")
u = "https://latin.alpha.example/artikel"
web.put(file_of(u), article("Großrechner in München",
                            ["Der Großrechner Vantörix Sieben steht in München; Kühlung über "
                             "Wärmetauscher, Leistung 12 Megawatt."], charset="windows-1252",
                            lang="de").encode("cp1252"))
behave(u, content_type="text/html; charset=windows-1252")
cite(A, u, "names")
u = "https://japan.alpha.example/kiji/1"
web.put(file_of(u), article("新スパコン稼働", ["研究所の新しいスーパーコンピューター「バントリックス・セブン」が稼働した。"],
                            charset="Shift_JIS", lang="ja").encode("shift_jis"))
behave(u, content_type="text/html; charset=Shift_JIS")
cite(A, u, "names")
u = "https://old.alpha.example/a"
behave(u, status=301, redirect="https://mid.alpha.example/b")
web.entry(host="mid.alpha.example", path="/b", status=302, redirect="/c")
page("https://mid.alpha.example/c", article("Moved twice", ["Vantorix-7 pages now live here."]))
cite(A, u, "names")
u = "https://www.alpha.example/"
page(u, article("Alpha lab home", ["Home of Vantorix-7, the lab's flagship."]))
cite(A, u, "names")
u = "https://docs.alpha.example/vantorix-7.pdf"
web.put(file_of(u), pdf_bytes("Vantorix-7 system overview",
                              ["Vantorix-7: 4,096 accelerators, 512 nodes", "Example Compute Lab"]))
cite(A, u, "names")
u = "http://plain.alpha.example/page"
page(u, article("Over plain HTTP", ["Vantorix-7 has a plain HTTP page too."]))
cite(A, u, "names")
u = "https://refresh.alpha.example/old"  # a meta refresh, followed like a redirect
page(u, '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/new">'
        '<title>Moved</title></head><body><p>This page has moved.</p></body></html>\n')
page("https://refresh.alpha.example/new", article("Moved here", ["Vantorix-7 now lives on this page."]))
cite(A, u, "names")

# --- B: Brennacle Array: readable pages that do not name it -----------------------------------
system("brennacle-array", "Brennacle Array", "weakly-sourced", operator="Example Beta Institute")
B = "brennacle-array"
u = "https://news.beta.example/plain"
page(u, article("Institute news", ["The institute bought new storage and hired two engineers."]))
cite(B, u, "does-not-name")
u = "https://news.beta.example/hidden"
page(u, article("Only hidden mentions", ["Nothing visible here names the machine."],
                extra_head="<style>.x::after{content:'Brennacle Array'}</style>"
                           "<script>var s = 'Brennacle Array';</script>",
                extra_body="<!-- Brennacle Array --><template><p>Brennacle Array</p></template>"
                           "<span title=\"Brennacle Array\"></span>"))
cite(B, u, "does-not-name")
u = "https://news.beta.example/partword"
page(u, article("Part words only", ["The SuperBrennacle Array and the Brennacle Arrays project are "
                                    "different things entirely."]))
cite(B, u, "does-not-name")
u = "https://news.beta.example/notes.txt"
web.put(file_of(u), "Test fixture written for the verifier's tests.\nPlain text notes about storage.\n")
cite(B, u, "does-not-name")
cite(B, "https://NEWS.ALPHA.EXAMPLE:443/vantorix-announced", "does-not-name")  # A's page, spelt otherwise

# --- C: Corvanth Grid: every way a page can be unreadable --------------------------------------
system("corvanth-grid", "Corvanth Grid", "unverifiable", operator="Example Gamma Agency")
C = "corvanth-grid"


def fail(host, path, expect, body=None, **entry):
    url = f"https://{host}{path}"
    if body is not None:
        page(url, body, **entry)
    elif entry:
        behave(url, **entry)
    cite(C, url, expect)
    return url


for status, word in [(404, "not-found"), (410, "not-found"), (418, "not-found"),
                     (401, "blocked"), (402, "blocked"), (403, "blocked"), (407, "blocked"),
                     (451, "blocked"), (999, "blocked"),
                     (500, "server-error"), (502, "server-error"), (503, "server-error"),
                     (504, "server-error")]:
    # The error pages name the system: an unreadable answer must never count.
    fail(f"s{status}.gamma.example", "/corvanth", word,
         body=article(f"{status} - Corvanth Grid", [f"Corvanth Grid: the server answered {status}."]),
         status=status)
fail("soft404.gamma.example", "/corvanth-grid-launch", "not-found",
     body=soft_404_page("Gamma Agency"))
fail("ratelimit.gamma.example", "/corvanth", "blocked", behaviour="retry-after", fail_status=429,
     clear_after=0, retry_after="1")
fail("cf.gamma.example", "/corvanth", "blocked", body=challenge_page(), status=403,
     headers={"cf-mitigated": "challenge", "server": "cloudflare"})
fail("login.gamma.example", "/corvanth", "blocked", body=article(
    "Sign in", ["Sign in to continue. You must be logged in to view this page."],
    extra_body='<form action="/login" method="post"><input name="username">'
               '<input type="password" name="password"><button>Log in</button></form>'))
fail("app.gamma.example", "/corvanth", "needs-javascript", body=js_shell("Gamma app"))
fail("timeout.gamma.example", "/corvanth", "unreachable", behaviour="never-answer", hold_ms=30000)
fail("s408.gamma.example", "/corvanth", "unreachable", status=408,
     body=error_page(408, "Request Timeout", "s408.gamma.example"))
fail("loop.gamma.example", "/corvanth", "unreachable", behaviour="redirect-loop")
fail("ftp.gamma.example", "/corvanth", "unreachable", status=302,
     redirect="ftp://ftp.gamma.example/corvanth.txt")
fail("badtls.gamma.example", "/corvanth", "unreachable", behaviour="tls-unknown-ca")
cite(C, "http://refused.gamma.example:81/corvanth", "unreachable")   # driver maps it to a closed port
cite(C, "http://nxdomain.invalid:8081/corvanth", "unreachable")      # no mapping: DNS fails
url = fail("png.gamma.example", "/corvanth", "unsupported", content_type="image/png")
web.put(file_of(url), png_bytes())
url = fail("zip.gamma.example", "/corvanth.zip", "unsupported")
web.put(file_of(url), b"PK\x05\x06" + b"\x00" * 18)  # an empty zip archive
fail("bomb.gamma.example", "/corvanth", "unsupported", behaviour="gzip-bomb", size_mb=64)
fail("robots.gamma.example", "/private/corvanth", "excluded",
     body=article("Corvanth Grid", ["Corvanth Grid behind robots.txt."]))
web.put("robots.gamma.example/robots.txt",
        "# FIXTURE written for the verifier's tests\nUser-agent: *\nDisallow: /private/\n")
fail("robots5xx.gamma.example", "/corvanth", "excluded",
     body=article("Corvanth Grid", ["Corvanth Grid, but robots.txt answers 503."]))
web.entry(host="robots5xx.gamma.example", path="/robots.txt", status=503)
cite(C, "https://editor:s3cret@creds.gamma.example/corvanth", "excluded")
page("https://creds.gamma.example/corvanth", article("Corvanth Grid", ["Corvanth Grid, never fetched."]))
cite(C, "http://127.0.0.1:{http_port}/corvanth", "excluded")
cite(C, "http://[::1]/corvanth", "excluded")
cite(C, "http://localhost/corvanth", "excluded")
fail("to-loopback.gamma.example", "/corvanth", "excluded", status=302,
     redirect="http://127.0.0.1:{http_port}/corvanth")
fail("to-private.gamma.example", "/corvanth", "excluded", status=302,
     redirect="http://10.20.30.40/corvanth")
# What the non-public addresses would have served, had they been fetched.
page("http://127.0.0.1/corvanth", article("Corvanth Grid", ["Corvanth Grid on loopback."]))
page("http://10.20.30.40/corvanth", article("Corvanth Grid", ["Corvanth Grid on a private net."]))
page("http://localhost/corvanth", article("Corvanth Grid", ["Corvanth Grid on localhost."]))

# --- D: no URL at all ------------------------------------------------------------------------------
system("dravenholt-node", "Dravenholt Node", "uncited", operator="Example Delta Co",
       unlinked=["Private correspondence with Example Delta Co, 2024-05"])


def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_records():
    d = os.path.join(HERE, "records")
    os.makedirs(d, exist_ok=True)
    for f in os.listdir(d):
        os.remove(os.path.join(d, f))
    for sid, s in SYSTEMS.items():
        lines = ["# FIXTURE record written for tests/e2e (web50); not part of the dataset.",
                 f"id: {sid}", f"name: {yq(s['name'])}"]
        lines.append("aliases: [" + ", ".join(yq(a) for a in s["aliases"]) + "]")
        lines.append(f"operator: {yq(s['operator'])}" if s["operator"] else "operator: null")
        lines += ["country: Nowhere", "status: operational", "kind: ai-training",
                  "confidence: reported"]
        mine = [c for c in CITES if c["system"] == sid]
        parts = [c for c in mine if c["section"] == "parts"]
        metrics = [c for c in mine if c["section"] == "metrics"]
        sources = [c for c in mine if c["section"] == "sources"]
        if parts:
            lines.append("parts:")
            for c in parts:
                lines += [f"  - role: {c['role']}", "    part: Example accelerator",
                          "    quantity: 4096", f"    source: {yq(c['url'])}"]
        if metrics:
            lines.append("metrics:")
            for c in metrics:
                lines += [f"  - metric: {c['role']}", "    value: 4096", "    as_of: 2024-06",
                          f"    source: {yq(c['url'])}"]
        lines.append("sources:" if sources else "sources: []")
        for c in sources:
            lines.append(f"  - {yq(c['url'])}")
        lines.append("unlinked_sources:" if s["unlinked"] else "unlinked_sources: []")
        for t in s["unlinked"]:
            lines.append(f"  - {yq(t)}")
        with open(os.path.join(d, sid + ".yaml"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


def write_bad_records():
    d = os.path.join(HERE, "bad-records")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "good-one.yaml"), "w", encoding="utf-8") as f:
        f.write("# FIXTURE record written for tests/e2e: a valid one beside the broken one.\n"
                "id: good-one\nname: Good One\nsources:\n  - https://news.alpha.example/vantorix-announced\n")
    # Line 5, column 5: a citation that is not an absolute http(s) URL.
    with open(os.path.join(d, "broken-one.yaml"), "w", encoding="utf-8") as f:
        f.write("# FIXTURE record written for tests/e2e: malformed on purpose.\n"
                "id: broken-one\n"
                "name: Broken One\n"
                "sources:\n"
                "  - not a url at all\n")


def write_expected():
    with open(os.path.join(HERE, "expected.tsv"), "w", encoding="utf-8") as f:
        f.write("# Expected results of tests/e2e/web50; written by generate.py.\n")
        f.write("# kind\tsystem\turl\texpected\n")
        seen = set()
        for c in CITES:
            key = (c["system"], c["url"].split("#")[0])
            if key in seen:
                continue
            seen.add(key)
            f.write(f"citation\t{c['system']}\t{c['url']}\t{c['expect']}\n")
        for sid, s in sorted(SYSTEMS.items()):
            f.write(f"verdict\t{sid}\t-\t{s['verdict']}\n")


def main():
    write_records()
    write_bad_records()
    web.write(os.path.join(HERE, "web"), os.path.join(HERE, "manifest.yaml"),
              "# tests/e2e/web50/manifest.yaml: misbehaviours of the web of fifty citations.\n"
              "# Written by tests/e2e/web50/generate.py; edit that, not this.\n")
    write_expected()
    n = len({(c["system"], c["url"].split("#")[0]) for c in CITES})
    print(f"web50: {len(SYSTEMS)} systems, {n} citations", file=sys.stderr)


if __name__ == "__main__":
    main()
