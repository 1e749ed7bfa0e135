#!/usr/bin/env bash
# Fuzzes the code that reads untrusted input (problem details through the registry, HTTP error responses, and
# OpaqueValue round trips) with libFuzzer and AddressSanitizer, for a given time.
#
#   bash scripts/fuzz.sh            # 60 seconds
#   bash scripts/fuzz.sh 600        # ten minutes
#   bash scripts/fuzz.sh 60 -jobs=2 # extra arguments go to libFuzzer
#
# The committed seeds are in Fuzz/Corpus; what the run learns goes to Fuzz/.build/corpus (not committed). An input
# that breaks a guarantee or crashes is saved in Fuzz/Crashes/ and must become a unit test.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-60}"
shift || true

# Swift's `-sanitize=fuzzer` links libFuzzer's own `main`, which clashes with the `main` SwiftPM gives an
# executable; so the code is instrumented the way `-sanitize=fuzzer` would, and linked with the driver without
# `main`, which the fuzzer's entry point calls.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
arch=$(uname -m)
driver=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-"$arch".a \
    "$toolchain"/lib/clang/*/lib/"$arch"-unknown-linux-gnu/libclang_rt.fuzzer_no_main.a 2>/dev/null | head -1 || true)
if [[ -z "$driver" ]]; then
    echo "error: libFuzzer's driver without main (libclang_rt.fuzzer_no_main) is not in $toolchain/lib/clang" >&2
    exit 1
fi
flags=(
    -c release
    -Xswiftc -sanitize=address
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
    -Xlinker "$driver" -Xlinker -lstdc++
)
log=$(mktemp)
swift build "${flags[@]}" --product ProblemDetailsFuzzer >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
rm -f "$log"
fuzzer="$(swift build "${flags[@]}" --show-bin-path)/ProblemDetailsFuzzer"

mkdir -p .build/corpus Crashes
"$fuzzer" -max_total_time="$seconds" -dict=json.dict -artifact_prefix=Crashes/ -print_final_stats=1 "$@" \
    .build/corpus Corpus
