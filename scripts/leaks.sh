#!/usr/bin/env bash
# Runs the demo, every scenario (the server scenario, --log and --trace too: it builds their traits), with
# LeakSanitizer, and fails on any leak.
#
#   bash scripts/leaks.sh
#
# valgrind would be the usual tool, but valgrind 3.19 on this Linux dies with an internal SIGSEGV on any program that
# starts Swift concurrency's worker threads, even with `--tool=none`, so the demo is built with AddressSanitizer,
# whose LeakSanitizer reports every allocation still unreachable at exit (a retain cycle included) and exits with
# an error when there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
swift build --sanitize=address --scratch-path .build/asan --traits Logging,Tracing,Hummingbird \
    --product responder-chain-demo >"$log" 2>&1 || {
    cat "$log" >&2
    exit 1
}
rm -f "$log"
demo=.build/asan/debug/responder-chain-demo
export ASAN_OPTIONS=detect_leaks=1:exitcode=23
scenarios=$("$demo" --list | cut -d: -f1)
if [[ -z "$scenarios" ]]; then
    echo "error: the demo listed no scenarios" >&2
    exit 1
fi
failed=0
for scenario in $scenarios; do
    if "$demo" --scenario "$scenario" >/dev/null 2>"/tmp/leaks-$scenario.log"; then
        echo "$scenario: no leaks"
    else
        echo "$scenario: FAILED (exit $?), see /tmp/leaks-$scenario.log"
        grep -A12 "LeakSanitizer" "/tmp/leaks-$scenario.log" || true
        failed=1
    fi
done
exit "$failed"
