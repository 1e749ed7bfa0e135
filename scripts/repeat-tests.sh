#!/usr/bin/env bash
# Runs the whole test suite many times in a row, to show that no test fails by chance.
#
#   bash scripts/repeat-tests.sh              20 runs
#   bash scripts/repeat-tests.sh 50           50 runs
#   bash scripts/repeat-tests.sh 20 --load    20 runs while another build keeps both cores busy
#
# With --load, a copy of the package (the files git tracks, in a temporary folder) is built once, then built again
# and again beside the tests: every source file of the copy touched, `swift build` with as many jobs as there are
# cores. That is the machine CI runs on when other jobs share it.
#
# Each run is `swift test --skip-build` on a build made once at the start. Prints one line per run (passed or
# failed, seconds, the first failing test) and a summary; keeps each failing run's output in .build/repeat-tests.
# Exits with 0 when every run passed.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/traits.sh

runs=20
load=0
for argument in "$@"; do
    case $argument in
    --load) load=1 ;;
    '' | *[!0-9]*)
        echo "usage: bash scripts/repeat-tests.sh [RUNS] [--load]" >&2
        exit 2
        ;;
    *) runs=$argument ;;
    esac
done

state=.build/repeat-tests
mkdir -p "$state"
rm -f "$state"/run-*.log

echo "== building the tests"
if ! swift build --build-tests --traits "$integration_traits" >"$state/build.log" 2>&1; then
    echo "error: the package does not build; see $state/build.log" >&2
    exit 1
fi

load_pid=""
copy=""
stop_load() {
    if [ -n "$load_pid" ]; then
        kill -TERM -- "-$load_pid" 2>/dev/null || kill -TERM "$load_pid" 2>/dev/null
        wait "$load_pid" 2>/dev/null
        load_pid=""
    fi
    if [ -n "$copy" ]; then
        # A compiler the build started may outlive the group for a moment: stop it, then remove the copy.
        pkill -f -- "$copy" 2>/dev/null
        sleep 1
        rm -rf "$copy" 2>/dev/null || { sleep 2; rm -rf "$copy"; }
        copy=""
    fi
}
trap stop_load EXIT
trap 'stop_load; exit 130' INT TERM HUP

cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)
if [ $load = 1 ]; then
    copy=$(mktemp -d "${TMPDIR:-/tmp}/repeat-tests-load.XXXXXX")
    git ls-files -z | xargs -0 tar -cf - | tar -xf - -C "$copy"
    echo "== building a copy in $copy, to load the machine"
    if ! swift build --package-path "$copy" --traits "$integration_traits" >"$state/load.log" 2>&1; then
        echo "error: the copy does not build; see $state/load.log" >&2
        exit 1
    fi
    set -m
    (
        while :; do
            find "$copy/Sources" -name '*.swift' -exec touch {} +
            swift build --package-path "$copy" --traits "$integration_traits" -j "$cores" >/dev/null 2>&1
        done
    ) &
    load_pid=$!
    set +m
    echo "   rebuilding it over and over with $cores jobs (process group $load_pid)"
fi

passed=0
failed=0
seconds=()
for run in $(seq 1 "$runs"); do
    log="$state/run-$run.log"
    start=$(date +%s)
    swift test --skip-build --traits "$integration_traits" >"$log" 2>&1
    status=$?
    elapsed=$(($(date +%s) - start))
    seconds+=("$elapsed")
    if [ $status = 0 ]; then
        passed=$((passed + 1))
        echo "run $run: passed in ${elapsed} s"
        rm -f "$log"
    else
        failed=$((failed + 1))
        first=$(grep -m1 -E "recorded an issue|error: |Fatal error" "$log" | cut -c1-200)
        echo "run $run: FAILED in ${elapsed} s: ${first:-exit status $status} (output: $log)"
    fi
done

sorted=$(printf '%s\n' "${seconds[@]}" | sort -n)
echo
echo "$passed of $runs runs passed$([ $load = 1 ] && echo ", beside a build that kept $cores cores busy")."
echo "seconds per run: fastest $(echo "$sorted" | head -1), median $(echo "$sorted" | sed -n "$(((runs + 1) / 2))p"), slowest $(echo "$sorted" | tail -1)"
[ $failed = 0 ]
