#!/usr/bin/env python3
"""Reads `swift package benchmark --format markdown` output on stdin and prints, for
each fixture, the median wall-clock time of HaapiDecoder and of the
JSONSerialization baseline measured in the same run, and their ratio; and for each
step of the HTMLRendering benchmark, the HTML page against the terminal layout of
the same view tree."""
import re
import sys

text = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", sys.stdin.read())
medians = {}
for match in re.finditer(r"^### (.+?)\n(.*?)(?=^### |\Z)", text, re.S | re.M):
    name, table = match.group(1).strip(), match.group(2)
    row = re.search(r"^\| Time \(wall clock\) \((\w+)\)[^|]*\|([^\n]*)", table, re.M)
    if row:
        cells = [c.strip() for c in row.group(2).split("|") if c.strip()]
        scale = {"ns": 1, "us": 1e3, "μs": 1e3, "ms": 1e6}.get(row.group(1), 1)
        medians[name] = float(cells[2]) * scale  # p50, in ns
ratios = []
print(f"{'fixture':48} {'HaapiDecoder':>13} {'parse only':>13} {'baseline':>13} {'ratio':>7}")
for name in sorted(medians):
    if not name.startswith("HaapiDecoder "):
        continue
    fixture = name[len("HaapiDecoder "):]
    base = medians.get("JSONSerialization " + fixture)
    if not base:
        continue
    ratio = medians[name] / base
    ratios.append(ratio)
    parse = medians.get("JSONValue.parse " + fixture, float("nan"))
    print(f"{fixture:48} {medians[name] / 1000:10.1f} µs {parse / 1000:10.1f} µs {base / 1000:10.1f} µs {ratio:6.2f}×")
if ratios:
    print(f"{'worst ratio':48} {'':13} {'':13} {'':13} {max(ratios):6.2f}×")
    print(f"{'median ratio':48} {'':13} {'':13} {'':13} {sorted(ratios)[len(ratios) // 2]:6.2f}×")

html = sorted(name[len("HTML page "):] for name in medians if name.startswith("HTML page "))
if html:
    print()
    print(f"{'step':48} {'HTML page':>13} {'terminal':>13} {'ratio':>7}")
    for step in html:
        base = medians.get("Terminal " + step)
        if not base:
            continue
        page = medians["HTML page " + step]
        print(f"{step:48} {page / 1000:10.1f} µs {base / 1000:10.1f} µs {page / base:6.2f}×")
