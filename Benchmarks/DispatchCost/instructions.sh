#!/usr/bin/env bash
# Counts the instructions one dispatch costs in each given mode (default: the event chain and its hand-nested
# baseline), with valgrind's callgrind: the difference between 20,000 and 40,000 dispatches, divided by 20,000,
# so start-up costs cancel out. Repeatable, unlike timings.
#   bash instructions.sh                     # events-16 and nested-16
#   bash instructions.sh baseline respond    # any modes of main.swift
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release >/dev/null
binary=$(swift build -c release --show-bin-path)/DispatchCost
modes=("$@")
[ ${#modes[@]} -eq 0 ] && modes=(nested-16 events-16)
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 \
        | sed -n 's/.*refs: *//p' | tr -d ','
}
for mode in "${modes[@]}"; do
    small=$(count 20000 "$mode")
    large=$(count 40000 "$mode")
    printf '%-16s %8d instructions/dispatch\n' "$mode" $(((large - small) / 20000))
done
