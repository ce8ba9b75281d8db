#!/usr/bin/python3
"""Reads index.html with a real HTML parser and checks what a browser would see.

Usage: check_html.py INDEX.html
- only the elements the writer itself emits occur (no <img>, no second <script>),
  and no attribute is an event handler or a javascript: URL, so markup held in a
  page's text or a record stays text;
- the hostile strings of the sample are present as text;
- the inline script is valid JavaScript (node --check, when node is installed).
"""
import html.parser
import os
import shutil
import subprocess
import sys
import tempfile

ALLOWED = {
    "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p",
    "ul", "li", "b", "a", "main", "svg", "text", "line", "rect", "form", "label", "select",
    "option", "input", "span", "article", "table", "thead", "tbody", "tr", "th", "td",
    "blockquote", "mark", "br", "small", "script",
}


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems = []
        self.scripts = []
        self.text = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        if tag not in ALLOWED:
            self.problems.append(f"unexpected element <{tag}>")
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"event handler {name} on <{tag}>")
            if name == "href" and value and not value.startswith(("http://", "https://", "#")):
                self.problems.append(f"href {value!r} on <{tag}>")
            if name == "src":
                self.problems.append(f"src on <{tag}>: not self-contained")
        if tag == "script":
            self._in_script = True
            self.scripts.append("")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts[-1] += data
        else:
            self.text.append(data)


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        page = Page()
        page.feed(f.read())
    text = "".join(page.text)
    problems = list(page.problems)
    if len(page.scripts) != 1:
        problems.append(f"{len(page.scripts)} scripts, expected exactly 1 (ours)")
    for hostile in ['"><img src=x onerror=alert(1)>', "<script>alert('page')</script>"]:
        if hostile not in text:
            problems.append(f"{hostile!r} is not shown as text")
    node = shutil.which("node") or shutil.which("nodejs")
    if node and page.scripts:
        with tempfile.NamedTemporaryFile("w", suffix=".js", delete=False) as js:
            js.write(page.scripts[0])
        try:
            check = subprocess.run([node, "--check", js.name], capture_output=True, text=True)
        finally:
            os.unlink(js.name)
        if check.returncode != 0:
            problems.append("the inline script does not parse: " + check.stderr.strip())
    elif not node:
        print("node not installed: the script's syntax was not checked")
    for p in problems:
        print(f"{argv[1]}: {p}")
    if not problems:
        print(f"{argv[1]}: ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
