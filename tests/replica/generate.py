#!/usr/bin/python3
"""tests/replica/generate.py: the replica web of the bundled dataset (issue 15
item 4): every distinct URL that records/ cites, served by the fixture web
(tests/fixture-web) at its own host name over loopback, each host with the
behaviour its users document, and the whole night time-scaled.

Every page it writes is a FIXTURE written for the verifier's tests (labelled so,
as tests/sample/fixturegen.py labels them): generated text that names the
systems citing the URL, or (for a share of URLs) names none. Nothing is copied
from any publisher. Everything is decided by a hash of the URL: two runs write
the same bytes.

Writes into OUT:
  web/pages/*.html|pdf   the pages (content-addressed), web/ is the fixture root
  manifest.yaml          one entry per fetched target, and the misbehaviours
  throttle.yaml          the per-host rate limits (fixture-web --throttle)
  rules/                 the project's rules with every time divided by SCALE
  expected.json          per URL: host, kind, readable, mutable, the result the
                         verifier must give, and the replica's own figures

Host behaviours (times are the real ones; the replica divides them by SCALE):
  web.archive.org  15 requests a minute (a bucket of 3), 429 past it without
                   Retry-After; a client that keeps sending inside its 429
                   windows for a minute is blocked (connections reset) for an
                   hour, doubling each time. Unpinned URLs (web/2/..., /URL)
                   and a share of pinned ones redirect to the nearest capture;
                   some URLs were never archived (404, "Hrm. The Wayback
                   Machine has not archived that URL."), some captures are of
                   the site's 404 page (404) or of a soft 404 (200).
  archive.today    (archive.ph, archive.is) six requests a minute, 429 with
                   its CAPTCHA page and a Retry-After past it; some captures
                   answer the CAPTCHA page (200) whatever the rate, one
                   answers 429 with it every time.
  arxiv.org        one request every 3 s (429 with Retry-After past it);
                   slow answers.
  top500.org, www.nextplatform.com, www.datacenterdynamics.com: slow answers.

Usage: generate.py --out DIR [--scale S] [--records DIR] [--rules DIR] [--wayback-rate N]
"""
import argparse
import hashlib
import html
import json
import os
import re
import shutil
import sys
import urllib.parse

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tests", "sample"))

from fixturegen import (LABEL_COMMENT, LABEL_LINE, Web, article, pdf_bytes,  # noqa: E402
                        target_of, wayback_fetch_target)

WAYBACK = "web.archive.org"
ARCHIVE_TODAY = ("archive.ph", "archive.is", "archive.today", "archive.li", "archive.md",
                 "archive.vn", "archive.fo")
SLOW_HOSTS = ("arxiv.org", "top500.org", "www.nextplatform.com", "www.datacenterdynamics.com")
PINNED = re.compile(r"^https?://web\.archive\.org/web/(\d{14})([a-z]{2}_)?/(.*)$", re.S)
MINUTE_MS, HOUR_MS = 60000, 3600000

# Real-time rate limits (per_ms and the block times are divided by the scale).
THROTTLE = [
    dict(host=WAYBACK, rate=15, per_ms=MINUTE_MS, burst=3, retry_after=False,
         block_after_ms=MINUTE_MS, block_ms=HOUR_MS),
    dict(host="archive.ph", rate=6, per_ms=MINUTE_MS, burst=2, retry_after=True, captcha=True),
    dict(host="archive.is", rate=6, per_ms=MINUTE_MS, burst=2, retry_after=True, captcha=True),
    dict(host="arxiv.org", rate=20, per_ms=MINUTE_MS, burst=4, retry_after=True),
]

# What the verifier must say of each kind: its result word, and a piece of the
# detail when the word alone does not tell the behaviour apart.
RESULTS = {
    "page": ("readable", ""),
    "nearest-capture": ("readable", ""),
    "slow": ("readable", ""),
    "not-archived": ("not-found", "404"),
    "captured-404": ("not-found", "404"),
    "captured-soft-404": ("not-found", "soft 404"),
    "captcha": ("blocked", "archive.today CAPTCHA"),
    "captcha-429": ("blocked", "429"),
}
READABLE_WORDS = ("names", "describes", "does-not-name")


def digest(url, salt=""):
    return int(hashlib.sha1((salt + url).encode("utf-8")).hexdigest()[:12], 16)


def same_key(url):
    return url.split("#", 1)[0]


def cited_urls(records_dir):
    """{url key: (the first spelling cited, [citing records])}, in key order."""
    urls = {}
    for name in sorted(os.listdir(records_dir)):
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(records_dir, name), encoding="utf-8") as f:
            rec = yaml.safe_load(f)
        sources = [row.get("source") for section in ("parts", "metrics", "timeline")
                   for row in rec.get(section) or []] + list(rec.get("sources") or [])
        for src in sources:
            url = src.get("url") if isinstance(src, dict) else src
            if not url:
                continue
            entry = urls.setdefault(same_key(url), (url, []))
            if rec not in entry[1]:
                entry[1].append(rec)
    return dict(sorted(urls.items()))


def host_of(url):
    return (urllib.parse.urlsplit(url).hostname or "").lower()


def kind_of(url, host):
    """The behaviour this URL meets, from its host and a hash of it."""
    h = digest(url) % 100
    if host == WAYBACK:
        if not PINNED.match(url):
            return "nearest-capture"
        return ("nearest-capture" if h < 6 else "not-archived" if h < 9 else
                "captured-404" if h < 11 else "captured-soft-404" if h < 12 else "page")
    if host in ARCHIVE_TODAY:
        return "captcha" if h < 8 else "captcha-429" if h < 10 else "page"
    return "slow" if host in SLOW_HOSTS else "page"


def mutable(url, immutable_patterns):
    return not any(re.search(p, url) for p in immutable_patterns)


# ---------------------------------------------------------------- page text
TOPICS = ["deployment", "expansion", "benchmark results", "power and cooling", "procurement",
          "software stack", "interconnect", "first users"]


def naming_page(url, recs):
    """An article naming every record that cites the URL, with its operator,
    place and accelerators when the record gives them."""
    first = recs[0]
    topic = TOPICS[digest(url, "topic") % len(TOPICS)]
    paras = []
    for rec in recs:
        name = rec.get("name") or rec["id"]
        where = rec.get("site") or rec.get("country") or "its site"
        who = rec.get("operator") or "its operator"
        accel = ", ".join(f"{int(p['quantity']):,} {p.get('part')}" for p in rec.get("parts") or []
                          if p.get("quantity") and p.get("part"))
        paras.append(f"{name}, run by {who} in {where}, was the subject of this report on its {topic}. "
                     f"The {name} system {('is built from ' + accel) if accel else 'was described by its operator'}, "
                     "and the team said more details would follow at the next users' meeting.")
    paras.append("Engineers said the installation took most of the year, and that research groups "
                 "will share the machine for climate, materials and language-model work.")
    title = f"{first.get('name') or first['id']}: {topic}"
    return title, paras


def other_page(url):
    topic = TOPICS[digest(url, "topic") % len(TOPICS)]
    title = f"Industry notes: data centre {topic}"
    paras = ["Operators of large computing facilities reported longer lead times for transformers, "
             "switchgear and liquid cooling components this quarter.",
             f"Analysts expect {topic} to dominate the next round of announcements, while grid "
             "connection queues in several regions keep growing.",
             "No single installation was singled out; the figures are averages across the market."]
    return title, paras


def page_body(url, recs):
    names = digest(url, "names") % 100 < 85
    title, paras = naming_page(url, recs) if names else other_page(url)
    if urllib.parse.urlsplit(url).path.lower().endswith(".pdf"):
        return pdf_bytes(title, paras), "pdf"
    return article(title, paras, site=host_of(url)), "html"


def wayback_not_archived():
    return "\n".join([
        "<!DOCTYPE html>", LABEL_COMMENT,
        '<html lang="en"><head><meta charset="utf-8"><title>Wayback Machine</title></head><body>',
        f'<p class="fixture-label">{html.escape(LABEL_LINE)}</p>',
        "<div id=\"positionHome\"><section><h2>Hrm.</h2>",
        "<p>The Wayback Machine has not archived that URL.</p>",
        "<p>Click here to search for all archived pages under this address.</p></section></div>",
        "</body></html>", ""])


def site_404(url):
    """The cited site's own 404 page, as a capture of it holds it."""
    pinned = PINNED.match(url)
    return article("Page not found", ["Sorry, the page you were looking for could not be found.",
                                      "It may have been moved or deleted."],
                   heading="404 - Page not found", site=host_of(pinned.group(3) if pinned else url))


def captcha_page(host):
    return "\n".join([
        "<!DOCTYPE html>", LABEL_COMMENT,
        f'<html lang="en"><head><meta charset="utf-8"><title>{host}</title></head><body>',
        f'<p class="fixture-label">{html.escape(LABEL_LINE)}</p>',
        "<h1>Security check</h1><p>Please complete the security check to access the archive. "
        "Why do I have to complete a CAPTCHA? Completing the CAPTCHA proves you are a human.</p>",
        '<div class="g-recaptcha" data-sitekey="fixture"></div>',
        "</body></html>", ""])


def nearest(url):
    """The capture the Wayback Machine redirects to: the cited timestamp moved
    by a few hours (or, unpinned, a fixed one), in the id_ form asked for."""
    m = PINNED.match(url)
    if m:
        ts, orig = m.group(1), m.group(3)
        shifted = f"{int(ts) + 1 + digest(url, 'ts') % 5000:014d}"[:14]
        return f"https://{WAYBACK}/web/{shifted}id_/{orig}"
    orig = re.sub(r"^https?://web\.archive\.org/(web/[^/]*/)?", "", url)
    return f"https://{WAYBACK}/web/20240601000000id_/{orig}"


# ---------------------------------------------------------------- the web
def build(urls, immutable_patterns, scale, kinds=None):
    """The web and the expected results of `urls` ({key: (url, citing records)});
    each URL's behaviour is kind_of() it unless `kinds` ({key: kind}) names one."""
    web = Web()
    expected = {}
    for key, (url, recs) in urls.items():
        host = host_of(url)
        kind = (kinds or {}).get(key) or kind_of(url, host)
        target = target_of(wayback_fetch_target(url))
        word, detail = RESULTS[kind]
        expected[key] = dict(url=url, host=host, kind=kind, result=word, detail=detail,
                             readable=word == "readable", mutable=mutable(url, immutable_patterns),
                             systems=[r["id"] for r in recs], targets=[[host, target]])
        where = dict(host=host, path=target)
        if kind in ("page", "slow", "nearest-capture"):
            body, ext = page_body(url, recs)
            rel = web.put(f"pages/{digest(url):012x}.{ext}", body)
            delay = {}
            if kind == "slow":
                delay = dict(delay_ms=max(1, (500 + digest(url, "slow") % 2500) // scale))
            if kind == "nearest-capture":
                to = nearest(url)
                web.entry(comment="redirect to the nearest capture", **where, status=302, redirect=to)
                where = dict(host=WAYBACK, path=target_of(to))
                expected[key]["targets"].append([WAYBACK, target_of(to)])
            web.entry(**where, file=rel, **delay)
        elif kind == "not-archived":
            web.entry(**where, status=404, body=wayback_not_archived())
        elif kind == "captured-404":
            web.entry(**where, status=404, body=site_404(url))
        elif kind == "captured-soft-404":
            web.entry(**where, body=site_404(url))
        elif kind == "captcha":
            web.entry(**where, body=captcha_page(host))
        elif kind == "captcha-429":
            web.entry(**where, behaviour="retry-after", fail_status=429, clear_after=0,
                      retry_after=str(max(1, 60 // scale)))
    return web, expected


def throttle_profiles(scale, profiles=THROTTLE):
    out = []
    for p in profiles:
        q = {k: v for k, v in p.items() if k != "captcha"}
        q["per_ms"] = max(1, p["per_ms"] // scale)
        for k in ("block_after_ms", "block_ms", "forgive_ms"):
            if k in p:
                q[k] = max(1, p[k] // scale)
        if p.get("captcha"):
            q["body"] = captcha_page(p["host"])
        out.append(q)
    return out


def scaled_rules(src, out, scale):
    """The project's rules with every schedule time divided by the scale:
    hosts.yaml's gaps, fetch.yaml's default gap, its caps on waiting
    (Retry-After, Crawl-delay) and the gap a 429 leaves at least. Timeouts
    stay: they bound, they do not pace."""
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(src, out)

    def scale_key(path, key):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        text = re.sub(rf"(^\s*(- )?{key}:\s*)([0-9.]+)",
                      lambda m: m.group(1) + f"{float(m.group(3)) / scale:g}", text, flags=re.M)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    scale_key(os.path.join(out, "hosts.yaml"), "gap_seconds")
    for key in ("gap_seconds", "retry_after_cap", "crawl_delay_cap", "rate_limited_gap"):
        scale_key(os.path.join(out, "fetch.yaml"), key)


def immutable_patterns(rules):
    with open(os.path.join(rules, "fetch.yaml"), encoding="utf-8") as f:
        return yaml.safe_load(f).get("immutable_patterns") or []


def write_replica(out, urls, rules, scale, kinds=None, profiles=THROTTLE):
    """Writes the replica of `urls` into OUT (web/, manifest.yaml, throttle.yaml,
    rules/, expected.json); gives the expected results."""
    web, expected = build(urls, immutable_patterns(rules), scale, kinds)
    os.makedirs(out, exist_ok=True)
    web.write(os.path.join(out, "web"), os.path.join(out, "manifest.yaml"),
              "# The replica web (tests/replica/generate.py): FIXTURE pages and behaviours.\n")
    with open(os.path.join(out, "throttle.yaml"), "w", encoding="utf-8") as f:
        yaml.safe_dump(throttle_profiles(scale, profiles), f, sort_keys=False, width=1000)
    scaled_rules(rules, os.path.join(out, "rules"), scale)
    with open(os.path.join(out, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(dict(scale=scale, urls=expected), f, indent=1, sort_keys=True)
    return expected


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--scale", type=int, default=10)
    ap.add_argument("--records", default=os.path.join(REPO, "records"))
    ap.add_argument("--rules", default=os.path.join(REPO, "rules"))
    ap.add_argument("--wayback-rate", type=float, default=0,
                    help="the Wayback Machine's requests a minute, when not the documented 15 "
                         "(its limits change without notice)")
    a = ap.parse_args()
    profiles = [dict(p, rate=a.wayback_rate) if p["host"] == WAYBACK and a.wayback_rate else p
                for p in THROTTLE]
    expected = write_replica(a.out, cited_urls(a.records), a.rules, a.scale, profiles=profiles)
    hosts = {e["host"] for e in expected.values()}
    print(f"replica: {len(expected)} URLs on {len(hosts)} hosts, scale {a.scale}, in {a.out}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
