#!/usr/bin/env bash
# What a user's own test suite sees when one of its tests lets an error go unhandled, end to end.
#
# Makes a throwaway package in a temporary folder that depends on this checkout's `ResponderChain` product only (not
# `ResponderChainTesting`), with a Swift Testing suite and an XCTest case, each holding a test that lets an error go
# unhandled, with passing tests after it. Runs `swift test` on it and checks that:
#   - the process ends with a test failure (exit status 1), not a signal or a crash;
#   - exactly the two tests that left an error unhandled failed, each named, with the report in its failure;
#   - every other test ran and passed.
#
#   bash scripts/unhandled-in-tests.sh          keeps nothing; prints the checks and the failures
#   KEEP=1 bash scripts/unhandled-in-tests.sh   keeps the folder and prints where it is
#
# SCRATCH_PATH=DIR builds in DIR instead of the folder's own (see scripts/check-readme.sh).
#
# Exits with 0 when every check holds, 1 otherwise.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
if [ "${KEEP:-0}" = 1 ]; then echo "folder: $work"; else trap 'rm -rf "$work"' EXIT; fi
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"

mkdir -p "$work/Tests/AppTests"
cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "UnhandledInTests",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .testTarget(name: "AppTests", dependencies: [.product(name: "ResponderChain", package: "$identity")])
    ]
)
EOF
cat >"$work/Tests/AppTests/SwiftTestingApp.swift" <<'EOF'
import ResponderChain
import Testing

struct CheckoutFailed: Error {}

@MainActor
@Suite struct SwiftTestingApp {
    @Test func leavesAnErrorUnhandled() async {
        _ = await ErrorResponderChain(name: "Checkout").dispatch(CheckoutFailed())
    }

    @Test func handlesItsError() async {
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .proceed }
        #expect(await chain.dispatch(CheckoutFailed()) == .proceed)
    }

    @Test func hasNothingToDoWithErrors() {
        #expect([1, 2, 3].reduce(0, +) == 6)
    }
}
EOF
cat >"$work/Tests/AppTests/XCTestApp.swift" <<'EOF'
import ResponderChain
import XCTest

struct CartFailed: Error {}

final class XCTestApp: XCTestCase {
    @MainActor func testALeavesAnErrorUnhandled() async {
        _ = await ErrorResponderChain(name: "Cart").dispatch(CartFailed())
    }

    @MainActor func testBRunsAfterIt() async {
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .proceed }
        let evaluation = await chain.dispatch(CartFailed())
        XCTAssertEqual(evaluation, .proceed)
    }
}
EOF

output="$work/output.txt"
(cd "$work" && swift test --scratch-path "${SCRATCH_PATH:-$work/.build}") >"$output" 2>&1
status=$?

failures=0
check() {
    if grep -Eq -- "$2" "$output"; then echo "ok    $1"; else echo "FAIL  $1"; failures=$((failures + 1)); fi
}
check_absent() {
    if grep -Eq -- "$2" "$output"; then echo "FAIL  $1"; failures=$((failures + 1)); else echo "ok    $1"; fi
}
if [ "$status" -eq 1 ]; then echo "ok    swift test ended with a test failure (exit status 1)"; else
    echo "FAIL  swift test ended with exit status $status (1 expected: a failure, not a crash)"
    failures=$((failures + 1))
fi
check "XCTest: the case that left an error unhandled failed, with the report" \
    "testALeavesAnErrorUnhandled.*ResponderChain: unhandled error CartFailed\(\) \(end of chain, last responder: Cart\)"
check "XCTest: the case after it passed" "testBRunsAfterIt.*passed"
check "XCTest: 2 cases ran, 1 failed" "Executed 2 tests, with 1 failure"
check "Swift Testing: the test that left an error unhandled failed, with the report" \
    "leavesAnErrorUnhandled\(\) recorded an issue"
check "Swift Testing: ... and its issue is the report" "ResponderChain: unhandled error CheckoutFailed\(\) \(end of chain, last responder: Checkout\)"
check "Swift Testing: the test that handled its error passed" "Test handlesItsError\(\) passed"
check "Swift Testing: the test with nothing to do with errors passed" "Test hasNothingToDoWithErrors\(\) passed"
check "Swift Testing: 3 tests ran, 1 issue" "Test run with 3 tests.* failed .* with 1 issue"
check_absent "nothing stopped the process" "Fatal error|Assertion failed|signal|Illegal instruction"

if [ "$failures" -ne 0 ]; then
    echo
    echo "swift test printed:"
    cat "$output"
    exit 1
fi
