"""Turns run.sh's measurements into the markdown table: every library path next to its subject's baseline."""

import sys

rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]


def number(text):
    return None if text in ("-", "") else float(text)


baselines = {}
measured = {}
for subject, variant, kind, instructions, mallocs, nanoseconds in rows:
    time = number(nanoseconds)
    values = (number(instructions), number(mallocs), None if time is None else max(time, 0.0))
    measured[(subject, variant)] = values
    if kind == "baseline" and subject not in baselines:
        baselines[subject] = (variant, values)


def show(value, digits=0):
    return "n/a" if value is None else f"{value:,.{digits}f}"


def count(value):
    """A malloc count as measured (per iteration, so possibly fractional), or n/a."""
    return "n/a" if value is None else f"{value:g}"


def ratio(a, b):
    """The instructions ratio, or the time ratio (marked) where instructions could not be counted."""
    if a[0] is not None and b[0] is not None and b[0] > 0:
        return f"{a[0] / b[0]:.2f}×"
    if a[2] is not None and b[2] is not None and b[2] > 0:
        return f"{a[2] / b[2]:.2f}× (time)"
    return "–"


print("| benchmark | path | instructions | ns | mallocs | baseline | instructions | ns | mallocs | ratio |")
print("|---|---|---:|---:|---:|---|---:|---:|---:|---:|")
for subject, variant, kind, *_ in rows:
    if kind == "baseline":
        continue
    a = measured[(subject, variant)]
    if subject in baselines:
        base_variant, b = baselines[subject]
        base = f"{base_variant.removeprefix('baseline: ')} | {show(b[0])} | {show(b[2], 1)} | {count(b[1])} | {ratio(a, b)}"
    else:
        base = "none | | | | "
    print(f"| {subject} | {variant} | {show(a[0])} | {show(a[2], 1)} | {count(a[1])} | {base} |")

# Ratios between library paths that the targets name.
derived = [
    ("64 sync connections vs 64 async", ("ErrorResponderChain 64 sync connections", "ErrorResponderChain"),
     ("ErrorResponderChain 64 async connections", "ErrorResponderChain")),
    ("64 sync connections vs closures kept in structs", ("ErrorResponderChain 64 sync connections", "ErrorResponderChain"),
     ("ErrorResponderChain 64 sync connections", "baseline: closures kept in structs")),
    ("rules: 100 type rules (last match, type seen) vs 1", ("rules 100 type rules, last match", "ErrorHandler"),
     ("rules 1 type rules, last match", "ErrorHandler")),
    ("rules: 100 enum-case rules, last match, vs 1", ("rules 100 enum-case rules, last match", "ErrorHandler"),
     ("rules 1 enum-case rules, last match", "ErrorHandler")),
    ("rules: 100 enum-case rules, no match, vs 1", ("rules 100 enum-case rules, no match", "ErrorHandler"),
     ("rules 1 enum-case rules, last match", "ErrorHandler")),
    ("tracing: one observer vs none", ("tracing depth 16", "dispatch, one observer"),
     ("tracing depth 16", "dispatch, no observer")),
]
lines = []
for name, a, b in derived:
    if a in measured and b in measured:
        lines.append(f"| {name} | {show(measured[a][0])} | {show(measured[b][0])} | {ratio(measured[a], measured[b])} |")
if lines:
    print()
    print("| comparison | instructions | against | ratio |")
    print("|---|---:|---:|---:|")
    print("\n".join(lines))

# The designs of the libraries the package replaces, written from their descriptions: how much more each costs than
# the library's path.
replaced_lines = []
for subject, variant, kind, *_ in rows:
    if kind != "baseline" or not variant.startswith("baseline: design of "):
        continue
    theirs = measured[(subject, variant)]
    for other_subject, other_variant, other_kind, *_ in rows:
        if other_subject != subject or other_kind == "baseline":
            continue
        ours = measured[(other_subject, other_variant)]
        replaced_lines.append(
            f"| {subject} | {other_variant} | {show(ours[0])} | {count(ours[1])} | "
            f"{variant.removeprefix('baseline: design of ')} | {show(theirs[0])} | {count(theirs[1])} | "
            f"{ratio(theirs, ours)} |"
        )
if replaced_lines:
    print()
    print("| benchmark | path | instructions | mallocs | design of | instructions | mallocs | theirs ÷ ours |")
    print("|---|---|---:|---:|---|---:|---:|---:|")
    print("\n".join(replaced_lines))
