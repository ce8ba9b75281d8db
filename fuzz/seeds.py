#!/usr/bin/python3
"""fuzz/seeds.py: writes the seed corpus of every fuzz target from the project's
own inputs, in the input format each target reads (see the target's header).

  extract, charset: pages of tests/extract/pages, tests/sample/web, tests/e2e/web50/web
  parser_input:     the HTML pages among them, as they are
  records:          records/*.yaml and tests/e2e/web50 records
  rules:            rules/*.yaml (a selector byte naming the file, then its text)
  url:              every URL written in records/*.yaml, one a file
  match:            systems from records (name, aliases, operator, site), then page text
  css:              the <style> sheets of the HTML pages, NUL, their bodies; and pages
                    whose every rule is a candidate for every element (hostile_pages.py)
  pdf:              the PDF pages; and PDFs whose pages share one content stream that
                    inflates far past its size (hostile_pages.py)
Kept crash inputs (tests/regressions/TARGET/*) are added too.

Usage: seeds.py SOURCE_DIR OUT_DIR
"""
import hashlib
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "support"))
import hostile_pages  # noqa: E402

PAGE_DIRS = ["tests/extract/pages", "tests/sample/web", "tests/e2e/web50/web"]
RULE_FILES = ["fetch.yaml", "hosts.yaml", "pages.yaml", "aliases.yaml",
              "words.yaml", "history.yaml", "overrides.yaml"]
CAP = 256 * 1024  # seeds stay small: libFuzzer mutates the first -max_len bytes anyway


def files(src, rel, pattern=None):
    top = os.path.join(src, rel)
    for root, _, names in os.walk(top):
        for name in sorted(names):
            if pattern is None or re.search(pattern, name):
                yield os.path.join(root, name)


def read(path):
    with open(path, "rb") as f:
        return f.read(CAP)


def put(out, target, data):
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def pages(src):
    for rel in PAGE_DIRS:
        for path in files(src, rel):
            if not path.endswith((".md", ".yaml", ".tsv")):
                yield path, read(path)


def css_split(html):
    """The css target's input: the page's <style> sheets, NUL, the rest."""
    sheets = re.findall(rb"<style[^>]*>(.*?)</style>", html, re.S | re.I)
    rest = re.sub(rb"<style[^>]*>.*?</style>", b"", html, flags=re.S | re.I)
    return b"\n".join(sheets) + b"\0" + rest


def main(src, out):
    charsets = [b"", b"utf-8", b"iso-8859-1", b"shift_jis", b"gbk", b"utf-16le", b"koi8-r"]
    for i, (path, body) in enumerate(pages(src)):
        kind = 3 if path.endswith(".pdf") else 1 if path.endswith(".txt") else 0
        put(out, "extract", bytes([kind]) + charsets[i % len(charsets)] + b"\n" + body)
        put(out, "charset", bytes([1]) + charsets[i % len(charsets)] + b"\n" + body[:16384])
        if kind == 0:
            put(out, "parser_input", body)
            put(out, "css", css_split(body))
        if kind == 3:
            put(out, "pdf", body)
    put(out, "css", css_split(hostile_pages.css_cross_page(20000, 20000)))
    put(out, "css", css_split(hostile_pages.css_cross_page(2000, 2000)))
    put(out, "pdf", hostile_pages.pdf_shared_content(2000, "Frontier at ORNL", 64 << 20))
    put(out, "pdf", hostile_pages.pdf_shared_content(50, "Aurora at Argonne", 4 << 20))
    records = list(files(src, "records", r"\.ya?ml$")) + \
        list(files(src, "tests/e2e/web50/records", r"\.ya?ml$"))
    urls, systems = set(), []
    for path in records:
        text = read(path)
        put(out, "records", text)
        urls.update(re.findall(rb"https?://[^\s'\"]+", text))
        systems.append(system_lines(text))
    for url in sorted(urls):
        put(out, "url", url)
    for i, name in enumerate(RULE_FILES):
        path = os.path.join(src, "rules", name)
        if os.path.exists(path):
            put(out, "rules", bytes([i]) + read(path))
    page_texts = [body for _, body in pages(src) if b"<" in body[:200]]
    for i in range(0, min(len(systems), 400), 8):
        head = b"".join(systems[i:i + 8])
        put(out, "match", head + b"\n" + strip_tags(page_texts[i % len(page_texts)]))
    for target in os.listdir(os.path.join(src, "tests/regressions")):
        folder = os.path.join(src, "tests/regressions", target)
        if os.path.isdir(folder):
            for path in files(src, os.path.join("tests/regressions", target)):
                put(out, target, read(path))


def system_lines(yaml_text):
    out = []
    for key, prefix in ((rb"name", b""), (rb"operator", b"@"), (rb"site", b"#")):
        m = re.search(rb"^" + key + rb": *(.+)$", yaml_text, re.M)
        if m and m.group(1) != b"null":
            out.append(prefix + m.group(1).strip(b"'\""))
    for alias in re.findall(rb"^aliases:\n((?:  - .*\n)+)", yaml_text, re.M)[:1]:
        out += [b"+" + a[4:].strip(b"'\"") for a in alias.splitlines()]
    for flow in re.findall(rb"^aliases: \[(.+)\]$", yaml_text, re.M)[:1]:
        out += [b"+" + a.strip().strip(b"'\"") for a in flow.split(b",")]
    return b"".join(line + b"\n" for line in out if line)


def strip_tags(html):
    return re.sub(rb"\s+", b" ", re.sub(rb"<[^>]*>", b" ", html))[:32768]


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
