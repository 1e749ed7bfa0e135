#!/usr/bin/env bash
# Runs every scenario of the benchmark suite and prints a markdown table: each library path, its hand-written
# baseline, and the ratio of their instructions and mallocs per iteration, all measured in this run.
#
# Instructions are counted by valgrind's callgrind (repeatable; package-benchmark's `.instructions` needs
# performance counters that this machine does not give), mallocs by a small LD_PRELOAD counter. Each count is
# the difference between a run of N and one of 2N iterations, divided by N, so that start-up costs cancel out.
#
#   bash Benchmarks/run.sh              # the whole table (a few minutes)
#   bash Benchmarks/run.sh Rules        # the scenarios whose id starts with "Rules"
set -euo pipefail
cd "$(dirname "$0")"
filter="${1:-}"
swift build -c release --product Measure >/dev/null
# Without its debug information, which valgrind cannot always read; counting instructions does not need it.
objcopy --strip-debug "$(swift build -c release --show-bin-path)/Measure" .build/Measure
binary=.build/Measure
gcc -shared -fPIC -O2 -o .build/malloc-count.so Tools/malloc-count.c -ldl

instructions() { # id count
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 </dev/null | sed -n 's/.*refs: *//p' | tr -d ','
}
mallocs() { # id count
    LD_PRELOAD=.build/malloc-count.so "$binary" "$1" "$2" 2>&1 </dev/null | sed -n 's/^mallocs: //p'
}

results=$(mktemp)
"$binary" --list | while IFS=$'\t' read -r id subject variant kind iterations; do
    [[ -n "$filter" && "$id" != "$filter"* ]] && continue
    small=$(instructions "$id" "$iterations")
    large=$(instructions "$id" $((iterations * 2)))
    m_small=$(mallocs "$id" "$iterations")
    m_large=$(mallocs "$id" $((iterations * 2)))
    printf '%s\t%s\t%s\t%s\t%s\n' "$subject" "$variant" "$kind" \
        "$(((large - small) / iterations))" \
        "$(echo "scale=2; ($m_large - $m_small) / $iterations" | bc)" >>"$results"
done

python3 Tools/table.py "$results"
rm -f "$results"
