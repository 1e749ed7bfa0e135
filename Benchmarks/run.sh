#!/usr/bin/env bash
# Runs every scenario of the benchmark suite and prints a markdown table: each library path, its hand-written
# baseline, and the ratio of their instructions and mallocs per iteration, all measured in this run.
#
# Instructions are counted by valgrind (cachegrind without cache simulation: repeatable; package-benchmark's
# `.instructions` needs performance counters that this machine does not give), mallocs by a small LD_PRELOAD
# counter, time by the clock. Each figure is the difference between a run of N and one of 2N iterations, divided
# by N, so that start-up costs cancel out. Valgrind 3.19 crashes on some code that calls async closures; for those
# scenarios the table shows no instructions, and their ratio is one of time, marked so.
#
#   bash Benchmarks/run.sh              # the whole table (about 25 minutes on 2 cores)
#   bash Benchmarks/run.sh Rules        # the scenarios whose id starts with "Rules"
set -euo pipefail
cd "$(dirname "$0")"
# The same hash seed in every run: otherwise each process hashes differently, and a decode's count drifts by about a
# thousand instructions from run to run.
export SWIFT_DETERMINISTIC_HASHING=1
filter="${1:-}"
quietly() { # runs a build, printing its output only when it fails
    local log
    log=$(mktemp)
    "$@" >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; return 1; }
    rm -f "$log"
}
quietly swift build -c release --product Measure
# Without its debug information, which valgrind cannot always read; counting instructions does not need it.
objcopy --strip-debug "$(swift build -c release --show-bin-path)/Measure" .build/Measure
# The same scenarios against the library built without tracing: the baseline of "tracing compiled out".
export RESPONDER_CHAIN_TRACING=compiled-out
untraced=(swift build -c release --product Measure --scratch-path .build/tracing-compiled-out)
quietly "${untraced[@]}"
objcopy --strip-debug "$("${untraced[@]}" --show-bin-path)/Measure" .build/Measure-tracing-compiled-out
unset RESPONDER_CHAIN_TRACING
gcc -shared -fPIC -O2 -o .build/malloc-count.so Tools/malloc-count.c -ldl

instructions() { # id count; empty when valgrind cannot run the scenario
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 </dev/null \
        | sed -n 's/.*I *refs: *//p' | tr -d ',' || true
}
nanoseconds() { # id count: the fastest of three runs; empty when the scenario crashes
    for _ in 1 2 3; do "$binary" "$1" "$2" --time </dev/null | sed -n 's/^nanoseconds: //p' || true; done \
        | sort -n | head -1
}
mallocs() { # id count; empty when the scenario crashes
    LD_PRELOAD=.build/malloc-count.so "$binary" "$1" "$2" 2>&1 </dev/null | sed -n 's/^mallocs: //p' || true
}
per_iteration() { # small large count scale: (large - small) / count, or "-" when either is missing
    if [[ -n "$1" && -n "$2" ]]; then echo "scale=$4; ($2 - $1) / $3" | bc; else echo "-"; fi
}

results=$(mktemp)
.build/Measure --list | while IFS=$'\t' read -r id subject variant kind iterations; do
    [[ -n "$filter" && "$id" != "$filter"* ]] && continue
    binary=.build/Measure
    if [[ "$variant" == *"tracing compiled out"* ]]; then binary=.build/Measure-tracing-compiled-out; fi
    small=$(instructions "$id" "$iterations")
    large=$(instructions "$id" $((iterations * 2)))
    m_small=$(mallocs "$id" "$iterations")
    m_large=$(mallocs "$id" $((iterations * 2)))
    t_small=$(nanoseconds "$id" "$iterations")
    t_large=$(nanoseconds "$id" $((iterations * 2)))
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$subject" "$variant" "$kind" \
        "$(per_iteration "$small" "$large" "$iterations" 0)" \
        "$(per_iteration "$m_small" "$m_large" "$iterations" 2)" \
        "$(per_iteration "$t_small" "$t_large" "$iterations" 1)" >>"$results"
done

python3 Tools/table.py "$results"
rm -f "$results"
