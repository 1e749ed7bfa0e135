#!/usr/bin/env bash
# Builds the symbol graphs and runs `docc convert --analyze` on each DocC catalog; prints DocC's warnings.
# Usage: scripts/check-docs.sh   (exits non-zero when any catalog has warnings)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/traits.sh
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift build --scratch-path .build-docs --traits "$integration_traits" --target ResponderChainTesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" >/dev/null
for target in ProblemDetails ProblemDetailsHummingbird ProblemDetailsOpenAPI ResponderChainAppKit ResponderChainLogging ResponderChainTracing ResponderChainMetrics ResponderChainIssueReporting; do
    swift build --scratch-path .build-docs --traits "$integration_traits" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" >/dev/null
done
status=0
for catalog in Sources/*/Documentation.docc; do
    module=$(basename "$(dirname "$catalog")")
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module".symbols.json "$graphs/$module/"
    cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    # A bridge's links into the core (``ResponderChain/ErrorChain``), and the server and OpenAPI modules' links into
    # ProblemDetails, resolve only in the merged site (scripts/build-docs-site.sh): a catalog converted on its own
    # does not know the other module.
    output=$(docc convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path "$graphs/out-$module" --analyze 2>&1 | grep -E "^(warning|error)" |
        { if [[ $module == ResponderChain?* || $module == ProblemDetails?* ]]; then
            grep -v -E "'(ResponderChain|ProblemDetails)' doesn't exist at"
        else cat; fi; } || true)
    if [[ -n "$output" ]]; then
        echo "== $module"; echo "$output"; status=1
    else
        echo "== $module: no DocC warnings"
    fi
done
exit $status
