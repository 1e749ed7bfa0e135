#!/usr/bin/env bash
# Installing a bridge never takes the alarm away, end to end, in a package of the user's own.
#
# Makes a throwaway package in a temporary folder that depends on this checkout with the Logging, Tracing, Metrics and
# IssueReporting traits, as an app enables them, and on the bridges' third-party packages. It holds:
#   - a Swift Testing suite, run one test at a time, whose tests each install one bridge as the bridge's docs show
#     (the logging bridge, the tracing bridge, the metrics bridge, IssueReporting's `replaceAlarm()`, then all four
#     together) and leave one error unhandled;
#   - an XCTest case that does the same with the logging bridge;
#   - an executable, a server in development, that installs the logging bridge, leaves an error unhandled, then
#     says it goes on.
# Checks that:
#   - each of those tests fails exactly once, at the line of its `dispatch`, and the bridges saw the error (the log
#     holds one record of it, the metrics one count);
#   - the executable, built for debug on this platform (no runtime warnings exist off Apple platforms), writes the
#     warning to standard error once, logs the error once through the bridge, goes on and exits with 0;
#   - the same executable built for release writes the error once, by the bridge, and nothing of its own to standard
#     error.
#
#   bash scripts/bridges-keep-the-alarm.sh          keeps nothing; prints the checks and, on a failed check, the output
#   KEEP=1 bash scripts/bridges-keep-the-alarm.sh   keeps the folder and prints where it is
#
# SCRATCH_PATH=DIR builds in DIR instead of the folder's own.
#
# Exits with 0 when every check holds, 1 otherwise.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
if [ "${KEEP:-0}" = 1 ]; then echo "folder: $work"; else trap 'rm -rf "$work"' EXIT; fi
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
scratch="${SCRATCH_PATH:-$work/.build}"

mkdir -p "$work/Tests/AppTests" "$work/Sources/Server"
cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let chain = "$identity"

let package = Package(
    name: "BridgesKeepTheAlarm",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "$repo", traits: ["Logging", "Tracing", "Metrics", "IssueReporting"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        .executableTarget(
            name: "Server",
            dependencies: [
                .product(name: "ResponderChain", package: chain),
                .product(name: "ResponderChainLogging", package: chain),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                .product(name: "ResponderChain", package: chain),
                .product(name: "ResponderChainLogging", package: chain),
                .product(name: "ResponderChainMetrics", package: chain),
                .product(name: "ResponderChainTracing", package: chain),
                .product(name: "ResponderChainIssueReporting", package: chain),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                // IssueReporting's own requirement off Apple platforms, as the bridge's docs say.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
    ]
)
EOF
# Each line a failure must point at ends with a marker comment: `// ⟵ name`.
cat >"$work/Sources/Server/main.swift" <<'EOF'
import Logging
import ResponderChain
import ResponderChainLogging

struct QueryFailed: Error {}

var logger = Logger(label: "server.errors") { StreamLogHandler.standardOutput(label: $0) }
logger.logLevel = .info
let errorLogging = LoggingBridge.install(logger)
_ = await ErrorResponderChain(name: "Search").dispatch(QueryFailed())
print("still serving")
errorLogging.cancel()
EOF
cat >"$work/Tests/AppTests/SwiftTestingApp.swift" <<'EOF'
import InMemoryLogging
import Logging
import MetricsTestKit
import ResponderChain
import ResponderChainIssueReporting
import ResponderChainLogging
import ResponderChainMetrics
import ResponderChainTracing
import Testing

struct CheckoutFailed: Error {}

/// One bridge at a time: each is installed process-wide, as an app installs it.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct SwiftTestingApp {
    @Test func withTheLoggingBridge() async {
        let log = InMemoryLogHandler()
        let errorLogging = LoggingBridge.install(Logger(label: "app.errors") { _ in log })
        defer { errorLogging.cancel() }
        _ = await ErrorResponderChain(name: "Checkout").dispatch(CheckoutFailed())  // ⟵ logging
        #expect(log.entries.filter { $0.level == .error }.count == 1, "logged: one record")
    }

    @Test func withTheTracingBridge() async {
        let errorTracing = TracingBridge.install()
        defer { errorTracing.cancel() }
        _ = await ErrorResponderChain(name: "Checkout").dispatch(CheckoutFailed())  // ⟵ tracing
    }

    @Test func withTheMetricsBridge() async {
        let metrics = TestMetrics()
        let errorMetrics = MetricsBridge.install(factory: metrics)
        defer { errorMetrics.cancel() }
        _ = await ErrorResponderChain(name: "Checkout").dispatch(CheckoutFailed())  // ⟵ metrics
        #expect(metrics.counters(label: "responder_chain_errors").map(\.totalValue) == [1], "counted: once")
    }

    @Test func withIssueReportingInPlaceOfTheAlarm() async {
        IssueReportingBridge.replaceAlarm()
        defer {
            UnhandledTerminal.sink = .standard
            ResponderSafety.sink = .standard
        }
        _ = await ErrorResponderChain(name: "Checkout").dispatch(CheckoutFailed())  // ⟵ issue-reporting
    }

    @Test func withAllFourBridges() async {
        let log = InMemoryLogHandler()
        let metrics = TestMetrics()
        let errorLogging = LoggingBridge.install(Logger(label: "app.errors") { _ in log })
        let errorTracing = TracingBridge.install()
        let errorMetrics = MetricsBridge.install(factory: metrics)
        IssueReportingBridge.replaceAlarm()
        defer {
            errorLogging.cancel()
            errorTracing.cancel()
            errorMetrics.cancel()
            UnhandledTerminal.sink = .standard
            ResponderSafety.sink = .standard
        }
        _ = await ErrorResponderChain(name: "Checkout").dispatch(CheckoutFailed())  // ⟵ all
        #expect(log.entries.filter { $0.level == .error }.count == 1, "logged: one record")
        #expect(metrics.counters(label: "responder_chain_errors").map(\.totalValue) == [1], "counted: once")
    }

    @Test func handlesItsErrorWithTheLoggingBridge() async {
        let log = InMemoryLogHandler()
        let errorLogging = LoggingBridge.install(Logger(label: "app.errors") { _ in log })
        defer { errorLogging.cancel() }
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .proceed }
        #expect(await chain.dispatch(CheckoutFailed()) == .proceed)
    }
}
EOF
cat >"$work/Tests/AppTests/XCTestApp.swift" <<'EOF'
import Logging
import ResponderChain
import ResponderChainLogging
import XCTest

struct CartFailed: Error {}

final class XCTestApp: XCTestCase {
    @MainActor func testA1WithTheLoggingBridge() async {
        let errorLogging = LoggingBridge.install(Logger(label: "app.errors") { _ in SwiftLogNoOpLogHandler() })
        defer { errorLogging.cancel() }
        _ = await ErrorResponderChain(name: "Cart").dispatch(CartFailed())  // ⟵ xc-logging
    }

    @MainActor func testA2HandlesItsError() async {
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .proceed }
        let evaluation = await chain.dispatch(CartFailed())
        XCTAssertEqual(evaluation, .proceed)
    }
}
EOF

output="$work/output.txt"
(cd "$work" && swift test --scratch-path "$scratch") >"$output" 2>&1
status=$?

failures=0
pass() { echo "ok    $1"; }
fail() { echo "FAIL  $1"; failures=$((failures + 1)); }
check() { if grep -Eq -- "$2" "$output"; then pass "$1"; else fail "$1"; fi; }
check_absent() { if grep -Eq -- "$2" "$output"; then fail "$1"; else pass "$1"; fi; }
line_of() { grep -n "// ⟵ $2\$" "$work/$1" | cut -d: -f1; }

if [ "$status" -eq 1 ]; then pass "swift test ended with test failures (exit status 1)"; else
    fail "swift test ended with exit status $status (1 expected: failures, not a crash)"
fi

st="Tests/AppTests/SwiftTestingApp.swift"
for test in withTheLoggingBridge:logging withTheTracingBridge:tracing withTheMetricsBridge:metrics \
    withIssueReportingInPlaceOfTheAlarm:issue-reporting withAllFourBridges:all; do
    name="${test%%:*}"
    marker="${test##*:}"
    issues=$(grep -cE "Test $name\(\) recorded an issue" "$output")
    # "✘ Test name() recorded an issue at File.swift:LINE:COLUMN: …", then the message on the next line.
    at=$(grep -EA1 "Test $name\(\) recorded an issue at SwiftTestingApp.swift:$(line_of "$st" "$marker"):[0-9]+:" "$output" \
        | grep -c "unhandled error CheckoutFailed")
    if [ "$issues" -eq 1 ] && [ "$at" -eq 1 ]; then
        pass "Swift Testing, $name: the unhandled error fails the test once, at the dispatch's line"
    else
        fail "Swift Testing, $name: $issues issues, $at at the dispatch's line (1 and 1 expected)"
    fi
done
check "Swift Testing: the test that handled its error passed" "Test handlesItsErrorWithTheLoggingBridge\(\) passed"
check "Swift Testing: 6 tests, 5 issues" "Test run with 6 tests in 1 suite failed after .* with 5 issues"

xc="Tests/AppTests/XCTestApp.swift"
failed_at=$(grep -cE "XCTestApp.swift:$(line_of "$xc" xc-logging): error: XCTestApp.testA1WithTheLoggingBridge : failed - ResponderChain: unhandled error CartFailed" "$output")
if [ "$failed_at" -eq 1 ]; then pass "XCTest, logging bridge: the case fails once, at the dispatch's line"; else
    fail "XCTest, logging bridge: $failed_at failures at the dispatch's line (1 expected)"
fi
check "XCTest: 2 cases ran, 1 failed" "Executed 2 tests, with 1 failure"
check_absent "no report was written outside a failure" "^ResponderChain: unhandled"

# The server, in a debug build: the standard sink's warning (standard error), the bridge's record (standard output).
run_server() {
    local configuration=$1
    (cd "$work" && swift build --scratch-path "$scratch" -c "$configuration" --product Server >"$work/build-$configuration.txt" 2>&1) \
        || { cat "$work/build-$configuration.txt"; return 1; }
    "$scratch/$configuration/Server" >"$work/stdout-$configuration.txt" 2>"$work/stderr-$configuration.txt"
}
server_checks() {
    local configuration=$1 warnings=$2 status=$3
    local out="$work/stdout-$configuration.txt" err="$work/stderr-$configuration.txt"
    if [ "$status" -eq 0 ] && grep -qx "still serving" "$out"; then
        pass "server ($configuration): goes on after the unhandled error and exits with 0"
    else
        fail "server ($configuration): exit status $status"
    fi
    local written logged
    written=$(grep -c "^ResponderChain: unhandled error QueryFailed" "$err")
    logged=$(grep -c "error .*unhandled.*QueryFailed" "$out")
    if [ "$written" -eq "$warnings" ] && [ "$logged" -eq 1 ]; then
        pass "server ($configuration): $warnings line(s) of its own on standard error, 1 record by the bridge"
    else
        fail "server ($configuration): $written line(s) on standard error ($warnings expected), $logged record(s) by the bridge (1 expected)"
    fi
}
run_server debug
server_checks debug 1 $?
run_server release
server_checks release 0 $?

if [ "$failures" -ne 0 ]; then
    echo
    echo "swift test printed:"
    cat "$output"
    for file in "$work"/std*-*.txt; do echo "== $(basename "$file")"; cat "$file"; done
    exit 1
fi
