#!/usr/bin/env bash
# Builds the symbol graphs and runs `docc convert --analyze` on each DocC catalog; prints DocC's warnings.
# Usage: scripts/check-docs.sh   (exits non-zero when any catalog has warnings)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/traits.sh
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
# Extension block symbols, as scripts/build-docs-site.sh builds them: what a module adds to another module's types (the
# SwiftUI adapter's view modifiers and environment values, the UIKit adapter's UIResponder and UIViewController members)
# gets pages of its own under the extended module, which a catalog links to as ``SwiftUIStandIn/View/…``.
symbol_graph=(-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all"
    -Xswiftc -emit-extension-block-symbols)
swift build --scratch-path .build-docs --traits "$integration_traits" --target ResponderChainTesting \
    "${symbol_graph[@]}" >/dev/null
for target in ProblemDetails ProblemDetailsHummingbird ProblemDetailsOpenAPI ResponderChainSwiftUI ResponderChainUIKit \
    ResponderChainAppKit ResponderChainLogging ResponderChainTracing ResponderChainMetrics \
    ResponderChainIssueReporting; do
    swift build --scratch-path .build-docs --traits "$integration_traits" --target "$target" \
        "${symbol_graph[@]}" >/dev/null
done
status=0
for catalog in Sources/*/Documentation.docc; do
    module=$(basename "$(dirname "$catalog")")
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module".symbols.json "$graphs/$module/"
    cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    # The links of the adapters, bridges and ProblemDetails into the core (``ResponderChain/ErrorChain``), and the
    # server and OpenAPI modules' links into ProblemDetails, resolve only against that module, which a catalog
    # converted on its own does not know (nor does `docc merge` resolve them in scripts/build-docs-site.sh's site,
    # where they show as code voice). DocC says "'ResponderChain' doesn't exist at …"; in a module that extends one of
    # the core's types, which has pages for the core as an extended module, it says that a name "doesn't exist at
    # '/Module/ResponderChain…'" instead.
    other="(ResponderChain|ProblemDetails)"
    output=$(docc convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path "$graphs/out-$module" --analyze 2>&1 | grep -E "^(warning|error)" |
        { if [[ $module == ResponderChain?* || $module == ProblemDetails* ]]; then
            grep -v -E "'$other' doesn't exist at|doesn't exist at '/$module/$other(/[^']*)?'$"
        else cat; fi; } || true)
    if [[ -n "$output" ]]; then
        echo "== $module"; echo "$output"; status=1
    else
        echo "== $module: no DocC warnings"
    fi
done
exit $status
