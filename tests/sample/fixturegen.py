#!/usr/bin/python3
"""tests/sample/fixturegen.py: the building blocks of a fixture web.

Shared by tests/sample/generate.py (the offline sample of the bundled records)
and tests/e2e/web50/generate.py (the web of about fifty citations). A fixture
web is a folder ROOT/<host>/<path> that tests/fixture-web serves by Host header,
plus a manifest.yaml of per-page misbehaviours (tests/fixture-web/README.md).

Every HTML page made here opens with an HTML comment and a visible line saying
that it is a fixture written for the verifier's tests; the line names no system,
so it can never be what makes a page "name" one. Binary bodies (PNG, PDF) carry
the same label in their own way.
"""
import gzip
import html
import os
import struct
import urllib.parse
import zlib

LABEL_COMMENT = ("<!-- FIXTURE: written for the verifier's tests (tests/sample, tests/e2e); "
                 "it stands in for the cited page and is not the publisher's page. -->")
LABEL_LINE = ("Test fixture written for the verifier's tests: it stands in for the cited page "
              "and is not copied from its publisher.")


def wayback_fetch_target(url):
    """The URL the fetcher really asks for: a Wayback snapshot is fetched in its
    original form, /web/<14 digits>/<orig> becoming /web/<14 digits>id_/<orig>
    (issue 3, item 7). Everything else is fetched as cited."""
    p = urllib.parse.urlsplit(url)
    if p.hostname == "web.archive.org":
        parts = p.path.split("/", 3)  # ['', 'web', '<ts>', '<orig>']
        if len(parts) == 4 and parts[1] == "web" and len(parts[2]) == 14 and parts[2].isdigit():
            path = "/web/" + parts[2] + "id_/" + parts[3]
            return urllib.parse.urlunsplit((p.scheme, p.netloc, path, p.query, ""))
    return urllib.parse.urlunsplit((p.scheme, p.netloc, p.path, p.query, ""))


def host_of(url):
    return urllib.parse.urlsplit(url).hostname


def target_of(url):
    """Request target (path and query) the fixture web sees; no fragment."""
    p = urllib.parse.urlsplit(url)
    t = p.path or "/"
    if p.query:
        t += "?" + p.query
    return t


def file_of(url):
    """ROOT-relative file the fixture web serves for a URL when the manifest gives
    no file: <host>/<percent-decoded path>, index.html for folders, query ignored."""
    p = urllib.parse.urlsplit(url)
    path = urllib.parse.unquote(p.path).lstrip("/")
    if path == "" or path.endswith("/"):
        path += "index.html"
    # The server's filesystem collapses repeated slashes ("https://x" in a Wayback path).
    while "//" in path:
        path = path.replace("//", "/")
    return p.hostname + "/" + path


def article(title, paragraphs, *, heading=None, table=None, charset="utf-8", lang="en",
            site=None, extra_head="", extra_body=""):
    """A plain article page: title, optional heading, paragraphs, optional table
    (a list of rows, the first one the header)."""
    esc = html.escape
    out = ["<!DOCTYPE html>", LABEL_COMMENT,
           f'<html lang="{lang}"><head><meta charset="{charset}">',
           f"<title>{esc(title)}</title>", extra_head, "</head><body>",
           f'<p class="fixture-label">{esc(LABEL_LINE)}</p>']
    if site:
        out.append(f'<header><nav><a href="/">{esc(site)}</a></nav></header>')
    out.append("<main><article>")
    out.append(f"<h1>{esc(heading if heading is not None else title)}</h1>")
    for para in paragraphs:
        out.append(f"<p>{esc(para)}</p>")
    if table:
        out.append("<table>")
        out.append("<tr>" + "".join(f"<th>{esc(c)}</th>" for c in table[0]) + "</tr>")
        for row in table[1:]:
            out.append("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>")
        out.append("</table>")
    out.append("</article></main>")
    out.append(extra_body)
    out.append("</body></html>")
    return "\n".join(x for x in out if x) + "\n"


def js_shell(title, bundle="/static/js/main.3f9a1c.js"):
    """An empty application shell: nothing to read until a script draws it."""
    return "\n".join([
        "<!DOCTYPE html>", LABEL_COMMENT,
        f'<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>',
        f'<link rel="preload" href="{bundle}" as="script"></head>',
        "<body>",
        f'<p class="fixture-label">{html.escape(LABEL_LINE)}</p>',
        '<div id="root"></div>',
        f'<script src="{bundle}"></script>',
        "</body></html>", ""])


def challenge_page():
    """What Cloudflare answers instead of the page while it checks the browser."""
    return "\n".join([
        "<!DOCTYPE html>", LABEL_COMMENT,
        '<html lang="en-US"><head><meta charset="UTF-8"><title>Just a moment...</title>',
        '<meta name="robots" content="noindex,nofollow"></head>',
        "<body>",
        f'<p class="fixture-label">{html.escape(LABEL_LINE)}</p>',
        '<div class="main-wrapper" role="main"><div class="main-content">',
        '<h1 class="zone-name-title h1">Verifying you are human. This may take a few seconds.</h1>',
        '<div id="challenge-stage"></div>',
        "<p>Checking if the site connection is secure. Enable JavaScript and cookies to continue.</p>",
        "</div></div>",
        '<script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f0000000000"></script>',
        "</body></html>", ""])


def soft_404_page(site):
    return article("Page not found - " + site,
                   ["Sorry, the page you were looking for could not be found.",
                    "It may have been moved or deleted. Try the search box or go back to the home page."],
                   heading="404 - Page not found", site=site)


def error_page(status, reason, site):
    return article(f"{status} {reason}", [f"{reason}.", f"The server at {site} answered {status}."])


def png_bytes():
    """A valid 1x1 PNG whose tEXt chunk carries the fixture label."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    idat = zlib.compress(b"\x00\xff\xff\xff")
    text = b"Comment\x00" + LABEL_LINE.encode("ascii")
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"tEXt", text) +
            chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def pdf_bytes(title, lines):
    """A one-page PDF (Helvetica, uncompressed) whose text is the label, the
    title and the lines, with a correct xref table so any reader opens it."""
    def esc(s):
        return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    text = [LABEL_LINE, "", title, ""] + list(lines)
    stream = "BT /F1 11 Tf 50 780 Td 15 TL\n"
    for line in text:
        stream += f"({esc(line)}) Tj T*\n"
    stream += "ET\n"
    stream_b = stream.encode("latin-1")
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Length " + str(len(stream_b)).encode() + b" >>\nstream\n" + stream_b + b"endstream",
        b"<< /Title (" + esc(title).encode("latin-1") + b") /Subject (verifier test fixture) >>",
    ]
    out = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n".encode() + b"0000000000 65535 f \n"
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += (f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 6 0 R >>\n"
            f"startxref\n{xref}\n%%EOF\n").encode()
    return out


class Web:
    """Collects the files and manifest entries of one fixture web, then writes
    them. Files are bytes keyed by ROOT-relative path; the manifest is a list of
    dicts emitted as YAML in order."""

    def __init__(self):
        self.files = {}
        self.manifest = []

    def put(self, rel, body):
        if isinstance(body, str):
            body = body.encode("utf-8")
        if rel in self.files and self.files[rel] != body:
            raise SystemExit(f"fixturegen: two different bodies for {rel}")
        self.files[rel] = body
        return rel

    def entry(self, **kw):
        self.manifest.append(kw)

    def write(self, root, manifest_path, header):
        import shutil
        if os.path.isdir(root):
            shutil.rmtree(root)
        dirs = set()
        for rel in self.files:
            d = os.path.dirname(rel)
            while d:
                dirs.add(d)
                d = os.path.dirname(d)
        for rel in self.files:
            if rel in dirs:
                raise SystemExit(f"fixturegen: {rel} is both a file and a folder")
        for rel, body in sorted(self.files.items()):
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(body)
        with open(manifest_path, "w", encoding="utf-8") as f:
            f.write(header)
            for e in self.manifest:
                f.write(yaml_entry(e))


def yaml_scalar(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    s = str(v)
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def yaml_entry(e):
    lines = []
    comment = e.pop("comment", None)
    if comment:
        lines.append(f"# {comment}")
    first = True
    for k, v in e.items():
        prefix = "- " if first else "  "
        first = False
        if isinstance(v, dict):
            lines.append(f"{prefix}{k}:")
            for hk, hv in v.items():
                lines.append(f"    {yaml_scalar(hk)}: {yaml_scalar(hv)}")
        elif isinstance(v, list):
            lines.append(f"{prefix}{k}: [" + ", ".join(yaml_scalar(x) for x in v) + "]")
        else:
            lines.append(f"{prefix}{k}: {yaml_scalar(v)}")
    return "\n".join(lines) + "\n"


def gzip_bytes(b):
    return gzip.compress(b, mtime=0)
