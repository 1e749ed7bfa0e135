#!/usr/bin/env bash
# Builds one documentation site for every product of the package, for static hosting, with the DocC toolchain
# that ships with Swift: each module's symbol graph and catalog become an archive, and `docc merge` combines them
# under one landing page.
#
#   bash scripts/build-docs-site.sh [OUTPUT]      (default: .build/docs-site)
#
# The SwiftUI and UIKit adapters are documented as they build here, against the stand-in modules where Apple's
# frameworks are missing; their pages name the stand-ins' types where Apple's would be.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/traits.sh
output=${1:-.build/docs-site}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

modules=(ResponderChain ProblemDetails ResponderChainTesting ResponderChainSwiftUI ResponderChainUIKit ResponderChainAppKit ResponderChainLogging
    ResponderChainTracing ResponderChainMetrics ResponderChainIssueReporting)
log="$work/build.log"
# Extension block symbols, so that what a module adds to another module's types (the bridges' sinks and observers,
# the adapters' view modifiers) gets pages of its own under the extended module.
for module in "${modules[@]}"; do
    swift build --scratch-path .build-docs --traits "$integration_traits" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs" \
        -Xswiftc -emit-extension-block-symbols >"$log" 2>&1 || {
        cat "$log" >&2
        exit 1
    }
done

archives=()
for module in "${modules[@]}"; do
    mkdir -p "$work/$module"
    cp "$work/graphs/$module".symbols.json "$work/$module/"
    cp "$work/graphs/$module"@*.symbols.json "$work/$module/" 2>/dev/null || true
    catalog=()
    if [[ -d "Sources/$module/Documentation.docc" ]]; then
        catalog=("Sources/$module/Documentation.docc")
    fi
    docc convert "${catalog[@]}" --additional-symbol-graph-dir "$work/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path "$work/$module.doccarchive" >"$log" 2>&1 || {
        cat "$log" >&2
        exit 1
    }
    archives+=("$work/$module.doccarchive")
done

rm -rf "$output"
mkdir -p "$(dirname "$output")"
docc merge "${archives[@]}" --output-path "$output" \
    --synthesized-landing-page-name ResponderChain --synthesized-landing-page-kind Package >"$log" 2>&1 || {
    cat "$log" >&2
    exit 1
}
echo "documentation site: $output (serve it with scripts/check-docs-site.sh, or any static file server)"
