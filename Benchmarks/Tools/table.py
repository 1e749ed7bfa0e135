"""Turns run.sh's measurements into the markdown table: every library path next to its subject's baseline."""

import sys

rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
baselines = {}
for subject, variant, kind, instructions, mallocs in rows:
    if kind == "baseline" and subject not in baselines:
        baselines[subject] = (variant, int(instructions), float(mallocs))
measured = {(subject, variant): (int(i), float(m)) for subject, variant, _, i, m in rows}


def ratio(value, base):
    return f"{value / base:.2f}×" if base else "–"


print("| benchmark | path | instructions | baseline | baseline instructions | ratio | mallocs | baseline mallocs |")
print("|---|---|---:|---|---:|---:|---:|---:|")
for subject, variant, kind, instructions, mallocs in rows:
    if kind == "baseline":
        continue
    base_variant, base_i, base_m = baselines.get(subject, ("–", 0, 0.0))
    print(
        f"| {subject} | {variant} | {int(instructions):,} | {base_variant.removeprefix('baseline: ')} | {base_i:,} "
        f"| {ratio(int(instructions), base_i)} | {float(mallocs):g} | {base_m:g} |"
    )

# Ratios between library paths that the targets name.
derived = [
    ("64 sync connections vs 64 async", ("ErrorResponderChain 64 sync connections", "ErrorResponderChain"),
     ("ErrorResponderChain 64 async connections", "ErrorResponderChain")),
    ("rules: 100 type rules (last match, type seen) vs 1", ("rules 100 type rules, last match", "ErrorHandler"),
     ("rules 1 type rules, last match", "ErrorHandler")),
    ("tracing: one observer vs none", ("tracing depth 16", "dispatch, one observer"),
     ("tracing depth 16", "dispatch, no observer")),
]
lines = []
for name, a, b in derived:
    if a in measured and b in measured:
        lines.append(f"| {name} | {measured[a][0]:,} | {measured[b][0]:,} | {ratio(measured[a][0], measured[b][0])} |")
if lines:
    print()
    print("| comparison | instructions | against | ratio |")
    print("|---|---:|---:|---:|")
    print("\n".join(lines))
