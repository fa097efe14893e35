#!/usr/bin/env python3
"""Reads `swift package benchmark --format markdown` output on stdin and prints, for
each fixture, the median wall-clock time of HaapiDecoder and of the
JSONSerialization baseline measured in the same run, and their ratio; and for each
synthetic document of the growth benchmark, the time per item (option, message or
KB of text) next to the baseline's; for each step of the HTMLRendering benchmark, the HTML page against the terminal layout of
the same view tree; for each step of the StepPipeline benchmark, the whole pipeline
(bytes to terminal frame, bytes to HTML page) against decoding alone, and the stage
that takes the most time (with `--baseline FILE`, the markdown output of the same
benchmarks built from an earlier commit, also each pipeline against that commit's); for WebLogin, the web login against the bare HAAPI login (per
login and per HAAPI step) and the memory each idle web session holds, with and
without the dev server's share."""
import re
import sys


def read_run(markdown):
    """The p50 wall-clock time (ns) of each benchmark, and every metric's p50 per benchmark."""
    text = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", markdown)
    medians = {}
    rows = {}  # benchmark -> metric name (without its unit) -> p50
    for match in re.finditer(r"^### (.+?)\n(.*?)(?=^### |^## |\Z)", text, re.S | re.M):
        name, table = match.group(1).strip(), match.group(2)
        for line in table.splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) < 4 or not re.fullmatch(r"-?\d+(\.\d+)?", cells[3]):
                continue
            unit = re.search(r"\((K|M|G)\)", cells[0])
            metric = re.sub(r"\s*\((#|K|M|G|ns|us|μs|ms|s|bytes)\)|\s*\*$", "", cells[0]).strip()
            rows.setdefault(name, {})[metric] = float(cells[3]) * {"K": 1e3, "M": 1e6, "G": 1e9}.get(unit.group(1) if unit else "", 1)
        row = re.search(r"^\| Time \(wall clock\) \((\w+)\)[^|]*\|([^\n]*)", table, re.M)
        if row:
            cells = [c.strip() for c in row.group(2).split("|") if c.strip()]
            scale = {"ns": 1, "us": 1e3, "μs": 1e3, "ms": 1e6}.get(row.group(1), 1)
            medians[name] = float(cells[2]) * scale  # p50, in ns
    return medians, rows


# `--baseline FILE`: the markdown output of the same benchmarks built from an earlier commit
# (run in the same session): the step pipeline is then also printed against it.
baseline = None
if len(sys.argv) == 3 and sys.argv[1] == "--baseline":
    with open(sys.argv[2]) as file:
        baseline, _ = read_run(file.read())
medians, rows = read_run(sys.stdin.read())
ratios = []
if any(name.startswith("HaapiDecoder ") for name in medians):
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

def items(document):
    # "selector 1000 options" -> 1000 options; "messages 10" -> 10 messages; "message 64 KB" -> 64 KB; "message 1 MB" -> 1024 KB
    if document.endswith(" MB"):
        return int(document.split()[-2]) * 1024, "KB"
    if document.endswith(" KB"):
        return int(document.split()[-2]), "KB"
    number = int(re.search(r"\d+", document).group())
    return number, "option" if "option" in document else "message"


def growth_documents(prefix):
    """The growth documents measured under `prefix`, by kind then size, each with its item count and unit."""
    documents = [name[len(prefix):] for name in medians if name.startswith(prefix)]
    return [(d, *items(d)) for d in sorted(documents, key=lambda d: (d.split()[0], items(d)[0]))]


def per_item(value, count, unit):
    """A median (ns) and its share per item, as the growth tables print them."""
    return f"{value / 1000:10.1f} µs {value / count:7.0f} ns/{unit[0]}"


growth = growth_documents("Growth HaapiDecoder ")
if growth:
    print()
    print("growth: the time per item stays flat when decoding is linear, and grows with the size when it is quadratic")
    print(f"{'document':28} {'HaapiDecoder':>13} {'per item':>12} {'baseline':>13} {'per item':>12} {'ratio':>7}")
    for document, count, unit in growth:
        decoded = medians["Growth HaapiDecoder " + document]
        base = medians.get("Growth JSONSerialization " + document, float("nan"))
        print(f"{document:28} {per_item(decoded, count, unit)} {per_item(base, count, unit)} {decoded / base:6.2f}×")

steps_growth = growth_documents("Growth step decode ")
if steps_growth:
    print()
    print("growth of the whole step (bytes to a terminal frame, to an HTML page): the time per item stays flat when it is linear")
    print(f"{'document':28} {'decode':>12} {'→terminal':>13} {'per item':>12} {'→HTML':>13} {'per item':>12}")
    for document, count, unit in steps_growth:
        decoded = medians["Growth step decode " + document]
        terminal = medians.get("Growth step to terminal " + document, float("nan"))
        page = medians.get("Growth step to HTML " + document, float("nan"))
        print(f"{document:28} {decoded / 1000:9.1f} µs {per_item(terminal, count, unit)} {per_item(page, count, unit)}")

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

steps = sorted(name[len("Step decode "):] for name in medians if name.startswith("Step decode "))
if steps:
    # Stages measured alone: decode; state machine + data mapper + container + view tree (of which the
    # state machine and data mapper alone, without views); terminal frame; HTML page.
    stages = [("decode", "Step decode "), ("screen", "Step screen "), ("machine", "Step machine "), ("terminal", "Step terminal "), ("HTML", "Step HTML ")]
    print()
    print("whole step pipeline against decoding alone (target ≤ 4×); stages timed alone, the largest share of the pipeline named")
    print(f"{'fixture':48} {'decode':>10} {'→terminal':>10} {'ratio':>7} {'→HTML':>10} {'ratio':>7}"
          f" {'screen':>10} {'(machine)':>10} {'term enc':>10} {'HTML enc':>10}  largest stage (→terminal / →HTML)")
    terminal_ratios, html_ratios, dominants = [], [], {}
    for step in steps:
        decode = medians["Step decode " + step]
        to_terminal = medians.get("Step to terminal " + step, float("nan"))
        to_html = medians.get("Step to HTML " + step, float("nan"))
        alone = {stage: medians.get(prefix + step, float("nan")) for stage, prefix in stages}
        # The stage that takes the largest share of the terminal pipeline, and of the HTML one.
        shares = []
        for renderer in ("terminal", "HTML"):
            parts = {stage: alone[stage] for stage in ("decode", "screen", renderer)}
            top = max(parts, key=parts.get)
            dominants[top] = dominants.get(top, 0) + 1
            shares.append(f"{top} {parts[top] / sum(parts.values()):.0%}")
        terminal_ratios.append(to_terminal / decode)
        html_ratios.append(to_html / decode)
        print(f"{step:48} {decode / 1000:7.1f} µs {to_terminal / 1000:7.1f} µs {to_terminal / decode:6.2f}×"
              f" {to_html / 1000:7.1f} µs {to_html / decode:6.2f}× {alone['screen'] / 1000:7.1f} µs"
              f" {alone['machine'] / 1000:7.1f} µs {alone['terminal'] / 1000:7.1f} µs {alone['HTML'] / 1000:7.1f} µs  {' / '.join(shares)}")
    median = lambda values: sorted(values)[len(values) // 2]
    print(f"{'median ratio':48} {'':10} {'':10} {median(terminal_ratios):6.2f}× {'':10} {median(html_ratios):6.2f}×")
    print(f"{'worst ratio':48} {'':10} {'':10} {max(terminal_ratios):6.2f}× {'':10} {max(html_ratios):6.2f}×")
    print("largest stage (terminal and HTML pipelines of each fixture): "
          + ", ".join(f"{stage} {count}×" for stage, count in sorted(dominants.items(), key=lambda item: -item[1])))
    if baseline:
        # Each pipeline against the same pipeline of the baseline commit (target ≤ 0.5×), and decoding
        # against the baseline's decoding (what the machine did between the two runs, and decoding's own changes).
        print()
        print("whole step pipeline against the baseline commit's (target ≤ 0.5×)")
        print(f"{'fixture':48} {'→terminal':>10} {'before':>10} {'ratio':>7} {'→HTML':>10} {'before':>10} {'ratio':>7} {'decode':>7}")
        columns = {"terminal": [], "HTML": [], "decode": []}
        for step in steps:
            now = [medians.get(prefix + step, float("nan")) for prefix in ("Step to terminal ", "Step to HTML ", "Step decode ")]
            before = [baseline.get(prefix + step, float("nan")) for prefix in ("Step to terminal ", "Step to HTML ", "Step decode ")]
            for key, a, b in zip(columns, now, before):
                columns[key].append(a / b)
            print(f"{step:48} {now[0] / 1000:7.1f} µs {before[0] / 1000:7.1f} µs {now[0] / before[0]:6.2f}×"
                  f" {now[1] / 1000:7.1f} µs {before[1] / 1000:7.1f} µs {now[1] / before[1]:6.2f}× {now[2] / before[2]:6.2f}×")
        for label, pick in (("median ratio", median), ("worst ratio", max)):
            print(f"{label:48} {'':10} {'':10} {pick(columns['terminal']):6.2f}× {'':10} {'':10} {pick(columns['HTML']):6.2f}× {pick(columns['decode']):6.2f}×")

web, bare = rows.get("web login"), rows.get("bare HAAPI login")
if web and bare and medians.get("web login") and medians.get("bare HAAPI login"):
    w, b = medians["web login"], medians["bare HAAPI login"]
    steps_w, steps_b = web.get("HAAPI round trips", 0), bare.get("HAAPI round trips", 0)
    print()
    print(f"{'login (p50 wall clock)':48} {'web':>13} {'bare HAAPI':>13} {'ratio':>7}")
    print(f"{'whole login':48} {w / 1e6:10.2f} ms {b / 1e6:10.2f} ms {w / b:6.2f}×")
    if steps_w and steps_w == steps_b:
        print(f"{'per HAAPI step (%d steps each)' % steps_w:48} {w / steps_w / 1e6:10.2f} ms {b / steps_b / 1e6:10.2f} ms {w / b:6.2f}×  (target ≤ 1.50×)")
    else:
        print(f"HAAPI round trips differ: web {steps_w:.0f}, bare {steps_b:.0f}: the ratio is not per step")
    print(f"{'browser requests per web login':48} {web.get('browser requests', 0):10.0f}")
    if medians.get("web login (PostgreSQL)"):
        p = medians["web login (PostgreSQL)"]
        print(f"{'whole login, sessions in PostgreSQL':48} {p / 1e6:10.2f} ms {b / 1e6:10.2f} ms {p / b:6.2f}×  (target ≤ 1.50×)")
    else:
        print("(web login with PostgreSQL not measured: set HAAPI_BENCH_POSTGRES_URL or HAAPI_TEST_POSTGRES_URL)")

plain, traced = medians.get("web login"), medians.get("web login, traced")
if plain and traced:
    print()
    print(f"{'tracing (p50 wall clock)':48} {'traced':>13} {'untraced':>13} {'ratio':>7}")
    print(f"{'whole web login, host and dev server traced':48} {traced / 1e6:10.2f} ms {plain / 1e6:10.2f} ms {traced / plain:6.2f}×")

nio_bare, session_bare = medians.get("bare HAAPI login"), medians.get("bare HAAPI login, URLSessionTransport")
if nio_bare and session_bare:
    print()
    print(f"{'bare HAAPI login by transport (p50 wall clock)':48} {'NIO':>13} {'URLSession':>13} {'ratio':>7}")
    print(f"{'whole login':48} {nio_bare / 1e6:10.2f} ms {session_bare / 1e6:10.2f} ms {nio_bare / session_bare:6.2f}×")

far_bare = medians.get("bare HAAPI login, server 20 ms away")
if far_bare:
    print()
    print(f"{'server 20 ms away (p50 wall clock)':48} {'web':>13} {'bare HAAPI':>13} {'ratio':>7}")
    for name, label in [("web login, server 20 ms away", "whole login, sessions in memory"),
                        ("web login (PostgreSQL), server 20 ms away", "whole login, sessions in PostgreSQL")]:
        if medians.get(name):
            print(f"{label:48} {medians[name] / 1e6:10.2f} ms {far_bare / 1e6:10.2f} ms {medians[name] / far_bare:6.2f}×  (target ≤ 1.10×)")

sleeping = rows.get("idle wait: sleeping")
if sleeping:
    print()
    print(f"{'a request waiting on a silent server':48} {'CPU ‰ of a core':>16}")
    for name in ["idle wait: sleeping", "idle wait: URLSessionTransport", "idle wait: NIOHTTPTransport"]:
        if rows.get(name):
            print(f"{name:48} {rows[name].get('CPU per mille of a core', 0):16.1f}" + ("  (target ≤ 50 ‰)" if "Transport" in name else ""))

idle, devserver = rows.get("idle web sessions"), rows.get("idle dev server flows")
if idle:
    print()
    print(f"{'memory per idle session':48} {'resident':>13} {'malloc':>13}")
    rss, heap = idle.get("RSS bytes per session", 0), idle.get("malloc bytes per session", 0)
    print(f"{'web host + dev server (10 000 sessions)':48} {rss / 1024:10.1f} KB {heap / 1024:10.1f} KB  (target < 50 KB)")
    if devserver:
        drss, dheap = devserver.get("RSS bytes per session", 0), devserver.get("malloc bytes per session", 0)
        print(f"{'dev server alone (10 000 bare first screens)':48} {drss / 1024:10.1f} KB {dheap / 1024:10.1f} KB")
        print(f"{'web host alone (difference)':48} {(rss - drss) / 1024:10.1f} KB {(heap - dheap) / 1024:10.1f} KB")
    live = idle.get("RSS bytes per session, first 500")
    if live:
        print(f"{'first 500 sessions, all live (with dev server)':48} {live / 1024:10.1f} KB")
    if "live logins" in idle:
        print(f"{'live logins at the end':48} {idle['live logins']:10.0f}")

inflight = rows.get("in-flight flows")
if inflight:
    g = inflight.get
    print()
    print(f"{'in-flight flows (10 000 at once, picker)':48} {'resident':>13} {'malloc':>13}")
    for n in (1, 2):
        print(f"{'held per flow, round %d' % n:48} {g('RSS bytes per flow, round %d' % n, 0) / 1024:10.1f} KB "
              f"{g('malloc bytes per flow, round %d' % n, 0) / 1024:10.1f} KB  (target ≤ 50 KB)")
    for n in (1, 2):
        rss = g("RSS KB after round %d" % n, 0) - g("RSS KB before round 1", 0)
        heap = g("malloc KB after round %d" % n, 0) - g("malloc KB before round 1", 0)
        print(f"{'left after round %d ended (vs before round 1)' % n:48} {rss:10.0f} KB {heap:10.0f} KB")
    rss = g("RSS KB after round 2", 0) - g("RSS KB after round 1", 0)
    heap = g("malloc KB after round 2", 0) - g("malloc KB after round 1", 0)
    print(f"{'growth of round 2 (after 2 − after 1)':48} {rss:10.0f} KB {heap:10.0f} KB  (target ≈ 0)")
    print(f"{'persisted state of one flow, picker':48} {g('persisted state bytes, picker', 0) / 1024:10.1f} KB")
    print(f"{'persisted state of one flow, BankID polling':48} {g('persisted state bytes, BankID polling', 0) / 1024:10.1f} KB")

polling = rows.get("polling flows")
if polling:
    g = polling.get
    interval = g("poll interval ms", 2000) / 1000
    print()
    flows = g("polling flows", 10000)
    print(f"{'%d flows polling every %g s' % (flows, interval):48}")
    print(f"{'CPU, % of one core':48} {g('CPU per mille of one core, 10 000 flows polling', 0) / 10:10.1f} %   (target < 5 % for 10 000)")
    print(f"{'baseline: the same window, no flows':48} {g('CPU per mille of one core, no flows', 0) / 10:10.1f} %")
    print(f"{'polls answered per second':48} {g('polls per second', 0):10.0f}     ({flows:.0f} / {interval:g} s = {flows / interval:.0f} if none is late)")
    per_poll = g("CPU ns per poll", 0) / 1000
    print(f"{'CPU per poll':48} {per_poll:10.1f} µs")
    proof, signature = g("CPU ns per DPoP proof", 0) / 1000, g("CPU ns per ES256 signature", 0) / 1000
    if proof:
        print(f"{'floor: one DPoP proof alone':48} {proof:10.1f} µs   (poll = {per_poll / proof:.1f}× the proof)")
        print(f"{'  of it, the ES256 signature':48} {signature:10.1f} µs   (poll = {per_poll / max(signature, 1e-9):.1f}× the signature)")
        print(f"{'floor for 10 000 flows (their proofs alone)':48} {proof * 10000 / interval / 1e4:10.1f} % of one core")
    print(f"{'resident memory per polling flow':48} {g('RSS bytes per polling flow', 0) / 1024:10.1f} KB")
    print(f"{'flows within 5 % of a core at this interval':48} {0.05e6 * interval / max(per_poll, 1e-9):10.0f}")

countdown = rows.get("terminal BankID countdown")
if countdown:
    g = countdown.get
    full = g("bytes of the first full screen", 0)
    update = g("bytes per countdown update", 0)
    print()
    print(f"{'terminal, BankID countdown (80 × 40)':48}")
    print(f"{'first full screen (baseline)':48} {full:10.0f} B")
    print(f"{'per countdown update':48} {update:10.0f} B   ({update / max(full, 1):.1%} of a full screen)")
    print(f"{'per second while counting down':48} {g('bytes per second while counting down', 0):10.0f} B/s")

if "haapi login to first screen" in medians or "haapi help" in medians:
    print()
    print("command start-up: from posix_spawn to the first screen (or line), against trivial programs built the same way; peak RSS of each")
    base = medians.get("trivial Foundation program start")
    plain = medians.get("trivial program start")
    print(f"{'program':36} {'median':>10} {'÷ Foundation':>13} {'÷ stdlib':>9} {'peak RSS':>10}")
    for name in ["trivial program start", "trivial Foundation program start", "haapi help", "haapi login to first screen"]:
        if name not in medians:
            continue
        peak = rows.get(name, {}).get("peak RSS KB", float("nan"))
        print(f"{name:36} {medians[name] / 1e6:7.1f} ms {medians[name] / base if base else float('nan'):12.2f}× "
              f"{medians[name] / plain if plain else float('nan'):8.2f}× {peak / 1024:7.1f} MB")
    print("(the target: haapi login to its first screen ≤ 3× the trivial program; the peak RSS is of the whole scripted login, target ≤ 40 MB)")
