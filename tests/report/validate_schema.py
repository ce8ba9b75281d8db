#!/usr/bin/python3
"""Validates report.json files against the contract's schema (draft 2020-12).

Usage: validate_schema.py SCHEMA REPORT.json...
Run with Debian's /usr/bin/python3, which has python3-jsonschema.
"""
import json
import sys

import jsonschema


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.Draft202012Validator(schema)
    bad = 0
    for path in argv[2:]:
        with open(path, encoding="utf-8") as f:
            report = json.load(f)
        errors = sorted(validator.iter_errors(report), key=lambda e: list(e.path))
        for e in errors:
            where = "/".join(str(p) for p in e.path)
            print(f"{path}: {where}: {e.message}")
        if not report.get("systems"):
            print(f"{path}: no systems: the check would prove nothing")
            bad += 1
        bad += len(errors)
        if not errors:
            print(f"{path}: valid")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
