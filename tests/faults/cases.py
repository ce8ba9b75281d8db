"""tests/faults/cases.py: the fault matrix as data: one row per server misbehaviour
(or citation the verifier must refuse), with the fixture-web manifest entry that
produces it and the result word spec §4 expects.

A row is Case(name, expected, entry=..., scheme=..., url=...):
  entry   extra manifest keys for the row's own host and path (None: no entry, the
          host serves PAGE from its folder); a list gives several entries (chains)
  url     overrides the cited URL; "{host}", "{http}", "{https}" are filled in
  retries True when the verifier may retry it (5xx, 429, timeouts): bounds its time
  extra_connect  --connect-to rules of the row's own ("{host}"), before the fixture's
  detail  a phrase the reason must contain (excluded for the right reason)
Every host is NAME.faults.example (or hN.NAME.faults.example in the 1,000-URL pass),
sent to the fixture web by --connect-to; the loopback rows use the fixture's real
port, which no --connect-to rule names, so a verifier that failed to refuse them
would really connect. Nothing here leaves 127.0.0.0/8.
"""
from dataclasses import dataclass, field

SYSTEM = "Zorblax"
PAGE = ("<!doctype html><html><head><title>The Zorblax supercomputer</title></head><body>"
        "<h1>Zorblax enters service</h1><p>The Zorblax supercomputer, built for climate "
        "science, entered service this spring at the national laboratory. Zorblax has "
        "thousands of GPUs and a fast network, and researchers from many institutes will "
        "use it for weather, materials and energy studies over the coming years.</p>"
        "</body></html>\n")
OTHER = PAGE.replace("Zorblax", "Quendril")
SOFT404 = ("<!doctype html><html><head><title>Page not found</title></head><body><h1>404 - "
           "Page not found</h1><p>Sorry, the page you are looking for does not exist.</p>"
           "</body></html>\n")
LONG = PAGE.replace("</body>", "<p>" + "Zorblax runs day and night. " * 400 + "</p></body>")


@dataclass
class Case:
    name: str
    expected: str
    entry: object = field(default_factory=dict)
    scheme: str = "http"
    url: str = ""
    retries: bool = False
    body: str = PAGE
    extra_connect: list = field(default_factory=list)
    detail: str = ""  # must appear in `check`'s detail line (the reason), when set


def redirect_chain(n):
    """n entries r0 -> r1 -> ... -> r(n): more hops than the verifier follows (10)."""
    return [dict(path=f"/r{i}", status=302, redirect=f"/r{i + 1}") for i in range(n)] + \
        [dict(path="/p", status=302, redirect="/r0")]


LOOPBACK_HOSTS = ["127.0.0.1", "127.1", "2130706433", "0177.0.0.1", "0x7f.0.0.1", "[::1]",
                  "[::ffff:127.0.0.1]", "0.0.0.0", "localhost", "LocalHost", "app.localhost",
                  "127.0.0.2", "[0:0:0:0:0:0:0:1]", "0x7f000001", "[::ffff:7f00:1]"]

CASES = [
    # readable answers, every framing and encoding
    Case("plain", "names"),
    Case("plain-tls", "names", scheme="https"),
    Case("gzip", "names", dict(behaviour="gzip")),
    Case("deflate", "names", dict(behaviour="deflate")),
    Case("brotli", "names", dict(behaviour="br")),
    Case("chunked", "names", dict(behaviour="chunked", chunk_size=7)),
    Case("gzip-chunked", "names", dict(behaviours=["gzip", "chunked"])),
    Case("close-delimited", "names", dict(behaviour="close-delimited")),
    Case("close-delimited-tls", "names", dict(behaviour="close-delimited"), scheme="https"),
    Case("latency", "names", dict(delay_ms=300, delay_max_ms=600)),
    Case("other-page", "does-not-name", body=OTHER),
    Case("redirect", "names", [dict(path="/p", status=301, redirect="/final"),
                               dict(path="/final")]),
    Case("retry-then-ok", "names", dict(behaviour="retry-after", fail_status=503,
                                        retry_after="1", clear_after=1), retries=True),
    # broken transfers
    Case("lie-content-length", "unreachable", dict(behaviour="lie-content-length")),
    Case("reset-mid-body", "unreachable", dict(behaviour="reset-mid-body", reset_after=64),
         body=LONG, retries=True),
    Case("never-answer", "unreachable", dict(behaviour="never-answer"), retries=True, detail="timeout"),
    # (whole host: the fixture picks a connection's behaviour from its first request,
    # which is robots.txt; so robots.txt goes unanswered too, which also means unreachable)
    Case("accept-never-read", "unreachable", dict(path="*", behaviour="accept-and-never-read"),
         retries=True),
    Case("accept-never-read-tls", "unreachable",
         dict(path="*", behaviour="accept-and-never-read"), scheme="https", retries=True),
    Case("slow-headers", "unreachable", dict(behaviour="slow-headers", interval_ms=2500),
         retries=True, detail="timeout"),
    Case("drip", "unreachable", dict(behaviour="drip", drip_bytes=16, interval_ms=200),
         body=LONG, retries=True),
    Case("headers-never-end", "unreachable", dict(behaviour="headers-never-end",
                                                  interval_ms=100), retries=True),
    # HTML over the cap is judged on its first part: the fixture's filler names nothing
    Case("endless", "does-not-name", dict(behaviour="endless"), retries=True, detail="first part"),
    Case("oversized-header", "unreachable", dict(behaviour="oversized-header",
                                                 header_bytes=1048576)),
    Case("invalid-status-line", "unreachable",
         dict(behaviour="invalid-status-line", status_line="HTTP/1.1 2x0 Bogus")),
    Case("http09", "unreachable", dict(behaviour="http09")),
    Case("refused", "unreachable", None, retries=True,
         extra_connect=["{host}:80:127.0.0.1:1"]),
    Case("tls-stall", "unreachable", dict(path="*", behaviour="tls-stall"), scheme="https",
         retries=True),
    Case("tls-unknown-ca", "unreachable", dict(path="*", behaviour="tls-unknown-ca"),
         scheme="https"),
    # sizes and types
    Case("gzip-bomb", "unsupported", dict(behaviour="gzip-bomb", size_mb=200), detail="cap"),
    Case("huge-html", "does-not-name", dict(behaviour="huge", size_mb=30), retries=True, detail="first part"),
    Case("drip-short", "names", dict(behaviour="drip", drip_bytes=64, interval_ms=20)),
    Case("binary", "unsupported", dict(behaviour="binary", size_bytes=65536)),
    Case("image", "unsupported", dict(content_type="image/png")),
    # statuses and what pages say
    Case("s404", "not-found", dict(status=404)),
    Case("s410", "not-found", dict(status=410)),
    Case("s401", "blocked", dict(status=401)),
    Case("s403", "blocked", dict(status=403)),
    Case("s500", "server-error", dict(status=500), retries=True),
    Case("s429-forever", "blocked", dict(behaviour="retry-after", fail_status=429,
                                         retry_after="1", clear_after=100), retries=True),
    Case("soft-404", "not-found", body=SOFT404, detail="soft 404"),
    # redirects the verifier must not follow
    Case("redirect-ftp", "unreachable", dict(redirect="ftp://ftp.faults.example/x")),
    Case("redirect-file", "unreachable", dict(redirect="file:///etc/passwd")),
    Case("redirect-javascript", "unreachable", dict(redirect="javascript:alert(1)")),
    Case("redirect-loop", "unreachable", dict(behaviour="redirect-loop"), detail="loop"),
    Case("too-many-redirects", "unreachable", redirect_chain(12), detail="too many redirects"),
    Case("redirect-loopback", "excluded", dict(redirect="http://127.0.0.1:{http_port}/p"),
         detail="loopback"),
    Case("redirect-localhost", "excluded", dict(redirect="http://localhost:{http_port}/p"),
         detail="loopback"),
    Case("redirect-mapped-v6", "excluded",
         dict(redirect="http://[::ffff:127.0.0.1]:{http_port}/p"), detail="loopback"),
    # citations never fetched
    Case("credentials", "excluded", url="http://editor:hunter2@{host}/p",
         detail="credentials"),
] + [Case("loopback-" + h.strip("[]").replace(":", "_"), "excluded", None,
          url="http://" + h + ":{http}/p",
          detail="unspecified" if h == "0.0.0.0" else "loopback") for h in LOOPBACK_HOSTS]


def idn_case(label, scheme):
    """A host with a non-ASCII label: the fixture serves its ACE form (what curl
    asks for after IDNA), the citation writes it as a person would."""
    ace = label.encode("idna").decode("ascii")
    return Case(ace, "names", scheme=scheme, url=f"{scheme}://{label}.faults.example/p")


# Issue 16 defect 5: IDN hosts were always `unreachable: malformed URL`.
IDN_CASES = [idn_case("bücher", "http"), idn_case("tls-bücher", "https")]
