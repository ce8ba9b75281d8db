#!/usr/bin/python3
"""scripts/convert-epoch is deterministic, its ids do not depend on row
order, and the bundled records/ is what it produces from the shared CSV.

Usage: convert_epoch_test.py REPO CSV
"""
import csv
import filecmp
import os
import subprocess
import sys
import tempfile


def convert(repo, csv_path, out):
    subprocess.run([os.path.join(repo, "scripts", "convert-epoch"), csv_path, "--out", out],
                   check=True, stdout=subprocess.DEVNULL)


def same_tree(a, b):
    names_a, names_b = sorted(os.listdir(a)), sorted(os.listdir(b))
    if names_a != names_b:
        print("file lists differ:", set(names_a) ^ set(names_b))
        return False
    _, mismatch, errors = filecmp.cmpfiles(a, b, names_a, shallow=False)
    if mismatch or errors:
        print("files differ:", (mismatch + errors)[:5])
        return False
    return True


def main():
    repo, csv_path = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        first, second, shuffled = (os.path.join(tmp, n) for n in ("first", "second", "shuffled"))
        convert(repo, csv_path, first)
        convert(repo, csv_path, second)
        assert same_tree(first, second), "two conversions differ"
        # The same rows in reverse order must give the same ids and files.
        with open(csv_path, encoding="utf-8", newline="") as f:
            rows = list(csv.reader(f))
        reversed_csv = os.path.join(tmp, "reversed.csv")
        with open(reversed_csv, "w", encoding="utf-8", newline="") as f:
            csv.writer(f).writerows([rows[0]] + rows[:0:-1])
        convert(repo, reversed_csv, shuffled)
        assert same_tree(first, shuffled), "row order changed the output"
        assert same_tree(first, os.path.join(repo, "records")), \
            "records/ is stale: rerun scripts/convert-epoch"
        assert len([n for n in os.listdir(first) if n.endswith(".yaml")]) == len(rows) - 1
        with open(os.path.join(first, "README.md"), encoding="utf-8") as f:
            readme = f.read()
        assert "Epoch AI, 'Data on GPU Clusters'" in readme, "the licence asks for credit"
        assert "CC BY 4.0" in readme and "https://epoch.ai/data/gpu-clusters" in readme
    print("convert-epoch: deterministic, order-independent, records/ up to date")


if __name__ == "__main__":
    main()
