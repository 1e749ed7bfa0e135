#!/usr/bin/env bash
# The stress suites under the thread sanitizer, built with only what they use.
#
# ConcurrencyStressTests and PresentationStressTests (Tests/ResponderChainTests/Reliability) exercise the core from
# many tasks at once. This script makes a package of their own in .build/stress-under-tsan: one test target whose files
# are links to the two suites and to the helpers they call (Support.swift, Presentation/PresentationSupport.swift,
# Tests/Shared/BoundedWaits.swift), depending on this checkout's ResponderChain and ResponderChainTesting and on
# swift-property-based, as ResponderChainTests does. The helpers use the core's `package` declarations, which a test
# target of this package reaches and one of another package does not, so access control is off for the target, as
# the benchmarks have it.
# Then it runs `swift test --sanitize=thread` on it, so that the sanitized build holds the core, the testing product and
# the two suites, not every module and integration of the package.
#
#   bash scripts/stress-under-tsan.sh
#
# Exits with swift test's status: any report of the sanitizer fails the run (halt_on_error).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$repo/.build/stress-under-tsan"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
tests="$repo/Tests/ResponderChainTests"

rm -rf "$work/Tests"
mkdir -p "$work/Tests/StressTests"
for file in Reliability/ConcurrencyStressTests.swift Reliability/PresentationStressTests.swift Support.swift \
    Presentation/PresentationSupport.swift; do
    ln -s "$tests/$file" "$work/Tests/StressTests/$(basename "$file")"
done
ln -s "$repo/Tests/Shared/BoundedWaits.swift" "$work/Tests/StressTests/BoundedWaits.swift"

cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "StressUnderTSan",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "$repo"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .testTarget(
            name: "StressTests",
            dependencies: [
                .product(name: "ResponderChain", package: "$identity"),
                .product(name: "ResponderChainTesting", package: "$identity"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .unsafeFlags(["-Xfrontend", "-disable-access-control"]),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
EOF

cd "$work"
TSAN_OPTIONS=halt_on_error=1 swift test --sanitize=thread \
    --filter ConcurrencyStressTests --filter PresentationStressTests
