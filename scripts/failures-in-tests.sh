#!/usr/bin/env bash
# What a user's own test suite shows when one of its tests goes wrong, end to end.
#
# Makes a throwaway package in a temporary folder that depends on this checkout's `ResponderChain` and
# `ResponderChainTesting` products, with a Swift Testing suite and an XCTest case written as a new user writes them
# from the README. Each holds four tests that fail, with passing tests around them:
#   1. an error left unhandled (and the same through `respond(to:)`, which takes no caller's line, and, under Swift
#      Testing, from a task the test started, from a detached task, from a fire-and-forget
#      `handle(error:onCompleted:)`, and from ten tests at once, each with its own report);
#   2. a `waitForPresentation()` that times out because the error never reached the presenter;
#   3. a `waitForSleepers()` with no sleeper;
#   4. an alert a `ManualPresenter` leaves unanswered past its deadline.
# Runs `swift test` on it and checks that:
#   - the process ends with a test failure (exit status 1), not a signal or a crash;
#   - each failing test fails at a line of the test file (the line of its `dispatch`, wait or `ManualPresenter`; the
#     test's own line for `respond(to:)` under Swift Testing), within its deadline, with a message that names the
#     cause; every other test passes;
#   - nothing is written outside the failures: no "ResponderChain: unhandled error" line of its own.
#
#   bash scripts/failures-in-tests.sh          keeps nothing; prints the checks and, on a failed check, the output
#   KEEP=1 bash scripts/failures-in-tests.sh   keeps the folder and prints where it is
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
    name: "FailuresInTests",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .testTarget(
            name: "AppTests",
            dependencies: [
                .product(name: "ResponderChain", package: "$identity"),
                .product(name: "ResponderChainTesting", package: "$identity"),
            ]
        )
    ]
)
EOF
# Each line a failure must point at ends with a marker comment: `// ⟵ name`.
cat >"$work/Tests/AppTests/SwiftTestingApp.swift" <<'EOF'
import ResponderChain
import ResponderChainTesting
import Testing

struct CheckoutFailed: Error {}

struct Numbered: Error, PrivacyMarked {
    let number: Int
    static let privacyMarks: [String: PrivacyMark] = ["number": .public]
}

let checkoutAlert = AlertModel(title: "Checkout failed", buttons: [AlertButton("OK", evaluation: .proceed)])

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SwiftTestingApp {
    @Test func leavesAnErrorUnhandled() async {
        _ = await ErrorResponderChain(name: "Checkout").dispatch(CheckoutFailed())  // ⟵ st-unhandled
    }

    @Test func waitsForAnAlertThatNeverComes() async {
        let presenter = ManualPresenter()
        let screen = ErrorHandler(for: presenter).on(error: .type(CheckoutFailed.self), then: .present(alert: checkoutAlert))
        _ = screen
        // The coordinator should pass errors to the screen's handler, but it lost its parent.
        let coordinator = ErrorResponderChain(name: "Coordinator")
        async let evaluation = UnhandledCapture.run { await coordinator.dispatch(CheckoutFailed()) }
        await presenter.waitForPresentation(timeout: 1)  // ⟵ st-presentation
        _ = await evaluation
    }

    @Test func waitsForASleeperThatNeverComes() async {
        let clock = ManualClock()
        await clock.waitForSleepers(timeout: 1)  // ⟵ st-sleepers
    }

    @Test func leavesAnAlertUnanswered() async {
        let presenter = ManualPresenter(deadline: 1)  // ⟵ st-deadline
        let handler = ErrorHandler(for: presenter).on(error: .type(CheckoutFailed.self), then: .present(alert: checkoutAlert))
        #expect(await handler.dispatch(CheckoutFailed()) == .cancel)
    }

    @Test func leavesAnErrorUnhandledInATaskItStarted() async {
        let chain = ErrorResponderChain(name: "Sync")
        await Task { _ = await chain.dispatch(Numbered(number: 2)) }.value  // ⟵ st-task
    }

    @Test func leavesAnErrorUnhandledFireAndForget() async {
        let app = ErrorResponderChain(name: "App")  // parents are held weakly: the test keeps it
        let handler = ErrorHandler(name: "Screen", parentResponder: app)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            handler.handle(error: Numbered(number: 3), onCompleted: { done.resume() })  // ⟵ st-fire-and-forget
        }
    }

    @Test func leavesAnErrorUnhandledInADetachedTask() async {
        // No test runs on a detached task: the issue belongs to the run, at the dispatch's line.
        await Task.detached { _ = await ErrorResponderChain(name: "Detached").dispatch(Numbered(number: 4)) }.value  // ⟵ st-detached
    }

    @Test func leavesAnErrorUnhandledThroughRespondTo() async {  // ⟵ st-respond
        // respond(to:) is a protocol requirement, which takes no caller's line: the failure is shown at the test.
        _ = await ErrorResponderChain(name: "Direct").respond(to: CheckoutFailed())
    }

    @Test(arguments: 0..<10) func tenAtOnce(test: Int) async {
        await Task.yield()
        if test.isMultiple(of: 2) {
            _ = await ErrorResponderChain(name: "Parallel").dispatch(Numbered(number: 100 + test))  // ⟵ st-parallel
        } else {
            let answered = ErrorResponderChain()
            _ = answered.connect { _ in .proceed }
            #expect(await answered.dispatch(Numbered(number: 100 + test)) == .proceed)
        }
    }

    @Test func handlesItsError() async {
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .proceed }
        #expect(await chain.dispatch(CheckoutFailed()) == .proceed)
    }

    @Test func showsItsAlert() async {
        let presenter = ManualPresenter()
        let handler = ErrorHandler(for: presenter).on(error: .type(CheckoutFailed.self), then: .present(alert: checkoutAlert))
        async let evaluation = handler.dispatch(CheckoutFailed())
        await presenter.waitForPresentation()
        #expect(presenter.showing?.title == "Checkout failed")
        presenter.choose("OK")
        #expect(await evaluation == .proceed)
    }

    @Test func showsNoAlertForACancellation() async {
        let presenter = ManualPresenter()
        let handler = ErrorHandler(for: presenter).on(error: .type(CheckoutFailed.self), then: .present(alert: checkoutAlert))
        #expect(await handler.dispatch(CancellationError()) == .cancel)
        await presenter.waitForNoPresentation(for: 0.1)
    }
}
EOF
cat >"$work/Tests/AppTests/XCTestApp.swift" <<'EOF'
import ResponderChain
import ResponderChainTesting
import XCTest

struct CartFailed: Error {}

let cartAlert = AlertModel(title: "Cart failed", buttons: [AlertButton("OK", evaluation: .proceed)])

// XCTest runs its cases in the order of their names: each failing case is followed by a passing one.
final class XCTestApp: XCTestCase {
    @MainActor func testA1LeavesAnErrorUnhandled() async {
        _ = await ErrorResponderChain(name: "Cart").dispatch(CartFailed())  // ⟵ xc-unhandled
    }

    @MainActor func testA2HandlesItsError() async {
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .proceed }
        let evaluation = await chain.dispatch(CartFailed())
        XCTAssertEqual(evaluation, .proceed)
    }

    @MainActor func testB1WaitsForAnAlertThatNeverComes() async {
        let presenter = ManualPresenter()
        let coordinator = ErrorResponderChain(name: "Coordinator")
        async let evaluation = UnhandledCapture.run { await coordinator.dispatch(CartFailed()) }
        await presenter.waitForPresentation(timeout: 1)  // ⟵ xc-presentation
        _ = await evaluation
    }

    @MainActor func testB2ShowsItsAlert() async {
        let presenter = ManualPresenter()
        let handler = ErrorHandler(for: presenter).on(error: .type(CartFailed.self), then: .present(alert: cartAlert))
        async let evaluation = handler.dispatch(CartFailed())
        await presenter.waitForPresentation()
        presenter.choose("OK")
        let answer = await evaluation
        XCTAssertEqual(answer, .proceed)
    }

    func testC1WaitsForASleeperThatNeverComes() async {
        let clock = ManualClock()
        await clock.waitForSleepers(timeout: 1)  // ⟵ xc-sleepers
    }

    func testC2HasNothingToDoWithErrors() {
        XCTAssertEqual([1, 2, 3].reduce(0, +), 6)
    }

    @MainActor func testD1LeavesAnAlertUnanswered() async {
        let presenter = ManualPresenter(deadline: 1)  // ⟵ xc-deadline
        let handler = ErrorHandler(for: presenter).on(error: .type(CartFailed.self), then: .present(alert: cartAlert))
        let evaluation = await handler.dispatch(CartFailed())
        XCTAssertEqual(evaluation, .cancel)
    }

    @MainActor func testE1LeavesAnErrorUnhandledThroughRespondTo() async {
        _ = await ErrorResponderChain(name: "Direct").respond(to: CartFailed())
    }

    @MainActor func testD2ShowsNoAlertForACancellation() async {
        let presenter = ManualPresenter()
        let handler = ErrorHandler(for: presenter).on(error: .type(CartFailed.self), then: .present(alert: cartAlert))
        let evaluation = await handler.dispatch(CancellationError())
        XCTAssertEqual(evaluation, .cancel)
        await presenter.waitForNoPresentation(for: 0.1)
    }
}
EOF

output="$work/output.txt"
(cd "$work" && swift test --scratch-path "${SCRATCH_PATH:-$work/.build}") >"$output" 2>&1
status=$?

failures=0
pass() { echo "ok    $1"; }
fail() { echo "FAIL  $1"; failures=$((failures + 1)); }
check() { if grep -Eq -- "$2" "$output"; then pass "$1"; else fail "$1"; fi; }
check_absent() { if grep -Eq -- "$2" "$output"; then fail "$1"; else pass "$1"; fi; }
# The line of `file` marked `// ⟵ name`.
line_of() { grep -n "// ⟵ $2\$" "$work/Tests/AppTests/$1" | cut -d: -f1; }
# The seconds Swift Testing says `test` took, from its "failed after" line.
seconds_of() {
    grep -E "Test $1 failed after" "$output" | head -1 | sed -E 's/.*failed after ([0-9.]+) seconds.*/\1/'
}
# Checks that the Swift Testing test `test` failed within `limit` seconds.
within() {
    local took
    took="$(seconds_of "$1")"
    if [ -n "$took" ] && awk -v t="$took" -v l="$2" 'BEGIN { exit !(t < l) }'; then
        pass "Swift Testing: $1 failed within $2 s ($took s)"
    else
        fail "Swift Testing: $1 failed within $2 s (${took:-no failure} )"
    fi
}

if [ "$status" -eq 1 ]; then pass "swift test ended with a test failure (exit status 1)"; else
    fail "swift test ended with exit status $status (1 expected: a failure, not a crash)"
fi

st="SwiftTestingApp.swift"
# Swift Testing: "✘ Test name() recorded an issue at File.swift:LINE:COLUMN: Issue recorded", then the comment.
issue_at() { echo "Test $1 recorded an issue( with 1 argument test → [0-9]+)? at $st:$(line_of "$st" "$2"):"; }
check "Swift Testing: an unhandled error fails its test at the dispatch's line" "$(issue_at 'leavesAnErrorUnhandled\(\)' st-unhandled)"
check "Swift Testing: ... with the report, naming the last responder" \
    "ResponderChain: unhandled error CheckoutFailed\(\) \(end of chain, last responder: Checkout\)"
check "Swift Testing: a wait for a presentation that never came fails at the wait's line" \
    "$(issue_at 'waitsForAnAlertThatNeverComes\(\)' st-presentation)"
check "Swift Testing: ... and says that nothing came and which error went unhandled instead" \
    "waitForPresentation\(\) waited 1 s for a presentation, and nothing was presented"
check "Swift Testing: ... quoting the report" \
    "  ResponderChain: unhandled error CheckoutFailed\(\) \(end of chain, last responder: Coordinator\)"
within 'waitsForAnAlertThatNeverComes\(\)' 10
check "Swift Testing: a wait for a sleeper that never came fails at the wait's line" \
    "$(issue_at 'waitsForASleeperThatNeverComes\(\)' st-sleepers)"
check "Swift Testing: ... and says that nothing slept" "waitForSleepers\(\) waited 1 s for a task to sleep on the clock"
within 'waitsForASleeperThatNeverComes\(\)' 10
check "Swift Testing: an unanswered alert fails its test at the line that made the presenter" \
    "$(issue_at 'leavesAnAlertUnanswered\(\)' st-deadline)"
check "Swift Testing: ... naming the alert and its answers" \
    "ManualPresenter: the alert \"Checkout failed\" was never answered within 1 s"
within 'leavesAnAlertUnanswered\(\)' 10
check "Swift Testing: an error unhandled in a task the test started fails the test at the dispatch's line" \
    "$(issue_at 'leavesAnErrorUnhandledInATaskItStarted\(\)' st-task)"
check "Swift Testing: a fire-and-forget handle(error:onCompleted:) fails its test at the call's line" \
    "$(issue_at 'leavesAnErrorUnhandledFireAndForget\(\)' st-fire-and-forget)"
for number in 0 2 4 6 8; do
    # Each even case's issue is followed, on the next line, by its own report and no other.
    if grep -EA1 "Test tenAtOnce\(test:\) recorded an issue with 1 argument test → $number at $st:$(line_of "$st" st-parallel):" "$output" \
        | grep -q "ResponderChain: unhandled error Numbered(number: 10$number)"; then
        pass "Swift Testing: of ten tests at once, case $number has its own report"
    else
        fail "Swift Testing: of ten tests at once, case $number has its own report"
    fi
done
check "Swift Testing: an error unhandled through respond(to:) fails its test at the test's own line" \
    "$(issue_at 'leavesAnErrorUnhandledThroughRespondTo\(\)' st-respond)"
check "Swift Testing: ... and says why it is shown there" "\(Shown at the test: this dispatch started in a call that does not"
check "Swift Testing: an error unhandled in a detached task fails the run at the dispatch's line" \
    "Test «unknown» recorded an issue at $st:$(line_of "$st" st-detached):"
check "Swift Testing: ... and says why no test owns it" "\(No Swift Testing test was running on the task that found this"
check_absent "Swift Testing: no odd case of the ten recorded an issue" "tenAtOnce\(test:\) recorded an issue with 1 argument test → [13579] "
check "Swift Testing: the test that handled its error passed" "Test handlesItsError\(\) passed"
check "Swift Testing: the test that answered its alert passed" "Test showsItsAlert\(\) passed"
check "Swift Testing: the test that expected no alert passed" "Test showsNoAlertForACancellation\(\) passed"
check "Swift Testing: 12 tests ran (one of them ten cases), with 13 issues" \
    "Test run with 12 tests in 1 suite failed after .* with 13 issues"

xc="XCTestApp.swift"
# XCTest on Linux: "/path/XCTestApp.swift:LINE: error: XCTestApp.testX : failed - message".
xc_at() { echo "$xc:$(line_of "$xc" "$2"): error: XCTestApp.$1 : failed - $3"; }
check "XCTest: an unhandled error fails its case at the dispatch's line, with the report" \
    "$(xc_at testA1LeavesAnErrorUnhandled xc-unhandled 'ResponderChain: unhandled error CartFailed\(\) \(end of chain, last responder: Cart\)')"
check "XCTest: a wait for a presentation that never came fails at the wait's line" \
    "$(xc_at testB1WaitsForAnAlertThatNeverComes xc-presentation 'ManualPresenter: waitForPresentation\(\) waited 1 s')"
check "XCTest: a wait for a sleeper that never came fails at the wait's line" \
    "$(xc_at testC1WaitsForASleeperThatNeverComes xc-sleepers 'ManualClock: waitForSleepers\(\) waited 1 s')"
check "XCTest: an unanswered alert fails its case at the line that made the presenter" \
    "$(xc_at testD1LeavesAnAlertUnanswered xc-deadline 'ManualPresenter: the alert "Cart failed" was never answered within 1 s')"
for passing in testA2HandlesItsError testB2ShowsItsAlert testC2HasNothingToDoWithErrors testD2ShowsNoAlertForACancellation; do
    check "XCTest: $passing passed" "Test Case '.*$passing.*' passed"
done
check "XCTest: an error unhandled through respond(to:) fails its case, saying why no line is known" \
    "XCTestApp.testE1LeavesAnErrorUnhandledThroughRespondTo : failed - ResponderChain: unhandled error CartFailed\(\)"
check "XCTest: ... with the note" "\(ResponderChain cannot tell the line: this dispatch started in a call that does not"
check "XCTest: 9 cases ran, 5 failed" "Executed 9 tests, with 5 failures"
check_absent "nothing stopped the process" "Fatal error|Assertion failed|signal|Illegal instruction"
check_absent "no report was written outside a failure" "^ResponderChain: unhandled"

if [ "$failures" -ne 0 ]; then
    echo
    echo "swift test printed:"
    cat "$output"
    exit 1
fi
