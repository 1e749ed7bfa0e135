#!/usr/bin/env bash
# Wall time of library paths against their hand-written baselines, as ratios measured in one run: each pair runs
# back to back, alternating, ROUNDS times (default 9), and the ratio is of the two medians. Also the mallocs each
# extra level of a class chain costs when nothing observes. Release builds of `Measure`, as run.sh builds it.
#
#   bash Benchmarks/wall-time.sh                 the guards of the simple core (issue 63, item 2)
#   ROUNDS=15 bash Benchmarks/wall-time.sh
#
# Prints a markdown table: path, baseline, medians in nanoseconds per iteration, and the ratio.
set -euo pipefail
cd "$(dirname "$0")"
rounds=${ROUNDS:-9}
iterations=${ITERATIONS:-200000}
quietly() { # runs a build, printing its output only when it fails
    local log
    log=$(mktemp)
    "$@" >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; return 1; }
    rm -f "$log"
}
quietly swift build -c release --product Measure
measure="$(swift build -c release --show-bin-path)/Measure"
gcc -shared -fPIC -O2 -o .build/malloc-count.so Tools/malloc-count.c -ldl

id_of() { # subject variant: the scenario's id
    "$measure" --list | awk -F'\t' -v s="$1" -v v="$2" '$2 == s && $3 == v { print $1 }'
}
nanoseconds() { # id
    "$measure" "$1" "$iterations" --time </dev/null | sed -n 's/^nanoseconds: //p'
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
mallocs() { # id count
    LD_PRELOAD=.build/malloc-count.so "$measure" "$1" "$2" </dev/null 2>&1 | sed -n 's/^mallocs: //p'
}

echo "| path | baseline | path ns | baseline ns | ratio |"
echo "|---|---|---|---|---|"
pair() { # subject variant baseline-subject baseline-variant
    local library baseline library_times="" baseline_times=""
    library=$(id_of "$1" "$2")
    baseline=$(id_of "$3" "$4")
    [[ -n "$library" && -n "$baseline" ]] || { echo "no scenario: $1 / $2 or $3 / $4" >&2; return 1; }
    for _ in $(seq "$rounds"); do
        baseline_times+="$(nanoseconds "$baseline")"$'\n'
        library_times+="$(nanoseconds "$library")"$'\n'
    done
    local l b
    l=$(printf '%s' "$library_times" | median)
    b=$(printf '%s' "$baseline_times" | median)
    printf '| %s, %s | %s | %.0f | %.0f | %.2f× |\n' "$1" "$2" "$4" "$(echo "$l / $iterations" | bc -l)" \
        "$(echo "$b / $iterations" | bc -l)" "$(echo "$l / $b" | bc -l)"
}
pair "class chain depth 16" "passToParent" "class chain depth 16" "baseline: hand-written forwarding"
pair "tracing depth 16" "dispatch, no observer" "class chain depth 16" "baseline: hand-written forwarding"

echo
echo "| path | mallocs per iteration at depth 16 | at depth 64 | per extra level |"
echo "|---|---|---|---|"
for variant in "passToParent" "baseline: hand-written forwarding"; do
    small_id=$(id_of "class chain depth 16" "$variant")
    large_id=$(id_of "class chain depth 64" "$variant")
    # Per iteration: the difference between runs of N and 2N iterations, over N.
    m16=$(echo "($(mallocs "$small_id" 20000) - $(mallocs "$small_id" 10000)) / 10000" | bc -l)
    m64=$(echo "($(mallocs "$large_id" 20000) - $(mallocs "$large_id" 10000)) / 10000" | bc -l)
    printf '| %s | %.2f | %.2f | %.3f |\n' "$variant" "$m16" "$m64" "$(echo "($m64 - $m16) / 48" | bc -l)"
done
