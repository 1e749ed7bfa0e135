#!/usr/bin/env bash
# Times 2,000,000 dispatches per mode and counts mallocs for 1 and 10,001 dispatches (the difference is what
# dispatches allocate). Needs gcc for the malloc counter.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release >/dev/null
binary=$(swift build -c release --show-bin-path)/DispatchCost
gcc -shared -fPIC -O2 -o .build/malloc-count.so malloc-count.c -ldl
for mode in baseline respond dispatch chain \
    switch-1-last rules-1-last switch-1-none rules-1-none \
    switch-100-last rules-100-last switch-100-none rules-100-none \
    nested-16 events-16; do
    start=$(date +%s.%N)
    "$binary" 2000000 "$mode"
    end=$(date +%s.%N)
    one=$(LD_PRELOAD=.build/malloc-count.so "$binary" 1 "$mode" 2>&1 | sed 's/mallocs: //')
    many=$(LD_PRELOAD=.build/malloc-count.so "$binary" 10001 "$mode" 2>&1 | sed 's/mallocs: //')
    printf '%-16s %6.0f ns/dispatch   mallocs for 10,000 extra dispatches: %d\n' "$mode" \
        "$(echo "($end - $start) * 1000000000 / 2000000" | bc -l)" "$((many - one))"
done
