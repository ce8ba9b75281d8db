"""tests/support/hostile_pages.py: pages written to cost their reader as much as
possible (issue 16's measured attacks), for the e2e stop scenario and the fuzz
seeds; tests/extract/hostile_pages.h writes the same for the unit tests.
Generated on demand, so none sits on disk."""
import zlib


def css_cross_page(rules, elements):
    """`rules` rules filed under the tag div, each a candidate for every one of
    `elements` divs: rules x elements selector tests."""
    sheet = "".join(f'div[data-k="{i}"]{{display:none}}\n' for i in range(rules))
    body = "".join(f"<div>cell {i}</div>\n" for i in range(elements))
    return f"<html><head><style>\n{sheet}</style></head><body>\n{body}</body></html>\n".encode()


def pdf_of(objects):
    """A PDF of `objects` (bytes; object N is objects[N - 1]) with its
    cross-reference table."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, obj in enumerate(objects):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % (i + 1) + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def pdf_shared_content(pages, first_text, shared_bytes):
    """`pages` pages: the first shows `first_text`, every other draws one
    shared deflated content stream of `shared_bytes` bytes of path operators."""
    op = b"0 0 m 1 1 l S\n"
    ops = op * (shared_bytes // len(op) + 1)
    packed = zlib.compress(ops, 9)
    text = b"BT /F1 18 Tf 72 700 Td (" + first_text.encode() + b") Tj ET\n"
    kids = b" ".join(b"%d 0 R" % (6 + i) for i in range(pages))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % pages,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(text) + text + b"endstream",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed + b"\nendstream",
    ]
    for i in range(pages):
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %s 0 R "
                       b"/Resources << /Font << /F1 3 0 R >> >> >>" % (b"4" if i == 0 else b"5"))
    return pdf_of(objects)
