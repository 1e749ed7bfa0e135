# Sourced by scripts/mutants.sh (the hand-written mutants) and scripts/generated-mutants.sh (the generated ones):
# applying a mutant safely, and running the whole suite against it until the first failure.
#
# Never leaves a mutant behind. The original file is saved in the script's state folder before it is changed, and
# put back when the mutant has been tested, when the script exits, and when it is interrupted (Ctrl-C, TERM, HUP).
# A run stopped in a way no script can catch (kill -9) is repaired by the next run of either script, which first puts
# back any file it finds saved by either. One run at a time in a tree: a run refuses to start while another holds the
# lock (.build/mutant-run.pid), whose process a kill -9 leaves dead, so that the next run takes it.
#
# The caller sets `limit` (seconds a test run may take) and `filter` (a `swift test --filter`, or empty), sources
# scripts/traits.sh, and calls `mutants_start STATE_FOLDER`.

# The state folders of both scripts: each may hold a file a stopped run did not put back.
mutant_state_folders=(.build/mutants .build/generated-mutants)
# The process id of the mutant run under way in this tree: one at a time, since each rebuilds the same .build and
# changes the sources, and a run must not put back the file of another that is still testing it.
mutant_lock=.build/mutant-run.pid

# A line that says a test failed: Swift Testing's "recorded an issue", or an XCTest assertion's
# "File.swift:12: error: Case.testName : …" (Linux) or "error: -[Case testName] : …" (macOS).
failure_line='recorded an issue|: error: (-\[[A-Za-z0-9_.]+ [A-Za-z0-9_]+\]|[A-Za-z0-9_.]+) : '
test_pid=""

# Sets `state`, `saved_file` and `active_marker`, takes the tree's lock, installs the traps, and puts back what a
# stopped run left.
mutants_start() {
    state=$1
    saved_file="$state/original"
    active_marker="$state/active"
    mkdir -p "$state"
    local holder
    holder=$(cat "$mutant_lock" 2>/dev/null)
    if [ -n "$holder" ] && [ "$holder" != $$ ] && kill -0 "$holder" 2>/dev/null; then
        echo "error: another mutant run (process $holder) is under way in this tree; wait for it or stop it" >&2
        exit 1
    fi
    echo $$ >"$mutant_lock"
    trap 'restore; release_lock' EXIT
    trap 'echo; echo "interrupted: putting the file back" >&2; restore; exit 130' INT TERM HUP
    local folder
    for folder in "${mutant_state_folders[@]}"; do
        if [ -f "$folder/active" ]; then
            echo "A previous run was stopped with a mutant applied: putting back $(cat "$folder/active")." >&2
            put_back "$folder/original" "$folder/active" || exit 1
        fi
    done
}

# Gives up the tree's lock, if this run holds it.
release_lock() {
    if [ "$(cat "$mutant_lock" 2>/dev/null)" = $$ ]; then
        rm -f "$mutant_lock"
    fi
}

# Copies the saved original back over the file the marker names, then forgets both.
put_back() { # saved marker
    local path
    path=$(cat "$2")
    if cp "$1" "$path"; then
        rm -f "$2" "$1"
    else
        echo "error: could not put back $path; its original is in $1" >&2
        return 1
    fi
}

# Saves `file` before a mutant changes it.
save_original() { # file
    cp "$1" "$saved_file"
    echo "$1" >"$active_marker"
}

# Stops the test run under way, if there is one, with the processes it started.
stop_tests() {
    if [ -n "$test_pid" ]; then
        kill -TERM -- "-$test_pid" 2>/dev/null || kill -TERM "$test_pid" 2>/dev/null
        wait "$test_pid" 2>/dev/null
        test_pid=""
    fi
}

# Puts back the file a mutant changed, if there is one. Safe to call more than once.
restore() {
    stop_tests
    if [ -f "$active_marker" ]; then
        put_back "$saved_file" "$active_marker"
    fi
}

now_ms() {
    if [ -n "${EPOCHREALTIME:-}" ]; then
        local micros=${EPOCHREALTIME//[.,]/}
        echo $((micros / 1000))
    else
        echo $(($(date +%s) * 1000))
    fi
}

seconds_since() { # start_ms → "12.3"
    local elapsed=$(($(now_ms) - $1))
    printf '%d.%d' $((elapsed / 1000)) $((elapsed % 1000 / 100))
}

# Builds the package and its tests with every integration's trait, and finds the test bundle (`test_bundle`).
build_tests() { # log
    swift build --build-tests --traits "$integration_traits" >"$1" 2>&1 || return 1
    test_bundle="$(swift build --show-bin-path --traits "$integration_traits")/ResponderChainPackageTests.xctest"
}

# Runs the test bundle as `swift test --skip-build` does, XCTest's tests first, then Swift Testing's, but without
# SwiftPM: `swift test --skip-build` plans a build of its own, and the next `swift build` then redoes every module's
# work (about 140 s here instead of 6 s for a mutant in one file). With `filter`, each library runs the tests whose
# names it matches (XCTest's by `Module.Case/test` name).
run_bundle() {
    if [ ! -f "$test_bundle" ] || [ ! -x "$test_bundle" ]; then
        # A bundle that is not an executable (macOS): only `swift test` runs it.
        swift test --skip-build --traits "$integration_traits" ${filter:+--filter "$filter"}
        return
    fi
    # Without a filter XCTest runs every case; with one, only those it matches (one argument, the names joined by
    # commas: Linux's XCTest reads only one), and none when it matches none.
    local xctests=""
    if [ -n "$filter" ]; then
        xctests=$("$test_bundle" --list-tests 2>/dev/null | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/' |
            grep -E -- "$filter" | paste -sd, -)
    fi
    if [ -z "$filter" ] || [ -n "$xctests" ]; then
        "$test_bundle" ${xctests:+"$xctests"} || return
    fi
    "$test_bundle" --testing-library swift-testing ${filter:+--filter "$filter"}
}

# Runs the tests in a process group of their own, and stops them at the first recorded issue, when they exit, or at
# the time limit. Sets `outcome` (passed, failed, crashed, timeout), `culprit` and `elapsed`.
run_tests() { # log
    local log=$1 start status
    start=$(now_ms)
    # Line-buffered where stdbuf exists (Linux): the first failure shows at once, and a hang cannot hide the
    # lines written before it in a full buffer.
    local unbuffered=()
    if command -v stdbuf >/dev/null 2>&1; then unbuffered=(stdbuf -oL -eL); fi
    set -m
    NO_COLOR=1 ${unbuffered[@]+"${unbuffered[@]}"} bash -c \
        "$(declare -f run_bundle); test_bundle=\$1 filter=\$2 integration_traits=\$3 run_bundle" \
        run_bundle "$test_bundle" "$filter" "$integration_traits" >"$log" 2>&1 &
    test_pid=$!
    set +m
    outcome=""
    culprit=""
    while :; do
        if grep -qE "$failure_line" "$log"; then
            outcome=failed
            break
        fi
        if ! kill -0 "$test_pid" 2>/dev/null; then
            wait "$test_pid"
            status=$?
            test_pid=""
            # The last lines may have been written after the check above.
            if grep -qE "$failure_line" "$log"; then
                outcome=failed
            elif [ $status = 0 ]; then
                outcome=passed
            else
                outcome=crashed
            fi
            break
        fi
        if [ $(($(now_ms) - start)) -ge $((limit * 1000)) ]; then
            outcome=timeout
            break
        fi
        sleep 0.2
    done
    elapsed=$(seconds_since "$start")
    stop_tests
    case $outcome in
    failed)
        # "✘ Test name() recorded an issue at File.swift:12:5: Expectation failed: …"
        # "✘ Test name() recorded an issue [with 1 argument x → y] at File.swift:12:5: Expectation failed: …"
        # XCTest: "/path/File.swift:12: error: Tests.Case.testName : XCTAssertEqual failed: …"
        culprit=$(grep -m1 -E "$failure_line" "$log" |
            sed -E -e 's/^.*Test (.+) recorded an issue.* at ([A-Za-z0-9_+.-]+\.swift:[0-9]+):[0-9]+: (.*)$/\1 (\2): \3/' \
                -e 's/^(.*\/)?([A-Za-z0-9_+.-]+\.swift:[0-9]+): error: (.*)$/\3 (\2)/' |
            cut -c1-200)
        ;;
    crashed)
        culprit=$(grep -m1 -E "Fatal error|Precondition failed|Assertion failed" "$log" |
            sed -E 's/^.*(Fatal error|Precondition failed|Assertion failed)/\1/' | cut -c1-160)
        culprit="crash: ${culprit:-exit status $status}"
        ;;
    timeout)
        culprit="still running after ${limit} s"
        ;;
    esac
}

# Builds and runs the unchanged package first, so that a failure a mutant seems to cause is never the suite's own;
# exits when it does not build or pass.
run_baseline() {
    echo "== building and running the unchanged tests (${filter:-the whole suite})"
    if ! build_tests "$state/baseline-build.log"; then
        echo "error: the unchanged package does not build; see $state/baseline-build.log" >&2
        exit 1
    fi
    run_tests "$state/baseline.log"
    if [ "$outcome" != passed ]; then
        echo "error: the unchanged tests did not pass ($outcome: $culprit); see $state/baseline.log" >&2
        exit 1
    fi
    echo "   passed in ${elapsed} s"
}
