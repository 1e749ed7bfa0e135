#!/usr/bin/env bash
# The bridges, the two middlewares and ProblemDetails are clients of the core: each compiles from its own sources in
# a package outside this repository, which depends on the checkout as an app does and so sees only public API.
#
# Makes a throwaway package in a temporary folder with one target per module, named `Client<Module>`, whose sources
# are copies of `Sources/<Module>` (its DocC catalog and trait message left out, its trait defined), and builds it.
# A module that reaches `package` or internal API of the core fails to compile there.
#
#   bash scripts/bridges-as-clients.sh [MODULE ...]   keeps nothing; prints each module's result and, on a failure,
#                                                     the errors; every module unless some are named
#   KEEP=1 bash scripts/bridges-as-clients.sh         keeps the folder and prints where it is
#
# SCRATCH_PATH=DIR builds in DIR instead of the folder's own.
#
# Exits with 0 when every module compiles as a client, 1 otherwise.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
if [ "${KEEP:-0}" = 1 ]; then echo "folder: $work"; else trap 'rm -rf "$work"' EXIT; fi
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"

# module, its dependencies beyond the core (the checkout's products or third-party ones). Its trait, if it has one, is
# the one its TraitRequirement.swift names (`#if !Logging`).
modules=(
    "ProblemDetails|"
    "ResponderChainLogging|.product(name: \"Logging\", package: \"swift-log\")"
    "ResponderChainTracing|.product(name: \"Tracing\", package: \"swift-distributed-tracing\")"
    "ResponderChainMetrics|.product(name: \"CoreMetrics\", package: \"swift-metrics\")"
    "ResponderChainIssueReporting|.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")"
    "ProblemDetailsHummingbird|.product(name: \"ProblemDetails\", package: \"$identity\"), .product(name: \"Hummingbird\", package: \"hummingbird\"), .product(name: \"NIOCore\", package: \"swift-nio\"), .product(name: \"Logging\", package: \"swift-log\")"
    "ProblemDetailsOpenAPI|.product(name: \"ProblemDetails\", package: \"$identity\"), .product(name: \"OpenAPIRuntime\", package: \"swift-openapi-runtime\"), .product(name: \"HTTPTypes\", package: \"swift-http-types\")"
)

if [ $# -gt 0 ]; then
    chosen=()
    for entry in "${modules[@]}"; do
        for name in "$@"; do [ "${entry%%|*}" = "$name" ] && chosen+=("$entry"); done
    done
    [ ${#chosen[@]} -eq $# ] || { echo "error: unknown module among: $*" >&2; exit 2; }
    modules=("${chosen[@]}")
fi

targets=""
for entry in "${modules[@]}"; do
    IFS='|' read -r module dependencies <<<"$entry"
    mkdir -p "$work/Sources/Client$module"
    (cd "$repo/Sources/$module" && find . -name '*.swift' ! -name TraitRequirement.swift) | while read -r file; do
        mkdir -p "$(dirname "$work/Sources/Client$module/$file")"
        cp "$repo/Sources/$module/$file" "$work/Sources/Client$module/$file"
    done
    define=""
    requirement="$repo/Sources/$module/TraitRequirement.swift"
    if [ -f "$requirement" ]; then
        define="swiftSettings: [.define(\"$(sed -nE 's/^#if !([A-Za-z]+)$/\1/p' "$requirement")\")],"
    fi
    targets+="        .target(name: \"Client$module\", dependencies: [.product(name: \"ResponderChain\", package: \"$identity\"), $dependencies], $define),"$'\n'
done

cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "BridgesAsClients",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "$repo"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
$targets    ],
    swiftLanguageModes: [.v6]
)
EOF
# The settings every module of the package is built with (Package.swift's last loop), so the copies compile alike.
cat >>"$work/Package.swift" <<'EOF'
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
EOF

status=0
for entry in "${modules[@]}"; do
    IFS='|' read -r module _ <<<"$entry"
    log="$work/$module.txt"
    if (cd "$work" && swift build --scratch-path "${SCRATCH_PATH:-$work/.build}" --target "Client$module") >"$log" 2>&1; then
        echo "ok    $module compiles as a client of the core's public API"
    else
        echo "FAIL  $module: $(grep -c ': error:' "$log") errors as a client:"
        grep -E ': error:' "$log" | sed -E "s#^$work/Sources/Client##" | sort -u | head -40
        status=1
    fi
done
exit $status
